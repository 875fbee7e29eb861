import { firstChildCategoryId, fullMenuCategory } from './seed-catalogue';
import { freeDeliveryFromCents } from './seed-delivery';
import { couponCodes } from './seed-discounts';
import { demoLoyaltyFacts } from './seed-loyalty';
import { hostilePage, listedPageSlugs } from './seed-pages';
import { demoAddresses, placeFacts } from './seed-places';
import { manyReviews, noReviewsEvery } from './seed-reviews';

/*
 * The facts of the seeded store that several files share: the seed itself (seed.ts), the store's logic (the cart's
 * and the orders' default branch, the demo session) and the tests. Kept apart from seed.ts, which imports the whole
 * store to build it: reading a fact never loads the builder, and no seed file imports another in a loop.
 */

export const defaultSeed = 20_240_601;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/**
 * What each of the demo customer's seeded orders (seed-orders.ts builds them) is, newest last: when it was paid
 * (before the seeding) and what became of it.
 */
export const demoOrderHistory: readonly { paidAgoMs: number; kind: 'delivered-rated' | 'delivered' | 'cancelled' | 'on-its-way' }[] = [
  { paidAgoMs: 60 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 52 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 45 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 38 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 31 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 24 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 17 * dayMs, kind: 'delivered-rated' },
  { paidAgoMs: 12 * dayMs, kind: 'cancelled' },
  { paidAgoMs: 9 * dayMs, kind: 'delivered' },
  { paidAgoMs: 3 * dayMs, kind: 'delivered' },
  { paidAgoMs: 1 * dayMs, kind: 'delivered' },
  { paidAgoMs: 20 * minuteMs, kind: 'on-its-way' },
];

/**
 * The seeded orders' ids (1 to 12, in the order above) and what each is when the store is seeded; seedFacts
 * repeats them for tests. The one on its way stays out for delivery for two hours after the seeding (a long
 * trip), so a run of end-to-end tests finds it on its way.
 */
export const demoOrderFacts = {
  count: demoOrderHistory.length,
  deliveredAndRatedIds: [1, 2, 3, 4, 5, 6, 7],
  cancelledId: 8,
  readyToRateIds: [9, 10, 11],
  onItsWayId: 12,
  /** Out for delivery from 15 minutes after paying until 140: it was paid 20 minutes before the seeding, so two hours after it. */
  onItsWayStepMinutes: [1, 5, 15, 140] as [number, number, number, number],
} as const;

/**
 * Facts about the seeded store that tests and demos may rely on. They do not depend on the faker seed:
 * names, ids and option shapes are fixed; only prices and descriptions are drawn from faker.
 */
