import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * The desktop overlay (ChildRoute.tsx) closes on Escape from a listener on the document. While a combobox
 * still has a use for the key (closing its popup, clearing its text), it claims it first, on the window: Escape then
 * does the field's job, and only a field with nothing left to do lets the overlay close.
 */
export function useEscapeClaim(inputRef: RefObject<HTMLInputElement | null>, wantsEscape: boolean): void {
  const claims = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && event.target === inputRef.current && wantsEscape) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => claims(event);
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, []);
}
