import type { $ZodIssue } from 'zod/v4/core';

/** What went wrong with a call, so callers can match on it exhaustively. */
type ApiErrorKind =
  | 'unauthorized' // 401: the session is over
  | 'rejected' // 4xx with a message the shopper can read (422 validation and the like)
  | 'server' // 5xx or another unexpected status
  | 'network' // no answer: offline, DNS, connection reset
  | 'timeout' // no answer in time
  | 'aborted' // the caller cancelled it (a newer search superseded it): not a sign of being offline
  | 'invalid-response'; // an answer that does not match its schema

/** The one error type every API call rejects with; never a raw ky, fetch or zod error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly issues: readonly $ZodIssue[] = [],
    /** Whether the failed call carried a bearer token (a 401 then means that session ended). */
    readonly sentWithToken = false,
    /**
     * The error answer's JSON, unread beyond its message: the screens that need more read it with their own schema
     * (a 422's field errors for forms, a 429's retry_after), so the first download carries no parser for them.
     */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unauthorized';
}

/** A message fit for a toast: the server's own words for rejections, a calm generic text otherwise. */
export function shopperMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'rejected' && error.message.trim() !== '') return error.message;
  return fallback;
}
