import { createEvent, createStore, sample } from 'effector';
import type { Order } from '@/api/schemas/order.schema';
import { cartAddRequested, cartAddSettled, type CartAddRequest } from '@/models/cart/cart.model';
import {
  awaitedRequestId,
  beginAdding,
  currentAddRequest,
  idleOrderAgain,
  isOrderAgainBusy,
  lineSettled,
  ORDER_AGAIN_LOAD_ERROR,
  startOrderAgain,
  type OrderAgainRun,
} from './order-again.lib';
import { $orderDetails, orderWanted, type OrderDetail } from './order-details.model';

/*
 * "Order again" (ADR 0027): reads the order (order-details), then hands its lines to the cart's queue one at a time,
 * each after the cart answered the one before, and ends saying what was added and which lines the cart refused.
 */

/** The shopper pressed "Order again" on an order. Ignored while a run is going. */
export const orderAgainClicked = createEvent<string>();
/** The shopper dismissed the run's report. */
export const orderAgainDismissed = createEvent();

export const $orderAgain = createStore<OrderAgainRun>(idleOrderAgain);
const $runs = createStore(0);

const started = sample({
  clock: orderAgainClicked,
  source: { run: $orderAgain, count: $runs },
  filter: ({ run }) => !isOrderAgainBusy(run),
  fn: ({ count }, orderId) => ({ orderId, run: count + 1 }),
});
$runs.on(started, (_, { run }) => run);
$orderAgain.on(started, (state, { orderId, run }) => startOrderAgain(state, orderId, run));
$orderAgain.on(orderAgainDismissed, (state) => (isOrderAgainBusy(state) ? state : idleOrderAgain));

// When a run starts, the order's lines are wanted (at once when the order is already here).
sample({ clock: started, fn: ({ orderId }) => orderId, target: orderWanted });

type Settled = { kind: 'order'; order: Order } | { kind: 'failed' };
/**
 * What a run waiting for its order can go on with. At the start, a failure from before does not count: wanting the
 * order asks again (order-details), and that answer decides.
 */
const settledDetail = (detail: OrderDetail | undefined, atStart: boolean): Settled | null =>
  detail?.status === 'ready'
    ? { kind: 'order', order: detail.order }
    : detail?.status === 'notFound' || (detail?.status === 'failed' && !atStart)
      ? { kind: 'failed' }
      : null;
const waitingOrderId = (run: OrderAgainRun) => (run.status === 'loading' ? run.orderId : null);

// When the run waits for its order and the order is here (or could not be read), go on.
const orderSettled = sample({
  clock: [sample({ clock: started, fn: () => true }), sample({ clock: $orderDetails.updates, fn: () => false })],
  source: { run: $orderAgain, details: $orderDetails },
  fn: ({ run, details }, atStart) => {
    const orderId = waitingOrderId(run);
    return orderId === null ? null : settledDetail(details[orderId], atStart);
  },
}).filter({ fn: (settled): settled is Settled => settled !== null });
$orderAgain.on(orderSettled, (state, settled) =>
  settled.kind === 'order'
    ? beginAdding(state, settled.order.items)
    : state.status === 'loading'
      ? { status: 'failed', orderId: state.orderId, message: ORDER_AGAIN_LOAD_ERROR }
      : state,
);

// When the cart answers the add the run waits for, note it and move on.
const ownSettled = sample({
  clock: cartAddSettled,
  source: $orderAgain,
  filter: (run, outcome) => awaitedRequestId(run) === outcome.requestId,
  fn: (_, outcome) => outcome,
});
$orderAgain.on(ownSettled, lineSettled);

// When the run reaches a line (the first, or the next after an answer), hand its add to the cart's queue.
sample({
  clock: [orderSettled, ownSettled],
  source: $orderAgain,
  filter: (run) => currentAddRequest(run) !== null,
  fn: (run) => currentAddRequest(run) as CartAddRequest,
  target: cartAddRequested,
});
