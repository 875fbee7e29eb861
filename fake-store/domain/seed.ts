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
import { buildCatalogue } from './seed-catalogue';
import { freeDeliveryPromise } from './seed-delivery';
import { buildDiscounts } from './seed-discounts';
import { buildLayout } from './seed-layout';
import { buildPages } from './seed-pages';
import { defaultSeed, seedFacts } from './seed-facts';
import { seedDemoLoyalty } from './seed-loyalty';
import { buildDemoOrders } from './seed-orders';
import { demoAddresses } from './seed-places';

export interface SeedOptions {
  /** The faker seed; the same seed always builds the same store. */
  seed?: number;
  /** The day discount dates are counted from (default: now), so a test can pin them. */
  now?: Date;
}

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
    settings[`favicon${size}`] = simulatedImageUrl('favicon', { width: size, height: size, label: 'J', kind: 'wordmark' });
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
  return { ...seedFacts.demoUser, phone: '+1 555 0100', avatar: simulatedImageUrl('avatar-alex-morgan', { width: 128, height: 128, label: 'AM', kind: 'wordmark' }), referral_code: 'ALEX10' };
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
  for (const item of buildLayout()) await layoutItems.create(item);
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
