import type { Address } from '@/api/schemas/address.schema';
import type { CartSummary } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import type {
  Order,
  OrderAddress,
  OrderItem,
  OrderSummary,
  OrdersPage,
  PlaceOrderPayload,
  PlaceOrderRefusalCode,
  TrackedOrder,
} from '@/api/schemas/order.schema';
import { addressFieldsSchema } from '@/domain/address-rules';
import { addressErrors, listAddresses, simulatedStoreCountry, type FieldErrors } from './addresses';
import { buildCartSummary, cartBranch, clearCart } from './cart';
import { findCatalogueProduct } from './catalog';
import { branches, cartLines, idempotencyRecords, nextId, orders, type StoredOrder, type StoredOrderData } from './db';
import { formatStoreMoney, fromMinorUnits, toMinorUnits } from './money';
import { checkPincode } from './places';
import { gatewayPayment, newGatewayOrderId } from './razorpay';
import { deriveOrderState, minuteMs, orderClock, progressStatuses, type Derived, type ProgressStatus } from './order-clock';
import { rewardReferrerForOrder } from './referrals';
import { earnScratchCard } from './scratch-cards';
import { seedFacts } from './seed-facts';
import { storeCurrency, walletBalanceCents } from './wallet';

/*
 * The simulated store's orders (ADR 0025): place-order with its idempotency key and refusals, the wallet, payment
 * settling, the order clock and ratings. Pure store logic over the collections of db/orders.collection.ts; the
 * handlers (fake-store/http/handlers/orders.handlers.ts) turn results into answers.
 */

/** The order clock and the store's currency live apart (order-clock.ts, wallet.ts); callers still find them here. */
export { creditWallet } from './wallet';
export { deriveOrderState, orderClock, progressStatuses, storeCurrency, walletBalanceCents, type ProgressStatus };

/** Orders per page of get-all-orders. */
export const ordersPerPage = 10;
/** Order numbers count on from here (the seeded ones take the first). */
const firstOrderNumber = 1000;

