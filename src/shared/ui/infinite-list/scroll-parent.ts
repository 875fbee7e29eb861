/**
 * Where a list scrolls. On phones a screen is the page and the window scrolls; on desktop a child route shows inside
 * a modal overlay whose content element scrolls instead (src/shared/ui/Dialog.tsx, `.dialog-content`).
 */

const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay';

/** The nearest ancestor of `element` that scrolls vertically, or null when the window does. */
export function scrollParentOf(element: Element | null): HTMLElement | null {
  if (typeof window === 'undefined') return null;
  for (let node = element?.parentElement ?? null; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (scrolls(window.getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

/** How far `parent` (the window when null) is scrolled down, in px. */
export function scrollOffsetOf(parent: HTMLElement | null): number {
  return parent ? parent.scrollTop : window.scrollY;
}

/** Scrolls `parent` (the window when null) to `top` at once: a restored position is not an animation. */
export function scrollParentTo(parent: HTMLElement | null, top: number): void {
  if (parent) parent.scrollTop = top;
  else window.scrollTo({ top, behavior: 'instant' });
}

/** Calls `onScroll` with the offset whenever `parent` (the window when null) scrolls; returns the stop function. */
export function watchScrollOffset(parent: HTMLElement | null, onScroll: (top: number) => void): () => void {
  const target: HTMLElement | Window = parent ?? window;
  const listener = () => onScroll(scrollOffsetOf(parent));
  target.addEventListener('scroll', listener, { passive: true });
  return () => target.removeEventListener('scroll', listener);
}
