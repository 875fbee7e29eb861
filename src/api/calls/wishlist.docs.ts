import { describe } from './describe';
import { wishlist } from './wishlist';

/** What the contract says about the wishlist calls. */
export const wishlistDocs = [
  describe(wishlist.get, {
    summary:
      "The signed-in customer's saved products, most recently saved first, each with the product card's fields (as get-products answers them). " +
      'Not paged: the storefront needs every saved id to show each heart, and a wishlist is a short list built by hand; a backend may cap its length (see toggle-wishlist-product). ' +
      'A product the store no longer sells is left out; one sold out stays, with `in_stock` false.',
    errors: [],
    check: {},
  }),
  describe(wishlist.toggle, {
    summary:
      "Saves a product to the signed-in customer's wishlist or removes it, and answers the product's state now (`in_wishlist`). " +
      '`in_wishlist` in the payload is the state wanted: true saves, false removes, and the same request twice changes nothing, so a retry or a repeated tap can never undo what the shopper asked for; the storefront always sends it. ' +
      'Left out, the call flips the state (the name\'s toggle), for older clients. ' +
      'Saving a product the store does not sell: 422 on `product_id`; removing one answers `in_wishlist: false` (a shopper can always clear a product that left the catalogue). ' +
      'A full wishlist (the simulator holds 200) refuses a new product with a 422 on `product_id` saying so.',
    errors: [422],
  }),
];
