import { createEvent, createStore, sample } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { loyalty } from '@/api/calls/loyalty';
import { request } from '@/api/client';
import type { Id } from '@/api/schemas/common.schema';
import { scratchCardRefusalSchema, type ScratchCard } from '@/api/schemas/loyalty.schema';
import type { Wallet } from '@/api/schemas/wallet.schema';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';
import { orderScratchCards, revealAnnouncement, type RevealOutcome } from './scratch-cards.lib';

/*
 * The customer's scratch cards (ADR 0028, ADR 0031): the list with the wallet and points balances beside it, and each
 * card's reveal. A card is redeemed once from here whatever the shopper does (a double tap, Reveal pressed while a
 * finger scratches): a reveal is ignored while one for that card is on its way or after it ended. The server keeps
 * the same rule across tabs; its refusal is shown as the card's reward, not as an error.
 */

export const SCRATCH_CARDS_ERROR = 'We couldn’t load your scratch cards.';
export const REVEAL_ERROR = 'We couldn’t reveal your reward. Your card is still there: try again.';

interface ScratchCardsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  cards: ScratchCard[];
  /** The balances from the last answer (the list's, then each redeem's); null when the store sent none. */
  wallet: Wallet | null;
  points: number | null;
  error: string | null;
}

/** One card's reveal: on its way, ended (won, or refused as already scratched or expired), or failed and retryable. */
export type Reveal = { status: 'pending' } | { status: 'done'; outcome: RevealOutcome } | { status: 'failed'; message: string };

/** The screen opened: load the list afresh (a card earned or scratched elsewhere since). */
export const scratchCardsOpened = createEvent();
/** Retry after the list failed to load. */
export const scratchCardsRetried = createEvent();
/** The shopper revealed a card: scratched enough of it, or pressed Reveal (or Try again after a failure). */
export const scratchCardRevealed = createEvent<Id>();

export const fetchScratchCardsFx = createRequestFx((context, _: void) => request(context, loyalty.scratchCards));
export const redeemScratchCardFx = createRequestFx((context, cardId: Id) => request(context, loyalty.redeemScratchCard, { body: { scratch_card_id: cardId } }));

const emptyState: ScratchCardsState = { status: 'idle', cards: [], wallet: null, points: null, error: null };
export const $scratchCards = createStore<ScratchCardsState>(emptyState);
/** Each card's reveal, by the card's id as text. */
export const $reveals = createStore<Readonly<Record<string, Reveal>>>({});
/** What the polite live region says: the last reveal's reward or refusal. */
export const $revealAnnouncement = createStore('');

const key = (id: Id) => String(id);
const replaceCard = (cards: readonly ScratchCard[], card: ScratchCard) => cards.map((shown) => (key(shown.id) === key(card.id) ? card : shown));

// When the screen opens, or Retry is pressed after a failure, load the list, unless it is on its way.
sample({
  clock: [scratchCardsOpened, scratchCardsRetried],
  source: $scratchCards,
  filter: (state) => state.status !== 'loading',
  fn: (): void => undefined,
  target: fetchScratchCardsFx,
});

$scratchCards
  .on(fetchScratchCardsFx, (state) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'loading', error: null }))
  .on(fetchScratchCardsFx.doneData, (state, answer) => ({
    status: 'ready',
    // Ordered once, as the list loads: a card revealed later keeps its place under the finger (the next visit
    // moves it among the redeemed).
    cards: orderScratchCards(answer.data),
    wallet: answer.wallet ?? state.wallet,
    points: answer.points ?? state.points,
    error: null,
  }))
  // A failed refresh keeps the list shown; a failed first load offers Retry.
  .on(fetchScratchCardsFx.failData, (state, error) =>
    state.status === 'ready' ? state : { ...state, status: 'failed', error: shopperMessage(error, SCRATCH_CARDS_ERROR) },
  );

