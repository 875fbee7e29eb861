import * as z from 'zod/mini';
import { placeOrderPayloadSchema, processPaymentPayloadSchema, rateOrderItemPayloadSchema } from '../schemas/order-payload.schema';
import { orderAnswerSchema, ordersPageSchema, placedOrderSchema, trackedOrderAnswerSchema } from '../schemas/order.schema';
import { walletAnswerSchema } from '../schemas/wallet.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

/** Placing and paying an order, and the caller's orders (ADR 0024). */
export const orders = {
  place: defineCall({
    id: 'placeOrder',
    method: 'post',
    path: '/api/place-order',
    audience: 'guest-or-customer',
    body: placeOrderPayloadSchema,
    // One v4 UUID per checkout attempt, sent again on every retry of it: the server never makes a second order.
    headers: { 'Idempotency-Key': z.string() },
    answer: { status: 201, schema: placedOrderSchema },
  }),
  processPayment: defineCall({
    id: 'processPayment',
    method: 'post',
    path: '/api/razorpay/process-payment',
    audience: 'guest-or-customer',
    body: processPaymentPayloadSchema,
    answer: { status: 200, schema: orderAnswerSchema },
  }),
  list: defineCall({
    id: 'getAllOrders',
    method: 'get',
    path: '/api/get-all-orders',
    audience: 'customer',
    query: {
      page: z.optional(integerQuery),
    },
    answer: { status: 200, schema: ordersPageSchema },
  }),
  get: defineCall({
    id: 'getSingleOrder',
    method: 'get',
    path: '/api/get-single-order',
    audience: 'guest-or-customer',
    query: {
      order_id: integerQuery,
    },
    answer: { status: 200, schema: orderAnswerSchema },
  }),
  track: defineCall({
    id: 'getOrderToTrack',
    method: 'get',
    path: '/api/get-single-order-to-track',
    audience: 'guest-or-customer',
    query: {
      order_id: integerQuery,
      token: z.optional(z.string()),
    },
    answer: { status: 200, schema: trackedOrderAnswerSchema },
  }),
  rateItem: defineCall({
    id: 'rateOrderItem',
    method: 'post',
    path: '/api/rate-order-item',
    audience: 'customer',
    body: rateOrderItemPayloadSchema,
    answer: { status: 200, schema: orderAnswerSchema },
  }),
};

/**
 * The signed-in customer's wallet (ADR 0028): checkout offers its balance, the wallet screen shows its ledger. Its own
 * resource, in this module: checkout loads it with the order calls, as one file; a module of its own was split with
 * the loyalty screens' code, which checkout then fetched (+4 KB).
 */
export const wallet = {
  get: defineCall({
    id: 'checkWallet',
    method: 'get',
    path: '/api/check-wallet',
    audience: 'customer',
    answer: { status: 200, schema: walletAnswerSchema },
  }),
};
