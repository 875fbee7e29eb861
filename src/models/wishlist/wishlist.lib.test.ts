import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { signInPathFor as shellSignInPathFor } from '@/app/shell/sign-in-redirect';
import { testProduct } from '@/models/catalog/test-products';
import {
  endedSession,
  heartMayLoad,
  initialWishlist,
  isSaved,
  loaded,
  LOAD_RETRY_FIRST_MS,
  LOAD_RETRY_MAX_MS,
  loadFailed,
  loadRetryDelay,
  loadStarted,
  PENDING_ADD_MAX_AGE_MS,
  pendingAddFrom,
  pendingAddText,
  planNextSend,
  sendFailed,
  settled,
  signInPathFor,
  toggled,
  wanted,
  type WishlistState,
} from './wishlist.lib';

const pizza = { id: 1, name: 'Margherita Pizza' };
const fries = { id: '21', name: 'French Fries' };
const withSaved = (...ids: string[]): WishlistState => ({ ...initialWishlist, status: 'ready', loaded: true, saved: Object.fromEntries(ids.map((id) => [id, true as const])) });

describe('isSaved', () => {
  it.each([
    ['the server has it', withSaved('1'), true],
    ['the server does not', withSaved(), false],
    ['the shopper asked for it, unconfirmed', wanted(withSaved(), pizza, true), true],
    ['the shopper asked it away, unconfirmed', wanted(withSaved('1'), pizza, false), false],
  ])('reads %s as %s', (_case, state, expected) => {
    expect(isSaved(state, 1)).toBe(expected);
    expect(isSaved(state, '1')).toBe(expected);
  });
});

describe('wanted and toggled', () => {
  it('records a change only when it differs from the server or a request is on its way', () => {
    expect(wanted(withSaved('1'), pizza, true)).toEqual(withSaved('1'));
    expect(wanted(withSaved(), pizza, true).changes).toEqual({ '1': { product: pizza, wanted: true, sending: false, confirm: false } });
    const sending = planNextSend(wanted(withSaved(), pizza, true))?.state as WishlistState;
    expect(wanted(sending, pizza, false).changes['1']).toMatchObject({ wanted: false, sending: true });
  });

  it('drops a change tapped back before anything was sent', () => {
    const back = toggled(toggled(withSaved(), pizza), pizza);
    expect(back.changes).toEqual({});
  });

  it('keeps asking for a confirmation once asked', () => {
    const kept = wanted(wanted(withSaved(), pizza, true, true), pizza, true);
    expect(kept.changes['1']?.confirm).toBe(true);
  });
});

describe('planNextSend', () => {
  it('sends each product whose wanted state the server lacks, one at a time per product', () => {
    const state = wanted(wanted(withSaved(), pizza, true), fries, true);
    const first = planNextSend(state);
    expect(first?.request).toEqual({ product: pizza, inWishlist: true, confirm: false });
    const second = planNextSend(first?.state as WishlistState);
    expect(second?.request).toEqual({ product: fries, inWishlist: true, confirm: false });
    expect(planNextSend(second?.state as WishlistState)).toBeNull();
  });

  it('waits while a product has a request on its way', () => {
    const sending = planNextSend(wanted(withSaved(), pizza, true))?.state as WishlistState;
    expect(planNextSend(wanted(sending, pizza, false))).toBeNull();
  });
});

describe('settled', () => {
  const sending = (state: WishlistState) => planNextSend(state)?.state as WishlistState;

  it('takes the answer as the truth and ends the change it answered', () => {
    const done = settled(sending(wanted(withSaved(), pizza, true)), 1, true);
    expect(done.saved).toEqual({ '1': true });
    expect(done.changes).toEqual({});
  });

  it('keeps a newer wish for the next request', () => {
    const tappedAgain = wanted(sending(wanted(withSaved(), pizza, true)), pizza, false);
    const answered = settled(tappedAgain, '1', true);
    expect(answered.saved).toEqual({ '1': true });
    expect(answered.changes['1']).toMatchObject({ wanted: false, sending: false });
    expect(planNextSend(answered)?.request).toMatchObject({ inWishlist: false });
  });

  it('notes answers that come while a list loads, and the list gives way to them', () => {
    const loading = loadStarted(sending(wanted(withSaved(), pizza, true)));
    const answered = settled(loading, 1, true);
    expect(answered.settledDuringLoad).toEqual({ '1': true });
    const listed = loaded(answered, [testProduct(21)]);
    expect(listed.saved).toEqual({ '1': true, '21': true });
    expect(listed.settledDuringLoad).toEqual({});
  });
});

