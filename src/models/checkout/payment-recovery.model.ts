import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { interval } from 'patronum/interval';
import { match } from 'ts-pattern';
import { isApiError } from '@/api/api-error';
import type { Order } from '@/api/schemas/order.schema';
import { purchaseCompleted } from '@/models/analytics/analytics.model';
import { roundMoney } from '@/models/analytics/analytics.lib';
import type { AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { cartOpened } from '@/models/cart/cart.model';
import { loggedOut } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { $order, $orderId, $phase, checkoutLeft, checkoutOpened, type CheckoutPhase } from './checkout-phase.model';
import { paymentOutcomeOf } from './payment-outcome.lib';
import { clearPendingPayment, markPurchaseReported, readPendingPayment, type PendingPayment } from './pending-payment.lib';
import { $gatewayPayment, $paidVia, $paymentFailure, getOrderFx, placedPaid, processPaymentFx } from './payment-window.model';

/*
 * What the server says of the order's payment (ADR 0026): a payment left pending on this device is asked about on every
 * later visit before anything is said, an authorised payment the store has not confirmed is polled, and a paid order
 * is reported once.
 */

/** How often a payment being confirmed is asked about, and how many times before saying what happens next. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_POLL_LIMIT = 6;

// ---------------------------------------------------------------------------------------------------------
// Events

/** Another page found a pending payment on the device (the route table's lazy check): the server is asked about it. */
export const pendingPaymentCheckRequested = createEvent();
/** The shopper leaves the unpaid order and starts over (the cart is still theirs). */
export const unpaidOrderAbandoned = createEvent();
/** Try again after the pending payment could not be checked. */
export const paymentCheckRetried = createEvent();

// ---------------------------------------------------------------------------------------------------------
// Effects

const readPendingPaymentFx = createEffect(() => readPendingPayment(Date.now()));
const forgetPendingPaymentFx = createEffect((orderId: string) => clearPendingPayment(orderId));
/** Whether this order's purchase is still to be reported (on this device): answers the event to send, or null. */
const claimPurchaseReportFx = createEffect((event: Extract<AnalyticsEvent, { type: 'purchase' }>) => (markPurchaseReported(event.transactionId) ? event : null));

// ---------------------------------------------------------------------------------------------------------
// Stores

const $confirmPolls = createStore(0);
const $currency = $siteSettings.map((settings) => readString(settings, settingKeys.currencyCode)?.toUpperCase() ?? 'USD');

// ---------------------------------------------------------------------------------------------------------
// Arriving

// When checkout opens, or another page finds a pending payment, the one kept on the device is read.
sample({ clock: [checkoutOpened, pendingPaymentCheckRequested], target: readPendingPaymentFx });

/** A payment kept on the device that this visit is not already following: the server is asked about it. */
const pendingFound = sample({
  clock: readPendingPaymentFx.doneData,
  source: { phase: $phase, orderId: $orderId },
  filter: ({ phase, orderId }, pending) => pending !== null && !(orderId === pending.order_id && phase !== 'editing' && phase !== 'idle' && phase !== 'check-failed'),
  fn: (_, pending) => (pending as PendingPayment).order_id,
});
$phase.on(pendingFound, () => 'recovering');
$paidVia.on(pendingFound, () => 'recovery');
sample({ clock: pendingFound, target: getOrderFx });

// When the shopper asks again after a failed check, the same order is asked about.
const checkRetried = sample({ clock: paymentCheckRetried, source: $phase, filter: (phase) => phase === 'check-failed' });
sample({ clock: checkRetried, target: readPendingPaymentFx });

// ---------------------------------------------------------------------------------------------------------
// What the server says about the order

/** An answer about the order this checkout follows (or recovers); answers about another are ignored. */
const orderAnswered = sample({
  clock: [getOrderFx.done, processPaymentFx.done.map(({ params, result }) => ({ params: params.order_id, result }))],
  source: { orderId: $orderId, phase: $phase },
  filter: ({ orderId, phase }, { params }) => phase === 'recovering' || orderId === null || orderId === params,
  fn: (_, { result }) => ({ order: result.data, outcome: paymentOutcomeOf(result.data) }),
});
$order.on(orderAnswered, (_, { order }) => order);
$gatewayPayment.on(orderAnswered, (payment, { order }) => order.payment ?? payment);
$phase.on(orderAnswered, (phase, { outcome }) =>
  match(outcome)
    .returnType<CheckoutPhase>()
    .with('received', () => 'paid')
    .with('not-completed', () => 'payment-not-completed')
    .with('confirming', () => (phase === 'confirming-slow' ? 'confirming-slow' : 'confirming'))
    .with('refunded', () => 'refunded')
    .with('closed', () => 'order-closed')
    .exhaustive(),
);
$phase.on(placedPaid, () => 'paid');

/** The order is settled one way or another: the device forgets the pending payment. */
const settled = sample({
  clock: [orderAnswered.filter({ fn: ({ outcome }) => outcome === 'received' || outcome === 'refunded' || outcome === 'closed' }).map(({ order }) => order), placedPaid.map((answer) => answer.data)],
  fn: (order) => String(order.id),
});
sample({ clock: settled, target: forgetPendingPaymentFx });

// Asked about a pending payment and the server does not know it (404: another account's, or gone): forgotten.
const recoveryUnknown = sample({
  clock: getOrderFx.fail,
  source: $phase,
  filter: (phase, { error }) => phase === 'recovering' && isApiError(error) && error.status === 404,
  fn: (_, { params }) => params,
});
sample({ clock: recoveryUnknown, target: forgetPendingPaymentFx });
$phase.on(recoveryUnknown, () => 'editing');
// Asked and no answer: on arrival the shopper may try again; after the window, the order is treated as not paid yet
// (paying again is safe: one gateway order takes one successful payment).
$phase.on(getOrderFx.fail, (phase, { error }) => {
  if (phase === 'recovering') return isApiError(error) && error.status === 404 ? phase : 'check-failed';
  if (phase === 'checking') return 'payment-not-completed';
  return phase;
});

// While the payment is being confirmed, the order is asked about every few seconds; then the shopper is told what
// happens next.
const confirmingStarted = sample({ clock: $phase.updates, filter: (phase) => phase === 'confirming' });
const confirmingStopped = sample({ clock: $phase.updates, filter: (phase) => phase !== 'confirming' });
const confirmPoll = interval({ timeout: CONFIRM_POLL_MS, start: confirmingStarted, stop: merge([confirmingStopped, checkoutLeft]) });
$confirmPolls.on(confirmPoll.tick, (polls) => polls + 1).reset(confirmingStarted);
sample({
  clock: confirmPoll.tick,
  source: { orderId: $orderId, polls: $confirmPolls },
  filter: ({ orderId, polls }) => orderId !== null && polls <= CONFIRM_POLL_LIMIT,
  fn: ({ orderId }) => orderId as string,
  target: getOrderFx,
});
$phase.on(
  sample({ clock: $confirmPolls, filter: (polls) => polls > CONFIRM_POLL_LIMIT }),
  (phase) => (phase === 'confirming' ? 'confirming-slow' : phase),
);

// The shopper leaves the unpaid order: the device forgets it and checkout starts over (the cart is untouched).
const abandoned = sample({
  clock: unpaidOrderAbandoned,
  source: { orderId: $orderId, phase: $phase },
  filter: ({ orderId, phase }) => orderId !== null && (phase === 'payment-not-completed' || phase === 'payment-unavailable' || phase === 'order-closed' || phase === 'refunded'),
  fn: ({ orderId }) => orderId as string,
});
sample({ clock: abandoned, target: forgetPendingPaymentFx });
$phase.on(abandoned, () => 'editing');
$order.reset(abandoned, loggedOut);
$gatewayPayment.reset(abandoned, loggedOut);
$paymentFailure.reset(abandoned);

// ---------------------------------------------------------------------------------------------------------
// Paid

const paid = sample({ clock: $phase.updates, source: $order, filter: (order, phase) => phase === 'paid' && order !== null, fn: (order) => order as Order });
// The server emptied the cart when the order was paid: the cart on show follows.
sample({ clock: paid, fn: (): void => undefined, target: cartOpened });
// `purchase` is reported once per paid order, on this device across reloads and recoveries.
sample({
  clock: paid,
  source: $currency,
  fn: (currency, order): Extract<AnalyticsEvent, { type: 'purchase' }> => ({
    type: 'purchase',
    transactionId: String(order.id),
    currency: order.payment?.currency ?? currency,
    value: roundMoney(order.total),
    tax: roundMoney(order.tax_amount),
    shipping: roundMoney(order.delivery_charge),
    items: order.items.map((item) => {
      const variant = item.option_labels.flatMap((label) => label.values).join(', ');
      return { id: String(item.product_id), name: item.name, price: roundMoney(item.unit_price), quantity: item.quantity, ...(variant ? { variant } : {}) };
    }),
    ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
  }),
  target: claimPurchaseReportFx,
});
sample({ clock: claimPurchaseReportFx.doneData.filterMap((event) => event ?? undefined), target: purchaseCompleted });
