import { beforeEach, describe, expect, it } from 'vitest';
import { productSorts } from '@/api/schemas/product.schema';
import { categorySchema } from '@/api/schemas/category.schema';
import { productSchema, productsPageSchema } from '@/api/schemas/product.schema';
import { categoryProductSorts } from '@/api/calls/category';
import {
  catalogSorts,
  categoryPageSorts,
  defaultCategoryPerPage,
  defaultPerPage,
  findCatalogueEntryBySlug,
  findCatalogueProduct,
  generatedCatalogue,
  listParentCategories,
  maxPerPage,
  parseCategoryProductsQuery,
  parseProductQuery,
  queryCategoryProducts,
  queryProducts,
  type CategoryKey,
  type CategoryProductsQuery,
  type ProductQuery,
} from './catalog';
import { products } from './db';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

beforeEach(() => seedDatabase());

const query = (changes: Partial<ProductQuery> = {}): ProductQuery => ({
  page: 1,
  perPage: defaultPerPage,
  categoryId: null,
  ids: null,
  sort: null,
  search: null,
  collection: null,
  ...changes,
});

function parse(search: string) {
  return parseProductQuery(new URLSearchParams(search));
}

describe('parseProductQuery', () => {
  it('reads an empty query as page 1 of 12', () => {
    expect(parse('')).toEqual({ ok: true, query: query() });
  });

  it('reads every filter, treating empty values as absent', () => {
    expect(parse('page=3&per_page=50&category_id=2&ids=5,%201,5&sort=price_desc&search=%20pizza%20&collection=all&branch_id=1')).toEqual({
      ok: true,
      query: query({ page: 3, perPage: 50, categoryId: '2', ids: ['5', '1', '5'], sort: 'price_desc', search: 'pizza', collection: 'all' }),
    });
    expect(parse('search=&sort=&category_id=')).toEqual({ ok: true, query: query() });
  });

  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['per_page=0', 'per_page'],
    [`per_page=${maxPerPage + 1}`, 'per_page'],
    ['category_id=pizzas', 'category_id'],
    ['ids=1,,2', 'ids'],
    ['ids=1,x', 'ids'],
    [`ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`, 'ids'],
    ['sort=cheapest', 'sort'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['collection=summer', 'collection'],
  ])('refuses %s, naming the field', (search, field) => {
    const checked = parse(search);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual([field]);
  });

  it('counts further problems in the message, as Laravel does', () => {
    const checked = parse('page=0&sort=x&per_page=99');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toBe('The page field must be a whole number of at least 1. (and 2 more errors)');
  });

  it('knows the same sorts as the client', () => {
    expect([...catalogSorts]).toEqual([...productSorts]);
  });
});

