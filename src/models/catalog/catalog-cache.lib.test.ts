// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/api/schemas/product.schema';
import { PRODUCT_PAGE_CACHE_PREFIX } from '@/models/cache/cache-info.lib';
import { cachedProductsSchema, productQueryCacheKey, readCache, stableParamsKey, writeCache } from './catalog-cache.lib';

const fries: Product = {
  id: 21,
  name: 'French Fries',
  slug: 'french-fries',
  description: 'Crispy fries.',
  image: '/sim-images/french-fries.svg?w=600&h=600',
  image_alt: 'French Fries',
  category_id: 5,
  selling_price: 4.49,
  original_price: null,
  in_stock: true,
  attributes: [],
  combinations: [],
  multi_selectable_attributes: [],
};

describe('stableParamsKey', () => {
  it('gives the same key whatever the field order, leaving out empty fields', () => {
    expect(stableParamsKey({ sort: 'popular', per_page: 8, category_id: undefined, search: '' })).toBe('per_page=8&sort=popular');
    expect(stableParamsKey({ per_page: 8, sort: 'popular' })).toBe(stableParamsKey({ sort: 'popular', per_page: 8 }));
  });

  it('keeps the order of listed ids, which is the merchant’s order', () => {
    expect(stableParamsKey({ ids: [3, '1'] })).toBe('ids=3%2C1');
    expect(stableParamsKey({ ids: [1, 3] })).not.toBe(stableParamsKey({ ids: [3, 1] }));
  });
});

describe('productQueryCacheKey', () => {
  it('lives under the product page prefix that cache-info clears', () => {
    expect(productQueryCacheKey('2', 'per_page=8')).toBe(`${PRODUCT_PAGE_CACHE_PREFIX}branch-2?per_page=8`);
  });
});

describe('readCache', () => {
  it('reads an entry that matches the schema', () => {
    localStorage.setItem('k', JSON.stringify({ products: [fries] }));
    expect(readCache(localStorage, 'k', cachedProductsSchema)).toEqual({ products: [fries] });
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ products: [{ id: 1 }] })],
    ['null', 'null'],
  ])('ignores and removes an entry that is %s', (_, text) => {
    localStorage.setItem('k', text);
    expect(readCache(localStorage, 'k', cachedProductsSchema)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads nothing without storage or when storage throws', () => {
    expect(readCache(null, 'k', cachedProductsSchema)).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readCache(localStorage, 'k', cachedProductsSchema)).toBeNull();
  });
});

describe('writeCache', () => {
  it('writes JSON, and reports a full storage instead of throwing', () => {
    expect(writeCache(localStorage, 'k', { products: [fries] })).toBe(true);
    expect(readCache(localStorage, 'k', cachedProductsSchema)?.products[0]?.name).toBe('French Fries');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeCache(localStorage, 'other', { products: [] })).toBe(false);
    expect(writeCache(null, 'other', {})).toBe(false);
  });
});
