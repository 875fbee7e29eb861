import type { Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { findCatalogueProduct } from './catalog';
import { wishlistEntries } from './db';

/*
 * The simulated store's wishlists (ADR 0023), one per customer: get-wishlist and toggle-wishlist-product. Pure store
 * logic: the handlers (fake-store/http/handlers/wishlist.handlers.ts) check who is asking and turn results into answers.
 */

/** How many products one wishlist holds: a backend bounds every list it answers unpaged. */
export const wishlistLimit = 200;

export const wishlistMessages = {
  unknownProduct: 'This product is no longer available.',
  full: `Your wishlist is full (${wishlistLimit} products). Remove one to save another.`,
} as const;

export type WishlistResult = { ok: true; inWishlist: boolean } | { ok: false; message: string; errors: Record<string, string[]> };

const sameId = (a: Id, b: Id) => String(a) === String(b);

function entriesOf(userId: Id) {
  return wishlistEntries.all().filter((entry) => sameId(entry.user_id, userId));
}

/**
 * A customer's saved products, most recently saved first, as product cards read them. A product the catalogue no
 * longer has is left out (its record stays: it shows again should the product come back).
 */
export function wishlistOf(userId: Id): Product[] {
  return entriesOf(userId)
    .reverse()
    .flatMap((entry) => {
      const product = findCatalogueProduct(entry.product_id);
      return product ? [product] : [];
    });
}

/**
 * Saves (`wanted` true) or removes (false) a product; `undefined` flips it, for clients that send no state. The same
 * request twice changes nothing. Saving a product the catalogue does not have, or into a full wishlist, is refused;
 * removing one always succeeds.
 */
export async function setWishlisted(userId: Id, productId: Id, wanted: boolean | undefined): Promise<WishlistResult> {
  const saved = entriesOf(userId).some((entry) => sameId(entry.product_id, productId));
  const inWishlist = wanted ?? !saved;
  if (!inWishlist) {
    wishlistEntries.deleteMany((q) => q.where({ user_id: (id) => sameId(id, userId), product_id: (id) => sameId(id, productId) }));
    return { ok: true, inWishlist: false };
  }
  if (saved) return { ok: true, inWishlist: true };
  const product = findCatalogueProduct(productId);
  if (!product) return { ok: false, message: wishlistMessages.unknownProduct, errors: { product_id: [wishlistMessages.unknownProduct] } };
  if (entriesOf(userId).length >= wishlistLimit) return { ok: false, message: wishlistMessages.full, errors: { product_id: [wishlistMessages.full] } };
  await wishlistEntries.create({ user_id: userId, product_id: product.id });
  return { ok: true, inWishlist: true };
}
