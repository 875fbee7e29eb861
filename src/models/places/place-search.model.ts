import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { debounce } from 'patronum/debounce';
import { places } from '@/api/calls/places';
import { request } from '@/api/client';
import type { PlaceDetails, PlacePrediction } from '@/api/schemas/place.schema';
import { createRequestFx } from '@/models/request/request.model';
import { createUuid } from '@/models/session/guest-id.lib';
import { isSearchable, normalizePlaceInput, PLACE_SEARCH_DEBOUNCE_MS, placeSearchTexts, predictionsMessage } from './place-search.lib';
import { addRecentPlace, readRecentPlaces, recentPlaceOf, removeRecentPlace, storedPlacesOf, type RecentPlace } from './recent-places.lib';
import { $recentPlaces, recentPlacesReplaced } from './recent-places.model';

/*
 * The address form's place search (ADR 0022), modelled on Google Places Autocomplete (New) sessions: one session token
 * (a v4 UUID made here) per search session, sent with every prediction request of the session and with the details
 * request that ends it; the next keystroke after a choice starts a new session. Typing is debounced, a newer request
 * aborts the one before it, and an answer to a superseded request is dropped whenever it arrives. Recent places fill
 * the form without asking again. The form fires `placeSearchOpened` on mount and `placeSearchClosed` when it goes.
 */

/** Where the predictions for the settled input stand. */
type PredictionsStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** Where the chosen place's address stands. */
type DetailsStatus = 'idle' | 'loading' | 'failed';

/** Why a session token is made: typing started a session, or a kept place without its address is looked up. */
type TokenReason = { kind: 'typing' } | { kind: 'lookup'; place: RecentPlace };

/** A place chosen, with the token of the session its details request ends. */
interface PlaceChoice {
  placeId: string;
  description: string;
  sessionToken: string;
}

interface PredictionsRequest {
  input: string;
  sessionToken: string;
  signal: AbortSignal;
}
interface DetailsRequest {
  choice: PlaceChoice;
  signal: AbortSignal;
}

/** The predictions on show, and the input they answer. */
interface Predictions {
  input: string;
  places: PlacePrediction[];
}

export const placeSearchOpened = createEvent();
export const placeSearchClosed = createEvent();
/** The text in the search field changed (typed, pasted, cleared). */
export const placeInputChanged = createEvent<string>();
export const predictionChosen = createEvent<PlacePrediction>();
export const recentPlaceChosen = createEvent<RecentPlace>();
export const recentPlaceRemoved = createEvent<string>();
/** The shopper asked again after a failed search or a failed details request. */
export const placeSearchRetried = createEvent();
/** A place's address is known, from its details or from a recent place: the address form fills from it. */
export const placeResolved = createEvent<PlaceDetails>();

const choiceMade = createEvent<PlaceChoice>();

/** Makes a session token. An effect: randomness is a side effect, and tests give their own tokens. */
export const createSessionTokenFx = createEffect((reason: TokenReason) => ({ reason, token: createUuid() }));
// Every request of one search session carries its token; the details request ends the session (ADR 0022).
export const fetchPredictionsFx = createRequestFx((context, asked: PredictionsRequest) =>
  request(context, places.predictions, { query: { input: asked.input, session_token: asked.sessionToken }, signal: asked.signal }),
);
export const fetchPlaceDetailsFx = createRequestFx((context, asked: DetailsRequest) =>
  request(context, places.details, { query: { place_id: asked.choice.placeId, session_token: asked.choice.sessionToken }, signal: asked.signal }),
);

/** The signals of the requests on their way; aborting one is how a newer request (or the screen going) supersedes it. */
const $predictionsController = createStore<AbortController | null>(null, { serialize: 'ignore' });
const $detailsController = createStore<AbortController | null>(null, { serialize: 'ignore' });

const startPredictionsFx = attach({
  source: $predictionsController,
  effect: (previous: AbortController | null, request: { input: string; sessionToken: string }) => {
    previous?.abort();
    return { ...request, controller: new AbortController() };
  },
});
const startDetailsFx = attach({
  source: $detailsController,
  effect: (previous: AbortController | null, choice: PlaceChoice) => {
    previous?.abort();
    return { choice, controller: new AbortController() };
  },
});
const abortFx = createEffect((controller: AbortController | null) => controller?.abort());

/** The text in the field, as typed (or the chosen place's description once one is chosen). */
export const $placeInput = createStore('');
const $open = createStore(false);
/** The token of the search session in progress; null between sessions (none yet, or a choice ended it). */
export const $sessionToken = createStore<string | null>(null);
/** The input the predictions are wanted for (normalised). */
const $settledInput = createStore('');
export const $predictionsStatus = createStore<PredictionsStatus>('idle');
/** The predictions on show: while a newer request is on its way, the previous ones stay. */
export const $predictions = createStore<Predictions | null>(null);
/** This session's answers by input: typing back to an earlier input asks nothing. Gone with the session. */
const $sessionAnswers = createStore<Record<string, PlacePrediction[]>>({});
/** The place being looked up, kept for a retry with the same token. */
export const $pendingChoice = createStore<PlaceChoice | null>(null);
export const $detailsStatus = createStore<DetailsStatus>('idle');
/** The place the form was last filled from. */
export const $resolvedPlace = createStore<PlaceDetails | null>(null);
/** Recent places as the form uses them: the kept list read (addresses checked), newest first. */
export const $recentPlaceList = $recentPlaces.map(readRecentPlaces);

