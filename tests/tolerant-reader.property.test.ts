import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { callList } from '@/api/calls';
import type { CallDefinition } from '@/api/calls/define';
import { droppedFrom, parseAnswer } from '@/api/client';

/*
 * Whatever a backend sends, reading it either gives an answer or fails with the one typed error the app
 * handles (`ApiError` 'invalid-response'): never a TypeError from inside a transform, never a raw zod error.
 * And an answer the reader gave reads again once kept as JSON, as the storefront's caches keep and re-read it
 * (src/models/persist, src/models/catalog/catalog-cache.lib.ts).
 */

const branch = { id: 1, name: 'Downtown', address: '1 Main St', phone: '555 0100', is_open: true };
const product = {
  id: 1,
  name: 'Margherita Pizza',
  slug: 'margherita-pizza',
  description: 'Tomato, mozzarella, basil.',
  image: '/sim-images/margherita.svg',
  image_alt: 'Margherita Pizza',
  category_id: 1,
  selling_price: 12.5,
  original_price: 14,
  in_stock: true,
  attributes: [{ id: 1, name: 'Size', values: [{ id: 11, value: 'Small' }, { id: 12, value: 'Large' }] }],
  combinations: [
    { ids: [11], price: 12.5, variant_id: 101 },
    { ids: [12], price: 16, variant_id: 102 },
  ],
  multi_selectable_attributes: [
    {
      id: 2,
      name: 'Toppings',
      min_select: 0,
      max_select: 3,
      values: { '21': { id: 21, value: 'Olives', price: 0.5, dependencies: [], variant_prices: [{ variant_id: 102, price: 0.75 }] } },
    },
  ],
};
const cartSummary = {
  cartItems: [
    {
      id: 7,
      product_id: 1,
      quantity: 2,
      selectedAttributes: { '1': 12 },
      selectedMultiAttributes: { '2': [21] },
      name: 'Margherita Pizza',
      image: '/sim-images/margherita.svg',
      slug: 'margherita-pizza',
      unit_price: 16.75,
      line_total: 33.5,
      option_labels: [{ name: 'Size', values: ['Large'] }],
    },
  ],
  cartDetails: { items_count: 1, total_quantity: 2 },
  tax_amount: 2.68,
  delivery_charge: 3,
  delivery_message: 'Free delivery over $40',
  order_discount_amount: 3.35,
  shipping_discount_amount: 0,
  product_price_discount: 0,
  subtotal: 33.5,
  total_original_price: 33.5,
  total_discount: 3.35,
  address: { id: 4, label: 'Home', line1: '1 Main St', pincode: '12345' },
  total: 35.83,
  discount_eligibility_message: null,
  coupon_applied: true,
  coupon_message: 'WELCOME10 applied',
  customer_applied_coupon: 'WELCOME10',
  is_delivery_available: true,
  adjusted_cart_items: [{ cart_id: 7, message: 'Price changed' }],
  subtotal_after_discounts: 30.15,
};
const user = { id: 3, name: 'Ana', email: 'ana@example.com', phone: '555 0101', avatar: null, referral_code: 'ANA10' };
const address = {
  id: 4,
  label: 'Home',
  name: 'Ana',
  phone: '+1 555 0101',
  line1: '500 East Capitol Avenue',
  line2: 'Suite 300',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  lat: 39.7996,
  lng: -89.6477,
  place_id: 'ChIJsim-capitol-ave-500',
  is_default: true,
};
const place = { place_id: 'ChIJsim-capitol-ave-500', description: '500 East Capitol Avenue, Springfield, IL, USA', main_text: '500 East Capitol Avenue', secondary_text: 'Springfield, IL, USA' };

