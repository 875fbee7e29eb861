import { describe, queryWith } from './describe';
import { places } from './places';

/**
 * The place search's session token for the backend checker's reads: one v4 UUID for the prediction read and the details
 * read after it, as one search session of the storefront sends (ADR 0022).
 */
const checkerPlaceSessionToken = '8f14e45f-ceea-4e67-a1d5-0d3c1e6b9a21';

/** What the contract says about the places calls. */
export const placesDocs = [
  describe(places.predictions, {
    summary:
      'Places matching what the shopper typed, best first, at most 5: a proxy for Google Places Autocomplete (New), which the backend calls with its own key, restricted to the store\'s country and biased to the selected branch. ' +
      '`session_token` is a v4 UUID the storefront makes for one search session and sends with every prediction request of that session and with the details request that ends it (Google then bills the session as one); the backend passes it on unchanged. ' +
      '`input` shorter than 3 characters after trimming answers an empty list. 422 when `session_token` is missing or not a UUID, or `input` is longer than 100 characters.',
    errors: [422],
    query: {
      input: 'What the shopper typed (required; at most 100 characters).',
      session_token: "The search session's token, a v4 UUID (required).",
    },
    check: { query: { input: 'Main Street', session_token: checkerPlaceSessionToken } },
  }),
  describe(places.details, {
    summary:
      "A chosen place's address, split as the address form takes it (`line1`, `city`, `state`, `postal_code`, `country` as ISO alpha-2, `lat`, `lng`): a proxy for Google Place Details (New). " +
      'Sent with the token of the search session the place came from, it ends that session; the next search starts a new one. Parts a place lacks (a town has no street) are null. 404 for an unknown `place_id`; 422 when `place_id` or `session_token` is missing.',
    errors: [404, 422],
    query: {
      place_id: 'A place from the predictions (required).',
      session_token: 'The token of the search session the place came from (required).',
    },
    check: {
      derive: (earlier) => queryWith('place_id', earlier.of(places.predictions)?.data[0]?.place_id, { session_token: checkerPlaceSessionToken }),
    },
  }),
];
