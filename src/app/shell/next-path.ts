import { storePath } from '@/shared/lib/store-path';

/** The routes a shopper signs in, registers or recovers on: never a place to come back to after signing in. */
const signInRoutes = ['/login', '/register', '/forgot-password'];

/** Where a customer goes after signing in when there is nowhere (safe) to go back to. */
export const AFTER_SIGN_IN_PATH = '/account';

/** Whether a path (as `storePath` gives it) is a sign-in route; routes match in any case, as the router's do. */
function isSignInRoute(path: string): boolean {
  const pathname = path.replace(/[?#].*$/s, '').toLowerCase();
  return signInRoutes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/**
 * Where to go after signing in: `next` as the browser reads it, when that is a path of this store (`storePath`,
 * ADR 0034) and not a sign-in route; otherwise `fallback` (the account). An open redirect through
 * `?next=https://evil.example`, `?next=//evil.example` or `?next=/..//evil.example` is never followed. Other screens
 * that send the shopper back (the address form, ADR 0022) use it with their own fallback.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = AFTER_SIGN_IN_PATH): string {
  const path = next ? storePath(next) : null;
  return path === null || isSignInRoute(path) ? fallback : path;
}
