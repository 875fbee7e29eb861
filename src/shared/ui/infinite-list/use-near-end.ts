import { useEffect, type RefObject } from 'react';
import { scrollParentOf } from './scroll-parent';

/** How far below the visible area the end of a list starts the next page: about two rows ahead. */
export const NEAR_END_MARGIN = '0px 0px 900px 0px';

export const hasIntersectionObserver = () => typeof IntersectionObserver === 'function';

/**
 * Calls `onNear` while `sentinel` (an element at the end of a list) is near the visible part of its scroll parent:
 * the window, or the desktop overlay's content element. The margin applies to that scroll parent (an observer of the
 * viewport would not see past the overlay's clipping edge). The observer is made afresh whenever `listVersion`
 * changes, so a sentinel still in view after a page arrived (a short page, a tall screen) asks again.
 */
export function useNearEnd(sentinel: RefObject<HTMLElement | null>, onNear: () => void, listVersion: string) {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasIntersectionObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { root: scrollParentOf(element), rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, onNear, listVersion]);
}
