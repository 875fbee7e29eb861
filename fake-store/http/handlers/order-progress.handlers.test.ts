import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { orderAnswerSchema, ordersPageSchema, placedOrderSchema, trackedOrderAnswerSchema, walletSchema, type PlacedOrder } from '@/api/schemas/order.schema';
import { validateSelection } from '@/domain/product-options';
import { findCatalogueProduct } from '../../domain/catalog';
import { engineSelection } from '../../domain/cart';
import { orders } from '../../domain/db';
import { razorpayKeyId } from '../../domain/razorpay';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken } from '../../domain/sessions';
import { server } from '../../hosts/node';
import { callApi, otherGuestId, type ApiCallOptions } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

const minute = 60_000;
const address = { label: 'Home', name: 'Ana Lima', phone: '+1 555 0101', line1: '500 East Capitol Avenue', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US', lat: null, lng: null, place_id: null };

async function placeOrder(options: ApiCallOptions = {}): Promise<PlacedOrder> {
  await callApi('/api/cart/add', { method: 'POST', body: { product_id: seedFacts.productWithoutOptionsId, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} }, ...options });
  const { total } = cartSummarySchema.parse((await callApi('/api/get-cart', options)).body);
  const { body } = await callApi('/api/place-order', {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' }, address, payment_method: 'razorpay', wallet_amount: 0, expected_total: total },
    ...options,
  });
  return placedOrderSchema.parse(body);
}

async function pay(placed: PlacedOrder): Promise<void> {
  const response = await fetch('http://localhost/sim-razorpay/pay', { method: 'POST', body: JSON.stringify({ key_id: razorpayKeyId, order_id: placed.payment?.gateway_order_id, choice: 'success' }) });
  expect(response.status).toBe(200);
}

async function paidOrder(options: ApiCallOptions = {}): Promise<PlacedOrder> {
  const placed = await placeOrder(options);
  await pay(placed);
  return placed;
}

const read = async (orderId: string | number, options: ApiCallOptions = {}) => orderAnswerSchema.parse((await callApi(`/api/get-single-order?order_id=${orderId}`, options)).body).data;
const advance = (orderId: string | number, to?: string) => fetch(`http://localhost/sim/orders/advance?order_id=${orderId}${to ? `&to=${to}` : ''}`, { method: 'POST' });

describe('the demo customer’s seeded orders', () => {
  it('fill two pages of get-all-orders, newest first: on its way, three to rate, one cancelled, the rest rated', async () => {
    const { token } = await createSessionToken();
    const first = ordersPageSchema.parse((await callApi('/api/get-all-orders?page=1', { token })).body);
    expect([first.current_page, first.last_page, first.total]).toEqual([1, 2, 12]);
    expect(first.data.map((order) => [Number(order.id), order.status, order.can_rate])).toEqual([
      [12, 'out_for_delivery', false],
      [11, 'delivered', true],
      [10, 'delivered', true],
      [9, 'delivered', true],
      [8, 'cancelled', false],
      [7, 'delivered', true],
      [6, 'delivered', true],
      [5, 'delivered', true],
      [4, 'delivered', true],
      [3, 'delivered', true],
    ]);
    expect(first.data[4]?.payment_status).toBe('refunded');
    expect(first.data.every((order) => order.items_count > 0 && order.item_names.length > 0 && /^10\d\d$/.test(order.order_number))).toBe(true);
    const second = ordersPageSchema.parse((await callApi('/api/get-all-orders?page=2', { token })).body);
    expect(second.data.map((order) => Number(order.id))).toEqual([2, 1]);
  });

  it('are real catalogue products with valid options, unrated where ready to rate, rated before', async () => {
    const { token } = await createSessionToken();
    for (const id of seedFacts.demoOrders.readyToRateIds) {
      const order = await read(id, { token });
      expect(order.can_rate).toBe(true);
      expect(order.items.every((item) => item.rating === null)).toBe(true);
    }
    const rated = await read(seedFacts.demoOrders.deliveredAndRatedIds[0], { token });
    expect(rated.items.every((item) => item.rating !== null && item.rating.rating >= 3)).toBe(true);
    const withOptions = (await Promise.all([...seedFacts.demoOrders.readyToRateIds, seedFacts.demoOrders.onItsWayId].map((id) => read(id, { token })))).flatMap((order) => order.items);
    expect(withOptions.some((item) => item.option_labels.length > 0)).toBe(true);
    for (const item of withOptions) {
      const product = findCatalogueProduct(item.product_id);
      expect(product?.name).toBe(item.name);
      expect(validateSelection(product!, engineSelection(item.selected_attributes, item.selected_multi_attributes))).toBeNull();
    }
  });

  it('are the same for the same seed and day', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    await seedDatabase({ now });
    const first = orders.all().map((order) => ({ ...order }));
    await seedDatabase({ now });
    expect(orders.all().map((order) => ({ ...order }))).toEqual(first);
  });

  it('are the demo customer’s only: another customer has none and a guest gets 401', async () => {
    const { token } = await createSessionToken({ id: 'orders-new' });
    expect(ordersPageSchema.parse((await callApi('/api/get-all-orders', { token })).body)).toEqual({ data: [], current_page: 1, last_page: 1, total: 0 });
    expect((await callApi(`/api/get-single-order?order_id=${seedFacts.demoOrders.onItsWayId}`, { token })).status).toBe(404);
    expect((await callApi('/api/get-all-orders')).status).toBe(401);
    expect((await callApi('/api/get-all-orders?page=0', { token })).status).toBe(422);
  });
});

