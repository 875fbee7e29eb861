import type { DiscountKind } from '@/api/schemas/discount.schema';
import { toMinorUnits } from './money';
import { freeDeliveryFromCents } from './seed-delivery';

/**
 * The server's totals maths, apart from the option rules (those live in the app's options engine): what
 * a cart owes at a branch, in integer cents, with the shopper's coupon. Pure, so every rule has a table
 * test with exact cents.
 */

/** A branch's money rules. Not part of the client's branch record: only the server knows them. */
export interface BranchPricing {
  /** Sales tax in hundredths of a percent (825 is 8.25%). */
  taxBasisPoints: number;
  deliveryChargeCents: number;
  /** From this subtotal (items after their markdowns, before any coupon) delivery is free. */
  freeDeliveryFromCents: number;
}

/**
 * The seeded branches' rules: Downtown and the closed Airport pay the city rate, Riverside the county rate and a
 * higher charge. Delivery is free from the store's one figure everywhere, the figure its banner and pages promise.
 */
export const branchPricing: Readonly<Record<string, BranchPricing>> = {
  '1': { taxBasisPoints: 825, deliveryChargeCents: 499, freeDeliveryFromCents },
  '2': { taxBasisPoints: 700, deliveryChargeCents: 599, freeDeliveryFromCents },
  '3': { taxBasisPoints: 825, deliveryChargeCents: 499, freeDeliveryFromCents },
};

/** For a branch the table does not know (a branch added after the seed): the Downtown rules. */
export const defaultBranchPricing: BranchPricing = { taxBasisPoints: 825, deliveryChargeCents: 499, freeDeliveryFromCents };

export interface TotalsBranch {
  name: string;
  /** A closed branch takes no delivery orders: is_delivery_available false, no delivery charge. */
  isOpen: boolean;
  pricing: BranchPricing;
}

export interface TotalsLine {
  /** One unit with its options, as the options engine prices it. */
  unitCents: number;
  /** One unit before the product's markdown (original_price), with the same options. */
  originalUnitCents: number;
  quantity: number;
}

/** The parts of a discount code the maths needs. */
export interface CouponTerms {
  code: string;
  title: string;
  kind: DiscountKind;
  /** percent: the percentage (10 is 10%); fixed: the amount off in major units; free_delivery: unused. */
  value: number;
  min_order_amount: number;
  expires_at: string | null;
}

export interface CartTotals {
  subtotalCents: number;
  originalCents: number;
  productDiscountCents: number;
  orderDiscountCents: number;
  shippingDiscountCents: number;
  totalDiscountCents: number;
  subtotalAfterDiscountsCents: number;
  taxCents: number;
  deliveryChargeCents: number;
  totalCents: number;
  isDeliveryAvailable: boolean;
  deliveryMessage: string | null;
  couponApplied: boolean;
  couponMessage: string | null;
  eligibilityMessage: string | null;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  branch: TotalsBranch;
  /** The code the shopper attached to the cart, or null. */
  coupon: CouponTerms | null;
  /** The codes the store lists now, for the "spend a little more" hint when no coupon is in effect. */
  offers: readonly CouponTerms[];
  now: Date;
  /** Cents as the shopper reads them ("$3.50"). */
  formatMoney: (cents: number) => string;
}

export type CouponCheck = { ok: true } | { ok: false; reason: 'expired' | 'minimum'; message: string };

export function isExpired(coupon: Pick<CouponTerms, 'expires_at'>, now: Date): boolean {
  return coupon.expires_at !== null && Date.parse(coupon.expires_at) < now.getTime();
}

/** Whether a code applies to a cart with this subtotal now, else the shopper-facing reason. */
export function checkCoupon(coupon: CouponTerms, subtotalCents: number, now: Date, formatMoney: (cents: number) => string): CouponCheck {
  if (isExpired(coupon, now)) return { ok: false, reason: 'expired', message: `${coupon.code} has expired.` };
  const missingCents = toMinorUnits(coupon.min_order_amount) - subtotalCents;
  if (missingCents > 0) {
    return {
      ok: false,
      reason: 'minimum',
      message: `Add ${formatMoney(missingCents)} more to use ${coupon.code} (minimum order ${formatMoney(toMinorUnits(coupon.min_order_amount))}).`,
    };
  }
  return { ok: true };
}

/** A part of an amount in basis points, rounded half up (amounts here are never negative). */
function shareOf(cents: number, basisPoints: number): number {
  return Math.round((cents * basisPoints) / 10_000);
}

