import * as z from 'zod/mini';
import {
  amountSchema,
  countSchema,
  flagSchema,
  idSchema,
  optionalAmountSchema,
  optionalList,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  tolerantArray,
  tolerantNullable,
  withDefault,
} from './common.schema';
import { instantSchema, knownOr, optionalInstantSchema } from './states-and-instants.schema';
import { optionalIdSchema, walletSchema } from './wallet.schema';

/*
 * The wallet's ledger, reward points, scratch cards and referrals (ADR 0028). The spec names the calls only; these
 * shapes are ours, written into the contract for a merchant's backend to match. Money is in the store's currency,
 * in major units, as everywhere else; points are whole numbers.
 */

const figure = z.pipe(optionalAmountSchema, z.transform((value) => value ?? 0));
const points = z.pipe(z.optional(z.nullable(countSchema)), z.transform((value) => value ?? 0));

// ---------------------------------------------------------------------------------------------------------------
// Reward points (GET /api/user/rewards, POST /api/user/redeem-points)

/** How points are earned, stated on the screen: a fixed number per paid order plus some per whole unit of money spent. */
const pointsEarningSchema = z.object({
  per_order: points,
  per_currency_unit: points,
});

/** How points turn into wallet credit: at least `minimum_points`, in steps of `step_points`, each worth `credit_per_step`. */
const pointsRedeemingSchema = z.object({
  minimum_points: points,
  step_points: z.pipe(z.optional(z.nullable(countSchema)), z.transform((value) => Math.max(1, value ?? 1))),
  credit_per_step: amountSchema,
  /** Days the wallet credit lasts; 0 for never. */
  credit_expiry_days: points,
});

/** Points that will expire on a date unless spent (spending takes the soonest expiring first). */
const expiringPointsSchema = z.object({ points, expires_at: instantSchema });

const pointsEntryKinds = ['earned', 'spent', 'expired'] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number] | 'unknown';

