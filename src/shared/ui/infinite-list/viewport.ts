/**
 * Calls `notify` at most once a frame when anything on the page scrolls (the window, or a scrolling element such as
 * the desktop overlay's content), when the window resizes, and when the page's size changes. Scroll events do not
 * bubble, so they are heard in the capture phase: a windowed list inside the overlay follows the overlay's scroll.
 * Returns the function that stops listening.
 */
export function subscribeToViewport(notify: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let frame = 0;
  const schedule = () => {
    // jsdom without pretendToBeVisual has no requestAnimationFrame.
    if (typeof window.requestAnimationFrame !== 'function') return notify();
    if (frame !== 0) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      notify();
    });
  };
  const options: AddEventListenerOptions = { passive: true, capture: true };
  window.addEventListener('scroll', schedule, options);
  window.addEventListener('resize', schedule, { passive: true });
  // Content above a list growing (an image, a banner) moves it without any scroll event.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  observer?.observe(document.body);
  return () => {
    if (frame !== 0 && typeof window.cancelAnimationFrame === 'function') window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule, options);
    window.removeEventListener('resize', schedule);
    observer?.disconnect();
  };
}
