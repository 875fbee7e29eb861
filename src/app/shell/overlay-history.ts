/*
 * The desktop overlay's place in the browser history (issue 16, section 6). Each history entry the overlay shows is
 * stamped with its depth: 1 for the entry that opened it, +1 for each entry pushed while it stays open (another child
 * route, an options panel's hash). Closing goes back that many entries, so history is as it was before the overlay
 * opened and Back after closing goes where the shopper was before, instead of reopening the overlay.
 */

const DEPTH_KEY = 'storefrontOverlayDepth';

/** The depth stamped on the current history entry, or null (an entry the overlay has not seen). */
export function stampedDepth(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const depth = (state as Record<string, unknown>)[DEPTH_KEY];
  return typeof depth === 'number' && Number.isInteger(depth) && depth >= 1 ? depth : null;
}

/** The current entry's state with `depth` stamped on it, keeping whatever else it holds. */
export function withDepth(state: unknown, depth: number): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [DEPTH_KEY]: depth };
}

/** How the history changed under the open overlay: a new entry pushed, the current one replaced, or a move (Back/Forward). */
export type HistoryChange = 'push' | 'replace' | 'pop';

/** The depth of the current entry after a change, given the depth before it and what the entry carries. */
export function depthAfter(change: HistoryChange, previous: number, stamped: number | null): number {
  switch (change) {
    case 'push':
      return stamped ?? previous + 1;
    case 'replace':
      return stamped ?? previous;
    case 'pop':
      // An entry from before this overlay opened that still shows a child route (reached by Forward, say): the first.
      return stamped ?? 1;
    default:
      return change satisfies never;
  }
}

/**
 * What closing does at `depth`: go back past every overlay entry to the page it opened from, or, when the overlay was the
 * first page of the visit (a shared link), go back to its first entry and put the home page in its place.
 */
export function closingSteps(depth: number, openedFromHome: boolean): { back: number; thenReplaceWithHome: boolean } {
  return openedFromHome ? { back: depth, thenReplaceWithHome: false } : { back: depth - 1, thenReplaceWithHome: true };
}