export const seedFacts = {
  storeName: 'Juniper Kitchen',
  branches: [
    { id: 1, name: 'Downtown', is_open: true },
    { id: 2, name: 'Riverside', is_open: true },
    { id: 3, name: 'Airport', is_open: false },
  ],
  defaultBranchId: 1,
  /** Margherita Pizza: Size × Crust combinations, "Extra toppings" (max 3, variant prices), "Extras" (a dependency). */
  productWithOptionsId: 1,
  /** Garden Veggie Pizza: like the Margherita, but Large + Thin is no combination (the pair orders nothing). */
  productWithMissingCombinationId: 5,
  /** Classic Burger: "Sauces" needs at least 1 (min 1, max 2). */
  productWithRequiredChoiceId: 6,
  /** Caesar Salad: no single-choice attributes, "Dressing" min 1 max 1. */
  productWithOnlyMultiChoiceId: 11,
  /** French Fries: no options at all. */
  productWithoutOptionsId: 21,
  /**
   * Teriyaki Chicken Bowl: Base combinations with prices; "Toppings" min 2 max 4, "Sauces" min 1 and no
   * maximum (max_select null).
   */
  productWithCombinationsAndMinimumId: 16,
  /** Classic Burger: Bacon needs Beef or Chicken (any one of its dependencies); Plant-based disables it. */
  productWithDependenciesId: 6,
  /**
   * Margherita Pizza: toppings priced per variant (1.00 / 1.50 / 2.00 by size), and "Truffle oil drizzle"
   * with variant prices for the Large pizzas only, so it is disabled on Small and Medium.
   */
  productWithVariantPricesId: 1,
  /** Build Your Own Bowl: 11 two-way choices, 2,048 combinations; listed in Bowls and found by search. */
  productWith2048CombinationsId: 20,
  /** The names of the products above, for tests that find them on screen. */
  productNames: {
    1: 'Margherita Pizza',
    5: 'Garden Veggie Pizza',
    6: 'Classic Burger',
    11: 'Caesar Salad',
    16: 'Teriyaki Chicken Bowl',
    19: 'Falafel Bowl',
    20: 'Build Your Own Bowl',
    21: 'French Fries',
    24: 'Sweet Potato Fries',
  },
  outOfStockProductId: 24,
  outOfStockProductWithOptionsId: 19,
  /** From this subtotal delivery is free at every branch (seed-delivery.ts): the cart, banner, pages and codes agree. */
  freeDeliveryFromCents,
  /** Discount codes by what they show (see seed-discounts.ts); `unknown` is no code of this store. */
  coupons: couponCodes,
  /** Top-level categories (get-parent-categories): the eight of the menu, then Full menu. */
  categoryCount: 9,
  /** Child categories, ids from 10: Classic pizzas, Specialty pizzas (with Veggie pizzas below it), Soft drinks, Café drinks. */
  childCategoryCount: 5,
  firstChildCategoryId,
  /** A category with children, its products in them: Pizzas → Classic pizzas, Specialty pizzas → Veggie pizzas. */
  categoryWithChildren: { id: 1, slug: 'pizzas' },
  /** A category two levels down: its path is Pizzas, Specialty pizzas. */
  grandchildCategory: { id: firstChildCategoryId + 2, slug: 'veggie-pizzas' },
  /** Full menu: the generated 1,200-product catalogue (ids 1001–2200) as a category. */
  fullMenuCategory: { id: fullMenuCategory.id, slug: fullMenuCategory.slug },
  productCount: 40,
  /** Margherita Pizza: 340 ratings (get-product-reviews pages through them; get-product sums them up). */
  productWithManyReviews: { id: manyReviews.productId, ratingCount: manyReviews.count },
  /** Products whose id is a multiple of 7 (7, 14, 21, 28, 35) have no ratings; generated products have none either. */
  productWithoutReviewsId: noReviewsEvery * 3,
  /** The listed content pages' slugs, in display order, and the unlisted one carrying the XSS corpus. */
  pageSlugs: listedPageSlugs,
  hostilePage,
  /** A customer account; `createSessionToken()` logs in as this user unless told otherwise. */
  demoUser: { id: 1, name: 'Alex Morgan', email: 'alex@example.com' },
  /** The demo customer's password (fake-store/README.md): sign in as alex@example.com or +1 555 0100 with it. */
  demoPassword: 'demo-password-1',
  /** The demo customer's wishlist, most recently saved first: one with options, one without, one sold out. */
  demoWishlistProductIds: [1, 21, 24],
  /** The demo customer's addresses, Home (the default) then Work (seed-places.ts). */
  demoAddressLines: demoAddresses.map((address) => address.line1),
  /** The demo customer's wallet balance in cents (check-wallet: 25.00); a new customer's wallet is empty. */
  demoWalletBalanceCents: demoLoyaltyFacts.walletBalanceCents,
  /** The demo customer's loyalty history (seed-loyalty.ts): wallet credits, points, scratch cards, referrals. */
  demoLoyalty: demoLoyaltyFacts,
  /**
   * The demo customer's twelve orders (seed-orders.ts), ids 1-12, numbers 1001-1012: 1-7 delivered and rated, 8
   * cancelled (refunded), 9-11 delivered and ready to rate, 12 out for delivery (for two hours after seeding).
   */
  demoOrders: demoOrderFacts,
  /** Places to search for, by what check-pincode answers for them at the default branch (seed-places.ts). */
  places: placeFacts,
} as const;
