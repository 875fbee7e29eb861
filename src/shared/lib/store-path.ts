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

/** The URL parser's reading, or null where it throws (`URL.canParse` is too new for some supported browsers). */
function parse(candidate: string, relativeTo?: string): URL | null {
  try {
    return new URL(candidate, relativeTo);
  } catch {
    return null;
  }
}

/**
 * The browser's reading of a path-absolute candidate, or null when it names another origin, or a pathname `//host`
 * (this origin now, but another site once written back into a link or pushState).
 */
function readInStore(candidate: string): URL | null {
  const url = parse(candidate, base);
  return url?.origin === base && !url.pathname.startsWith('//') ? url : null;
}

/**
 * The path of this store `candidate` leads to (pathname, query and hash, dot-segments resolved, as the browser
 * serialises it), or null when it is not a path or leads anywhere but this store, as written or as the router reads
 * it back: wouter hands screens the path decoded (decodeURI), where `%5C` and `%09` become `\` and a tab. The result
 * never starts with `//`.
 */
export function storePath(candidate: string): string | null {
  const url = startsAsPath.test(candidate) ? readInStore(candidate) : null;
  if (url === null) return null;
  let decoded = url.pathname;
  try {
    decoded = decodeURI(decoded);
  } catch {
    // Malformed escapes: the router keeps the path as it is too.
  }
  return readInStore(decoded) ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Why a link was refused: not a path or web address at all, or a path that browsers read as another site. */
export type RefusedLinkReason = 'not-a-link' | 'off-store';

/** A merchant's link as it will be followed: a path of this store, another site over http(s), or refused. */
type LinkTarget = { kind: 'path'; href: string } | { kind: 'external'; href: string } | { kind: 'refused'; reason: RefusedLinkReason };

/** Classifies a merchant's link (a block's url, the cookie policy, a link in merchant HTML) by the rule above. */
export function classifyLink(candidate: string): LinkTarget {
  if (startsAsPath.test(candidate)) {
    const href = storePath(candidate);
    return href === null ? { kind: 'refused', reason: 'off-store' } : { kind: 'path', href };
  }
  const url = parse(candidate);
  return url && /^https?:$/.test(url.protocol) ? { kind: 'external', href: url.href } : { kind: 'refused', reason: 'not-a-link' };
}