export const orderMessages = {
  notFound: 'This order could not be found.',
  itemNotFound: 'This item is not part of the order.',
  cartEmpty: 'Your cart is empty: add something to it before placing an order.',
  itemUnavailable: (names: string) => `Sorry, ${names} can no longer be ordered. Remove it from your cart to place your order.`,
  branchClosed: (branch: string) => `${branch} is closed and is not taking orders right now. Choose another branch to order now, or order again when it opens.`,
  totalsChanged: (now: string, shown: string) => `Your order total has changed from ${shown} to ${now}. Please check the new total and confirm your order.`,
  walletInsufficient: (balance: string, asked: string) => `Your wallet holds ${balance}, less than the ${asked} you chose to use. Use less from your wallet or pay the rest by card.`,
  keyReused: 'This Idempotency-Key was already used for a different order. Make a new key for a new checkout attempt.',
  inProgress: 'This order is still being placed. Wait a moment and ask again with the same Idempotency-Key.',
  keyMissing: 'Missing the "Idempotency-Key" header: send one v4 UUID per checkout attempt, the same on every retry of it.',
  keyTooLong: 'The "Idempotency-Key" header may be at most 255 characters.',
  addressMissing: 'Choose a delivery address, or add one.',
  addressNotFound: 'This address is not in your address book.',
  walletForGuests: 'Sign in to pay with your wallet.',
  walletAboveTotal: (total: string) => `You can use at most ${total} from your wallet on this order.`,
  walletMustCover: 'Your wallet does not cover the whole total: pay the rest by card.',
  rateWhenDelivered: (minutes: number) => `You can rate this order once it is delivered, in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  rateWhenPaid: 'You can rate this order once it is paid and delivered.',
  rateCancelled: 'This order was cancelled, so there is nothing to rate.',
} as const;

const sameId = (a: Id, b: Id) => String(a) === String(b);
const iso = (ms: number) => new Date(ms).toISOString();


function ratingMessage(state: Derived, now: number): string | null {
  switch (state.status) {
    case 'delivered':
      return null;
    case 'cancelled':
    case 'payment_failed':
      return orderMessages.rateCancelled;
    case 'awaiting_payment':
      return orderMessages.rateWhenPaid;
    default:
      return orderMessages.rateWhenDelivered(Math.max(1, Math.ceil(((state.etaMs ?? now) - now) / minuteMs)));
  }
}

/** No estimate goes over the wire as null (the reader's default), not as the empty text it reads it as. */
type OnTheWire<Read extends { estimated_delivery_at: string }> = Omit<Read, 'estimated_delivery_at'> & { estimated_delivery_at: string | null };
export type WireOrder = OnTheWire<Order>;
export type WireTrackedOrder = OnTheWire<TrackedOrder>;

/** The order as get-single-order answers it at `now`. */
export function presentOrder(order: StoredOrderData, now: number = Date.now()): WireOrder {
  const state = deriveOrderState(order, now);
  const payable = state.status === 'awaiting_payment' && (state.paymentStatus === 'pending' || state.paymentStatus === 'failed') && order.gateway_order_id !== null;
  return {
    id: order.id,
    order_number: order.order_number,
    status: state.status,
    payment_status: state.paymentStatus,
    placed_at: order.placed_at,
    estimated_delivery_at: state.etaMs === null ? null : iso(state.etaMs),
    items: order.items.map((item) => ({ ...item, option_labels: (item.option_labels ?? []).map((label) => ({ ...label, values: [...label.values] })) })),
    subtotal: order.subtotal,
    order_discount_amount: order.order_discount_amount,
    product_price_discount: order.product_price_discount,
    shipping_discount_amount: order.shipping_discount_amount,
    tax_amount: order.tax_amount,
    delivery_charge: order.delivery_charge,
    wallet_amount: order.wallet_amount,
    total: order.total,
    amount_payable: order.amount_payable,
    coupon_code: order.coupon_code,
    address: order.address ? { ...order.address } : null,
    contact: order.contact ? { ...order.contact } : null,
    branch_name: order.branch_name,
    payment: payable && order.gateway_order_id ? gatewayPayment(order.gateway_order_id, order.amount_payable, storeCurrency()) : null,
    tracking_token: order.tracking_token,
    can_rate: state.status === 'delivered',
    rating_message: ratingMessage(state, now),
    steps: state.steps,
  };
}

/** The order as get-single-order-to-track answers it. */
export function presentTrackedOrder(order: StoredOrderData, now: number = Date.now()): WireTrackedOrder {
  const state = deriveOrderState(order, now);
  return {
    id: order.id,
    order_number: order.order_number,
    status: state.status,
    payment_status: state.paymentStatus,
    placed_at: order.placed_at,
    estimated_delivery_at: state.etaMs === null ? null : iso(state.etaMs),
    steps: state.steps,
    branch_name: order.branch_name,
    branch_phone: order.branch_phone,
    total: order.total,
  };
}

function presentSummary(order: StoredOrderData, now: number): OrderSummary {
  const state = deriveOrderState(order, now);
  return {
    id: order.id,
    order_number: order.order_number,
    status: state.status,
    payment_status: state.paymentStatus,
    placed_at: order.placed_at,
    total: order.total,
    items_count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    item_names: order.items.slice(0, 3).map((item) => item.name),
    can_rate: state.status === 'delivered',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Finding orders.

export function findOrder(orderId: Id): StoredOrder | null {
  return orders.findFirst((q) => q.where({ id: (id) => sameId(id, orderId) })) ?? null;
}

/** One of `owner`'s orders (the cart's owner key: guest id or `user:<id>`); null for anyone else's. */
export function findOwnedOrder(owner: string, orderId: Id): StoredOrder | null {
  const order = findOrder(orderId);
  return order && order.owner === owner ? order : null;
}

/** The order for the tracking screen: its owner's, or anyone's holding its tracking token. */
export function findTrackableOrder(owner: string, orderId: Id, token: string | null): StoredOrder | null {
  const order = findOrder(orderId);
  if (!order) return null;
  if (order.owner === owner) return order;
  return token !== null && token !== '' && order.tracking_token === token ? order : null;
}

export function findOrderByGatewayId(gatewayOrderId: string): StoredOrder | null {
  return orders.findFirst((q) => q.where({ gateway_order_id: gatewayOrderId })) ?? null;
}

/** A customer's orders, newest first, a page of ten at a time. */
export function listCustomerOrders(userId: Id, page: number, now: number = Date.now()): OrdersPage {
  const all = orders
    .findMany((q) => q.where({ user_id: (id) => id !== null && sameId(id, userId) }))
    .sort((a, b) => b.placed_at.localeCompare(a.placed_at) || Number(b.id) - Number(a.id));
  const lastPage = Math.max(1, Math.ceil(all.length / ordersPerPage));
  const data = all.slice((page - 1) * ordersPerPage, page * ordersPerPage).map((order) => presentSummary(order, now));
  return { data, current_page: page, last_page: lastPage, total: all.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Placing an order.

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: WireOrder; replayed: boolean }
  | { kind: 'refused'; status: 400 | 409 | 422; message: string; code?: PlaceOrderRefusalCode; errors?: FieldErrors; cart?: CartSummary };

export interface PlaceOrderRequest {
  owner: string;
  /** The signed-in customer's id; null for a guest. */
  userId: Id | null;
  branchId: string;
  key: string | null;
  /** The request body as sent (before the schema read it): the key is bound to it. */
  rawBody: unknown;
  /** The body as the schema read it, or its field errors. */
  payload: { ok: true; value: PlaceOrderPayload } | { ok: false; errors: FieldErrors };
  now?: number;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The keys being processed right now, per caller, with their bodies. Process memory rather than a collection: it is
 * taken and released within one request, before any await, so two requests with the same key can never both pass.
 */
const keysInFlight = new Map<string, string>();

const refusal = (status: 400 | 409 | 422, message: string, extra: { code?: PlaceOrderRefusalCode; errors?: FieldErrors; cart?: CartSummary } = {}): PlaceOrderOutcome => ({
  kind: 'refused',
  status,
  message,
  ...extra,
});

const fieldRefusal = (errors: FieldErrors): PlaceOrderOutcome =>
  refusal(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', { errors });

function forgetExpiredKeys(now: number): void {
  idempotencyRecords.deleteMany((q) => q.where({ created_at: (at) => at < now - orderClock.idempotencyTtlMs }));
}

/** Places `owner`'s cart as an order: the whole of POST /api/place-order after the client contract. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const now = request.now ?? Date.now();
  const key = request.key?.trim() ?? '';
  if (key === '') return refusal(400, orderMessages.keyMissing);
  if (key.length > 255) return refusal(400, orderMessages.keyTooLong);

  const body = canonicalJson(request.rawBody);
  const lockKey = `${request.owner}\n${key}`;
  const inFlight = keysInFlight.get(lockKey);
  if (inFlight !== undefined) return inFlight === body ? refusal(409, orderMessages.inProgress, { code: 'in_progress' }) : refusal(422, orderMessages.keyReused, { code: 'idempotency_key_reused' });
  forgetExpiredKeys(now);
  const known = idempotencyRecords.findFirst((q) => q.where({ owner: request.owner, key }));
  if (known) {
    if (known.body !== body) return refusal(422, orderMessages.keyReused, { code: 'idempotency_key_reused' });
    const order = known.order_id === null ? null : findOrder(known.order_id);
    if (order) return { kind: 'placed', order: presentOrder(order, now), replayed: true };
  }

  keysInFlight.set(lockKey, body);
  try {
    const outcome = await makeOrder(request, now);
    if (outcome.kind === 'placed') await idempotencyRecords.create({ owner: request.owner, key, body, order_id: outcome.order.id, created_at: now });
    return outcome;
  } finally {
    keysInFlight.delete(lockKey);
  }
}

/** The address the order goes to, from the caller's book or as given, checked; or the field errors. */
function orderAddress(request: PlaceOrderRequest, payload: PlaceOrderPayload): { ok: true; address: OrderAddress } | { ok: false; errors: FieldErrors } {
  if (payload.address_id !== undefined) {
    const saved: Address | undefined = request.userId === null ? undefined : listAddresses(request.userId).find((address) => sameId(address.id, payload.address_id!));
    if (!saved) return { ok: false, errors: { address_id: [orderMessages.addressNotFound] } };
    return { ok: true, address: { name: saved.name, phone: saved.phone, line1: saved.line1, line2: saved.line2, city: saved.city, state: saved.state, postal_code: saved.postal_code, country: saved.country } };
  }
  if (payload.address === undefined) return { ok: false, errors: { address: [orderMessages.addressMissing] } };
  const country = simulatedStoreCountry();
  const errors = addressErrors(payload.address, country);
  if (Object.keys(errors).length > 0) return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([field, words]) => [`address.${field}`, words])) };
  const fields = addressFieldsSchema(country).parse({ ...payload.address, line2: payload.address.line2 ?? '' });
  return {
    ok: true,
    address: { name: fields.name, phone: fields.phone, line1: fields.line1, line2: fields.line2 === '' ? null : fields.line2, city: fields.city, state: fields.state, postal_code: fields.postal_code, country },
  };
}

/** Lines whose product can no longer be ordered (gone from the catalogue, or out of stock), by name. */
function unavailableLines(owner: string): { cartId: Id; name: string; message: string }[] {
  const found: { cartId: Id; name: string; message: string }[] = [];
  for (const line of cartLines.findMany((q) => q.where({ owner }))) {
    const product = findCatalogueProduct(line.product_id);
    if (!product) found.push({ cartId: line.id, name: 'an item', message: 'This product is no longer available.' });
    else if (!product.in_stock) found.push({ cartId: line.id, name: product.name, message: `Sorry, ${product.name} is out of stock.` });
  }
  return found;
}

/** The checks and the order itself, once the key is held. */
async function makeOrder(request: PlaceOrderRequest, now: number): Promise<PlaceOrderOutcome> {
  if (!request.payload.ok) return fieldRefusal(request.payload.errors);
  const payload = request.payload.value;
  const { owner, userId, branchId } = request;

  const errors: FieldErrors = {};
  if (userId === null && payload.wallet_amount > 0) errors.wallet_amount = [orderMessages.walletForGuests];
  const address = orderAddress(request, payload);
  if (!address.ok) Object.assign(errors, address.errors);
  if (Object.keys(errors).length > 0) return fieldRefusal(errors);
  if (!address.ok) return fieldRefusal(address.errors);

  if (cartLines.findMany((q) => q.where({ owner })).length === 0) return refusal(422, orderMessages.cartEmpty, { code: 'cart_empty', cart: buildCartSummary(owner, branchId, new Date(now)) });
  const unavailable = unavailableLines(owner);
  if (unavailable.length > 0) {
    const cart = buildCartSummary(owner, branchId, new Date(now));
    const flagged = unavailable.filter((line) => !cart.adjusted_cart_items.some((adjusted) => sameId(adjusted.cart_id, line.cartId)));
    const names = [...new Set(unavailable.map((line) => line.name))].join(', ');
    return refusal(422, orderMessages.itemUnavailable(names), {
      code: 'item_unavailable',
      cart: { ...cart, adjusted_cart_items: [...cart.adjusted_cart_items, ...flagged.map((line) => ({ cart_id: line.cartId, message: line.message }))] },
    });
  }

  const branch = cartBranch(branchId);
  if (!branch.isOpen) return refusal(422, orderMessages.branchClosed(branch.name), { code: 'branch_closed' });
  const delivery = checkPincode(address.address.postal_code ?? '', branchId);
  if (!delivery.ok) return fieldRefusal({ [payload.address_id === undefined ? 'address.postal_code' : 'address_id']: [delivery.message] });
  if (!delivery.answer.deliverable) return refusal(422, delivery.answer.message ?? 'This branch does not deliver to this address.', { code: 'not_deliverable' });

  const cart = buildCartSummary(owner, branchId, new Date(now));
  const totalCents = toMinorUnits(cart.total);
  const expectedCents = toMinorUnits(payload.expected_total);
  if (totalCents !== expectedCents) {
    return refusal(422, orderMessages.totalsChanged(formatStoreMoney(totalCents), formatStoreMoney(expectedCents)), { code: 'totals_changed', cart });
  }

  const walletCents = toMinorUnits(payload.wallet_amount);
  if (walletCents > totalCents) return fieldRefusal({ wallet_amount: [orderMessages.walletAboveTotal(formatStoreMoney(totalCents))] });
  if (payload.payment_method === 'wallet' && walletCents < totalCents) return fieldRefusal({ payment_method: [orderMessages.walletMustCover] });
  if (userId !== null && walletCents > 0) {
    const balance = walletBalanceCents(userId, now);
    if (walletCents > balance) return refusal(422, orderMessages.walletInsufficient(formatStoreMoney(balance), formatStoreMoney(walletCents)), { code: 'wallet_insufficient' });
  }

  const order = await createOrderFromCart({ owner, userId, branchId, cart, address: address.address, payload, walletCents, now });
  if (order.paid_at !== null) clearCart(owner);
  return { kind: 'placed', order: presentOrder(order, now), replayed: false };
}

function orderItemsOf(cart: CartSummary): OrderItem[] {
  return cart.cartItems.map((item) => ({
    id: nextId('orderItem'),
    product_id: item.product_id,
    name: item.name,
    slug: item.slug ?? '',
    image: item.image,
    quantity: item.quantity,
    unit_price: item.unit_price,
    line_total: item.line_total,
    option_labels: (item.option_labels ?? []).map((label) => ({ name: label.name, values: [...label.values] })),
    selected_attributes: { ...item.selectedAttributes },
    selected_multi_attributes: Object.fromEntries(Object.entries(item.selectedMultiAttributes).map(([group, ids]) => [group, [...ids]])),
    rating: null,
  }));
}

/** An unguessable token for the tracking link (128 random bits, hex). */
function newTrackingToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function branchRecord(branchId: string) {
  const all = branches.all();
  return all.find((branch) => String(branch.id) === branchId) ?? all.find((branch) => String(branch.id) === String(seedFacts.defaultBranchId)) ?? all[0] ?? null;
}

async function createOrderFromCart(input: {
  owner: string;
  userId: Id | null;
  branchId: string;
  cart: CartSummary;
  address: OrderAddress;
  payload: PlaceOrderPayload;
  walletCents: number;
  now: number;
}): Promise<StoredOrder> {
  const { cart, now } = input;
  const totalCents = toMinorUnits(cart.total);
  const payableCents = totalCents - input.walletCents;
  const id = nextId('order');
  const branch = branchRecord(input.branchId);
  const order = await orders.create({
    id,
    order_number: String(firstOrderNumber + id),
    placed_at: iso(now),
    items: orderItemsOf(cart),
    subtotal: cart.subtotal,
    order_discount_amount: cart.order_discount_amount,
    product_price_discount: cart.product_price_discount,
    shipping_discount_amount: cart.shipping_discount_amount,
    tax_amount: cart.tax_amount,
    delivery_charge: cart.delivery_charge,
    wallet_amount: fromMinorUnits(input.walletCents),
    total: cart.total,
    amount_payable: fromMinorUnits(payableCents),
    coupon_code: cart.coupon_applied ? cart.customer_applied_coupon : null,
    address: input.address,
    contact: { name: input.payload.contact.name.trim(), phone: input.payload.contact.phone.trim(), email: input.payload.contact.email.trim() },
    branch_name: branch?.name ?? null,
    tracking_token: newTrackingToken(),
    owner: input.owner,
    user_id: input.userId,
    branch_id: branch ? String(branch.id) : input.branchId,
    branch_phone: branch?.phone ?? null,
    gateway_order_id: payableCents > 0 ? newGatewayOrderId() : null,
    // Nothing left to pay by card: the wallet (or a free order) settles it now.
    paid_at: payableCents > 0 ? null : now,
    payment_id: null,
    failed_at: null,
    late_authorised_at: null,
    cancelled_at: null,
    step_minutes: [...orderClock.stepMinutes],
    clock_shift_ms: 0,
    step_dates: {},
  });
  if (order.paid_at !== null) await rewardPaidOrder(order, order.paid_at);
  return order;
}

/** What a paid order earns besides its points (which derive from it): a scratch card, and a referrer's first-order credit. */
async function rewardPaidOrder(order: StoredOrderData, paidAt: number): Promise<void> {
  await earnScratchCard(order, paidAt);
  await rewardReferrerForOrder(order, paidAt);
}

// ---------------------------------------------------------------------------------------------------------------
// Settling card payments (the bank, its webhook and process-payment).

/**
 * Marks an order paid by `paymentId` (Razorpay's payment.captured webhook, or a verified callback): paid now, its
 * wallet part taken, the owner's cart emptied. An order already paid stays as it was (never paid twice, never moved back).
 */
export async function markOrderPaid(order: StoredOrder, paymentId: string, now: number = Date.now()): Promise<StoredOrder> {
  if (order.paid_at !== null) return order;
  const updated = await orders.update(order, {
    data(stored) {
      stored.paid_at = now;
      stored.payment_id = paymentId;
      stored.failed_at = null;
    },
  });
  clearCart(order.owner);
  await rewardPaidOrder(updated ?? order, now);
  return updated ?? order;
}

/** Notes a failed card attempt: the order stays unpaid, payment_status `failed`, and can be paid again. */
export async function markPaymentFailed(order: StoredOrder, now: number = Date.now()): Promise<void> {
  if (order.paid_at !== null) return;
  await orders.update(order, {
    data(stored) {
      stored.failed_at = now;
    },
  });
}

/** The bank will confirm this payment late: payment_status `processing`, then `refunded` and the order cancelled. */
export async function markAuthorisedLate(order: StoredOrder, now: number = Date.now()): Promise<void> {
  if (order.paid_at !== null) return;
  await orders.update(order, {
    data(stored) {
      stored.late_authorised_at = now;
    },
  });
}

/** Whether the bank may take a payment for this order now: unpaid, not cancelled, not waiting on a late authorisation. */
export function isPayable(order: StoredOrderData, now: number = Date.now()): boolean {
  const state = deriveOrderState(order, now);
  return state.status === 'awaiting_payment' && (state.paymentStatus === 'pending' || state.paymentStatus === 'failed');
}

// ---------------------------------------------------------------------------------------------------------------
// Moving orders on (the test hook) and rating them.

export const advanceTargets = [...progressStatuses, 'cancelled'] as const;
export type AdvanceTarget = (typeof advanceTargets)[number];

export type AdvanceResult = { ok: true; order: WireOrder } | { ok: false; status: 404 | 409 | 422; message: string };

/**
 * Moves an order's clock on to its next step, or to `to`: the order then reads as if that much time had passed.
 * `cancelled` cancels it (a paid order's money is refunded). A late authorisation moves on to its refund.
 */
export async function advanceOrder(orderId: Id, to: AdvanceTarget | null, now: number = Date.now()): Promise<AdvanceResult> {
  const order = findOrder(orderId);
  if (!order) return { ok: false, status: 404, message: orderMessages.notFound };
  const state = deriveOrderState(order, now);
  if (state.status === 'cancelled' || state.status === 'delivered' || state.status === 'payment_failed') {
    return { ok: false, status: 409, message: `Order ${order.order_number} is ${state.status}: it moves no further.` };
  }
  if (to === 'cancelled') {
    const updated = await orders.update(order, {
      data(stored) {
        stored.cancelled_at = now + stored.clock_shift_ms;
      },
    });
    return { ok: true, order: presentOrder(updated ?? order, now) };
  }
  if (order.paid_at === null) {
    if (order.late_authorised_at !== null) {
      const shift = order.late_authorised_at + orderClock.lateRefundMinutes * minuteMs - now;
      const updated = await orders.update(order, {
        data(stored) {
          stored.clock_shift_ms = Math.max(stored.clock_shift_ms, shift);
        },
      });
      return { ok: true, order: presentOrder(updated ?? order, now) };
    }
    return { ok: false, status: 409, message: `Order ${order.order_number} is awaiting payment: pay it (the Razorpay stand-in's Success) before moving it on.` };
  }
  const current = progressStatuses.indexOf(state.status as ProgressStatus);
  const target = to === null ? current + 1 : progressStatuses.indexOf(to);
  if (target <= current) return { ok: false, status: 409, message: `Order ${order.order_number} is already ${state.status}.` };
  const minutes = order.step_minutes[target - 1] ?? 0;
  const shift = Math.max(order.clock_shift_ms, order.paid_at + minutes * minuteMs - now);
  // The steps reached so far keep their times; the ones skipped to are dated now.
  const dates = { ...order.step_dates };
  for (const step of state.steps) dates[step.status] ??= Date.parse(step.at);
  for (const step of deriveOrderState({ ...order, clock_shift_ms: shift, step_dates: dates }, now).steps) dates[step.status] ??= now;
  const updated = await orders.update(order, {
    data(stored) {
      stored.clock_shift_ms = shift;
      stored.step_dates = dates;
    },
  });
  return { ok: true, order: presentOrder(updated ?? order, now) };
}

export type RateResult = { ok: true; order: WireOrder } | { ok: false; status: 404 | 422; message: string; errors?: FieldErrors };

/** Rates one item of one of `owner`'s delivered orders; rating it again replaces the rating. */
export async function rateOrderItem(owner: string, input: { orderId: Id; itemId: Id; rating: number; comment: string | null }, now: number = Date.now()): Promise<RateResult> {
  const order = findOwnedOrder(owner, input.orderId);
  if (!order) return { ok: false, status: 404, message: orderMessages.notFound };
  if (!order.items.some((item) => sameId(item.id, input.itemId))) return { ok: false, status: 404, message: orderMessages.itemNotFound };
  const state = deriveOrderState(order, now);
  if (state.status !== 'delivered') {
    const message = ratingMessage(state, now) ?? orderMessages.rateWhenPaid;
    return { ok: false, status: 422, message, errors: { rating: [message] } };
  }
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  const updated = await orders.update(order, {
    data(stored) {
      stored.items = stored.items.map((item) => (sameId(item.id, input.itemId) ? { ...item, rating: { rating: input.rating, comment } } : item));
    },
  });
  return { ok: true, order: presentOrder(updated ?? order, now) };
}
