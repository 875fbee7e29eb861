import { createEvent, createStore, sample } from 'effector';
import { addToCart, getCart, removeCartItem, updateCartItem } from '@/api/cart.api';
import { shopperMessage } from '@/api/api-error';
import type { CartAddPayload, CartSummary, CartUpdatePayload } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import { branchPicked } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut } from '@/models/session/session.model';
import { toastShown } from '@/models/toast/toast.model';

/** The cart slice of spec section 3: the server's summary plus the client's in-flight flags. */
export type CartState = CartSummary & {
  is_cart_updating: boolean;
  /** The product whose line is changing, so its controls can show a pending state. */
  is_cart_updating_product: string | null;
};

export const emptyCartSummary: CartSummary = {
  cartItems: [],
  cartDetails: { items_count: 0, total_quantity: 0 },
  tax_amount: 0,
  delivery_charge: 0,
  delivery_message: null,
  order_discount_amount: 0,
  shipping_discount_amount: 0,
  product_price_discount: 0,
  subtotal: 0,
  total_original_price: 0,
  total_discount: 0,
  address: null,
  total: 0,
  discount_eligibility_message: null,
  coupon_applied: false,
  coupon_message: null,
  customer_applied_coupon: null,
  is_delivery_available: true,
  adjusted_cart_items: [],
  subtotal_after_discounts: 0,
};

export const initialCart: CartState = { ...emptyCartSummary, is_cart_updating: false, is_cart_updating_product: null };

export const CART_FETCH_ERROR = 'Cart Fetch Error';
export const CART_REMOVE_ERROR = 'Error remove item from cart';

export const homePageOpened = createEvent();
export const cartRestored = createEvent<CartSummary>();

export const fetchCartFx = createRequestFx((context, _: void) => getCart(context));
export const addToCartFx = createRequestFx((context, payload: CartAddPayload) => addToCart(context, payload));
export const updateCartItemFx = createRequestFx((context, payload: CartUpdatePayload & { product_id: Id }) =>
  updateCartItem(context, {
    cart_id: payload.cart_id,
    quantity: payload.quantity,
    selected_attributes: payload.selected_attributes,
    selected_multi_attributes: payload.selected_multi_attributes,
  }),
);
export const removeCartItemFx = createRequestFx((context, item: { cart_id: Id; product_id: Id }) => removeCartItem(context, item.cart_id));

export const $cart = createStore<CartState>(initialCart);
export const $cartQuantity = $cart.map((cart) => cart.cartItems.reduce((sum, item) => sum + item.quantity, 0));

// When the home page loads, or the branch or the user changes, fetch the cart.
sample({ clock: [homePageOpened, branchPicked, loggedOut], fn: () => undefined, target: fetchCartFx });

// When any cart call answers, its summary replaces ours whole: the server's figures are the truth.
$cart.on(
  [fetchCartFx.doneData, addToCartFx.doneData, updateCartItemFx.doneData, removeCartItemFx.doneData, cartRestored],
  (cart, summary) => ({ ...cart, ...summary }),
);

// When a change starts, flag the cart and the product; when it settles, clear both.
$cart.on(addToCartFx, (cart, payload) => ({ ...cart, is_cart_updating: true, is_cart_updating_product: String(payload.product_id) }));
$cart.on([updateCartItemFx, removeCartItemFx], (cart, payload) => ({
  ...cart,
  is_cart_updating: true,
  is_cart_updating_product: String(payload.product_id),
}));
$cart.on([addToCartFx.finally, updateCartItemFx.finally, removeCartItemFx.finally], (cart) => ({
  ...cart,
  is_cart_updating: false,
  is_cart_updating_product: null,
}));

// When the user logs out, the cart they had is not the guest's.
$cart.on(loggedOut, () => initialCart);

// When an add or update is refused (422), show the server's message.
sample({
  clock: [addToCartFx.failData, updateCartItemFx.failData],
  fn: (error) => ({ message: shopperMessage(error, 'Could not update the cart. Please try again.'), tone: 'error' as const }),
  target: toastShown,
});
// When a removal fails, say so.
sample({ clock: removeCartItemFx.fail, fn: () => ({ message: CART_REMOVE_ERROR, tone: 'error' as const }), target: toastShown });
// When the cart cannot be fetched, say so.
sample({ clock: fetchCartFx.fail, fn: () => ({ message: CART_FETCH_ERROR, tone: 'error' as const }), target: toastShown });
