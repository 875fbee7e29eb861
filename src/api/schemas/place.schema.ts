import * as z from 'zod/mini';
import { optionalAmountSchema, optionalLooseTextSchema, optionalNonEmptyTextSchema, optionalTextSchema, tolerantArray } from './common.schema';

/*
 * The place search (ADR 0022), a backend's proxy for Google Places Autocomplete (New) and Place Details. The storefront
 * makes one session token (a UUID v4) per search session and sends it with every prediction request of the session
 * and with the details request that ends it: Google then bills the session as one, not each keystroke.
 */

const placeIdSchema = z.string().check(z.trim(), z.minLength(1));

/** A place the search suggests: `main_text` is the street or the place's name, `secondary_text` the rest. */
const placePredictionSchema = z.object({
  place_id: placeIdSchema,
  description: z.string().check(z.minLength(1)),
  main_text: optionalNonEmptyTextSchema,
  secondary_text: optionalNonEmptyTextSchema,
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

/** GET /api/google/address?input=&session_token=: the places matching what was typed, best first (at most 5). */
export const placePredictionsSchema = z.object({ data: tolerantArray(placePredictionSchema) });
export type PlacePredictions = z.infer<typeof placePredictionsSchema>;

/**
 * One place's address as the form takes it. Any part may be missing (a place that is a whole town has no street):
 * the shopper types what the place did not give. `country` is an ISO 3166-1 alpha-2 code.
 */
export const placeDetailsSchema = z.object({
  place_id: placeIdSchema,
  description: optionalTextSchema,
  main_text: optionalNonEmptyTextSchema,
  secondary_text: optionalNonEmptyTextSchema,
  line1: optionalNonEmptyTextSchema,
  city: optionalNonEmptyTextSchema,
  state: optionalNonEmptyTextSchema,
  postal_code: optionalLooseTextSchema,
  country: optionalNonEmptyTextSchema,
  lat: optionalAmountSchema,
  lng: optionalAmountSchema,
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** GET /api/google/address/details?place_id=&session_token=: the chosen place's address; it ends the session. */
export const placeDetailsAnswerSchema = z.object({ data: placeDetailsSchema });
export type PlaceDetailsAnswer = z.infer<typeof placeDetailsAnswerSchema>;
