/**
 * What counts as the shopper's first interaction. Taps, keys and wheels are caught on their way down to any element;
 * `scroll` only when the page itself scrolls (it reaches the window by bubbling from the document). A carousel
 * scrolling itself on autoplay fires `scroll` on its own element, which is not the shopper doing anything.
 */
const capturedEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** The windows whose shopper has interacted: a fact of the page, not of a scope. */
const interacted = new WeakSet<Window>();

/** Listens for the shopper's first interaction with `win`; calls `onFirst` once. Returns the function that stops. */
function listen(onFirst: () => void, win: Window, scroll: boolean): () => void {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    onFirst();
  };
  const options = { passive: true, signal: controller.signal };
  for (const type of capturedEvents) win.addEventListener(type, fire, { ...options, capture: true });
  if (scroll) win.addEventListener('scroll', fire, options);
  return () => controller.abort();
}

/**
 * Notes the shopper's first interaction from start-up on (src/boot/start-app.tsx). Input only: while the first screen
 * lays out, the page scrolls by itself (restoring a position, content growing above the fold).
 */
export function watchFirstInteraction(win: Window = window): void {
  listen(() => interacted.add(win), win, false);
}

/**
 * Calls `onFirst` once the shopper has interacted with `win`: at once (in a microtask) when they already have since
 * start-up, so an interaction before the plugin runtime's chunk arrived and mounted still counts; else at the first
 * tap, key, wheel or page scroll. Returns the function that stops waiting.
 */
export function whenInteracted(onFirst: () => void, win: Window = window): () => void {
  if (!interacted.has(win)) return listen(onFirst, win, true);
  let stopped = false;
  queueMicrotask(() => {
    if (!stopped) onFirst();
  });
  return () => {
    stopped = true;
  };
}