/** What the polite live region says: once per answer or outcome, never per keystroke. */
export const $placeAnnouncement = combine(
  { status: $predictionsStatus, predictions: $predictions, details: $detailsStatus, pending: $pendingChoice, resolved: $resolvedPlace },
  ({ status, predictions, details, pending, resolved }) => {
    if (details === 'failed') return placeSearchTexts.detailsFailed;
    if (details === 'loading' && pending) return placeSearchTexts.lookingUp(pending.description);
    if (resolved && pending === null && status === 'idle') return placeSearchTexts.filled(resolved.description ?? resolved.line1 ?? resolved.place_id);
    if (status === 'failed') return placeSearchTexts.failed;
    if (status === 'ready' && predictions) return predictionsMessage(predictions.input, predictions.places.length);
    return '';
  },
);

$open.on(placeSearchOpened, () => true).on(placeSearchClosed, () => false);
$placeInput.on(placeInputChanged, (_, text) => text);

// When typing starts a search session (no token yet), make its token: one per session, never one per keystroke.
sample({
  clock: placeInputChanged,
  source: $sessionToken,
  filter: (token, text) => token === null && normalizePlaceInput(text) !== '',
  fn: (): TokenReason => ({ kind: 'typing' }),
  target: createSessionTokenFx,
});
// The first token made for a session stays its token (two fast keystrokes may each have asked for one).
$sessionToken.on(
  createSessionTokenFx.doneData.filterMap(({ reason, token }) => (reason.kind === 'typing' ? token : undefined)),
  (current, token) => current ?? token,
);

// When the shopper pauses typing, the input settles: one request per pause, not per keystroke. A pause that ends
// after more typing, a choice or the form closing is dropped.
const typingPaused = debounce({ source: placeInputChanged, timeout: PLACE_SEARCH_DEBOUNCE_MS });
const inputSettled = sample({
  clock: typingPaused,
  source: { input: $placeInput, open: $open },
  filter: ({ input, open }, paused) => open && paused === input,
  fn: ({ input }) => normalizePlaceInput(input),
});
$settledInput.on(inputSettled, (_, input) => input);

const settledRouted = sample({
  clock: inputSettled,
  source: { token: $sessionToken, answers: $sessionAnswers },
  fn: ({ token, answers }, input) => ({ input, token, kept: answers[input] ?? null }),
});
/** Too short to ask about (or emptied): nothing is asked, and nothing is on show. */
const settledShort = settledRouted.filter({ fn: ({ input, token }) => !isSearchable(input) || token === null });
/** Asked earlier in this session: shown again with no request. */
const keptShown = settledRouted.filterMap(({ input, token, kept }) => (isSearchable(input) && token !== null && kept !== null ? { input, places: kept } : undefined));
/** Goes to the network with the session's token. */
const predictionsWanted = settledRouted.filterMap(({ input, token, kept }) => (isSearchable(input) && token !== null && kept === null ? { input, sessionToken: token } : undefined));

// When the settled input asks nothing new, the request on its way is stale: abort it.
sample({ clock: [settledShort, keptShown], source: $predictionsController, target: abortFx });
// When it goes to the network, abort the request on its way and send the new one.
sample({ clock: predictionsWanted, target: startPredictionsFx });
$predictionsController.on(startPredictionsFx.doneData, (_, { controller }) => controller);
sample({
  clock: startPredictionsFx.doneData,
  fn: ({ input, sessionToken, controller }): PredictionsRequest => ({ input, sessionToken, signal: controller.signal }),
  target: fetchPredictionsFx,
});

// An answer counts only if its request was not superseded: every newer input, a choice and the form closing abort the
// request before, so a late answer for older input never replaces newer predictions.
const predictionsReceived = fetchPredictionsFx.done.filterMap(({ params, result }) =>
  params.signal.aborted ? undefined : { input: params.input, places: result.data },
);
const predictionsFailed = fetchPredictionsFx.fail.filter({ fn: ({ params }) => !params.signal.aborted });

$sessionAnswers.on(predictionsReceived, (answers, { input, places }) => ({ ...answers, [input]: places }));

$predictionsStatus
  .on(settledShort, () => 'idle')
  .on(keptShown, () => 'ready')
  .on(predictionsWanted, () => 'loading')
  .on(predictionsReceived, () => 'ready')
  .on(predictionsFailed, () => 'failed');
$predictions
  .on(settledShort, () => null)
  .on([keptShown, predictionsReceived], (_, predictions) => predictions);

