import type { Product } from '@/api/schemas/product.schema';
import { isSaved, type WishlistState } from '@/models/wishlist/wishlist.lib';

/** A product of the wishlist screen: saved, or removed on this visit (its row stays, with Undo). */
export interface WishlistRow {
  product: Product;
  saved: boolean;
}

/**
 * The rows the screen shows: the products of the last load that are still saved, and those the shopper removed here
 * (until the screen opens again), so a removal can be undone where it was made and focus has somewhere to stay.
 */
export function wishlistRows(state: WishlistState, removedHere: readonly string[]): WishlistRow[] {
  return state.products.flatMap((product) => {
    const saved = isSaved(state, product.id);
    return saved || removedHere.includes(String(product.id)) ? [{ product, saved }] : [];
  });
}

/** What the screen's body shows. */
export type WishlistView = 'loading' | 'failed' | 'empty' | 'list';

/**
 * The list whenever there are rows (a refresh on its way or failed keeps them on show); otherwise the failure, the
 * empty state once a load has said so, or the loading state.
 */
export function wishlistView(state: WishlistState, rows: readonly WishlistRow[]): WishlistView {
  if (rows.length > 0) return 'list';
  if (state.status === 'failed') return 'failed';
  return state.loaded ? 'empty' : 'loading';
}
