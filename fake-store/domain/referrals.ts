import type { Id } from '@/api/schemas/common.schema';
import type { ReferralRules } from '@/api/schemas/loyalty.schema';
import type { UserProfile } from '@/api/schemas/user.schema';
import { nextId, referrals, users, type ReferralRecord, type StoredOrderData } from './db';
import { fromMinorUnits } from './money';
import { grantPoints } from './points';
import { creditLifetimeDays, creditWallet, storeCurrency } from './wallet';

/*
 * Referrals (ADR 0028): every customer has a code. Joining with one gives the new customer $5 of credit (30 days)
 * and the referrer 200 points; the friend's first order paid within 60 days gives the referrer $5 (90 days). A
 * referral's status derives from those facts and the time of asking: `expired` is simply 60 days without an order.
 */

const dayMs = 24 * 60 * 60 * 1000;
const sameId = (a: Id, b: Id) => String(a) === String(b);
const iso = (ms: number) => new Date(ms).toISOString();

export const referralRules = {
  friendCreditCents: 500,
  friendCreditDays: creditLifetimeDays.referralWelcome,
  referrerJoinPoints: 200,
  referrerFirstOrderCents: 500,
  referrerCreditDays: creditLifetimeDays.referralFirstOrder,
  firstOrderWithinDays: 60,
} as const;

export const referralMessages = {
  unknown: 'We do not know this referral code. Check the link, or ask your friend for theirs.',
  missing: 'Give the referral code as ?referred_by=<code>.',
} as const;

/** The rules as the answers state them. */
export function presentReferralRules(): ReferralRules & { currency: string } {
  return {
    friend_credit: fromMinorUnits(referralRules.friendCreditCents),
    friend_credit_expiry_days: referralRules.friendCreditDays,
    referrer_join_points: referralRules.referrerJoinPoints,
    referrer_first_order_credit: fromMinorUnits(referralRules.referrerFirstOrderCents),
    first_order_within_days: referralRules.firstOrderWithinDays,
    currency: storeCurrency(),
  };
}

/** A customer as others may see them: the first name and the initial of the last ("Alex M."). */
export function publicName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return 'A friend';
  const last = rest[rest.length - 1];
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The customer whose referral code this is, in any case. */
export function referrerOf(code: string): UserProfile | undefined {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return undefined;
  return users.all().find((user) => user.referral_code?.toUpperCase() === wanted);
}

/** GET /api/get-referrer-user: who owns the code, whether it is the caller's own, and the rules; null for no such code. */
export function presentReferrer(code: string, callerId: Id | null) {
  const referrer = referrerOf(code);
  if (!referrer?.referral_code) return null;
  return {
    name: publicName(referrer.name),
    code: referrer.referral_code,
    is_you: callerId !== null && sameId(callerId, referrer.id),
    rules: presentReferralRules(),
  };
}

/**
 * A new customer joined with `referrer`'s code (register checked it): their welcome credit, the referrer's points
 * and the referral, joined now.
 */
export async function recordReferral(referrer: UserProfile, friend: UserProfile, now: number = Date.now()): Promise<void> {
  if (sameId(referrer.id, friend.id)) return;
  const friendName = publicName(friend.name);
  await creditWallet(friend.id, {
    amountCents: referralRules.friendCreditCents,
    source: 'referral',
    reason: `Welcome credit: invited by ${publicName(referrer.name)}`,
    expiresInDays: referralRules.friendCreditDays,
    now,
  });
  await grantPoints(referrer.id, { points: referralRules.referrerJoinPoints, reason: `Referral: ${friendName} joined`, now });
  await referrals.create({
    id: nextId('referral'),
    referrer_id: referrer.id,
    friend_id: friend.id,
    friend_name: friendName,
    joined_at: now,
    rewarded_at: null,
    points_given: referralRules.referrerJoinPoints,
    credit_given_cents: 0,
  });
}

const orderWindowMs = referralRules.firstOrderWithinDays * dayMs;

/**
 * An order was paid: if it is the first paid order of a referred customer, within 60 days of joining, the referrer
 * gets their credit. Only the first paid order counts: a later one never does, in the window or not.
 */
export async function rewardReferrerForOrder(order: StoredOrderData, paidAt: number): Promise<void> {
  if (order.user_id === null) return;
  const friendId = order.user_id;
  const referral = referrals.findFirst((q) => q.where({ friend_id: (id) => id !== null && sameId(id, friendId) }));
  if (!referral || referral.rewarded_at !== null || paidAt >= referral.joined_at + orderWindowMs) return;
  await referrals.update(referral, {
    data(stored) {
      stored.rewarded_at = paidAt;
      stored.credit_given_cents += referralRules.referrerFirstOrderCents;
    },
  });
  await creditWallet(referral.referrer_id, {
    amountCents: referralRules.referrerFirstOrderCents,
    source: 'referral',
    reason: `Referral: ${referral.friend_name} made their first order`,
    expiresInDays: referralRules.referrerCreditDays,
    now: paidAt,
  });
}

export function referralStatus(referral: ReferralRecord, now: number): 'joined' | 'ordered' | 'expired' {
  if (referral.rewarded_at !== null) return 'ordered';
  return now >= referral.joined_at + orderWindowMs ? 'expired' : 'joined';
}

/** GET /api/user/referrals: the customer's code, the rules and their referrals, newest first. */
export function presentReferrals(user: UserProfile, now: number = Date.now()) {
  const mine = referrals.findMany((q) => q.where({ referrer_id: (id) => sameId(id, user.id) })).sort((a, b) => b.joined_at - a.joined_at || b.id - a.id);
  return {
    code: user.referral_code ?? '',
    rules: presentReferralRules(),
    referrals: mine.map((referral) => {
      const status = referralStatus(referral, now);
      return {
        id: referral.id,
        name: referral.friend_name,
        status,
        joined_at: iso(referral.joined_at),
        order_by: status === 'joined' ? iso(referral.joined_at + orderWindowMs) : null,
        points_given: referral.points_given,
        credit_given: fromMinorUnits(referral.credit_given_cents),
      };
    }),
  };
}
