import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import {
  orderAnswerSchema,
  placedOrderSchema,
  placeOrderRefusalSchema,
  walletSchema,
  type PlaceOrderPayload,
  type PlacedOrder,
} from '@/api/schemas/order.schema';
import { products } from '../../domain/db';
import { razorpayKeyId, razorpaySignature } from '../../domain/razorpay';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken } from '../../domain/sessions';
import { server } from '../../hosts/node';
import { callApi, otherGuestId, testGuestId, type ApiCallOptions } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const guestAddress: NonNullable<PlaceOrderPayload['address']> = {
  label: 'Home',
  name: 'Ana Lima',
  phone: '+1 555 0101',
  line1: seedFacts.places.deliverable.mainText,
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postal_code: seedFacts.places.deliverable.postalCode,
  country: 'US',
  lat: null,
  lng: null,
  place_id: null,
};
const contact = { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' };

let keyCounter = 0;
const newKey = () => `00000000-0000-4000-8000-${String((keyCounter += 1)).padStart(12, '0')}`;

async function addToCart(options: ApiCallOptions = {}, productId: number = seedFacts.productWithoutOptionsId, quantity = 2) {
  const { status } = await callApi('/api/cart/add', { method: 'POST', body: { product_id: productId, quantity, selected_attributes: {}, selected_multi_attributes: {} }, ...options });
  expect(status).toBe(201);
}

async function cartTotal(options: ApiCallOptions = {}): Promise<number> {
  return cartSummarySchema.parse((await callApi('/api/get-cart', options)).body).total;
}

async function place(body: Partial<PlaceOrderPayload> & { expected_total: number }, key: string | null, options: ApiCallOptions = {}) {
  return callApi('/api/place-order', {
    method: 'POST',
    body: { contact, address: guestAddress, payment_method: 'razorpay', wallet_amount: 0, ...body },
    headers: key === null ? {} : { 'Idempotency-Key': key },
    ...options,
  });
}

const refusalOf = (body: unknown) => placeOrderRefusalSchema.parse(body);

/** A guest's cart of two fries, placed: the order awaiting its card payment. */
async function placedGuestOrder(options: ApiCallOptions = {}): Promise<PlacedOrder> {
  await addToCart(options);
  const { status, body } = await place({ expected_total: await cartTotal(options) }, newKey(), options);
  expect(status).toBe(201);
  return placedOrderSchema.parse(body);
}

/** Pays at the simulated bank, as the stand-in's Success does. */
async function payAtBank(gatewayOrderId: string, choice: 'success' | 'failure' = 'success') {
  const response = await fetch('http://localhost/sim-razorpay/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key_id: razorpayKeyId, order_id: gatewayOrderId, choice }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/check-wallet', () => {
  it('gives the demo customer’s seeded balance, a new customer 0, and a guest 401', async () => {
    const { token: demo } = await createSessionToken();
    expect(walletSchema.parse((await callApi('/api/check-wallet', { token: demo })).body)).toEqual({ balance: 25, currency: 'USD' });
    const { token: fresh } = await createSessionToken({ id: 'wallet-new' });
    expect(walletSchema.parse((await callApi('/api/check-wallet', { token: fresh })).body).balance).toBe(0);
    expect((await callApi('/api/check-wallet')).status).toBe(401);
  });
});

describe('POST /api/place-order', () => {
  it('makes a guest’s order awaiting its card payment, with the Razorpay order to open, and keeps the cart', async () => {
    await addToCart();
    const total = await cartTotal();
    const { status, body } = await place({ expected_total: total }, newKey());
    expect(status).toBe(201);
    const placed = placedOrderSchema.parse(body);
    expect(placed.data).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending', total, amount_payable: total, wallet_amount: 0, branch_name: 'Downtown' });
    expect(placed.data.items).toMatchObject([{ product_id: seedFacts.productWithoutOptionsId, name: 'French Fries', quantity: 2 }]);
    expect(placed.data.address).toMatchObject({ line1: guestAddress.line1, postal_code: '62701' });
    expect(placed.payment).toEqual({ provider: 'razorpay', key_id: razorpayKeyId, gateway_order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: Math.round(total * 100), currency: 'USD' });
    expect(placed.data.payment).toEqual(placed.payment);
    expect(placed.data.tracking_token).toMatch(/^[0-9a-f]{32}$/);
    expect(await cartTotal()).toBe(total);
  });

  describe('is idempotent by key', () => {
    it('answers the same order again for the same key and body, never a second one', async () => {
      await addToCart();
      const total = await cartTotal();
      const key = newKey();
      const first = placedOrderSchema.parse((await place({ expected_total: total }, key)).body);
      const again = await place({ expected_total: total }, key);
      expect(again.status).toBe(200);
      expect(placedOrderSchema.parse(again.body)).toEqual(first);
    });

    it('reads the body regardless of key order', async () => {
      await addToCart();
      const total = await cartTotal();
      const key = newKey();
      const first = placedOrderSchema.parse((await place({ expected_total: total }, key)).body);
      const reordered = await callApi('/api/place-order', {
        method: 'POST',
        body: { expected_total: total, wallet_amount: 0, payment_method: 'razorpay', address: { ...guestAddress }, contact: { email: contact.email, phone: contact.phone, name: contact.name } },
        headers: { 'Idempotency-Key': key },
      });
      expect(placedOrderSchema.parse(reordered.body).data.id).toBe(first.data.id);
    });

    it('refuses the same key with another body: 422 idempotency_key_reused', async () => {
      await addToCart();
      const total = await cartTotal();
      const key = newKey();
      expect((await place({ expected_total: total }, key)).status).toBe(201);
      const { status, body } = await place({ expected_total: total, contact: { ...contact, name: 'Someone Else' } }, key);
      expect(status).toBe(422);
      expect(refusalOf(body).code).toBe('idempotency_key_reused');
    });

    it('keys are the caller’s: another guest with the same key makes their own order', async () => {
      const mine = await placedGuestOrder();
      await addToCart({ guestId: otherGuestId });
      const { status, body } = await place({ expected_total: await cartTotal({ guestId: otherGuestId }) }, newKey(), { guestId: otherGuestId });
      expect(status).toBe(201);
      expect(placedOrderSchema.parse(body).data.id).not.toBe(mine.data.id);
    });

    it('answers 409 in_progress to a second request while the first is still being placed, and one order results', async () => {
      await addToCart();
      const total = await cartTotal();
      const key = newKey();
      const answers = await Promise.all([place({ expected_total: total }, key), place({ expected_total: total }, key)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const conflict = answers.find((answer) => answer.status === 409);
      expect(refusalOf(conflict?.body).code).toBe('in_progress');
      const replay = await place({ expected_total: total }, key);
      expect(replay.status).toBe(200);
      const placed = answers.find((answer) => answer.status === 201);
      expect(placedOrderSchema.parse(replay.body).data.id).toBe(placedOrderSchema.parse(placed?.body).data.id);
    });

    it('answers 400 without a key', async () => {
      await addToCart();
      const { status, body } = await place({ expected_total: await cartTotal() }, null);
      expect(status).toBe(400);
      expect(apiErrorBodySchema.parse(body).message).toMatch(/Idempotency-Key/);
    });

    it('keeps no refusal: after a field error, the corrected retry with the same key places the order', async () => {
      await addToCart();
      const total = await cartTotal();
      const key = newKey();
      const refused = await place({ expected_total: total, contact: { ...contact, email: 'not-an-email' } }, key);
      expect(refused.status).toBe(422);
      expect(refusalOf(refused.body).errors).toEqual({ 'contact.email': ['Enter an email address like name@example.com.'] });
      expect((await place({ expected_total: total }, key)).status).toBe(201);
    });
  });

  describe('refuses', () => {
    it('an empty cart: cart_empty', async () => {
      const { status, body } = await place({ expected_total: 0 }, newKey());
      expect([status, refusalOf(body).code]).toEqual([422, 'cart_empty']);
    });

    it('a line that can no longer be ordered: item_unavailable, that line flagged in the cart', async () => {
      await addToCart();
      const total = await cartTotal();
      await products.update((q) => q.where({ id: seedFacts.productWithoutOptionsId }), {
        data(product) {
          product.in_stock = false;
        },
      });
      const { status, body } = await place({ expected_total: total }, newKey());
      const refusal = refusalOf(body);
      expect([status, refusal.code]).toEqual([422, 'item_unavailable']);
      expect(refusal.message).toMatch(/French Fries/);
      expect(refusal.cart?.adjusted_cart_items).toEqual([{ cart_id: refusal.cart?.cartItems[0]?.id, message: 'Sorry, French Fries is out of stock.' }]);
    });

    it('no address, or an address that breaks the address book’s rules, on its fields', async () => {
      await addToCart();
      const total = await cartTotal();
      const none = await callApi('/api/place-order', { method: 'POST', body: { contact, payment_method: 'razorpay', wallet_amount: 0, expected_total: total }, headers: { 'Idempotency-Key': newKey() } });
      expect(refusalOf(none.body).errors).toEqual({ address: ['Choose a delivery address, or add one.'] });
      const bad = await place({ expected_total: total, address: { ...guestAddress, postal_code: '123' } }, newKey());
      expect(bad.status).toBe(422);
      expect(Object.keys(refusalOf(bad.body).errors ?? {})).toEqual(['address.postal_code']);
    });

    it('an address id that is not the caller’s', async () => {
      await addToCart();
      const total = await cartTotal();
      const { status, body } = await place({ expected_total: total, address: undefined, address_id: 1 }, newKey());
      expect([status, refusalOf(body).errors]).toEqual([422, { address_id: ['This address is not in your address book.'] }]);
    });

    it('an address the branch does not deliver to: not_deliverable, in the delivery check’s words', async () => {
      await addToCart();
      const { status, body } = await place({ expected_total: await cartTotal(), address: { ...guestAddress, postal_code: seedFacts.places.undeliverable.postalCode } }, newKey());
      const refusal = refusalOf(body);
      expect([status, refusal.code]).toEqual([422, 'not_deliverable']);
      expect(refusal.message).toBe('Sorry, we do not deliver to 62629 yet.');
    });

    it('a closed branch: branch_closed', async () => {
      await addToCart({ branchId: 3 });
      const { status, body } = await place({ expected_total: await cartTotal({ branchId: 3 }) }, newKey(), { branchId: 3 });
      const refusal = refusalOf(body);
      expect([status, refusal.code]).toEqual([422, 'branch_closed']);
      expect(refusal.message).toMatch(/^Airport is closed .*Choose another branch/);
    });

    it('a total other than the server’s: totals_changed with the cart as it is now', async () => {
      await addToCart();
      const total = await cartTotal();
      const { status, body } = await place({ expected_total: total - 1 }, newKey());
      const refusal = refusalOf(body);
      expect([status, refusal.code, refusal.cart?.total]).toEqual([422, 'totals_changed', total]);
    });

    it('more from the wallet than it holds: wallet_insufficient; and a guest’s wallet amount', async () => {
      const { token } = await createSessionToken();
      await addToCart({ token }, seedFacts.productWithoutOptionsId, 10);
      const total = await cartTotal({ token });
      expect(total).toBeGreaterThan(26);
      const { status, body } = await place({ expected_total: total, wallet_amount: 26 }, newKey(), { token });
      expect([status, refusalOf(body).code]).toEqual([422, 'wallet_insufficient']);
      await addToCart();
      const guest = await place({ expected_total: await cartTotal(), wallet_amount: 1 }, newKey());
      expect(refusalOf(guest.body).errors).toEqual({ wallet_amount: ['Sign in to pay with your wallet.'] });
    });
  });

  it('places an order the wallet covers at once: placed, nothing to pay by card, the cart emptied, the balance spent', async () => {
    const { token } = await createSessionToken();
    await addToCart({ token }, seedFacts.productWithoutOptionsId, 1);
    const total = await cartTotal({ token });
    expect(total).toBeLessThan(25);
    const { status, body } = await place({ expected_total: total, wallet_amount: total, payment_method: 'wallet', address: undefined, address_id: 1 }, newKey(), { token });
    expect(status).toBe(201);
    const placed = placedOrderSchema.parse(body);
    expect(placed.payment).toBeNull();
    expect(placed.data).toMatchObject({ status: 'placed', payment_status: 'not_required', amount_payable: 0, wallet_amount: total });
    expect(placed.data.address?.line1).toBe(seedFacts.demoAddressLines[0]);
    expect(cartSummarySchema.parse((await callApi('/api/get-cart', { token })).body).cartItems).toEqual([]);
    expect(walletSchema.parse((await callApi('/api/check-wallet', { token })).body).balance).toBeCloseTo(25 - total, 2);
  });

  it('takes a wallet part when the card part is paid', async () => {
    const { token } = await createSessionToken();
    await addToCart({ token }, seedFacts.productWithoutOptionsId, 10);
    const total = await cartTotal({ token });
    const placed = placedOrderSchema.parse((await place({ expected_total: total, wallet_amount: 10, address: undefined, address_id: 1 }, newKey(), { token })).body);
    expect(placed.data.amount_payable).toBeCloseTo(total - 10, 2);
    expect(placed.payment?.amount).toBe(Math.round((total - 10) * 100));
    expect(walletSchema.parse((await callApi('/api/check-wallet', { token })).body).balance).toBe(25);
    await payAtBank(placed.payment?.gateway_order_id ?? '');
    expect(walletSchema.parse((await callApi('/api/check-wallet', { token })).body).balance).toBe(15);
  });
});

describe('GET /api/get-single-order', () => {
  it('answers the owner only: the guest id it was placed with, else 404', async () => {
    const placed = await placedGuestOrder();
    const mine = await callApi(`/api/get-single-order?order_id=${placed.data.id}`);
    expect(orderAnswerSchema.parse(mine.body).data).toEqual(placed.data);
    expect((await callApi(`/api/get-single-order?order_id=${placed.data.id}`, { guestId: otherGuestId })).status).toBe(404);
    const { token } = await createSessionToken();
    expect((await callApi(`/api/get-single-order?order_id=${placed.data.id}`, { token })).status).toBe(404);
    expect((await callApi('/api/get-single-order')).status).toBe(422);
  });
});

describe('POST /api/razorpay/process-payment', () => {
  const processPayment = (body: Record<string, unknown>, options: ApiCallOptions = {}) => callApi('/api/razorpay/process-payment', { method: 'POST', body, ...options });

  it('verifies the bank’s signature, marks the order paid and placed, empties the cart; the same payment again answers the same order', async () => {
    const placed = await placedGuestOrder();
    const bank = await payAtBank(placed.payment?.gateway_order_id ?? '');
    expect(bank.body).toMatchObject({ status: 'captured', razorpay_order_id: placed.payment?.gateway_order_id });
    const callback = { order_id: placed.data.id, razorpay_payment_id: bank.body.razorpay_payment_id, razorpay_order_id: bank.body.razorpay_order_id, razorpay_signature: bank.body.razorpay_signature };
    const paid = await processPayment(callback);
    expect(paid.status).toBe(200);
    const order = orderAnswerSchema.parse(paid.body).data;
    expect(order).toMatchObject({ status: 'placed', payment_status: 'paid', payment: null });
    expect(cartSummarySchema.parse((await callApi('/api/get-cart')).body).cartItems).toEqual([]);
    const again = await processPayment(callback);
    expect(orderAnswerSchema.parse(again.body).data).toEqual(order);
  });

  it('refuses a forged signature with 400 and leaves the order unpaid', async () => {
    const placed = await placedGuestOrder();
    const gatewayOrderId = placed.payment?.gateway_order_id ?? '';
    const forged = await razorpaySignature(gatewayOrderId, 'pay_Forged00000000', 'not-the-secret');
    const { status } = await processPayment({ order_id: placed.data.id, razorpay_payment_id: 'pay_Forged00000000', razorpay_order_id: gatewayOrderId, razorpay_signature: forged });
    expect(status).toBe(400);
    // Even signed with the right secret, a payment the bank never captured is not a payment.
    const unpaid = await processPayment({ order_id: placed.data.id, razorpay_payment_id: 'pay_Forged00000000', razorpay_order_id: gatewayOrderId, razorpay_signature: await razorpaySignature(gatewayOrderId, 'pay_Forged00000000') });
    expect(unpaid.status).toBe(400);
    expect(orderAnswerSchema.parse((await callApi(`/api/get-single-order?order_id=${placed.data.id}`)).body).data).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });
  });

  it('refuses another order’s valid signature (reused) with 400, checking against the gateway order it stored', async () => {
    const first = await placedGuestOrder();
    const bank = await payAtBank(first.payment?.gateway_order_id ?? '');
    const second = await placedGuestOrder();
    const { status } = await processPayment({
      order_id: second.data.id,
      razorpay_payment_id: bank.body.razorpay_payment_id,
      // The callback's own order id is never trusted: even naming the second order's gateway order, it fails.
      razorpay_order_id: second.payment?.gateway_order_id,
      razorpay_signature: bank.body.razorpay_signature,
    });
    expect(status).toBe(400);
    expect(orderAnswerSchema.parse((await callApi(`/api/get-single-order?order_id=${second.data.id}`)).body).data.payment_status).toBe('pending');
  });

  it('is the owner’s: another caller gets 404', async () => {
    const placed = await placedGuestOrder();
    const bank = await payAtBank(placed.payment?.gateway_order_id ?? '');
    const { status } = await processPayment({ order_id: placed.data.id, razorpay_payment_id: bank.body.razorpay_payment_id, razorpay_order_id: bank.body.razorpay_order_id, razorpay_signature: bank.body.razorpay_signature }, { guestId: otherGuestId });
    expect(status).toBe(404);
  });
});

describe('the simulated bank, POST /sim-razorpay/pay', () => {
  it('marks the order paid itself on success (the payment.captured webhook), so a lost callback still ends paid', async () => {
    const placed = await placedGuestOrder();
    await payAtBank(placed.payment?.gateway_order_id ?? '');
    const order = orderAnswerSchema.parse((await callApi(`/api/get-single-order?order_id=${placed.data.id}`, { guestId: testGuestId })).body).data;
    expect(order).toMatchObject({ status: 'placed', payment_status: 'paid', payment: null });
  });

  it('records a failure: payment_status failed, the same gateway order payable again, then one success only', async () => {
    const placed = await placedGuestOrder();
    const gatewayOrderId = placed.payment?.gateway_order_id ?? '';
    const failed = await payAtBank(gatewayOrderId, 'failure');
    expect(failed.body).toMatchObject({ status: 'failed', error: { code: 'BAD_REQUEST_ERROR', reason: 'payment_failed', metadata: { order_id: gatewayOrderId } } });
    const afterFailure = orderAnswerSchema.parse((await callApi(`/api/get-single-order?order_id=${placed.data.id}`)).body).data;
    expect(afterFailure).toMatchObject({ status: 'awaiting_payment', payment_status: 'failed', payment: placed.payment });
    expect((await payAtBank(gatewayOrderId)).body).toMatchObject({ status: 'captured' });
    const second = await payAtBank(gatewayOrderId);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: { description: 'This order has already been paid.' } });
  });

  it('refuses another key and an unknown order, as Razorpay does', async () => {
    const placed = await placedGuestOrder();
    const wrongKey = await fetch('http://localhost/sim-razorpay/pay', { method: 'POST', body: JSON.stringify({ key_id: 'rzp_test_other', order_id: placed.payment?.gateway_order_id, choice: 'success' }) });
    expect(wrongKey.status).toBe(401);
    expect((await payAtBank('order_Unknown0000000')).status).toBe(400);
  });
});
