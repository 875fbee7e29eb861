import * as z from 'zod/mini';
import { isApiError, type ApiError } from './api-error';
import { countSchema } from './schemas/common.schema';

/*
 * When a refused account call may be made again (ADR 0019), for the sign-in screens' countdowns. Loaded only by
 * them, never at start: it reads `ApiError.body`, which the client keeps unread. (The countdown after a code was
 * sent is the answer's own `resend_after`, which otpSentSchema already reads as 30 s when missing.)
 */

/**
 * How long a shopper waits when a 429 does not say (a backend that sends only the `Retry-After` header, which the
 * client does not keep): a minute, the usual throttle window, rather than inviting a retry that is refused again.
 */
export const FALLBACK_RETRY_AFTER_SECONDS = 60;

// Only the one field: a 429 without its message still says when to try again. (Not `z.pick` of the body's schema:
// zod's modules are in the first download, and pick would bring its code there for this lazy file alone.)
const retryAfterBodySchema = z.object({ retry_after: countSchema });

/** Whether `error` is a refusal for asking too often (429). */
export function isRateLimited(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'rejected' && error.status === 429;
}

/**
 * The seconds until the refused call may be made again: the 429's `retry_after` (a number or a numeric string), else
 * FALLBACK_RETRY_AFTER_SECONDS; null when `error` is not a 429.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isRateLimited(error)) return null;
  const parsed = retryAfterBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.retry_after : FALLBACK_RETRY_AFTER_SECONDS;
}
