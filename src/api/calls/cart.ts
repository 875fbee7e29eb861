import { cartAddPayloadSchema, cartSummarySchema, cartUpdatePayloadSchema } from '../schemas/cart.schema';
import { applyCouponPayloadSchema } from '../schemas/discount.schema';
import { defineCall } from './define';

/** The caller's cart: every call answers the whole cart, worked out by the server. */
export const cart = {
  get: defineCall({
    id: 'getCart',
    method: 'get',
    path: '/api/get-cart',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: cartSummarySchema },
  }),
  add: defineCall({
    id: 'addToCart',
    method: 'post',
    path: '/api/cart/add',
    audience: 'guest-or-customer',
    body: cartAddPayloadSchema,
    answer: { status: 201, schema: cartSummarySchema },
  }),
  update: defineCall({
    id: 'updateCartItem',
    method: 'put',
    path: '/api/cart/update',
    audience: 'guest-or-customer',
    body: cartUpdatePayloadSchema,
    answer: { status: 200, schema: cartSummarySchema },
  }),
  remove: defineCall({
    id: 'removeCartItem',
    method: 'delete',
    path: '/api/cart/remove/{cart_item_id}',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: cartSummarySchema },
  }),
  applyCoupon: defineCall({
    id: 'applyCoupon',
    method: 'post',
    path: '/api/cart/apply-coupon',
    audience: 'guest-or-customer',
    body: applyCouponPayloadSchema,
    answer: { status: 200, schema: cartSummarySchema },
  }),
  removeCoupon: defineCall({
    id: 'removeCoupon',
    method: 'delete',
    path: '/api/cart/remove-coupon',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: cartSummarySchema },
  }),
};
