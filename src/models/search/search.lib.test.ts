import { describe, expect, it } from 'vitest';
import { testCategory, testProduct } from '@/models/catalog/test-products';
import {
  addRecentSearch,
  cachedResults,
  cacheKeyOf,
  cacheResults,
  normalizeQuery,
  planAddress,
  queryOfSearch,
  recentSearchesFromStorage,
  removeRecentSearch,
  resultsMessage,
  SEARCH_CACHE_LIMIT,
  searchPath,
  withNextPage,
  type SearchResults,
} from './search.lib';

const results = (query: string, changes: Partial<SearchResults> = {}): SearchResults => ({
  query,
  products: [],
  categories: [],
  page: 1,
  lastPage: 1,
  total: 0,
  ...changes,
});

describe('search.lib', () => {
  describe('queries', () => {
    it.each([
      ['  pizza  ', 'pizza'],
      ['veggie   \t pizza', 'veggie pizza'],
      ['   ', ''],
      ['x'.repeat(150), 'x'.repeat(100)],
    ])('normalises %j to %j', (typed, normalised) => {
      expect(normalizeQuery(typed)).toBe(normalised);
    });

    it('puts the query in the address and reads it back, an empty one as the bare screen', () => {
      expect(searchPath('crème brûlée & co')).toBe('/search?q=cr%C3%A8me%20br%C3%BBl%C3%A9e%20%26%20co');
      expect(queryOfSearch('q=cr%C3%A8me%20br%C3%BBl%C3%A9e%20%26%20co')).toBe('crème brûlée & co');
      expect(queryOfSearch('?q=pizza&scenario=slow')).toBe('pizza');
      expect(searchPath('')).toBe('/search');
      expect(queryOfSearch('')).toBe('');
    });
  });

  describe('the live region’s words', () => {
    it('counts products over every page and the categories, in the singular for one', () => {
      expect(resultsMessage(results('pizza', { total: 11, categories: [testCategory(1, 'Pizzas')] }))).toBe('12 results for “pizza”');
      expect(resultsMessage(results('tiramisu', { total: 1 }))).toBe('1 result for “tiramisu”');
      expect(resultsMessage(results('xyz'))).toBe('No results for “xyz”');
    });
  });

  describe('pages', () => {
    it('appends the next page, leaving out a product an earlier page already showed', () => {
      const first = results('fries', { products: [testProduct(1), testProduct(2)], total: 4, lastPage: 2 });
      const next = withNextPage(first, { data: [testProduct(2), testProduct(3)], categories: [], current_page: 2, last_page: 2, total: 4 });
      expect(next.products.map((product) => product.id)).toEqual([1, 2, 3]);
      expect(next).toMatchObject({ page: 2, lastPage: 2, total: 4 });
    });
  });

  describe('the answers kept for the visit', () => {
    it('keys them by branch and query whatever its case, newest first, and keeps at most the limit', () => {
      let cache = cacheResults([], cacheKeyOf('1', 'Pizza'), results('Pizza'));
      expect(cachedResults(cache, cacheKeyOf('1', 'pizza'))?.query).toBe('Pizza');
      expect(cachedResults(cache, cacheKeyOf('2', 'pizza'))).toBeNull();
      for (let index = 0; index < SEARCH_CACHE_LIMIT; index += 1) cache = cacheResults(cache, cacheKeyOf('1', `q${index}`), results(`q${index}`));
      expect(cache).toHaveLength(SEARCH_CACHE_LIMIT);
      expect(cachedResults(cache, cacheKeyOf('1', 'pizza'))).toBeNull();
      cache = cacheResults(cache, cacheKeyOf('1', 'q3'), results('q3'));
      expect(cache[0]?.results.query).toBe('q3');
      expect(cache).toHaveLength(SEARCH_CACHE_LIMIT);
    });
  });

  describe('recent searches', () => {
    it('keeps at most five, newest first, with no duplicates whatever their case', () => {
      let recent: string[] = [];
      for (const term of ['pizza', 'salad', 'fries', 'soup', 'bowl', 'cake']) recent = addRecentSearch(recent, term);
      expect(recent).toEqual(['cake', 'bowl', 'soup', 'fries', 'salad']);
      expect(addRecentSearch(recent, '  SOUP ')).toEqual(['SOUP', 'cake', 'bowl', 'fries', 'salad']);
      expect(addRecentSearch(recent, '   ')).toEqual(recent);
    });

    it('removes one whatever its case', () => {
      expect(removeRecentSearch(['Pizza', 'salad'], 'pizza')).toEqual(['salad']);
    });

    it('makes a stored list safe: normalised, without empties or duplicates, at most five, order kept', () => {
      expect(recentSearchesFromStorage(['pizza', ' ', 'PIZZA', '  fries ', 'a', 'b', 'c', 'd'])).toEqual(['pizza', 'fries', 'a', 'b', 'c']);
      expect(recentSearchesFromStorage(null)).toEqual([]);
    });
  });

  describe('the address', () => {
    it.each([
      ['typing on the bare screen replaces its entry', { query: '', committed: false }, 'pizza', false, { query: 'pizza', committed: false }, { to: '/search?q=pizza', replace: true }],
      ['typing on a draft replaces it', { query: 'piz', committed: false }, 'pizza', false, { query: 'pizza', committed: false }, { to: '/search?q=pizza', replace: true }],
      ['typing over committed results pushes a new entry', { query: 'pizza', committed: true }, 'burger', false, { query: 'burger', committed: false }, { to: '/search?q=burger', replace: false }],
      ['emptying committed results pushes the bare screen', { query: 'pizza', committed: true }, '', false, { query: '', committed: false }, { to: '/search', replace: false }],
      ['opening the results of a draft commits it without a new entry', { query: 'pizza', committed: false }, 'pizza', true, { query: 'pizza', committed: true }, null],
      ['opening the results before the pause replaces the draft', { query: 'piz', committed: false }, 'pizza', true, { query: 'pizza', committed: true }, { to: '/search?q=pizza', replace: true }],
      ['opening other results over committed ones pushes', { query: 'pizza', committed: true }, 'burger', true, { query: 'burger', committed: true }, { to: '/search?q=burger', replace: false }],
      ['the same query again changes nothing', { query: 'pizza', committed: true }, 'pizza', false, { query: 'pizza', committed: true }, null],
    ] as const)('%s', (_, current, query, commit, next, write) => {
      expect(planAddress(current, query, commit)).toEqual({ next, write });
    });
  });
});
