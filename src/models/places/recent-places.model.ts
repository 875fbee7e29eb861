import { createEvent, createStore } from 'effector';
import { loggedOut } from '@/models/session/session.model';
import type { StoredPlace } from './recent-places.lib';

/*
 * The recent places slice (spec sections 3 and 4), kept under storefrontApp (ADR 0003). Only the list lives here, on
 * the start-up path, for persistence; its rules (newest first, unique by place_id, at most 5) and its reading are the
 * place search's own (place-search.model.ts), which loads with the address form (ADR 0022).
 */

/** The kept list was read at start, or the place search changed it. */
export const recentPlacesReplaced = createEvent<StoredPlace[]>();

export const $recentPlaces = createStore<StoredPlace[]>([])
  .on(recentPlacesReplaced, (_, places) => places)
  // When the shopper logs out (or the session ends), forget them: the next person on a shared device must not see
  // where the last one lives.
  .reset(loggedOut);
