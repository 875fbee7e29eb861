import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { branchPicked } from '@/models/branches/branches.model';
import { requestHandler, testProduct } from '@/models/catalog/test-products';
import { $recommendedProducts, fetchRecommendedProductsFx, recommendedProductsRequested } from './recommended.model';

const fries = testProduct(21, { name: 'French Fries' });
const cola = testProduct(30, { name: 'Cola' });

describe('recommended products', () => {
  it('loads the suggestions when asked', async () => {
    const scope = fork({ handlers: [requestHandler(fetchRecommendedProductsFx, () => Promise.resolve({ data: [fries, cola] }))] });
    await allSettled(recommendedProductsRequested, { scope });
    expect(scope.getState($recommendedProducts)).toMatchObject({ status: 'ready', products: [fries, cola] });
  });

  it('says it failed when nothing is on show, and recovers on the next request', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('server', 'down', 503)).mockResolvedValue({ data: [cola] });
    const scope = fork({ handlers: [requestHandler(fetchRecommendedProductsFx, fetch)] });
    await allSettled(recommendedProductsRequested, { scope });
    expect(scope.getState($recommendedProducts)).toMatchObject({ status: 'failed', products: [] });
    await allSettled(recommendedProductsRequested, { scope });
    expect(scope.getState($recommendedProducts)).toMatchObject({ status: 'ready', products: [cola] });
  });

  it('keeps the suggestions on show when a refresh fails', async () => {
    const fetch = vi.fn().mockResolvedValueOnce({ data: [fries] }).mockRejectedValue(new ApiError('network', 'offline'));
    const scope = fork({ handlers: [requestHandler(fetchRecommendedProductsFx, fetch)] });
    await allSettled(recommendedProductsRequested, { scope });
    await allSettled(recommendedProductsRequested, { scope });
    expect(scope.getState($recommendedProducts)).toMatchObject({ status: 'ready', products: [fries] });
  });

  it('drops an answer that arrives after the branch changed', async () => {
    let answer: (value: { data: (typeof fries)[] }) => void = () => undefined;
    const scope = fork({ handlers: [requestHandler(fetchRecommendedProductsFx, () => new Promise((resolve) => (answer = resolve)))] });
    const settled = allSettled(recommendedProductsRequested, { scope });
    // Not awaited on its own: allSettled waits for the request still on its way.
    const changed = allSettled(branchPicked, { scope, params: { id: 2, name: 'Riverside', is_open: true, address: null, phone: null } });
    answer({ data: [fries] });
    await Promise.all([settled, changed]);
    expect(scope.getState($recommendedProducts)).toMatchObject({ status: 'idle', products: [] });
  });
});
