import type { RequestHandler } from 'msw';
import { handlers } from '../../http/handlers';
import { createMemoryDraftStore, studioDraftHandlers, studioDraftStoreHandlers } from '../studio-draft';

/** The studio's drafts on the server: published by `PUT /sim/studio/drafts/:id`, read by get-data at each call. */
export interface StudioDrafts {
  /** What answers the draft store's own calls (`/sim/studio/...`). */
  storeHandlers: RequestHandler[];
  isStorePath(url: URL): boolean;
  /**
   * The store a call sees: the draft's handlers in front of the seeded store's, or the seeded store without a draft.
   * Safe to keep while the draft changes: its handler reads the draft at each call.
   */
  storeFor(draftId: string | null): RequestHandler[];
}

export function createStudioDrafts(): StudioDrafts {
  const drafts = createMemoryDraftStore();
  return {
    storeHandlers: studioDraftStoreHandlers(drafts),
    isStorePath: (url) => url.pathname.startsWith('/sim/studio/'),
    storeFor: (draftId) => (draftId ? [...studioDraftHandlers(drafts, draftId), ...handlers] : handlers),
  };
}
