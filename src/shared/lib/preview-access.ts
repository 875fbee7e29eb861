/*
 * Who sees merchant preview (ADR 0036): the labelled layout problems, the plugin and left-out-parts panels, and the
 * studio's bridge. They tell which plugins are on and what the backend left out, so a production build shows them
 * only to a merchant: in the studio's own frames (`?preview=1`, framed by this origin), or with the preview token the
 * studio keeps in this browser (`?preview=<token>`). Under the dev server and in simulator builds `?preview=1` works
 * for anyone, as the README says. Part of the first download: kept to the few lines the decision needs.
 */

/** Where the studio keeps this browser's preview token (localStorage: the storefront's origin is the studio's). */
export const PREVIEW_TOKEN_STORAGE_KEY = 'storefront-studio:preview-token';

/** The shortest token honoured: long and random enough that no link guesses the one a browser keeps. */
export const PREVIEW_TOKEN_MIN_LENGTH = 24;

/** Whether `win` is framed by a page of its own origin. A cross-origin parent's location throws when read. */
export function framedBySameOrigin(win: Window): boolean {
  try {
    return win.parent !== win && win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/** Whether a page of `win` with the query `search` shows merchant preview. Never throws: storage may be blocked. */
export function isPreviewAllowed(win: Window, search: string): boolean {
  const value = new URLSearchParams(search).get('preview');
  if (value === '1') return import.meta.env.DEV || import.meta.env.VITE_SIMULATOR === 'true' || framedBySameOrigin(win);
  try {
    return value !== null && value.length >= PREVIEW_TOKEN_MIN_LENGTH && value === win.localStorage.getItem(PREVIEW_TOKEN_STORAGE_KEY);
  } catch {
    return false;
  }
}

/** Whether this page is one of the studio's frames: framed by its own origin, with preview allowed. */
export function isStudioFrame(win: Window): boolean {
  return framedBySameOrigin(win) && isPreviewAllowed(win, win.location.search);
}
