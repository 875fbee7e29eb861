/*
 * Where each page is scrolled, by history entry (ADR 0039). A page reached by a new navigation starts at its top; Back
 * and Forward bring the shopper back where they were on that entry. The desktop home page keeps the position the spec
 * asks it to keep (section 2, saved under HOME_SCROLL_KEY) however it is reached: the overlay only ever covered it.
 */

/** What scrolls a route's page: the window (`page`), the desktop overlay's content (`overlay`), or the window under
 * the desktop home page (`home`). */
export type ScrollPlace = 'page' | 'overlay' | 'home';

/** The desktop overlay's scrolling element (ChildRoute.tsx). */
export const ROUTE_OVERLAY_ID = 'child-route-overlay';

/** Spec section 9 leaves the key's name open; sessionStorage, since a position from days ago means nothing. */
export const HOME_SCROLL_KEY = 'storefront:home-scroll';
/** Each entry's position, kept for a reload or a return from another site in this tab. */
export const POSITIONS_KEY = 'storefront:scroll-positions';
/** Entries remembered, the most recent: a long visit does not grow the storage without end. */
export const MAX_POSITIONS = 50;

const ENTRY_KEY = 'storefrontScrollKey';

/** The key stamped on a history entry's state, or null (an entry not stamped yet). */
export function entryKeyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const key = (state as Record<string, unknown>)[ENTRY_KEY];
  return typeof key === 'string' && key !== '' ? key : null;
}

/** The entry's state with `key` stamped on it, keeping whatever else it holds. */
export function withEntryKey(state: unknown, key: string): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [ENTRY_KEY]: key };
}

/** The page on show: its entry's key and its path. */
export interface ShownPage {
  key: string;
  path: string;
}

/**
 * What the entry just pushed or replaced should carry. An entry of the same path (a drawer's hash, another query)
 * is the same page and carries its key; another path is a new page and gets a new key, even when its state was
 * passed along from the page before (a redirect that keeps the state). An entry already stamped is left alone.
 */
export function keyAfterChange(stateKey: string | null, shown: ShownPage | null, path: string): { kind: 'keep' } | { kind: 'carry'; key: string } | { kind: 'new' } {
  if (stateKey !== null && !(shown !== null && stateKey === shown.key && path !== shown.path)) return { kind: 'keep' };
  if (shown !== null && path === shown.path) return { kind: 'carry', key: shown.key };
  return { kind: 'new' };
}

/** What arriving at a page does to its scroll. */
type Arrival = { kind: 'top' } | { kind: 'restore'; top: number } | { kind: 'stay' };

/**
 * The first page of a visit that the shopper has already scrolled (`scrolled`: this code comes after the first screen)
 * stays where they took it. Otherwise arriving on the desktop home page brings back its kept position; elsewhere an
 * entry with a position was seen before (Back, Forward, a reload) and goes back to it; the first page of a visit is
 * left where the browser put it; any other is a new page and starts at its top.
 */
export function arrivalOf({ place, first, scrolled, saved, homeSaved }: { place: ScrollPlace; first: boolean; scrolled: boolean; saved: number | null; homeSaved: number | null }): Arrival {
  if (first && scrolled) return { kind: 'stay' };
  if (place === 'home') return homeSaved === null ? { kind: 'stay' } : { kind: 'restore', top: homeSaved };
  if (saved !== null) return { kind: 'restore', top: saved };
  return first ? { kind: 'stay' } : { kind: 'top' };
}

/** Where to scroll while restoring `target` on a page that can scroll `maxScroll` px: as far as it goes, done once there. */
export function restoreStep(target: number, maxScroll: number): { top: number; done: boolean } {
  const room = Math.max(0, Math.floor(maxScroll));
  return { top: Math.min(target, room), done: room >= target };
}

/** The positions with `key` at `top`, as the most recent, at most MAX_POSITIONS. */
export function rememberPosition(positions: ReadonlyMap<string, number>, key: string, top: number): Map<string, number> {
  const next = new Map(positions);
  next.delete(key);
  next.set(key, Math.max(0, Math.round(top)));
  while (next.size > MAX_POSITIONS) {
    const oldest = next.keys().next().value;
    if (oldest === undefined) break;
    next.delete(oldest);
  }
  return next;
}

/** Positions read back from storage; anything that is not a list of [key, offset] pairs reads as none. */
export function parsePositions(text: string | null): Map<string, number> {
  if (text === null) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return new Map();
    const pairs = value.filter(
      (pair): pair is [string, number] => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number' && Number.isFinite(pair[1]) && pair[1] >= 0,
    );
    return new Map(pairs.slice(-MAX_POSITIONS));
  } catch {
    return new Map();
  }
}

/** A saved home position as stored (a whole number of px above 0), or null. */
export function parseHomePosition(text: string | null): number | null {
  const value = Number(text);
  return text !== null && Number.isFinite(value) && value > 0 ? value : null;
}
