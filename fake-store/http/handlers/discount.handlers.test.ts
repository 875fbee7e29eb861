import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountsListSchema } from '@/api/schemas/discount.schema';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { addToCart, fetchCart, refusal, removeLine, summaryOf } from '../cart-testing';
import { server } from '../../hosts/node';
import { callApi, otherGuestId, type ApiCallOptions } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { coupons } = seedFacts;

function applyCoupon(code: unknown, call: ApiCallOptions = {}) {
  return callApi('/api/cart/apply-coupon', { method: 'POST', body: { code }, ...call });
}

function removeCoupon(call: ApiCallOptions = {}) {
  return callApi('/api/cart/remove-coupon', { method: 'DELETE', ...call });
}

/** French Fries are 6.99 at the default seed: three make a 20.97 subtotal. */
async function friesFor(quantity: number, call: ApiCallOptions = {}) {
  return summaryOf((await addToCart(seedFacts.productWithoutOptionsId, { quantity }, call)).body);
}

async function listDiscounts(call: ApiCallOptions = {}) {
  const { status, body } = await callApi('/api/get-discounts', call);
  expect(status).toBe(200);
  return discountsListSchema.parse(body).data;
}

describe('GET /api/get-discounts', () => {
  it('lists the codes that have not expired, with their terms, none with a minimum eligible for an empty cart', async () => {
    const discounts = await listDiscounts();
    expect(discounts.map(({ code, kind, value, min_order_amount }) => ({ code, kind, value, min_order_amount }))).toEqual([
      { code: 'WELCOME10', kind: 'percent', value: 10, min_order_amount: 15 },
      { code: 'SAVE5', kind: 'fixed', value: 5, min_order_amount: 30 },
      { code: 'FREEDELIVERY', kind: 'free_delivery', value: 0, min_order_amount: 0 },
      { code: 'FEAST15', kind: 'percent', value: 15, min_order_amount: 150 },
    ]);
    for (const discount of discounts) {
      expect(discount.title.length).toBeGreaterThan(0);
      expect(discount.description?.length ?? 0).toBeGreaterThan(0);
      expect(discount.expires_at === null || Date.parse(discount.expires_at) > Date.now()).toBe(true);
    }
    expect(discounts[0]).toMatchObject({ is_eligible: false, eligibility_message: 'Add $15 more to use WELCOME10 (minimum order $15).' });
    expect(discounts.filter((discount) => discount.is_eligible).map((discount) => discount.code)).toEqual(['FREEDELIVERY']);
  });

  it('says which codes the caller’s cart can use now', async () => {
    await friesFor(3);
    const eligibility = (await listDiscounts()).map(({ code, is_eligible, eligibility_message }) => [code, is_eligible, eligibility_message]);
    expect(eligibility).toEqual([
      ['WELCOME10', true, null],
      ['SAVE5', false, 'Add $9.03 more to use SAVE5 (minimum order $30).'],
      ['FREEDELIVERY', true, null],
      ['FEAST15', false, 'Add $129.03 more to use FEAST15 (minimum order $150).'],
    ]);
    expect((await listDiscounts({ guestId: otherGuestId }))[0]?.is_eligible).toBe(false);
  });
});

