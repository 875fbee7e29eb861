/**
 * What scrolls the screen: the desktop overlay's content element (it scrolls itself), or on phones the page.
 * Null stands for the page.
 */
export function scrollContainerOf(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node !== null && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

export function readScrollTop(container: HTMLElement | null): number {
  return container === null ? window.scrollY : container.scrollTop;
}

export function writeScrollTop(container: HTMLElement | null, top: number): void {
  if (container === null) window.scrollTo({ top, behavior: 'instant' });
  else container.scrollTop = top;
}

/** Calls `onScroll` with the position whenever the container scrolls; returns the stop function. */
export function watchScrollTop(container: HTMLElement | null, onScroll: (top: number) => void): () => void {
  const target: HTMLElement | Window = container ?? window;
  const listener = () => onScroll(readScrollTop(container));
  target.addEventListener('scroll', listener, { passive: true });
  return () => target.removeEventListener('scroll', listener);
}
