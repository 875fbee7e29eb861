import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind } from 'effector';
import { interval } from 'patronum/interval';
import { match } from 'ts-pattern';
import { isApiError, shopperMessage } from '@/api/api-error';
import { capServerMessage } from '@/api/server-message';
import type { CartSummary } from '@/api/schemas/cart.schema';
import {
  placeOrderRefusalSchema,
  type GatewayPayment,
  type Order,
  type PlacedOrder,
  type PlaceOrderPayload,
  type PlaceOrderRefusalCode,
} from '@/api/schemas/order.schema';
import { checkWallet, getSingleOrder, placeOrder, processPayment } from '@/api/orders.api';
import { purchaseCompleted } from '@/models/analytics/analytics.model';
import { branchPicked } from '@/models/branches/branches.model';
import { roundMoney } from '@/models/analytics/analytics.lib';
import type { AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { $cart, cartOpened, cartRestored } from '@/models/cart/cart.model';
import { externalWindowClosed, externalWindowOpened } from '@/models/external-window/external-window.model';
import { loadingHidden, loadingShown } from '@/models/loading/loading.model';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, loggedOut, sessionStarted } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { IN_PROGRESS_DELAY_MS, IN_PROGRESS_LIMIT, PLACE_RETRY_DELAYS_MS, sameBody } from './checkout.lib';
import { paymentFailureWords, paymentOutcomeOf, type PaymentOutcome } from './payment-outcome.lib';
import { clearPendingPayment, markPurchaseReported, readPendingPayment, writePendingPayment, type PendingPayment } from './pending-payment.lib';
import { loadRazorpay, openRazorpay, type RazorpayFailure, type RazorpaySuccess } from './razorpay';
import { totalsChange, type TotalsChange } from './totals-change.lib';

/*
 * Checkout and card payment (ADR 0026): one state machine from Place order to a paid order, safe against double
 * clicks, time-outs, lost callbacks, closed tabs and totals that change under the shopper.
 *
 * - Every checkout attempt has one Idempotency-Key, sent again on every retry of it (a time-out, a lost connection, a
 *   409 in_progress, Place order pressed again with the same body). A refusal, or a confirmed change of totals, ends
 *   the attempt: the next press is a new one.
 * - The bank window opens only after the pending payment is kept on the device. Whatever ends the window without a
 *   verified success (dismissed, a failed verification, the window gone with no callback at all), and every later visit
 *   with a pending payment, asks the server (get-single-order) before saying anything: never "failed" for an order the
 *   server says is paid.
 */

/**
 * Where checkout stands.
 * - `idle`: not opened yet. `recovering`: on arrival, asking the server about a payment left pending on this device.
 * - `editing`: the shopper fills the page. `placing`: place-order on its way (retried with the same key).
 * - `place-uncertain`: no answer after the retries; the order may exist. Trying again sends the same attempt.
 * - `totals-changed`: the server priced the order differently; the shopper confirms or goes back.
 * - `opening-payment`: the bank window's script is loading. `payment-unavailable`: it could not load.
 * - `paying`: the bank window is open. `verifying`: process-payment on its way.
 * - `checking`: the window went without a verified success; asking the server what became of the payment.
 * - `payment-not-completed`: no payment went through (dismissed, failed): pay again on the same order.
 * - `confirming`: the bank authorised, the store has not confirmed: polled briefly. `confirming-slow`: still not, said so.
 * - `paid`: paid (or nothing left to pay). `refunded`, `order-closed`: that order can no longer be paid.
 * - `check-failed`: the server could not be asked about a pending payment.
 */
export type CheckoutPhase =
  | 'idle'
  | 'recovering'
  | 'editing'
  | 'placing'
  | 'place-uncertain'
  | 'totals-changed'
  | 'opening-payment'
  | 'payment-unavailable'
  | 'paying'
  | 'verifying'
  | 'checking'
  | 'payment-not-completed'
  | 'confirming'
  | 'confirming-slow'
  | 'paid'
  | 'refunded'
  | 'order-closed'
  | 'check-failed';

/** How the last order was reported paid: by this visit's own payment (the screen moves on), or by a recovery (it says so). */
export type PaidVia = 'payment' | 'recovery';

/** Why the last Place order did not make an order: a refusal code of the contract, field errors, or another failure. */
export interface PlaceRefusal {
  code: PlaceOrderRefusalCode | 'fields' | 'failed';
  message: string;
  fieldErrors: Record<string, string>;
}

