import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { RecentOrder, RecentOrders } from '@/api/schemas/recent-orders.schema';
import { branchPicked } from '@/models/branches/branches.model';
import { requestHandler } from '@/models/catalog/test-products';
import { $recentOrders, fetchRecentOrdersFx, recentOrdersWanted } from './recent-orders.model';

const pizza: RecentOrder = { id: 7, city: 'Springfield', product_name: 'Margherita Pizza', product_id: 1, placed_at: '2024-06-01T12:00:00.000Z' };
const fries: RecentOrder = { id: 8, city: 'Riverton', product_name: 'French Fries', product_id: 21, placed_at: '2024-06-01T11:00:00.000Z' };
const riverside = { id: 2, name: 'Riverside', address: null, phone: null, is_open: true };

describe('the recent orders', () => {
  it('are asked for once, however often they are wanted', async () => {
    const fetch = vi.fn().mockResolvedValue({ orders: [pizza] });
    const scope = fork({ handlers: [requestHandler(fetchRecentOrdersFx, fetch)] });
    await allSettled(recentOrdersWanted, { scope });
    await allSettled(recentOrdersWanted, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($recentOrders)).toMatchObject({ status: 'ready', orders: [pizza] });
  });

  it('are not asked for again after a failure: the notices simply stay away', async () => {
    const fetch = vi.fn().mockRejectedValue(new ApiError('invalid-response', 'Unexpected answer'));
    const scope = fork({ handlers: [requestHandler(fetchRecentOrdersFx, fetch)] });
    await allSettled(recentOrdersWanted, { scope });
    await allSettled(recentOrdersWanted, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($recentOrders)).toMatchObject({ status: 'failed', orders: [] });
  });

  it('are not asked for when the branch changes before anything wanted them', async () => {
    const fetch = vi.fn().mockResolvedValue({ orders: [pizza] });
    const scope = fork({ handlers: [requestHandler(fetchRecentOrdersFx, fetch)] });
    await allSettled(branchPicked, { scope, params: riverside });
    expect(fetch).not.toHaveBeenCalled();
    expect(scope.getState($recentOrders).status).toBe('idle');
  });

  it('are asked for afresh when the branch changes, and an answer for the old branch is dropped', async () => {
    const answers: Array<(orders: RecentOrders) => void> = [];
    const scope = fork({ handlers: [requestHandler(fetchRecentOrdersFx, () => new Promise<RecentOrders>((resolve) => answers.push(resolve)))] });
    const first = allSettled(recentOrdersWanted, { scope });
    const second = allSettled(branchPicked, { scope, params: riverside });
    expect(scope.getState($recentOrders)).toMatchObject({ status: 'loading', orders: [] });
    // The new branch answers first; the old branch's late answer must not replace it.
    answers[1]?.({ orders: [fries] });
    answers[0]?.({ orders: [pizza] });
    await Promise.all([first, second]);
    expect(scope.getState($recentOrders)).toMatchObject({ status: 'ready', orders: [fries] });
  });
});
