import * as z from 'zod/mini';
import { placeDetailsSchema, type PlaceDetails } from '@/api/schemas/place.schema';

/** Recent places kept (spec sections 4 and 9). */
export const RECENT_PLACES_LIMIT = 5;

/**
 * A recent place as kept under storefrontApp.recentPlaces (ADR 0003): the place, and `details`, its address as the
 * details call answered it. The start-up code keeps the list as it finds it; each entry is read here, when the place
 * search loads, so none of these schemas weighs on the first download.
 */
export interface StoredPlace {
  place_id: string;
  description: string;
  details?: PlaceDetails;
}

/** A kept entry: a place id and words to show are the least a recent place needs; its address is read on its own. */
const storedPlaceSchema = z.object({ place_id: z.string().check(z.trim(), z.minLength(1)), description: z.string(), details: z.optional(z.unknown()) });

/**
 * A recent place the address form can use at once. `details` is null for an entry kept without an address (the
 * earlier app kept only `place_id` and `description`, and a damaged one reads the same): choosing it looks the
 * address up once, in a session of its own.
 */
export interface RecentPlace {
  place_id: string;
  description: string;
  details: PlaceDetails | null;
}

/** The place a details answer describes, as a recent place. */
export function recentPlaceOf(details: PlaceDetails, description: string): RecentPlace {
  return { place_id: details.place_id, description: details.description ?? description, details };
}

/**
 * The kept list as the form uses it: each entry read on its own (one that is not a place is left out), its address
 * read with the details schema (a damaged or foreign one reads as none, so the place is looked up again rather than
 * filling the form wrongly), a repeated place_id kept once, at most five. Never throws: local storage is input like
 * any other.
 */
export function readRecentPlaces(stored: readonly unknown[]): RecentPlace[] {
  const places: RecentPlace[] = [];
  for (const raw of stored) {
    if (places.length === RECENT_PLACES_LIMIT) break;
    const entry = storedPlaceSchema.safeParse(raw);
    if (!entry.success || places.some((kept) => kept.place_id === entry.data.place_id)) continue;
    const parsed = entry.data.details === undefined ? null : placeDetailsSchema.safeParse(entry.data.details);
    const details = parsed?.success && parsed.data.place_id === entry.data.place_id ? parsed.data : null;
    places.push({ place_id: entry.data.place_id, description: entry.data.description, details });
  }
  return places;
}

/** The list to keep: `details` left out when there is none, so an entry reads back as it was. */
export function storedPlacesOf(places: readonly RecentPlace[]): StoredPlace[] {
  return places.map(({ place_id, description, details }) => (details ? { place_id, description, details } : { place_id, description }));
}

/** Newest first, unique by place_id, at most five (spec sections 4 and 9): the place goes (back) to the top. */
export function addRecentPlace(places: readonly RecentPlace[], place: RecentPlace): RecentPlace[] {
  return [place, ...places.filter((kept) => kept.place_id !== place.place_id)].slice(0, RECENT_PLACES_LIMIT);
}

/** The list without one place. */
export function removeRecentPlace(places: readonly RecentPlace[], placeId: string): RecentPlace[] {
  return places.filter((kept) => kept.place_id !== placeId);
}
