import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartItem, CartSummary } from '@/api/schemas/cart.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut, sessionStarted } from '@/models/session/session.model';
import { $toasts } from '@/models/toast/toast.model';
import {
  $addingProductIds,
  $cart,
  $cartFetchStatus,
  $cartLines,
  $cartQuantity,
  $couponRequest,
  CART_FETCH_ERROR,
  CART_REMOVE_ERROR,
  cartAddRequested,
  cartAddSettled,
  cartOpened,
  couponApplyRequested,
  couponRemoveRequested,
  emptyCartSummary,
  homePageOpened,
  lineDecremented,
  lineIncremented,
  lineRemoved,
  runCartOperationFx,
} from './cart.model';
import type { CartOperation } from './cart-queue.lib';

const noOptions = { selectedAttributes: {}, selectedMultiAttributes: {} };

function line(id: number, quantity: number): CartItem {
  return { id, product_id: id * 10, quantity, selectedAttributes: {}, selectedMultiAttributes: {}, name: `Item ${id}`, image: '', slug: `item-${id}`, unit_price: 2, line_total: 2 * quantity };
}

/**
 * A tiny cart server the test drives by hand: each call waits until the test answers it, so the test
 * sees exactly what is in flight. Quantities follow the real server's rules (absolute updates, merges).
 */
function manualServer(initial: CartItem[] = []) {
  let items = initial;
  let coupon: string | null = null;
  const calls: { operation: CartOperation; answer: (ok: boolean | ApiError) => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const summary = (): CartSummary => ({
    ...emptyCartSummary,
    cartItems: items,
    subtotal: items.reduce((sum, item) => sum + item.line_total, 0),
    coupon_applied: coupon !== null,
    customer_applied_coupon: coupon,
    coupon_message: coupon ? `${coupon} applied` : null,
  });
  const apply = (operation: CartOperation) => {
    switch (operation.kind) {
      case 'add': {
        const id = Number(operation.payload.product_id);
        const existing = items.find((item) => item.id === id);
        const quantity = (existing?.quantity ?? 0) + operation.payload.quantity;
        items = [...items.filter((item) => item.id !== id), line(id, quantity)];
        break;
      }
      case 'update':
        items = items.map((item) => (String(item.id) === operation.lineId ? line(item.id as number, operation.payload.quantity) : item));
        break;
      case 'remove':
        items = items.filter((item) => String(item.id) !== operation.lineId);
        break;
      case 'apply-coupon':
        coupon = operation.code;
        break;
      case 'remove-coupon':
        coupon = null;
        break;
      case 'fetch':
        break;
    }
  };
  const handler = (operation: CartOperation) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return new Promise<CartSummary>((resolve, reject) => {
      calls.push({
        operation,
        answer: (outcome) => {
          inFlight -= 1;
          if (outcome === true) {
            apply(operation);
            resolve(summary());
          } else reject(outcome === false ? new ApiError('server', 'Internal error', 500) : outcome);
        },
      });
    });
  };
  return {
    calls,
    handler,
    get maxInFlight() {
      return maxInFlight;
    },
    get items() {
      return items;
    },
    /** Answers the oldest open call and lets the model react. */
    async answerNext(_scope: Scope, outcome: boolean | ApiError = true) {
      const call = calls.shift();
      if (!call) throw new Error('no call in flight');
      call.answer(outcome);
      await flush();
      return call.operation;
    },
  };
}

