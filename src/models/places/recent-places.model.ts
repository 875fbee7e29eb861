import { createEvent, createStore } from 'effector';
import { loggedOut } from '@/models/session/session.model';

/*
 * The recent places slice (spec sections 3 and 4), kept under storefrontApp (ADR 0003). Only the list lives here, on
 * the start-up path, for persistence, as written (`StoredPlace`, recent-places.lib.ts): its rules (newest first, unique
 * by place_id, at most 5) and its reading, entry by entry, are the place search's own (place-search.model.ts), which
 * loads with the address form, so none of that weighs on the first download (ADR 0022).
 */

/** The kept list was read at start, or the place search changed it. */
export const recentPlacesReplaced = createEvent<readonly unknown[]>();

export const $recentPlaces = createStore<readonly unknown[]>([])
  // When the shopper logs out (or the session ends), forget them: the next person on a shared device must not see
  // where the last one lives.
  .reset(loggedOut)
  .on(recentPlacesReplaced, (_, places) => places);
