import { combine, createEvent, createStore, sample } from 'effector';
import { loggedOut } from '@/models/session/session.model';
import { $wishlist, wishlistChangeRequested, wishlistScreenOpened, type WishlistProduct } from '@/models/wishlist/wishlist.model';
import { wishlistRows, wishlistView } from './wishlist-screen.lib';

/*
 * The wishlist screen's own state: which rows were removed on this visit. The saved products and every request are
 * the wishlist model's (the hearts share them); this only decides what the screen shows.
 */

/** The shopper pressed Remove on a row. */
export const wishlistRowRemoved = createEvent<WishlistProduct>();
/** The shopper pressed Undo on a removed row. */
export const wishlistRowRestored = createEvent<WishlistProduct>();

/** Ids of the products removed on this visit, whose rows stay with Undo until the screen opens again. */
const $removedHere = createStore<string[]>([]);
$removedHere
  .on(wishlistRowRemoved, (ids, product) => (ids.includes(String(product.id)) ? ids : [...ids, String(product.id)]))
  .reset(wishlistScreenOpened, loggedOut);

export const $wishlistRows = combine($wishlist, $removedHere, wishlistRows);
export const $wishlistView = combine($wishlist, $wishlistRows, wishlistView);
export const $wishlistRefreshFailed = combine($wishlist, $wishlistRows, (state, rows) => state.status === 'failed' && rows.length > 0);

// When the shopper removes a row, ask for the product not saved; Undo asks for it saved again.
sample({ clock: wishlistRowRemoved, fn: (product) => ({ product, inWishlist: false }), target: wishlistChangeRequested });
sample({ clock: wishlistRowRestored, fn: (product) => ({ product, inWishlist: true }), target: wishlistChangeRequested });
