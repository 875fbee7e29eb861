import * as z from 'zod/mini';
import { placeDetailsAnswerSchema, placePredictionsSchema } from '../schemas/place.schema';
import { defineCall } from './define';

/** The place search (ADR 0022): the backend's proxy for Google Places, one session token per search. */
export const places = {
  predictions: defineCall({
    id: 'getPlacePredictions',
    method: 'get',
    path: '/api/google/address',
    audience: 'guest-or-customer',
    query: {
      input: z.string(),
      session_token: z.string(),
    },
    answer: { status: 200, schema: placePredictionsSchema },
  }),
  details: defineCall({
    id: 'getPlaceDetails',
    method: 'get',
    path: '/api/google/address/details',
    audience: 'guest-or-customer',
    query: {
      place_id: z.string(),
      session_token: z.string(),
    },
    answer: { status: 200, schema: placeDetailsAnswerSchema },
  }),
};
