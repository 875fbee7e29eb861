import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { RateOrderItemPayload } from '@/api/schemas/order.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import { $orderDetails, fetchOrderFx, ORDER_LOAD_ERROR, orderRefreshed, orderWanted, rateOrderItemFx } from './order-details.model';
import { testOrder, testOrderItem } from './test-orders';

describe('orders by id', () => {
  it('loads a wanted order once, and keeps it for the next screen', async () => {
    const fetch = vi.fn(() => Promise.resolve({ data: testOrder() }));
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetch)] });
    await allSettled(orderWanted, { scope, params: '501' });
    await allSettled(orderWanted, { scope, params: '501' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($orderDetails)['501']).toMatchObject({ status: 'ready', order: { order_number: '1042' } });
  });

  it('asks afresh when refreshed, keeping the order shown meanwhile', async () => {
    let answer: (value: { data: ReturnType<typeof testOrder> }) => void = () => undefined;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce({ data: testOrder({ payment_status: 'processing' }) })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetch)] });
    await allSettled(orderWanted, { scope, params: '501' });
    const refreshed = allSettled(orderRefreshed, { scope, params: '501' });
    expect(scope.getState($orderDetails)['501']).toMatchObject({ status: 'loading', order: { payment_status: 'processing' } });
    answer({ data: testOrder({ payment_status: 'paid' }) });
    await refreshed;
    expect(scope.getState($orderDetails)['501']).toMatchObject({ status: 'ready', order: { payment_status: 'paid' } });
  });

  it.each([404, 403])('reads a %i as no such order for this caller', async (status) => {
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, () => Promise.reject(new ApiError('rejected', 'No', status)))] });
    await allSettled(orderWanted, { scope, params: '9' });
    expect(scope.getState($orderDetails)['9']).toEqual({ status: 'notFound' });
  });

  it('says a failed load failed, and a later want tries again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce({ data: testOrder() });
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetch)] });
    await allSettled(orderWanted, { scope, params: '501' });
    expect(scope.getState($orderDetails)['501']).toEqual({ status: 'failed', message: ORDER_LOAD_ERROR, order: null });
    await allSettled(orderWanted, { scope, params: '501' });
    expect(scope.getState($orderDetails)['501']?.status).toBe('ready');
  });

  it('puts a saved rating on the order every screen shows', async () => {
    const rated = testOrder({ can_rate: true, items: [testOrderItem({ rating: { rating: 4, comment: 'Good' } })] });
    const rate = vi.fn((_payload: RateOrderItemPayload) => Promise.resolve({ data: rated }));
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, () => Promise.resolve({ data: testOrder({ can_rate: true }) })), requestHandler(rateOrderItemFx, rate)] });
    await allSettled(orderWanted, { scope, params: '501' });
    await allSettled(rateOrderItemFx, { scope, params: { order_id: 501, order_item_id: 11, rating: 4, comment: 'Good' } });
    const detail = scope.getState($orderDetails)['501'];
    expect(detail?.status === 'ready' ? detail.order.items[0]?.rating : null).toEqual({ rating: 4, comment: 'Good' });
  });

  it('forgets every order when the customer logs out', async () => {
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, () => Promise.resolve({ data: testOrder() }))] });
    await allSettled(orderWanted, { scope, params: '501' });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($orderDetails)).toEqual({});
  });
});
