/*
 * Asking for a screen's code before its route renders (signing in knows where the shopper goes next; checkout, that the
 * confirmation follows). The route table (RouteScreen.tsx) knows the screens and answers; it lazily imports them, so a
 * screen asks through here rather than importing it back. Until the route table has loaded, nothing is preloaded: a
 * screen that asks was rendered by it.
 */
let preloader: (path: string) => void = () => undefined;

/** Starts loading the screen of `path` (a path of this store, query allowed) unless it is loading or here already. */
export function preloadScreen(path: string): void {
  preloader(path);
}

/** Called once by the route table, with its own way of loading a path's screen. */
export function answerScreenPreloads(preload: (path: string) => void): void {
  preloader = preload;
}