// When the shopper retries a failed search, the same input goes to the network again, in the same session.
const predictionsRetried = sample({
  clock: placeSearchRetried,
  source: { status: $predictionsStatus, input: $settledInput, token: $sessionToken },
  filter: ({ status, input, token }) => status === 'failed' && isSearchable(input) && token !== null,
  fn: ({ input, token }) => ({ input, sessionToken: token ?? '' }),
});
$predictionsStatus.on(predictionsRetried, () => 'loading');
sample({ clock: predictionsRetried, target: startPredictionsFx });

// When the shopper chooses a prediction, that ends the session: its token goes with the details request.
sample({
  clock: sample({
    clock: predictionChosen,
    source: $sessionToken,
    fn: (token, place): PlaceChoice | null => (token === null ? null : { placeId: place.place_id, description: place.description, sessionToken: token }),
  }).filterMap((choice) => choice ?? undefined),
  target: choiceMade,
});

/** A recent place with its address: it fills the form at once, with no request. */
const recentWithAddress = recentPlaceChosen.filterMap((place) => (place.details ? { place, details: place.details } : undefined));
/** A kept place without its address (kept by an earlier version): looked up once, in a session of its own. */
const recentWithoutAddress = recentPlaceChosen.filter({ fn: (place) => place.details === null });
sample({ clock: recentWithoutAddress, fn: (place): TokenReason => ({ kind: 'lookup', place }), target: createSessionTokenFx });
sample({
  clock: createSessionTokenFx.doneData,
  filter: ({ reason }) => reason.kind === 'lookup',
  fn: ({ reason, token }): PlaceChoice => {
    const place = reason.kind === 'lookup' ? reason.place : null;
    return { placeId: place?.place_id ?? '', description: place?.description ?? '', sessionToken: token };
  },
  target: choiceMade,
});

/** A choice, or the form going, ends the search session on show: no token, no predictions, nothing on its way. */
const sessionEnded = merge([choiceMade, recentWithAddress, placeSearchClosed]);
$sessionToken.reset(sessionEnded);
$sessionAnswers.reset(sessionEnded);
$predictions.reset(sessionEnded);
$predictionsStatus.reset(sessionEnded);
$settledInput.reset(sessionEnded);
sample({ clock: sessionEnded, source: $predictionsController, target: abortFx });

// When a place is chosen, the field shows it, and its address is asked for (aborting any earlier details request).
$placeInput.on(choiceMade, (_, choice) => choice.description).on(recentWithAddress, (_, { place }) => place.description).reset(placeSearchClosed);
$pendingChoice.on(choiceMade, (_, choice) => choice);
sample({ clock: choiceMade, target: startDetailsFx });
// When the shopper retries a failed details request, it goes again with the same token: the session is still that one.
sample({ clock: placeSearchRetried, source: { status: $detailsStatus, pending: $pendingChoice }, filter: ({ status, pending }) => status === 'failed' && pending !== null, fn: ({ pending }) => pending as PlaceChoice, target: startDetailsFx });
$detailsController.on(startDetailsFx.doneData, (_, { controller }) => controller);
sample({ clock: startDetailsFx.doneData, fn: ({ choice, controller }): DetailsRequest => ({ choice, signal: controller.signal }), target: fetchPlaceDetailsFx });

// When typing starts again, a place still being looked up is no longer wanted; and when the form goes, nothing is.
sample({ clock: [placeInputChanged, recentWithAddress, placeSearchClosed], source: $detailsController, target: abortFx });
$pendingChoice.reset([placeInputChanged, recentWithAddress, placeSearchClosed]);

const detailsReceived = fetchPlaceDetailsFx.done.filterMap(({ params, result }) => (params.signal.aborted ? undefined : { choice: params.choice, details: result.data }));
const detailsFailed = fetchPlaceDetailsFx.fail.filter({ fn: ({ params }) => !params.signal.aborted });

$detailsStatus
  .on(startDetailsFx, () => 'loading')
  .on(detailsReceived, () => 'idle')
  .on(detailsFailed, () => 'failed')
  .reset([placeInputChanged, recentWithAddress, placeSearchClosed]);
$pendingChoice.reset(detailsReceived);

// When a place's address is known, the form fills from it.
sample({ clock: detailsReceived, fn: ({ details }) => details, target: placeResolved });
sample({ clock: recentWithAddress, fn: ({ details }) => details, target: placeResolved });
$resolvedPlace.on(placeResolved, (_, details) => details).reset([placeInputChanged, placeSearchClosed]);

// When a place is chosen (looked up, or taken from the recent list), it goes to the top of the recent places.
const recentPlacesChanged = merge([
  sample({ clock: detailsReceived, source: $recentPlaceList, fn: (places, { choice, details }) => addRecentPlace(places, recentPlaceOf(details, choice.description)) }),
  sample({ clock: recentWithAddress, source: $recentPlaceList, fn: (places, { place }) => addRecentPlace(places, place) }),
  sample({ clock: recentPlaceRemoved, source: $recentPlaceList, fn: removeRecentPlace }),
]);
sample({ clock: recentPlacesChanged, fn: storedPlacesOf, target: recentPlacesReplaced });
