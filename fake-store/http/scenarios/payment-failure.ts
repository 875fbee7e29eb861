import { http, type RequestHandler } from 'msw';
import { bankFailures } from '../../domain/razorpay';
import { failAttempt } from '../../domain/razorpay-bank';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { bankOverride } from './bank-override';

/** What payment-failure's bank and process-payment say: Razorpay's decline, in words a shopper reads. */
export const paymentDeclinedMessage: string = bankFailures.declined.description;

/**
 * payment-failure: every card payment is declined, end to end. The stand-in's Success reaches the bank, which
 * declines it (Razorpay's payment.failed with `paymentDeclinedMessage`, the attempt recorded, the order's
 * payment_status `failed` and still payable); Failure fails as usual. POST /api/razorpay/process-payment answers
 * 402 with the same words, whatever it is sent (a decline the page hears of another way).
 */
export function paymentFailureHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    bankOverride((attempt) => failAttempt(attempt, attempt.choice === 'success' ? bankFailures.declined : bankFailures.failed), base),
    http.post('*/api/razorpay/process-payment', withClientContract(() => errorResponse(402, paymentDeclinedMessage))),
  ];
}