const pointsEntrySchema = z.object({
  id: idSchema,
  kind: knownOr(pointsEntryKinds),
  /** Always positive: the kind says which way they went. */
  points,
  reason: z.string(),
  created_at: instantSchema,
  order_id: optionalIdSchema,
  order_number: optionalTextSchema,
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /api/user/rewards: the balance, what it is worth, the rules, what expires next and the history (newest first). */
export const rewardsSchema = z.object({
  points,
  /** What one point is worth in wallet credit (0.01: 100 points are 1.00). */
  point_value: amountSchema,
  currency: optionalNonEmptyTextSchema,
  earning: pointsEarningSchema,
  /** Null when this store does not let points be redeemed. */
  redeeming: tolerantNullable(pointsRedeemingSchema, 'redeeming'),
  /** Days points last after they are earned; 0 for never. */
  expiry_days: points,
  /** Points that expire in the coming 90 days, soonest first. */
  expiring: optionalList(expiringPointsSchema),
  history: optionalList(pointsEntrySchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;
export const rewardsAnswerSchema = z.object({ data: rewardsSchema });

/** POST /api/user/redeem-points: the rewards and the wallet after the points became credit. */
export const redeemPointsAnswerSchema = z.object({ data: rewardsSchema, wallet: walletSchema });

// ---------------------------------------------------------------------------------------------------------------
// Scratch cards (GET /api/user/scratch-cards, POST /api/user/redeem-scratch-card)

export const scratchRewardKinds = ['wallet_credit', 'points', 'coupon'] as const;

/** What a scratched card gave. `label` is the store's words for it ("$2 wallet credit"), shown for any kind. */
const scratchRewardSchema = z.object({
  kind: knownOr(scratchRewardKinds),
  label: z.string().check(z.minLength(1)),
  /** Wallet credit given (wallet_credit). */
  amount: figure,
  /** Points given (points). */
  points,
  /** The code to use at checkout (coupon), and what it takes off. */
  coupon_code: optionalNonEmptyTextSchema,
  coupon_description: optionalNonEmptyTextSchema,
  /** When the coupon or credit runs out; '' for never. */
  expires_at: optionalInstantSchema,
});
export type ScratchReward = z.infer<typeof scratchRewardSchema>;

/** `unscratched` can be scratched until `expires_at`; `redeemed` carries its reward; `expired` was never scratched. */
const scratchCardStatuses = ['unscratched', 'redeemed', 'expired'] as const;
export type ScratchCardStatus = (typeof scratchCardStatuses)[number] | 'unknown';

export const scratchCardSchema = z.object({
  id: idSchema,
  status: knownOr(scratchCardStatuses),
  /** The order it was earned with. */
  order_id: optionalIdSchema,
  order_number: optionalTextSchema,
  earned_at: instantSchema,
  /** The last moment it can be scratched. */
  expires_at: instantSchema,
  redeemed_at: optionalInstantSchema,
  /** Null until redeemed: the server picks the reward when the card is scratched, never before (nothing to peek at). */
  reward: tolerantNullable(scratchRewardSchema, 'reward'),
});
export type ScratchCard = z.infer<typeof scratchCardSchema>;

/**
 * GET /api/user/scratch-cards: unscratched first (soonest expiring first), then redeemed (newest first), then expired;
 * with the wallet and points balances the screen shows beside them.
 */
export const scratchCardsAnswerSchema = z.object({
  data: tolerantArray(scratchCardSchema),
  wallet: tolerantNullable(walletSchema, 'wallet'),
  points: z.optional(countSchema),
});

/** POST /api/user/redeem-scratch-card: the card with its reward, and the balances after it. */
export const redeemScratchCardAnswerSchema = z.object({
  data: scratchCardSchema,
  wallet: tolerantNullable(walletSchema, 'wallet'),
  points: z.optional(countSchema),
});

/** Why a redeem was refused (422 `{ message, code, card }`): the card as it is, so the screen shows its reward or its expiry. */
const scratchCardRefusalCodes = ['already_redeemed', 'expired'] as const;
export const scratchCardRefusalSchema = z.object({
  message: z.string(),
  code: knownOr(scratchCardRefusalCodes),
  card: tolerantNullable(scratchCardSchema, 'card'),
});

// ---------------------------------------------------------------------------------------------------------------
// Referrals (GET /api/get-referrer-user, GET /api/user/referrals)

/** What each side gets (ADR 0028): stated on the landing and on the referral page. */
const referralRulesSchema = z.object({
  /** Wallet credit the new customer gets on joining with the code. */
  friend_credit: amountSchema,
  /** Days that credit lasts; 0 for never. */
  friend_credit_expiry_days: points,
  /** Points the referrer gets when the friend joins. */
  referrer_join_points: points,
  /** Wallet credit the referrer gets when the friend's first order is paid. */
  referrer_first_order_credit: figure,
  /** Days the friend has to make that first order. */
  first_order_within_days: points,
  currency: optionalNonEmptyTextSchema,
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** GET /api/get-referrer-user?referred_by=: who owns the code, and what a new customer gets (404 for an unknown code). */
const referrerSchema = z.object({
  /** How the referrer is named to others: a first name, or a first name and an initial. */
  name: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  /** True when the caller's own token owns the code (opening their own link). */
  is_you: withDefault(flagSchema, false),
  rules: referralRulesSchema,
});
export type Referrer = z.infer<typeof referrerSchema>;
export const referrerAnswerSchema = z.object({ data: referrerSchema });

/**
 * A friend who joined with the customer's code. `joined`: signed up, the referrer's points given, the first-order
 * credit waiting; `ordered`: their first order was paid and the credit given; `expired`: no order within the window.
 */
const referralStatuses = ['joined', 'ordered', 'expired'] as const;

const referralSchema = z.object({
  id: idSchema,
  /** The friend as the referrer may see them: a first name and an initial. */
  name: z.string().check(z.minLength(1)),
  status: knownOr(referralStatuses),
  joined_at: instantSchema,
  /** When the first-order credit stops being possible (joined); '' otherwise. */
  order_by: optionalInstantSchema,
  /** What the referrer has had from this friend so far. */
  points_given: points,
  credit_given: figure,
});
export type Referral = z.infer<typeof referralSchema>;

/** GET /api/user/referrals: the customer's code, the rules and their referrals (newest first). */
const referralsSchema = z.object({
  code: z.string().check(z.minLength(1)),
  rules: referralRulesSchema,
  referrals: optionalList(referralSchema),
});
export type Referrals = z.infer<typeof referralsSchema>;
export const referralsAnswerSchema = z.object({ data: referralsSchema });
