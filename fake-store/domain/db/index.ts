/** The simulator's in-memory store: one collection per resource, built from the client's zod schemas. */
export { addresses, storedAddressSchema, type StoredAddress } from './addresses.collection';
export { avatarImages, type StoredAvatar } from './avatars';
export { branches } from './branches.collection';
export { cartLines, cartLineSchema, type CartLine } from './cart-lines.collection';
export { categories, storedCategorySchema, type StoredCategory } from './categories.collection';
export { cartCoupons, cartCouponSchema, discounts, storedDiscountSchema, type CartCoupon, type StoredDiscount } from './discounts.collection';
export { layoutItems } from './layout.collection';
export { endedPlaceSessions } from './place-sessions.collection';
export {
  gatewayAttempts,
  idempotencyRecords,
  linePriceChanges,
  orders,
  storedOrderSchema,
  type GatewayAttempt,
  type IdempotencyRecord,
  type StoredOrder,
  type StoredOrderData,
} from './orders.collection';
export {
  personalCoupons,
  pointsGrants,
  pointsRedemptions,
  referrals,
  scratchCards,
  walletCredits,
  type PersonalCoupon,
  type PointsGrant,
  type PointsRedemption,
  type ReferralRecord,
  type ScratchCardRecord,
  type StoredScratchCard,
  type StoredScratchReward,
  type StoredWalletCredit,
} from './loyalty.collection';
export { pages, storedPageSchema, type StoredPage } from './pages.collection';
export { products } from './products.collection';
export { sessions, sessionSchema, users, type Session } from './users.collection';
export { wishlistEntries, wishlistEntrySchema, type WishlistEntry } from './wishlist.collection';
export {
  bumpCacheVersion,
  getCacheVersions,
  getSeedRun,
  getSettings,
  nextId,
  recordSeedRun,
  replaceSettings,
  resetSiteMeta,
  updateSettings,
  type SeedRun,
  type SequenceName,
} from './site-meta';
