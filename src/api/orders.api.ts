import { apiRequest, type RequestContext } from './client';
import type { Id } from './schemas/common.schema';
import { PLACE_ORDER_TIME_LIMIT_MS } from './answer-time-limit';
import {
  orderAnswerSchema,
  ordersPageSchema,
  placedOrderSchema,
  trackedOrderAnswerSchema,
  walletSchema,
  type PlaceOrderPayload,
  type ProcessPaymentPayload,
  type RateOrderItemPayload,
} from './schemas/order.schema';

/*
 * Checkout, payment and orders (ADR 0024). These and their schemas load with the checkout and order screens,
 * never with the home page.
 */

/**
 * Places the caller's cart as an order. `idempotencyKey` is one v4 UUID per checkout attempt, sent again on every retry
 * of that attempt, so a double click, a time-out or Back then Forward never makes a second order.
 */
export const placeOrder = (context: RequestContext, payload: PlaceOrderPayload, idempotencyKey: string) =>
  apiRequest(context, {
    method: 'post',
    path: '/api/place-order',
    json: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeout: PLACE_ORDER_TIME_LIMIT_MS,
    schema: placedOrderSchema,
  });

/** Hands Razorpay's success callback to the server, which verifies the signature and marks the order paid. */
export const processPayment = (context: RequestContext, payload: ProcessPaymentPayload) =>
  apiRequest(context, { method: 'post', path: '/api/razorpay/process-payment', json: payload, schema: orderAnswerSchema });

/** One of the caller's orders, whole (the owner only: its bearer token or guest id). */
export const getSingleOrder = (context: RequestContext, orderId: Id) =>
  apiRequest(context, { method: 'get', path: '/api/get-single-order', searchParams: { order_id: String(orderId) }, schema: orderAnswerSchema });

/** An order's progress, for the owner or anyone holding its tracking token. */
export const getOrderToTrack = (context: RequestContext, params: { orderId: Id; token?: string | null; signal?: AbortSignal }) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/get-single-order-to-track',
    searchParams: { order_id: String(params.orderId), token: params.token ?? undefined },
    schema: trackedOrderAnswerSchema,
    signal: params.signal,
  });

/** The signed-in customer's orders, newest first, a page at a time. */
export const getAllOrders = (context: RequestContext, page: number) =>
  apiRequest(context, { method: 'get', path: '/api/get-all-orders', searchParams: { page }, schema: ordersPageSchema });

/** Rates one item of a delivered order; answers the order with the rating on its item. */
export const rateOrderItem = (context: RequestContext, payload: RateOrderItemPayload) =>
  apiRequest(context, { method: 'post', path: '/api/rate-order-item', json: payload, schema: orderAnswerSchema });

/** The signed-in customer's wallet balance. */
export const checkWallet = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/check-wallet', schema: walletSchema });
