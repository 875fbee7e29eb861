import { useEffect, type RefObject } from 'react';
import { scrollParentOf } from './scroll-parent';

/**
 * How far below the visible area the end of a list starts the next page: about two rows ahead; and as far above it, so
 * that a shopper who jumped to the page's end, the list's end then above them behind the footer, still gets the next.
 */
export const NEAR_END_MARGIN = '900px 0px 900px 0px';

export const hasIntersectionObserver = () => typeof IntersectionObserver === 'function';

/**
 * Whether the list's end is near the visible part, or already above it: a shopper who scrolled past the end (to a tall
 * footer below the list) wants the next page as much as one nearing it.
 */
const nearOrPassed = (entry: IntersectionObserverEntry) => entry.isIntersecting || entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);

/**
 * Calls `onNear` while `sentinel` (an element at the end of a list) is near the visible part of its scroll parent, or
 * above it: the window, or the desktop overlay's content element. The margin applies to that scroll parent (an observer of the
 * viewport would not see past the overlay's clipping edge). The observer is made afresh whenever `listVersion`
 * changes, so a sentinel still in view after a page arrived (a short page, a tall screen) asks again.
 */
export function useNearEnd(sentinel: RefObject<HTMLElement | null>, onNear: () => void, listVersion: string) {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasIntersectionObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(nearOrPassed)) onNear();
      },
      { root: scrollParentOf(element), rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, onNear, listVersion]);
}
