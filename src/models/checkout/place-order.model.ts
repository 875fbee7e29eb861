import { createEffect, createEvent, createStore, sample } from 'effector';
import { match } from 'ts-pattern';
import { isApiError, shopperMessage } from '@/api/api-error';
import { capServerMessage } from '@/api/server-message';
import type { CartSummary } from '@/api/schemas/cart.schema';
import { placeOrderRefusalSchema, type PlaceOrderPayload, type PlaceOrderRefusalCode } from '@/api/schemas/order.schema';
import { PLACE_ORDER_TIME_LIMIT_MS } from '@/api/answer-time-limit';
import { orders } from '@/api/calls/orders';
import { request } from '@/api/client';
import { branchPicked } from '@/models/branches/branches.model';
import { $cart, cartRestored } from '@/models/cart/cart.model';
import { createRequestFx } from '@/models/request/request.model';
import { IN_PROGRESS_DELAY_MS, IN_PROGRESS_LIMIT, PLACE_RETRY_DELAYS_MS, sameBody } from './checkout.lib';
import { $order, $phase, checkoutTexts } from './checkout-phase.model';
import { totalsChange, type TotalsChange } from './totals-change.lib';

/*
 * Placing the order (ADR 0026). Every checkout attempt has one Idempotency-Key, sent again on every retry of it (a
 * time-out, a lost connection, a 409 in_progress, Place order pressed again with the same body). A refusal, or a
 * confirmed change of totals, ends the attempt: the next press is a new one.
 */

/** Why the last Place order did not make an order: a refusal code of the contract, field errors, or another failure. */
interface PlaceRefusal {
  code: PlaceOrderRefusalCode | 'fields' | 'failed';
  message: string;
  fieldErrors: Record<string, string>;
}

/** One checkout attempt: its key and the body it was sent with. */
interface CheckoutAttempt {
  key: string;
  payload: PlaceOrderPayload;
  /** Retries after time-outs or lost connections so far (automatic ones). */
  retries: number;
  /** Times the server said it was still working on this key (409 in_progress). */
  waits: number;
}

// ---------------------------------------------------------------------------------------------------------
// Events

/** Place order pressed with a body the page checked. */
export const placeOrderRequested = createEvent<PlaceOrderPayload>();
/** The shopper accepted the changed totals: placed again at once, as a new attempt. */
export const totalsChangeConfirmed = createEvent();
/** The shopper wants to look again before ordering. */
export const totalsChangeDeclined = createEvent();
/** The shopper read a refusal and changes something. */
export const refusalDismissed = createEvent();

// ---------------------------------------------------------------------------------------------------------
// Effects

/**
 * Places the cart as an order. `key` is one v4 UUID per checkout attempt, sent again on every retry of it, so a double
 * click, a time-out or Back then Forward never makes a second order; the server's own payment order takes longer.
 */
export const placeOrderFx = createRequestFx((context, attempt: { payload: PlaceOrderPayload; key: string }) =>
  request(context, orders.place, { body: attempt.payload, headers: { 'Idempotency-Key': attempt.key }, timeout: PLACE_ORDER_TIME_LIMIT_MS }),
);

/** A new key for a new attempt (an effect, so tests choose it). */
export const newAttemptKeyFx = createEffect((): string => crypto.randomUUID());
/** Waits before the same attempt is sent again. */
export const retryDelayFx = createEffect((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));

// ---------------------------------------------------------------------------------------------------------
// Stores

export const $attempt = createStore<CheckoutAttempt | null>(null);
export const $refusal = createStore<PlaceRefusal | null>(null);
/** The cart the shopper was shown when they pressed Place order: what changed totals are compared with. */
const $shownCart = createStore<CartSummary | null>(null);
export const $totalsChange = createStore<TotalsChange | null>(null);

/** Whether Place order may send now: not while an attempt or a payment is under way. */
export const $canPlace = $phase.map((phase) => phase === 'editing' || phase === 'place-uncertain');

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
// Placed: the attempt is over, and checkout follows the order it made

const placed = placeOrderFx.doneData;
$attempt.reset(placed);
$order.on(placed, (_, answer) => answer.data);
