import { describe, expect, it } from 'vitest';
import { checkCoupon, computeCartTotals, type CouponTerms, type TotalsBranch, type TotalsInput, type TotalsLine } from './cart-totals';

const now = new Date('2025-06-15T12:00:00Z');
const format = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const downtown: TotalsBranch = { name: 'Downtown', isOpen: true, pricing: { taxBasisPoints: 825, deliveryChargeCents: 499, freeDeliveryFromCents: 5000 } };
const airport: TotalsBranch = { ...downtown, name: 'Airport', isOpen: false };

const line = (unitCents: number, quantity = 1, originalUnitCents = unitCents): TotalsLine => ({ unitCents, originalUnitCents, quantity });
const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  code: 'CODE',
  title: 'A code',
  kind: 'percent',
  value: 10,
  min_order_amount: 0,
  expires_at: null,
  ...terms,
});

function totals(changes: Partial<TotalsInput>) {
  return computeCartTotals({ lines: [], branch: downtown, coupon: null, offers: [], now, formatMoney: format, ...changes });
}

describe('computeCartTotals', () => {
  it.each([
    // name, lines, subtotal, tax, delivery, total
    ['an empty cart owes nothing, not even delivery', [], 0, 0, 0, 0],
    ['one item: tax rounded half up (82.4175 -> 82), delivery under the threshold', [line(999)], 999, 82, 499, 1580],
    ['tax exactly on a half cent rounds up (1000 x 8.25% = 82.5 -> 83)', [line(1000)], 1000, 83, 499, 1582],
    ['lines add up without floating-point drift (0.10 x 3 + 0.20)', [line(10, 3), line(20)], 50, 4, 499, 553],
    ['one cent under the free-delivery threshold pays delivery', [line(4999)], 4999, 412, 499, 5910],
    ['exactly the threshold delivers free', [line(2500, 2)], 5000, 413, 0, 5413],
  ])('%s', (_name, lines, subtotal, tax, delivery, total) => {
    const result = totals({ lines });
    expect([result.subtotalCents, result.taxCents, result.deliveryChargeCents, result.totalCents]).toEqual([subtotal, tax, delivery, total]);
    expect(result.totalCents).toBe(result.subtotalAfterDiscountsCents + result.taxCents + result.deliveryChargeCents - result.shippingDiscountCents);
  });

  it('counts markdowns as the product discount, and the original price before them', () => {
    const result = totals({ lines: [line(849, 2, 1249), line(500)] });
    expect(result).toMatchObject({ subtotalCents: 2198, originalCents: 2998, productDiscountCents: 800, totalDiscountCents: 800 });
  });

  it('tells how much more is needed for free delivery, or that it is free', () => {
    expect(totals({ lines: [line(1398)] }).deliveryMessage).toBe('Add $36.02 more for free delivery.');
    expect(totals({ lines: [line(5000)] }).deliveryMessage).toBe('Free delivery on this order.');
    expect(totals({}).deliveryMessage).toBeNull();
  });

  it('takes no delivery orders at a closed branch', () => {
    const result = totals({ lines: [line(1000)], branch: airport });
    expect(result).toMatchObject({ isDeliveryAvailable: false, deliveryChargeCents: 0, totalCents: 1083 });
    expect(result.deliveryMessage).toBe('Airport is closed, so delivery is not available right now.');
  });

  describe('with a coupon', () => {
    it.each([
      // name, coupon, subtotal, order discount, shipping discount, tax, total
      ['a percentage of the subtotal, rounded half up (12.5% of 1234 = 154.25 -> 154)', coupon({ value: 12.5 }), 1234, 154, 0, 89, 1234 - 154 + 89 + 499],
      ['10% of 2097 = 209.7 -> 210', coupon({ value: 10 }), 2097, 210, 0, 156, 2542],
      ['a fixed amount', coupon({ kind: 'fixed', value: 5 }), 3495, 500, 0, 247, 3741],
      ['a fixed amount never more than the subtotal', coupon({ kind: 'fixed', value: 50 }), 2000, 2000, 0, 0, 499],
      ['the delivery charge, shown and cancelled', coupon({ kind: 'free_delivery', value: 0 }), 2097, 0, 499, 173, 2270],
      ['nothing on delivery that is already free', coupon({ kind: 'free_delivery', value: 0 }), 6000, 0, 0, 495, 6495],
    ])('takes off %s', (_name, terms, subtotal, orderDiscount, shippingDiscount, tax, total) => {
      const result = totals({ lines: [line(subtotal)], coupon: terms });
      expect(result).toMatchObject({
        couponApplied: true,
        orderDiscountCents: orderDiscount,
        shippingDiscountCents: shippingDiscount,
        subtotalAfterDiscountsCents: subtotal - orderDiscount,
        taxCents: tax,
        totalCents: total,
        totalDiscountCents: orderDiscount + shippingDiscount,
      });
    });

    it('says what it saves', () => {
      expect(totals({ lines: [line(2097)], coupon: coupon({ code: 'WELCOME10' }) }).couponMessage).toBe('WELCOME10 applied: you save $2.10.');
      expect(totals({ lines: [line(2097)], coupon: coupon({ code: 'FREE', kind: 'free_delivery' }) })).toMatchObject({
        couponMessage: 'FREE applied: free delivery.',
        deliveryMessage: 'Free delivery with FREE.',
      });
      expect(totals({ lines: [line(6000)], coupon: coupon({ code: 'FREE', kind: 'free_delivery' }) }).couponMessage).toBe('FREE applied: delivery is already free.');
    });

    it('saves nothing, and says why, below its minimum or after it expired', () => {
      const short = totals({ lines: [line(1000)], coupon: coupon({ code: 'BIG', min_order_amount: 15 }) });
      expect(short).toMatchObject({ couponApplied: false, orderDiscountCents: 0, couponMessage: 'Add $5.00 more to use BIG (minimum order $15.00).' });
      const expired = totals({ lines: [line(1000)], coupon: coupon({ code: 'OLD', expires_at: '2025-06-14T23:59:59Z' }) });
      expect(expired).toMatchObject({ couponApplied: false, orderDiscountCents: 0, couponMessage: 'OLD has expired.' });
    });
  });

  describe('the spend-more hint', () => {
    const offers = [
      coupon({ code: 'SAVE5', title: '$5 off', kind: 'fixed', value: 5, min_order_amount: 30 }),
      coupon({ code: 'WELCOME10', title: '10% off', min_order_amount: 15 }),
      coupon({ code: 'GONE', title: 'Gone', min_order_amount: 20, expires_at: '2025-01-01T00:00:00Z' }),
    ];

    it('names the unexpired offer with the lowest minimum not reached yet', () => {
      expect(totals({ lines: [line(1000)], offers }).eligibilityMessage).toBe('Add $5.00 more to use WELCOME10: 10% off.');
      expect(totals({ lines: [line(1600)], offers }).eligibilityMessage).toBe('Add $14.00 more to use SAVE5: $5 off.');
      expect(totals({ lines: [line(3000)], offers }).eligibilityMessage).toBeNull();
    });

    it('is silent for an empty cart and while a coupon takes effect', () => {
      expect(totals({ offers }).eligibilityMessage).toBeNull();
      expect(totals({ lines: [line(1600)], offers, coupon: coupon({ code: 'WELCOME10', min_order_amount: 15 }) }).eligibilityMessage).toBeNull();
    });
  });
});

describe('checkCoupon', () => {
  it('takes a code up to the last instant of its expiry, and from exactly its minimum', () => {
    const terms = coupon({ min_order_amount: 15, expires_at: '2025-06-15T12:00:00Z' });
    expect(checkCoupon(terms, 1500, now, format)).toEqual({ ok: true });
    expect(checkCoupon(terms, 1499, now, format)).toMatchObject({ ok: false, reason: 'minimum' });
    expect(checkCoupon(terms, 1500, new Date('2025-06-15T12:00:01Z'), format)).toMatchObject({ ok: false, reason: 'expired' });
  });
});
