import type { DiscountsList } from '@/api/schemas/discount.schema';
import { buildCartSummary, cartBranch, cartSubtotalCents, type CartResult } from './cart';
import { checkCoupon } from './cart-totals';
import { attachCoupon, detachCoupon, findDiscount, listedDiscounts } from './coupons';
import { formatStoreMoney } from './money';

/**
 * GET /api/get-discounts, POST /api/cart/apply-coupon and DELETE /api/cart/remove-coupon. A cart holds
 * one code at a time; apply and remove answer the whole cart summary, like every cart call.
 */

export const couponMessages = {
  unknown: 'This code is not valid.',
  noDelivery: (branch: string) => `${branch} is not delivering right now, so there is no delivery charge to take off.`,
} as const;

/** The codes a shopper can use now, each with whether the caller's cart meets its minimum yet. */
export function listDiscounts(owner: string, now: Date = new Date()): DiscountsList {
  const subtotalCents = cartSubtotalCents(owner);
  return {
    data: listedDiscounts(now).map((discount) => {
      const check = checkCoupon(discount, subtotalCents, now, formatStoreMoney);
      return { ...discount, is_eligible: check.ok, eligibility_message: check.ok ? null : check.message };
    }),
  };
}

/**
 * Attaches a code to the caller's cart when it applies now; otherwise 422 with why: not a code of this
 * store, expired, a free-delivery code where there is no delivery, or the minimum order not reached
 * (saying how much more to spend). A refused code leaves the cart and any code it had untouched.
 */
export async function applyCoupon(owner: string, branchId: string | null, code: string, now: Date = new Date()): Promise<CartResult> {
  const discount = findDiscount(code, owner);
  if (!discount) return { ok: false, status: 422, message: couponMessages.unknown };
  const branch = cartBranch(branchId);
  const check = checkCoupon(discount, cartSubtotalCents(owner), now, formatStoreMoney);
  // Expiry first: "spend $5 more" would send the shopper after a code that can never work.
  if (!check.ok && check.reason === 'expired') return { ok: false, status: 422, message: check.message };
  if (discount.kind === 'free_delivery' && !branch.isOpen) return { ok: false, status: 422, message: couponMessages.noDelivery(branch.name) };
  if (!check.ok) return { ok: false, status: 422, message: check.message };
  await attachCoupon(owner, discount.code);
  return { ok: true, summary: buildCartSummary(owner, branchId, now) };
}

/** Takes the caller's code off the cart. Removing when there is none is no error: the answer is the same cart. */
export function removeCoupon(owner: string, branchId: string | null): CartResult {
  detachCoupon(owner);
  return { ok: true, summary: buildCartSummary(owner, branchId) };
}
