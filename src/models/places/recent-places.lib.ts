export const RECENT_PLACES_LIMIT = 5;

export interface Place {
  place_id: string;
  description: string;
}

/** Newest first, unique by place_id, at most five (spec sections 4 and 9). */
export function addRecentPlace(places: readonly Place[], place: Place): Place[] {
  return [place, ...places.filter((kept) => kept.place_id !== place.place_id)].slice(0, RECENT_PLACES_LIMIT);
}
