/**
 * Query parameters that carry a capability: whoever holds the value may do something with it (a tracking link's
 * `token` reads an order, ADR 0024). They stay on the page: every address handed to analytics is cleaned here
 * first (ADR 0035). Names are compared case-insensitively.
 */

/** Names that are a capability whatever else they say (`code` and `otp`: sign-in codes; `studio`: a draft's id). */
const capabilityNames = new Set(['auth', 'authorization', 'code', 'otp', 'key', 'api_key', 'apikey', 'signature', 'sig', 'jwt', 'studio']);
/** Endings that make a name a capability: `token`, `access_token`, `preview_token`, `client_secret`, `new_password`. */
const capabilityEndings = ['token', 'secret', 'password'];

function isCapabilityParam(name: string): boolean {
  const lower = name.toLowerCase();
  return capabilityNames.has(lower) || capabilityEndings.some((ending) => lower.endsWith(ending));
}

function decodedName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * A query string (with or without its `?`) without the capability parameters; the others are kept exactly as
 * written, in order (campaign tags such as utm_* and gclid stay for attribution). Answers with a leading `?`, or ''.
 */
function searchWithoutCapabilities(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !isCapabilityParam(decodedName(pair)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * An address fit to leave the page: capability parameters out of its query, and no fragment (page state, and where
 * some sign-in flows put their tokens). Takes a path (`/track-order/12?token=…`) or a full URL and answers the
 * same kind; '' stays ''.
 */
export function withoutCapabilities(address: string): string {
  if (address === '') return '';
  const [beforeFragment = ''] = address.split('#', 1);
  const queryAt = beforeFragment.indexOf('?');
  if (queryAt === -1) return beforeFragment;
  return `${beforeFragment.slice(0, queryAt)}${searchWithoutCapabilities(beforeFragment.slice(queryAt))}`;
}
