import { describe, expect, it } from 'vitest';
import type { Category } from '@/api/schemas/category.schema';
import type { Product } from '@/api/schemas/product.schema';
import { inIdOrder, listQueryParams, productQueryParams, productSourceSchema, resolveCategory } from './product-source.lib';

const category = (id: number, slug: string): Category => ({ id, name: slug, slug, image: '', image_alt: '', parent_id: null, position: id });
const categories = [category(1, 'pizzas'), category(5, 'sides')];

describe('resolveCategory', () => {
  it.each([
    [7, null, { kind: 'id', id: 7 }],
    ['7', null, { kind: 'id', id: '7' }],
    ['sides', null, { kind: 'needs-categories' }],
    ['sides', categories, { kind: 'id', id: 5 }],
    ['Sides', categories, { kind: 'id', id: 5 }],
    ['soups', categories, { kind: 'unknown' }],
  ] as const)('reads %j with categories %j', (reference, list, expected) => {
    expect(resolveCategory(reference, list)).toEqual(expected);
  });
});

describe('productQueryParams', () => {
  it.each([
    ['a ranking', { type: 'sort', sort: 'newest' }, 8, { kind: 'ready', params: { per_page: 8, sort: 'newest' } }],
    ['a category by slug', { type: 'category', category: 'sides', sort: 'price_asc' }, 4, { kind: 'ready', params: { per_page: 4, category_id: 5, sort: 'price_asc' } }],
    ['an unknown category', { type: 'category', category: 'soups', sort: 'popular' }, 4, { kind: 'unknown-category' }],
    ['hand-picked products, up to the count', { type: 'products', ids: [3, 1, 2] }, 2, { kind: 'ready', params: { per_page: 2, ids: [3, 1] } }],
    ['a count above the API maximum', { type: 'sort', sort: 'popular' }, 500, { kind: 'ready', params: { per_page: 50, sort: 'popular' } }],
  ] as const)('asks for %s', (_, source, count, expected) => {
    expect(productQueryParams(productSourceSchema.parse(source), count, categories)).toEqual(expected);
  });

  it('waits for the categories to find a slug', () => {
    expect(productQueryParams({ type: 'category', category: 'sides', sort: 'popular' }, 4, null)).toEqual({ kind: 'needs-categories' });
  });

  it('defaults the ranking to popular', () => {
    expect(productSourceSchema.parse({ type: 'sort' })).toEqual({ type: 'sort', sort: 'popular' });
    expect(productSourceSchema.safeParse({ type: 'products', ids: [] }).success).toBe(false);
  });
});

describe('listQueryParams', () => {
  it('browses the whole catalogue, or one category', () => {
    expect(listQueryParams({ type: 'all' }, 12, null)).toEqual({ kind: 'ready', params: { per_page: 12, collection: 'all' } });
    expect(listQueryParams({ type: 'category', category: 'pizzas' }, 24, categories)).toEqual({ kind: 'ready', params: { per_page: 24, category_id: 1 } });
  });
});

describe('inIdOrder', () => {
  it('puts products in the merchant’s order, once each, skipping ids the API did not return', () => {
    const product = (id: number) => ({ id }) as Product;
    expect(inIdOrder([product(1), product(2), product(3)], [3, '1', 9, 3]).map((entry) => entry.id)).toEqual([3, 1]);
  });
});
