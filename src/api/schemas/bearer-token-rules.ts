/**
 * What a bearer token must be to travel in the Authorization header. Visible ASCII only, 0x21-0x7E: a newline or a
 * character beyond Latin-1 makes fetch throw before sending, which looked like being offline. At most 4096
 * characters: servers refuse a header line past 8 KB. Checked where a token comes in: a sign-in answer's schema,
 * the request context at send time (a kept token that fails is answered as the 401 of its session, so the one 401
 * path signs the shopper out), and index.html's early request, which is handed this pattern (ADR 0035).
 */
export const SENDABLE_TOKEN = /^[\x21-\x7E]{1,4096}$/;
