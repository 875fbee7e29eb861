// @vitest-environment jsdom
import { allSettled, fork, type EventCallable, type Scope, type StoreWritable } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import { SERVER_MESSAGE_MAX_LENGTH } from '@/api/server-message';
import type { Order, PlacedOrder, PlaceOrderPayload } from '@/api/schemas/order.schema';
import { trackAnalyticsFx } from '@/models/analytics/analytics.model';
import type { AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { $cart, emptyCartSummary, runCartOperationFx } from '@/models/cart/cart.model';
import { requestHandler } from '@/models/catalog/test-products';
import { $loading } from '@/models/loading/loading.model';
import { $user } from '@/models/session/session.model';
import { branchPicked } from '@/models/branches/branches.model';
import { $order, $phase, $wallet, checkoutOpened, checkoutTexts, checkWalletFx } from './checkout-phase.model';
import {
  $attempt,
  $refusal,
  $totalsChange,
  newAttemptKeyFx,
  placeOrderFx,
  placeOrderRequested,
  retryDelayFx,
  totalsChangeConfirmed,
  totalsChangeDeclined,
} from './place-order.model';
import {
  $gatewayPayment,
  $paidVia,
  $paymentFailure,
  getOrderFx,
  openPaymentWindowFx,
  paymentAuthorised,
  paymentCheckAsked,
  paymentDeclined,
  paymentWindowDismissed,
  paymentWindowGone,
  payRequested,
  processPaymentFx,
  WINDOW_GONE_GRACE_MS,
  type PaymentWindowRequest,
} from './payment-window.model';
import {
  CONFIRM_POLL_LIMIT,
  CONFIRM_POLL_MS,
  paymentCheckRetried,
  pendingPaymentCheckRequested,
  unpaidOrderAbandoned,
} from './payment-recovery.model';
import { IN_PROGRESS_LIMIT, PLACE_RETRY_DELAYS_MS } from './checkout.lib';
import { PENDING_PAYMENT_KEY, readPendingPayment, writePendingPayment } from './pending-payment.lib';
import { paidOrder, testGatewayPayment, testOrder, testPayload, testPlaced } from './test-orders';

const storePair = <Value,>(store: StoreWritable<Value>, value: Value): [StoreWritable<Value>, Value] => [store, value];
type Answer<Value> = () => Promise<Value>;
const ok = <Value,>(value: Value): Answer<Value> => () => Promise.resolve(value);
const fail = (error: ApiError): Answer<never> => () => Promise.reject(error);
const noAnswer = () => new ApiError('network', 'Failed to fetch');
const timedOut = () => new ApiError('timeout', 'The request timed out.');
const refusal = (body: object, status = 422) => new ApiError('rejected', (body as { message?: string }).message ?? 'Refused', status, [], false, body);
const success = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_G1', razorpay_signature: 'sig' };

const shownCart: CartSummary = {
  ...emptyCartSummary,
  cartItems: [
    { id: 1, product_id: 10, quantity: 2, selectedAttributes: {}, selectedMultiAttributes: {}, name: 'Margherita Pizza', image: null, slug: '', unit_price: 10, line_total: 20 },
  ],
  subtotal: 20,
  tax_amount: 1.5,
  delivery_charge: 3,
  total: 24.5,
};

/**
 * A checkout in a fork scope with a hand-driven server: each call takes the next answer queued for it (the last one
 * repeats), and every call is recorded with what it sent.
 */
function setup(
  server: {
    place?: Answer<PlacedOrder>[];
    verify?: Answer<{ data: Order }>[];
    order?: Answer<{ data: Order }>[];
    openWindow?: (request: PaymentWindowRequest) => Promise<void>;
  } = {},
  values: { loggedIn?: boolean } = {},
) {
  const calls = {
    place: [] as { payload: PlaceOrderPayload; key: string }[],
    verify: [] as unknown[],
    order: [] as string[],
    windows: [] as PaymentWindowRequest[],
    delays: [] as number[],
    analytics: [] as AnalyticsEvent[],
    cartFetches: 0,
  };
  let keys = 0;
  const next = <Value,>(queue: Answer<Value>[] | undefined, fallback: Answer<Value>): Answer<Value> => queue?.shift() ?? fallback;
  const lastOf = <Value,>(queue: Answer<Value>[] | undefined) => queue?.[queue.length - 1];
  const scope = fork({
    values: [
      [$cart, { ...shownCart, is_cart_updating: false, is_cart_updating_product: null }],
      ...(values.loggedIn ? [storePair($user, { authToken: 'token' })] : []),
    ],
    handlers: [
      requestHandler(placeOrderFx, (attempt) => {
        calls.place.push(attempt);
        const queue = server.place;
        return (queue && queue.length > 1 ? next(queue, ok(testPlaced())) : (lastOf(queue) ?? ok(testPlaced())))();
      }),
      requestHandler(processPaymentFx, (payload) => {
        calls.verify.push(payload);
        const queue = server.verify;
        return (queue && queue.length > 1 ? next(queue, ok({ data: paidOrder() })) : (lastOf(queue) ?? ok({ data: paidOrder() })))();
      }),
      requestHandler(getOrderFx, (orderId) => {
        calls.order.push(orderId);
        const queue = server.order;
        return (queue && queue.length > 1 ? next(queue, ok({ data: testOrder() })) : (lastOf(queue) ?? ok({ data: testOrder() })))();
      }),
      requestHandler(checkWalletFx, () => Promise.resolve({ balance: 12, currency: null, credits: [], ledger: [] })),
      requestHandler(runCartOperationFx, () => {
        calls.cartFetches += 1;
        return Promise.resolve(emptyCartSummary);
      }),
      [newAttemptKeyFx, () => `key-${(keys += 1)}`],
      [
        retryDelayFx,
        (milliseconds: number) => {
          calls.delays.push(milliseconds);
          return Promise.resolve();
        },
      ],
      [
        openPaymentWindowFx,
        (request: PaymentWindowRequest) => {
          calls.windows.push(request);
          return server.openWindow ? server.openWindow(request) : Promise.resolve();
        },
      ],
      [trackAnalyticsFx, (event: AnalyticsEvent) => void calls.analytics.push(event)],
    ],
  });
  const fire = <T,>(event: EventCallable<T>, payload: T) => allSettled(event, { scope, params: payload });
  const open = () => fire(checkoutOpened, undefined);
  const place = (payload = testPayload()) => fire(placeOrderRequested, payload);
  return { scope, calls, fire, open, place };
}


const purchases = (events: AnalyticsEvent[]) => events.filter((event) => event.type === 'purchase');
const phaseOf = (scope: Scope) => scope.getState($phase);

beforeEach(() => localStorage.clear());

describe('checkout', () => {
  describe('placing an order', () => {
    it('places it with a key, keeps the pending payment on the device, then opens the bank window', async () => {
      const { scope, calls, open, place } = setup();
      await open();
      expect(phaseOf(scope)).toBe('editing');
      await place();
      expect(calls.place).toEqual([{ payload: testPayload(), key: 'key-1' }]);
      expect(readPendingPayment(Date.now())).toMatchObject({ order_id: '501', gateway_order_id: 'order_G1' });
      expect(calls.windows).toEqual([
        {
          payment: testGatewayPayment,
          orderId: '1042',
          storeName: 'Store',
          themeColor: '#1f2937',
          contact: { name: 'Ana Lima', email: 'ana@example.com', phone: '+1 555 0101' },
        },
      ]);
      expect(phaseOf(scope)).toBe('paying');
      expect(scope.getState($attempt)).toBeNull();
    });

    it('keeps the pending payment before the window opens', async () => {
      let keptWhenOpened: unknown = 'not opened';
      const { open, place } = setup({
        openWindow: () => {
          keptWhenOpened = localStorage.getItem(PENDING_PAYMENT_KEY);
          return Promise.resolve();
        },
      });
      await open();
      await place();
      expect(keptWhenOpened).toEqual(expect.stringContaining('order_G1'));
    });

    it('shows the overlay while placing, and hides it once the window is up', async () => {
      let answer!: (placed: PlacedOrder) => void;
      const { scope, open, place } = setup({ place: [() => new Promise((resolve) => (answer = resolve))] });
      await open();
      const placing = place();
      expect(scope.getState($loading)).toEqual({ loading: true, message: checkoutTexts.placing });
      answer(testPlaced());
      await placing;
      expect(scope.getState($loading).loading).toBe(false);
    });

    it('sends one order for a double click', async () => {
      let answer!: (placed: PlacedOrder) => void;
      const { scope, calls, open, place } = setup({ place: [() => new Promise((resolve) => (answer = resolve))] });
      await open();
      const first = place();
      const second = place();
      expect(calls.place).toHaveLength(1);
      answer(testPlaced());
      await Promise.all([first, second]);
      expect(calls.place).toHaveLength(1);
      expect(calls.windows).toHaveLength(1);
      expect(phaseOf(scope)).toBe('paying');
    });

    it('says at once that an order may have gone through when its whole answer timed out, and asks again with the same key', async () => {
      const { scope, calls, open, place } = setup({ place: [fail(timedOut()), ok(testPlaced())] });
      await open();
      await place();
      expect(calls.place.map((call) => call.key)).toEqual(['key-1']);
      expect(calls.delays).toEqual([]);
      expect(phaseOf(scope)).toBe('place-uncertain');
      expect(scope.getState($loading).loading).toBe(false);
      await place();
      expect(calls.place.map((call) => call.key)).toEqual(['key-1', 'key-1']);
      expect(phaseOf(scope)).toBe('paying');
    });

    it('retries a lost connection with the same key, then lets the shopper try again with it', async () => {
      const { scope, calls, open, place } = setup({ place: [fail(noAnswer())] });
      await open();
      await place();
      expect(calls.place.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
      expect(calls.delays).toEqual([...PLACE_RETRY_DELAYS_MS]);
      expect(phaseOf(scope)).toBe('place-uncertain');
      expect(scope.getState($loading).loading).toBe(false);
    });

    it('sends the same key when Place order is pressed again after no answer, and makes one order', async () => {
      const { scope, calls, open, place } = setup({ place: [fail(noAnswer()), fail(noAnswer()), fail(noAnswer()), ok(testPlaced())] });
      await open();
      await place();
      await place();
      expect(new Set(calls.place.map((call) => call.key))).toEqual(new Set(['key-1']));
      expect(phaseOf(scope)).toBe('paying');
    });

    it('treats another body after no answer as another attempt', async () => {
      const { calls, open, place } = setup({ place: [fail(noAnswer()), fail(noAnswer()), fail(noAnswer()), ok(testPlaced())] });
      await open();
      await place();
      await place(testPayload({ address_id: 4 }));
      expect(calls.place.at(-1)?.key).toBe('key-2');
    });

    it('waits while the server is still working on the key (409), and asks again with it', async () => {
      const inProgress = fail(refusal({ message: 'Still working on it.', code: 'in_progress' }, 409));
      const { scope, calls, open, place } = setup({ place: [inProgress, inProgress, ok(testPlaced())] });
      await open();
      await place();
      expect(calls.place.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
      expect(phaseOf(scope)).toBe('paying');
    });

    it('stops waiting on a key the server never finishes', async () => {
      const { scope, calls, open, place } = setup({ place: [fail(refusal({ message: 'Still working on it.', code: 'in_progress' }, 409))] });
      await open();
      await place();
      expect(calls.place).toHaveLength(IN_PROGRESS_LIMIT + 1);
      expect(phaseOf(scope)).toBe('place-uncertain');
    });

    it.each([
      ['branch_closed', 'The branch has just closed.'],
      ['not_deliverable', 'We do not deliver there.'],
      ['cart_empty', 'Your cart is empty.'],
      ['wallet_insufficient', 'Your wallet holds less than that.'],
    ] as const)('says why when refused (%s), and the next press is a new attempt', async (code, message) => {
      const { scope, calls, open, place } = setup({ place: [fail(refusal({ message, code })), ok(testPlaced())] });
      await open();
      await place();
      expect(phaseOf(scope)).toBe('editing');
      expect(scope.getState($refusal)).toEqual({ code, message, fieldErrors: {} });
      await place();
      expect(calls.place.map((call) => call.key)).toEqual(['key-1', 'key-2']);
      expect(scope.getState($refusal)).toBeNull();
    });

    it('forgets a refusal once the shopper picks another branch', async () => {
      const { scope, open, place, fire } = setup({ place: [fail(refusal({ message: 'Closed.', code: 'branch_closed' }))] });
      await open();
      await place();
      await fire(branchPicked, { id: 2, name: 'Riverside', address: null, phone: null, is_open: true });
      expect(scope.getState($refusal)).toBeNull();
    });

    it('puts the server’s field errors on their fields', async () => {
      const { scope, open, place } = setup({ place: [fail(refusal({ message: 'Check the form.', errors: { 'contact.email': ['Enter a valid email.'] } }))] });
      await open();
      await place();
      expect(scope.getState($refusal)).toEqual({ code: 'fields', message: 'Check the form.', fieldErrors: { 'contact.email': 'Enter a valid email.' } });
    });

    it('caps a field error of 3 MB for display (ADR 0036)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const huge = 'x'.repeat(3 * 1024 * 1024);
      const { scope, open, place } = setup({ place: [fail(refusal({ message: 'Check the form.', errors: { 'contact.email': [huge] } }))] });
      await open();
      await place();
      expect(scope.getState($refusal)?.fieldErrors['contact.email']?.length).toBe(SERVER_MESSAGE_MAX_LENGTH);
    });

    it('takes the flagged cart when a line became unavailable', async () => {
      const cartNow = { ...shownCart, adjusted_cart_items: [{ cart_id: 1, message: 'Sold out.' }] };
      const { scope, open, place } = setup({ place: [fail(refusal({ message: 'A line is unavailable.', code: 'item_unavailable', cart: cartNow }))] });
      await open();
      await place();
      expect(scope.getState($cart).adjusted_cart_items).toEqual([{ cart_id: 1, message: 'Sold out.' }]);
    });

    it('places a wallet-only order without a window, reports it once and refreshes the cart', async () => {
      const { scope, calls, open, place } = setup({ place: [ok({ data: paidOrder({ wallet_amount: 24.5, amount_payable: 0 }), payment: null })] });
      await open();
      await place(testPayload({ payment_method: 'wallet', wallet_amount: 24.5 }));
      expect(calls.windows).toHaveLength(0);
      expect(phaseOf(scope)).toBe('paid');
      expect(scope.getState($paidVia)).toBe('payment');
      expect(purchases(calls.analytics)).toHaveLength(1);
      expect(calls.cartFetches).toBe(1);
    });
  });

  describe('totals that changed', () => {
    const cartNow: CartSummary = {
      ...shownCart,
      cartItems: [{ ...shownCart.cartItems[0]!, unit_price: 11, line_total: 22 }],
      subtotal: 22,
      total: 26.5,
    };
    const changed = fail(refusal({ message: 'Prices changed.', code: 'totals_changed', cart: cartNow }));

    it('says which lines and figures changed, then places a new attempt with the new total once confirmed', async () => {
      const { scope, calls, open, place, fire } = setup({ place: [changed, ok(testPlaced({ total: 26.5 }))] });
      await open();
      await place();
      expect(phaseOf(scope)).toBe('totals-changed');
      expect(scope.getState($totalsChange)).toEqual({
        lines: [{ kind: 'price', lineId: '1', name: 'Margherita Pizza', before: 10, after: 11 }],
        figures: [
          { figure: 'subtotal', label: 'Subtotal', before: 20, after: 22 },
          { figure: 'total', label: 'Total', before: 24.5, after: 26.5 },
        ],
      });
      expect(scope.getState($cart).total).toBe(26.5);
      await Promise.all([fire(totalsChangeConfirmed, undefined), fire(totalsChangeConfirmed, undefined)]);
      expect(calls.place).toHaveLength(2);
      expect(calls.place[1]).toEqual({ payload: testPayload({ expected_total: 26.5 }), key: 'key-2' });
      expect(phaseOf(scope)).toBe('paying');
    });

    it('goes back to the page when the shopper wants to look again', async () => {
      const { scope, calls, open, place, fire } = setup({ place: [changed] });
      await open();
      await place();
      await fire(totalsChangeDeclined, undefined);
      expect(phaseOf(scope)).toBe('editing');
      expect(scope.getState($totalsChange)).toBeNull();
      expect(calls.place).toHaveLength(1);
    });
  });

  describe('paying', () => {
    async function paying(server: Parameters<typeof setup>[0] = {}) {
      const checkout = setup(server);
      await checkout.open();
      await checkout.place();
      return checkout;
    }

    it('verifies a success, forgets the pending payment and reports the purchase once', async () => {
      const { scope, calls, fire } = await paying();
      const verifying = fire(paymentAuthorised, success);
      const overlayWhileVerifying = scope.getState($loading);
      await verifying;
      expect(overlayWhileVerifying).toEqual({ loading: true, message: checkoutTexts.verifying });
      expect(calls.verify).toEqual([{ order_id: '501', ...success }]);
      expect(phaseOf(scope)).toBe('paid');
      expect(scope.getState($loading).loading).toBe(false);
      expect(readPendingPayment(Date.now())).toBeNull();
      expect(purchases(calls.analytics)).toEqual([
        {
          type: 'purchase',
          transactionId: '501',
          currency: 'USD',
          value: 24.5,
          tax: 1.5,
          shipping: 3,
          items: [{ id: '10', name: 'Margherita Pizza', price: 10, quantity: 2, variant: 'Large' }],
        },
      ]);
      expect(calls.cartFetches).toBe(1);
    });

    it('after a failure then a dismissal, says why and pays again on the same order', async () => {
      const { scope, calls, fire } = await paying({ order: [ok({ data: testOrder({ payment_status: 'failed' }) })] });
      await fire(paymentDeclined, { error: { description: 'Your card was declined.', reason: 'card_declined' } });
      expect(phaseOf(scope)).toBe('paying');
      await fire(paymentWindowDismissed, undefined);
      expect(calls.order).toEqual(['501']);
      expect(phaseOf(scope)).toBe('payment-not-completed');
      expect(scope.getState($paymentFailure)).toBe('Your card was declined.');
      await fire(payRequested, undefined);
      expect(calls.place).toHaveLength(1);
      expect(calls.windows).toHaveLength(2);
      expect(calls.windows[1]?.payment.gateway_order_id).toBe('order_G1');
      expect(scope.getState($paymentFailure)).toBeNull();
      await fire(paymentAuthorised, success);
      expect(phaseOf(scope)).toBe('paid');
      expect(purchases(calls.analytics)).toHaveLength(1);
    });

    it('takes a success after a failure in the same window', async () => {
      const { scope, calls, fire } = await paying();
      await fire(paymentDeclined, { error: { reason: 'card_declined' } });
      await fire(paymentAuthorised, success);
      expect(phaseOf(scope)).toBe('paid');
      expect(calls.place).toHaveLength(1);
    });

    it('offers Pay now on the same order after the window is closed unpaid, with the cart untouched', async () => {
      const { scope, calls, fire } = await paying();
      await fire(paymentWindowDismissed, undefined);
      expect(phaseOf(scope)).toBe('payment-not-completed');
      expect(scope.getState($paymentFailure)).toBeNull();
      expect(calls.cartFetches).toBe(0);
      expect(scope.getState($cart).cartItems).toHaveLength(1);
      expect(readPendingPayment(Date.now())?.order_id).toBe('501');
    });

    it('never says failed when the server has the money although the callback was lost', async () => {
      const { scope, calls, fire } = await paying({ order: [ok({ data: paidOrder() })] });
      await fire(paymentWindowDismissed, undefined);
      expect(phaseOf(scope)).toBe('paid');
      expect(purchases(calls.analytics)).toHaveLength(1);
    });

    it('offers to pay again when the server cannot be asked after the window closed', async () => {
      const { scope, fire } = await paying({ order: [fail(new ApiError('network', 'offline'))] });
      await fire(paymentWindowDismissed, undefined);
      expect(phaseOf(scope)).toBe('payment-not-completed');
    });

    it('asks about the order when the verification gets no answer, and takes what the server says', async () => {
      const { scope, calls, fire } = await paying({ verify: [fail(noAnswer())], order: [ok({ data: paidOrder() })] });
      await fire(paymentAuthorised, success);
      expect(calls.order).toEqual(['501']);
      expect(phaseOf(scope)).toBe('paid');
    });

    it('says so when the server refuses the verification, and offers to pay again', async () => {
      const { scope, fire } = await paying({ verify: [fail(refusal({ message: 'The payment could not be verified.' }, 400))] });
      await fire(paymentAuthorised, success);
      expect(phaseOf(scope)).toBe('payment-not-completed');
      expect(scope.getState($paymentFailure)).toBe('The payment could not be verified.');
    });

    it('says the window could not load, and tries again on Pay now', async () => {
      let loads = 0;
      const { scope, calls, fire } = await paying({
        openWindow: () => ((loads += 1) === 1 ? Promise.reject(new Error('no script')) : Promise.resolve()),
      });
      expect(phaseOf(scope)).toBe('payment-unavailable');
      await fire(payRequested, undefined);
      expect(phaseOf(scope)).toBe('paying');
      expect(calls.place).toHaveLength(1);
    });

    it('ignores a dismissal that comes after the payment was verified', async () => {
      const { scope, calls, fire } = await paying();
      await fire(paymentAuthorised, success);
      await fire(paymentWindowDismissed, undefined);
      expect(phaseOf(scope)).toBe('paid');
      expect(calls.order).toEqual([]);
    });

    describe('a bank window that goes without a word (its callback lost)', () => {
      beforeEach(() => vi.useFakeTimers());
      afterEach(() => vi.useRealTimers());

      it('asks the server a moment later, as a later visit would, and moves on to the paid order', async () => {
        const { scope, calls, fire } = await paying({ order: [ok({ data: paidOrder() })] });
        const settled = fire(paymentWindowGone, undefined);
        await vi.advanceTimersByTimeAsync(WINDOW_GONE_GRACE_MS - 1);
        expect(calls.order).toEqual([]);
        expect(phaseOf(scope)).toBe('paying');
        await vi.advanceTimersByTimeAsync(1);
        await settled;
        expect(calls.order).toEqual(['501']);
        expect(phaseOf(scope)).toBe('paid');
        // Paid by this visit's own payment: the screen goes on to the confirmation.
        expect(scope.getState($paidVia)).toBe('payment');
        expect(readPendingPayment(Date.now())).toBeNull();
        expect(purchases(calls.analytics)).toHaveLength(1);
      });

      it('takes a callback that trails the window, and asks nothing', async () => {
        const { scope, calls, fire } = await paying();
        // Both settle once the grace is over (allSettled waits for the scope's timers).
        const settled = Promise.all([fire(paymentWindowGone, undefined), fire(paymentAuthorised, success)]);
        await vi.advanceTimersByTimeAsync(WINDOW_GONE_GRACE_MS);
        await settled;
        expect(calls.verify).toHaveLength(1);
        expect(calls.order).toEqual([]);
        expect(phaseOf(scope)).toBe('paid');
      });

      it('says the payment was not completed, with Pay now, when the server says nothing was paid', async () => {
        const { scope, fire } = await paying({ order: [ok({ data: testOrder() })] });
        const settled = fire(paymentWindowGone, undefined);
        await vi.advanceTimersByTimeAsync(WINDOW_GONE_GRACE_MS);
        await settled;
        expect(phaseOf(scope)).toBe('payment-not-completed');
      });

      it('says it could not check rather than "not paid" when the server cannot be asked, and Try again asks again', async () => {
        const { scope, calls, fire } = await paying({ order: [fail(noAnswer()), ok({ data: paidOrder() })] });
        const settled = fire(paymentWindowGone, undefined);
        await vi.advanceTimersByTimeAsync(WINDOW_GONE_GRACE_MS);
        await settled;
        expect(phaseOf(scope)).toBe('check-failed');
        await fire(paymentCheckRetried, undefined);
        expect(calls.order).toEqual(['501', '501']);
        expect(phaseOf(scope)).toBe('paid');
      });

      it('asks at once when the shopper presses Check my payment', async () => {
        const { scope, calls, fire } = await paying({ order: [ok({ data: paidOrder() })] });
        await fire(paymentCheckAsked, undefined);
        expect(calls.order).toEqual(['501']);
        expect(phaseOf(scope)).toBe('paid');
      });
    });

    describe('a payment the store has not confirmed yet', () => {
      beforeEach(() => vi.useFakeTimers());
      afterEach(() => vi.useRealTimers());

      // The polling keeps the scope busy (allSettled waits for it): the tests move the clock while it runs.
      it('is asked about every few seconds until it is paid', async () => {
        const processing = ok({ data: testOrder({ payment_status: 'processing' }) });
        const { scope, calls, fire } = await paying({ order: [processing, processing, ok({ data: paidOrder() })] });
        const settled = fire(paymentWindowDismissed, undefined);
        await vi.advanceTimersByTimeAsync(0);
        expect(phaseOf(scope)).toBe('confirming');
        await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
        expect(phaseOf(scope)).toBe('confirming');
        await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
        await settled;
        expect(calls.order).toHaveLength(3);
        expect(phaseOf(scope)).toBe('paid');
        // Paid: nothing is asked any more.
        await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3);
        expect(calls.order).toHaveLength(3);
      });

      it('says what happens next when it stays unconfirmed, and stops asking', async () => {
        const { scope, calls, fire } = await paying({ order: [ok({ data: testOrder({ payment_status: 'processing' }) })] });
        const settled = fire(paymentWindowDismissed, undefined);
        await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * (CONFIRM_POLL_LIMIT + 1));
        await settled;
        expect(phaseOf(scope)).toBe('confirming-slow');
        expect(calls.order).toHaveLength(CONFIRM_POLL_LIMIT + 1);
        await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3);
        expect(calls.order).toHaveLength(CONFIRM_POLL_LIMIT + 1);
      });
    });
  });

  describe('recovering a payment left pending on this device', () => {
    const keep = () => writePendingPayment({ order_id: '501', gateway_order_id: 'order_G1', started_at: Date.now() });

    it('says the payment was received, reports the purchase once across visits, and forgets it', async () => {
      keep();
      const first = setup({ order: [ok({ data: paidOrder() })] });
      await first.open();
      expect(phaseOf(first.scope)).toBe('paid');
      expect(first.scope.getState($paidVia)).toBe('recovery');
      expect(readPendingPayment(Date.now())).toBeNull();
      expect(purchases(first.calls.analytics)).toHaveLength(1);
      // The same order seen paid again (a reload before the storage was cleared) is not reported twice.
      keep();
      const second = setup({ order: [ok({ data: paidOrder() })] });
      await second.open();
      expect(purchases(second.calls.analytics)).toHaveLength(0);
    });

    it('offers to pay again on the same order when the payment was not completed', async () => {
      keep();
      const { scope, calls, open, fire } = setup({ order: [ok({ data: testOrder({ payment: { ...testGatewayPayment, gateway_order_id: 'order_G2' } }) })] });
      await open();
      expect(phaseOf(scope)).toBe('payment-not-completed');
      expect(scope.getState($order)?.id).toBe(501);
      await fire(payRequested, undefined);
      expect(calls.place).toHaveLength(0);
      expect(calls.windows[0]?.payment.gateway_order_id).toBe('order_G2');
      expect(scope.getState($gatewayPayment)?.gateway_order_id).toBe('order_G2');
    });

    it('says the payment is being confirmed, and asks again until it is', async () => {
      vi.useFakeTimers();
      try {
        keep();
        const { scope, open } = setup({ order: [ok({ data: testOrder({ payment_status: 'processing' }) }), ok({ data: paidOrder() })] });
        const settled = open();
        await vi.advanceTimersByTimeAsync(0);
        expect(phaseOf(scope)).toBe('confirming');
        await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
        await settled;
        expect(phaseOf(scope)).toBe('paid');
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      ['refunded', testOrder({ status: 'cancelled', payment_status: 'refunded', payment: null })],
      ['order-closed', testOrder({ status: 'payment_failed', payment_status: 'failed', payment: null })],
    ] as const)('says %s and forgets it', async (phase, order) => {
      keep();
      const { scope, open } = setup({ order: [ok({ data: order })] });
      await open();
      expect(phaseOf(scope)).toBe(phase);
      expect(readPendingPayment(Date.now())).toBeNull();
    });

    it('forgets an order the server does not know and starts afresh', async () => {
      keep();
      const { scope, open } = setup({ order: [fail(refusal({ message: 'Not found.' }, 404))] });
      await open();
      expect(phaseOf(scope)).toBe('editing');
      expect(readPendingPayment(Date.now())).toBeNull();
    });

    it('says it could not check, and checks again on retry', async () => {
      keep();
      const { scope, calls, open, fire } = setup({ order: [fail(new ApiError('network', 'offline')), ok({ data: paidOrder() })] });
      await open();
      expect(phaseOf(scope)).toBe('check-failed');
      expect(readPendingPayment(Date.now())).not.toBeNull();
      await fire(paymentCheckRetried, undefined);
      expect(calls.order).toEqual(['501', '501']);
      expect(phaseOf(scope)).toBe('paid');
    });

    it('settles it from another page, without opening checkout', async () => {
      keep();
      const { scope, calls, fire } = setup({ order: [ok({ data: paidOrder() })] });
      await fire(pendingPaymentCheckRequested, undefined);
      expect(calls.order).toEqual(['501']);
      expect(phaseOf(scope)).toBe('paid');
      expect(scope.getState($paidVia)).toBe('recovery');
      expect(purchases(calls.analytics)).toHaveLength(1);
    });

    it('asks nothing when storage holds something unreadable', async () => {
      localStorage.setItem(PENDING_PAYMENT_KEY, '{"order_id":');
      const { scope, calls, open } = setup();
      await open();
      expect(calls.order).toEqual([]);
      expect(phaseOf(scope)).toBe('editing');
    });

    it('lets the shopper leave the unpaid order and start over with the cart', async () => {
      keep();
      const { scope, calls, open, fire, place } = setup();
      await open();
      await fire(unpaidOrderAbandoned, undefined);
      expect(phaseOf(scope)).toBe('editing');
      expect(scope.getState($order)).toBeNull();
      expect(readPendingPayment(Date.now())).toBeNull();
      await place();
      expect(calls.place).toHaveLength(1);
    });

    it('returns to Pay now, not a second order, after Back then Forward', async () => {
      const { scope, calls, open, place, fire } = setup({ order: [ok({ data: testOrder() })] });
      await open();
      await place();
      await fire(paymentWindowDismissed, undefined);
      // Back to the cart, then Forward to checkout: the same screen opens again.
      await open();
      expect(phaseOf(scope)).toBe('payment-not-completed');
      await place();
      expect(calls.place).toHaveLength(1);
    });
  });

  describe('the wallet', () => {
    it('is asked for when a customer opens checkout', async () => {
      const { scope, open } = setup({}, { loggedIn: true });
      await open();
      expect(scope.getState($wallet)).toEqual({ status: 'ready', balance: 12 });
    });

    it('is not asked for a guest', async () => {
      const { scope, open } = setup();
      await open();
      expect(scope.getState($wallet).status).toBe('none');
    });
  });
});
