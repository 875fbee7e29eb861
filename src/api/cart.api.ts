import { apiRequest, type RequestContext } from './client';
import { cartSummarySchema, type CartAddPayload, type CartUpdatePayload } from './schemas/cart.schema';
import type { Id } from './schemas/common.schema';

export const getCart = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/get-cart', schema: cartSummarySchema });

export const addToCart = (context: RequestContext, payload: CartAddPayload) =>
  apiRequest(context, { method: 'post', path: '/api/cart/add', json: payload, schema: cartSummarySchema });

export const updateCartItem = (context: RequestContext, payload: CartUpdatePayload) =>
  apiRequest(context, { method: 'put', path: '/api/cart/update', json: payload, schema: cartSummarySchema });

export const removeCartItem = (context: RequestContext, cartItemId: Id) =>
  apiRequest(context, { method: 'delete', path: `/api/cart/remove/${encodeURIComponent(String(cartItemId))}`, schema: cartSummarySchema });

/** The coupon calls (fake-store/README.md): both answer the whole cart summary, like every cart call. */
export const applyCoupon = (context: RequestContext, code: string) =>
  apiRequest(context, { method: 'post', path: '/api/cart/apply-coupon', json: { code }, schema: cartSummarySchema });

export const removeCoupon = (context: RequestContext) =>
  apiRequest(context, { method: 'delete', path: '/api/cart/remove-coupon', schema: cartSummarySchema });
