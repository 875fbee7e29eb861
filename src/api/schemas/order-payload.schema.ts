import * as z from 'zod/mini';
import { addressPayloadSchema } from './address.schema';
import { idSchema } from './common.schema';
import { emailPattern } from './contact-rules';
import { paymentMethods } from './order.schema';

/*
 * The bodies the storefront sends for checkout, payment and rating (ADR 0024), for the contract and the simulator to
 * check. The storefront imports their types only (ADR 0026: their checks would otherwise join the first download).
 */

/** The contact details an order is placed with (a guest types them; a customer's come from the profile). */
const orderContactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  phone: z.string().check(z.trim(), z.minLength(1)),
  // The app's one email rule (contact-rules.ts), the one checkout's form checks with, so the two never disagree.
  email: z.string().check(z.trim(), z.regex(emailPattern)),
});

/**
 * POST /api/place-order, with the header `Idempotency-Key: <v4 UUID>` (one per checkout attempt, the same on every
 * retry of it). Orders the caller's cart for the selected branch (branch_id). The address is a saved one
 * (`address_id`, customers) or given in full (`address`, guests or a one-off). `expected_total` is the total the
 * shopper was shown: when the server's differs, it refuses with `totals_changed` and the cart as it is now.
 * `wallet_amount` is the part paid from the wallet (customers; 0 for none); `payment_method` is `wallet` only when
 * the wallet covers the whole total.
 */
export const placeOrderPayloadSchema = z.object({
  contact: orderContactSchema,
  address_id: z.optional(idSchema),
  address: z.optional(addressPayloadSchema),
  payment_method: z.enum(paymentMethods),
  wallet_amount: z.number().check(z.nonnegative()),
  expected_total: z.number().check(z.nonnegative()),
});
export type PlaceOrderPayload = z.infer<typeof placeOrderPayloadSchema>;

/**
 * POST /api/razorpay/process-payment: what Razorpay's handler gave, for the server to verify (HMAC-SHA256 of
 * `<its stored gateway order id>|razorpay_payment_id` with the key secret). Answers the order, paid. A forged or
 * reused signature gets 400 and the order stays unpaid; a declined payment 402.
 */
export const processPaymentPayloadSchema = z.object({
  order_id: idSchema,
  razorpay_payment_id: z.string().check(z.minLength(1)),
  razorpay_order_id: z.string().check(z.minLength(1)),
  razorpay_signature: z.string().check(z.minLength(1)),
});

/** POST /api/rate-order-item: 1 to 5 stars and an optional comment for one item of a delivered order; answers the order. */
export const rateOrderItemPayloadSchema = z.object({
  order_id: idSchema,
  order_item_id: idSchema,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.optional(z.string().check(z.maxLength(1000))),
});
export type RateOrderItemPayload = z.infer<typeof rateOrderItemPayloadSchema>;
