import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { idSchema } from '@/api/schemas/common.schema';
import { orderSchema } from '@/api/schemas/order.schema';

/*
 * Orders, their card payments and the wallet (ADR 0025). An order is stored with the facts that happened to it (when
 * it was paid, when a payment failed, when the bank authorised late); its status, payment status, steps and whether
 * it can be rated are derived from those facts and the time of asking (fake-store/domain/orders.ts), so no timer runs.
 */

/** Minutes after paying at which an order reaches accepted, preparing, out_for_delivery and delivered. */
export const stepMinutesSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const storedOrderSchema = z.extend(
  z.pick(orderSchema, {
    id: true,
    order_number: true,
    placed_at: true,
    items: true,
    subtotal: true,
    order_discount_amount: true,
    product_price_discount: true,
    shipping_discount_amount: true,
    tax_amount: true,
    delivery_charge: true,
    wallet_amount: true,
    total: true,
    amount_payable: true,
    coupon_code: true,
    address: true,
    contact: true,
    branch_name: true,
    tracking_token: true,
  }),
  {
    /** The caller it was placed by: the `guest-id`, or `user:<id>` (the cart's owner key). Only they may read it. */
    owner: z.string().check(z.minLength(1)),
    /** The customer's id, null for a guest's order (get-all-orders lists a customer's). */
    user_id: z.nullable(idSchema),
    branch_id: z.string(),
    branch_phone: z.nullable(z.string()),
    /** Razorpay's order (`order_…`) that every card attempt for this order uses; null when nothing was left to pay by card. */
    gateway_order_id: z.nullable(z.string()),
    /** Epoch ms the money was settled (card captured, or at placing when the wallet covered it); null while unpaid. */
    paid_at: z.nullable(z.number()),
    /** The captured payment (`pay_…`); null while unpaid or when the wallet covered it. */
    payment_id: z.nullable(z.string()),
    /** Epoch ms of the last failed card attempt while unpaid (payment_status `failed`). */
    failed_at: z.nullable(z.number()),
    /** Epoch ms the bank reported a late authorisation (payment_status `processing`, then `refunded`). */
    late_authorised_at: z.nullable(z.number()),
    /** Epoch ms the store cancelled the order (a seeded cancelled order, or the test hook). */
    cancelled_at: z.nullable(z.number()),
    step_minutes: stepMinutesSchema,
    /** How far `POST /sim/orders/advance` moved this order's clock on, in ms. */
    clock_shift_ms: z.number(),
    /** When each step was reached, written when the clock is moved on (so step times never move); later steps derive. */
    step_dates: z.record(z.string(), z.number()),
  },
);
/** An order's facts (what a derivation reads). */
export type StoredOrderData = z.infer<typeof storedOrderSchema>;

export const orders = new Collection({ schema: storedOrderSchema });
/** An order as the collection hands it out: a record reference that update and delete accept. */
export type StoredOrder = ReturnType<typeof orders.all>[number];

/**
 * A place-order key that made an order (the `Idempotency-Key` header), per caller, with the body it came with. A key
 * still being processed is held in memory (fake-store/domain/orders.ts); refusals are not kept, so a corrected retry with
 * the same key is a new attempt.
 */
export const idempotencyRecordSchema = z.object({
  owner: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
  /** The body as canonical JSON (keys sorted): the same key with another body is refused. */
  body: z.string(),
  order_id: idSchema,
  /** Epoch ms; records older than 24 hours are forgotten. */
  created_at: z.number(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;

export const idempotencyRecords = new Collection({ schema: idempotencyRecordSchema });

/** One attempt to pay a gateway order at the simulated bank (the stand-in's Success or Failure). */
export const gatewayAttemptSchema = z.object({
  payment_id: z.string().check(z.minLength(1)),
  gateway_order_id: z.string().check(z.minLength(1)),
  outcome: z.enum(['captured', 'failed', 'late']),
  at: z.number(),
});
export type GatewayAttempt = z.infer<typeof gatewayAttemptSchema>;

export const gatewayAttempts = new Collection({ schema: gatewayAttemptSchema });

/**
 * A price the store changed under one shopper's cart line (the price-changed-at-checkout scenario writes these):
 * the line costs `cents` more per unit from then on, in get-cart as in place-order. Per line, so shoppers in other
 * tests sharing the store never see it.
 */
export const linePriceChangeSchema = z.object({ cart_line_id: idSchema, owner: z.string(), cents: z.int() });
export const linePriceChanges = new Collection({ schema: linePriceChangeSchema });