/** An order as the simulator answers get-single-order (fake-store/domain/orders.ts presentOrder). */
const order = {
  id: 12,
  order_number: '1012',
  status: 'out_for_delivery',
  payment_status: 'paid',
  placed_at: '2026-11-26T12:00:00.000Z',
  estimated_delivery_at: '2026-11-26T12:31:00.000Z',
  items: [
    {
      id: 30,
      product_id: 1,
      name: 'Margherita Pizza',
      slug: 'margherita-pizza',
      image: '/sim-images/margherita.svg',
      quantity: 2,
      unit_price: 12.5,
      line_total: 25,
      option_labels: [{ name: 'Size', values: ['Large'] }],
      selected_attributes: { '1': 2 },
      selected_multi_attributes: { '3': [7] },
      rating: { rating: 5, comment: 'Perfect crust.' },
    },
  ],
  subtotal: 25,
  order_discount_amount: 0,
  product_price_discount: 0,
  shipping_discount_amount: 0,
  tax_amount: 2.06,
  delivery_charge: 4.99,
  wallet_amount: 5,
  total: 32.05,
  amount_payable: 27.05,
  coupon_code: 'WELCOME10',
  address: { name: 'Ana', phone: '+1 555 0101', line1: '500 East Capitol Avenue', line2: 'Suite 300', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
  contact: { name: 'Ana', phone: '+1 555 0101', email: 'ana@example.com' },
  branch_name: 'Downtown',
  payment: { provider: 'razorpay', key_id: 'rzp_test_simulator', gateway_order_id: 'order_Sim0000000001', amount: 2705, currency: 'USD' },
  tracking_token: '0123456789abcdef0123456789abcdef',
  can_rate: false,
  rating_message: 'You can rate this order once it is delivered, in about 12 minutes.',
  steps: [
    { status: 'placed', at: '2026-11-26T12:01:00.000Z' },
    { status: 'accepted', at: '2026-11-26T12:02:00.000Z' },
  ],
};
const orderAnswer = { data: order };

const walletBalance = { balance: 25, currency: 'USD' };
const wallet = {
  ...walletBalance,
  credits: [{ id: 3, source: 'referral', reason: 'Welcome from Sam R.', amount: 5, remaining: 3, created_at: '2026-11-20T10:00:00.000Z', expires_at: '2026-11-29T10:00:00.000Z' }],
  ledger: [
    { id: 'd-12', kind: 'debit', amount: 2, balance_after: 25, reason: 'Order #1012', created_at: '2026-11-26T12:00:00.000Z', order_id: 12, order_number: '1012', expires_at: '' },
    { id: 'c-3', kind: 'credit', amount: 5, balance_after: 27, reason: 'Welcome from Sam R.', created_at: '2026-11-20T10:00:00.000Z', order_id: null, order_number: null, expires_at: '2026-11-29T10:00:00.000Z' },
  ],
};
const rewards = {
  points: 760,
  point_value: 0.01,
  currency: 'USD',
  earning: { per_order: 10, per_currency_unit: 1 },
  redeeming: { minimum_points: 500, step_points: 100, credit_per_step: 1, credit_expiry_days: 90 },
  expiry_days: 365,
  expiring: [{ points: 150, expires_at: '2026-12-11T10:00:00.000Z' }],
  history: [{ id: 'p-1', kind: 'earned', points: 42, reason: 'Order #1012', created_at: '2026-11-26T12:00:00.000Z', order_id: 12, order_number: '1012' }],
};
const scratchCard = {
  id: 9,
  status: 'redeemed',
  order_id: 12,
  order_number: '1012',
  earned_at: '2026-11-26T12:00:00.000Z',
  expires_at: '2026-12-10T12:00:00.000Z',
  redeemed_at: '2026-11-26T13:00:00.000Z',
  reward: { kind: 'coupon', label: '10% off your next order', amount: 0, points: 0, coupon_code: 'SCRATCHALEX3', coupon_description: '10% off', expires_at: '2026-12-26T13:00:00.000Z' },
};
const referralRules = { friend_credit: 5, friend_credit_expiry_days: 30, referrer_join_points: 200, referrer_first_order_credit: 5, first_order_within_days: 60, currency: 'USD' };

/** A valid answer of each call, as the simulator would send it: the starting point the mutations break. */
const sampleAnswers: Record<string, unknown> = {
  getSiteData: {
    layout: [
      { id: 1, code: 'banner_slider', type: 'designElement', data: { slides: [{ image: '/a.png', title: 'Hello' }] }, settings: { autoplay: true }, position: 1, uniqueId: null },
      { id: 2, code: null, type: 'plugin', data: {}, settings: {}, position: 2, uniqueId: 'social_proof' },
    ],
    settings: { storeName: 'Luigi’s', globalStoreEnable: 'true', decimalPlaces: 2, currencyCode: 'USD', plugin_social_proof_enabled: 'true' },
    branches: { branches: [branch, { ...branch, id: 2, name: 'Riverside', is_open: false }], selected_branch: branch },
  },
  getCacheInfo: { 'cache-settings': '1', 'cache-layouts': '1', 'cache-branches': '2', 'cache-products': '5' },
  getCart: cartSummary,
  addToCart: cartSummary,
  updateCartItem: cartSummary,
  removeCartItem: cartSummary,
  applyCoupon: cartSummary,
  removeCoupon: cartSummary,
  getProducts: { data: [product, { ...product, id: 2, slug: 'pizza-2', attributes: [], combinations: [], multi_selectable_attributes: [] }], current_page: 1, last_page: 4, per_page: 2, total: 8 },
  getParentCategories: { data: [{ id: 1, name: 'Pizzas', slug: 'pizzas', image: '/c.png', image_alt: 'Pizzas', parent_id: null, position: 1 }] },
  getDiscounts: {
    data: [
      { id: 1, code: 'WELCOME10', title: '10% off', description: null, kind: 'percent', value: 10, min_order_amount: 15, expires_at: null, is_eligible: true, eligibility_message: null },
    ],
  },
  getCartRecommendedProducts: { data: [product] },
  getProduct: {
    data: {
      ...product,
      images: [{ url: '/p1.png', alt: 'A pizza' }, { url: '/p2.png', alt: null }],
      category_path: [{ id: 1, name: 'Pizzas', slug: 'pizzas' }],
      average_rating: 4.5,
      rating_count: 12,
    },
  },
  getCategory: {
    data: {
      id: 1,
      name: 'Pizzas',
      slug: 'pizzas',
      image: '/c.png',
      image_alt: 'Pizzas',
      parent_id: null,
      position: 1,
      description: '<p>Stone-baked.</p>',
      children: [{ id: 10, name: 'Classic pizzas', slug: 'classic-pizzas', image: null, image_alt: null, parent_id: 1, position: 1 }],
      path: [],
    },
  },
  getCategoryProducts: { data: [product], current_page: 1, last_page: 3, per_page: 1, total: 3 },
  searchProducts: {
    data: [product],
    categories: [{ id: 1, name: 'Pizzas', slug: 'pizzas', image: null, image_alt: null, parent_id: null, position: 1 }],
    current_page: 1,
    last_page: 1,
    total: 1,
  },
  getProductReviews: {
    data: [
      { id: 1, rating: 5, comment: 'Lovely', author: 'Ana P.', created_at: '2026-01-02T10:00:00Z' },
      { id: 2, rating: 3, comment: null, author: 'Ben K.', created_at: '2026-01-01T10:00:00Z' },
    ],
    rating_count: 2,
    review_count: 1,
    average_rating: 4,
    grouped_ratings: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1 },
    current_page: 1,
    last_page: 1,
  },
  getPages: { data: [{ id: 1, title: 'About us', slug: 'about-us', position: 1 }] },
  getPage: { data: { id: 1, title: 'About us', slug: 'about-us', content: '<p>Hello</p>', meta_description: null, updated_at: '2026-01-01T00:00:00Z' } },
  getRecentOrders: { orders: [{ id: 1, city: 'Springfield', product_name: 'Margherita Pizza', product_id: 1, placed_at: '2024-06-01T12:30:00Z' }] },
  login: { token: 'token-abc', user },
  register: { token: 'token-abc', user },
  sendLoginOtp: { message: 'We sent a code to ana@example.com.', resend_after: 30, expires_in: 300, length: 6 },
  loginWithOtp: { token: 'token-abc', user },
  sendForgotPasswordEmail: { message: 'If an account has this email, we sent it a code.', resend_after: 30, expires_in: 900, length: 6 },
  verifyForgotPassword: { message: 'Your password is changed. Sign in with it.' },
  getProfile: { user },
  updateProfile: { user },
  changeAvatar: { user: { ...user, avatar: '/sim-avatars/3/1-abc' } },
  logout: null,
  getWishlist: { data: [product, { ...product, id: 2, slug: 'pizza-2', in_stock: false }] },
  toggleWishlistProduct: { product_id: 1, in_wishlist: true },
  getAddresses: { data: [address, { ...address, id: 5, label: 'Work', line2: null, lat: null, lng: null, place_id: null, is_default: false }] },
  addAddress: { address, data: [address] },
  deleteAddress: { data: [address] },
  setDefaultAddress: { data: [address] },
  getPlacePredictions: { data: [place] },
  getPlaceDetails: { data: { ...place, line1: '500 East Capitol Avenue', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US', lat: 39.7996, lng: -89.6477 } },
  checkPincode: { deliverable: true, message: 'Downtown delivers to 62701.', delivery_charge: 4.99 },
  checkWallet: wallet,
  placeOrder: { data: order, payment: order.payment },
  processPayment: orderAnswer,
  getSingleOrder: orderAnswer,
  rateOrderItem: orderAnswer,
  getAllOrders: {
    data: [{ id: 12, order_number: '1012', status: 'delivered', payment_status: 'paid', placed_at: '2026-11-26T12:00:00.000Z', total: 32.05, items_count: 2, item_names: ['Margherita Pizza'], can_rate: true }],
    current_page: 1,
    last_page: 2,
    total: 12,
  },
  getOrderToTrack: {
    data: {
      id: 12,
      order_number: '1012',
      status: 'preparing',
      payment_status: 'paid',
      placed_at: '2026-11-26T12:00:00.000Z',
      estimated_delivery_at: '2026-11-26T12:31:00.000Z',
      steps: order.steps,
      branch_name: 'Downtown',
      branch_phone: '(217) 555-0100',
      total: 32.05,
    },
  },
  getRewards: { data: rewards },
  redeemPoints: { data: rewards, wallet: walletBalance },
  getScratchCards: { data: [scratchCard], wallet: walletBalance, points: 760 },
  redeemScratchCard: { data: scratchCard, wallet: walletBalance, points: 760 },
  getReferrals: {
    data: { code: 'ALEX10', rules: referralRules, referrals: [{ id: 1, name: 'Sam R.', status: 'joined', joined_at: '2026-11-20T10:00:00.000Z', order_by: '2027-01-19T10:00:00.000Z', points_given: 200, credit_given: 0 }] },
  },
  getReferrerUser: { data: { name: 'Alex M.', code: 'ALEX10', is_you: false, rules: referralRules } },
};

/** Values real backends send in the wrong place: PHP's empties and flags, numbers as strings. */
const backendQuirks = fc.constantFrom<unknown>(null, '', ' ', '0', '1', 0, 1, -1, 'true', 'false', '12.50', [], {}, { '0': 1 });
const missingKey = Symbol('missing key');

/**
 * Answers shaped like `sample`, each part kept (its own parts varied in turn), left out, or replaced by
 * any JSON value or a backend quirk. Most parts survive, so a list keeps good items beside broken ones.
 */
function shapedLike(sample: unknown): fc.Arbitrary<unknown> {
  let own: fc.Arbitrary<unknown>;
  if (Array.isArray(sample)) {
    own = sample.length === 0 ? fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }) : fc.array(fc.oneof(...sample.map(shapedLike)), { maxLength: sample.length + 2 });
  } else if (typeof sample === 'object' && sample !== null) {
    const fields = Object.fromEntries(
      Object.entries(sample).map(([key, value]) => [key, fc.oneof({ arbitrary: shapedLike(value), weight: 12 }, { arbitrary: fc.constant(missingKey), weight: 1 })]),
    );
    own = fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== missingKey)));
  } else {
    own = fc.constant(sample);
  }
  return fc.oneof({ arbitrary: own, weight: 12 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 }, { arbitrary: backendQuirks, weight: 1 });
}

