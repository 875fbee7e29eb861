import type { Id } from '@/api/schemas/common.schema';
import type { ScratchCardStatus } from '@/api/schemas/loyalty.schema';
import { getSeedRun, nextId, orders, personalCoupons, scratchCards, type ScratchCardRecord, type StoredOrderData, type StoredScratchCard, type StoredScratchReward } from './db';
import { formatStoreMoney, fromMinorUnits } from './money';
import { oneAtATime } from './one-at-a-time';
import { grantPoints, pointsBalance } from './points';
import { cancelledAtOf, creditLifetimeDays, creditWallet, walletSummary } from './wallet';

/*
 * Scratch cards (ADR 0028): one per paid order, to scratch within 14 days. The reward is picked when the card is
 * redeemed, never before (deterministic per card from the store's seed, so a run can be repeated), and a card is
 * redeemed once, however many requests ask at the same moment.
 */

const dayMs = 24 * 60 * 60 * 1000;
const sameId = (a: Id, b: Id) => String(a) === String(b);
const iso = (ms: number) => new Date(ms).toISOString();

export const scratchCardRules = {
  /** Days a card can be scratched after it is earned. */
  windowDays: 14,
  /** Wallet credit a card may give, in whole units of money (cents): $1 to $5. */
  creditCents: { min: 100, max: 500 },
  points: { min: 50, max: 200, step: 10 },
  /** Days a card's wallet credit and coupon last. */
  rewardDays: creditLifetimeDays.scratchCard,
} as const;

export const scratchCardMessages = {
  notFound: 'This scratch card could not be found.',
  alreadyRedeemed: 'This card was already scratched: here is what it gave you.',
  expired: 'This card expired before it was scratched.',
} as const;

/** The coupons a card may give: what they take off, as the store words them. */
const defaultCouponOffer = { kind: 'fixed' as const, value: 3, min: 15, title: '$3 off', description: '$3 off an order of $15 or more.' };
const couponOffers = [
  defaultCouponOffer,
  { kind: 'percent' as const, value: 15, min: 0, title: '15% off', description: '15% off your next order.' },
  { kind: 'free_delivery' as const, value: 0, min: 0, title: 'Free delivery', description: 'No delivery charge on your next order.' },
];

