import { describe, expect, it } from 'vitest';
import { orderStatuses, paymentStatuses, type OrderStatus, type PaymentStatus } from '@/api/schemas/order.schema';
import {
  isFinalStatus,
  orderStatusLabel,
  orderStatusSentence,
  paymentNoticeOf,
  paymentNoticeText,
  pollDelayMs,
  progressIndex,
  timelineOf,
} from './order-status.lib';

const everyStatus: OrderStatus[] = [...orderStatuses, 'unknown'];

describe('order statuses', () => {
  it.each(everyStatus)('%s has a label and a sentence of its own', (status) => {
    expect(orderStatusLabel(status)).not.toBe('');
    expect(orderStatusSentence(status)).toMatch(/\.$/);
  });

  it('labels are all different', () => {
    expect(new Set(everyStatus.map(orderStatusLabel)).size).toBe(everyStatus.length);
  });

  it.each<[OrderStatus, boolean, number | null]>([
    ['awaiting_payment', false, 5_000],
    ['placed', false, 10_000],
    ['accepted', false, 15_000],
    ['preparing', false, 20_000],
    ['out_for_delivery', false, 30_000],
    ['delivered', true, null],
    ['cancelled', true, null],
    ['payment_failed', true, null],
    ['unknown', false, 60_000],
  ])('%s: final %s, next look after %s ms', (status, final, delay) => {
    expect(isFinalStatus(status)).toBe(final);
    expect(pollDelayMs(status)).toBe(delay);
  });

  it('polls less often as the order advances along the timeline', () => {
    const delays = (['awaiting_payment', 'placed', 'accepted', 'preparing', 'out_for_delivery'] as const).map((status) => pollDelayMs(status) ?? 0);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });

  it.each<[OrderStatus, number | null]>([
    ['awaiting_payment', -1],
    ['placed', 0],
    ['out_for_delivery', 3],
    ['delivered', 4],
    ['cancelled', null],
    ['unknown', null],
  ])('%s sits at step %s of the timeline', (status, index) => {
    expect(progressIndex(status)).toBe(index);
  });
});

describe('the timeline', () => {
  const at = (status: OrderStatus) => ({ status, at: `2026-11-26T12:0${progressIndex(status) ?? 9}:00Z` });

  it('marks the steps before the current one done, the current one current, the rest upcoming', () => {
    const timeline = timelineOf('preparing', [at('placed'), at('accepted'), at('preparing')]);
    expect(timeline.rows.map((row) => [row.step, row.state])).toEqual([
      ['placed', 'done'],
      ['accepted', 'done'],
      ['preparing', 'current'],
      ['out_for_delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(timeline.rows[2]?.at).toBe('2026-11-26T12:02:00Z');
    expect(timeline.ending).toBeNull();
  });

  it('shows a delivered order with every step done', () => {
    expect(timelineOf('delivered', []).rows.every((row) => row.state === 'done')).toBe(true);
  });

  it('shows an order awaiting payment with nothing reached yet', () => {
    expect(timelineOf('awaiting_payment', []).rows.every((row) => row.state === 'upcoming')).toBe(true);
  });

  it('shows a cancelled order with the steps it reached, then its ending', () => {
    const timeline = timelineOf('cancelled', [at('placed'), at('accepted'), { status: 'cancelled', at: '2026-11-26T12:05:00Z' }]);
    expect(timeline.rows.map((row) => row.state)).toEqual(['done', 'done', 'upcoming', 'upcoming', 'upcoming']);
    expect(timeline.ending).toEqual({ status: 'cancelled', label: 'Cancelled', at: '2026-11-26T12:05:00Z' });
  });

  it('ends a failed payment as payment failed', () => {
    expect(timelineOf('payment_failed', []).ending?.label).toBe('Payment failed');
  });

  it('shows an unknown status with the recorded steps done and no ending', () => {
    const timeline = timelineOf('unknown', [at('placed'), at('accepted')]);
    expect(timeline.rows.map((row) => row.state)).toEqual(['done', 'done', 'upcoming', 'upcoming', 'upcoming']);
    expect(timeline.ending).toBeNull();
  });

  it('keeps the first time a step was reached when the server repeats it', () => {
    const timeline = timelineOf('accepted', [at('placed'), { status: 'placed', at: '2026-11-26T13:00:00Z' }]);
    expect(timeline.rows[0]?.at).toBe('2026-11-26T12:00:00Z');
  });
});

describe('the payment notice', () => {
  it.each<[PaymentStatus, OrderStatus, string]>([
    ['paid', 'placed', 'confirmed'],
    ['not_required', 'placed', 'confirmed'],
    ['pending', 'awaiting_payment', 'unpaid'],
    ['processing', 'awaiting_payment', 'confirming'],
    ['failed', 'awaiting_payment', 'failed'],
    ['pending', 'payment_failed', 'failed'],
    ['refunded', 'cancelled', 'refunded'],
    ['unknown', 'placed', 'unknown'],
  ])('payment %s of an order %s reads as %s', (payment, status, notice) => {
    expect(paymentNoticeOf(payment, status)).toBe(notice);
  });

  it('never calls an order confirmed while its payment is not done', () => {
    const notDone = paymentStatuses.filter((status) => status !== 'paid' && status !== 'not_required');
    for (const payment of notDone) expect(paymentNoticeOf(payment, 'placed')).not.toBe('confirmed');
  });

  it('says plainly that an unpaid order is not confirmed', () => {
    expect(paymentNoticeText('unpaid')).toMatch(/^Payment not completed/);
  });
});
