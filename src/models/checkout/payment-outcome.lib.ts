import { match } from 'ts-pattern';
import type { Order } from '@/api/schemas/order.schema';

/*
 * What the server's order says about its payment, in the shopper's terms (ADR 0026). Read after a lost callback, a
 * reload, a closed bank window or a failed verification: never "failed" for an order the server says is paid.
 */

/**
 * `received`: paid, or nothing to pay by card (the wallet covered it). `not-completed`: no payment went through and the
 * same order can still be paid. `confirming`: the bank authorised, the store has not confirmed yet. `refunded`: the
 * money went back (a late authorisation of an order that was not accepted). `closed`: the order can no longer be paid
 * (cancelled, or its payment window ended); the cart is still there to order again.
 */
export type PaymentOutcome = 'received' | 'not-completed' | 'confirming' | 'refunded' | 'closed';

export function paymentOutcomeOf(order: Pick<Order, 'status' | 'payment_status' | 'payment'>): PaymentOutcome {
  const closed = order.status === 'cancelled' || order.status === 'payment_failed';
  return (
    match(order.payment_status)
      .with('paid', 'not_required', () => 'received' as const)
      .with('processing', () => 'confirming' as const)
      .with('refunded', () => 'refunded' as const)
      .with('pending', 'failed', () => (closed || order.payment === null ? ('closed' as const) : ('not-completed' as const)))
      // A status this storefront does not know yet: it is not a failure, so the shopper is told it is being confirmed.
      .with('unknown', () => 'confirming' as const)
      .exhaustive()
  );
}

/** Razorpay's `payment.failed` error in plain words: its own description when it gives one, else by its reason. */
export function paymentFailureWords(error: { description?: string | undefined; reason?: string | undefined } | null | undefined): string {
  const description = error?.description?.trim();
  if (description) return description;
  return match(error?.reason ?? '')
    .with('payment_cancelled', () => 'The payment was cancelled.')
    .with('insufficient_funds', () => 'The card does not have enough funds.')
    .with('card_declined', 'payment_failed', () => 'The bank declined the payment.')
    .otherwise(() => 'The payment did not go through.');
}

/**
 * Whether words already tell the shopper their money is safe ("…and no money was taken"): the bank's or the server's
 * words often do, and the page then does not say it a second time.
 */
export const saysNoMoneyTaken = (words: string) => /\bno money (?:was|has been) (?:taken|charged)\b/i.test(words);
