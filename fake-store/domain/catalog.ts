import type { Product, ProductsPage } from '@/api/schemas/product.schema';
import { categoryDetailBySlug, categoryExists, categorySubtreeIds } from './categories';
import { products } from './db';
import { toMinorUnits } from './money';
import { positiveInteger, QueryRules, type QueryCheck } from './query-rules';
import { copyName, fullMenuCategory, slugify } from './seed-catalogue';

/**
 * GET /api/get-products and GET /api/get-category-products, and the catalogue every product call reads.
 * Products are paged as Laravel's paginator answers (`data`, `current_page`, `last_page`, `per_page`, `total`),
 * filtered and sorted in the simulator.
 *
 * A generated extension of 1,200 products (ids 1001–2200) is built on the fly from the 40 seeded ones, so the
 * long lists can be measured against a catalogue of realistic size without storing a thousand records. It is
 * `collection=all` and the "Full menu" category's products, and every call that takes one product knows it too:
 * get-product (slug `${slug}-${copy}`), search-products, get-product-reviews (none yet) and the cart
 * (`findCatalogueProduct`).
 */

export { listParentCategories } from './categories';

/** The orders the client may ask for; `src/api/schemas/product.schema.ts` `productSorts` must list the same (tested). */
export const catalogSorts = ['popular', 'price_asc', 'price_desc', 'newest'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

export const defaultPerPage = 12;
export const maxPerPage = 50;
export const maxIdsPerQuery = 100;
export const maxSearchLength = 100;

/** The generated catalogue (`collection=all`, Full menu's products): ids firstId .. firstId + count - 1. */
export const generatedCatalogue = { firstId: 1001, count: 1200 } as const;

export interface ProductQuery {
  page: number;
  perPage: number;
  categoryId: string | null;
  /** In the order asked for: with no sort, the answer keeps it (a merchant's hand-picked order). */
  ids: string[] | null;
  sort: CatalogSort | null;
  search: string | null;
  collection: 'all' | null;
}

/**
 * Reads and checks the query of get-products. Empty values count as absent (as Laravel reads them); a bad
 * value is a 422 naming the field, as a real backend's validator would answer.
 */
export function parseProductQuery(searchParams: URLSearchParams): QueryCheck<ProductQuery> {
  const rules = new QueryRules(searchParams);
  const page = rules.page();
  const perPage = rules.perPage(defaultPerPage, maxPerPage);
  const categoryId = rules.id('category_id', 'a category id', { required: false });

  const idsText = rules.text('ids');
  const ids = idsText === null ? null : idsText.split(',').map((id) => id.trim());
  if (ids !== null) {
    if (ids.some((id) => !positiveInteger.test(id))) rules.problem('ids', 'The ids field must list product ids separated by commas.');
    else if (ids.length > maxIdsPerQuery) rules.problem('ids', `The ids field may list at most ${maxIdsPerQuery} products.`);
  }

  const sort = rules.oneOf('sort', catalogSorts);
  const search = rules.limitedText('search', maxSearchLength);
  const collection = rules.text('collection');
  if (collection !== null && collection !== 'all') rules.problem('collection', 'The only collection is "all".');

  return rules.result(() => ({ page, perPage, categoryId, ids, sort, search, collection: collection === 'all' ? 'all' : null }));
}

/** The seeded products, in id order, as plain objects (the collection hands out its own records). */
function seededProducts(): Product[] {
  return products
    .all()
    .map((product) => ({ ...product }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Copies keep their source's options up to this many combinations. The 2,048-combination bowl's option
 * table is about 200 KB of JSON: thirty copies of it would make the 1,200-product scroll measure JSON
 * parsing instead of the grid, and overflow the client's product page cache. Its copies are sold plain.
 */
export const maxCopiedCombinations = 64;

/** Product `index` (0-based) of the generated catalogue: copy n of a seeded product ("Pesto Margherita Pizza"), in Full menu. */
export function generatedProduct(base: readonly Product[], index: number): Product | null {
  return generatedEntry(base, index)?.product ?? null;
}

/** A product of the catalogue with the seeded product it is, or is a copy of (the copy looks like its source). */
export interface CatalogueEntry {
  product: Product;
  source: Product;
  /** The source's place in the seeded list, from 0. */
  sourceIndex: number;
  generated: boolean;
}

function generatedEntry(base: readonly Product[], index: number): CatalogueEntry | null {
  if (!Number.isInteger(index) || index < 0 || index >= generatedCatalogue.count || base.length === 0) return null;
  const sourceIndex = index % base.length;
  const source = base[sourceIndex];
  if (!source) return null;
  const copy = Math.floor(index / base.length) + 1;
  const plain = source.combinations.length > maxCopiedCombinations;
  const name = copyName(source.name, copy);
  const slug = slugify(name);
  const product: Product = {
    ...source,
    id: generatedCatalogue.firstId + index,
    name,
    slug,
    // The source's picture: 40 pictures the browser keeps, not 1,200 it draws one by one down the long list.
    image_alt: name,
    category_id: fullMenuCategory.id,
    ...(plain ? { attributes: [], combinations: [], multi_selectable_attributes: [] } : {}),
  };
  return { product, source, sourceIndex, generated: true };
}

function generatedProducts(base: readonly Product[], from = 0, to: number = generatedCatalogue.count): Product[] {
  const list: Product[] = [];
  for (let index = Math.max(0, from); index < Math.min(to, generatedCatalogue.count); index += 1) {
    const product = generatedProduct(base, index);
    if (product) list.push(product);
  }
  return list;
}

/** A product by id, seeded or generated: for every call that takes one product (get-product-reviews, the cart, ...). */
export function findCatalogueProduct(id: string | number): Product | null {
  const base = seededProducts();
  const seeded = base.find((product) => String(product.id) === String(id));
  if (seeded) return seeded;
  const numeric = Number(id);
  return Number.isInteger(numeric) ? generatedProduct(base, numeric - generatedCatalogue.firstId) : null;
}

/** Each generated product's place by its slug, made once per seeded list. */
const generatedSlugs = new WeakMap<readonly Product[], Map<string, number>>();

function generatedIndexOf(base: readonly Product[], slug: string): number | undefined {
  let indexes = generatedSlugs.get(base);
  if (!indexes) {
    // From the names alone: building 1,200 products to read their slugs would copy every option table.
    indexes = new Map();
    for (let index = 0; index < generatedCatalogue.count && base.length > 0; index += 1) {
      const source = base[index % base.length];
      if (source) indexes.set(slugify(copyName(source.name, Math.floor(index / base.length) + 1)), index);
    }
    generatedSlugs.set(base, indexes);
  }
  return indexes.get(slug);
}

/**
 * A product by slug, seeded or generated, with its source. Slugs are read without regard to case, as a MySQL
 * column's default collation compares them.
 */
export function findCatalogueEntryBySlug(slug: string): CatalogueEntry | null {
  const base = seededProducts();
  const wanted = slug.trim().toLowerCase();
  const sourceIndex = base.findIndex((product) => product.slug.toLowerCase() === wanted);
  const seeded = base[sourceIndex];
  if (seeded) return { product: seeded, source: seeded, sourceIndex, generated: false };
  const index = generatedIndexOf(base, wanted);
  return index === undefined ? null : generatedEntry(base, index);
}

/**
 * The names every search looks through: the seeded products' (id order), and the generated ones', built only
 * when asked for (a search builds its index once).
 */
export function catalogueNames(): { seeded: CatalogueName[]; generated: () => CatalogueName[] } {
  const base = seededProducts();
  return {
    seeded: base.map(({ id, name }) => ({ id, name })),
    generated: () => generatedProducts(base).map(({ id, name }) => ({ id, name })),
  };
}

export interface CatalogueName {
  id: Product['id'];
  name: string;
}

/** FNV-1a of the id: a stable stand-in for sales figures, so "popular" is a fixed order unrelated to ids. */
function popularity(product: Product): number {
  let hash = 0x811c9dc5;
  for (const character of `popularity:${String(product.id)}`) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const byId = (a: Product, b: Product) => Number(a.id) - Number(b.id);

function sortProducts(list: Product[], sort: CatalogSort): Product[] {
  const sorted = [...list];
  switch (sort) {
    case 'popular':
      return sorted.sort((a, b) => popularity(b) - popularity(a) || byId(a, b));
    case 'price_asc':
      return sorted.sort((a, b) => toMinorUnits(a.selling_price) - toMinorUnits(b.selling_price) || byId(a, b));
    case 'price_desc':
      return sorted.sort((a, b) => toMinorUnits(b.selling_price) - toMinorUnits(a.selling_price) || byId(a, b));
    case 'newest':
      return sorted.sort((a, b) => byId(b, a));
    default:
      return sort satisfies never;
  }
}

interface Paging {
  page: number;
  perPage: number;
}

function paginate(list: readonly Product[], total: number, paging: Paging, offset = 0): ProductsPage {
  const start = (paging.page - 1) * paging.perPage - offset;
  return {
    data: list.slice(Math.max(0, start), Math.max(0, start + paging.perPage)),
    current_page: paging.page,
    last_page: Math.max(1, Math.ceil(total / paging.perPage)),
    per_page: paging.perPage,
    total,
  };
}

/**
 * The products of a category and its descendants in the merchant's order: the seeded ones in seed order, then,
 * when Full menu is among the categories, the generated catalogue. The generated products are listed by count
 * and built only for the pages asked for.
 */
interface CategoryListing {
  base: readonly Product[];
  seeded: Product[];
  generated: number;
}

function categoryListing(categoryId: string, base: readonly Product[]): CategoryListing {
  const ids = categorySubtreeIds(categoryId);
  return {
    base,
    seeded: base.filter((product) => product.category_id !== null && ids.has(String(product.category_id))),
    generated: ids.has(String(fullMenuCategory.id)) && base.length > 0 ? generatedCatalogue.count : 0,
  };
}

/** Products `from` (inclusive) to `to` (exclusive) of a listing. */
function listingSlice(listing: CategoryListing, from: number, to: number): Product[] {
  const seededCount = listing.seeded.length;
  const generatedFrom = Math.max(0, from - seededCount);
  const generatedTo = Math.min(listing.generated, Math.max(0, to - seededCount));
  return [...listing.seeded.slice(from, to), ...generatedProducts(listing.base, generatedFrom, generatedTo)];
}

/** One page of a listing in the merchant's order, built a page at a time. */
function listingPage(listing: CategoryListing, paging: Paging): ProductsPage {
  const start = (paging.page - 1) * paging.perPage;
  return paginate(listingSlice(listing, start, start + paging.perPage), listing.seeded.length + listing.generated, paging, start);
}

function wholeListing(listing: CategoryListing): Product[] {
  return listingSlice(listing, 0, listing.seeded.length + listing.generated);
}

/**
 * One page of products for a checked query. A page past the last one is empty, as Laravel answers it. A category
 * means its products and its descendants' (the same list as its own page's), whatever the collection.
 */
export function queryProducts(query: ProductQuery): ProductsPage {
  const base = seededProducts();
  const refined = query.ids !== null || query.search !== null || query.sort !== null;

  // The plain generated list is only ever built a page at a time.
  if (query.categoryId === null && query.collection === 'all' && !refined) {
    const start = (query.page - 1) * query.perPage;
    const total = base.length === 0 ? 0 : generatedCatalogue.count;
    return paginate(generatedProducts(base, start, start + query.perPage), total, query, start);
  }
  if (query.categoryId !== null && !refined) return listingPage(categoryListing(query.categoryId, base), query);

  let list = query.categoryId !== null ? wholeListing(categoryListing(query.categoryId, base)) : query.collection === 'all' ? generatedProducts(base) : base;
  if (query.search !== null) {
    const needle = query.search.toLocaleLowerCase('en-US');
    list = list.filter((product) => product.name.toLocaleLowerCase('en-US').includes(needle));
  }
  if (query.ids !== null) {
    const byIdText = new Map(list.map((product) => [String(product.id), product]));
    list = [...new Set(query.ids)].flatMap((id) => byIdText.get(id) ?? []);
  }
  if (query.sort !== null) list = sortProducts(list, query.sort);
  return paginate(list, list.length, query);
}

/** The orders of a category page; `src/api/calls/category.ts` `categoryProductSorts` must list the same (tested). */
export const categoryPageSorts = ['recommended', 'price_asc', 'price_desc', 'name'] as const;
export type CategoryPageSort = (typeof categoryPageSorts)[number];

export const defaultCategoryPerPage = 24;

/** Which category a query lists: by id, or by slug (the slug get-category takes), so a page need not wait for the id. */
export type CategoryKey = { by: 'id'; id: string } | { by: 'slug'; slug: string };

export interface CategoryProductsQuery {
  category: CategoryKey;
  page: number;
  perPage: number;
  sort: CategoryPageSort;
  /** Only products that can be ordered now. */
  inStock: boolean;
}

/**
 * Reads and checks the query of get-category-products: exactly one of `category_id` and `category_slug` (Laravel's
 * `required_without` and `prohibits`, both reported on `category_id`); the rest as get-products reads them.
 */
export function parseCategoryProductsQuery(searchParams: URLSearchParams): QueryCheck<CategoryProductsQuery> {
  const rules = new QueryRules(searchParams);
  const idGiven = rules.text('category_id') !== null;
  const slug = rules.text('category_slug');
  if (idGiven && slug !== null) rules.problem('category_id', 'The category id field prohibits category slug from being present.');
  if (!idGiven && slug === null) rules.problem('category_id', 'The category id field is required when category slug is not present.');
  const categoryId = rules.id('category_id', 'a category id', { required: false });
  const page = rules.page();
  const perPage = rules.perPage(defaultCategoryPerPage, maxPerPage);
  const sort = rules.oneOf('sort', categoryPageSorts) ?? 'recommended';
  const inStock = rules.oneOf('in_stock', ['1', '0'] as const);
  const category: CategoryKey = slug !== null ? { by: 'slug', slug } : { by: 'id', id: categoryId ?? '' };
  return rules.result(() => ({ category, page, perPage, sort, inStock: inStock === '1' }));
}

/** The id of the category a key names; null when the store has no such category. */
function categoryIdOf(key: CategoryKey): string | null {
  switch (key.by) {
    case 'id':
      return categoryExists(key.id) ? key.id : null;
    case 'slug': {
      const category = categoryDetailBySlug(key.slug);
      return category ? String(category.id) : null;
    }
    default:
      return key satisfies never;
  }
}

/** Names compared as a shopper reads them: "Pizza 2" before "Pizza 10", case and accents aside. */
const nameOrder = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function sortCategoryPage(list: Product[], sort: CategoryPageSort): Product[] {
  switch (sort) {
    case 'recommended':
      return list;
    case 'price_asc':
      return [...list].sort((a, b) => toMinorUnits(a.selling_price) - toMinorUnits(b.selling_price));
    case 'price_desc':
      return [...list].sort((a, b) => toMinorUnits(b.selling_price) - toMinorUnits(a.selling_price));
    case 'name':
      return [...list].sort((a, b) => nameOrder.compare(a.name, b.name));
    default:
      return sort satisfies never;
  }
}

/**
 * GET /api/get-category-products: one page of a category's products, its descendants' included, in the
 * merchant's order (the seeded order; `Array.prototype.sort` is stable, so equal prices keep it) or sorted.
 * The same list by id or by slug. Null for an unknown category. Unsorted and unfiltered, Full menu's 1,200 are
 * built a page at a time.
 */
export function queryCategoryProducts(query: CategoryProductsQuery): ProductsPage | null {
  const categoryId = categoryIdOf(query.category);
  if (categoryId === null) return null;
  const listing = categoryListing(categoryId, seededProducts());
  if (query.sort === 'recommended' && !query.inStock) return listingPage(listing, query);
  const list = wholeListing(listing).filter((product) => !query.inStock || product.in_stock);
  return paginate(sortCategoryPage(list, query.sort), list.length, query);
}
