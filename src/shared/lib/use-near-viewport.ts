import { useEffect, useState, type RefObject } from 'react';

/** How far below the visible area a part starts loading what it shows: about a screen ahead. */
const NEAR_MARGIN = '0px 0px 800px 0px';

/**
 * False until `element` comes within about a screen of the viewport, then true for good; true at once where there is
 * no IntersectionObserver (false on the server and while hydrating, as the server drew it). For what a part far below the first screen loads (the footer's pages, its merchant HTML and
 * so the sanitiser), so a shopper who never scrolls there never downloads it.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver !== 'function') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
