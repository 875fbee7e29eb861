import * as z from 'zod/mini';
import { redeemPointsPayloadSchema, redeemScratchCardPayloadSchema } from '../schemas/loyalty-payload.schema';
import { redeemPointsAnswerSchema, redeemScratchCardAnswerSchema, referralsAnswerSchema, referrerAnswerSchema, rewardsAnswerSchema, scratchCardsAnswerSchema } from '../schemas/loyalty.schema';
import { defineCall } from './define';

/** Reward points, scratch cards and referrals (ADR 0028). */
export const loyalty = {
  rewards: defineCall({
    id: 'getRewards',
    method: 'get',
    path: '/api/user/rewards',
    audience: 'customer',
    answer: { status: 200, schema: rewardsAnswerSchema },
  }),
  redeemPoints: defineCall({
    id: 'redeemPoints',
    method: 'post',
    path: '/api/user/redeem-points',
    audience: 'customer',
    body: redeemPointsPayloadSchema,
    answer: { status: 200, schema: redeemPointsAnswerSchema },
  }),
  scratchCards: defineCall({
    id: 'getScratchCards',
    method: 'get',
    path: '/api/user/scratch-cards',
    audience: 'customer',
    answer: { status: 200, schema: scratchCardsAnswerSchema },
  }),
  redeemScratchCard: defineCall({
    id: 'redeemScratchCard',
    method: 'post',
    path: '/api/user/redeem-scratch-card',
    audience: 'customer',
    body: redeemScratchCardPayloadSchema,
    answer: { status: 200, schema: redeemScratchCardAnswerSchema },
  }),
  referrals: defineCall({
    id: 'getReferrals',
    method: 'get',
    path: '/api/user/referrals',
    audience: 'customer',
    answer: { status: 200, schema: referralsAnswerSchema },
  }),
  referrer: defineCall({
    id: 'getReferrerUser',
    method: 'get',
    path: '/api/get-referrer-user',
    audience: 'guest-or-customer',
    query: {
      referred_by: z.string(),
    },
    answer: { status: 200, schema: referrerAnswerSchema },
  }),
};
