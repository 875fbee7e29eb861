import { apiRequest, type RequestContext } from './client';
import { wishlistSchema, wishlistToggleAnswerSchema, type ToggleWishlistPayload } from './schemas/wishlist.schema';

export type { ToggleWishlistPayload };

/** The signed-in customer's saved products, newest first (ADR 0023). A guest's call answers 401. */
export const getWishlist = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/get-wishlist', schema: wishlistSchema });

/** Saves or removes one product; the storefront always says which (`in_wishlist`), never "flip it". */
export const toggleWishlistProduct = (context: RequestContext, payload: ToggleWishlistPayload) =>
  apiRequest(context, { method: 'post', path: '/api/toggle-wishlist-product', json: payload, schema: wishlistToggleAnswerSchema });
