/**
 * Every call to the store's API: a URL whose path starts with /api/ on any origin.
 *
 * Not the glob '*\/api/*': its leading wildcard spans path segments, so it also matches the dev server's own
 * modules under src/api/ (`/src/api/calls/site.ts`), and a handler meant for API calls would answer a module
 * the page imports lazily (a 400 from the client contract, a 503 from `flaky`), breaking the page.
 */
export const anyApiCall = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+\/api\//i;
