import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { idSchema } from '@/api/schemas/common.schema';
import { scratchRewardKinds } from '@/api/schemas/loyalty.schema';
import { walletCreditSources } from '@/api/schemas/wallet.schema';
import { storedDiscountSchema } from './discounts.collection';

/*
 * The loyalty programme's facts (ADR 0028, simulator: ADR 0029): what was put into a wallet, points given outside
 * orders, points turned into credit, scratch cards and referrals. Balances, ledgers, expiries and statuses are never
 * stored: they are replayed from these facts and the customer's orders at the time of asking (fake-store/domain/wallet.ts,
 * points.ts, referrals.ts), so nothing runs on a timer, as with the order clock.
 */

const userId = idSchema;
/** Epoch ms; null for never. */
const optionalMoment = z.nullable(z.number());

/**
 * Money put into a customer's wallet: seeded credits, `POST /sim/wallet/credit`, a referral, a scratch card, points
 * turned into credit. Spending (orders' wallet parts) and refunds of cancelled orders are derived from the orders.
 */
export const storedWalletCreditSchema = z.object({
  id: z.string().check(z.minLength(1)),
  user_id: userId,
  amount_cents: z.int().check(z.positive()),
  /** Epoch ms it was given. */
  at: z.number(),
  expires_at: optionalMoment,
  source: z.enum(walletCreditSources),
  /** In the store's words, shown on the ledger line. */
  reason: z.string().check(z.minLength(1)),
});
export type StoredWalletCredit = z.infer<typeof storedWalletCreditSchema>;
export const walletCredits = new Collection({ schema: storedWalletCreditSchema });

/** Points given outside paid orders (seeded history, a referral, a scratch card, `POST /sim/points/grant`). */
export const pointsGrantSchema = z.object({
  id: z.string().check(z.minLength(1)),
  user_id: userId,
  points: z.int().check(z.positive()),
  at: z.number(),
  expires_at: optionalMoment,
  reason: z.string().check(z.minLength(1)),
});
export type PointsGrant = z.infer<typeof pointsGrantSchema>;
export const pointsGrants = new Collection({ schema: pointsGrantSchema });

/** Points turned into wallet credit (redeem-points): spent from the soonest-expiring points at `at`. */
export const pointsRedemptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  user_id: userId,
  points: z.int().check(z.positive()),
  at: z.number(),
  reason: z.string().check(z.minLength(1)),
});
export type PointsRedemption = z.infer<typeof pointsRedemptionSchema>;
export const pointsRedemptions = new Collection({ schema: pointsRedemptionSchema });

/** What a scratch card gives, as the store keeps it (the answer's label and dates are worded from it). */
export const storedScratchRewardSchema = z.object({
  kind: z.enum(scratchRewardKinds),
  amount_cents: z.int().check(z.nonnegative()),
  points: z.int().check(z.nonnegative()),
  coupon_code: z.nullable(z.string()),
});
export type StoredScratchReward = z.infer<typeof storedScratchRewardSchema>;

/**
 * A scratch card earned with a paid order (or given by `POST /sim/scratch-cards/grant`). `reward` stays null until
 * it is redeemed, unless a test hook fixed it in advance (`fixed_reward`), which the answer never shows before then.
 */
export const scratchCardRecordSchema = z.object({
  id: z.int().check(z.positive()),
  user_id: userId,
  order_id: z.nullable(idSchema),
  order_number: z.nullable(z.string()),
  earned_at: z.number(),
  expires_at: z.number(),
  redeemed_at: optionalMoment,
  reward: z.nullable(storedScratchRewardSchema),
  /** Epoch ms the reward's credit or coupon runs out (set when redeemed); null for never (points). */
  reward_expires_at: optionalMoment,
  fixed_reward: z.nullable(storedScratchRewardSchema),
});
export type ScratchCardRecord = z.infer<typeof scratchCardRecordSchema>;
export const scratchCards = new Collection({ schema: scratchCardRecordSchema });
/** A card as the collection hands it out (what update accepts). */
export type StoredScratchCard = ReturnType<typeof scratchCards.all>[number];

/**
 * A friend who joined with a customer's code. `friend_id` is null for a seeded friend without an account here;
 * `rewarded_at` is when the friend's first paid order gave the referrer their credit (status `ordered`).
 */
export const referralRecordSchema = z.object({
  id: z.int().check(z.positive()),
  referrer_id: userId,
  friend_id: z.nullable(idSchema),
  friend_name: z.string().check(z.minLength(1)),
  joined_at: z.number(),
  rewarded_at: optionalMoment,
  /** Points and credit (cents) the referrer has had from this friend. */
  points_given: z.int().check(z.nonnegative()),
  credit_given_cents: z.int().check(z.nonnegative()),
});
export type ReferralRecord = z.infer<typeof referralRecordSchema>;
export const referrals = new Collection({ schema: referralRecordSchema });

/**
 * A discount code only one customer may use: a scratch card's coupon. Not listed by get-discounts (it is the
 * customer's own); apply-coupon and checkout accept it for that customer's cart (`owner`, `user:<id>`).
 */
export const personalCouponSchema = z.extend(storedDiscountSchema, { owner: z.string().check(z.minLength(1)) });
export type PersonalCoupon = z.infer<typeof personalCouponSchema>;
export const personalCoupons = new Collection({ schema: personalCouponSchema });