// When a card is revealed, redeem it: only an unscratched card of the list, and only once (not while its redeem is on
// its way, not after it ended; again only after a failure).
sample({
  clock: scratchCardRevealed,
  source: { state: $scratchCards, reveals: $reveals },
  filter: ({ state, reveals }, id) => {
    const card = state.cards.find((shown) => key(shown.id) === key(id));
    const reveal = reveals[key(id)];
    return card?.status === 'unscratched' && (reveal === undefined || reveal.status === 'failed');
  },
  fn: (_, id) => id,
  target: redeemScratchCardFx,
});

$reveals.on(redeemScratchCardFx, (reveals, id) => ({ ...reveals, [key(id)]: { status: 'pending' } }));

// When the redeem answers, the card carries its reward and the balances are the answer's.
$scratchCards.on(redeemScratchCardFx.doneData, (state, answer) => ({
  ...state,
  cards: replaceCard(state.cards, answer.data),
  wallet: answer.wallet ?? state.wallet,
  points: answer.points ?? state.points,
}));
$reveals.on(redeemScratchCardFx.done, (reveals, { params }) => ({ ...reveals, [key(params)]: { status: 'done', outcome: 'won' } }));
sample({
  clock: redeemScratchCardFx.doneData,
  fn: (answer) => revealAnnouncement(answer.data, 'won'),
  target: $revealAnnouncement,
});

/** How a redeem that did not answer the reward ended. */
type RedeemFailure = { kind: 'refused'; outcome: Exclude<RevealOutcome, 'won'>; card: ScratchCard | null } | { kind: 'failed'; message: string };

/** A 422 with a known code is the server's word on the card (redeemed in another tab, or expired); the rest can be retried. */
function redeemFailureOf(error: unknown): RedeemFailure {
  if (isApiError(error) && error.kind === 'rejected' && error.status === 422) {
    const refusal = scratchCardRefusalSchema.safeParse(error.body);
    if (refusal.success && refusal.data.code !== 'unknown') return { kind: 'refused', outcome: refusal.data.code, card: refusal.data.card };
  }
  return { kind: 'failed', message: shopperMessage(error, REVEAL_ERROR) };
}

const redeemFailed = sample({
  clock: redeemScratchCardFx.fail,
  source: $scratchCards,
  fn: (state, { params, error }) => ({
    id: params,
    failure: redeemFailureOf(error),
    shown: state.cards.find((card) => key(card.id) === key(params)) ?? null,
  }),
});
const redeemRefused = redeemFailed.filterMap(({ id, failure, shown }) => (failure.kind === 'refused' ? { id, ...failure, shown } : undefined));

// When the server refuses, the card is as it says: already scratched (with its reward) or expired. Without the card
// in the refusal, an expired card is marked so here, and an already scratched one is asked for with the list.
$scratchCards.on(redeemRefused, (state, { outcome, card, shown }) => {
  if (card) return { ...state, cards: replaceCard(state.cards, card) };
  if (outcome === 'expired' && shown) return { ...state, cards: replaceCard(state.cards, { ...shown, status: 'expired' }) };
  return state;
});
sample({
  clock: redeemRefused,
  filter: ({ outcome, card }) => outcome === 'already_redeemed' && card === null,
  fn: (): void => undefined,
  target: fetchScratchCardsFx,
});
$reveals.on(redeemFailed, (reveals, { id, failure }) => ({
  ...reveals,
  [key(id)]: failure.kind === 'refused' ? { status: 'done', outcome: failure.outcome } : { status: 'failed', message: failure.message },
}));
sample({
  clock: redeemRefused,
  filter: ({ card, shown }) => (card ?? shown) !== null,
  fn: ({ outcome, card, shown }) => revealAnnouncement((card ?? shown) as ScratchCard, outcome),
  target: $revealAnnouncement,
});

// When a redeem fails (no answer, a 5xx, a card that is not the caller's), the live region says so; the card offers Try again.
sample({
  clock: redeemFailed.filterMap(({ failure }) => (failure.kind === 'failed' ? failure.message : undefined)),
  target: $revealAnnouncement,
});

// When the session changes hands, the cards were someone else's.
$scratchCards.reset(loggedOut, sessionStarted);
$reveals.reset(loggedOut, sessionStarted);
$revealAnnouncement.reset(loggedOut, sessionStarted, scratchCardsOpened);
