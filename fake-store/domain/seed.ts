import { en, Faker } from '@faker-js/faker';
import type { Branch, RawSettings } from '@/api/schemas/site.schema';
import type { UserProfile } from '@/api/schemas/user.schema';
import { faviconSizes, seoAffixKeys, settingKeys } from '@/domain/site-settings';
import {
  addresses,
  avatarImages,
  branches,
  cartCoupons,
  cartLines,
  categories,
  discounts,
  endedPlaceSessions,
  gatewayAttempts,
  idempotencyRecords,
  layoutItems,
  linePriceChanges,
  orders,
  pages,
  products,
  recordSeedRun,
  replaceSettings,
  resetSiteMeta,
  sessions,
  users,
  nextId,
  personalCoupons,
  pointsGrants,
  pointsRedemptions,
  referrals,
  scratchCards,
  walletCredits,
  wishlistEntries,
} from './db';
import { codeRequests, credentials, oneTimeCodes, storePassword } from './db/users.collection';
import { simulatedImageUrl } from './images';
import { buildCatalogue, firstChildCategoryId, fullMenuCategory } from './seed-catalogue';
import { freeDeliveryFromCents, freeDeliveryPromise } from './seed-delivery';
import { buildDiscounts, couponCodes } from './seed-discounts';
import { buildLayout } from './seed-layout';
import { buildPages, hostilePage, listedPageSlugs } from './seed-pages';
import { demoLoyaltyFacts, seedDemoLoyalty } from './seed-loyalty';
import { buildDemoOrders, demoOrderFacts } from './seed-orders';
import { demoAddresses, placeFacts } from './seed-places';
import { manyReviews, noReviewsEvery } from './seed-reviews';

export interface SeedOptions {
  /** The faker seed; the same seed always builds the same store. */
  seed?: number;
  /** The day discount dates are counted from (default: now), so a test can pin them. */
  now?: Date;
}

export const defaultSeed = 20_240_601;

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

const branchAddresses = ['120 Market Street', '8 Riverside Walk', 'Terminal 2, Departures Level'];

function buildBranches(faker: Faker): Branch[] {
  return seedFacts.branches.map((branch, index) => ({
    ...branch,
    address: `${branchAddresses[index] ?? faker.location.streetAddress()}, Springfield`,
    phone: faker.phone.number({ style: 'national' }),
  }));
}

function buildSettings(): RawSettings {
  const { storeName } = seedFacts;
  const settings: RawSettings = {
    [settingKeys.storeName]: storeName,
    // A wordmark: the logo says the store's name, so the top bar shows it alone (top_nav's show_store_name).
    [settingKeys.logo]: simulatedImageUrl('logo', { width: 280, height: 80, label: storeName, kind: 'wordmark' }),
    [settingKeys.storeBgColor]: '#1f6f5c',
    [settingKeys.storeTextOnBgColor]: '#ffffff',
    [settingKeys.storeTextColor]: '#1d2a26',
    [settingKeys.reviewStarColor]: '#f5a623',
    // The real API sends booleans as strings; the client must read them (spec section 3).
    [settingKeys.globalStoreEnable]: 'true',
    [settingKeys.storeType]: 'physical',
    [settingKeys.poweredBy]: 'Powered by <a href="https://example.com">Zepio</a>',
    [settingKeys.seoMetaTitle]: `${storeName} | Fresh food, delivered`,
    [settingKeys.seoMetaDescription]: `Order pizzas, burgers, bowls and more from ${storeName}. ${freeDeliveryPromise}.`,
    [settingKeys.ogImage]: simulatedImageUrl('og-image', { width: 1200, height: 630, label: storeName }),
    [settingKeys.locale]: 'en-US',
    [settingKeys.currencyCode]: 'USD',
    [settingKeys.decimalPlaces]: '2',
    [settingKeys.symbolPlacement]: 'before',
  };
  for (const size of faviconSizes) {
    settings[`favicon${size}`] = simulatedImageUrl('favicon', { width: size, height: size, label: 'J' });
  }
  settings[seoAffixKeys('general').titlePrefix] = '';
  for (const kind of ['product', 'category', 'page'] as const) {
    const keys = seoAffixKeys(kind);
    if (keys.titlePrefix) settings[keys.titlePrefix] = '';
    if (keys.titleSuffix) settings[keys.titleSuffix] = ` | ${storeName}`;
    if (keys.descriptionPrefix) settings[keys.descriptionPrefix] = '';
    if (keys.descriptionSuffix) settings[keys.descriptionSuffix] = ` Order online from ${storeName}.`;
  }
  return settings;
}

