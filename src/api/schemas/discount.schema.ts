import * as z from 'zod/mini';
import { amountSchema, flagSchema, idSchema, optionalTextSchema, tolerantArray, withDefault } from './common.schema';

/** What a discount takes off: a percentage of the subtotal, a fixed amount, or the delivery charge. */
const discountKindSchema = z.enum(['percent', 'fixed', 'free_delivery']);
export type DiscountKind = z.infer<typeof discountKindSchema>;

export const discountSchema = z.object({
  id: idSchema,
  /** What the shopper types, upper case (codes are matched without regard to case). */
  code: z.string(),
  title: z.string(),
  description: withDefault(optionalTextSchema, null),
  kind: discountKindSchema,
  /** percent: the percentage off (10 is 10%); fixed: the amount off in major units; free_delivery: 0. */
  value: amountSchema,
  /** The subtotal the cart must reach for the code to apply; 0 for none. */
  min_order_amount: withDefault(amountSchema, 0),
  /** ISO 8601 instant after which the code no longer applies; null when it does not expire. */
  expires_at: optionalTextSchema,
  /** Whether the caller's cart meets the minimum order now. */
  is_eligible: withDefault(flagSchema, true),
  /** Why it is not eligible yet ("Add $3.50 more to use WELCOME10."), else null. */
  eligibility_message: optionalTextSchema,
});
export type Discount = z.infer<typeof discountSchema>;

/** GET /api/get-discounts: the codes a shopper can use now (expired ones are not listed). */
export const discountsListSchema = z.object({ data: tolerantArray(discountSchema) });
export type DiscountsList = z.infer<typeof discountsListSchema>;

/** POST /api/cart/apply-coupon; the answer is the whole cart summary. */
export const applyCouponPayloadSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) });
