/**
 * The body of a 429 on the account calls (ADR 0019): `{ message, retry_after }`, the seconds until the shopper may
 * try again, also sent as the `Retry-After` header. The simulator answers with it; the screens read only `retry_after`,
 * with a one-field schema of their own (src/api/retry-after.ts, loaded with them).
 */
export interface RateLimitBody {
  message: string;
  /** Whole seconds, from 0. */
  retry_after: number;
}
