import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import type { GatewayPayment, Order, PlacedOrder } from '@/api/schemas/order.schema';
import { orders } from '@/api/calls/orders';
import { request } from '@/api/client';
import { externalWindowClosed, externalWindowOpened } from '@/models/external-window/external-window.model';
import { createRequestFx } from '@/models/request/request.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { $order, $orderId, $phase, checkoutTexts, type CheckoutPhase } from './checkout-phase.model';
import { paymentFailureWords, paymentOutcomeOf } from './payment-outcome.lib';
import { writePendingPayment, type PendingPayment } from './pending-payment.lib';
import { placeOrderFx } from './place-order.model';
import { loadRazorpay, openRazorpay, type RazorpayFailure, type RazorpaySuccess } from './razorpay';

/*
 * Paying for the placed order by card (ADR 0026), the same gateway order for every attempt. The bank window opens only
 * after the pending payment is kept on the device. Whatever ends the window without a verified success (dismissed, a
 * failed verification, the window gone with no callback at all) asks the server (get-single-order) before saying
 * anything: never "failed" for an order the server says is paid.
 */

/** How the last order was reported paid: by this visit's own payment (the screen moves on), or by a recovery (it says so). */
type PaidVia = 'payment' | 'recovery';

/** How long a callback may trail its window's leaving the page before the server is asked instead. */
export const WINDOW_GONE_GRACE_MS = 1_500;

// ---------------------------------------------------------------------------------------------------------
// Events

/** Pay now, Pay again, or Try again after the window failed to load: the same order. */
export const payRequested = createEvent();

/** Razorpay's callbacks, bound to the scope when the window opens. */
export const paymentAuthorised = createEvent<RazorpaySuccess>();
export const paymentDeclined = createEvent<RazorpayFailure>();
export const paymentWindowDismissed = createEvent();
/** The bank window left the page, whatever its callbacks said (razorpay.ts watches it): they may never come. */
export const paymentWindowGone = createEvent();
/** "Check my payment" while the page waits for the bank window: the shopper sees no window and no answer. */
export const paymentCheckAsked = createEvent();

// ---------------------------------------------------------------------------------------------------------
// Effects

export const processPaymentFx = createRequestFx((context, payload: { order_id: string } & RazorpaySuccess) => request(context, orders.processPayment, { body: payload }));
/** Asks what became of the order's payment; its answers are read in payment-recovery.model.ts. */
export const getOrderFx = createRequestFx((context, orderId: string) => request(context, orders.get, { query: { order_id: orderId } }));

/** Waits for a callback that may trail its window's leaving the page. */
const windowGoneGraceFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, WINDOW_GONE_GRACE_MS)));
const keepPendingPaymentFx = createEffect((pending: PendingPayment) => writePendingPayment(pending));

export interface PaymentWindowRequest {
  payment: GatewayPayment;
  orderId: string;
  storeName: string;
  themeColor: string;
  contact: { name: string; email: string; phone: string };
}

/** Loads Razorpay's script (one retry) and opens its window, with its callbacks bound to this scope. */
export const openPaymentWindowFx = createEffect(async (request: PaymentWindowRequest) => {
  const onPaid = scopeBind(paymentAuthorised, { safe: true });
  const onFailed = scopeBind(paymentDeclined, { safe: true });
  const onDismissed = scopeBind(paymentWindowDismissed, { safe: true });
  const onGone = scopeBind(paymentWindowGone, { safe: true });
  const Razorpay = await loadRazorpay();
  openRazorpay(
    Razorpay,
    {
      key: request.payment.key_id,
      amount: request.payment.amount,
      currency: request.payment.currency,
      order_id: request.payment.gateway_order_id,
      name: request.storeName,
      description: `Order ${request.orderId}`,
      prefill: { name: request.contact.name, email: request.contact.email, contact: request.contact.phone },
      theme: { color: request.themeColor },
    },
    { onPaid, onFailed, onDismissed, onGone },
  );
});

// ---------------------------------------------------------------------------------------------------------
// Stores

/** The card payment of the order checkout follows (the same gateway order for every attempt). */
export const $gatewayPayment = createStore<GatewayPayment | null>(null);
/** The bank's last refusal in plain words, shown after the window goes. */
export const $paymentFailure = createStore<string | null>(null);
export const $paidVia = createStore<PaidVia>('payment');

const $storeName = $siteSettings.map((settings) => readString(settings, settingKeys.storeName) ?? 'Store');
const $themeColor = $siteSettings.map((settings) => readString(settings, settingKeys.storeBgColor) ?? '#1f2937');

// ---------------------------------------------------------------------------------------------------------
// Placed

const placed = placeOrderFx.doneData;
$gatewayPayment.on(placed, (_, answer: PlacedOrder) => answer.payment ?? answer.data.payment);
$paymentFailure.reset(placed);
$paidVia.on(placed, () => 'payment');
/** Placed with something left to pay by card: the payment window opens. Nothing left: the order is paid. */
const placedToPay = placed.filter({ fn: (answer) => (answer.payment ?? answer.data.payment) !== null && paymentOutcomeOf(answer.data) !== 'received' });
export const placedPaid = placed.filter({ fn: (answer) => !((answer.payment ?? answer.data.payment) !== null && paymentOutcomeOf(answer.data) !== 'received') });