/** One checkout attempt: its key and the body it was sent with. */
export interface CheckoutAttempt {
  key: string;
  payload: PlaceOrderPayload;
  /** Retries after time-outs or lost connections so far (automatic ones). */
  retries: number;
  /** Times the server said it was still working on this key (409 in_progress). */
  waits: number;
}

export const checkoutTexts = {
  placing: 'Placing your order…',
  verifying: 'Confirming your payment…',
  checking: 'Checking your payment…',
  placeUncertain: 'We could not reach the store to place your order. It may have gone through: try again and you will not be charged twice.',
  placeFailed: 'We could not place your order. Check your connection and try again.',
  paymentUnavailable: 'The payment window could not load. Check your connection and try again.',
  verifyRefused: 'Your bank did not confirm this payment.',
  checkFailed: 'We could not check your last payment. Check your connection and try again.',
  sessionEnded: 'Your session ended. Sign in again, or check out as a guest.',
} as const;

/** How often a payment being confirmed is asked about, and how many times before saying what happens next. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_POLL_LIMIT = 6;
/** How long a callback may trail its window's leaving the page before the server is asked instead. */
export const WINDOW_GONE_GRACE_MS = 1_500;

// ---------------------------------------------------------------------------------------------------------
// Events

/** The checkout screen opened (the pending payment, if any, is asked about). */
export const checkoutOpened = createEvent();
/** The checkout screen went. */
export const checkoutLeft = createEvent();
/** Another page found a pending payment on the device (the route table's lazy check): the server is asked about it. */
export const pendingPaymentCheckRequested = createEvent();
/** Place order pressed with a body the page checked. */
export const placeOrderRequested = createEvent<PlaceOrderPayload>();
/** The shopper accepted the changed totals: placed again at once, as a new attempt. */
export const totalsChangeConfirmed = createEvent();
/** The shopper wants to look again before ordering. */
export const totalsChangeDeclined = createEvent();
/** Pay now, Pay again, or Try again after the window failed to load: the same order. */
export const payRequested = createEvent();
/** The shopper leaves the unpaid order and starts over (the cart is still theirs). */
export const unpaidOrderAbandoned = createEvent();
/** Try again after the pending payment could not be checked. */
export const paymentCheckRetried = createEvent();
/** The shopper read a refusal and changes something. */
export const refusalDismissed = createEvent();

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

export const placeOrderFx = createRequestFx((context, attempt: { payload: PlaceOrderPayload; key: string }) => placeOrder(context, attempt.payload, attempt.key));
export const processPaymentFx = createRequestFx((context, payload: { order_id: string } & RazorpaySuccess) => processPayment(context, payload));
export const getOrderFx = createRequestFx((context, orderId: string) => getSingleOrder(context, orderId));
export const checkWalletFx = createRequestFx((context, _: void) => checkWallet(context));

/** A new key for a new attempt (an effect, so tests choose it). */
export const newAttemptKeyFx = createEffect((): string => crypto.randomUUID());
/** Waits before the same attempt is sent again. */
export const retryDelayFx = createEffect((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
/** Waits for a callback that may trail its window's leaving the page. */
export const windowGoneGraceFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, WINDOW_GONE_GRACE_MS)));
export const readPendingPaymentFx = createEffect(() => readPendingPayment(Date.now()));
export const keepPendingPaymentFx = createEffect((pending: PendingPayment) => writePendingPayment(pending));
export const forgetPendingPaymentFx = createEffect((orderId: string) => clearPendingPayment(orderId));
/** Whether this order's purchase is still to be reported (on this device): answers the event to send, or null. */
export const claimPurchaseReportFx = createEffect((event: Extract<AnalyticsEvent, { type: 'purchase' }>) => (markPurchaseReported(event.transactionId) ? event : null));

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

export const $phase = createStore<CheckoutPhase>('idle');
export const $attempt = createStore<CheckoutAttempt | null>(null);
/** The order this checkout made or recovered, as the server last described it. */
export const $order = createStore<Order | null>(null);
/** The card payment of that order (the same gateway order for every attempt). */
export const $gatewayPayment = createStore<GatewayPayment | null>(null);
export const $refusal = createStore<PlaceRefusal | null>(null);
/** The cart the shopper was shown when they pressed Place order: what changed totals are compared with. */
const $shownCart = createStore<CartSummary | null>(null);
export const $totalsChange = createStore<TotalsChange | null>(null);
/** The bank's last refusal in plain words, shown after the window goes. */
export const $paymentFailure = createStore<string | null>(null);
export const $paidVia = createStore<PaidVia>('payment');
const $confirmPolls = createStore(0);
export const $wallet = createStore<{ status: 'none' | 'loading' | 'ready' | 'failed'; balance: number }>({ status: 'none', balance: 0 });