describe('sendFailed, loaded and loadFailed', () => {
  it('drops the change on failure, so the heart shows what the server has', () => {
    const sending = planNextSend(wanted(withSaved('1'), pizza, false))?.state as WishlistState;
    expect(isSaved(sendFailed(sending, 1), 1)).toBe(true);
  });

  it('keeps the list newest first and what is known when a load fails', () => {
    const list = [testProduct(5), testProduct(2)];
    const ready = loaded(loadStarted(initialWishlist), list);
    expect(ready).toMatchObject({ status: 'ready', loaded: true, products: list, saved: { '5': true, '2': true } });
    expect(loadFailed(loadStarted(ready), 0)).toMatchObject({ status: 'failed', loaded: true, products: list });
  });
});

describe('the back-off after a failed load', () => {
  const now = 1_700_000_000_000;
  const failedTimes = (times: number) => {
    let state = initialWishlist;
    for (let failure = 0; failure < times; failure += 1) state = loadFailed(loadStarted(state), now);
    return state;
  };

  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [5, 32_000],
    [6, 60_000],
    [40, 60_000],
  ])('after %i failures in a row, waits %i ms', (failures, ms) => {
    expect(loadRetryDelay(failures)).toBe(ms);
    expect(failedTimes(failures).retryAt).toBe(now + ms);
  });

  it('lets the first heart ask, and after a failure only once the wait is over', () => {
    expect(heartMayLoad(initialWishlist, now)).toBe(true);
    expect(heartMayLoad(loadStarted(initialWishlist), now)).toBe(false);
    const failed = failedTimes(1);
    expect(heartMayLoad(failed, now + LOAD_RETRY_FIRST_MS - 1)).toBe(false);
    expect(heartMayLoad(failed, now + LOAD_RETRY_FIRST_MS)).toBe(true);
    expect(heartMayLoad(loaded(failed, []), now + LOAD_RETRY_MAX_MS)).toBe(false);
  });

  it('starts again from the first wait once a load answers', () => {
    const answered = loaded(loadStarted(failedTimes(4)), []);
    expect(answered.loadFailures).toBe(0);
    expect(loadFailed(loadStarted(answered), now).retryAt).toBe(now + LOAD_RETRY_FIRST_MS);
  });
});

describe('the kept add of a guest', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['a fresh tap', pendingAddText(fries, now - 1000), fries],
    ['a tap at the age limit', pendingAddText(pizza, now - PENDING_ADD_MAX_AGE_MS), pizza],
    ['nothing kept', null, null],
    ['not JSON', '{"id":', null],
    ['no name', JSON.stringify({ id: 1, at: now }), null],
    ['an id of the wrong kind', JSON.stringify({ id: { x: 1 }, name: 'X', at: now }), null],
    ['too old', pendingAddText(pizza, now - PENDING_ADD_MAX_AGE_MS - 1), null],
    ['from the future', pendingAddText(pizza, now + 60_000), null],
  ])('reads %s', (_case, text, expected) => {
    expect(pendingAddFrom(text, now)).toEqual(expected);
  });
});

describe('signInPathFor', () => {
  it.each(['/', '/category/pizzas?sort=name', '/product/margherita-pizza?options=1,2#reviews'])('writes the way to sign in as the shell does (%s)', (path) => {
    expect(signInPathFor(path)).toBe(shellSignInPathFor(path));
  });
});

describe('endedSession', () => {
  it.each([
    [new ApiError('unauthorized', 'Unauthenticated.', 401), true],
    [new ApiError('rejected', 'No.', 422), false],
    [new Error('boom'), false],
    [null, false],
  ])('reads %s', (error, expected) => {
    expect(endedSession(error)).toBe(expected);
  });
});