// ---------------------------------------------------------------------------------------------------------
// Paying: the same order for every attempt

/** Pay now / Pay again / Try again, accepted only while the order waits for a payment. */
const payAgain = sample({
  clock: payRequested,
  source: $phase,
  filter: (phase) => phase === 'payment-not-completed' || phase === 'payment-unavailable',
});
const paymentStarted = sample({
  clock: [placedToPay, payAgain],
  source: { order: $order, payment: $gatewayPayment, storeName: $storeName, themeColor: $themeColor },
  filter: ({ order, payment }) => order !== null && payment !== null,
  fn: ({ order, payment, storeName, themeColor }): PaymentWindowRequest => {
    const placedOrder = order as Order;
    return {
      payment: payment as GatewayPayment,
      orderId: placedOrder.order_number || String(placedOrder.id),
      storeName,
      themeColor,
      contact: { name: placedOrder.contact?.name ?? '', email: placedOrder.contact?.email ?? '', phone: placedOrder.contact?.phone ?? '' },
    };
  },
});
// Before the window opens, the payment is kept on the device: a closed tab or a lost callback is recovered next visit.
sample({
  clock: paymentStarted,
  source: $order,
  filter: Boolean,
  fn: (order, request): PendingPayment => ({ order_id: String(order.id), gateway_order_id: request.payment.gateway_order_id, started_at: Date.now() }),
  target: keepPendingPaymentFx,
});
sample({ clock: paymentStarted, target: openPaymentWindowFx });
$phase.on(paymentStarted, () => 'opening-payment');
$paymentFailure.reset(paymentStarted);
$phase.on(openPaymentWindowFx.done, (phase) => (phase === 'opening-payment' ? 'paying' : phase));
$phase.on(openPaymentWindowFx.fail, (phase) => (phase === 'opening-payment' ? 'payment-unavailable' : phase));

// The bank refused: its reason in plain words. Razorpay keeps its window open for another try.
$paymentFailure.on(paymentDeclined, (_, response) => paymentFailureWords(response.error));

// The bank took the payment: the server verifies the signature.
const authorised = sample({
  clock: paymentAuthorised,
  source: { orderId: $orderId, phase: $phase },
  filter: ({ orderId, phase }) => orderId !== null && (phase === 'paying' || phase === 'opening-payment' || phase === 'checking' || phase === 'payment-not-completed'),
  fn: ({ orderId }, response) => ({ order_id: orderId as string, ...response }),
});
sample({ clock: authorised, target: processPaymentFx });
$phase.on(authorised, () => 'verifying');

// When the window leaves the page while the page still waits for it, a trailing callback gets a moment first.
sample({ clock: paymentWindowGone, source: $phase, filter: (phase) => phase === 'paying', fn: (): void => undefined, target: windowGoneGraceFx });
// When that moment passes with no callback (a lost one), or the shopper asks, the server is asked as on a later visit
// (`recovering`): it says what became of the payment, and a failure to ask offers Try again, never "not paid".
const windowUnanswered = sample({
  clock: [windowGoneGraceFx.done, paymentCheckAsked],
  source: { orderId: $orderId, phase: $phase },
  filter: ({ orderId, phase }) => orderId !== null && phase === 'paying',
  fn: ({ orderId }) => orderId as string,
});
$phase.on(windowUnanswered, () => 'recovering');
sample({ clock: windowUnanswered, target: getOrderFx });

// The window went without a verified success: the server says what became of the payment before we say anything.
const dismissed = sample({ clock: paymentWindowDismissed, source: { orderId: $orderId, phase: $phase }, filter: ({ orderId, phase }) => orderId !== null && phase === 'paying' });
$phase.on(dismissed, () => 'checking');
sample({ clock: dismissed, fn: ({ orderId }) => orderId as string, target: getOrderFx });

// A verification refused (a forged or declined payment): no money was taken, the same order can be paid again.
const verifyRefused = processPaymentFx.failData.filter({ fn: (error) => isApiError(error) && error.kind === 'rejected' });
$paymentFailure.on(verifyRefused, (_, error) => shopperMessage(error, checkoutTexts.verifyRefused));
// A verification that got no answer: the order is asked about instead (the webhook may have marked it paid).
const verifyUnanswered = sample({
  clock: processPaymentFx.fail,
  filter: ({ error }) => !(isApiError(error) && error.kind === 'rejected'),
  fn: ({ params }) => params.order_id,
});
$phase.on(verifyUnanswered, () => 'checking');
sample({ clock: verifyUnanswered, target: getOrderFx });
sample({ clock: verifyRefused, source: $orderId, filter: Boolean, target: getOrderFx });
$phase.on(verifyRefused, () => 'checking');

// While the payment window is (about to be) open, the desktop overlay under it yields the focus and the keyboard. Not
// undone when the screen unmounts: the overlay's own switch remounts it, and the window is still open.
const windowPhase = (phase: CheckoutPhase) => phase === 'opening-payment' || phase === 'paying';
sample({ clock: $phase.updates, filter: windowPhase, fn: (): void => undefined, target: externalWindowOpened });
sample({ clock: $phase.updates, filter: (phase) => !windowPhase(phase), fn: (): void => undefined, target: externalWindowClosed });