describe('the order clock', () => {
  it('moves a paid order placed → accepted → preparing → out for delivery → delivered at 1, 5, 15 and 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const placed = await paidOrder();
    const at = async (minutes: number) => {
      vi.setSystemTime(start + minutes * minute);
      return read(placed.data.id);
    };
    expect((await at(0)).status).toBe('placed');
    expect((await at(1)).status).toBe('accepted');
    expect((await at(5)).status).toBe('preparing');
    expect((await at(15)).status).toBe('out_for_delivery');
    const delivered = await at(30);
    expect(delivered.status).toBe('delivered');
    expect(delivered.steps.map((step) => step.status)).toEqual(['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered']);
    expect(Date.parse(delivered.estimated_delivery_at)).toBe(start + 30 * minute);
  });

  it('leaves an unpaid order awaiting payment, with no estimate', async () => {
    const placed = await placeOrder();
    expect(await read(placed.data.id)).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending', estimated_delivery_at: '', steps: [] });
  });
});

describe('POST /sim/orders/advance', () => {
  it('moves an order one step at a time, or straight to ?to=, answering the order', async () => {
    const placed = await paidOrder();
    const statuses: string[] = [];
    for (let step = 0; step < 2; step += 1) statuses.push(orderAnswerSchema.parse(await (await advance(placed.data.id)).json()).data.status);
    expect(statuses).toEqual(['accepted', 'preparing']);
    const delivered = orderAnswerSchema.parse(await (await advance(placed.data.id, 'delivered')).json()).data;
    expect(delivered.status).toBe('delivered');
    expect(delivered.can_rate).toBe(true);
    expect((await read(placed.data.id)).status).toBe('delivered');
    const stopped = await advance(placed.data.id);
    expect(stopped.status).toBe(409);
  });

  it('cancels with ?to=cancelled (the card payment refunded); refuses an unpaid order, an unknown one and an unknown status', async () => {
    const placed = await paidOrder();
    const cancelled = orderAnswerSchema.parse(await (await advance(placed.data.id, 'cancelled')).json()).data;
    expect([cancelled.status, cancelled.payment_status]).toEqual(['cancelled', 'refunded']);
    const unpaid = await placeOrder();
    expect((await advance(unpaid.data.id)).status).toBe(409);
    expect((await advance(999)).status).toBe(404);
    expect((await advance(unpaid.data.id, 'teleported')).status).toBe(422);
    expect((await fetch('http://localhost/sim/orders/advance', { method: 'POST' })).status).toBe(422);
  });
});

describe('GET /api/get-single-order-to-track', () => {
  it('answers the owner, and anyone with the tracking token; nobody else', async () => {
    const placed = await paidOrder();
    const track = (query: string, options: ApiCallOptions = {}) => callApi(`/api/get-single-order-to-track?order_id=${placed.data.id}${query}`, options);
    const tracked = trackedOrderAnswerSchema.parse((await track('')).body).data;
    expect(tracked).toMatchObject({ id: placed.data.id, order_number: placed.data.order_number, status: 'placed', payment_status: 'paid', branch_name: 'Downtown', total: placed.data.total });
    expect(tracked.branch_phone).toBeTruthy();
    expect((await track('', { guestId: otherGuestId })).status).toBe(404);
    expect((await track('&token=wrong', { guestId: otherGuestId })).status).toBe(404);
    const byToken = await track(`&token=${placed.data.tracking_token}`, { guestId: otherGuestId });
    expect(trackedOrderAnswerSchema.parse(byToken.body).data.id).toBe(placed.data.id);
    const { token } = await createSessionToken();
    expect((await track(`&token=${placed.data.tracking_token}`, { token })).status).toBe(200);
  });
});

