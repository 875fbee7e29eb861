// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_PAYMENT_STORAGE_KEY } from '@/app/shell/pending-payment-check';
import {
  clearPendingPayment,
  markPurchaseReported,
  PENDING_PAYMENT_KEY,
  PENDING_PAYMENT_MAX_AGE_MS,
  readPendingPayment,
  REPORTED_PURCHASES_KEY,
  REPORTED_PURCHASES_LIMIT,
  writePendingPayment,
} from './pending-payment.lib';

const pending = { order_id: '7', gateway_order_id: 'order_abc', started_at: 1_000 };

describe('the pending payment on the device', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was kept', () => {
    writePendingPayment(pending);
    expect(readPendingPayment(2_000)).toEqual(pending);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ order_id: 7 })],
    ['a list', '[1,2]'],
    ['null', 'null'],
  ])('reads %s as none', (_, raw) => {
    localStorage.setItem(PENDING_PAYMENT_KEY, raw);
    expect(readPendingPayment(2_000)).toBeNull();
  });

  it('reads one too old to ask about as none', () => {
    writePendingPayment(pending);
    expect(readPendingPayment(pending.started_at + PENDING_PAYMENT_MAX_AGE_MS + 1)).toBeNull();
  });

  it('forgets only the given order’s (another tab may have started a newer one)', () => {
    writePendingPayment(pending);
    clearPendingPayment('8');
    expect(readPendingPayment(2_000)).toEqual(pending);
    clearPendingPayment('7');
    expect(readPendingPayment(2_000)).toBeNull();
  });

  it('forgets a corrupt one whatever the order', () => {
    localStorage.setItem(PENDING_PAYMENT_KEY, '{oops');
    clearPendingPayment('7');
    expect(localStorage.getItem(PENDING_PAYMENT_KEY)).toBeNull();
  });
});

describe('the key the route table tests for', () => {
  it('is the one the pending payment is kept under', () => {
    expect(PENDING_PAYMENT_STORAGE_KEY).toBe(PENDING_PAYMENT_KEY);
  });
});

describe('purchases reported', () => {
  beforeEach(() => localStorage.clear());

  it('claims each order once', () => {
    expect(markPurchaseReported('7')).toBe(true);
    expect(markPurchaseReported('7')).toBe(false);
    expect(markPurchaseReported('8')).toBe(true);
  });

  it('starts afresh from a corrupt list', () => {
    localStorage.setItem(REPORTED_PURCHASES_KEY, '"nope"');
    expect(markPurchaseReported('7')).toBe(true);
  });

  it('keeps the newest ones only', () => {
    for (let order = 0; order < REPORTED_PURCHASES_LIMIT + 5; order += 1) markPurchaseReported(String(order));
    expect(JSON.parse(localStorage.getItem(REPORTED_PURCHASES_KEY) ?? '[]')).toHaveLength(REPORTED_PURCHASES_LIMIT);
    expect(markPurchaseReported(String(REPORTED_PURCHASES_LIMIT + 4))).toBe(false);
  });
});
