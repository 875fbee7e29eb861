import type { OrderStatus, OrderStep, PaymentStatus } from '@/api/schemas/order.schema';
import type { StoredOrderData } from './db';

/*
 * The order clock (ADR 0025): what state an order is in at a given moment, derived from what happened to it and the
 * time of asking. Apart from orders.ts so the wallet and the points (which replay paid and cancelled orders) can read
 * it without importing place-order.
 */

export const minuteMs = 60_000;

/** The order clock (ADR 0025). Statuses derive from these and the time of asking; nothing runs on a timer. */
export const orderClock = {
  /** Minutes after paying at which an order is accepted, preparing, out for delivery and delivered. */
  stepMinutes: [1, 5, 15, 30] as [number, number, number, number],
  /** Minutes after a late authorisation at which the store gives up on the order and the bank returns the money. */
  lateRefundMinutes: 2,
  /** How long a place-order key is remembered. */
  idempotencyTtlMs: 24 * 60 * minuteMs,
} as const;

/** The statuses an order moves through once paid, in order. */
export const progressStatuses = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

const iso = (ms: number) => new Date(ms).toISOString();

// The order clock: what state an order is in at a given moment.

export interface Derived {
  status: Exclude<OrderStatus, 'unknown'>;
  paymentStatus: Exclude<PaymentStatus, 'unknown'>;
  steps: OrderStep[];
  /** When it should arrive (epoch ms); null when there is no estimate (unpaid, cancelled). */
  etaMs: number | null;
}

/**
 * An order's state at `now` (epoch ms), from what happened to it. `clock_shift_ms` (the advance hook) moves the order's
 * own clock on; the times of the steps it skipped read as the moment it was moved.
 */
export function deriveOrderState(order: StoredOrderData, now: number): Derived {
  const shifted = now + order.clock_shift_ms;
  const cardPaid = order.payment_id !== null;

  if (order.paid_at === null) {
    if (order.late_authorised_at !== null) {
      const refundAt = order.late_authorised_at + orderClock.lateRefundMinutes * minuteMs;
      if (shifted >= refundAt) return { status: 'cancelled', paymentStatus: 'refunded', steps: [{ status: 'cancelled', at: iso(Math.min(now, refundAt)) }], etaMs: null };
      return { status: 'awaiting_payment', paymentStatus: 'processing', steps: [], etaMs: null };
    }
    if (order.cancelled_at !== null) return { status: 'cancelled', paymentStatus: 'not_required', steps: [{ status: 'cancelled', at: iso(order.cancelled_at) }], etaMs: null };
    return { status: 'awaiting_payment', paymentStatus: order.failed_at === null ? 'pending' : 'failed', steps: [], etaMs: null };
  }

  const steps: OrderStep[] = [{ status: 'placed', at: iso(order.paid_at) }];
  let previousAt = order.paid_at;
  const cancelledAt = order.cancelled_at;
  order.step_minutes.forEach((minutes, index) => {
    const reachedAt = order.paid_at! + minutes * minuteMs;
    if (reachedAt > shifted || (cancelledAt !== null && reachedAt > cancelledAt)) return;
    // Dated when the clock was moved on (step_dates), else when the shifted clock reached it, never in the future.
    previousAt = order.step_dates[progressStatuses[index + 1] ?? 'delivered'] ?? Math.min(now, Math.max(previousAt, reachedAt - order.clock_shift_ms));
    steps.push({ status: progressStatuses[index + 1] ?? 'delivered', at: iso(previousAt) });
  });
  if (cancelledAt !== null && cancelledAt <= shifted) {
    steps.push({ status: 'cancelled', at: iso(Math.min(now, cancelledAt)) });
    return { status: 'cancelled', paymentStatus: 'refunded', steps, etaMs: null };
  }
  const deliveredAt = order.paid_at + (order.step_minutes[3] ?? 30) * minuteMs - order.clock_shift_ms;
  const last = steps[steps.length - 1]?.status ?? 'placed';
  return {
    status: last === 'cancelled' || last === 'unknown' ? 'placed' : last,
    paymentStatus: cardPaid ? 'paid' : 'not_required',
    steps,
    etaMs: last === 'delivered' ? previousAt : Math.max(now, deliveredAt),
  };
}
