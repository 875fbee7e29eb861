import type { Category } from '@/api/schemas/category.schema';
import type { Product, ProductsPage } from '@/api/schemas/product.schema';
import { categories, products } from './db';
import { toMinorUnits } from './money';

/**
 * GET /api/get-products and GET /api/get-parent-categories. Products are paged as Laravel's paginator
 * answers (`data`, `current_page`, `last_page`, `per_page`, `total`), filtered and sorted in the simulator.
 *
 * `collection=all` browses a generated extension of 1,200 products (ids 1001–2200) built on the fly from
 * the 40 seeded ones, so the infinite scroll can be measured against a catalogue of realistic size without
 * storing a thousand records. Only get-products knows them: the cart and get-product do not.
 */

/** The orders the client may ask for; `src/api/catalog.api.ts` `productSorts` must list the same (tested). */
export const catalogSorts = ['popular', 'price_asc', 'price_desc', 'newest'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

export const defaultPerPage = 12;
export const maxPerPage = 50;
export const maxIdsPerQuery = 100;
export const maxSearchLength = 100;

/** The generated `collection=all` catalogue: ids firstId .. firstId + count - 1. */
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

export type QueryCheck = { ok: true; query: ProductQuery } | { ok: false; message: string; errors: Record<string, string[]> };

const positiveInteger = /^[1-9]\d{0,8}$/;

function isSort(value: string): value is CatalogSort {
  return (catalogSorts as readonly string[]).includes(value);
}

/**
 * Reads and checks the query of get-products. Empty values count as absent (as Laravel reads them); a bad
 * value is a 422 naming the field, as a real backend's validator would answer.
 */
export function parseProductQuery(searchParams: URLSearchParams): QueryCheck {
  const errors: Record<string, string[]> = {};
  const read = (name: string) => {
    const value = searchParams.get(name)?.trim() ?? '';
    return value === '' ? null : value;
  };
  const problem = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  const pageText = read('page');
  const page = pageText === null ? 1 : positiveInteger.test(pageText) ? Number(pageText) : null;
  if (page === null) problem('page', 'The page field must be a whole number of at least 1.');

  const perPageText = read('per_page');
  const perPage = perPageText === null ? defaultPerPage : positiveInteger.test(perPageText) ? Number(perPageText) : null;
  if (perPage === null || perPage > maxPerPage) problem('per_page', `The per page field must be a whole number from 1 to ${maxPerPage}.`);

  const categoryId = read('category_id');
  if (categoryId !== null && !positiveInteger.test(categoryId)) problem('category_id', 'The category id field must be a category id.');

  const idsText = read('ids');
  const ids = idsText === null ? null : idsText.split(',').map((id) => id.trim());
  if (ids !== null) {
    if (ids.some((id) => !positiveInteger.test(id))) problem('ids', 'The ids field must list product ids separated by commas.');
    else if (ids.length > maxIdsPerQuery) problem('ids', `The ids field may list at most ${maxIdsPerQuery} products.`);
  }

  const sortText = read('sort');
  if (sortText !== null && !isSort(sortText)) problem('sort', `The sort field must be one of: ${catalogSorts.join(', ')}.`);

  const search = read('search');
  if (search !== null && search.length > maxSearchLength) problem('search', `The search field may be at most ${maxSearchLength} characters.`);

  const collection = read('collection');
  if (collection !== null && collection !== 'all') problem('collection', 'The only collection is "all".');

  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const first = errors[fields[0] ?? '']?.[0] ?? 'The given data was invalid.';
    const more = fields.length - 1;
    return { ok: false, message: more > 0 ? `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first, errors };
  }
  return {
    ok: true,
    query: {
      page: page ?? 1,
      perPage: perPage ?? defaultPerPage,
      categoryId,
      ids,
      sort: sortText !== null && isSort(sortText) ? sortText : null,
      search,
      collection: collection === 'all' ? 'all' : null,
    },
  };
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

/** Product `index` (0-based) of the generated catalogue: copy n of a seeded product, "Margherita Pizza #12". */
export function generatedProduct(base: readonly Product[], index: number): Product | null {
  if (index < 0 || index >= generatedCatalogue.count || base.length === 0) return null;
  const source = base[index % base.length];
  if (!source) return null;
  const copy = Math.floor(index / base.length) + 1;
  const plain = source.combinations.length > maxCopiedCombinations;
  return {
    ...source,
    id: generatedCatalogue.firstId + index,
    name: `${source.name} #${copy}`,
    slug: `${source.slug}-${copy}`,
    ...(plain ? { attributes: [], combinations: [], multi_selectable_attributes: [] } : {}),
  };
}

function generatedProducts(base: readonly Product[], from = 0, to: number = generatedCatalogue.count): Product[] {
  const list: Product[] = [];
  for (let index = Math.max(0, from); index < Math.min(to, generatedCatalogue.count); index += 1) {
    const product = generatedProduct(base, index);
    if (product) list.push(product);
  }
  return list;
}

/** A product by id, seeded or generated; for calls that take one product (get-product, the cart) when they learn of the extension. */
export function findCatalogueProduct(id: string | number): Product | null {
  const base = seededProducts();
  const seeded = base.find((product) => String(product.id) === String(id));
  if (seeded) return seeded;
  const numeric = Number(id);
  return Number.isInteger(numeric) ? generatedProduct(base, numeric - generatedCatalogue.firstId) : null;
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

function paginate(list: readonly Product[], total: number, query: ProductQuery, offset = 0): ProductsPage {
  const start = (query.page - 1) * query.perPage - offset;
  return {
    data: list.slice(Math.max(0, start), Math.max(0, start + query.perPage)),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
    total,
  };
}

/** One page of products for a checked query. A page past the last one is empty, as Laravel answers it. */
export function queryProducts(query: ProductQuery): ProductsPage {
  const base = seededProducts();
  const filtered = query.categoryId === null && query.ids === null && query.search === null;

  // The plain generated list is only ever built a page at a time.
  if (query.collection === 'all' && filtered && query.sort === null) {
    const start = (query.page - 1) * query.perPage;
    const total = base.length === 0 ? 0 : generatedCatalogue.count;
    return paginate(generatedProducts(base, start, start + query.perPage), total, query, start);
  }

  let list = query.collection === 'all' ? generatedProducts(base) : base;
  if (query.categoryId !== null) list = list.filter((product) => product.category_id !== null && String(product.category_id) === query.categoryId);
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

/** The top-level categories in display order. */
export function listParentCategories(): { data: Category[] } {
  const data = categories
    .all()
    .filter((category) => category.parent_id === null)
    .map((category) => ({ ...category }))
    .sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
  return { data };
}
