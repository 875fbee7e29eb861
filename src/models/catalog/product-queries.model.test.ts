// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ProductsPage } from '@/api/schemas/product.schema';
import { productQueryCacheKey } from './catalog-cache.lib';
import { $productQueries, fetchProductQueryFx, productQueryParamsKey, productQueryRequested, type ProductQuery } from './product-queries.model';
import { requestHandler, testPage, testProduct } from './test-products';

const popular: ProductQuery = { key: 'block-7', params: { per_page: 2, sort: 'popular' } };
const cacheKey = (query: ProductQuery) => productQueryCacheKey('1', productQueryParamsKey(query.params));
const fries = testProduct(21, { name: 'French Fries' });
const rings = testProduct(22, { name: 'Onion Rings' });

function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Value>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('product queries', () => {
  it('loads, then shows the answer and keeps it for the next visit', async () => {
    const answer = deferred<ProductsPage>();
    const fetch = vi.fn(() => answer.promise);
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, fetch)] });
    const settled = allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'loading', products: [], refreshing: true });
    answer.resolve(testPage([fries, rings]));
    await settled;
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [fries, rings], refreshing: false });
    expect(fetch).toHaveBeenCalledWith(popular);
    expect(JSON.parse(localStorage.getItem(cacheKey(popular)) ?? 'null')).toEqual({ products: [fries, rings] });
  });

  it('shows a kept copy at once while the network refreshes it', async () => {
    localStorage.setItem(cacheKey(popular), JSON.stringify({ products: [rings] }));
    const answer = deferred<ProductsPage>();
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, () => answer.promise)] });
    const settled = allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [rings], refreshing: true });
    answer.resolve(testPage([fries]));
    await settled;
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [fries], refreshing: false });
  });

  it('ignores a corrupt kept copy', async () => {
    localStorage.setItem(cacheKey(popular), JSON.stringify({ products: [{ id: 'half a product' }] }));
    const answer = deferred<ProductsPage>();
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, () => answer.promise)] });
    const settled = allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']?.status).toBe('loading');
    answer.resolve(testPage([fries]));
    await settled;
    expect(scope.getState($productQueries)['block-7']?.products).toEqual([fries]);
  });

  it('fails with nothing to show, and recovers when asked again (Retry)', async () => {
    const fetch = vi.fn<(query: ProductQuery) => Promise<ProductsPage>>().mockRejectedValueOnce(new ApiError('network', 'offline'));
    fetch.mockResolvedValueOnce(testPage([fries]));
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, fetch)] });
    await allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'failed', products: [], refreshing: false });
    await allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [fries] });
  });

  it('keeps a kept copy on show when the refresh fails', async () => {
    localStorage.setItem(cacheKey(popular), JSON.stringify({ products: [rings] }));
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, () => Promise.reject(new ApiError('server', 'down', 503)))] });
    await allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [rings], refreshing: false });
  });

  it('drops a late answer for params the block no longer asks for', async () => {
    const old = deferred<ProductsPage>();
    const fetch = vi.fn<(query: ProductQuery) => Promise<ProductsPage>>().mockReturnValueOnce(old.promise).mockResolvedValueOnce(testPage([rings]));
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, fetch)] });
    const first = allSettled(productQueryRequested, { scope, params: popular });
    const second = allSettled(productQueryRequested, { scope, params: { key: 'block-7', params: { per_page: 2, sort: 'newest' } } });
    old.resolve(testPage([fries]));
    await Promise.all([first, second]);
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [rings] });
  });

  it('asks the network once when the same query is requested twice while on its way', async () => {
    const answer = deferred<ProductsPage>();
    const fetch = vi.fn(() => answer.promise);
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, fetch)] });
    const first = allSettled(productQueryRequested, { scope, params: popular });
    const second = allSettled(productQueryRequested, { scope, params: popular });
    answer.resolve(testPage([fries]));
    await Promise.all([first, second]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps one entry per key', async () => {
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, (query: ProductQuery) => Promise.resolve(testPage(query.key === 'a' ? [fries] : [rings])))] });
    await allSettled(productQueryRequested, { scope, params: { key: 'a', params: { per_page: 1 } } });
    await allSettled(productQueryRequested, { scope, params: { key: 'b', params: { per_page: 1 } } });
    expect(scope.getState($productQueries).a?.products).toEqual([fries]);
    expect(scope.getState($productQueries).b?.products).toEqual([rings]);
  });

  it('shows the answer even when it cannot be kept (storage full)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const scope = fork({ handlers: [requestHandler(fetchProductQueryFx, () => Promise.resolve(testPage([fries])))] });
    await allSettled(productQueryRequested, { scope, params: popular });
    expect(scope.getState($productQueries)['block-7']).toMatchObject({ status: 'ready', products: [fries] });
  });
});
