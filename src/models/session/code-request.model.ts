import { createEvent, createStore, sample, type Effect, type EventCallable, type Store } from 'effector';
import { retryAfterSeconds } from '@/api/retry-after';
import type { OtpSent } from '@/api/schemas/user.schema';
import { createCountdown } from './countdown.model';

/** Why the shopper waits before asking for another code: the resend pause the answer gave, or a 429's. */
type CodeWait = 'resend' | 'rate-limited';

export interface CodeRequest {
  /** The screen that asks for codes opened: start again from the address. */
  opened: EventCallable<void>;
  /** The shopper wants the code sent somewhere else: back to the address, no wait for a new one. */
  addressChangeRequested: EventCallable<void>;
  /** Where the latest code went (an email or a phone number), or null while none was sent since the screen opened. */
  $sentTo: Store<string | null>;
  /** The latest answer: the code's digits and life, as the server gave them. */
  $lastSent: Store<OtpSent | null>;
  /** How many codes went out since the screen opened (a resend says "a new code"). */
  $sentCount: Store<number>;
  /** Seconds before another code may be asked for; 0 when the shopper may ask now. */
  $waitSeconds: Store<number>;
  /** Why they wait, while they do. */
  $waitReason: Store<CodeWait | null>;
  /** A wait ran out since the last code was asked for: the screen says politely that one may be asked for now. */
  $waitOver: Store<boolean>;
}

/**
 * Asking for one-time codes (ADR 0020): the sign-in code and the password-reset code behave alike. After a code is
 * sent, the next may be asked for after the answer's `resend_after`; a 429 makes the shopper wait its `retry_after`
 * (retry-after.ts), whether it answered the first request or a resend. The forms call `sendFx` themselves (they show
 * its refusal on their fields); this model follows its outcome.
 */
export function createCodeRequest(sendFx: Effect<string, OtpSent>): CodeRequest {
  const opened = createEvent();
  const addressChangeRequested = createEvent();
  const wait = createCountdown();

  const $sentTo = createStore<string | null>(null);
  const $lastSent = createStore<OtpSent | null>(null);
  const $sentCount = createStore(0);
  const $waitReason = createStore<CodeWait | null>(null);
  const $waitOver = createStore(false);

  const rateLimitedFor = sendFx.failData.filterMap((error) => retryAfterSeconds(error) ?? undefined);

  // When a code went out, remember where, with what the answer said.
  $sentTo.on(sendFx.done, (_, { params }) => params.trim()).reset(opened, addressChangeRequested);
  $lastSent.on(sendFx.doneData, (_, answer) => answer).reset(opened, addressChangeRequested);
  $sentCount.on(sendFx.done, (count) => count + 1).reset(opened, addressChangeRequested);
  // When a code went out, wait the answer's resend pause before the next.
  sample({ clock: sendFx.doneData, fn: (answer) => answer.resend_after, target: wait.started });
  $waitReason.on(sendFx.doneData, (_, answer) => (answer.resend_after > 0 ? 'resend' : null));
  // When the server said "too many", wait as long as it asked.
  sample({ clock: rateLimitedFor, target: wait.started });
  $waitReason.on(rateLimitedFor, () => 'rate-limited');
  // When the screen opens again or the address changes, nothing is waited for.
  sample({ clock: [opened, addressChangeRequested], target: wait.cleared });
  $waitReason.reset(opened, addressChangeRequested, wait.finished);
  // When a wait runs out, say so once; asking again (or starting afresh) takes it back.
  $waitOver.on(wait.finished, () => true).reset(opened, addressChangeRequested, sendFx);

  return {
    opened,
    addressChangeRequested,
    $sentTo,
    $lastSent,
    $sentCount,
    $waitSeconds: wait.$secondsLeft,
    $waitReason,
    $waitOver,
  };
}
