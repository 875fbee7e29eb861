import { apiRequest, type RequestContext } from './client';
import { placeDetailsAnswerSchema, placePredictionsSchema } from './schemas/place.schema';

/*
 * The place search (ADR 0022): the backend's proxy for Google Places Autocomplete (New). Every request of one search
 * session carries the same session token; the details request ends the session.
 */

/** The places matching what was typed. Superseded requests are aborted through `signal`. */
export const getPlacePredictions = (context: RequestContext, params: { input: string; sessionToken: string; signal?: AbortSignal }) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/google/address',
    searchParams: { input: params.input, session_token: params.sessionToken },
    schema: placePredictionsSchema,
    signal: params.signal,
  });

/** The chosen place's address, with the session's token: this request ends the session. */
export const getPlaceDetails = (context: RequestContext, params: { placeId: string; sessionToken: string; signal?: AbortSignal }) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/google/address/details',
    searchParams: { place_id: params.placeId, session_token: params.sessionToken },
    schema: placeDetailsAnswerSchema,
    signal: params.signal,
  });
