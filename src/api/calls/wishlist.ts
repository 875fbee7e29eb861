import { toggleWishlistPayloadSchema, wishlistSchema, wishlistToggleAnswerSchema } from '../schemas/wishlist.schema';
import { defineCall } from './define';

/** The signed-in customer's saved products (ADR 0023). */
export const wishlist = {
  get: defineCall({
    id: 'getWishlist',
    method: 'get',
    path: '/api/get-wishlist',
    audience: 'customer',
    answer: { status: 200, schema: wishlistSchema },
  }),
  toggle: defineCall({
    id: 'toggleWishlistProduct',
    method: 'post',
    path: '/api/toggle-wishlist-product',
    audience: 'customer',
    body: toggleWishlistPayloadSchema,
    answer: { status: 200, schema: wishlistToggleAnswerSchema },
  }),
};
