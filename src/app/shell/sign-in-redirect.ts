/*
 * The way to sign in from a customer's route (ADR 0019). The way back after signing in, `safeNextPath`, is in
 * next-path.ts: only the sign-in screens need it, and the route table that imports this file should not bring it.
 */

/** `/login?next=<where the guest was going>` (ADR 0019). */
export function signInPathFor(wanted: string): string {
  return `/login?next=${encodeURIComponent(wanted)}`;
}
