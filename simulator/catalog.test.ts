// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { productSorts } from '@/api/catalog.api';
import { productSchema, productsPageSchema } from '@/api/schemas/product.schema';
import {
  catalogSorts,
  defaultPerPage,
  findCatalogueProduct,
  generatedCatalogue,
  listParentCategories,
  maxPerPage,
  parseProductQuery,
  queryProducts,
  type ProductQuery,
} from './catalog';
import { products } from './db';
import { seedDatabase, seedFacts } from './seed';

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
    expect(first.data[0]).toMatchObject({ id: 1001, name: 'Margherita Pizza #1', slug: 'margherita-pizza-1' });
    const last = queryProducts(query({ collection: 'all', perPage: 50, page: 24 }));
    expect(last.data.at(-1)).toMatchObject({ id: 2200, name: 'Granola Parfait #30' });
    for (const product of [...first.data, ...last.data]) expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('keeps the image and options of the product it copies', () => {
    const margherita = products.findFirst((q) => q.where({ id: seedFacts.productWithOptionsId }));
    const twelfthMargherita = queryProducts(query({ collection: 'all', ids: [String(1001 + 40 * 11)] })).data[0];
    expect(twelfthMargherita).toMatchObject({
      name: 'Margherita Pizza #12',
      image: margherita?.image,
      attributes: margherita?.attributes,
      multi_selectable_attributes: margherita?.multi_selectable_attributes,
    });
  });

  it('sells copies of the 2,048-combination bowl plain, so the long list stays light', () => {
    const copy = findCatalogueProduct(generatedCatalogue.firstId + seedFacts.productWith2048CombinationsId - 1);
    expect(copy).toMatchObject({ name: 'Build Your Own Bowl #1', attributes: [], combinations: [], multi_selectable_attributes: [] });
    const seeded = queryProducts(query({ ids: [String(seedFacts.productWith2048CombinationsId)] })).data[0];
    expect(seeded?.combinations).toHaveLength(2048);
  });

  it('filters and sorts the generated products like the seeded ones', () => {
    const sides = queryProducts(query({ collection: 'all', categoryId: '5', perPage: 50 }));
    expect(sides.total).toBe(150);
    expect(queryProducts(query({ collection: 'all', search: 'fries #30' })).data.map((product) => product.name)).toEqual([
      'French Fries #30',
      'Sweet Potato Fries #30',
    ]);
    expect(queryProducts(query({ collection: 'all', sort: 'newest', perPage: 2 })).data.map((product) => product.id)).toEqual([2200, 2199]);
  });

  it('is never stored: the seeded collection still holds 40 products', () => {
    queryProducts(query({ collection: 'all', page: 24, perPage: 50 }));
    expect(products.all()).toHaveLength(seedFacts.productCount);
  });

  it('finds a product by id, seeded or generated', () => {
    expect(findCatalogueProduct(21)?.name).toBe('French Fries');
    expect(findCatalogueProduct('1021')?.name).toBe('French Fries #1');
    expect(findCatalogueProduct(2201)).toBeNull();
  });
});

describe('listParentCategories', () => {
  it('lists the 8 seeded top-level categories in display order', () => {
    const { data } = listParentCategories();
    expect(data).toHaveLength(seedFacts.categoryCount);
    expect(data.map((category) => category.slug)).toEqual(['pizzas', 'burgers', 'salads', 'bowls', 'sides', 'drinks', 'desserts', 'breakfast']);
  });
});
