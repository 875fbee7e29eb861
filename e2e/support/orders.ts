/**
 * Orders made through the simulator's API, outside the page, for the order screens' specs (e2e/orders.spec.ts): a
 * cart filled, the order placed with an Idempotency-Key, and paid at the simulated bank (`POST /sim-razorpay/pay`,
 * the Razorpay stand-in's own endpoint) and handed to process-payment, as the storefront's checkout does.
 *
 *   const order = await placeOrder(request, asCustomer(customer), { pay: true });
 *   await advanceOrder(request, order.id, 'delivered');
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { TestCustomer } from './account';

/** Who the order is for: a customer's bearer token or a guest id, sent as the storefront's client sends them. */
export type Caller = { token: string } | { guestId: string };

export const asCustomer = (customer: Pick<TestCustomer, 'token'>): Caller => ({ token: customer.token });

export const callerHeaders = (caller: Caller) => ({
  'X-Requested-With': 'XMLHttpRequest',
  Accept: 'application/json',
  ...('token' in caller ? { Authorization: `Bearer ${caller.token}` } : { 'guest-id': caller.guestId }),
});

/** The fields of an order the specs read (src/api/schemas/order.schema.ts has all of them). */
export interface PlacedOrder {
  id: number | string;
  order_number: string;
  status: string;
  payment_status: string;
  total: number;
  tracking_token: string | null;
  items: { id: number | string; product_id: number | string; name: string; quantity: number }[];
}

/** A delivery address the simulator's Downtown branch delivers to (the addresses spec uses the same street). */
export const deliveryAddress = {
  label: 'Home',
  name: 'Robin Tester',
  phone: '+1 555 0101',
  line1: '500 East Capitol Avenue',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  lat: null,
  lng: null,
  place_id: null,
};

export interface OrderLine {
  productId: number;
  quantity: number;
  /** Single-choice attribute id to value id; none for a product without options. */
  selectedAttributes?: Record<string, string>;
}

/**
 * A line of `slug` whose first attribute has its second value: the value the `sold-out-options` scenario sells out
 * (fake-store/http/scenarios/sold-out-options.ts soldOutValueIds), in a combination the store sells. Ordered normally, the same line is refused
 * by the cart under that scenario: a line "no longer available" for Order again.
 */
export async function lineSoldOutUnderScenario(request: APIRequestContext, slug: string, quantity = 1): Promise<OrderLine & { valueName: string }> {
  const response = await request.get(`/api/get-product?branch_id=1&slug=${slug}`, { headers: callerHeaders({ guestId: crypto.randomUUID() }) });
  expect(response.status(), await response.text()).toBe(200);
  const product = (await response.json()) as {
    data: { id: number; attributes: { id: number; values: { id: number; value: string }[] }[]; combinations: { ids: (number | string)[] }[] };
  };
  const { id, attributes, combinations } = product.data;
  const [first] = attributes;
  const soldOut = first?.values[1];
  if (!first || !soldOut) throw new Error(`${slug} has no second value of a first attribute`);
  const combination = combinations.find((entry) => entry.ids.map(String).includes(String(soldOut.id)));
  if (!combination) throw new Error(`${slug} sells no combination with ${soldOut.value}`);
  const attributeOf = (valueId: string) => attributes.find((attribute) => attribute.values.some((value) => String(value.id) === valueId));
  const selectedAttributes = Object.fromEntries(combination.ids.map(String).map((valueId) => [String(attributeOf(valueId)?.id), valueId]));
  return { productId: id, quantity, selectedAttributes, valueName: soldOut.value };
}

/**
 * Puts `lines` in the caller's cart, places the order for the cart's total (`walletAmount` of it from the customer's
 * wallet) and, with `pay`, pays the rest by card at the simulated bank and through process-payment. Returns the order
 * as the server then has it.
 */
export async function placeOrder(request: APIRequestContext, caller: Caller, options: { lines: OrderLine[]; pay: boolean; walletAmount?: number }): Promise<PlacedOrder> {
  const headers = callerHeaders(caller);
  for (const line of options.lines) {
    const added = await request.post('/api/cart/add?branch_id=1', {
      headers,
      data: { product_id: line.productId, quantity: line.quantity, selected_attributes: line.selectedAttributes ?? {}, selected_multi_attributes: {} },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const cart = await request.get('/api/get-cart?branch_id=1', { headers });
  const { total } = (await cart.json()) as { total: number };

  const placed = await request.post('/api/place-order?branch_id=1', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { contact: { name: 'Robin Tester', phone: '+1 555 0101', email: 'robin@example.com' }, address: deliveryAddress, payment_method: 'razorpay', wallet_amount: options.walletAmount ?? 0, expected_total: total },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const answer = (await placed.json()) as { data: PlacedOrder; payment: { key_id: string; gateway_order_id: string } | null };
  if (!options.pay) return answer.data;
  expect(answer.payment, 'a card payment to make').not.toBeNull();

  const bank = await request.post('/sim-razorpay/pay', { data: { key_id: answer.payment?.key_id, order_id: answer.payment?.gateway_order_id, choice: 'success' } });
  expect(bank.status(), await bank.text()).toBe(200);
  const captured = (await bank.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  const processed = await request.post('/api/razorpay/process-payment?branch_id=1', {
    headers,
    data: { order_id: answer.data.id, razorpay_payment_id: captured.razorpay_payment_id, razorpay_order_id: captured.razorpay_order_id, razorpay_signature: captured.razorpay_signature },
  });
  expect(processed.status(), await processed.text()).toBe(200);
  return ((await processed.json()) as { data: PlacedOrder }).data;
}

/** Moves an order on one step, or straight to `to` (a simulator test hook). */
export async function advanceOrder(request: APIRequestContext, orderId: number | string, to?: string): Promise<PlacedOrder> {
  const response = await request.post(`/sim/orders/advance?order_id=${orderId}${to ? `&to=${to}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PlacedOrder }).data;
}
