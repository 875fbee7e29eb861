import * as z from 'zod/mini';
import { flagSchema, idSchema, tolerantArray } from './common.schema';
import { productSchema } from './product.schema';

/*
 * The wishlist calls (ADR 0023). A file of its own: building a schema is a side effect the bundler keeps, so these
 * load with the hearts' lazy chunk, never with the home page's first download (ADR 0017).
 */

/**
 * GET /api/get-wishlist: the signed-in customer's saved products, most recently saved first, as product cards read
 * them. Not paged: every heart on a page needs to know whether its product is saved, and a wishlist is a short list a
 * shopper builds by hand (a backend may cap its length: the simulator's holds at most 200).
 */
export const wishlistSchema = z.object({ data: tolerantArray(productSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

/**
 * POST /api/toggle-wishlist-product. `in_wishlist` is the state the shopper asked for: true saves, false removes,
 * and sending the same again changes nothing, so a retried or repeated request can never undo the shopper's intent.
 * Without it the call flips the product's state (the name's "toggle"), which the storefront never relies on.
 */
export const toggleWishlistPayloadSchema = z.object({
  product_id: idSchema,
  in_wishlist: z.optional(z.boolean()),
});

/** The answer: the product's state now, which the storefront takes as the truth for that product's hearts. */
export const wishlistToggleAnswerSchema = z.object({
  product_id: idSchema,
  in_wishlist: flagSchema,
});
export type WishlistToggleAnswer = z.infer<typeof wishlistToggleAnswerSchema>;
