/** The routes a shopper signs in, registers or recovers on: never a place to come back to after signing in. */
const signInRoutes = ['/login', '/register', '/forgot-password'];

/** Where a customer goes after signing in when there is nowhere (safe) to go back to. */
export const AFTER_SIGN_IN_PATH = '/account';

/**
 * Where to go after signing in: `next` when it is a path of this store (one leading slash, not `//` or `/\\`, which
 * browsers read as another host) and not a sign-in route; otherwise the account. An open redirect through
 * `?next=https://evil.example` or `?next=//evil.example` is never followed.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return AFTER_SIGN_IN_PATH;
  let url: URL;
  try {
    url = new URL(next, 'https://store.invalid');
  } catch {
    return AFTER_SIGN_IN_PATH;
  }
  if (url.origin !== 'https://store.invalid') return AFTER_SIGN_IN_PATH;
  if (signInRoutes.some((route) => url.pathname === route || url.pathname.startsWith(`${route}/`))) return AFTER_SIGN_IN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
