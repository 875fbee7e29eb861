import type { RequestHandler } from 'msw';
import { authoriseLate } from '../../domain/razorpay-bank';
import { bankOverride } from './bank-override';

/**
 * late-authorisation: the bank does not answer Success in time. The stand-in hears Razorpay's time-out
 * (payment.failed, `GATEWAY_ERROR`, reason `payment_timed_out`, "Your bank did not confirm this payment in time. If
 * money was taken, it will be returned automatically."), but the bank authorises the payment late: the order stays
 * `awaiting_payment` with payment_status `processing` (not payable: paying again could charge twice), and
 * `orderClock.lateRefundMinutes` (2) minutes later, or at once with `POST /sim/orders/advance`, the store, which does
 * not take such late payments for food, cancels it and the bank returns the money: `cancelled`, `refunded`.
 */
export function lateAuthorisationHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [bankOverride(async (attempt) => (attempt.choice === 'success' ? authoriseLate(attempt) : undefined), base)];
}
