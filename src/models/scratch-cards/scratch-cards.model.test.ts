import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Id } from '@/api/schemas/common.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import {
  $reveals,
  $revealAnnouncement,
  $scratchCards,
  fetchScratchCardsFx,
  redeemScratchCardFx,
  REVEAL_ERROR,
  SCRATCH_CARDS_ERROR,
  scratchCardRevealed,
  scratchCardsOpened,
  scratchCardsRetried,
} from './scratch-cards.model';
import { isoIn, redeemedCard, testCard, testCardsAnswer, testRedeemAnswer, testReward } from './test-scratch-cards';

const refusal = (code: string, card: unknown) => new ApiError('rejected', 'Refused', 422, [], true, { message: 'Refused', code, card });

/** A redeem whose answer the test releases by hand, so what happens meanwhile can be seen. */
function heldRedeem() {
  const releases: (() => void)[] = [];
  const redeem = vi.fn((id: Id) => new Promise<ReturnType<typeof testRedeemAnswer>>((resolve) => releases.push(() => resolve(testRedeemAnswer(redeemedCard(Number(id)), { wallet: 12 })))));
  return { redeem, release: () => releases.splice(0).forEach((release) => release()) };
}

async function openedWith(cards = [testCard(1), testCard(2)], redeem: (id: Id) => unknown = (id) => Promise.resolve(testRedeemAnswer(redeemedCard(Number(id))))) {
  const scope = fork({
    handlers: [requestHandler(fetchScratchCardsFx, () => Promise.resolve(testCardsAnswer(cards))), requestHandler(redeemScratchCardFx, redeem as never)],
  });
  await allSettled(scratchCardsOpened, { scope });
  return scope;
}

describe('the scratch cards list', () => {
  it('loads the cards and the balances when opened', async () => {
    const scope = await openedWith();
    expect(scope.getState($scratchCards)).toMatchObject({ status: 'ready', wallet: { balance: 10 }, points: 340 });
    expect(scope.getState($scratchCards).cards.map((card) => card.id)).toEqual([1, 2]);
  });

  it('offers Retry when the list fails, and keeps a shown list when a refresh fails', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce(testCardsAnswer([testCard(1)]))
      .mockRejectedValueOnce(new ApiError('server', 'Down', 503));
    const scope = fork({ handlers: [requestHandler(fetchScratchCardsFx, fetch)] });
    await allSettled(scratchCardsOpened, { scope });
    expect(scope.getState($scratchCards)).toMatchObject({ status: 'failed', error: SCRATCH_CARDS_ERROR });
    await allSettled(scratchCardsRetried, { scope });
    expect(scope.getState($scratchCards).status).toBe('ready');
    await allSettled(scratchCardsOpened, { scope });
    expect(scope.getState($scratchCards)).toMatchObject({ status: 'ready', error: null });
    expect(scope.getState($scratchCards).cards).toHaveLength(1);
  });
});

