import { describe, expect, it } from 'vitest';
import { cardWindowMethods, sameBody, walletPlan } from './checkout.lib';

describe('walletPlan', () => {
  it.each([
    ['wallet not used', 30, 50, false, null, { walletAmount: 0, cardAmount: 30, method: 'razorpay' }],
    ['as much as it can, covering all', 30, 50, true, null, { walletAmount: 30, cardAmount: 0, method: 'wallet' }],
    ['as much as it can, part', 30, 12.5, true, null, { walletAmount: 12.5, cardAmount: 17.5, method: 'razorpay' }],
    ['a part asked for', 30, 50, true, 10, { walletAmount: 10, cardAmount: 20, method: 'razorpay' }],
    ['more than the balance asked for', 30, 5, true, 20, { walletAmount: 5, cardAmount: 25, method: 'razorpay' }],
    ['more than the total asked for', 30, 50, true, 40, { walletAmount: 30, cardAmount: 0, method: 'wallet' }],
    ['a negative amount', 30, 50, true, -3, { walletAmount: 0, cardAmount: 30, method: 'razorpay' }],
    ['cents kept exact', 0.3, 0.1, true, null, { walletAmount: 0.1, cardAmount: 0.2, method: 'razorpay' }],
    ['an empty wallet', 30, 0, true, null, { walletAmount: 0, cardAmount: 30, method: 'razorpay' }],
  ] as const)('%s', (_, total, balance, use, requested, plan) => {
    expect(walletPlan(total, balance, use, requested)).toEqual(plan);
  });
});

describe('sameBody', () => {
  it.each([
    ['the same keys in another order', { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }, true],
    ['an undefined key and a missing one', { a: 1, b: undefined }, { a: 1 }, true],
    ['another value', { a: 1 }, { a: 2 }, false],
    ['another nested value', { contact: { name: 'A' } }, { contact: { name: 'B' } }, false],
    ['lists in another order', { a: [1, 2] }, { a: [2, 1] }, false],
  ])('%s', (_, left, right, same) => {
    expect(sameBody(left, right)).toBe(same);
  });
});

describe('cardWindowMethods', () => {
  it.each([
    ['USD', 'card'],
    ['EUR', 'card'],
    ['INR', 'card, UPI or netbanking'],
    ['inr', 'card, UPI or netbanking'],
  ])('a store in %s is paid by %s', (currency, methods) => {
    expect(cardWindowMethods(currency)).toBe(methods);
  });
});