/** Lets promise callbacks and effector's reactions run (allSettled would also wait for the next manual call). */
async function flush() {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function setup(initial: CartItem[] = []) {
  const server = manualServer(initial);
  const scope = fork({
    values: [[$cart, { ...emptyCartSummary, cartItems: initial, is_cart_updating: false, is_cart_updating_product: null }]],
    handlers: [requestHandler(runCartOperationFx, server.handler)],
  });
  const settled: { requestId: string; ok: boolean; message: string | null }[] = [];
  cartAddSettled.watch((outcome) => settled.push(outcome));
  return { scope, server, settled };
}

/** Fires an event without waiting for the calls it starts (allSettled would wait for the manual server). */
function fire<T>(scope: Scope, event: EventCallable<T>, payload: T) {
  void allSettled(event, { scope, params: payload });
}

describe('cart model', () => {
  it('adds, flags the product while the call runs, replaces the summary with the answer, then fetches once', async () => {
    const { scope, server, settled } = setup();
    fire(scope, cartAddRequested, { requestId: 'r1', product_id: 1, selection: noOptions });
    await flush();
    expect(server.calls.map((call) => call.operation.kind)).toEqual(['add']);
    expect(scope.getState($cart)).toMatchObject({ is_cart_updating: true, is_cart_updating_product: '1' });
    expect(scope.getState($addingProductIds)).toEqual(['1']);
    await server.answerNext(scope);
    expect(scope.getState($cart).cartItems).toEqual([line(1, 1)]);
    expect(settled.filter((outcome) => outcome.requestId === 'r1')).toEqual([{ requestId: 'r1', ok: true, message: null }]);
    expect(server.calls.map((call) => call.operation.kind)).toEqual(['fetch']);
    expect(scope.getState($cart)).toMatchObject({ is_cart_updating: false, is_cart_updating_product: null });
    await server.answerNext(scope);
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server message of a refused add as a toast and tells the tap it failed', async () => {
    const { scope, server, settled } = setup();
    fire(scope, cartAddRequested, { requestId: 'r2', product_id: 1, selection: noOptions });
    await flush();
    await server.answerNext(scope, new ApiError('rejected', 'Please select at least 2 options for Toppings.', 422));
    expect(scope.getState($toasts).map((toast) => toast.message)).toContain('Please select at least 2 options for Toppings.');
    expect(settled.find((outcome) => outcome.requestId === 'r2')).toEqual({ requestId: 'r2', ok: false, message: 'Please select at least 2 options for Toppings.' });
    expect(scope.getState($cart).cartItems).toEqual([]);
  });

  it('coalesces rapid taps on a line into one call while another is in flight, and shows them pending', async () => {
    const { scope, server } = setup([line(1, 1)]);
    fire(scope, lineIncremented, '1');
    await flush();
    for (let tap = 0; tap < 4; tap += 1) fire(scope, lineIncremented, '1');
    await flush();
    expect(server.calls).toHaveLength(1);
    expect(scope.getState($cartLines)[0]).toMatchObject({ quantity: 6, pending: true });
    expect(scope.getState($cartQuantity)).toBe(6);
    await server.answerNext(scope);
    expect(server.calls.map((call) => call.operation)).toMatchObject([{ kind: 'update', payload: { quantity: 6 } }]);
    await server.answerNext(scope);
    await server.answerNext(scope);
    expect(server.maxInFlight).toBe(1);
    expect(scope.getState($cartLines)[0]).toMatchObject({ quantity: 6, pending: false });
    expect(server.items).toEqual([line(1, 6)]);
  });

  it('removes a line decremented below 1; a failed removal says "Error remove item from cart" and brings the line back', async () => {
    const { scope, server } = setup([line(1, 1)]);
    fire(scope, lineDecremented, '1');
    await flush();
    expect(server.calls[0]?.operation).toMatchObject({ kind: 'remove', lineId: '1' });
    expect(scope.getState($cartLines)[0]).toMatchObject({ quantity: 0, removing: true });
    await server.answerNext(scope, false);
    expect(scope.getState($toasts).map((toast) => toast.message)).toContain(CART_REMOVE_ERROR);
    expect(scope.getState($cartLines)[0]).toMatchObject({ quantity: 1, removing: false, pending: false });
    await server.answerNext(scope);
    expect(scope.getState($cart).cartItems).toEqual([line(1, 1)]);
  });

  it('a Remove tap removes the line', async () => {
    const { scope, server } = setup([line(1, 3), line(2, 1)]);
    fire(scope, lineRemoved, '1');
    await flush();
    await server.answerNext(scope);
    expect(scope.getState($cart).cartItems).toEqual([line(2, 1)]);
  });

  it('the home page fetch toasts "Cart Fetch Error" on failure; the cart screen fetch shows a failed state instead', async () => {
    const { scope, server } = setup();
    fire(scope, homePageOpened, undefined);
    await flush();
    await server.answerNext(scope, false);
    expect(scope.getState($toasts).map((toast) => toast.message)).toEqual([CART_FETCH_ERROR]);
    expect(scope.getState($cartFetchStatus)).toBe('failed');

    const second = setup();
    fire(second.scope, cartOpened, undefined);
    await flush();
    expect(second.scope.getState($cartFetchStatus)).toBe('loading');
    await second.server.answerNext(second.scope, false);
    expect(second.scope.getState($toasts)).toEqual([]);
    expect(second.scope.getState($cartFetchStatus)).toBe('failed');
  });

  it('applies a coupon, reports a rejected code, and removing the coupon clears its fields', async () => {
    const { scope, server } = setup([line(1, 1)]);
    fire(scope, couponApplyRequested, 'NOPE');
    await flush();
    expect(scope.getState($couponRequest)).toEqual({ status: 'applying', error: null });
    await server.answerNext(scope, new ApiError('rejected', 'This code is not valid.', 422));
    expect(scope.getState($couponRequest)).toEqual({ status: 'idle', error: 'This code is not valid.' });
    await server.answerNext(scope);

    fire(scope, couponApplyRequested, 'WELCOME10');
    await flush();
    await server.answerNext(scope);
    expect(scope.getState($cart)).toMatchObject({ coupon_applied: true, customer_applied_coupon: 'WELCOME10' });
    expect(scope.getState($couponRequest).error).toBeNull();
    await server.answerNext(scope);

    fire(scope, couponRemoveRequested, undefined);
    await flush();
    await server.answerNext(scope);
    expect(scope.getState($cart)).toMatchObject({ coupon_applied: false, coupon_message: null, customer_applied_coupon: null });
  });

  it('ignores the answer to a call sent before logout', async () => {
    const { scope, server } = setup([line(1, 1)]);
    fire(scope, lineIncremented, '1');
    await flush();
    fire(scope, loggedOut, undefined);
    await flush();
    await server.answerNext(scope);
    expect(scope.getState($cart).cartItems).toEqual([]);
    // The guest's cart is fetched next.
    expect(server.calls.map((call) => call.operation.kind)).toEqual(['fetch']);
  });

  it('fetches the account’s cart when the shopper signs in, dropping what was waiting for the guest’s', async () => {
    const { scope, server } = setup([line(1, 1)]);
    fire(scope, lineIncremented, '1');
    await flush();
    fire(scope, sessionStarted, { token: 'token-1', user: { id: 7, name: 'Ana', email: 'ana@example.com', phone: null, avatar: null, referral_code: null } });
    await flush();
    await server.answerNext(scope);
    expect(server.calls.map((call) => call.operation.kind)).toEqual(['fetch']);
  });
});