const $storeName = $siteSettings.map((settings) => readString(settings, settingKeys.storeName) ?? 'Store');
const $themeColor = $siteSettings.map((settings) => readString(settings, settingKeys.storeBgColor) ?? '#1f2937');
const $currency = $siteSettings.map((settings) => readString(settings, settingKeys.currencyCode)?.toUpperCase() ?? 'USD');
const $orderId = $order.map((order) => (order ? String(order.id) : null));

/** Whether the checkout screen is on show: signing in there brings the customer's wallet and addresses. */
export const $checkoutActive = createStore(false).on(checkoutOpened, () => true).on(checkoutLeft, () => false);

/** Whether Place order may send now: not while an attempt or a payment is under way. */
export const $canPlace = $phase.map((phase) => phase === 'editing' || phase === 'place-uncertain');

// ---------------------------------------------------------------------------------------------------------
// Arriving

// When checkout opens, anything but an order in progress starts afresh (an unpaid order stays: Back then Forward
// returns to its Pay now, never to a second order), and the pending payment kept on the device is read.
$phase.on(checkoutOpened, (phase) =>
  phase === 'idle' || phase === 'paid' || phase === 'refunded' || phase === 'order-closed' || phase === 'check-failed' ? 'editing' : phase,
);
sample({ clock: [checkoutOpened, pendingPaymentCheckRequested], target: readPendingPaymentFx });
// When a customer opens checkout, their wallet balance is asked for.
sample({ clock: checkoutOpened, source: $isLoggedIn, filter: Boolean, fn: (): void => undefined, target: checkWalletFx });
// When a guest signs in on checkout, their wallet is asked for too.
sample({ clock: sessionStarted, source: $checkoutActive, filter: Boolean, fn: (): void => undefined, target: checkWalletFx });
$wallet
  .on(checkWalletFx, (wallet) => ({ ...wallet, status: wallet.status === 'ready' ? 'ready' : 'loading' }))
  .on(checkWalletFx.doneData, (_, answer) => ({ status: 'ready', balance: answer.balance }))
  .on(checkWalletFx.fail, (wallet) => ({ ...wallet, status: wallet.status === 'ready' ? 'ready' : 'failed' }))
  .reset(loggedOut);

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
// Placing: one key per attempt

const placeWanted = sample({ clock: placeOrderRequested, source: $canPlace, filter: Boolean, fn: (_, payload) => payload });
/** The same body as the attempt still open (a retry after no answer, a double press, a reload): its key again. */
const attemptRepeated = sample({
  clock: placeWanted,
  source: $attempt,
  filter: (attempt, payload) => attempt !== null && sameBody(attempt.payload, payload),
  fn: (attempt) => attempt as CheckoutAttempt,
});
/** Another body, or no attempt open: a new attempt with a new key. */
const attemptNeeded = createEvent<PlaceOrderPayload>();
sample({
  clock: placeWanted,
  source: $attempt,
  filter: (attempt, payload) => attempt === null || !sameBody(attempt.payload, payload),
  fn: (_, payload) => payload,
  target: attemptNeeded,
});
// Placing from the press on: a second press (a double click) finds Place order busy.
$phase.on(placeWanted, () => 'placing');
const $nextPayload = createStore<PlaceOrderPayload | null>(null).on(attemptNeeded, (_, payload) => payload);
/** The body of the attempt last sent: confirming changed totals places it again with the new total. */
const $lastPayload = createStore<PlaceOrderPayload | null>(null);
sample({ clock: attemptNeeded, fn: (): void => undefined, target: newAttemptKeyFx });
const attemptCreated = sample({
  clock: newAttemptKeyFx.doneData,
  source: $nextPayload,
  filter: Boolean,
  fn: (payload, key): CheckoutAttempt => ({ key, payload, retries: 0, waits: 0 }),
});
$attempt.on(attemptCreated, (_, attempt) => attempt).on(attemptRepeated, (attempt) => (attempt ? { ...attempt, retries: 0, waits: 0 } : attempt));

