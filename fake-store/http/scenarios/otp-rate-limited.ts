import { http, type RequestHandler } from 'msw';
import { withClientContract } from '../client-contract';
import { tooManyRequestsResponse } from '../handlers/auth.handlers';

/** How long otp-rate-limited tells the shopper to wait. */
export const otpRateLimitedRetryAfterSeconds = 60;
export const otpRateLimitedMessage = `Too many codes were asked for. Please try again in ${otpRateLimitedRetryAfterSeconds} seconds.`;

/**
 * otp-rate-limited: the first sign-in code a shopper asks for is refused with a 429 `{ message, retry_after: 60 }` and
 * the `Retry-After` header, as the store answers a fourth request in ten minutes, so the form's wait can be tried
 * without asking three times first. Everything else (password sign-in included) works as usual.
 */
export function otpRateLimitedHandlers(): RequestHandler[] {
  return [http.post('*/api/send-login-otp', withClientContract(() => tooManyRequestsResponse(otpRateLimitedRetryAfterSeconds, otpRateLimitedMessage)))];
}
