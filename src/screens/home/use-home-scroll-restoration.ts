import { useEffect } from 'react';

/** Spec section 9 leaves the key's name open; sessionStorage, since a position from days ago means nothing. */
export const HOME_SCROLL_KEY = 'storefront:home-scroll';

function readSaved(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(HOME_SCROLL_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Desktop: saves the home page's scroll position as the shopper scrolls and restores it on return
 * (spec section 2). Runs once the layout has content, so there is somewhere to scroll to.
 */
export function useHomeScrollRestoration(enabled: boolean, ready: boolean) {
  useEffect(() => {
    if (!enabled || !ready) return;
    const saved = readSaved();
    if (saved !== null) {
      // Next frame: the blocks' reserved space is laid out by then, so the page is tall enough.
      requestAnimationFrame(() => window.scrollTo({ top: saved, behavior: 'instant' }));
    }
    let pending = false;
    const save = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        try {
          window.sessionStorage.setItem(HOME_SCROLL_KEY, String(Math.round(window.scrollY)));
        } catch {
          // Storage unavailable: the position is simply not kept.
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [enabled, ready]);
}
