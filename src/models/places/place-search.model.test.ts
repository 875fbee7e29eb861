import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { PlaceDetails, PlaceDetailsAnswer, PlacePrediction, PlacePredictions } from '@/api/schemas/place.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { $rehydrated, writePersistedFx } from '@/models/persist/persist.model';
import type { PersistedState } from '@/models/persist/persist.lib';
import { loggedOut } from '@/models/session/session.model';
import { PLACE_SEARCH_DEBOUNCE_MS, placeSearchTexts } from './place-search.lib';
import {
  $detailsStatus,
  $placeAnnouncement,
  $placeInput,
  $predictions,
  $predictionsStatus,
  $recentPlaceList,
  $resolvedPlace,
  $sessionToken,
  createSessionTokenFx,
  fetchPlaceDetailsFx,
  fetchPredictionsFx,
  placeInputChanged,
  placeSearchClosed,
  placeSearchOpened,
  placeSearchRetried,
  predictionChosen,
  recentPlaceChosen,
  recentPlaceRemoved,
} from './place-search.model';
import { storedPlacesOf, type RecentPlace, type StoredPlace } from './recent-places.lib';
import { $recentPlaces } from './recent-places.model';

type PredictionsRequest = Parameters<typeof fetchPredictionsFx>[0];
type DetailsRequest = Parameters<typeof fetchPlaceDetailsFx>[0];

const prediction = (slug: string): PlacePrediction => ({ place_id: `id-${slug}`, description: `${slug}, Springfield, IL, USA`, main_text: slug, secondary_text: 'Springfield, IL, USA' });
const detailsOf = (slug: string): PlaceDetails => ({
  place_id: `id-${slug}`,
  description: `${slug}, Springfield, IL, USA`,
  main_text: slug,
  secondary_text: 'Springfield, IL, USA',
  line1: slug,
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  lat: 39.8,
  lng: -89.65,
});
const recent = (slug: string): RecentPlace => ({ place_id: `id-${slug}`, description: `${slug}, Springfield, IL, USA`, details: detailsOf(slug) });

