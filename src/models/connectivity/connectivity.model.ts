import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isApiError } from '@/api/api-error';

/** Spec section 7: poll every 5 s, give up on a poll after 5 s. */
export const CONNECTIVITY_POLL_INTERVAL_MS = 5_000;
const CONNECTIVITY_POLL_TIMEOUT_MS = 5_000;

/**
 * The poll is aimed at a file of our own build (same origin), never at an outside host: the simulator
 * must never reach out, and a storefront whose own origin is unreachable is offline for the shopper.
 * VITE_CONNECTIVITY_URL overrides it.
 */
function connectivityCheckUrl(): string {
  const configured = import.meta.env.VITE_CONNECTIVITY_URL;
  return typeof configured === 'string' && configured !== '' ? configured : '/connectivity-check.txt';
}

/**
 * Desktop browsers report `navigator.onLine` as true while the network behind the router is down, so
 * they also poll. Phones and tablets report it reliably (decisions/0006-offline-detection.md).
 */
function shouldPollConnectivity(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/**
 * A failure that got no answer at all (the connection dropped, DNS failed, nothing came back in time), as
 * opposed to an answer with an error status. Only these hint that the shopper may be offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

type Connectivity = 'online' | 'offline';

export const connectivityWatchStarted = createEvent();
/** Stops listening and polling (the app was torn down); starting again is allowed. */
export const connectivityWatchStopped = createEvent();
const wentOnline = createEvent();
const wentOffline = createEvent();
/**
 * An API call failed (its error as payload). Request effects report their failures here; the ones that
 * got no answer at all make the storefront check its own origin at once, on every device.
 */
export const requestFailed = createEvent<unknown>();

export const $connectivity = createStore<Connectivity>('online')
  .on(wentOnline, () => 'online')
  .on(wentOffline, () => 'offline');

async function probeConnectivity(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok || response.status < 500;
  } catch {
    return false;
  }
}

/** The browser fired `online` or `offline`. */
const browserReported = createEvent();
/** Five seconds passed with the page visible. */
const pollTicked = createEvent();
/** Set when the watch starts: whether this device polls all the time (desktop) or only after a failed check. */
const pollingDecided = createEvent<boolean>();

/** Counts the browser's events: a check that started before one cannot overrule it. */
const $browserGeneration = createStore(0).on(browserReported, (count) => count + 1);
const $pollsAlways = createStore(false).on(pollingDecided, (_, always) => always);

/** A check that no browser event overtook answered: whether the origin was reachable. */
const checkAnswered = createEvent<boolean>();

/**
 * True from a check that found the origin unreachable until one that reaches it (or a browser event):
 * phones, which do not poll otherwise, keep checking meanwhile, since their browser never said it was
 * offline and will not say when it is back.
 */
const $offlineByCheck = createStore(false)
  .on(checkAnswered, (_, reachable) => !reachable)
  .reset(browserReported);

/** Checks the storefront's own origin; remembers the browser generation it started in. */
const checkConnectivityFx = createEffect(async (generation: number) => ({
  generation,
  reachable: await probeConnectivity(connectivityCheckUrl(), CONNECTIVITY_POLL_TIMEOUT_MS),
}));

/**
 * Listens to the browser's online/offline events and ticks the poll clock; returns a stop function. A
 * watch already running (its stop function is the parameter) is stopped first, so a second start
 * replaces it rather than doubling the listeners.
 */
const watchConnectivityFx = createEffect((running: (() => void) | null) => {
  running?.();
  const online = scopeBind(wentOnline, { safe: true });
  const offline = scopeBind(wentOffline, { safe: true });
  const reported = scopeBind(browserReported, { safe: true });
  const ticked = scopeBind(pollTicked, { safe: true });
  scopeBind(pollingDecided, { safe: true })(shouldPollConnectivity());
  const onOnline = () => {
    reported();
    online();
  };
  const onOffline = () => {
    reported();
    offline();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  if (!navigator.onLine) offline();

  // The clock ticks on every device; whether a tick checks is decided below (desktop, or after a failed check).
  const timer = setInterval(() => {
    if (document.visibilityState !== 'hidden') ticked();
  }, CONNECTIVITY_POLL_INTERVAL_MS);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    clearInterval(timer);
  };
});

/**
 * The running watch's stop function, kept per scope so a torn-down app (a test's scope, a remount) leaves
 * no interval or window listener behind: a leaked tick would fire into a page that is gone.
 */
const $stopWatch = createStore<(() => void) | null>(null, { serialize: 'ignore' });
const stopWatchFx = createEffect((stop: (() => void) | null) => stop?.());

// When the app starts, listen and poll; when it stops, stop both.
sample({ clock: connectivityWatchStarted, source: $stopWatch, target: watchConnectivityFx });
sample({ clock: watchConnectivityFx.doneData, target: $stopWatch });
sample({ clock: connectivityWatchStopped, source: $stopWatch, target: stopWatchFx });
sample({ clock: stopWatchFx.finally, fn: () => null, target: $stopWatch });

// On each tick, check: desktops always, phones only while a check said offline. One check at a time.
sample({
  clock: pollTicked,
  source: { generation: $browserGeneration, always: $pollsAlways, offlineByCheck: $offlineByCheck, checking: checkConnectivityFx.pending },
  filter: ({ always, offlineByCheck, checking }) => (always || offlineByCheck) && !checking,
  fn: ({ generation }) => generation,
  target: checkConnectivityFx,
});

// When a call got no answer at all while we think we are online, check at once (any device). The check,
// not the failed call, decides: a blocked or cancelled request, or an API on another origin that refuses
// CORS, fails the same way while the shopper's connection is fine.
sample({
  clock: requestFailed,
  source: { generation: $browserGeneration, connectivity: $connectivity, checking: checkConnectivityFx.pending },
  filter: ({ connectivity, checking }, error) => connectivity === 'online' && !checking && isNetworkFailure(error),
  fn: ({ generation }) => generation,
  target: checkConnectivityFx,
});

// A check's answer counts only if no browser event came while it ran.
sample({
  clock: checkConnectivityFx.doneData,
  source: $browserGeneration,
  filter: (generation, result) => result.generation === generation,
  fn: (_, result) => result.reachable,
  target: checkAnswered,
});
sample({ clock: checkAnswered, filter: (reachable) => !reachable, target: wentOffline });
// Online also needs the browser to agree: its own offline event outranks a reachable origin.
sample({ clock: checkAnswered, filter: (reachable) => reachable && navigator.onLine, target: wentOnline });
