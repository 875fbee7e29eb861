import { cartCoupons, discounts, personalCoupons, type StoredDiscount } from './db';
import { isExpired } from './cart-totals';

/** Reading and attaching discount codes; what they are worth is cart-totals' business. */

/** Codes are typed by shoppers: matched without regard to case or surrounding spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount a code names: one of the store's codes, or a code only `owner` may use (a scratch card's coupon,
 * fake-store/domain/scratch-cards.ts), which is no code at all to anyone else.
 */
export function findDiscount(code: string, owner: string | null = null): StoredDiscount | null {
  const wanted = normalizeCode(code);
  const shared = discounts.all().find((discount) => discount.code === wanted);
  if (shared) return shared;
  const personal = owner === null ? undefined : personalCoupons.findFirst((q) => q.where({ code: wanted, owner }));
  if (!personal) return null;
  const { owner: _owner, ...discount } = personal;
  return discount;
}

/** The codes the store lists now: every one that has not expired, in the merchant's order. */
export function listedDiscounts(now: Date): StoredDiscount[] {
  return discounts
    .all()
    .filter((discount) => !isExpired(discount, now))
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((discount) => ({ ...discount }));
}

/** The discount a caller attached to their cart, or null. A code the merchant deleted since counts as none. */
export function attachedDiscount(owner: string): StoredDiscount | null {
  const attached = cartCoupons.findFirst((q) => q.where({ owner }));
  return attached ? findDiscount(attached.code, owner) : null;
}

/** Attaches a code to a caller's cart, replacing the one they had: a cart takes one code at a time. */
export async function attachCoupon(owner: string, code: string): Promise<void> {
  detachCoupon(owner);
  await cartCoupons.create({ owner, code: normalizeCode(code) });
}

export function detachCoupon(owner: string): void {
  cartCoupons.deleteMany((q) => q.where({ owner }));
}
