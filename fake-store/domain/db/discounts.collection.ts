import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { discountSchema } from '@/api/schemas/discount.schema';

/**
 * A discount code as the store defines it: the client's discount without the per-cart eligibility
 * fields, which are worked out for each caller when get-discounts answers.
 */
export const storedDiscountSchema = z.omit(discountSchema, { is_eligible: true, eligibility_message: true });
export type StoredDiscount = z.infer<typeof storedDiscountSchema>;

export const discounts = new Collection({ schema: storedDiscountSchema });

/** The code a caller attached to their cart; at most one per owner. */
export const cartCouponSchema = z.object({
  /** The cart owner, as on cart lines: the guest id, or `user:<user id>`. */
  owner: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const cartCoupons = new Collection({ schema: cartCouponSchema });