describe('POST /api/cart/apply-coupon', () => {
  it('takes 10% off with a percent code, tax on what is left, and says what it saves', async () => {
    await friesFor(3);
    const { status, body } = await applyCoupon(coupons.percent);
    expect(status).toBe(200);
    // 20.97 - 2.10 (209.7 cents rounded) = 18.87; tax 8.25% = 155.68 cents -> 156; delivery 4.99.
    expect(summaryOf(body)).toMatchObject({
      subtotal: 20.97,
      order_discount_amount: 2.1,
      subtotal_after_discounts: 18.87,
      tax_amount: 1.56,
      delivery_charge: 4.99,
      shipping_discount_amount: 0,
      total_discount: 2.1,
      total: 25.42,
      coupon_applied: true,
      coupon_message: 'WELCOME10 applied: you save $2.10.',
      customer_applied_coupon: 'WELCOME10',
      discount_eligibility_message: null,
    });
  });

  it('takes a fixed amount off with a fixed code', async () => {
    await friesFor(5);
    // 34.95 - 5.00 = 29.95; tax 247.09 cents -> 247; delivery 4.99.
    expect(summaryOf((await applyCoupon(coupons.fixed)).body)).toMatchObject({
      order_discount_amount: 5,
      subtotal_after_discounts: 29.95,
      tax_amount: 2.47,
      total: 37.41,
      coupon_message: 'SAVE5 applied: you save $5.',
    });
  });

  it('takes the delivery charge off with a free-delivery code, and still shows the charge it cancels', async () => {
    await friesFor(3);
    // Tax on 20.97 = 173.0 cents; the 4.99 charge is cancelled by a 4.99 shipping discount.
    expect(summaryOf((await applyCoupon(coupons.freeDelivery)).body)).toMatchObject({
      delivery_charge: 4.99,
      shipping_discount_amount: 4.99,
      order_discount_amount: 0,
      tax_amount: 1.73,
      total_discount: 4.99,
      total: 22.7,
      delivery_message: 'Free delivery with FREEDELIVERY.',
      coupon_message: 'FREEDELIVERY applied: free delivery.',
      coupon_applied: true,
    });
  });

  it('reads codes without regard to case or spaces, and a new code replaces the old one', async () => {
    await friesFor(5);
    expect(summaryOf((await applyCoupon('  welcome10 ')).body).customer_applied_coupon).toBe('WELCOME10');
    const cart = summaryOf((await applyCoupon(coupons.fixed)).body);
    expect(cart).toMatchObject({ customer_applied_coupon: 'SAVE5', order_discount_amount: 5 });
  });

  it('keeps the code on the cart when the cart drops below its minimum, saying how much more to spend', async () => {
    const first = (await friesFor(2)).cartItems[0];
    await addToCart(25);
    // 13.98 + 4.00 = 17.98 reaches WELCOME10's 15.00.
    expect(summaryOf((await applyCoupon(coupons.percent)).body).coupon_applied).toBe(true);
    await removeLine(first?.id ?? 0);
    expect(await fetchCart()).toMatchObject({
      subtotal: 4,
      order_discount_amount: 0,
      coupon_applied: false,
      customer_applied_coupon: 'WELCOME10',
      coupon_message: 'Add $11 more to use WELCOME10 (minimum order $15).',
      // The hint names another code: the attached one already says what it needs.
      discount_eligibility_message: 'Add $26 more to use SAVE5: $5 off.',
    });
  });

  describe('refuses with 422 and leaves the cart and its code as they were', () => {
    async function expectRefused(code: unknown, message: string, call: ApiCallOptions = {}, fries = 3) {
      await friesFor(fries, call);
      await applyCoupon(coupons.freeDelivery, call);
      const before = await fetchCart(call);
      expect(await refusal(applyCoupon(code, call))).toEqual({ status: 422, message });
      expect(await fetchCart(call)).toEqual(before);
      expect(before.customer_applied_coupon).toBe(call.branchId === 3 ? null : 'FREEDELIVERY');
    }

    it('an unknown code', async () => {
      await expectRefused(coupons.unknown, 'This code is not valid.');
    });

    it('an expired code', async () => {
      await expectRefused(coupons.expired, 'SPRING25 has expired.');
    });

    it('a code whose minimum order is not met, with how much more to spend', async () => {
      await expectRefused(coupons.ineligible, 'Add $129.03 more to use FEAST15 (minimum order $150).');
    });

    it('a fixed code $2.04 short of its minimum', async () => {
      // 4 x 6.99 = 27.96.
      await expectRefused(coupons.fixed, 'Add $2.04 more to use SAVE5 (minimum order $30).', {}, 4);
    });

    it('an empty or missing code', async () => {
      await expectRefused('   ', 'Please enter a discount code.');
      await expectRefused(undefined, 'Please enter a discount code.');
    });

    it('a free-delivery code at a branch that is not delivering', async () => {
      await expectRefused(coupons.freeDelivery, 'Airport is not delivering right now, so there is no delivery charge to take off.', { branchId: 3 });
    });
  });
});

describe('DELETE /api/cart/remove-coupon', () => {
  it('clears coupon_applied, coupon_message and customer_applied_coupon, and the totals go back', async () => {
    const before = await friesFor(3);
    await applyCoupon(coupons.percent);
    const { status, body } = await removeCoupon();
    expect(status).toBe(200);
    const cart = summaryOf(body);
    expect(cart).toMatchObject({ coupon_applied: false, coupon_message: null, customer_applied_coupon: null, order_discount_amount: 0 });
    expect(cart).toEqual(before);
  });

  it('answers the same cart when there is no code to remove', async () => {
    const before = await friesFor(1);
    expect(summaryOf((await removeCoupon()).body)).toEqual(before);
  });
});

describe('the spend-more hint', () => {
  it('names the listed code with the lowest minimum the cart has not reached yet', async () => {
    expect((await friesFor(1)).discount_eligibility_message).toBe('Add $8.01 more to use WELCOME10: 10% off your order.');
    // 20.97: WELCOME10 is reached (FREEDELIVERY has no minimum); SAVE5 (30.00) is next.
    expect((await friesFor(2)).discount_eligibility_message).toBe('Add $9.03 more to use SAVE5: $5 off.');
  });
});
