/** The simulator's in-memory store: one collection per resource, built from the client's zod schemas. */
export { branches } from './branches.collection';
export { cartLines, cartLineSchema, type CartLine } from './cart-lines.collection';
export { categories } from './categories.collection';
export { cartCoupons, cartCouponSchema, discounts, storedDiscountSchema, type CartCoupon, type StoredDiscount } from './discounts.collection';
export { layoutItems } from './layout.collection';
export { products } from './products.collection';
export { sessions, sessionSchema, users, type Session } from './users.collection';
export { bumpCacheVersion, getCacheVersions, getSettings, nextId, replaceSettings, resetSiteMeta, updateSettings, type SequenceName } from './site-meta';