const nameOf = (call: CallDefinition) => `${call.method.toUpperCase()} ${call.path}`;

/** Calls that read their answer with the same schema are one case. */
const cases = [...new Set(callList.map((call) => call.answer.schema))].map((schema) => {
  const calls = callList.filter((call) => call.answer.schema === schema);
  return { schema, calls, title: calls.map((call) => call.id).join(', '), name: nameOf(calls[0]!), sample: sampleAnswers[calls[0]!.id] };
});

/** Reads `body` as the client does; when it gives an answer, reads that answer again after a JSON round trip. */
function readAndReread(schema: z.ZodMiniType, body: unknown, call: string): void {
  let answer: unknown;
  try {
    answer = parseAnswer(schema, body, call);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
    return;
  }
  if (answer === undefined) return;
  const kept: unknown = JSON.parse(JSON.stringify(answer));
  expect(() => parseAnswer(schema, kept, call)).not.toThrow();
}

describe('the tolerant reader on any answer at all', () => {
  it('has a sample answer for every call in callList', () => {
    expect(callList.map((call) => call.id).filter((id) => !(id in sampleAnswers))).toEqual([]);
  });

  describe.each(cases)('$title', ({ schema, name, sample }) => {
    it('reads its sample answer whole, leaving nothing out', () => {
      const answer: unknown = parseAnswer(schema, sample, name);
      expect(droppedFrom(answer)).toBeNull();
    });

    it('answers or fails with ApiError invalid-response on any JSON value, and an answer reads again', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (body) => readAndReread(schema, body, name)),
        { numRuns: 50 },
      );
    });

    it('answers or fails with ApiError invalid-response on answers of its shape with parts broken, and an answer reads again', () => {
      fc.assert(
        fc.property(shapedLike(sample), (body) => readAndReread(schema, body, name)),
        { numRuns: 120 },
      );
    });
  });

  it('would catch a reader that throws anything but the typed error', () => {
    const brittle = z.pipe(z.unknown(), z.transform((value) => (value as { items: unknown[] }).items.length));
    let failure: unknown;
    try {
      fc.assert(fc.property(fc.jsonValue(), (body) => readAndReread(brittle, body, 'GET /api/brittle')), { numRuns: 100, seed: 1 });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).cause)).toMatch(/expected TypeError.* to be an instance of ApiError/);
  });

  it('gives answers, not only failures, from the broken shapes: the property reaches the item-by-item reading', () => {
    const cart = cases.find((entry) => entry.calls.some((call) => call.id === 'getCart'));
    const outcomes = fc.sample(shapedLike(cart?.sample), { numRuns: 200, seed: 7 }).map((body) => {
      try {
        const answer: unknown = parseAnswer(cart!.schema, body, cart!.name);
        return droppedFrom(answer) ? 'answer with parts left out' : 'whole answer';
      } catch {
        return 'failure';
      }
    });
    expect(new Set(outcomes)).toEqual(new Set(['answer with parts left out', 'whole answer', 'failure']));
  });
});
