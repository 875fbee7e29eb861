import { describe, expect, it } from 'vitest';
import { emptyPagedList } from '@/models/catalog/paged-list.lib';
import type { Product } from '@/api/schemas/product.schema';
import { testProduct } from '@/models/catalog/test-products';
import { listOptionsFromSearch, productsStatusOf, searchWithListOptions, type ListOptions } from './category-page.lib';

describe('list options in the address', () => {
  it.each<[string, ListOptions]>([
    ['', { sort: 'recommended', inStock: false }],
    ['?sort=price_asc&in_stock=1', { sort: 'price_asc', inStock: true }],
    ['sort=price_desc', { sort: 'price_desc', inStock: false }],
    ['?sort=name&in_stock=true', { sort: 'name', inStock: true }],
    ['?sort=cheapest&in_stock=yes', { sort: 'recommended', inStock: false }],
    ['?sort=PRICE_ASC&in_stock=0', { sort: 'recommended', inStock: false }],
  ])('%j reads as %j', (search, options) => {
    expect(listOptionsFromSearch(search)).toEqual(options);
  });

  it.each<[string, ListOptions, string]>([
    ['', { sort: 'recommended', inStock: false }, ''],
    ['', { sort: 'price_asc', inStock: true }, 'sort=price_asc&in_stock=1'],
    ['sort=price_asc&in_stock=1', { sort: 'recommended', inStock: false }, ''],
    ['utm_source=mail&sort=name', { sort: 'name', inStock: true }, 'utm_source=mail&sort=name&in_stock=1'],
    ['?scenario=slow&sort=bogus', { sort: 'recommended', inStock: false }, 'scenario=slow'],
  ])('%j with %j becomes %j', (search, options, expected) => {
    expect(searchWithListOptions(search, options)).toBe(expected);
  });
});

describe('the product list status', () => {
  const list = { ...emptyPagedList<Product>(), currentPage: 1, lastPage: 3, items: [testProduct(1)] };
  it.each([
    ['loading before page 1', emptyPagedList<Product>(), 'loading'],
    ['loading page 1', { ...emptyPagedList<Product>(), isFetching: true }, 'loading'],
    ['empty', { ...emptyPagedList<Product>(), currentPage: 1, lastPage: 1 }, 'empty'],
    ['ready with more to come', list, 'ready'],
    ['complete at the last page', { ...list, currentPage: 3 }, 'complete'],
    ['failed, products kept', { ...list, error: 'x' }, 'failed'],
    ['failed on page 1', { ...emptyPagedList<Product>(), error: 'x' }, 'failed'],
  ] as const)('%s', (_, state, status) => {
    expect(productsStatusOf(state)).toBe(status);
  });
});
