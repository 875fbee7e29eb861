/**
 * Where a studio draft lives and how a page names it: shared by the simulator (fake-store/hosts/studio-draft.ts, the Node
 * server) and the studio that publishes drafts (studio/preview), which must not import msw to know them.
 */

export const studioDraftParam = 'studio';
/** Session storage key of the browser worker's remembered draft id (like `simulator:scenario`). */
export const studioStorageKey = 'simulator:studio';
/** The Node simulator's session cookie holding the draft id (like `sim_scenario`). */
export const studioCookieName = 'sim_studio';

export const studioDraftStorageKey = (id: string) => `simulator:studio-draft:${id}`;
export const studioDraftPath = (id: string) => `/sim/studio/drafts/${id}`;
