import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { requestHandler } from '@/models/catalog/test-products';
import { $myOrders, fetchOrdersPageFx, MORE_ORDERS_ERROR, moreOrdersRequested, MY_ORDERS_ERROR, myOrdersOpened, ordersRetried } from './my-orders.model';
import { testOrdersPage, testOrderSummary } from './test-orders';

const ids = (items: { id: string | number }[]) => items.map((order) => Number(order.id));

describe('my orders', () => {
  it('loads the first page when opened, then each next page on Show more, and stops at the last', async () => {
    const fetch = vi.fn((page: number) => Promise.resolve(testOrdersPage(page, 2)));
    const scope = fork({ handlers: [requestHandler(fetchOrdersPageFx, fetch)] });
    await allSettled(myOrdersOpened, { scope });
    expect(ids(scope.getState($myOrders).items)).toEqual([100, 99, 98]);
    await allSettled(moreOrdersRequested, { scope });
    expect(ids(scope.getState($myOrders).items)).toEqual([100, 99, 98, 97, 96, 95]);
    await allSettled(moreOrdersRequested, { scope });
    expect(fetch.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('starts again from the first page when opened again, so a new order shows on top', async () => {
    const fetch = vi.fn((page: number) => Promise.resolve(testOrdersPage(page, 3)));
    const scope = fork({ handlers: [requestHandler(fetchOrdersPageFx, fetch)] });
    await allSettled(myOrdersOpened, { scope });
    await allSettled(moreOrdersRequested, { scope });
    fetch.mockResolvedValueOnce({ ...testOrdersPage(1, 3), data: [testOrderSummary(101), ...testOrdersPage(1, 3).data] });
    await allSettled(myOrdersOpened, { scope });
    expect(ids(scope.getState($myOrders).items)).toEqual([101, 100, 99, 98]);
  });

  it('does not show an order twice when a new one pushed it onto the next page', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(testOrdersPage(1, 2))
      .mockResolvedValueOnce({ ...testOrdersPage(2, 2), data: [testOrderSummary(98), ...testOrdersPage(2, 2).data.slice(0, 2)] });
    const scope = fork({ handlers: [requestHandler(fetchOrdersPageFx, fetch)] });
    await allSettled(myOrdersOpened, { scope });
    await allSettled(moreOrdersRequested, { scope });
    expect(ids(scope.getState($myOrders).items)).toEqual([100, 99, 98, 97, 96]);
  });

  it('keeps what is shown when a page fails, and Retry loads that page', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce(testOrdersPage(1, 2))
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce(testOrdersPage(2, 2));
    const scope = fork({ handlers: [requestHandler(fetchOrdersPageFx, fetch)] });
    await allSettled(myOrdersOpened, { scope });
    expect(scope.getState($myOrders).error).toBe(MY_ORDERS_ERROR);
    await allSettled(ordersRetried, { scope });
    await allSettled(moreOrdersRequested, { scope });
    expect(scope.getState($myOrders)).toMatchObject({ error: MORE_ORDERS_ERROR, currentPage: 1 });
    await allSettled(moreOrdersRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(3);
    await allSettled(ordersRetried, { scope });
    expect(ids(scope.getState($myOrders).items)).toHaveLength(6);
    expect(fetch.mock.calls.map(([page]) => page)).toEqual([1, 1, 2, 2]);
  });
});
