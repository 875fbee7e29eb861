/**
 * The site data request, started by index.html before any of the app's JavaScript has arrived.
 *
 * Without it, `GET /api/get-data` waits for the whole start-up bundle to download and run; with it, the answer
 * is usually there by the time the app asks, and the request leaves the critical path of the first screen.
 * The app takes the prefetched answer only when it asks for exactly the same thing (URL and identity), so a
 * prefetch that guessed wrong (state the app later discards, another branch) is simply not used.
 *
 * `startSiteDataPrefetch` is inlined into index.html by vite.config.ts from its source text, so it must stand
 * alone: no imports, no helpers, no constants from outside its body (tests pin the keys it reads); the one rule it
 * shares with the app, which tokens a header can carry, is handed to it as an argument.
 */

export interface SiteDataPrefetch {
  url: string;
  /** The identity header the request carried: `authorization` or `guest-id`, lower case, and its value. */
  identity: readonly [string, string];
  response: Promise<Response>;
}

declare global {
  interface Window {
    __storefrontPrefetch?: SiteDataPrefetch;
    /** The answers a page opened at a product or category asks for first (see startSiteDataPrefetch). */
    __storefrontScreenPrefetch?: SiteDataPrefetch[];
  }
}

/**
 * Reads the kept branch and identity the way the app will, and starts the request. Never throws. `timeLimitMs` is the
 * client's limit for a whole answer (ANSWER_TIME_LIMIT_MS): a request that has not finished its body by then is
 * cancelled, so its connection is freed and the app asks again rather than wait on it. A kept token that fails
 * `sendableToken` (SENDABLE_TOKEN) is one the app signs out of, so the request goes as the guest.
 */
export function startSiteDataPrefetch(win: Window, apiOrigin: string, timeLimitMs: number, sendableToken: RegExp): void {
  try {
    const storage = win.localStorage;
    let state: { user?: { authToken?: unknown }; branches?: { selected_branch?: { id?: unknown } | null } } = {};
    try {
      const kept = JSON.parse(storage.getItem('storefrontApp') ?? 'null') as { version?: unknown; state?: typeof state } | null;
      if (kept && kept.version === 1 && kept.state) state = kept.state;
    } catch {
      // Unreadable kept state: the app will start clean, and so does the prefetch.
    }
    const token = typeof state.user?.authToken === 'string' && sendableToken.test(state.user.authToken) ? state.user.authToken : null;
    const branchId = state.branches?.selected_branch?.id;
    const branch = typeof branchId === 'string' || typeof branchId === 'number' ? String(branchId) : '1';
    let identity: [string, string];
    if (token) identity = ['authorization', `Bearer ${token}`];
    else {
      let guestId = storage.getItem('guest_id');
      if (!guestId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(guestId)) {
        // The app creates the guest id the same way on its first start (guest-id.lib.ts); without
        // crypto.randomUUID (plain http) it is left to the app, and there is no prefetch.
        if (typeof win.crypto?.randomUUID !== 'function') return;
        guestId = win.crypto.randomUUID();
        storage.setItem('guest_id', guestId);
      }
      identity = ['guest-id', guestId];
    }
    const url = `${apiOrigin}/api/get-data?branch_id=${encodeURIComponent(branch)}`;
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', [identity[0]]: identity[1] };
    // One clock for every early request of the page; a TimeoutError, as the client reads a time-out.
    const limit = new AbortController();
    setTimeout(() => limit.abort(new DOMException('The early request timed out.', 'TimeoutError')), timeLimitMs);
    const limited = (): RequestInit => ({ credentials: 'include', headers, signal: limit.signal });
    const response = win.fetch(url, limited());
    // Offline, the app may take this promise later than the failure arrives: handled here, it is never reported
    // as an uncaught rejection, and the app still sees the failure when it awaits the promise.
    response.catch(() => undefined);
    win.__storefrontPrefetch = { url, identity, response };

    // A page opened at a product or a category: its first answers are asked for now as well, rather than once the
    // screen's code has loaded (they are its largest paint's data). The queries are built as src/api builds them,
    // key by key in the same order (tests/screen-prefetch.test.ts holds the two to the same URLs); a guess the screen
    // does not ask for exactly is simply not used.
    const screen = /^\/(product|category)\/([^/]+)\/?$/.exec(win.location?.pathname ?? '');
    if (screen && screen[2] && !win.location.search) {
      const slug = screen[2];
      const ask = (path: string, query: Record<string, string>) => {
        const screenUrl = `${apiOrigin}${path}?${new URLSearchParams({ ...query, branch_id: branch }).toString()}`;
        const screenResponse = win.fetch(screenUrl, limited());
        screenResponse.catch(() => undefined);
        return { url: screenUrl, identity, response: screenResponse };
      };
      win.__storefrontScreenPrefetch =
        screen[1] === 'product'
          ? [ask('/api/get-product', { slug })]
          : [ask('/api/get-category', { slug }), ask('/api/get-category-products', { category_slug: slug, page: '1', per_page: '24', sort: 'recommended' })];
    }
  } catch {
    // Storage or fetch unavailable: the app makes the request itself.
  }
}

/**
 * The prefetched answer for this request, once: only a GET of the same URL with the same identity. A prefetch
 * that failed to get any answer (offline) gives nothing, and the caller makes the request itself.
 */
export async function takePrefetchedResponse(request: Request, win: Window | undefined = typeof window === 'undefined' ? undefined : window): Promise<Response | undefined> {
  if (!win || request.method !== 'GET') return undefined;
  const screen = win.__storefrontScreenPrefetch ?? [];
  const prefetch = win.__storefrontPrefetch?.url === request.url ? win.__storefrontPrefetch : screen.find((entry) => entry.url === request.url);
  if (!prefetch) return undefined;
  const [name, value] = prefetch.identity;
  if (request.headers.get(name) !== value) return undefined;
  // Each is taken once: a retry, or a later visit to the same screen, asks the network.
  if (prefetch === win.__storefrontPrefetch) delete win.__storefrontPrefetch;
  else win.__storefrontScreenPrefetch = screen.filter((entry) => entry !== prefetch);
  try {
    return await prefetch.response;
  } catch {
    return undefined;
  }
}