/** The attempt to send now: a new one, a repeated one, or the same again after a wait. */
const attemptSent = createEvent<CheckoutAttempt>();
sample({ clock: [attemptCreated, attemptRepeated], target: attemptSent });
sample({ clock: attemptSent, fn: ({ payload, key }) => ({ payload, key }), target: placeOrderFx });
$phase.on(attemptSent, () => 'placing');
$lastPayload.on(attemptSent, (_, attempt) => attempt.payload);
$refusal.reset(attemptSent);
// The cart the shopper saw when they pressed: changed totals are said against it.
sample({ clock: placeWanted, source: $cart, target: $shownCart });

/**
 * How place-order failed, for what happens next. `no-answer` came quickly (a dropped connection, a 5xx) and is tried
 * again by itself; `timed-out` already waited the whole limit, so the shopper is told at once and decides.
 */
type PlaceFailure =
  | { kind: 'no-answer' }
  | { kind: 'timed-out' }
  | { kind: 'in-progress' }
  | { kind: 'refused'; refusal: PlaceRefusal; cart: CartSummary | null }
  | { kind: 'session-ended' };

function placeFailureOf(error: unknown): PlaceFailure {
  if (!isApiError(error)) return { kind: 'no-answer' };
  return match(error.kind)
    .with('timeout', (): PlaceFailure => ({ kind: 'timed-out' }))
    .with('network', 'server', 'invalid-response', 'aborted', (): PlaceFailure => ({ kind: 'no-answer' }))
    .with('unauthorized', (): PlaceFailure => ({ kind: 'session-ended' }))
    .with('rejected', (): PlaceFailure => {
      const parsed = placeOrderRefusalSchema.safeParse(error.body);
      const body = parsed.success ? parsed.data : null;
      if (error.status === 409 || body?.code === 'in_progress') return { kind: 'in-progress' };
      const fieldErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).flatMap(([field, texts]) => (texts[0] ? [[field, capServerMessage(texts[0])]] : [])));
      const code = body?.code ?? (Object.keys(fieldErrors).length > 0 ? 'fields' : 'failed');
      return { kind: 'refused', refusal: { code, message: shopperMessage(error, checkoutTexts.placeFailed), fieldErrors }, cart: body?.cart ?? null };
    })
    .exhaustive();
}

const placeFailed = sample({
  clock: placeOrderFx.failData,
  source: $attempt,
  filter: Boolean,
  fn: (attempt, error) => ({ attempt, failure: placeFailureOf(error) }),
});

// No answer (the connection, a 5xx): the same attempt again after a pause, twice; then the shopper decides.
const noAnswer = placeFailed.filter({ fn: ({ failure }) => failure.kind === 'no-answer' });
const retryDue = sample({
  clock: noAnswer,
  filter: ({ attempt }) => attempt.retries < PLACE_RETRY_DELAYS_MS.length,
  fn: ({ attempt }) => PLACE_RETRY_DELAYS_MS[attempt.retries] ?? 0,
});
// The server is still working on this key: ask again after a pause, for a while.
const inProgress = placeFailed.filter({ fn: ({ failure }) => failure.kind === 'in-progress' });
const waitDue = sample({ clock: inProgress, filter: ({ attempt }) => attempt.waits < IN_PROGRESS_LIMIT, fn: () => IN_PROGRESS_DELAY_MS });
$attempt
  .on(retryDue, (attempt) => (attempt ? { ...attempt, retries: attempt.retries + 1 } : attempt))
  .on(waitDue, (attempt) => (attempt ? { ...attempt, waits: attempt.waits + 1 } : attempt));
sample({ clock: [retryDue, waitDue], target: retryDelayFx });
// When the pause is over and the attempt is still the one on its way, it is sent again, with its key.
sample({ clock: retryDelayFx.done, source: { attempt: $attempt, phase: $phase }, filter: ({ attempt, phase }) => attempt !== null && phase === 'placing', fn: ({ attempt }) => attempt as CheckoutAttempt, target: attemptSent });
const gaveUp = sample({
  clock: placeFailed,
  filter: ({ attempt, failure }) =>
    failure.kind === 'timed-out' ||
    (failure.kind === 'no-answer' && attempt.retries >= PLACE_RETRY_DELAYS_MS.length) ||
    (failure.kind === 'in-progress' && attempt.waits >= IN_PROGRESS_LIMIT),
});
// The attempt stays open: Place order sends it again with the same key.
$phase.on(gaveUp, () => 'place-uncertain');

