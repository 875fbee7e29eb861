import { createEvent, createStore } from 'effector';
import { addRecentPlace, type Place } from './recent-places.lib';

export const placeChosen = createEvent<Place>();
export const recentPlacesRestored = createEvent<Place[]>();

export const $recentPlaces = createStore<Place[]>([])
  .on(placeChosen, addRecentPlace)
  .on(recentPlacesRestored, (_, places) => places);
