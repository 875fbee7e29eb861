import { describe, expect, it } from 'vitest';
import type { CartItem, CartSummary } from '@/api/schemas/cart.schema';
import { emptyCartSummary } from './cart.model';
import {
  addingProductIds,
  cartLineViews,
  enqueueAdd,
  enqueueCouponApply,
  enqueueCouponRemoval,
  enqueueFetch,
  enqueueLineDelta,
  enqueueLineRemoval,
  hasWork,
  initialCartQueue,
  isUpdating,
  planNext,
  resetQueue,
  settle,
  updatingProductId,
  type CartQueueState,
} from './cart-queue.lib';

const noOptions = { selectedAttributes: {}, selectedMultiAttributes: {} };

function item(id: number, quantity: number, productId = id * 10): CartItem {
  return {
    id,
    product_id: productId,
    quantity,
    selectedAttributes: { 7: '71' },
    selectedMultiAttributes: { 9: ['91'] },
    name: `Item ${id}`,
    image: '',
    slug: `item-${id}`,
    unit_price: 5,
    line_total: 5 * quantity,
  };
}

const cartWith = (...items: CartItem[]): CartSummary => ({ ...emptyCartSummary, cartItems: items });

/** Plans the next operation, asserting there is one. */
function next(state: CartQueueState, cart: CartSummary) {
  const plan = planNext(state, cart);
  if (!plan.operation) throw new Error('expected an operation');
  return { state: plan.state, operation: plan.operation };
}

describe('cart queue: adds', () => {
  it('sends an add with quantity 1 and the chosen options', () => {
    const queued = enqueueAdd(initialCartQueue, {
      requestId: 'a',
      productId: '1',
      quantity: 1,
      selection: { selectedAttributes: { 3: '31' }, selectedMultiAttributes: { 5: ['51', '52'] } },
    });
    const { operation, state } = next(queued, cartWith());
    expect(operation).toMatchObject({
      kind: 'add',
      payload: { product_id: '1', quantity: 1, selected_attributes: { 3: '31' }, selected_multi_attributes: { 5: ['51', '52'] } },
    });
    expect(isUpdating(state)).toBe(true);
    expect(updatingProductId(state)).toBe('1');
    expect(addingProductIds(state)).toEqual(['1']);
  });

  it('merges identical adds that wait together into one add of their total quantity, keeping every requestId', () => {
    let state = enqueueAdd(initialCartQueue, { requestId: 'first', productId: '2', quantity: 1, selection: noOptions });
    const sent = next(state, cartWith());
    state = sent.state;
    for (const requestId of ['b', 'c', 'd']) {
      state = enqueueAdd(state, { requestId, productId: '2', quantity: 1, selection: { selectedAttributes: {}, selectedMultiAttributes: { 4: [] } } });
    }
    state = enqueueAdd(state, { requestId: 'other', productId: '3', quantity: 1, selection: noOptions });
    state = settle(state, sent.operation);
    const merged = next(state, cartWith());
    expect(merged.operation).toMatchObject({ kind: 'add', payload: { product_id: '2', quantity: 3 } });
    expect(merged.operation.kind === 'add' && merged.operation.requests.map((request) => request.requestId)).toEqual(['b', 'c', 'd']);
    expect(addingProductIds(merged.state).sort()).toEqual(['2', '3']);
  });

  it('keeps adds of the same product with different options apart, whatever the order of the values', () => {
    let state = enqueueAdd(initialCartQueue, { requestId: 'a', productId: '1', quantity: 1, selection: { selectedAttributes: { 1: '11' }, selectedMultiAttributes: { 2: ['21', '22'] } } });
    state = enqueueAdd(state, { requestId: 'b', productId: '1', quantity: 1, selection: { selectedAttributes: { 1: '11' }, selectedMultiAttributes: { 2: ['22', '21'] } } });
    state = enqueueAdd(state, { requestId: 'c', productId: '1', quantity: 1, selection: { selectedAttributes: { 1: '12' }, selectedMultiAttributes: {} } });
    expect(state.entries).toHaveLength(2);
  });
});

