// @vitest-environment jsdom
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { branchPicked } from '@/models/branches/branches.model';
import { PRODUCT_PAGE_CACHE_PREFIX } from '@/models/cache/cache-info.lib';
import { seedFacts } from '../fake-store/domain/seed-facts';
import { setupSimulatedStore, startApp } from './support/simulated-store';
import { CATEGORIES_CACHE_KEY } from '@/models/catalog/catalog-cache.lib';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import { $productQueries, productQueryRequested } from '@/models/catalog/product-queries.model';
import {
  $products,
  $productsExhausted,
  $productsShowMore,
  nextProductsPageRequested,
  productsListOpened,
  productsRetryClicked,
  showMoreProductsClicked,
} from '@/models/catalog/products.model';

const { server, requests } = setupSimulatedStore();

describe('the catalogue against the simulated store', () => {
  it('loads a display block’s products with the client contract, and keeps them under the product page prefix', async () => {
    const scope = await startApp();
    await allSettled(productQueryRequested, { scope, params: { key: 'popular', params: { per_page: 4, sort: 'newest' } } });
    expect(scope.getState($productQueries).popular?.products.map((product) => product.name)).toEqual(['Granola Parfait', 'Breakfast Burrito', 'Eggs Benedict', 'Avocado Toast']);
    const call = requests.find((request) => request.url.pathname === '/api/get-products');
    expect(call?.url.searchParams.get('branch_id')).toBe('1');
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(Object.keys(localStorage).filter((key) => key.startsWith(PRODUCT_PAGE_CACHE_PREFIX))).toEqual([
      `${PRODUCT_PAGE_CACHE_PREFIX}branch-1?page=1&per_page=4&sort=newest`,
    ]);
  });

  it('asks the selected branch, and keeps each branch’s answer apart', async () => {
    const scope = await startApp();
    await allSettled(branchPicked, { scope, params: { ...seedFacts.branches[1], address: null, phone: null } });
    await allSettled(productQueryRequested, { scope, params: { key: 'picked', params: { per_page: 2, ids: [seedFacts.productWithoutOptionsId, 1] } } });
    expect(scope.getState($productQueries).picked?.products.map((product) => product.id)).toEqual([21, 1]);
    expect(requests.find((request) => request.url.pathname === '/api/get-products')?.url.searchParams.get('branch_id')).toBe('2');
    expect(localStorage.getItem(`${PRODUCT_PAGE_CACHE_PREFIX}branch-2?ids=21%2C1&page=1&per_page=2`)).not.toBeNull();
  });

  it('marks a refused query as failed, never throwing', async () => {
    const scope = await startApp();
    await allSettled(productQueryRequested, { scope, params: { key: 'bad', params: { per_page: 500 } } });
    expect(scope.getState($productQueries).bad).toMatchObject({ status: 'failed', products: [] });
  });

  it('loads and keeps the parent categories', async () => {
    const scope = await startApp();
    await allSettled(categoriesRequested, { scope });
    expect(scope.getState($categories)).toMatchObject({ status: 'ready', source: 'network' });
    expect(scope.getState($categories).categories).toHaveLength(seedFacts.categoryCount);
    expect(localStorage.getItem(CATEGORIES_CACHE_KEY)).toContain('"slug":"pizzas"');
  });

  it('pages the 1,200 generated products to the end: by scrolling, then by Show more', async () => {
    const scope = await startApp();
    await allSettled(productsListOpened, { scope, params: { per_page: 50, collection: 'all' } });
    let pressed = 0;
    for (let page = 2; page <= 30 && !scope.getState($productsExhausted); page += 1) {
      // Scrolling asks for the next page too; past the automatic pages only the button brings one.
      await allSettled(nextProductsPageRequested, { scope });
      if (scope.getState($productsShowMore) === 'offered') {
        pressed += 1;
        await allSettled(showMoreProductsClicked, { scope });
      }
    }
    const list = scope.getState($products);
    expect(list).toMatchObject({ currentPage: 24, lastPage: 24, isFetching: false, error: null });
    expect(list.items).toHaveLength(1200);
    expect(list.items.at(-1)).toMatchObject({ id: 2200, name: 'Little Granola Parfait' });
    expect(new Set(list.items.map((product) => product.id)).size).toBe(1200);
    expect(pressed).toBe(24 - 3);
  });

  it('recovers from a failed page with Retry', async () => {
    const scope = await startApp();
    await allSettled(productsListOpened, { scope, params: { per_page: 12, category_id: 1 } });
    expect(scope.getState($products).items).toHaveLength(5);
    server.use(http.get('*/api/get-products', () => HttpResponse.json({ message: 'Too many requests, slow down.' }, { status: 422 }), { once: true }));
    await allSettled(productsListOpened, { scope, params: { per_page: 2, category_id: 1 } });
    expect(scope.getState($products)).toMatchObject({ error: 'Too many requests, slow down.', items: [] });
    await allSettled(productsRetryClicked, { scope });
    expect(scope.getState($products)).toMatchObject({ error: null, currentPage: 1, lastPage: 3 });
    expect(scope.getState($products).items.map((product) => product.name)).toEqual(['Margherita Pizza', 'Pepperoni Pizza']);
  });
});