/**
 * Everything a cart owes. Order of work: items (after markdowns) give the subtotal; the coupon takes off
 * a percentage or a fixed amount (never more than the subtotal) or the delivery charge; tax is charged
 * on the subtotal after the coupon; delivery is added unless the subtotal reaches the branch's free
 * delivery threshold, the cart is empty, or the branch is closed.
 */
export function computeCartTotals(input: TotalsInput): CartTotals {
  const { lines, branch, coupon, offers, now, formatMoney } = input;
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const originalCents = lines.reduce((sum, line) => sum + Math.max(line.originalUnitCents, line.unitCents) * line.quantity, 0);
  const productDiscountCents = originalCents - subtotalCents;
  const empty = lines.length === 0;

  const isDeliveryAvailable = branch.isOpen;
  const freeByThreshold = subtotalCents >= branch.pricing.freeDeliveryFromCents;
  const deliveryChargeCents = !isDeliveryAvailable || empty || freeByThreshold ? 0 : branch.pricing.deliveryChargeCents;

  const check = coupon === null ? null : checkCoupon(coupon, subtotalCents, now, formatMoney);
  const couponApplied = coupon !== null && check !== null && check.ok;
  let orderDiscountCents = 0;
  let shippingDiscountCents = 0;
  if (couponApplied) {
    switch (coupon.kind) {
      case 'percent':
        orderDiscountCents = shareOf(subtotalCents, toMinorUnits(coupon.value));
        break;
      case 'fixed':
        orderDiscountCents = Math.min(toMinorUnits(coupon.value), subtotalCents);
        break;
      case 'free_delivery':
        shippingDiscountCents = deliveryChargeCents;
        break;
      default:
        coupon.kind satisfies never;
    }
  }

  const subtotalAfterDiscountsCents = subtotalCents - orderDiscountCents;
  const taxCents = shareOf(subtotalAfterDiscountsCents, branch.pricing.taxBasisPoints);
  const totalCents = subtotalAfterDiscountsCents + taxCents + deliveryChargeCents - shippingDiscountCents;

  let deliveryMessage: string | null;
  if (!isDeliveryAvailable) deliveryMessage = `${branch.name} is closed, so delivery is not available right now.`;
  else if (empty) deliveryMessage = null;
  else if (freeByThreshold) deliveryMessage = 'Free delivery on this order.';
  else if (shippingDiscountCents > 0 && coupon) deliveryMessage = `Free delivery with ${coupon.code}.`;
  else deliveryMessage = `Add ${formatMoney(branch.pricing.freeDeliveryFromCents - subtotalCents)} more for free delivery.`;

  let couponMessage: string | null = null;
  if (coupon && check) {
    if (!check.ok) couponMessage = check.message;
    else if (coupon.kind === 'free_delivery') {
      couponMessage = shippingDiscountCents > 0 ? `${coupon.code} applied: free delivery.` : `${coupon.code} applied: delivery is already free.`;
    } else couponMessage = `${coupon.code} applied: you save ${formatMoney(orderDiscountCents)}.`;
  }

  return {
    subtotalCents,
    originalCents,
    productDiscountCents,
    orderDiscountCents,
    shippingDiscountCents,
    totalDiscountCents: productDiscountCents + orderDiscountCents + shippingDiscountCents,
    subtotalAfterDiscountsCents,
    taxCents,
    deliveryChargeCents,
    totalCents,
    isDeliveryAvailable,
    deliveryMessage,
    couponApplied,
    couponMessage,
    // The attached code already says what it needs in couponMessage: the hint names another one.
    eligibilityMessage: couponApplied || empty ? null : nextOfferHint(offers.filter((offer) => offer.code !== coupon?.code), subtotalCents, now, formatMoney),
  };
}

/** The listed code with the lowest minimum the cart has not reached yet, as a nudge; null when there is none. */
function nextOfferHint(offers: readonly CouponTerms[], subtotalCents: number, now: Date, formatMoney: (cents: number) => string): string | null {
  const next = offers
    .filter((offer) => !isExpired(offer, now) && toMinorUnits(offer.min_order_amount) > subtotalCents)
    .sort((a, b) => toMinorUnits(a.min_order_amount) - toMinorUnits(b.min_order_amount))[0];
  if (!next) return null;
  const missing = toMinorUnits(next.min_order_amount) - subtotalCents;
  return `Add ${formatMoney(missing)} more to use ${next.code}: ${next.title}.`;
}