/** A number from 0 to 1 drawn from the store's seed and one card's id (mulberry32 over a mixed key). */
function drawFor(cardId: number, salt: number): number {
  let state = (getSeedRun().seed ^ Math.imul(cardId, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0;
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The reward a card gives when scratched: half wallet credit, three in ten points, one in five a coupon. */
export function pickScratchReward(cardId: number): StoredScratchReward {
  const kind = drawFor(cardId, 1);
  if (kind < 0.5) {
    const dollars = scratchCardRules.creditCents.min / 100 + Math.floor(drawFor(cardId, 2) * ((scratchCardRules.creditCents.max - scratchCardRules.creditCents.min) / 100 + 1));
    return { kind: 'wallet_credit', amount_cents: dollars * 100, points: 0, coupon_code: null };
  }
  if (kind < 0.8) {
    const { min, max, step } = scratchCardRules.points;
    const points = min + step * Math.floor(drawFor(cardId, 3) * ((max - min) / step + 1));
    return { kind: 'points', amount_cents: 0, points, coupon_code: null };
  }
  const suffix = [4, 5, 6, 7].map((salt) => letters[Math.floor(drawFor(cardId, salt) * letters.length)]).join('');
  return { kind: 'coupon', amount_cents: 0, points: 0, coupon_code: `SCRATCH${cardId}${suffix}` };
}

function couponOfferFor(code: string) {
  const coupon = personalCoupons.findFirst((q) => q.where({ code }));
  return coupon ?? null;
}

function rewardLabel(reward: StoredScratchReward): string {
  switch (reward.kind) {
    case 'wallet_credit':
      return `${formatStoreMoney(reward.amount_cents)} wallet credit`;
    case 'points':
      return `${reward.points} points`;
    case 'coupon':
      return `${couponOfferFor(reward.coupon_code ?? '')?.title ?? 'A discount'} coupon`;
  }
}

export type ScratchCardState = Exclude<ScratchCardStatus, 'unknown'>;

export function scratchCardStatus(card: ScratchCardRecord, now: number): ScratchCardState {
  if (card.redeemed_at !== null) return 'redeemed';
  return now >= card.expires_at ? 'expired' : 'unscratched';
}

/** A card as the answers carry it; an unscratched or expired card carries no reward (nothing to peek at). */
export function presentScratchCard(card: ScratchCardRecord, now: number = Date.now()) {
  const status = scratchCardStatus(card, now);
  const reward = status === 'redeemed' && card.reward !== null ? card.reward : null;
  const coupon = reward?.kind === 'coupon' ? couponOfferFor(reward.coupon_code ?? '') : null;
  return {
    id: card.id,
    status,
    order_id: card.order_id,
    order_number: card.order_number,
    earned_at: iso(card.earned_at),
    expires_at: iso(card.expires_at),
    redeemed_at: card.redeemed_at === null ? null : iso(card.redeemed_at),
    reward:
      reward === null
        ? null
        : {
            kind: reward.kind,
            label: rewardLabel(reward),
            amount: reward.kind === 'wallet_credit' ? fromMinorUnits(reward.amount_cents) : null,
            points: reward.kind === 'points' ? reward.points : 0,
            coupon_code: reward.coupon_code,
            coupon_description: coupon?.description ?? null,
            expires_at: card.reward_expires_at === null ? null : iso(card.reward_expires_at),
          },
  };
}
export type WireScratchCard = ReturnType<typeof presentScratchCard>;

function orderOf(card: ScratchCardRecord): StoredOrderData | null {
  return card.order_id === null ? null : (orders.findFirst((q) => q.where({ id: (id) => sameId(id, card.order_id!) })) ?? null);
}

/** A card still to scratch whose order was cancelled is withdrawn: not listed, not redeemable. */
function isWithdrawn(card: ScratchCardRecord, now: number): boolean {
  if (card.redeemed_at !== null) return false;
  const order = orderOf(card);
  return order !== null && cancelledAtOf(order, now) !== null;
}

function customerCards(userId: Id, now: number): ScratchCardRecord[] {
  return scratchCards.findMany((q) => q.where({ user_id: (id) => sameId(id, userId) })).filter((card) => !isWithdrawn(card, now));
}

const statusRank: Record<ScratchCardState, number> = { unscratched: 0, redeemed: 1, expired: 2 };

/** Unscratched first (soonest expiring first), then redeemed (newest first), then expired (most recently first). */
export function listScratchCards(userId: Id, now: number = Date.now()): WireScratchCard[] {
  return customerCards(userId, now)
    .map((card) => ({ card, status: scratchCardStatus(card, now) }))
    .sort((a, b) => {
      if (a.status !== b.status) return statusRank[a.status] - statusRank[b.status];
      if (a.status === 'unscratched') return a.card.expires_at - b.card.expires_at || a.card.id - b.card.id;
      if (a.status === 'redeemed') return (b.card.redeemed_at ?? 0) - (a.card.redeemed_at ?? 0) || b.card.id - a.card.id;
      return b.card.expires_at - a.card.expires_at || b.card.id - a.card.id;
    })
    .map(({ card }) => presentScratchCard(card, now));
}

/** The wallet and points balances the cards' answers carry. */
export function scratchBalances(userId: Id, now: number = Date.now()) {
  return { wallet: walletSummary(userId, now), points: pointsBalance(userId, now) };
}

/** Records a card for a paid order (orders.ts calls this when an order is paid), once per order. */
export async function earnScratchCard(order: StoredOrderData, paidAt: number): Promise<void> {
  if (order.user_id === null) return;
  if (scratchCards.findFirst((q) => q.where({ order_id: (id) => id !== null && sameId(id, order.id) }))) return;
  await scratchCards.create({
    id: nextId('scratchCard'),
    user_id: order.user_id,
    order_id: order.id,
    order_number: order.order_number,
    earned_at: paidAt,
    expires_at: paidAt + scratchCardRules.windowDays * dayMs,
    redeemed_at: null,
    reward: null,
    reward_expires_at: null,
    fixed_reward: null,
  });
}

/** Makes a card's coupon a code the customer can use at checkout (their cart only), lasting the reward's days. */
async function issueCoupon(card: ScratchCardRecord, reward: StoredScratchReward, code: string, expiresAt: number): Promise<void> {
  if (personalCoupons.findFirst((q) => q.where({ code }))) return;
  // A test hook's coupon with an amount takes that much off; otherwise the offer is drawn like the reward.
  const offer =
    reward.amount_cents > 0
      ? { kind: 'fixed' as const, value: fromMinorUnits(reward.amount_cents), min: 0, title: `${formatStoreMoney(reward.amount_cents)} off`, description: `${formatStoreMoney(reward.amount_cents)} off your next order.` }
      : (couponOffers[Math.floor(drawFor(card.id, 8) * couponOffers.length)] ?? defaultCouponOffer);
  await personalCoupons.create({
    id: 100_000 + card.id,
    code,
    title: offer.title,
    description: offer.description,
    kind: offer.kind,
    value: offer.value,
    min_order_amount: offer.min,
    expires_at: iso(expiresAt),
    owner: `user:${String(card.user_id)}`,
  });
}

/** Gives a redeemed card's reward: wallet credit, points or a coupon code. */
async function giveReward(card: ScratchCardRecord, reward: StoredScratchReward, now: number, expiresAt: number): Promise<void> {
  const from = card.order_number === null ? 'Scratch card' : `Scratch card from order #${card.order_number}`;
  switch (reward.kind) {
    case 'wallet_credit':
      await creditWallet(card.user_id, { amountCents: reward.amount_cents, source: 'scratch_card', reason: from, expiresInDays: scratchCardRules.rewardDays, now });
      return;
    case 'points':
      await grantPoints(card.user_id, { points: reward.points, reason: from, now });
      return;
    case 'coupon':
      await issueCoupon(card, reward, reward.coupon_code ?? `SCRATCH${card.id}`, expiresAt);
  }
}

export type RedeemCardResult =
  | { ok: true; card: WireScratchCard }
  | { ok: false; status: 404; message: string }
  | { ok: false; status: 422; code: 'already_redeemed' | 'expired'; message: string; card: WireScratchCard };

function findCustomerCard(userId: Id, cardId: Id, now: number): StoredScratchCard | null {
  const card = scratchCards.findFirst((q) => q.where({ id: (id) => sameId(id, cardId) }));
  return card && sameId(card.user_id, userId) && !isWithdrawn(card, now) ? card : null;
}

/**
 * POST /api/user/redeem-scratch-card. Requests for one card run one at a time (joined before any await), so of two
 * at once the first redeems it and the second finds it redeemed: 422 `already_redeemed` with its reward.
 */
export function redeemScratchCard(userId: Id, cardId: Id, now: number = Date.now()): Promise<RedeemCardResult> {
  return oneAtATime(`scratch-card:${String(cardId)}`, async (): Promise<RedeemCardResult> => {
    const card = findCustomerCard(userId, cardId, now);
    if (!card) return { ok: false, status: 404, message: scratchCardMessages.notFound };
    const status = scratchCardStatus(card, now);
    if (status === 'redeemed') return { ok: false, status: 422, code: 'already_redeemed', message: scratchCardMessages.alreadyRedeemed, card: presentScratchCard(card, now) };
    if (status === 'expired') return { ok: false, status: 422, code: 'expired', message: scratchCardMessages.expired, card: presentScratchCard(card, now) };
    const reward = card.fixed_reward ?? pickScratchReward(card.id);
    const rewardExpiresAt = reward.kind === 'points' ? null : now + scratchCardRules.rewardDays * dayMs;
    await giveReward(card, reward, now, rewardExpiresAt ?? now);
    const updated = await scratchCards.update(card, {
      data(stored) {
        stored.redeemed_at = now;
        stored.reward = reward;
        stored.reward_expires_at = rewardExpiresAt;
      },
    });
    return { ok: true, card: presentScratchCard(updated ?? card, now) };
  });
}

export interface GrantCardInput {
  reward: StoredScratchReward | null;
  expiresInDays: number;
  expired: boolean;
  now?: number;
}

/** `POST /sim/scratch-cards/grant`: a card without an order, its reward fixed in advance if given, or already expired. */
export async function grantScratchCard(userId: Id, input: GrantCardInput): Promise<WireScratchCard> {
  const now = input.now ?? Date.now();
  const earnedAt = input.expired ? now - (scratchCardRules.windowDays + 1) * dayMs : now;
  const card = await scratchCards.create({
    id: nextId('scratchCard'),
    user_id: userId,
    order_id: null,
    order_number: null,
    earned_at: earnedAt,
    expires_at: input.expired ? now - dayMs : now + input.expiresInDays * dayMs,
    redeemed_at: null,
    reward: null,
    reward_expires_at: null,
    fixed_reward: input.reward,
  });
  return presentScratchCard(card, now);
}