function buildDemoUser(): UserProfile {
  return { ...seedFacts.demoUser, phone: '+1 555 0100', avatar: simulatedImageUrl('avatar-alex-morgan', { width: 128, height: 128, label: 'AM' }), referral_code: 'ALEX10' };
}

async function reseed(seed: number, now: Date): Promise<void> {
  // A private faker instance: seeding it never disturbs the global faker other tests may use.
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);

  for (const collection of [addresses, branches, cartCoupons, cartLines, categories, codeRequests, credentials, discounts, endedPlaceSessions, gatewayAttempts, idempotencyRecords, layoutItems, linePriceChanges, oneTimeCodes, orders, pages, personalCoupons, pointsGrants, pointsRedemptions, products, referrals, scratchCards, sessions, users, walletCredits, wishlistEntries]) {
    collection.clear();
  }
  avatarImages.clear();
  resetSiteMeta();
  recordSeedRun({ seed, now });

  const settings = buildSettings();
  replaceSettings(settings);
  const catalogue = buildCatalogue(faker);
  // Sequential creates keep the insertion order, so `all()` lists records in seed order.
  for (const branch of buildBranches(faker)) await branches.create(branch);
  for (const category of catalogue.categories) await categories.create(category);
  for (const product of catalogue.products) await products.create(product);
  for (const discount of buildDiscounts(now)) await discounts.create(discount);
  for (const item of await buildLayout()) await layoutItems.create(item);
  const demoUser = buildDemoUser();
  const demoUserId = nextId('user');
  await users.create({ ...demoUser, id: demoUserId });
  await storePassword(demoUserId, seedFacts.demoPassword);
  // Saved oldest first: the store keeps saves in order and answers the newest first.
  for (const productId of [...seedFacts.demoWishlistProductIds].reverse()) await wishlistEntries.create({ user_id: demoUserId, product_id: productId });
  for (const { is_default: isDefault, ...address } of demoAddresses) {
    const id = nextId('address');
    await addresses.create({ ...address, id, user_id: demoUserId, saved: id, line2: address.line2 ?? null, lat: address.lat ?? null, lng: address.lng ?? null, place_id: address.place_id ?? null, is_default: isDefault });
  }
  for (const page of buildPages(now)) await pages.create(page);
  const branchPhone = (branches.findFirst((q) => q.where({ id: seedFacts.defaultBranchId })))?.phone ?? null;
  const demoOrders = buildDemoOrders({ faker, catalogue: catalogue.products, userId: demoUserId, now, nextOrderId: () => nextId('order'), nextItemId: () => nextId('orderItem') });
  for (const order of demoOrders) {
    await orders.create({ ...order, branch_phone: branchPhone });
  }
  await seedDemoLoyalty({ userId: demoUserId, now, orders: demoOrders });
  // The ratings are not stored here: fake-store/domain/reviews.ts draws them from this seed and day when first asked.
}

let pending: Promise<void> = Promise.resolve();

/**
 * Empties every collection and builds the store again from `seed`. Calls run one after another, so two
 * overlapping calls (a test's beforeEach and a hot reload, say) never interleave their records.
 */
export function seedDatabase(options: SeedOptions = {}): Promise<void> {
  const seed = options.seed ?? defaultSeed;
  const now = options.now ?? new Date();
  const run = pending.then(() => reseed(seed, now));
  // Keep the chain alive after a failure; the caller still sees the rejection through `run`.
  pending = run.catch(() => undefined);
  return run;
}
