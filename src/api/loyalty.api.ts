import { apiRequest, type RequestContext } from './client';
import type { RedeemPointsPayload, RedeemScratchCardPayload } from './schemas/loyalty-payload.schema';
import {
  redeemPointsAnswerSchema,
  redeemScratchCardAnswerSchema,
  referralsAnswerSchema,
  referrerAnswerSchema,
  rewardsAnswerSchema,
  scratchCardsAnswerSchema,
  walletAnswerSchema,
} from './schemas/loyalty.schema';

/*
 * The wallet, reward points, scratch cards and referrals (ADR 0028). These and their schemas load with the loyalty
 * screens and the referral landing, never with the home page.
 */

/** The customer's wallet: balance, the credits that still hold money, and the ledger. */
export const getWallet = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/check-wallet', schema: walletAnswerSchema });

/** The customer's points: balance, worth, rules, what expires next and the history. */
export const getRewards = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/user/rewards', schema: rewardsAnswerSchema });

/** Turns points into wallet credit; answers the rewards and the wallet after it. */
export const redeemPoints = (context: RequestContext, payload: RedeemPointsPayload) =>
  apiRequest(context, { method: 'post', path: '/api/user/redeem-points', json: payload, schema: redeemPointsAnswerSchema });

/** The customer's scratch cards, with the wallet and points balances. */
export const getScratchCards = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/user/scratch-cards', schema: scratchCardsAnswerSchema });

/** Scratches one card: the server picks its reward once; a second redeem is 422 `already_redeemed` with the card. */
export const redeemScratchCard = (context: RequestContext, payload: RedeemScratchCardPayload) =>
  apiRequest(context, { method: 'post', path: '/api/user/redeem-scratch-card', json: payload, schema: redeemScratchCardAnswerSchema });

/** Who owns a referral code, and what a new customer gets (anyone may ask; 404 for an unknown code). */
export const getReferrer = (context: RequestContext, code: string) =>
  apiRequest(context, { method: 'get', path: '/api/get-referrer-user', searchParams: { referred_by: code }, schema: referrerAnswerSchema });

/** The customer's referral code, the rules and the friends who joined with it. */
export const getReferrals = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/user/referrals', schema: referralsAnswerSchema });
