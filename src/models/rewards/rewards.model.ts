import { createEvent, createStore, sample } from 'effector';
import { shopperMessage } from '@/api/api-error';
import { loyalty } from '@/api/calls/loyalty';
import { request } from '@/api/client';
import type { RedeemPointsPayload } from '@/api/schemas/loyalty-payload.schema';
import type { Rewards } from '@/api/schemas/loyalty.schema';
import type { Wallet } from '@/api/schemas/wallet.schema';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';
import type { RedeemingRules } from './rewards.lib';

/*
 * The rewards screen's data (ADR 0028, 0030): the points, their rules and history, read afresh each time the screen
 * opens, and redeeming points for wallet credit. Loaded only with the screen.
 */

type RewardsState =
  | { status: 'idle' }
  | { status: 'loading'; rewards: Rewards | null }
  | { status: 'ready'; rewards: Rewards }
  | { status: 'failed'; message: string; rewards: Rewards | null };

/** The last redeem that went through: what was turned into credit, by which rules, and the wallet after it. */
export interface RedeemReceipt {
  points: number;
  rules: RedeemingRules | null;
  wallet: Wallet;
}

export const REWARDS_LOAD_ERROR = 'We couldn’t load your rewards.';

/** The rewards screen opened: read the points as the server has them now. */
export const rewardsOpened = createEvent();
/** Retry after a failed read. */
export const rewardsRetried = createEvent();

export const fetchRewardsFx = createRequestFx((context, _: void) => request(context, loyalty.rewards));
/** Called by the redeem form's action (ADR 0018): its refusal (422 `errors.points`) goes back to the form. */
export const redeemPointsFx = createRequestFx((context, payload: RedeemPointsPayload) => request(context, loyalty.redeemPoints, { body: payload }));

export const $rewards = createStore<RewardsState>({ status: 'idle' });
export const $redeemReceipt = createStore<RedeemReceipt | null>(null);

const shown = (state: RewardsState): Rewards | null => ('rewards' in state ? state.rewards : null);

// When the screen opens or Retry is pressed, read the rewards, unless a read is already on its way.
sample({ clock: [rewardsOpened, rewardsRetried], source: $rewards, filter: (state) => state.status !== 'loading', fn: () => undefined, target: fetchRewardsFx });

// While it loads, what was shown stays.
$rewards.on(fetchRewardsFx, (state) => ({ status: 'loading', rewards: shown(state) }));
$rewards.on(fetchRewardsFx.doneData, (_, rewards) => ({ status: 'ready', rewards: rewards.data }));
$rewards.on(fetchRewardsFx.failData, (state, error) => ({ status: 'failed', message: shopperMessage(error, REWARDS_LOAD_ERROR), rewards: shown(state) }));

// When points are redeemed, the answer's rewards are the points now (the new balance, the spent line in the history).
$rewards.on(redeemPointsFx.doneData, (_, answer) => ({ status: 'ready', rewards: answer.data }));

// When a redeem goes through, keep its receipt: the store's rules in the answer say what credit those points gave.
sample({
  clock: redeemPointsFx.done,
  fn: ({ params, result }): RedeemReceipt => ({ points: params.points, rules: result.data.redeeming, wallet: result.wallet }),
  target: $redeemReceipt,
});

// When a new redeem starts or the screen opens again, the last receipt is over.
$redeemReceipt.reset(redeemPointsFx, rewardsOpened);

// When the session changes hands, the points were someone else's.
$rewards.reset(loggedOut, sessionStarted);
$redeemReceipt.reset(loggedOut, sessionStarted);
