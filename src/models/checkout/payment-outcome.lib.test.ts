import { describe, expect, it } from 'vitest';
import type { GatewayPayment, OrderStatus, PaymentStatus } from '@/api/schemas/order.schema';
import { paymentFailureWords, paymentOutcomeOf, saysNoMoneyTaken, type PaymentOutcome } from './payment-outcome.lib';

const payment: GatewayPayment = { provider: 'razorpay', key_id: 'rzp_test', gateway_order_id: 'order_1', amount: 1000, currency: 'INR' };

describe('paymentOutcomeOf', () => {
  it.each<[PaymentStatus, OrderStatus, GatewayPayment | null, PaymentOutcome]>([
    ['paid', 'placed', null, 'received'],
    ['paid', 'delivered', null, 'received'],
    // Paid is paid, whatever else the order says: never "failed" for money the server has.
    ['paid', 'payment_failed', payment, 'received'],
    ['not_required', 'placed', null, 'received'],
    ['processing', 'awaiting_payment', payment, 'confirming'],
    ['pending', 'awaiting_payment', payment, 'not-completed'],
    ['failed', 'awaiting_payment', payment, 'not-completed'],
    ['failed', 'payment_failed', payment, 'closed'],
    ['pending', 'cancelled', payment, 'closed'],
    ['pending', 'awaiting_payment', null, 'closed'],
    ['refunded', 'cancelled', null, 'refunded'],
    ['unknown', 'awaiting_payment', payment, 'confirming'],
  ])('%s and %s (payment %#) reads as %s', (payment_status, status, gateway, outcome) => {
    expect(paymentOutcomeOf({ payment_status, status, payment: gateway })).toBe(outcome);
  });
});

describe('paymentFailureWords', () => {
  it.each([
    [{ description: 'Your card was declined by the bank.', reason: 'card_declined' }, 'Your card was declined by the bank.'],
    [{ reason: 'insufficient_funds' }, 'The card does not have enough funds.'],
    [{ reason: 'payment_cancelled' }, 'The payment was cancelled.'],
    [{ description: '  ' }, 'The payment did not go through.'],
    [undefined, 'The payment did not go through.'],
  ])('%o', (error, words) => {
    expect(paymentFailureWords(error)).toBe(words);
  });
});

describe('saysNoMoneyTaken', () => {
  it.each([
    ['Your card was declined and no money was taken. Please try another card.', true],
    ['Your bank declined this payment. No money was taken: try again, or use another card.', true],
    ['The payment failed; no money has been charged.', true],
    ['The bank declined the payment.', false],
    ['Some money was taken back.', false],
  ])('%j: %s', (words, says) => {
    expect(saysNoMoneyTaken(words)).toBe(says);
  });
});
