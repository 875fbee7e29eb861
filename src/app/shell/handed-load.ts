/**
 * The load a hydrated page's screen was given with its HTML (ADR 0044): the browser settled it before hydrating, from
 * the server's answers, so the screen's first run of it asks nothing. Any later run (a new slug, Back to the page)
 * loads as usual.
 */
let handed: { path: string; key: string } | null = null;

export function loadHandedOver(path: string, key: string): void {
  handed = { path, key };
}

/** Whether this run of the screen at `path` is the one handed over; true once at most. */
export function takeHandedLoad(path: string, key: string): boolean {
  const taken = handed !== null && handed.path === path && handed.key === key;
  handed = null;
  return taken;
}
