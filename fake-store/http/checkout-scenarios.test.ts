import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { orderAnswerSchema, placedOrderSchema, placeOrderRefusalSchema, type PlacedOrder } from '@/api/schemas/order.schema';
import { orderClock } from '../domain/orders';
import { razorpayKeyId } from '../domain/razorpay';
import { seedDatabase } from '../domain/seed';
import { seedFacts } from '../domain/seed-facts';
import { server } from '../hosts/node';
import { scenarioInfo, type ScenarioName } from './scenario-catalog';
import { scenarioHandlers } from './scenarios';
import { branchClosedAtCheckoutMessage } from './scenarios/branch-closed-at-checkout';
import { paymentDeclinedMessage } from './scenarios/payment-failure';
import { priceChangeCents } from './scenarios/price-changed-at-checkout';
import { callApi, otherGuestId, type ApiCallOptions } from './testing';

/*
 * The checkout and payment scenarios (fake-store/http/scenarios.ts), each end to end at the API and the simulated bank: what
 * the Razorpay stand-in and the storefront see. The stand-in's own reaction to each answer: fake-store/http/vendors/razorpay.test.ts.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

const address = { label: 'Home', name: 'Ana Lima', phone: '+1 555 0101', line1: '500 East Capitol Avenue', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US', lat: null, lng: null, place_id: null };
const contact = { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' };

const useScenario = (name: ScenarioName) => server.use(...scenarioHandlers(name));

async function fillCart(options: ApiCallOptions = {}) {
  const added = await callApi('/api/cart/add', { method: 'POST', body: { product_id: seedFacts.productWithoutOptionsId, quantity: 2, selected_attributes: {}, selected_multi_attributes: {} }, ...options });
  expect(added.status).toBe(201);
  return cartSummarySchema.parse((await callApi('/api/get-cart', options)).body);
}

const place = (expectedTotal: number, key: string, options: ApiCallOptions = {}) =>
  callApi('/api/place-order', {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
    body: { contact, address, payment_method: 'razorpay', wallet_amount: 0, expected_total: expectedTotal },
    ...options,
  });

async function placedOrder(): Promise<PlacedOrder> {
  const cart = await fillCart();
  const { status, body } = await place(cart.total, crypto.randomUUID());
  expect(status).toBe(201);
  return placedOrderSchema.parse(body);
}

async function bank(placed: PlacedOrder, choice: 'success' | 'failure') {
  const response = await fetch('http://localhost/sim-razorpay/pay', { method: 'POST', body: JSON.stringify({ key_id: razorpayKeyId, order_id: placed.payment?.gateway_order_id, choice }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const orderNow = async (placed: PlacedOrder) => orderAnswerSchema.parse((await callApi(`/api/get-single-order?order_id=${placed.data.id}`)).body).data;

describe('every checkout scenario', () => {
  it.each(['payment-failure', 'payment-callback-lost', 'price-changed-at-checkout', 'branch-closed-at-checkout', 'late-authorisation'] as const)('%s has a label and a line for the studio', (name) => {
    expect(scenarioInfo[name].label).not.toBe('');
    expect(scenarioInfo[name].description.length).toBeGreaterThan(40);
  });
});

describe('payment-failure', () => {
  it('declines the bank’s Success as Razorpay’s payment.failed, keeps the order payable, and process-payment answers 402', async () => {
    const placed = await placedOrder();
    const bareCallback = (options: ApiCallOptions = {}) =>
      callApi('/api/razorpay/process-payment', { method: 'POST', body: { razorpay_payment_id: 'pay_sim_1', order_id: 1 }, ...options });
    expect((await bareCallback()).status).toBe(422);
    useScenario('payment-failure');
    // The client contract comes first, and the rest of the store answers as usual.
    expect((await bareCallback({ branchId: null })).status).toBe(400);
    expect((await callApi('/api/get-cart')).status).toBe(200);
    expect([(await bareCallback()).status, apiErrorBodySchema.parse((await bareCallback()).body).message]).toEqual([402, paymentDeclinedMessage]);
    const declined = await bank(placed, 'success');
    expect(declined.body).toEqual({
      status: 'failed',
      error: { code: 'BAD_REQUEST_ERROR', description: paymentDeclinedMessage, source: 'bank', step: 'payment_authorization', reason: 'card_declined', metadata: { order_id: placed.payment?.gateway_order_id, payment_id: expect.stringMatching(/^pay_/) } },
    });
    expect(await orderNow(placed)).toMatchObject({ status: 'awaiting_payment', payment_status: 'failed', payment: placed.payment });
    expect((await bank(placed, 'failure')).body).toMatchObject({ status: 'failed', error: { reason: 'payment_failed' } });
    const processed = await callApi('/api/razorpay/process-payment', { method: 'POST', body: { order_id: placed.data.id, razorpay_payment_id: 'pay_x', razorpay_order_id: 'order_x', razorpay_signature: 'x' } });
    expect([processed.status, apiErrorBodySchema.parse(processed.body).message]).toEqual([402, paymentDeclinedMessage]);
    // Out of the scenario, the same order is paid at the first Success: no new order for a retry.
    server.resetHandlers();
    expect((await bank(placed, 'success')).body).toMatchObject({ status: 'captured' });
    expect((await orderNow(placed)).payment_status).toBe('paid');
  });
});

describe('payment-callback-lost', () => {
  it('captures and marks the order paid (the webhook), but tells the stand-in the callback is lost', async () => {
    const placed = await placedOrder();
    useScenario('payment-callback-lost');
    const answer = await bank(placed, 'success');
    expect(answer.body).toMatchObject({ status: 'captured', callback: 'lost', razorpay_order_id: placed.payment?.gateway_order_id });
    expect(await orderNow(placed)).toMatchObject({ status: 'placed', payment_status: 'paid', payment: null });
    expect(cartSummarySchema.parse((await callApi('/api/get-cart')).body).cartItems).toEqual([]);
    expect((await bank(placed, 'failure')).status).toBe(400);
  });

  it('lets Failure fail as usual', async () => {
    const placed = await placedOrder();
    useScenario('payment-callback-lost');
    expect((await bank(placed, 'failure')).body).toMatchObject({ status: 'failed' });
  });
});

describe('price-changed-at-checkout', () => {
  it('raises one line by $1 as the order is placed: 422 totals_changed with the new cart, which get-cart shows; the new total then places it', async () => {
    const before = await fillCart();
    useScenario('price-changed-at-checkout');
    const key = crypto.randomUUID();
    const refused = await place(before.total, key);
    const refusal = placeOrderRefusalSchema.parse(refused.body);
    expect([refused.status, refusal.code]).toEqual([422, 'totals_changed']);
    const firstLine = before.cartItems[0]!;
    const changedLine = refusal.cart?.cartItems.find((item) => item.id === firstLine.id);
    expect(changedLine?.unit_price).toBeCloseTo(firstLine.unit_price + priceChangeCents / 100, 2);
    expect(refusal.cart?.total).toBeGreaterThan(before.total);
    expect(refusal.message).toMatch(/has changed from .* to .*confirm/);
    const cartNow = cartSummarySchema.parse((await callApi('/api/get-cart')).body);
    expect(cartNow.total).toBe(refusal.cart?.total);
    // Only this shopper's cart changed.
    expect(cartSummarySchema.parse((await callApi('/api/get-cart', { guestId: otherGuestId })).body).cartItems).toEqual([]);

    const confirmed = await place(cartNow.total, key);
    expect(confirmed.status).toBe(201);
    const order = placedOrderSchema.parse(confirmed.body).data;
    expect(order.total).toBe(cartNow.total);
    expect(order.items.find((item) => item.product_id === firstLine.product_id)?.unit_price).toBeCloseTo(firstLine.unit_price + 1, 2);
    // A replay changes no price and answers the same order.
    const replay = await place(cartNow.total, key);
    expect([replay.status, placedOrderSchema.parse(replay.body).data.id]).toEqual([200, order.id]);
  });
});

describe('branch-closed-at-checkout', () => {
  it('refuses every new order with 422 branch_closed in words that say what to do; the cart stays; no key is still 400', async () => {
    const cart = await fillCart();
    useScenario('branch-closed-at-checkout');
    const { status, body } = await place(cart.total, crypto.randomUUID());
    const refusal = placeOrderRefusalSchema.parse(body);
    expect([status, refusal.code, refusal.message]).toEqual([422, 'branch_closed', branchClosedAtCheckoutMessage('Downtown')]);
    expect(refusal.message).toMatch(/choose another branch/);
    expect(cartSummarySchema.parse((await callApi('/api/get-cart')).body).cartItems).toHaveLength(1);
    const noKey = await callApi('/api/place-order', { method: 'POST', body: { contact, address, payment_method: 'razorpay', wallet_amount: 0, expected_total: cart.total } });
    expect(noKey.status).toBe(400);
  });

  it('still answers a replay with the order its key made', async () => {
    const cart = await fillCart();
    const key = crypto.randomUUID();
    const placed = placedOrderSchema.parse((await place(cart.total, key)).body);
    useScenario('branch-closed-at-checkout');
    const replay = await place(cart.total, key);
    expect([replay.status, placedOrderSchema.parse(replay.body).data.id]).toEqual([200, placed.data.id]);
  });
});

describe('late-authorisation', () => {
  it('times the bank’s Success out for the page, then the payment is processing, and two minutes later refunded with the order cancelled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const placed = await placedOrder();
    useScenario('late-authorisation');
    const answer = await bank(placed, 'success');
    expect(answer.body).toMatchObject({
      status: 'failed',
      error: { code: 'GATEWAY_ERROR', reason: 'payment_timed_out', description: 'Your bank did not confirm this payment in time. If money was taken, it will be returned automatically.' },
    });
    expect(await orderNow(placed)).toMatchObject({ status: 'awaiting_payment', payment_status: 'processing', payment: null });
    // Not payable meanwhile: paying again could charge twice.
    expect((await bank(placed, 'success')).status).toBe(400);
    vi.setSystemTime(start + orderClock.lateRefundMinutes * 60_000);
    const settled = await orderNow(placed);
    expect(settled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', payment: null, can_rate: false });
    expect(settled.steps.map((step) => step.status)).toEqual(['cancelled']);
    // The cart was never emptied: the shopper can order again.
    expect(cartSummarySchema.parse((await callApi('/api/get-cart')).body).cartItems).toHaveLength(1);
  });

  it('moves to the refund at once with the advance hook', async () => {
    const placed = await placedOrder();
    useScenario('late-authorisation');
    await bank(placed, 'success');
    const moved = orderAnswerSchema.parse(await (await fetch(`http://localhost/sim/orders/advance?order_id=${placed.data.id}`, { method: 'POST' })).json()).data;
    expect([moved.status, moved.payment_status]).toEqual(['cancelled', 'refunded']);
  });
});
