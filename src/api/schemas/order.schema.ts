import * as z from 'zod/mini';
import {
  amountSchema,
  countSchema,
  flagSchema,
  idSchema,
  optionalAmountSchema,
  optionalList,
  optionalLooseTextSchema,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  positiveIntegerSchema,
  tolerantArray,
  tolerantNullable,
  tolerantRecord,
  withDefault,
} from './common.schema';
import { cartOptionLabelSchema, cartSummarySchema } from './cart.schema';
import { instantSchema, knownOr, optionalInstantSchema } from './states-and-instants.schema';

/*
 * Orders, card payments and the wallet at checkout (ADR 0024). The spec names the calls only; the shapes are ours
 * and are written into the contract (contract/openapi.json) for a merchant's backend to match.
 */

/**
 * Where an order is in its life. `awaiting_payment`: made, the card payment not yet confirmed. `placed` to
 * `delivered`: the kitchen's steps. `cancelled` and `payment_failed` are final, as is `delivered`.
 */
export const orderStatuses = [
  'awaiting_payment',
  'placed',
  'accepted',
  'preparing',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
/** A status this storefront does not know reads as `unknown` (a newer backend's state), never as a failed call. */
export type OrderStatus = (typeof orderStatuses)[number] | 'unknown';

/**
 * Where the order's money is. `not_required`: nothing to pay by card (the wallet covered it). `pending`: no
 * attempt has succeeded yet (pay, or pay again). `processing`: the bank authorised but the store has not confirmed
 * ("we are confirming your payment"). `paid`: captured. `failed`: the last attempt failed; the same order can be
 * paid again. `refunded`: the money went back (a late authorisation of an order that was not accepted).
 */
export const paymentStatuses = ['not_required', 'pending', 'processing', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number] | 'unknown';

const orderStatusSchema = knownOr(orderStatuses);
const paymentStatusSchema = knownOr(paymentStatuses);


/** A shopper's rating of one order item, once given. */
const itemRatingSchema = z.object({
  /** 1 to 5. */
  rating: positiveIntegerSchema,
  comment: optionalTextSchema,
});

/** One line of an order: what was bought, with its options in words and as ids (for "Order again"). */
const orderItemSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  name: z.string().check(z.minLength(1)),
  slug: withDefault(z.string(), ''),
  image: optionalNonEmptyTextSchema,
  quantity: positiveIntegerSchema,
  unit_price: amountSchema,
  line_total: amountSchema,
  option_labels: optionalList(cartOptionLabelSchema),
  // Read as a cart line reads its choices (tolerantly: PHP writes an empty map as []), not with the payload's strict
  // schemas, whose use here kept them in the home page's first download for this lazy screen alone.
  selected_attributes: withDefault(tolerantRecord(idSchema), {}),
  selected_multi_attributes: withDefault(tolerantRecord(optionalList(idSchema)), {}),
  /** The shopper's rating, null until rated. */
  rating: tolerantNullable(itemRatingSchema, 'rating'),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Where the order goes, as it was when ordered (a later edit of the saved address does not change it). */
const orderAddressSchema = z.object({
  name: optionalTextSchema,
  phone: optionalLooseTextSchema,
  line1: z.string().check(z.minLength(1)),
  line2: optionalNonEmptyTextSchema,
  city: optionalTextSchema,
  state: optionalTextSchema,
  postal_code: optionalLooseTextSchema,
  country: optionalTextSchema,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One step the order went through, with when. */
const orderStepSchema = z.object({ status: orderStatusSchema, at: instantSchema });
export type OrderStep = z.infer<typeof orderStepSchema>;

/**
 * What the storefront needs to open the card payment window for an order (Razorpay Standard Checkout): the
 * gateway's order id, the amount in the currency's smallest unit (paise, cents), the currency and the public key id.
 * The same gateway order takes every attempt: paying again never makes a new order.
 */
const gatewayPaymentSchema = z.object({
  provider: z.enum(['razorpay']),
  key_id: z.string().check(z.minLength(1)),
  gateway_order_id: z.string().check(z.minLength(1)),
  amount: countSchema,
  /** ISO 4217, three letters. A pattern rather than a length check: that check alone added 109 bytes to the first download (ADR 0026). */
  currency: z.string().check(z.regex(/^[A-Za-z]{3}$/)),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

/** The figures of an order, worked out by the server when it was placed. Missing ones read as 0. */
const figure = z.pipe(optionalAmountSchema, z.transform((value) => value ?? 0));

/** GET /api/get-single-order's order: everything the confirmation, the order detail and the rating screen show. */
export const orderSchema = z.object({
  id: idSchema,
  /** The number shoppers and the store talk about ("1042"); the id is the API's. */
  order_number: z.pipe(optionalLooseTextSchema, z.transform((value) => value ?? '')),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  placed_at: instantSchema,
  /** When it should arrive; empty when the store gives no estimate. */
  estimated_delivery_at: optionalInstantSchema,
  items: tolerantArray(orderItemSchema),
  subtotal: amountSchema,
  order_discount_amount: figure,
  product_price_discount: figure,
  shipping_discount_amount: figure,
  tax_amount: figure,
  delivery_charge: figure,
  /** Paid from the wallet. */
  wallet_amount: figure,
  total: amountSchema,
  /** What is left to pay by card: the total less the wallet part. */
  amount_payable: amountSchema,
  coupon_code: optionalNonEmptyTextSchema,
  address: tolerantNullable(orderAddressSchema, 'address'),
  contact: tolerantNullable(z.object({ name: optionalTextSchema, phone: optionalLooseTextSchema, email: optionalTextSchema }), 'contact'),
  branch_name: optionalTextSchema,
  /** Present while the card payment can still be made (payment_status pending or failed). */
  payment: tolerantNullable(gatewayPaymentSchema, 'payment'),
  /** An unguessable token that lets anyone with the confirmation link track this order (a guest on another device). */
  tracking_token: optionalNonEmptyTextSchema,
  /** Whether its items can be rated now (delivered); `rating_message` says when rating opens when not. */
  can_rate: withDefault(flagSchema, false),
  rating_message: optionalNonEmptyTextSchema,
  steps: optionalList(orderStepSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/get-single-order?order_id=, POST /api/razorpay/process-payment, POST /api/rate-order-item. */
export const orderAnswerSchema = z.object({ data: orderSchema });

/** One order in the customer's list. */
const orderSummarySchema = z.object({
  id: idSchema,
  order_number: z.pipe(optionalLooseTextSchema, z.transform((value) => value ?? '')),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  placed_at: instantSchema,
  total: amountSchema,
  items_count: countSchema,
  /** The first items' names, for a line like "Margherita Pizza, Cola and 2 more". */
  item_names: optionalList(z.string()),
  can_rate: withDefault(flagSchema, false),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/get-all-orders?page=: the customer's orders, newest first, paged. */
export const ordersPageSchema = z.pipe(
  z.object({
    data: tolerantArray(orderSummarySchema),
    current_page: z.optional(positiveIntegerSchema),
    last_page: z.optional(countSchema),
    total: z.optional(countSchema),
  }),
  z.transform((page) => {
    const currentPage = page.current_page ?? 1;
    return { data: page.data, current_page: currentPage, last_page: page.last_page ?? currentPage, total: page.total ?? page.data.length };
  }),
);
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/**
 * GET /api/get-single-order-to-track?order_id=[&token=]: what the tracking screen polls. The owner (bearer or guest-id)
 * or anyone with the order's tracking token may read it.
 */
const trackedOrderSchema = z.object({
  id: idSchema,
  order_number: z.pipe(optionalLooseTextSchema, z.transform((value) => value ?? '')),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  placed_at: instantSchema,
  estimated_delivery_at: optionalInstantSchema,
  steps: optionalList(orderStepSchema),
  branch_name: optionalTextSchema,
  branch_phone: optionalLooseTextSchema,
  total: optionalAmountSchema,
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
export const trackedOrderAnswerSchema = z.object({ data: trackedOrderSchema });



export const paymentMethods = ['razorpay', 'wallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];



/**
 * The order made (201; the same answer again, 200 or 201, for a replay of the same key and body), and the card
 * payment to open, or null when nothing is left to pay by card (the wallet covered it and the order is placed).
 */
export const placedOrderSchema = z.object({
  data: orderSchema,
  payment: tolerantNullable(gatewayPaymentSchema, 'payment'),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * Why place-order refused (422 `{ message, code, cart? }`), besides the usual field errors (`errors`, code absent):
 * - `totals_changed`: a price, a discount or the delivery charge changed; `cart` is the cart now;
 * - `branch_closed`: the selected branch stopped taking orders;
 * - `not_deliverable`: the branch does not deliver to the address;
 * - `cart_empty`: nothing to order;
 * - `item_unavailable`: a line can no longer be ordered; `cart` is the cart now (that line flagged in adjusted_cart_items);
 * - `wallet_insufficient`: the wallet holds less than `wallet_amount`;
 * - `idempotency_key_reused`: the key was used with another body.
 * Also 409 (`code: "in_progress"`) while the same key is still being processed, and 400 without a key.
 */
const placeOrderRefusalCodes = [
  'totals_changed',
  'branch_closed',
  'not_deliverable',
  'cart_empty',
  'item_unavailable',
  'wallet_insufficient',
  'idempotency_key_reused',
  'in_progress',
] as const;
export type PlaceOrderRefusalCode = (typeof placeOrderRefusalCodes)[number];
export const placeOrderRefusalSchema = z.object({
  message: z.string(),
  code: z.optional(z.enum(placeOrderRefusalCodes)),
  errors: z.optional(z.record(z.string(), tolerantArray(z.string()))),
  cart: z.optional(cartSummarySchema),
});
export type PlaceOrderRefusal = z.infer<typeof placeOrderRefusalSchema>;





/** GET /api/check-wallet's balance, as checkout reads it (the wallet screen reads its ledger too: loyalty.schema.ts). */
export { walletSchema } from './wallet.schema';

/*
 * The request bodies (place-order, process-payment, rate-order-item) live in order-payload.schema.ts: the contract and
 * the simulator check them; the storefront only builds them, and imports their types. Kept here, their checks (email,
 * integer and range checks) landed in the home page's first download, whose zod core chunk keeps every check any chunk
 * uses (ADR 0026).
 */
export type { PlaceOrderPayload, RateOrderItemPayload } from './order-payload.schema';
