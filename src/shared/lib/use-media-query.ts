import { useCallback, useSyncExternalStore } from 'react';

/** Spec section 9: screens up to 768 px wide get the mobile layout. */
export const MOBILE_QUERY = '(max-width: 768px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

const unchanging = () => () => undefined;

/**
 * True while React renders on a server or hydrates a server's HTML (it then reads the server's snapshot), false in any
 * other render: a first render that must equal the server's asks this, never the browser.
 */
export const useHydrating = () => useSyncExternalStore(unchanging, () => false, () => true);
