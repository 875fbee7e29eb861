import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import { emptyCartSummary, runCartOperationFx } from '@/models/cart/cart.model';
import type { CartOperation } from '@/models/cart/cart-queue.lib';
import { requestHandler } from '@/models/catalog/test-products';
import { $orderAgain, orderAgainClicked, orderAgainDismissed } from './order-again.model';
import { fetchOrderFx } from './order-details.model';
import { testOrder, testOrderItem } from './test-orders';

const order = testOrder({
  items: [
    testOrderItem({ id: 1, product_id: 101, name: 'Margherita Pizza' }),
    testOrderItem({ id: 2, product_id: 102, name: 'Sold-out Calzone', option_labels: [] }),
    testOrderItem({ id: 3, product_id: 103, name: 'Cola', quantity: 1, option_labels: [] }),
  ],
});

/** A cart server that answers every add, or refuses product 102 (no longer sold: the refusal's toast waits 2 s). */
function cartServer(refuse102 = false) {
  const adds: { productId: string; quantity: number }[] = [];
  const handler = vi.fn((operation: CartOperation): Promise<CartSummary> => {
    if (operation.kind !== 'add') return Promise.resolve(emptyCartSummary);
    adds.push({ productId: String(operation.payload.product_id), quantity: operation.payload.quantity });
    return refuse102 && String(operation.payload.product_id) === '102'
      ? Promise.reject(new ApiError('rejected', 'Sold-out Calzone is no longer available.', 422))
      : Promise.resolve(emptyCartSummary);
  });
  return { adds, handler };
}

describe('order again', () => {
  it('reads the order, adds its lines to the cart one by one, and reports the line the cart refused', async () => {
    const server = cartServer(true);
    const fetchOrder = vi.fn(() => Promise.resolve({ data: order }));
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetchOrder), requestHandler(runCartOperationFx, server.handler)] });

    await allSettled(orderAgainClicked, { scope, params: '501' });

    expect(fetchOrder).toHaveBeenCalledWith('501');
    expect(server.adds).toEqual([
      { productId: '101', quantity: 2 },
      { productId: '102', quantity: 2 },
      { productId: '103', quantity: 1 },
    ]);
    expect(scope.getState($orderAgain)).toEqual({
      status: 'done',
      orderId: '501',
      added: 3,
      refused: [{ name: 'Sold-out Calzone', options: '', message: 'Sold-out Calzone is no longer available.' }],
    });
  });

  it('sends each line with the options it was ordered with', async () => {
    const server = cartServer();
    const sent: CartOperation[] = [];
    const scope = fork({
      handlers: [
        requestHandler(fetchOrderFx, () => Promise.resolve({ data: testOrder({ items: [testOrderItem()] }) })),
        requestHandler(runCartOperationFx, (operation: CartOperation) => {
          sent.push(operation);
          return server.handler(operation);
        }),
      ],
    });
    await allSettled(orderAgainClicked, { scope, params: '501' });
    const add = sent.find((operation) => operation.kind === 'add');
    expect(add?.kind === 'add' ? add.payload : null).toMatchObject({
      product_id: '101',
      quantity: 2,
      selected_attributes: { '7': '71' },
      selected_multi_attributes: { '8': ['81', '82'] },
    });
  });

  it('ignores a second press while a run is going', async () => {
    const server = cartServer();
    let answer: (value: { data: typeof order }) => void = () => undefined;
    const fetchOrder = vi.fn(() => new Promise<{ data: typeof order }>((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetchOrder), requestHandler(runCartOperationFx, server.handler)] });
    const first = allSettled(orderAgainClicked, { scope, params: '501' });
    const second = allSettled(orderAgainClicked, { scope, params: '501' });
    expect(scope.getState($orderAgain).status).toBe('loading');
    answer({ data: order });
    await Promise.all([first, second]);
    expect(server.adds).toHaveLength(3);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });

  it('uses an order already read without asking for it again', async () => {
    const server = cartServer();
    const fetchOrder = vi.fn(() => Promise.resolve({ data: order }));
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetchOrder), requestHandler(runCartOperationFx, server.handler)] });
    await allSettled(fetchOrderFx, { scope, params: '501' });
    await allSettled(orderAgainClicked, { scope, params: '501' });
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    expect(scope.getState($orderAgain).status).toBe('done');
  });

  it('says so when the order cannot be read, and tries again on the next press', async () => {
    const server = cartServer();
    const fetchOrder = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce({ data: order });
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, fetchOrder), requestHandler(runCartOperationFx, server.handler)] });
    await allSettled(orderAgainClicked, { scope, params: '501' });
    expect(scope.getState($orderAgain)).toMatchObject({ status: 'failed', orderId: '501' });
    expect(server.adds).toHaveLength(0);
    await allSettled(orderAgainClicked, { scope, params: '501' });
    expect(scope.getState($orderAgain)).toMatchObject({ status: 'done', added: 5, refused: [] });
  });

  it('forgets the report when dismissed', async () => {
    const server = cartServer();
    const scope = fork({ handlers: [requestHandler(fetchOrderFx, () => Promise.resolve({ data: order })), requestHandler(runCartOperationFx, server.handler)] });
    await allSettled(orderAgainClicked, { scope, params: '501' });
    await allSettled(orderAgainDismissed, { scope });
    expect(scope.getState($orderAgain)).toEqual({ status: 'idle' });
  });
});