describe('POST /api/rate-order-item', () => {
  const rate = (body: Record<string, unknown>, options: ApiCallOptions) => callApi('/api/rate-order-item', { method: 'POST', body, ...options });

  it('rates an item of a delivered order, and rating it again replaces the rating', async () => {
    const { token } = await createSessionToken();
    const order = await read(seedFacts.demoOrders.readyToRateIds[0], { token });
    const item = order.items[0]!;
    const rated = await rate({ order_id: order.id, order_item_id: item.id, rating: 4, comment: '  Crisp and hot.  ' }, { token });
    expect(rated.status).toBe(200);
    expect(orderAnswerSchema.parse(rated.body).data.items[0]?.rating).toEqual({ rating: 4, comment: 'Crisp and hot.' });
    const again = await rate({ order_id: order.id, order_item_id: item.id, rating: 5 }, { token });
    expect(orderAnswerSchema.parse(again.body).data.items[0]?.rating).toEqual({ rating: 5, comment: null });
    expect((await read(order.id, { token })).items[0]?.rating).toEqual({ rating: 5, comment: null });
  });

  it('refuses an order not delivered yet with 422 saying when rating opens', async () => {
    const { token } = await createSessionToken();
    const onItsWay = await read(seedFacts.demoOrders.onItsWayId, { token });
    expect(onItsWay.can_rate).toBe(false);
    expect(onItsWay.rating_message).toMatch(/^You can rate this order once it is delivered, in about \d+ minutes\.$/);
    const { status, body } = await rate({ order_id: onItsWay.id, order_item_id: onItsWay.items[0]!.id, rating: 5 }, { token });
    expect(status).toBe(422);
    expect(apiErrorBodySchema.parse(body).message).toBe(onItsWay.rating_message);
    const cancelled = await rate({ order_id: seedFacts.demoOrders.cancelledId, order_item_id: (await read(seedFacts.demoOrders.cancelledId, { token })).items[0]!.id, rating: 5 }, { token });
    expect(apiErrorBodySchema.parse(cancelled.body).message).toBe('This order was cancelled, so there is nothing to rate.');
  });

  it('refuses another customer’s order or item (404), a guest (401) and stars outside 1 to 5 (422)', async () => {
    const { token } = await createSessionToken();
    const order = await read(seedFacts.demoOrders.readyToRateIds[0], { token });
    const { token: stranger } = await createSessionToken({ id: 'rating-stranger' });
    expect((await rate({ order_id: order.id, order_item_id: order.items[0]!.id, rating: 5 }, { token: stranger })).status).toBe(404);
    expect((await rate({ order_id: order.id, order_item_id: 999_999, rating: 5 }, { token })).status).toBe(404);
    expect((await rate({ order_id: order.id, order_item_id: order.items[0]!.id, rating: 5 }, {})).status).toBe(401);
    const six = await rate({ order_id: order.id, order_item_id: order.items[0]!.id, rating: 6 }, { token });
    expect([six.status, apiErrorBodySchema.parse(six.body).errors]).toEqual([422, { rating: ['Choose from 1 to 5 stars.'] }]);
  });
});

describe('POST /sim/wallet/credit', () => {
  it('credits the bearer’s wallet; without a customer’s token it is 401, and a bad amount 422', async () => {
    const { token } = await createSessionToken({ id: 'wallet-credit' });
    const credit = (body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${token}` }) =>
      fetch('http://localhost/sim/wallet/credit', { method: 'POST', headers, body: JSON.stringify(body) });
    const credited = await credit({ amount: 25 });
    expect(walletSchema.parse(await credited.json()).balance).toBe(25);
    expect(walletSchema.parse((await callApi('/api/check-wallet', { token })).body).balance).toBe(25);
    expect((await credit({ amount: 25 }, {})).status).toBe(401);
    expect((await credit({ amount: -1 })).status).toBe(422);
  });
});
