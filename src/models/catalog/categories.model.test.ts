// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { PRODUCT_PAGE_CACHE_PREFIX } from '@/models/cache/cache-info.lib';
import { CATEGORIES_CACHE_KEY } from './catalog-cache.lib';
import { $categories, categoriesRequested, fetchCategoriesFx } from './categories.model';
import { requestHandler, testCategory } from './test-products';

const pizzas = testCategory(1, 'Pizzas');
const sides = testCategory(5, 'Sides');

describe('categories', () => {
  it('loads the top-level categories and keeps them under their own key, outside the product page prefix', async () => {
    const fetch = vi.fn(() => Promise.resolve({ data: [pizzas, sides] }));
    const scope = fork({ handlers: [requestHandler(fetchCategoriesFx, fetch)] });
    await allSettled(categoriesRequested, { scope });
    expect(scope.getState($categories)).toEqual({ status: 'ready', categories: [pizzas, sides], source: 'network', refreshing: false });
    expect(CATEGORIES_CACHE_KEY.startsWith(PRODUCT_PAGE_CACHE_PREFIX)).toBe(false);
    expect(JSON.parse(localStorage.getItem(CATEGORIES_CACHE_KEY) ?? 'null')).toEqual({ categories: [pizzas, sides] });
  });

  it('shows the kept copy at once, then the network’s list', async () => {
    localStorage.setItem(CATEGORIES_CACHE_KEY, JSON.stringify({ categories: [pizzas] }));
    let answer: (value: { data: (typeof pizzas)[] }) => void = () => undefined;
    const scope = fork({ handlers: [requestHandler(fetchCategoriesFx, () => new Promise<{ data: (typeof pizzas)[] }>((resolve) => (answer = resolve)))] });
    const settled = allSettled(categoriesRequested, { scope });
    expect(scope.getState($categories)).toMatchObject({ status: 'ready', categories: [pizzas], source: 'cache', refreshing: true });
    answer({ data: [pizzas, sides] });
    await settled;
    expect(scope.getState($categories)).toMatchObject({ categories: [pizzas, sides], source: 'network' });
  });

  it('ignores a corrupt kept copy', async () => {
    localStorage.setItem(CATEGORIES_CACHE_KEY, '{"categories":[{"name":1}]}');
    const scope = fork({ handlers: [requestHandler(fetchCategoriesFx, () => Promise.reject(new ApiError('network', 'offline')))] });
    await allSettled(categoriesRequested, { scope });
    expect(scope.getState($categories)).toMatchObject({ status: 'failed', categories: [] });
  });

  it('fetches once per visit however many blocks ask, and again after a failure', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValue({ data: [pizzas] });
    const scope = fork({ handlers: [requestHandler(fetchCategoriesFx, fetch)] });
    await Promise.all([allSettled(categoriesRequested, { scope }), allSettled(categoriesRequested, { scope })]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($categories).status).toBe('failed');
    await allSettled(categoriesRequested, { scope });
    await allSettled(categoriesRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($categories).status).toBe('ready');
  });

  it('keeps the kept copy on show when the network fails', async () => {
    localStorage.setItem(CATEGORIES_CACHE_KEY, JSON.stringify({ categories: [sides] }));
    const scope = fork({ handlers: [requestHandler(fetchCategoriesFx, () => Promise.reject(new ApiError('server', 'down', 503)))] });
    await allSettled(categoriesRequested, { scope });
    expect(scope.getState($categories)).toMatchObject({ status: 'ready', categories: [sides], source: 'cache', refreshing: false });
  });
});
