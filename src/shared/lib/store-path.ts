/**
 * The one rule for paths and links that come from outside the code (a `?next=`, a merchant's link, API data):
 * read them as the browser will, then judge (ADR 0034). Judging the text instead lets `/..//host`, `/\host` or
 * `/%2e%2e//host` through, which the browser and the router then read as another site.
 */

/** A stand-in origin: only a candidate's own `//host` (however spelt) can leave it, and that is what is checked. */
const base = 'https://store.invalid';

// The URL parser drops leading C0 controls and spaces, and reads `\` as `/` in http(s) URLs.
// eslint-disable-next-line no-control-regex -- the control characters are the point: the parser strips them
const startsAsPath = /^[\u0000-\u0020]*[/\\]/;

/** The browser's reading of a path-absolute candidate, or null when it names another origin or another site's path. */
function readInStore(candidate: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  // A pathname `//host/x` is this origin now, but read back as a URL (pushState, a link) it is another site.
  return url.origin === base && !url.pathname.startsWith('//') ? url : null;
}

/** The router hands screens the path decoded (wouter's decodeURI); `%5C` and `%09` become `\` and a tab there. */
function decodedAsRouter(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path of this store `candidate` leads to (pathname, query and hash, dot-segments resolved, as the browser
 * serialises it), or null when it is not a path or leads anywhere but this store, as written or as the router will
 * read it back. The result never starts with `//`.
 */
export function storePath(candidate: string): string | null {
  if (!startsAsPath.test(candidate)) return null;
  const url = readInStore(candidate);
  if (url === null || readInStore(decodedAsRouter(url.pathname)) === null) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why a link was refused: not a path or web address at all, or a path that browsers read as another site. */
export type RefusedLinkReason = 'not-a-link' | 'off-store';

/** A merchant's link as it will be followed: a path of this store, another site over http(s), or refused. */
export type LinkTarget = { kind: 'path'; href: string } | { kind: 'external'; href: string } | { kind: 'refused'; reason: RefusedLinkReason };

/** Classifies a merchant's link (a block's url, the cookie policy, a link in merchant HTML) by the rule above. */
export function classifyLink(candidate: string): LinkTarget {
  if (startsAsPath.test(candidate)) {
    const path = storePath(candidate);
    return path === null ? { kind: 'refused', reason: 'off-store' } : { kind: 'path', href: path };
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { kind: 'refused', reason: 'not-a-link' };
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.href } : { kind: 'refused', reason: 'not-a-link' };
}
