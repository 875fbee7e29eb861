import { createEvent, createStore, sample } from 'effector';
import type { Order } from '@/api/schemas/order.schema';
import { wallet } from '@/api/calls/orders';
import { request } from '@/api/client';
import { loadingHidden, loadingShown } from '@/models/loading/loading.model';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, loggedOut, sessionStarted } from '@/models/session/session.model';

/*
 * Checkout and card payment (ADR 0026): one state machine from Place order to a paid order, safe against double
 * clicks, time-outs, lost callbacks, closed tabs and totals that change under the shopper. This file holds where it
 * stands and what the page around it needs; placing (place-order.model.ts), the bank window (payment-window.model.ts)
 * and what the server says of a payment (payment-recovery.model.ts) move it along.
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

// ---------------------------------------------------------------------------------------------------------
// Events

/** The checkout screen opened (the pending payment, if any, is asked about). */
export const checkoutOpened = createEvent();
/** The checkout screen went. */
export const checkoutLeft = createEvent();

// ---------------------------------------------------------------------------------------------------------
// Effects

export const checkWalletFx = createRequestFx((context, _: void) => request(context, wallet.get));

// ---------------------------------------------------------------------------------------------------------
// Stores

export const $phase = createStore<CheckoutPhase>('idle');
/** The order this checkout made or recovered, as the server last described it. */
export const $order = createStore<Order | null>(null);
export const $orderId = $order.map((order) => (order ? String(order.id) : null));
export const $wallet = createStore<{ status: 'none' | 'loading' | 'ready' | 'failed'; balance: number }>({ status: 'none', balance: 0 });

/** Whether the checkout screen is on show: signing in there brings the customer's wallet and addresses. */
export const $checkoutActive = createStore(false).on(checkoutOpened, () => true).on(checkoutLeft, () => false);

// ---------------------------------------------------------------------------------------------------------
// Arriving, and the wallet the page offers

// When checkout opens, anything but an order in progress starts afresh (an unpaid order stays: Back then Forward
// returns to its Pay now, never to a second order).
$phase.on(checkoutOpened, (phase) =>
  phase === 'idle' || phase === 'paid' || phase === 'refunded' || phase === 'order-closed' || phase === 'check-failed' ? 'editing' : phase,
);
// When a customer opens checkout, their wallet balance is asked for.
sample({ clock: checkoutOpened, source: $isLoggedIn, filter: Boolean, fn: (): void => undefined, target: checkWalletFx });
// When a guest signs in on checkout, their wallet is asked for too.
sample({ clock: sessionStarted, source: $checkoutActive, filter: Boolean, fn: (): void => undefined, target: checkWalletFx });
$wallet
  .on(checkWalletFx, (wallet) => ({ ...wallet, status: wallet.status === 'ready' ? 'ready' : 'loading' }))
  .on(checkWalletFx.doneData, (_, answer) => ({ status: 'ready', balance: answer.balance }))
  .on(checkWalletFx.fail, (wallet) => ({ ...wallet, status: wallet.status === 'ready' ? 'ready' : 'failed' }))
  .reset(loggedOut);

// ---------------------------------------------------------------------------------------------------------
// The full-screen overlay while the order is placed and the payment verified

const overlayText = (phase: CheckoutPhase): string | null =>
  phase === 'placing' ? checkoutTexts.placing : phase === 'verifying' ? checkoutTexts.verifying : phase === 'checking' ? checkoutTexts.checking : null;
sample({ clock: $phase.updates, filter: (phase) => overlayText(phase) !== null, fn: (phase) => overlayText(phase) ?? '', target: loadingShown });
sample({ clock: $phase.updates, filter: (phase) => overlayText(phase) === null, fn: (): void => undefined, target: loadingHidden });
sample({ clock: checkoutLeft, fn: (): void => undefined, target: loadingHidden });
