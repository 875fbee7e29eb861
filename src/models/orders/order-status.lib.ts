import { match } from 'ts-pattern';
import type { OrderStatus, OrderStep, PaymentStatus } from '@/api/schemas/order.schema';

/*
 * What every order screen says about an order's status and payment (ADR 0027): one place for the labels, the
 * timeline and the polling schedule, each matched exhaustively, so a status added to the contract fails the
 * typecheck here rather than showing a blank on one screen.
 */

/** The shopper's words for a status. */
export function orderStatusLabel(status: OrderStatus): string {
  return match(status)
    .with('awaiting_payment', () => 'Awaiting payment')
    .with('placed', () => 'Order placed')
    .with('accepted', () => 'Accepted')
    .with('preparing', () => 'Preparing')
    .with('out_for_delivery', () => 'Out for delivery')
    .with('delivered', () => 'Delivered')
    .with('cancelled', () => 'Cancelled')
    .with('payment_failed', () => 'Payment failed')
    .with('unknown', () => 'Status unavailable')
    .exhaustive();
}

/** One sentence for the tracking screen's heading and its live announcement. */
export function orderStatusSentence(status: OrderStatus): string {
  return match(status)
    .with('awaiting_payment', () => 'Your order is waiting for its payment.')
    .with('placed', () => 'Your order has been placed.')
    .with('accepted', () => 'The store has accepted your order.')
    .with('preparing', () => 'Your order is being prepared.')
    .with('out_for_delivery', () => 'Your order is out for delivery.')
    .with('delivered', () => 'Your order has been delivered.')
    .with('cancelled', () => 'Your order was cancelled.')
    .with('payment_failed', () => 'The payment for your order failed.')
    .with('unknown', () => 'We can’t tell where your order is right now. The store can.')
    .exhaustive();
}

/** A status after which nothing changes: tracking stops asking. */
export function isFinalStatus(status: OrderStatus): boolean {
  return match(status)
    .with('delivered', 'cancelled', 'payment_failed', () => true)
    .with('awaiting_payment', 'placed', 'accepted', 'preparing', 'out_for_delivery', 'unknown', () => false)
    .exhaustive();
}

/** The kitchen's steps, in order: the timeline's rows. */
const progressSteps = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;
type ProgressStep = (typeof progressSteps)[number];

/**
 * How far along the timeline a status is: the index of its step in `progressSteps`, -1 before the first (awaiting
 * payment), and null when the status is off the timeline (cancelled, payment failed, unknown).
 */
export function progressIndex(status: OrderStatus): number | null {
  return match(status)
    .with('awaiting_payment', () => -1)
    .with('placed', () => 0)
    .with('accepted', () => 1)
    .with('preparing', () => 2)
    .with('out_for_delivery', () => 3)
    .with('delivered', () => 4)
    .with('cancelled', 'payment_failed', 'unknown', () => null)
    .exhaustive();
}

type TimelineState = 'done' | 'current' | 'upcoming';

export interface TimelineRow {
  step: ProgressStep;
  label: string;
  state: TimelineState;
  /** When the order reached it (ISO), when the server said. */
  at: string | null;
}

interface Timeline {
  rows: TimelineRow[];
  /** A final state off the timeline (cancelled, payment failed), shown after the steps it reached. */
  ending: { status: 'cancelled' | 'payment_failed'; label: string; at: string | null } | null;
}

/**
 * The timeline of an order: each step done, current or upcoming. A cancelled or failed order shows the steps it
 * reached (from its recorded steps) and then its ending; an unknown status shows the recorded steps as done.
 */
export function timelineOf(status: OrderStatus, steps: readonly OrderStep[]): Timeline {
  const reachedAt = new Map<OrderStatus, string>();
  for (const step of steps) if (!reachedAt.has(step.status)) reachedAt.set(step.status, step.at);
  const index = progressIndex(status);
  const reachedByRecord = progressSteps.reduce((last, step, position) => (reachedAt.has(step) ? position : last), -1);
  const rows = progressSteps.map((step, position): TimelineRow => {
    const state: TimelineState =
      index === null
        ? position <= reachedByRecord
          ? 'done'
          : 'upcoming'
        : position < index || (position === index && step === 'delivered')
          ? 'done'
          : position === index
            ? 'current'
            : 'upcoming';
    return { step, label: orderStatusLabel(step), state, at: reachedAt.get(step) ?? null };
  });
  const ending = match(status)
    .with('cancelled', 'payment_failed', (final) => ({ status: final, label: orderStatusLabel(final), at: reachedAt.get(final) ?? null }))
    .otherwise(() => null);
  return { rows, ending };
}

/**
 * How long tracking waits before asking again, by status (ADR 0027): often while things change quickly (a payment
 * being confirmed, a new order waiting to be accepted), less often in the kitchen's long steps, and not at all once
 * the order is final (null). An unknown status is asked about slowly: something newer than this storefront is
 * happening, and asking faster would not help.
 */
export function pollDelayMs(status: OrderStatus): number | null {
  return match(status)
    .with('awaiting_payment', () => 5_000)
    .with('placed', () => 10_000)
    .with('accepted', () => 15_000)
    .with('preparing', () => 20_000)
    .with('out_for_delivery', () => 30_000)
    .with('unknown', () => 60_000)
    .with('delivered', 'cancelled', 'payment_failed', () => null)
    .exhaustive();
}

/**
 * What the confirmation says about the money: `confirmed` only when nothing is left to pay; otherwise it says the
 * payment is not done (`unpaid`, with a way back to checkout), is being confirmed, failed, or was refunded.
 */
export type PaymentNotice = 'confirmed' | 'unpaid' | 'confirming' | 'failed' | 'refunded' | 'unknown';

export function paymentNoticeOf(payment: PaymentStatus, status: OrderStatus): PaymentNotice {
  if (status === 'payment_failed') return 'failed';
  return match(payment)
    .with('paid', 'not_required', () => 'confirmed' as const)
    .with('pending', () => 'unpaid' as const)
    .with('processing', () => 'confirming' as const)
    .with('failed', () => 'failed' as const)
    .with('refunded', () => 'refunded' as const)
    .with('unknown', () => 'unknown' as const)
    .exhaustive();
}

/** The confirmation's words for a payment that is not (yet) confirmed. */
export function paymentNoticeText(notice: Exclude<PaymentNotice, 'confirmed'>): string {
  return match(notice)
    .with('unpaid', () => 'Payment not completed. Your order is not confirmed until it is paid.')
    .with('confirming', () => 'We are confirming your payment with the bank. Check again in a moment.')
    .with('failed', () => 'Payment not completed: the last attempt failed. You can pay again for the same order.')
    .with('refunded', () => 'This order was not accepted, and your payment has been refunded.')
    .with('unknown', () => 'We can’t confirm this order’s payment right now.')
    .exhaustive();
}