// A refusal ends the attempt (the server keeps no answer for it): the next press is a new attempt.
const refused = placeFailed.filterMap(({ failure }) => (failure.kind === 'refused' ? failure : undefined));
const totalsRefused = refused.filter({ fn: ({ refusal, cart }) => refusal.code === 'totals_changed' && cart !== null });
const otherRefusal = refused.filter({ fn: ({ refusal, cart }) => !(refusal.code === 'totals_changed' && cart !== null) });
$attempt.reset(refused);
sample({ clock: totalsRefused, source: $shownCart, fn: (shown, { cart }) => totalsChange(shown ?? (cart as CartSummary), cart as CartSummary), target: $totalsChange });
$phase.on(totalsRefused, () => 'totals-changed');
$refusal.on(otherRefusal, (_, { refusal }) => refusal);
$phase.on(otherRefusal, () => 'editing');
// The cart as the server now sees it (new prices, an unavailable line flagged) replaces the one on show.
sample({ clock: refused.filterMap(({ cart }) => cart ?? undefined), target: cartRestored });
// A 401 ended the session (the request model logs out): the shopper may sign in again or go on as a guest.
const sessionEnded = placeFailed.filter({ fn: ({ failure }) => failure.kind === 'session-ended' });
$attempt.reset(sessionEnded);
$refusal.on(sessionEnded, () => ({ code: 'failed', message: checkoutTexts.sessionEnded, fieldErrors: {} }));
$phase.on(sessionEnded, () => 'editing');

// When the shopper confirms the new totals, the same order is placed at once with the new total: a new attempt.
const totalsConfirmed = sample({
  clock: totalsChangeConfirmed,
  source: { phase: $phase, cart: $cart, payloadBefore: $lastPayload },
  filter: ({ phase, payloadBefore }) => phase === 'totals-changed' && payloadBefore !== null,
  fn: ({ cart, payloadBefore }) => ({ ...(payloadBefore as PlaceOrderPayload), expected_total: cart.total }),
});
sample({ clock: totalsConfirmed, target: attemptNeeded });
// A second press of Confirm finds checkout placing already.
$phase.on(totalsConfirmed, () => 'placing');
$phase.on(totalsChangeDeclined, (phase) => (phase === 'totals-changed' ? 'editing' : phase));
$totalsChange.reset(totalsChangeDeclined, attemptSent);
// A refusal is over once the shopper changes what it was about: another branch (or they dismissed it).
$refusal.reset(refusalDismissed, branchPicked);

// ---------------------------------------------------------------------------------------------------------
// Placed

const placed = placeOrderFx.doneData;
$attempt.reset(placed);
$order.on(placed, (_, answer) => answer.data);
$gatewayPayment.on(placed, (_, answer: PlacedOrder) => answer.payment ?? answer.data.payment);
$paymentFailure.reset(placed);
$paidVia.on(placed, () => 'payment');
/** Placed with something left to pay by card: the payment window opens. Nothing left: the order is paid. */
const placedToPay = placed.filter({ fn: (answer) => (answer.payment ?? answer.data.payment) !== null && paymentOutcomeOf(answer.data) !== 'received' });
const placedPaid = placed.filter({ fn: (answer) => !((answer.payment ?? answer.data.payment) !== null && paymentOutcomeOf(answer.data) !== 'received') });

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

// ---------------------------------------------------------------------------------------------------------
// The full-screen overlay while the order is placed and the payment verified

const overlayText = (phase: CheckoutPhase): string | null =>
  phase === 'placing' ? checkoutTexts.placing : phase === 'verifying' ? checkoutTexts.verifying : phase === 'checking' ? checkoutTexts.checking : null;
sample({ clock: $phase.updates, filter: (phase) => overlayText(phase) !== null, fn: (phase) => overlayText(phase) ?? '', target: loadingShown });
sample({ clock: $phase.updates, filter: (phase) => overlayText(phase) === null, fn: (): void => undefined, target: loadingHidden });
sample({ clock: checkoutLeft, fn: (): void => undefined, target: loadingHidden });

// While the payment window is (about to be) open, the desktop overlay under it yields the focus and the keyboard. Not
// undone when the screen unmounts: the overlay's own switch remounts it, and the window is still open.
const windowPhase = (phase: CheckoutPhase) => phase === 'opening-payment' || phase === 'paying';
sample({ clock: $phase.updates, filter: windowPhase, fn: (): void => undefined, target: externalWindowOpened });
sample({ clock: $phase.updates, filter: (phase) => !windowPhase(phase), fn: (): void => undefined, target: externalWindowClosed });

/** What the page shows of the payment in progress, in one place for the screen. */
export const $paymentView = combine({ phase: $phase, order: $order, failure: $paymentFailure, paidVia: $paidVia });

export type { PaymentOutcome };
