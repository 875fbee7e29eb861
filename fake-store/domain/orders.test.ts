import { describe, expect, it } from 'vitest';
import type { StoredOrderData } from './db';
import { canonicalJson, deriveOrderState, orderClock } from './orders';

const minute = 60_000;
const paidAt = Date.UTC(2026, 10, 26, 12, 0, 0);

function order(facts: Partial<StoredOrderData> = {}): StoredOrderData {
  return {
    id: 1,
    order_number: '1001',
    placed_at: new Date(paidAt - minute).toISOString(),
    items: [],
    subtotal: 10,
    order_discount_amount: 0,
    product_price_discount: 0,
    shipping_discount_amount: 0,
    tax_amount: 0,
    delivery_charge: 0,
    wallet_amount: 0,
    total: 10,
    amount_payable: 10,
    coupon_code: null,
    address: null,
    contact: null,
    branch_name: 'Downtown',
    tracking_token: 'token',
    owner: 'user:1',
    user_id: 1,
    branch_id: '1',
    branch_phone: null,
    gateway_order_id: 'order_Sim00000000000',
    paid_at: paidAt,
    payment_id: 'pay_Sim00000000000',
    failed_at: null,
    late_authorised_at: null,
    cancelled_at: null,
    step_minutes: [...orderClock.stepMinutes],
    clock_shift_ms: 0,
    step_dates: {},
    ...facts,
  };
}

describe('the order clock', () => {
  it.each([
    [0, 'placed', ['placed']],
    [0.99, 'placed', ['placed']],
    [1, 'accepted', ['placed', 'accepted']],
    [5, 'preparing', ['placed', 'accepted', 'preparing']],
    [15, 'out_for_delivery', ['placed', 'accepted', 'preparing', 'out_for_delivery']],
    [29.9, 'out_for_delivery', ['placed', 'accepted', 'preparing', 'out_for_delivery']],
    [30, 'delivered', ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered']],
    [60 * 24 * 30, 'delivered', ['placed', 'accepted', 'preparing', 'out_for_delivery', 'delivered']],
  ])('%s minutes after paying: %s', (minutes, status, steps) => {
    const state = deriveOrderState(order(), paidAt + minutes * minute);
    expect(state.status).toBe(status);
    expect(state.paymentStatus).toBe('paid');
    expect(state.steps.map((step) => step.status)).toEqual(steps);
  });

  it('dates each step when it was reached, and estimates delivery 30 minutes after paying', () => {
    const state = deriveOrderState(order(), paidAt + 16 * minute);
    expect(state.steps.map((step) => step.at)).toEqual([0, 1, 5, 15].map((minutes) => new Date(paidAt + minutes * minute).toISOString()));
    expect(state.etaMs).toBe(paidAt + 30 * minute);
  });

  it('reads a moved-on clock as time passed: steps keep the dates written when it moved, later ones follow the moved clock', () => {
    const movedAt = paidAt + 2 * minute;
    const moved = order({ clock_shift_ms: 13 * minute, step_dates: { placed: paidAt, accepted: paidAt + minute, preparing: movedAt, out_for_delivery: movedAt } });
    const state = deriveOrderState(moved, movedAt + minute);
    expect(state.status).toBe('out_for_delivery');
    expect(state.steps.map((step) => step.at)).toEqual([paidAt, paidAt + minute, movedAt, movedAt].map((at) => new Date(at).toISOString()));
    const later = deriveOrderState(moved, paidAt + 17 * minute);
    expect(later.status).toBe('delivered');
    expect(later.steps.at(-1)?.at).toBe(new Date(paidAt + 17 * minute).toISOString());
  });

  it.each([
    ['unpaid', order({ paid_at: null, payment_id: null }), 'awaiting_payment', 'pending'],
    ['unpaid after a failed attempt', order({ paid_at: null, payment_id: null, failed_at: paidAt }), 'awaiting_payment', 'failed'],
    ['authorised late, within the refund time', order({ paid_at: null, payment_id: null, late_authorised_at: paidAt - minute }), 'awaiting_payment', 'processing'],
    ['authorised late, after the refund time', order({ paid_at: null, payment_id: null, late_authorised_at: paidAt - orderClock.lateRefundMinutes * minute }), 'cancelled', 'refunded'],
    ['paid by the wallet', order({ payment_id: null, gateway_order_id: null, amount_payable: 0, wallet_amount: 10 }), 'placed', 'not_required'],
    ['cancelled by the store after paying', order({ cancelled_at: paidAt - minute / 2 }), 'cancelled', 'refunded'],
  ])('%s: %s, payment %s', (_case, facts, status, paymentStatus) => {
    const state = deriveOrderState(facts, paidAt);
    expect([state.status, state.paymentStatus]).toEqual([status, paymentStatus]);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth, so the same body in another order is the same body', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
