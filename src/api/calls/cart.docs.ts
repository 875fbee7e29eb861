import { cart } from './cart';
import { describe } from './describe';

/** What the contract says about the cart calls. */
export const cartDocs = [
  describe(cart.get, {
    summary: "The caller's cart: every line and every figure, worked out by the server.",
    errors: [],
    check: {},
  }),
  describe(cart.add, {
    summary: 'Adds a product with its chosen options; answers the whole cart.',
    errors: [400, 422],
  }),
  describe(cart.update, {
    summary: "Changes a line's quantity or options; answers the whole cart.",
    errors: [400, 404, 422],
  }),
  describe(cart.remove, {
    summary: 'Removes a line; answers the whole cart.',
    errors: [404],
    pathParams: { cart_item_id: 'The id of the cart line (`cartItems[].id`).' },
  }),
  describe(cart.applyCoupon, {
    summary: "Attaches a discount code to the caller's cart; a code that cannot be used is a 422 with the reason.",
    errors: [400, 422],
  }),
  describe(cart.removeCoupon, {
    summary: "Takes the caller's discount code off the cart.",
    errors: [],
  }),
];
