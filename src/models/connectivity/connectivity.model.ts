import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/** Spec section 7: poll every 5 s, give up on a poll after 5 s. */
export const CONNECTIVITY_POLL_INTERVAL_MS = 5_000;
export const CONNECTIVITY_POLL_TIMEOUT_MS = 5_000;

/**
 * The poll is aimed at a file of our own build (same origin), never at an outside host: the simulator
 * must never reach out, and a storefront whose own origin is unreachable is offline for the shopper.
 * VITE_CONNECTIVITY_URL overrides it.
 */
export function connectivityCheckUrl(): string {
  const configured = import.meta.env.VITE_CONNECTIVITY_URL;
  return typeof configured === 'string' && configured !== '' ? configured : '/connectivity-check.txt';
}

/**
 * Desktop browsers report `navigator.onLine` as true while the network behind the router is down, so
 * they also poll. Phones and tablets report it reliably (decisions/0006-offline-detection.md).
 */
export function shouldPollConnectivity(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

export type Connectivity = 'online' | 'offline';

export const connectivityWatchStarted = createEvent();
export const wentOnline = createEvent();
export const wentOffline = createEvent();

export const $connectivity = createStore<Connectivity>('online')
  .on(wentOnline, () => 'online')
  .on(wentOffline, () => 'offline');

export async function probeConnectivity(url: string, timeoutMs: number): Promise<boolean> {
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

/** Listens to the browser's online/offline events and, where it applies, polls; returns a stop function. */
const watchConnectivityFx = createEffect(() => {
  const online = scopeBind(wentOnline, { safe: true });
  const offline = scopeBind(wentOffline, { safe: true });
  // Each browser event bumps the generation, so a poll that started before it cannot overrule it.
  let generation = 0;
  const onOnline = () => {
    generation += 1;
    online();
  };
  const onOffline = () => {
    generation += 1;
    offline();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  if (!navigator.onLine) offline();

  let timer: ReturnType<typeof setInterval> | null = null;
  if (shouldPollConnectivity()) {
    const url = connectivityCheckUrl();
    timer = setInterval(async () => {
      if (document.visibilityState === 'hidden') return;
      const started = generation;
      const reachable = await probeConnectivity(url, CONNECTIVITY_POLL_TIMEOUT_MS);
      if (started !== generation) return;
      if (reachable && navigator.onLine) online();
      else if (!reachable) offline();
    }, CONNECTIVITY_POLL_INTERVAL_MS);
  }
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    if (timer) clearInterval(timer);
  };
});

// When the app starts watching, listen and poll.
sample({ clock: connectivityWatchStarted, target: watchConnectivityFx });
