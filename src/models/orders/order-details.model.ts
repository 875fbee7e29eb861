import { createEvent, createStore, sample } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { orders } from '@/api/calls/orders';
import { request } from '@/api/client';
import type { Order, RateOrderItemPayload } from '@/api/schemas/order.schema';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';

/*
 * Whole orders by id, from get-single-order (ADR 0027): the confirmation, the order detail in My orders, order again
 * and the rating screen all read them here, so an order opened on one screen is on the next at once, and a rating
 * saved updates every screen showing the order. Loaded only with those screens' chunks.
 */

export type OrderDetail =
  | { status: 'loading'; order: Order | null }
  | { status: 'ready'; order: Order }
  | { status: 'notFound' }
  | { status: 'failed'; message: string; order: Order | null };

export const ORDER_LOAD_ERROR = 'We couldn’t load this order.';

/** A screen needs this order: load it unless it is here or on its way. */
export const orderWanted = createEvent<string>();
/** A screen needs this order as the server has it now (Retry, "Check again", a confirmation opened again). */
export const orderRefreshed = createEvent<string>();

export const fetchOrderFx = createRequestFx((context, orderId: string) => request(context, orders.get, { query: { order_id: orderId } }));
export const rateOrderItemFx = createRequestFx((context, payload: RateOrderItemPayload) => request(context, orders.rateItem, { body: payload }));

export const $orderDetails = createStore<Readonly<Record<string, OrderDetail>>>({});

const kept = (detail: OrderDetail | undefined): Order | null => (detail && 'order' in detail ? detail.order : null);

// When an order is wanted and not here (or it failed before), load it.
sample({
  clock: orderWanted,
  source: $orderDetails,
  filter: (details, orderId) => details[orderId] === undefined || details[orderId].status === 'failed',
  fn: (_, orderId) => orderId,
  target: fetchOrderFx,
});

// When an order is asked for afresh, load it unless a load of it is running.
sample({
  clock: orderRefreshed,
  source: $orderDetails,
  filter: (details, orderId) => details[orderId]?.status !== 'loading',
  fn: (_, orderId) => orderId,
  target: fetchOrderFx,
});

// While it loads, what was shown stays (a refresh does not blank the screen).
$orderDetails.on(fetchOrderFx, (details, orderId) => ({ ...details, [orderId]: { status: 'loading', order: kept(details[orderId]) } }));

// When it answers, it is the order; a 404 (or 403: someone else's) means there is no such order for this caller.
$orderDetails.on(fetchOrderFx.done, (details, { params, result }) => ({ ...details, [params]: { status: 'ready', order: result.data } }));
$orderDetails.on(fetchOrderFx.fail, (details, { params, error }) => ({
  ...details,
  [params]:
    isApiError(error) && (error.status === 404 || error.status === 403)
      ? { status: 'notFound' }
      : { status: 'failed', message: shopperMessage(error, ORDER_LOAD_ERROR), order: kept(details[params]) },
}));

// When a rating is saved, the answer is the order with it: every screen showing the order shows the rating.
$orderDetails.on(rateOrderItemFx.done, (details, { params, result }) => ({ ...details, [String(params.order_id)]: { status: 'ready', order: result.data } }));

// When the session changes hands, orders read for the previous caller are not this one's.
$orderDetails.reset(loggedOut, sessionStarted);