describe('revealing a card', () => {
  it('redeems it, shows its reward, updates the wallet balance from the answer and announces the reward', async () => {
    const scope = await openedWith(undefined, () => Promise.resolve(testRedeemAnswer(redeemedCard(1), { wallet: 12, points: 340 })));
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    const state = scope.getState($scratchCards);
    expect(state.cards[0]).toMatchObject({ status: 'redeemed', reward: { label: '$2 wallet credit' } });
    expect(state.wallet?.balance).toBe(12);
    expect(scope.getState($reveals)['1']).toEqual({ status: 'done', outcome: 'won' });
    expect(scope.getState($revealAnnouncement)).toBe('From order #1041: you won $2 wallet credit.');
  });

  it('keeps the balances it had when the answer leaves them out', async () => {
    const scope = await openedWith(undefined, () => Promise.resolve({ data: redeemedCard(1), wallet: null }));
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(scope.getState($scratchCards)).toMatchObject({ wallet: { balance: 10 }, points: 340 });
  });

  it('redeems once for a double tap, and for Reveal pressed while a finger scratches', async () => {
    const { redeem, release } = heldRedeem();
    const scope = await openedWith(undefined, redeem);
    const first = allSettled(scratchCardRevealed, { scope, params: 1 });
    const second = allSettled(scratchCardRevealed, { scope, params: '1' });
    expect(scope.getState($reveals)['1']).toEqual({ status: 'pending' });
    release();
    await Promise.all([first, second]);
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(redeem).toHaveBeenCalledTimes(1);
    expect(scope.getState($scratchCards).cards[0]?.status).toBe('redeemed');
  });

  it('redeems two different cards side by side', async () => {
    const { redeem, release } = heldRedeem();
    const scope = await openedWith(undefined, redeem);
    const first = allSettled(scratchCardRevealed, { scope, params: 1 });
    const second = allSettled(scratchCardRevealed, { scope, params: 2 });
    release();
    await Promise.all([first, second]);
    expect(redeem.mock.calls.map(([id]) => id)).toEqual([1, 2]);
  });

  it.each([
    ['a redeemed card', redeemedCard(1)],
    ['an expired card', testCard(1, { status: 'expired' })],
  ])('does not redeem %s, nor a card not in the list', async (_, card) => {
    const redeem = vi.fn();
    const scope = await openedWith([card], redeem);
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    await allSettled(scratchCardRevealed, { scope, params: 99 });
    expect(redeem).not.toHaveBeenCalled();
  });

  it('shows the reward of a card already scratched in another tab, from the refusal, as its reward', async () => {
    const scope = await openedWith(undefined, () => Promise.reject(refusal('already_redeemed', redeemedCard(1, testReward({ kind: 'points', label: '50 points', points: 50 })))));
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(scope.getState($scratchCards).cards[0]).toMatchObject({ status: 'redeemed', reward: { label: '50 points' } });
    expect(scope.getState($reveals)['1']).toEqual({ status: 'done', outcome: 'already_redeemed' });
    expect(scope.getState($revealAnnouncement)).toBe('From order #1041 was already scratched: 50 points.');
  });

  it('asks for the list again when such a refusal carries no card', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(testCardsAnswer([testCard(1)])).mockResolvedValueOnce(testCardsAnswer([redeemedCard(1)], { wallet: 12 }));
    const scope = fork({ handlers: [requestHandler(fetchScratchCardsFx, fetch), requestHandler(redeemScratchCardFx, () => Promise.reject(refusal('already_redeemed', null)))] });
    await allSettled(scratchCardsOpened, { scope });
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($scratchCards)).toMatchObject({ cards: [{ status: 'redeemed' }], wallet: { balance: 12 } });
  });

  it.each([
    ['with the card', testCard(1, { status: 'expired' })],
    ['without it', null],
  ])('says an expired card expired (refusal %s)', async (_, card) => {
    const scope = await openedWith(undefined, () => Promise.reject(refusal('expired', card)));
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(scope.getState($scratchCards).cards[0]?.status).toBe('expired');
    expect(scope.getState($reveals)['1']).toEqual({ status: 'done', outcome: 'expired' });
    expect(scope.getState($revealAnnouncement)).toBe('From order #1041 has expired and can no longer be scratched.');
  });

  it.each([
    ['no answer', new ApiError('network', 'offline'), REVEAL_ERROR],
    ['a server error', new ApiError('server', 'Down', 503), REVEAL_ERROR],
    ['a refusal of an unknown kind, in the server’s words', refusal('frozen', null), 'Refused'],
    ['a card that is not the caller’s', new ApiError('rejected', 'Scratch card not found.', 404), 'Scratch card not found.'],
  ])('after %s, keeps the card unscratched, says so, and Try again redeems it', async (_, error, message) => {
    const redeem = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(testRedeemAnswer(redeemedCard(1)));
    const scope = await openedWith(undefined, redeem);
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(scope.getState($reveals)['1']).toEqual({ status: 'failed', message });
    expect(scope.getState($scratchCards).cards[0]?.status).toBe('unscratched');
    expect(scope.getState($revealAnnouncement)).toBe(message);
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    expect(redeem).toHaveBeenCalledTimes(2);
    expect(scope.getState($reveals)['1']).toEqual({ status: 'done', outcome: 'won' });
  });

  it('forgets the cards and their reveals on logout', async () => {
    const scope = await openedWith();
    await allSettled(scratchCardRevealed, { scope, params: 1 });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($scratchCards).cards).toEqual([]);
    expect(scope.getState($reveals)).toEqual({});
  });
});

describe('the order of the cards', () => {
  it('is the rules’ order as the list loads, and a revealed card keeps its place until the next visit', async () => {
    const scope = await openedWith([redeemedCard(1), testCard(2, { expires_at: isoIn(9) }), testCard(3, { expires_at: isoIn(2) })]);
    expect(scope.getState($scratchCards).cards.map((card) => card.id)).toEqual([3, 2, 1]);
    await allSettled(scratchCardRevealed, { scope, params: 3 });
    expect(scope.getState($scratchCards).cards.map((card) => [card.id, card.status])).toEqual([[3, 'redeemed'], [2, 'unscratched'], [1, 'redeemed']]);
  });
});
