import type { StoredDiscount } from './db';
import { fromMinorUnits } from './money';
import { freeDeliveryFromText } from './seed-delivery';

/**
 * The seeded discount codes. Their dates are counted from the day the store is seeded, so the valid
 * codes never go stale and the expired one is always in the past; everything else is fixed.
 */

export const couponCodes = {
  /** 10% off orders from $15. */
  percent: 'WELCOME10',
  /** $5 off orders from $30. */
  fixed: 'SAVE5',
  /** Free delivery on any order, below the store's free-delivery figure too (seed-delivery.ts); no minimum. */
  freeDelivery: 'FREEDELIVERY',
  /** 25% off, ended ten days before the seed day: refused as expired, and not listed. */
  expired: 'SPRING25',
  /** 15% off orders from $150: refused for an ordinary cart with how much more to spend. */
  ineligible: 'FEAST15',
  /** Not a code of this store. */
  unknown: 'NOTACODE',
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** The last instant of the UTC day `days` after `now`, as an ISO string. */
function endOfDay(now: Date, days: number): string {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(start + (days + 1) * dayMs - 1000).toISOString();
}

export function buildDiscounts(now: Date): StoredDiscount[] {
  return [
    {
      id: 1,
      code: couponCodes.percent,
      title: '10% off your order',
      description: 'Welcome to Juniper Kitchen: 10% off any order of $15 or more.',
      kind: 'percent',
      value: 10,
      min_order_amount: fromMinorUnits(1500),
      expires_at: endOfDay(now, 90),
    },
    {
      id: 2,
      code: couponCodes.fixed,
      title: '$5 off',
      description: '$5 off when you spend $30 or more.',
      kind: 'fixed',
      value: fromMinorUnits(500),
      min_order_amount: fromMinorUnits(3000),
      expires_at: endOfDay(now, 30),
    },
    {
      id: 3,
      code: couponCodes.freeDelivery,
      title: 'Free delivery',
      description: `No delivery charge on any order, even under the ${freeDeliveryFromText} from which delivery is always free.`,
      kind: 'free_delivery',
      value: 0,
      min_order_amount: 0,
      expires_at: null,
    },
    {
      id: 4,
      code: couponCodes.expired,
      title: 'Spring special: 25% off',
      description: 'Our spring menu launch offer.',
      kind: 'percent',
      value: 25,
      min_order_amount: 0,
      expires_at: endOfDay(now, -10),
    },
    {
      id: 5,
      code: couponCodes.ineligible,
      title: 'Feast for friends: 15% off',
      description: '15% off big group orders of $150 or more.',
      kind: 'percent',
      value: 15,
      min_order_amount: fromMinorUnits(15000),
      expires_at: endOfDay(now, 60),
    },
  ];
}