/** An endpoint the test answers by hand: each call waits until the test settles it. */
function manual<Request, Answer>() {
  const calls: { request: Request; answer: (result: Answer) => void; fail: (error: unknown) => void }[] = [];
  const handler = (request: Request) => new Promise<Answer>((resolve, reject) => calls.push({ request, answer: resolve, fail: reject }));
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index} (${calls.length} made)`);
    return found;
  };
  return { calls, handler, call };
}

/** Lets effects, promise callbacks and effector's reactions run, moving the fake clock by `ms`. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup(options: { recentPlaces?: StoredPlace[] } = {}) {
  const predictions = manual<PredictionsRequest, PlacePredictions>();
  const details = manual<DetailsRequest, PlaceDetailsAnswer>();
  const writes: PersistedState[] = [];
  let tokens = 0;
  const scope = fork({
    values: [
      [$recentPlaces, options.recentPlaces ?? []],
      [$rehydrated, true],
    ],
    handlers: [
      requestHandler(fetchPredictionsFx, predictions.handler),
      requestHandler(fetchPlaceDetailsFx, details.handler),
      // Tokens the test can tell apart: token-1, token-2, ...
      [createSessionTokenFx, (reason: Parameters<typeof createSessionTokenFx>[0]) => ({ reason, token: `token-${(tokens += 1)}` })],
      [writePersistedFx, (state: PersistedState) => void writes.push(state)],
    ],
  });
  const fire = <T,>(event: EventCallable<T>, payload: T) => void allSettled(event, { scope, params: payload });
  const open = async () => {
    fire(placeSearchOpened, undefined);
    await tick();
  };
  /** Types text one key at a time, `gap` ms apart (no pause long enough to settle in between). */
  const type = async (text: string, from = '', gap = 50) => {
    for (let length = from.length + 1; length <= text.length; length += 1) {
      fire(placeInputChanged, text.slice(0, length));
      await tick(gap);
    }
  };
  /** Types and waits out the pause, so the input settles. */
  const search = async (text: string) => {
    fire(placeInputChanged, text);
    await tick(PLACE_SEARCH_DEBOUNCE_MS);
  };
  return { scope, predictions, details, writes, fire, open, type, search };
}

function view(scope: Scope) {
  return {
    status: scope.getState($predictionsStatus),
    shownFor: scope.getState($predictions)?.input ?? null,
    shown: scope.getState($predictions)?.places.map((place) => place.main_text) ?? null,
    token: scope.getState($sessionToken),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the place search model', () => {
  describe('as the shopper types', () => {
    it(`asks once typing pauses for ${PLACE_SEARCH_DEBOUNCE_MS} ms, not once per keystroke`, async () => {
      const { predictions, open, type } = setup();
      await open();
      await type('capitol');
      expect(predictions.calls).toHaveLength(0);
      await tick(PLACE_SEARCH_DEBOUNCE_MS - 50 - 1);
      expect(predictions.calls).toHaveLength(0);
      await tick(1);
      expect(predictions.calls.map(({ request }) => request.input)).toEqual(['capitol']);
    });

    it('asks nothing for fewer than 3 characters, and an emptied field shows nothing', async () => {
      const { scope, predictions, open, search } = setup();
      await open();
      await search('ca');
      expect(predictions.calls).toHaveLength(0);
      await search('cap');
      predictions.call(0).answer({ data: [prediction('500 East Capitol Avenue')] });
      await tick();
      expect(view(scope).status).toBe('ready');
      await search('');
      expect(view(scope)).toMatchObject({ status: 'idle', shown: null });
      expect(predictions.calls).toHaveLength(1);
    });

    it('aborts the request a newer input supersedes, and drops its answer whenever it arrives', async () => {
      const { scope, predictions, open, search } = setup();
      await open();
      await search('capi');
      await search('capitol');
      expect(predictions.call(0).request.signal.aborted).toBe(true);
      expect(predictions.call(1).request.signal.aborted).toBe(false);

      predictions.call(1).answer({ data: [prediction('500 East Capitol Avenue')] });
      await tick();
      expect(view(scope)).toMatchObject({ status: 'ready', shownFor: 'capitol', shown: ['500 East Capitol Avenue'] });

      // The superseded request answers last, as a slow network does: its answer is dropped.
      predictions.call(0).answer({ data: [prediction('Capital Airport')] });
      await tick();
      expect(view(scope)).toMatchObject({ status: 'ready', shownFor: 'capitol', shown: ['500 East Capitol Avenue'] });
      expect(scope.getState($placeAnnouncement)).toBe('1 place found. Use the up and down arrows to choose one.');
    });

    it('keeps the predictions on show while newer ones are on their way', async () => {
      const { scope, predictions, open, search } = setup();
      await open();
      await search('capi');
      predictions.call(0).answer({ data: [prediction('A'), prediction('B')] });
      await tick();
      await search('capit');
      expect(view(scope)).toMatchObject({ status: 'loading', shownFor: 'capi', shown: ['A', 'B'] });
    });

    it('asks nothing when typing back to input answered earlier in the session', async () => {
      const { scope, predictions, open, search } = setup();
      await open();
      await search('capi');
      predictions.call(0).answer({ data: [prediction('A')] });
      await tick();
      await search('capit');
      predictions.call(1).answer({ data: [prediction('B')] });
      await tick();
      await search('capi');
      expect(predictions.calls).toHaveLength(2);
      expect(view(scope)).toMatchObject({ status: 'ready', shownFor: 'capi', shown: ['A'] });
    });

    it('says when the search failed, and a retry asks again in the same session', async () => {
      const { scope, predictions, open, search, fire } = setup();
      await open();
      await search('capitol');
      predictions.call(0).fail(new ApiError('network', 'offline'));
      await tick();
      expect(view(scope).status).toBe('failed');
      expect(scope.getState($placeAnnouncement)).toBe(placeSearchTexts.failed);

      fire(placeSearchRetried, undefined);
      await tick();
      expect(predictions.calls).toHaveLength(2);
      expect(predictions.call(1).request).toMatchObject({ input: 'capitol', sessionToken: predictions.call(0).request.sessionToken });
      predictions.call(1).answer({ data: [prediction('A')] });
      await tick();
      expect(view(scope).status).toBe('ready');
    });
  });

  describe('the session token', () => {
    it('is made once, at the first keystroke, and sent with every request of the session', async () => {
      const { scope, predictions, open, type, search } = setup();
      await open();
      expect(view(scope).token).toBeNull();
      await type('capi');
      expect(view(scope).token).toBe('token-1');
      await tick(PLACE_SEARCH_DEBOUNCE_MS);
      await type('capitol ave', 'capi');
      await tick(PLACE_SEARCH_DEBOUNCE_MS);
      await search('capitol');
      expect(predictions.calls.map(({ request }) => [request.input, request.sessionToken])).toEqual([
        ['capi', 'token-1'],
        ['capitol ave', 'token-1'],
        ['capitol', 'token-1'],
      ]);
    });

    it('goes with the details request of the place chosen, which ends the session: the next search gets a new one', async () => {
      const { scope, predictions, details, open, search, fire } = setup();
      await open();
      await search('capitol');
      predictions.call(0).answer({ data: [prediction('500 East Capitol Avenue')] });
      await tick();

      fire(predictionChosen, prediction('500 East Capitol Avenue'));
      await tick();
      expect(details.call(0).request.choice).toEqual({ placeId: 'id-500 East Capitol Avenue', description: '500 East Capitol Avenue, Springfield, IL, USA', sessionToken: 'token-1' });
      expect(view(scope)).toMatchObject({ token: null, shown: null, status: 'idle' });
      expect(scope.getState($placeInput)).toBe('500 East Capitol Avenue, Springfield, IL, USA');

      await search('plummer');
      expect(view(scope).token).toBe('token-2');
      expect(predictions.call(1).request.sessionToken).toBe('token-2');
    });

    it('is not renewed by typing, clearing the field or a failed request: only a choice or leaving ends it', async () => {
      const { scope, predictions, open, search } = setup();
      await open();
      await search('capitol');
      predictions.call(0).fail(new ApiError('network', 'offline'));
      await tick();
      await search('');
      await search('dirksen');
      expect(predictions.calls.map(({ request }) => request.sessionToken)).toEqual(['token-1', 'token-1']);
      expect(view(scope).token).toBe('token-1');
    });

    it('ends when the form goes: requests on their way are aborted, and the next visit starts afresh', async () => {
      const { scope, predictions, open, search, fire } = setup();
      await open();
      await search('capitol');
      fire(placeSearchClosed, undefined);
      await tick();
      expect(predictions.call(0).request.signal.aborted).toBe(true);
      expect(view(scope)).toMatchObject({ token: null, shown: null, status: 'idle' });
      expect(scope.getState($placeInput)).toBe('');
      // A pause that ends after the form went asks nothing.
      fire(placeInputChanged, 'late');
      await tick(PLACE_SEARCH_DEBOUNCE_MS);
      expect(predictions.calls).toHaveLength(1);
    });
  });

  describe('choosing a place', () => {
    it('fills the form from its details, tells the shopper, and puts it first in the recent places', async () => {
      const { scope, predictions, details, open, search, fire } = setup({ recentPlaces: storedPlacesOf([recent('Old Place')]) });
      await open();
      await search('capitol');
      predictions.call(0).answer({ data: [prediction('500 East Capitol Avenue')] });
      await tick();
      fire(predictionChosen, prediction('500 East Capitol Avenue'));
      await tick();
      expect(scope.getState($detailsStatus)).toBe('loading');
      details.call(0).answer({ data: detailsOf('500 East Capitol Avenue') });
      await tick();

      expect(scope.getState($resolvedPlace)?.line1).toBe('500 East Capitol Avenue');
      expect(scope.getState($placeAnnouncement)).toBe(placeSearchTexts.filled('500 East Capitol Avenue, Springfield, IL, USA'));
      expect(scope.getState($recentPlaceList).map((place) => place.place_id)).toEqual(['id-500 East Capitol Avenue', 'id-Old Place']);
    });

    it('drops a details answer that typing made stale', async () => {
      const { scope, predictions, details, open, search, fire } = setup();
      await open();
      await search('capitol');
      predictions.call(0).answer({ data: [prediction('A')] });
      await tick();
      fire(predictionChosen, prediction('A'));
      await tick();
      fire(placeInputChanged, 'something else');
      await tick();
      expect(details.call(0).request.signal.aborted).toBe(true);
      details.call(0).answer({ data: detailsOf('A') });
      await tick();
      expect(scope.getState($recentPlaceList)).toEqual([]);
    });

    it('retries a failed details request with the same token', async () => {
      const { scope, predictions, details, open, search, fire } = setup();
      await open();
      await search('capitol');
      predictions.call(0).answer({ data: [prediction('A')] });
      await tick();
      fire(predictionChosen, prediction('A'));
      await tick();
      details.call(0).fail(new ApiError('server', 'Server error', 503));
      await tick();
      expect(scope.getState($detailsStatus)).toBe('failed');
      expect(scope.getState($placeAnnouncement)).toBe(placeSearchTexts.detailsFailed);
      fire(placeSearchRetried, undefined);
      await tick();
      expect(details.call(1).request.choice.sessionToken).toBe('token-1');
      details.call(1).answer({ data: detailsOf('A') });
      await tick();
      expect(scope.getState($detailsStatus)).toBe('idle');
    });
  });

  describe('recent places', () => {
    it('fill the form from a recent place without asking anything, and move it to the top', async () => {
      const { scope, predictions, details, open, fire } = setup({ recentPlaces: storedPlacesOf([recent('A'), recent('B'), recent('C')]) });
      await open();
      fire(recentPlaceChosen, recent('C'));
      await tick();
      expect(scope.getState($resolvedPlace)?.line1).toBe('C');
      expect(predictions.calls).toHaveLength(0);
      expect(details.calls).toHaveLength(0);
      expect(scope.getState($recentPlaceList).map((place) => place.place_id)).toEqual(['id-C', 'id-A', 'id-B']);
    });

    it('abandon the search session in progress: the next search gets a new token', async () => {
      const { scope, predictions, open, search, fire } = setup({ recentPlaces: storedPlacesOf([recent('A')]) });
      await open();
      await search('capitol');
      fire(recentPlaceChosen, recent('A'));
      await tick();
      expect(predictions.call(0).request.signal.aborted).toBe(true);
      expect(view(scope).token).toBeNull();
      await search('dirksen');
      expect(predictions.call(1).request.sessionToken).toBe('token-2');
    });

    it('look a kept place without its address up once, in a session of its own', async () => {
      const { scope, details, open, fire } = setup({ recentPlaces: [{ place_id: 'id-Legacy', description: 'Legacy, Springfield' }] });
      await open();
      const [legacy] = scope.getState($recentPlaceList);
      if (!legacy) throw new Error('the kept place was not read');
      expect(legacy.details).toBeNull();
      fire(recentPlaceChosen, legacy);
      await tick();
      expect(details.call(0).request.choice).toEqual({ placeId: 'id-Legacy', description: 'Legacy, Springfield', sessionToken: 'token-1' });
      details.call(0).answer({ data: detailsOf('Legacy') });
      await tick();
      expect(scope.getState($recentPlaceList)[0]?.details?.line1).toBe('Legacy');
    });

    it('are removable, one at a time', async () => {
      const { scope, open, fire } = setup({ recentPlaces: storedPlacesOf([recent('A'), recent('B')]) });
      await open();
      fire(recentPlaceRemoved, 'id-A');
      await tick();
      expect(scope.getState($recentPlaceList).map((place) => place.place_id)).toEqual(['id-B']);
    });

    it('keep at most five, newest first, each place once', async () => {
      const { scope, predictions, details, open, search, fire } = setup({
        recentPlaces: storedPlacesOf(['A', 'B', 'C', 'D', 'E'].map(recent)),
      });
      await open();
      for (const [index, slug] of ['F', 'C'].entries()) {
        await search(`query ${slug}`);
        predictions.call(index).answer({ data: [prediction(slug)] });
        await tick();
        fire(predictionChosen, prediction(slug));
        await tick();
        details.call(index).answer({ data: detailsOf(slug) });
        await tick();
      }
      expect(scope.getState($recentPlaceList).map((place) => place.place_id)).toEqual(['id-C', 'id-F', 'id-A', 'id-B', 'id-D']);
    });

    it('are kept on the device with their addresses, and forgotten at logout', async () => {
      const { scope, writes, open, fire } = setup({ recentPlaces: storedPlacesOf([recent('A'), recent('B')]) });
      await open();
      fire(recentPlaceChosen, recent('B'));
      await tick();
      expect(writes.at(-1)?.recentPlaces).toEqual(storedPlacesOf([recent('B'), recent('A')]));
      expect(writes.at(-1)?.recentPlaces[0]).toMatchObject({ place_id: 'id-B', details: { line1: 'B', postal_code: '62701' } });

      fire(loggedOut, undefined);
      await tick();
      expect(scope.getState($recentPlaceList)).toEqual([]);
      expect(writes.at(-1)?.recentPlaces).toEqual([]);
    });
  });
});
