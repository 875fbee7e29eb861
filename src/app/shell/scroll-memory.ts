import { scrollOffsetOf, scrollParentTo } from '@/shared/ui/infinite-list/scroll-parent';
import {
  arrivalOf,
  entryKeyOf,
  HOME_SCROLL_KEY,
  keyAfterChange,
  parseHomePosition,
  parsePositions,
  POSITIONS_KEY,
  rememberPosition,
  restoreStep,
  ROUTE_OVERLAY_ID,
  withEntryKey,
  type ScrollPlace,
  type ShownPage,
} from './route-scroll.lib';

/** The scroll memory of one storefront: `start` listens (returns the stop), `pageShown` follows each page on show. */
interface ScrollMemory {
  start: () => () => void;
  pageShown: (path: string, place: ScrollPlace) => void;
}

/** What the shopper does to scroll themselves: a restore still waiting for content gives way to it. */
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: positions live as long as the page.
  }
}

/** The element that scrolls `place`, null for the window; undefined while the overlay is not on screen yet. */
function scrollerOf(place: ScrollPlace): HTMLElement | null | undefined {
  if (place !== 'overlay') return null;
  return document.getElementById(ROUTE_OVERLAY_ID) ?? undefined;
}

function maxScrollOf(scroller: HTMLElement | null): number {
  return scroller ? scroller.scrollHeight - scroller.clientHeight : document.documentElement.scrollHeight - window.innerHeight;
}

const newKey = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

/**
 * Scrolls `place` to `target` as soon as its page is tall enough: content that loads late (a lazily loaded screen, a
 * skeleton, a list's pages) is followed as it grows (ResizeObserver and MutationObserver, once a frame), never a timer.
 * Until then it goes as far as the page allows. It gives way when the shopper scrolls themselves. Returns the stop,
 * or null when it was done at once.
 */
function restoreWhenTall(place: ScrollPlace, target: number, onDone: () => void): (() => void) | null {
  let frame = 0;
  const state = { finished: false };
  const follow = () => {
    const scroller = scrollerOf(place);
    if (scroller === undefined) return;
    if (scroller) for (const child of scroller.children) resizes?.observe(child);
    const { top, done } = restoreStep(target, maxScrollOf(scroller));
    if (Math.round(scrollOffsetOf(scroller)) !== top) scrollParentTo(scroller, top);
    if (done) finish();
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(() => {
      frame = 0;
      follow();
    });
  };
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  const mutations = typeof MutationObserver === 'function' ? new MutationObserver(schedule) : null;
  function finish() {
    if (state.finished) return;
    state.finished = true;
    if (frame !== 0) cancelAnimationFrame(frame);
    resizes?.disconnect();
    mutations?.disconnect();
    for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, finish, true);
    onDone();
  }
  resizes?.observe(document.body);
  mutations?.observe(document.body, { childList: true, subtree: true });
  for (const type of SHOPPER_SCROLLS) window.addEventListener(type, finish, { capture: true, passive: true });
  // At once: a page brought back whole (kept lists, loaded code) is restored before it is painted.
  follow();
  return state.finished ? null : finish;
}

/**
 * One place for the storefront's scroll positions (ADR 0039). Each history entry is stamped with a key as it is pushed
 * or replaced (wouter announces both as window events); the position of the page on show is recorded under its key
 * as it scrolls and when it is left; arriving at a page scrolls it as `arrivalOf` says.
 */
export function createScrollMemory(): ScrollMemory {
  let positions = parsePositions(readStorage(POSITIONS_KEY));
  let shown: (ShownPage & { place: ScrollPlace }) | null = null;
  let stopRestoring: (() => void) | null = null;
  let frame = 0;
  // Through History's own method: wouter's patched replaceState would announce a navigation, and the overlay counts
  // those (overlay-history.ts). A key on the entry changes nothing anyone follows.
  const stamp = (key: string) => History.prototype.replaceState.call(window.history, withEntryKey(window.history.state, key), '');

  const record = () => {
    if (shown === null || stopRestoring !== null) return;
    const scroller = scrollerOf(shown.place);
    if (scroller === undefined) return;
    const top = Math.round(scrollOffsetOf(scroller));
    if (shown.place === 'home') writeStorage(HOME_SCROLL_KEY, String(top));
    else positions = rememberPosition(positions, shown.key, top);
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(() => {
      frame = 0;
      record();
    });
  };
  const save = () => writeStorage(POSITIONS_KEY, JSON.stringify([...positions]));

  // A push or replace: the page being left is still on screen, so where it was is read now; then the new entry is
  // stamped.
  const onHistoryChange = () => {
    record();
    const decision = keyAfterChange(entryKeyOf(window.history.state), shown, window.location.pathname);
    if (decision.kind !== 'keep') stamp(decision.kind === 'carry' ? decision.key : newKey());
  };

  const stopRestore = () => {
    stopRestoring?.();
    stopRestoring = null;
  };

  return {
    start() {
      const before = window.history.scrollRestoration;
      window.history.scrollRestoration = 'manual';
      window.addEventListener('pushState', onHistoryChange);
      window.addEventListener('replaceState', onHistoryChange);
      window.addEventListener('scroll', onScroll, { capture: true, passive: true });
      window.addEventListener('pagehide', save);
      return () => {
        record();
        save();
        stopRestore();
        if (frame !== 0) cancelAnimationFrame(frame);
        frame = 0;
        window.removeEventListener('pushState', onHistoryChange);
        window.removeEventListener('replaceState', onHistoryChange);
        window.removeEventListener('scroll', onScroll, { capture: true });
        window.removeEventListener('pagehide', save);
        window.history.scrollRestoration = before;
        shown = null;
      };
    },

    pageShown(path, place) {
      if (shown !== null && shown.path === path) {
        shown = { ...shown, place };
        return;
      }
      const first = shown === null;
      stopRestore();
      const stamped = entryKeyOf(window.history.state);
      const key = stamped === null || stamped === shown?.key ? newKey() : stamped;
      const scroller = scrollerOf(place);
      const arrival = arrivalOf({
        place,
        first,
        scrolled: scroller !== undefined && scrollOffsetOf(scroller) > 0,
        saved: positions.get(key) ?? null,
        homeSaved: place === 'home' ? parseHomePosition(readStorage(HOME_SCROLL_KEY)) : null,
      });
      shown = { key, path, place };
      if (key !== stamped) stamp(key);
      switch (arrival.kind) {
        case 'top':
          if (scroller !== undefined && scrollOffsetOf(scroller) > 0) scrollParentTo(scroller, 0);
          break;
        case 'restore':
          stopRestoring = restoreWhenTall(place, arrival.top, () => {
            stopRestoring = null;
          });
          break;
        case 'stay':
          // This code arrives after the first screen: the shopper may have scrolled already.
          record();
          break;
        default:
          arrival satisfies never;
      }
    },
  };
}
