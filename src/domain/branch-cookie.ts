/**
 * The cookie the browser mirrors the chosen branch into, so the server renders that branch (ADR 0044 decision 4). Not
 * a secret and not the source of truth: the persisted state is; the cookie only tells the server.
 */
export const BRANCH_COOKIE = 'branch_id';

/** The cookie for a chosen branch: the whole site, a year, sent on top-level navigations from other sites too (Lax). */
export function branchCookie(branchId: string, secure: boolean): string {
  return `${BRANCH_COOKIE}=${encodeURIComponent(branchId)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
