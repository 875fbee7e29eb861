import { gatewayAttempts } from './db';
import { findOrderByGatewayId, isPayable, markAuthorisedLate, markOrderPaid, markPaymentFailed } from './orders';
import { bankFailures, newPaymentId, razorpayKeyId, razorpaySignature, type RazorpayError } from './razorpay';

/*
 * The simulated bank behind the Razorpay stand-in's test-mode window (ADR 0025): `POST /sim-razorpay/pay`. It plays
 * Razorpay's servers: it takes an attempt on a gateway order, records it, and on success captures the payment, signs
 * it with the key secret (which never reaches the page) and fires the payment.captured "webhook" at once, marking
 * the order paid, so a lost callback still ends in a paid order.
 */

/** What the stand-in sends: the key it was opened with, the gateway order and the shopper's choice. */
export interface BankAttempt {
  key_id: string;
  order_id: string;
  choice: 'success' | 'failure';
}

/**
 * The bank's answer. `captured`: the stand-in hands the three fields to the page's `handler`. `failed`: it fires
 * `payment.failed` with `error` and keeps the window open. `callback` is `lost` under payment-callback-lost: the
 * stand-in then closes without calling anything, as when the shopper's page never hears back.
 */
export type BankAnswer =
  | { status: 'captured'; razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string; callback?: 'lost' }
  | { status: 'failed'; error: RazorpayError };

export type BankResult = { ok: true; answer: BankAnswer } | { ok: false; status: 400 | 401; error: Omit<RazorpayError, 'metadata'> };

const badRequest = (description: string): BankResult => ({ ok: false, status: 400, error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } });

/** Checks an attempt's key and order; the order when the bank may take a payment for it. */
function payableOrder(attempt: BankAttempt, now: number) {
  if (attempt.key_id !== razorpayKeyId) return { ok: false as const, result: { ok: false, status: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid.', source: 'business', step: 'payment_initiation', reason: 'invalid_key' } } satisfies BankResult };
  const order = findOrderByGatewayId(attempt.order_id);
  if (!order) return { ok: false as const, result: badRequest('The id provided does not exist.') };
  if (order.paid_at !== null) return { ok: false as const, result: badRequest('This order has already been paid.') };
  if (!isPayable(order, now)) return { ok: false as const, result: badRequest('This order can no longer be paid.') };
  return { ok: true as const, order };
}

/** A failed attempt: recorded, the order's payment_status `failed`, the window stays open for another try. */
export async function failAttempt(attempt: BankAttempt, failure: Omit<RazorpayError, 'metadata'> = bankFailures.failed, now: number = Date.now()): Promise<BankResult> {
  const found = payableOrder(attempt, now);
  if (!found.ok) return found.result;
  const paymentId = newPaymentId();
  await gatewayAttempts.create({ payment_id: paymentId, gateway_order_id: attempt.order_id, outcome: 'failed', at: now });
  await markPaymentFailed(found.order, now);
  return { ok: true, answer: { status: 'failed', error: { ...failure, metadata: { order_id: attempt.order_id, payment_id: paymentId } } } };
}

/**
 * The bank answers too late (late-authorisation): the attempt fails for the page with a time-out, but the bank
 * authorises it later, so the order's payment is `processing` until the store refunds it (orderClock.lateRefundMinutes).
 */
export async function authoriseLate(attempt: BankAttempt, now: number = Date.now()): Promise<BankResult> {
  const found = payableOrder(attempt, now);
  if (!found.ok) return found.result;
  const paymentId = newPaymentId();
  await gatewayAttempts.create({ payment_id: paymentId, gateway_order_id: attempt.order_id, outcome: 'late', at: now });
  await markAuthorisedLate(found.order, now);
  return { ok: true, answer: { status: 'failed', error: { ...bankFailures.timedOut, metadata: { order_id: attempt.order_id, payment_id: paymentId } } } };
}

/** Takes an attempt at the bank: Success captures, signs and marks the order paid (the webhook); Failure declines. */
export async function payAtBank(attempt: BankAttempt, now: number = Date.now()): Promise<BankResult> {
  if (attempt.choice === 'failure') return failAttempt(attempt, bankFailures.failed, now);
  const found = payableOrder(attempt, now);
  if (!found.ok) return found.result;
  const paymentId = newPaymentId();
  await gatewayAttempts.create({ payment_id: paymentId, gateway_order_id: attempt.order_id, outcome: 'captured', at: now });
  // payment.captured: Razorpay's webhook reaches the store whatever happens to the shopper's page.
  await markOrderPaid(found.order, paymentId, now);
  return {
    ok: true,
    answer: { status: 'captured', razorpay_payment_id: paymentId, razorpay_order_id: attempt.order_id, razorpay_signature: await razorpaySignature(attempt.order_id, paymentId) },
  };
}

/** Whether the bank captured `paymentId` for `gatewayOrderId`. */
export function wasCaptured(gatewayOrderId: string, paymentId: string): boolean {
  return gatewayAttempts.findFirst((q) => q.where({ payment_id: paymentId, gateway_order_id: gatewayOrderId, outcome: 'captured' })) !== undefined;
}
