import { useMemo, useRef } from 'react';

/** Radix's focus hooks for a dialog or drawer. */
interface FocusHandoff {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Focus goes back to what opened a dialog when it closes. Radix does that only for its own Trigger, and ours
 * open from cards, links and the URL hash (the back button), so without this focus fell to the page's body.
 * Radix asks before moving focus in, so the element focused then is the opener; it may be gone by closing
 * time (a list that re-rendered), and then Radix's default is left alone.
 */
export function useFocusHandoff(): FocusHandoff {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const target = opener.current;
        opener.current = null;
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [],
  );
}