describe('cart queue: taps on a line', () => {
  it('coalesces a burst of taps into one absolute quantity', () => {
    let state = initialCartQueue;
    for (let tap = 0; tap < 5; tap += 1) state = enqueueLineDelta(state, 1, 1);
    state = enqueueLineDelta(state, 1, -1);
    const { operation } = next(state, cartWith(item(1, 2)));
    expect(operation).toMatchObject({ kind: 'update', lineId: '1', payload: { cart_id: 1, quantity: 6, selected_attributes: { 7: '71' }, selected_multi_attributes: { 9: ['91'] } } });
  });

  it('removes the line when taps bring it below 1', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, -1);
    state = enqueueLineDelta(state, 1, -1);
    expect(next(state, cartWith(item(1, 1))).operation).toMatchObject({ kind: 'remove', lineId: '1' });
  });

  it('sends nothing when taps cancel out', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    state = enqueueLineDelta(state, 1, -1);
    const plan = planNext(state, cartWith(item(1, 3)));
    expect(plan.operation).toBeNull();
    expect(hasWork(plan.state)).toBe(false);
    expect(cartLineViews(cartWith(item(1, 3)), plan.state)).toEqual([{ item: item(1, 3), quantity: 3, pending: false, removing: false }]);
  });

  it('shows the taps on their way as the line quantity, and pending', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    const sent = next(state, cartWith(item(1, 1)));
    state = enqueueLineDelta(sent.state, 1, 1);
    expect(cartLineViews(cartWith(item(1, 1), item(2, 4)), state)).toEqual([
      { item: item(1, 1), quantity: 3, pending: true, removing: false },
      { item: item(2, 4), quantity: 4, pending: false, removing: false },
    ]);
  });

  it('sends taps made while a call was out with the next call, relative to the answered quantity', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    const first = next(state, cartWith(item(1, 1)));
    state = enqueueLineDelta(first.state, 1, 1);
    state = enqueueLineDelta(state, 1, 1);
    state = settle(state, first.operation);
    const second = next(state, cartWith(item(1, 2)));
    expect(second.operation).toMatchObject({ kind: 'update', payload: { quantity: 4 } });
  });

  it('rolls back only the taps a failed call carried', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    const first = next(state, cartWith(item(1, 1)));
    state = enqueueLineDelta(first.state, 1, 1);
    state = settle(state, first.operation);
    // The server still says 1: the failed +1 is gone, the later +1 is kept.
    expect(cartLineViews(cartWith(item(1, 1)), state)[0]).toMatchObject({ quantity: 2, pending: true });
    expect(next(state, cartWith(item(1, 1))).operation).toMatchObject({ kind: 'update', payload: { quantity: 2 } });
  });

  it('a Remove tap wins over earlier taps, and later taps start again from nothing', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    state = enqueueLineRemoval(state, 1);
    expect(cartLineViews(cartWith(item(1, 2)), state)[0]).toMatchObject({ quantity: 0, removing: true, pending: true });
    expect(next(state, cartWith(item(1, 2))).operation).toMatchObject({ kind: 'remove' });
  });

  it('drops taps on a line the server no longer has', () => {
    const state = enqueueLineDelta(initialCartQueue, 5, 1);
    const plan = planNext(state, cartWith(item(1, 1)));
    expect(plan.operation).toBeNull();
    expect(plan.state.lines).toEqual({});
  });
});

describe('cart queue: one call at a time, then one fetch', () => {
  it('follows a burst with one fetch once the queue is empty', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    const first = next(state, cartWith(item(1, 1)));
    state = settle(first.state, first.operation);
    expect(hasWork(state)).toBe(true);
    const fetch = next(state, cartWith(item(1, 2)));
    expect(fetch.operation).toMatchObject({ kind: 'fetch', reportFailure: false });
    expect(isUpdating(fetch.state)).toBe(false);
    state = settle(fetch.state, fetch.operation);
    expect(hasWork(state)).toBe(false);
  });

  it('fetches after a failed change too, so a half-applied failure cannot linger', () => {
    const queued = enqueueLineDelta(initialCartQueue, 1, 1);
    const first = next(queued, cartWith(item(1, 1)));
    expect(next(settle(first.state, first.operation), cartWith(item(1, 1))).operation.kind).toBe('fetch');
  });

  it('keeps one waiting fetch, reporting failure if any asker wanted that', () => {
    let state = enqueueFetch(initialCartQueue, false);
    state = enqueueFetch(state, true);
    state = enqueueFetch(state, false);
    expect(state.entries).toEqual([{ kind: 'fetch', reportFailure: true }]);
  });

  it('ignores a settle for an operation that is not the one in flight', () => {
    const queued = enqueueFetch(initialCartQueue, false);
    const first = next(queued, cartWith());
    const stale = { ...first.operation };
    expect(settle(first.state, stale)).toBe(first.state);
  });

  it('after a reset, answers to calls sent before it no longer count, and what waited is dropped', () => {
    let state = enqueueLineDelta(initialCartQueue, 1, 1);
    const first = next(state, cartWith(item(1, 1)));
    state = enqueueAdd(first.state, { requestId: 'a', productId: '3', quantity: 1, selection: noOptions });
    state = resetQueue(state);
    expect(state.entries).toEqual([]);
    expect(state.inFlight).toBe(first.operation);
    state = settle(state, first.operation);
    // The stale answer does not count as a mutation of the new cart: no fetch follows it.
    expect(hasWork(state)).toBe(false);
  });
});

describe('cart queue: coupons', () => {
  it('keeps only the latest coupon request waiting', () => {
    let state = enqueueCouponApply(initialCartQueue, 'FIRST');
    state = enqueueCouponApply(state, 'SECOND');
    expect(state.entries).toEqual([{ kind: 'apply-coupon', code: 'SECOND' }]);
    state = enqueueCouponRemoval(state);
    expect(state.entries).toEqual([{ kind: 'remove-coupon' }]);
  });
});
