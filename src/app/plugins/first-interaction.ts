/**
 * What counts as the shopper's first interaction. Taps, keys and wheels are caught on their way down to any element;
 * `scroll` only when the page itself scrolls (it reaches the window by bubbling from the document). A carousel
 * scrolling itself on autoplay fires `scroll` on its own element, which is not the shopper doing anything.
 */
const capturedEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** The windows whose shopper has interacted: a fact of the page, not of a scope. */
const interacted = new WeakSet<Window>();

/**
 * Calls `onFirst` at the shopper's first interaction with `win`, once; returns the function that stops listening. The
 * app starts one watch at start-up (`watchFirstInteraction`), so an interaction before the plugin runtime's chunk
 * arrived still counts.
 */
export function onFirstInteraction(onFirst: () => void, win: Window = window): () => void {
  const controller = new AbortController();
  const fire = () => {
    controller.abort();
    onFirst();
  };
  const options = { passive: true, signal: controller.signal };
  for (const type of capturedEvents) win.addEventListener(type, fire, { ...options, capture: true });
  win.addEventListener('scroll', fire, options);
  return () => controller.abort();
}

/** Notes the shopper's first interaction from start-up on (src/boot/start-app.tsx). */
export function watchFirstInteraction(win: Window = window): void {
  onFirstInteraction(() => interacted.add(win), win);
}

/** Whether the shopper has interacted with the page since `watchFirstInteraction` started. */
export const hasInteracted = (win: Window = window): boolean => interacted.has(win);