describe('queryProducts', () => {
  it('pages through the 40 seeded products in id order', () => {
    const first = queryProducts(query());
    expect(productsPageSchema.parse(first)).toMatchObject({ current_page: 1, last_page: 4, per_page: 12, total: seedFacts.productCount });
    expect(first.data.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const last = queryProducts(query({ page: 4 }));
    expect(last.data.map((product) => product.id)).toEqual([37, 38, 39, 40]);
    expect(queryProducts(query({ page: 5 }))).toMatchObject({ data: [], current_page: 5, last_page: 4, total: 40 });
  });

  it('filters by category, by a part of the name (any case) and by ids in the order asked', () => {
    expect(queryProducts(query({ categoryId: '5' })).data.map((product) => product.name)).toEqual([
      'French Fries',
      'Onion Rings',
      'Garlic Bread',
      'Sweet Potato Fries',
      'Mozzarella Sticks',
    ]);
    expect(queryProducts(query({ search: 'FRIES' })).data.map((product) => product.name)).toEqual(['French Fries', 'Sweet Potato Fries']);
    expect(queryProducts(query({ ids: ['21', '1', '999', '21'] })).data.map((product) => product.id)).toEqual([21, 1]);
    expect(queryProducts(query({ categoryId: '99' }))).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('lists a category’s products with its descendants’, in the merchant’s order', () => {
    const names = (categoryId: string) => queryProducts(query({ categoryId })).data.map((product) => product.name);
    expect(names('1')).toEqual(['Margherita Pizza', 'Pepperoni Pizza', 'Four Cheese Pizza', 'BBQ Chicken Pizza', 'Garden Veggie Pizza']);
    expect(names('6')).toEqual(['Fresh Lemonade', 'Iced Tea', 'Cold Brew Coffee', 'Sparkling Water', 'Mango Smoothie']);
    expect(names(String(seedFacts.grandchildCategory.id))).toEqual(['Garden Veggie Pizza']);
    const fullMenu = queryProducts(query({ categoryId: String(seedFacts.fullMenuCategory.id), page: 2, perPage: 50 }));
    expect(fullMenu).toMatchObject({ total: 1200, last_page: 24 });
    expect(fullMenu.data.map((product) => product.id)).toEqual(Array.from({ length: 50 }, (_, index) => 1051 + index));
  });

  it('sorts by price both ways, newest first, and by a fixed popularity', () => {
    const prices = (sort: ProductQuery['sort']) => queryProducts(query({ sort, perPage: 50 })).data.map((product) => product.selling_price);
    const ascending = prices('price_asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices('price_desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(queryProducts(query({ sort: 'newest', perPage: 3 })).data.map((product) => product.id)).toEqual([40, 39, 38]);
    const popular = queryProducts(query({ sort: 'popular', perPage: 50 })).data.map((product) => product.id);
    expect(popular).toHaveLength(40);
    expect(popular).not.toEqual([...popular].sort((a, b) => Number(a) - Number(b)));
    expect(queryProducts(query({ sort: 'popular', perPage: 50 })).data.map((product) => product.id)).toEqual(popular);
  });
});

describe('the generated collection=all catalogue', () => {
  it('pages through 1,200 products, ids 1001 to 2200, built from the seeded ones', () => {
    const first = queryProducts(query({ collection: 'all', perPage: 50 }));
    expect(first).toMatchObject({ current_page: 1, last_page: 24, total: generatedCatalogue.count });
    expect(first.data[0]).toMatchObject({ id: 1001, name: 'Wood-fired Margherita Pizza', slug: 'wood-fired-margherita-pizza' });
    const last = queryProducts(query({ collection: 'all', perPage: 50, page: 24 }));
    expect(last.data.at(-1)).toMatchObject({ id: 2200, name: 'Little Granola Parfait' });
    for (const product of [...first.data, ...last.data]) expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('keeps the picture and options of the product it copies, under a name of its own', () => {
    const margherita = products.findFirst((q) => q.where({ id: seedFacts.productWithOptionsId }));
    const twelfthMargherita = queryProducts(query({ collection: 'all', ids: [String(1001 + 40 * 11)] })).data[0];
    expect(twelfthMargherita).toMatchObject({
      name: 'Smoked Margherita Pizza',
      image: margherita?.image,
      image_alt: 'Smoked Margherita Pizza',
      attributes: margherita?.attributes,
      multi_selectable_attributes: margherita?.multi_selectable_attributes,
    });
  });

  it('sells copies of the 2,048-combination bowl plain, so the long list stays light', () => {
    const copy = findCatalogueProduct(generatedCatalogue.firstId + seedFacts.productWith2048CombinationsId - 1);
    expect(copy).toMatchObject({ name: 'Spicy Build Your Own Bowl', attributes: [], combinations: [], multi_selectable_attributes: [] });
    const seeded = queryProducts(query({ ids: [String(seedFacts.productWith2048CombinationsId)] })).data[0];
    expect(seeded?.combinations).toHaveLength(2048);
  });

  it('filters and sorts the generated products like the seeded ones', () => {
    // The generated products are Full menu's: a category means its own products whatever the collection.
    expect(queryProducts(query({ collection: 'all', categoryId: String(seedFacts.fullMenuCategory.id), perPage: 50 })).total).toBe(1200);
    expect(queryProducts(query({ collection: 'all', categoryId: '5', perPage: 50 })).total).toBe(5);
    expect(queryProducts(query({ collection: 'all', search: 'cajun' })).data.map((product) => product.name)).toEqual([
      'Cajun French Fries',
      'Cajun Onion Rings',
      'Cajun Garlic Bread',
      'Cajun Sweet Potato Fries',
      'Cajun Mozzarella Sticks',
    ]);
    expect(queryProducts(query({ collection: 'all', sort: 'newest', perPage: 2 })).data.map((product) => product.id)).toEqual([2200, 2199]);
  });

  it('is never stored: the seeded collection still holds 40 products', () => {
    queryProducts(query({ collection: 'all', page: 24, perPage: 50 }));
    expect(products.all()).toHaveLength(seedFacts.productCount);
  });

  it('finds a product by id, seeded or generated', () => {
    expect(findCatalogueProduct(21)?.name).toBe('French Fries');
    expect(findCatalogueProduct('1021')?.name).toBe('Loaded French Fries');
    expect(findCatalogueProduct(2201)).toBeNull();
  });
});

describe('listParentCategories', () => {
  it('lists the 9 seeded top-level categories in display order, Full menu last, without their descriptions', () => {
    const { data } = listParentCategories();
    expect(data).toHaveLength(seedFacts.categoryCount);
    expect(data.map((category) => category.slug)).toEqual(['pizzas', 'burgers', 'salads', 'bowls', 'sides', 'drinks', 'desserts', 'breakfast', 'full-menu']);
    for (const category of data) {
      expect(Object.keys(category)).toEqual(['id', 'name', 'slug', 'image', 'image_alt', 'parent_id', 'position']);
      expect(categorySchema.parse(category)).toEqual(category);
    }
  });
});

const byId = (id: string): CategoryKey => ({ by: 'id', id });
const bySlug = (slug: string): CategoryKey => ({ by: 'slug', slug });

const categoryQuery = (changes: Partial<CategoryProductsQuery> = {}): CategoryProductsQuery => ({
  category: byId('1'),
  page: 1,
  perPage: defaultCategoryPerPage,
  sort: 'recommended',
  inStock: false,
  ...changes,
});

describe('parseCategoryProductsQuery', () => {
  const parseCategory = (search: string) => parseCategoryProductsQuery(new URLSearchParams(search));

  it('reads a category id alone as page 1 of 24 in the merchant’s order', () => {
    expect(parseCategory('category_id=1&branch_id=1')).toEqual({ ok: true, query: categoryQuery() });
  });

  it('reads every option', () => {
    expect(parseCategory('category_id=6&page=2&per_page=50&sort=price_desc&in_stock=1')).toEqual({
      ok: true,
      query: categoryQuery({ category: byId('6'), page: 2, perPage: 50, sort: 'price_desc', inStock: true }),
    });
    expect(parseCategory('category_id=6&in_stock=0&sort=')).toEqual({ ok: true, query: categoryQuery({ category: byId('6') }) });
  });

  it('reads a category slug instead of an id, trimmed, an empty id counting as absent', () => {
    expect(parseCategory('category_slug=pizzas&page=2')).toEqual({ ok: true, query: categoryQuery({ category: bySlug('pizzas'), page: 2 }) });
    expect(parseCategory('category_slug=%20drinks%20&category_id=')).toEqual({ ok: true, query: categoryQuery({ category: bySlug('drinks') }) });
  });

  it.each([
    ['', 'category_id', 'The category id field is required when category slug is not present.'],
    ['category_id=&category_slug=', 'category_id', 'The category id field is required when category slug is not present.'],
    ['category_id=1&category_slug=pizzas', 'category_id', 'The category id field prohibits category slug from being present.'],
    ['category_id=pizzas', 'category_id', 'The category id field must be a category id.'],
    ['category_id=1&page=0', 'page', 'The page field must be a whole number of at least 1.'],
    ['category_id=1&per_page=51', 'per_page', 'The per page field must be a whole number from 1 to 50.'],
    ['category_id=1&sort=popular', 'sort', 'The sort field must be one of: recommended, price_asc, price_desc, name.'],
    ['category_id=1&in_stock=yes', 'in_stock', 'The in stock field must be one of: 1, 0.'],
  ])('refuses %j, naming %s', (search, field, message) => {
    const checked = parseCategory(search);
    expect(checked).toEqual({ ok: false, message, errors: { [field]: [message] } });
  });

  it('knows the same sorts as the client', () => {
    expect([...categoryPageSorts]).toEqual([...categoryProductSorts]);
  });
});

describe('queryCategoryProducts', () => {
  const names = (changes: Partial<CategoryProductsQuery>) => queryCategoryProducts(categoryQuery(changes))?.data.map((product) => product.name);

  it('answers null for a category the store does not have', () => {
    expect(queryCategoryProducts(categoryQuery({ category: byId('999') }))).toBeNull();
    expect(queryCategoryProducts(categoryQuery({ category: bySlug('sushi') }))).toBeNull();
  });

  it('answers the same pages by slug (case aside) as by id', () => {
    const fullMenu = seedFacts.fullMenuCategory;
    for (const [id, slug] of [['1', 'pizzas'], ['6', 'DRINKS'], [String(fullMenu.id), fullMenu.slug]] as const) {
      for (const changes of [{ page: 2, perPage: 2 }, { sort: 'price_desc', inStock: true }] as const) {
        const byItsSlug = queryCategoryProducts(categoryQuery({ category: bySlug(slug), ...changes }));
        expect(byItsSlug, slug).toEqual(queryCategoryProducts(categoryQuery({ category: byId(id), ...changes })));
        expect(byItsSlug?.total, slug).toBeGreaterThan(0);
      }
    }
  });

  it('includes the products of every descendant, in the merchant’s (seeded) order', () => {
    expect(names({ category: byId('1') })).toEqual(['Margherita Pizza', 'Pepperoni Pizza', 'Four Cheese Pizza', 'BBQ Chicken Pizza', 'Garden Veggie Pizza']);
    expect(names({ category: byId(String(seedFacts.firstChildCategoryId + 1)) })).toEqual(['BBQ Chicken Pizza', 'Garden Veggie Pizza']);
    expect(names({ category: byId('5'), perPage: 2, page: 3 })).toEqual(['Mozzarella Sticks']);
  });

  it('sorts by price both ways and by name, as a shopper reads names', () => {
    const sorted = (sort: CategoryProductsQuery['sort']) => queryCategoryProducts(categoryQuery({ category: byId('5'), sort }))?.data ?? [];
    const ascending = sorted('price_asc').map((product) => product.selling_price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = sorted('price_desc').map((product) => product.selling_price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(sorted('name').map((product) => product.name)).toEqual(['French Fries', 'Garlic Bread', 'Mozzarella Sticks', 'Onion Rings', 'Sweet Potato Fries']);
    const fullMenuByName = queryCategoryProducts(categoryQuery({ category: byId(String(seedFacts.fullMenuCategory.id)), sort: 'name', perPage: 3 }));
    expect(fullMenuByName?.data.map((product) => product.name)).toEqual(['Almond Apple Pie', 'Almond Chocolate Brownie', 'Almond New York Cheesecake']);
  });

  it('keeps only products in stock when asked', () => {
    const sides = queryCategoryProducts(categoryQuery({ category: byId('5'), inStock: true }));
    expect(sides?.total).toBe(4);
    expect(sides?.data.map((product) => product.name)).not.toContain(seedFacts.productNames[24]);
  });

  it('pages through Full menu’s 1,200 generated products', () => {
    const fullMenu = String(seedFacts.fullMenuCategory.id);
    const first = queryCategoryProducts(categoryQuery({ category: byId(fullMenu) }));
    expect(first).toMatchObject({ current_page: 1, last_page: 50, per_page: 24, total: 1200 });
    expect(first?.data[0]).toMatchObject({ id: 1001, name: 'Wood-fired Margherita Pizza', category_id: seedFacts.fullMenuCategory.id });
    const last = queryCategoryProducts(categoryQuery({ category: byId(fullMenu), page: 50 }));
    expect(last?.data.map((product) => product.id)).toEqual(Array.from({ length: 24 }, (_, index) => 2177 + index));
    expect(queryCategoryProducts(categoryQuery({ category: byId(fullMenu), page: 51 }))?.data).toEqual([]);
    const inStock = queryCategoryProducts(categoryQuery({ category: byId(fullMenu), inStock: true }));
    expect(inStock?.total).toBe(1200 - 3 * 30);
  });

  it('answers pages the client’s schema reads unchanged', () => {
    for (const categoryId of ['1', '6', String(seedFacts.fullMenuCategory.id)]) {
      const page = queryCategoryProducts(categoryQuery({ category: byId(categoryId) }));
      expect(productsPageSchema.parse(page)).toEqual(page);
    }
  });
});

describe('findCatalogueEntryBySlug', () => {
  it('finds a seeded product and a generated copy, without regard to case', () => {
    expect(findCatalogueEntryBySlug('french-fries')).toMatchObject({ product: { id: 21 }, sourceIndex: 20, generated: false });
    expect(findCatalogueEntryBySlug('Smoked-Margherita-Pizza')).toMatchObject({ product: { id: 1001 + 40 * 11, name: 'Smoked Margherita Pizza' }, sourceIndex: 0, generated: true });
    expect(findCatalogueEntryBySlug('little-granola-parfait')?.product.id).toBe(2200);
  });

  it.each(['margherita-pizza-12', 'granola-parfait-30', 'smoked-margherita-pizza-', 'no-such-dish', 'no-such-dish-2', ''])('finds nothing for %j', (slug) => {
    expect(findCatalogueEntryBySlug(slug)).toBeNull();
  });
});
