import { useCallback, useSyncExternalStore } from 'react';

const HASH_CHANGED = 'storefront:hashchange';

function subscribe(notify: () => void) {
  window.addEventListener('hashchange', notify);
  window.addEventListener('popstate', notify);
  window.addEventListener(HASH_CHANGED, notify);
  return () => {
    window.removeEventListener('hashchange', notify);
    window.removeEventListener('popstate', notify);
    window.removeEventListener(HASH_CHANGED, notify);
  };
}

/** The id in the URL hash (`#branch-selector` gives `branch-selector`), or null. */
export function useHashId(): string | null {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash, () => '');
  return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
}

interface HashEntryState {
  hashDialog?: string;
}

/**
 * Open state of a drawer or dialog kept in the URL hash, so the browser back button closes it
 * (spec section 2). Opening pushes a history entry; closing goes back over it when we pushed it.
 */
export function useHashState(id: string): [boolean, (open: boolean) => void] {
  const open = useHashId() === id;
  const setOpen = useCallback(
    (next: boolean) => {
      // Relative to this page, never its path written out: a path such as `//host/x` would name another site.
      if (next && !open) {
        window.history.pushState({ hashDialog: id } satisfies HashEntryState, '', `#${encodeURIComponent(id)}`);
        window.dispatchEvent(new Event(HASH_CHANGED));
      } else if (!next && open) {
        const state = window.history.state as HashEntryState | null;
        if (state?.hashDialog === id) window.history.back();
        else {
          window.history.replaceState(null, '', window.location.href.replace(/#.*$/s, ''));
          window.dispatchEvent(new Event(HASH_CHANGED));
        }
      }
    },
    [id, open],
  );
  return [open, setOpen];
}
