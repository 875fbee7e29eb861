import type { EffectResult } from 'effector';
import type { ScratchCard, ScratchReward } from '@/api/schemas/loyalty.schema';
import type { fetchScratchCardsFx, redeemScratchCardFx } from './scratch-cards.model';

type ScratchCardsAnswer = EffectResult<typeof fetchScratchCardsFx>;
type RedeemScratchCardAnswer = EffectResult<typeof redeemScratchCardFx>;

/** Scratch cards and answers for the model and screen tests, as the tolerant reader would give them. */

export const NOW = Date.parse('2026-11-26T12:00:00Z');
const day = 86_400_000;
export const isoIn = (days: number) => new Date(NOW + days * day).toISOString();

export function testReward(overrides: Partial<ScratchReward> = {}): ScratchReward {
  return { kind: 'wallet_credit', label: '$2 wallet credit', amount: 2, points: 0, coupon_code: null, coupon_description: null, expires_at: isoIn(30), ...overrides };
}

export function testCard(id: number, overrides: Partial<ScratchCard> = {}): ScratchCard {
  return {
    id,
    status: 'unscratched',
    order_id: 500 + id,
    order_number: String(1040 + id),
    earned_at: isoIn(-2),
    expires_at: isoIn(12),
    redeemed_at: '',
    reward: null,
    ...overrides,
  };
}

export const redeemedCard = (id: number, reward: ScratchReward = testReward()) => testCard(id, { status: 'redeemed', redeemed_at: isoIn(-1), reward });

export function testCardsAnswer(cards: ScratchCard[], balances: { wallet?: number; points?: number } = {}): ScratchCardsAnswer {
  return { data: cards, wallet: { balance: balances.wallet ?? 10, currency: null }, points: balances.points ?? 340 };
}

export function testRedeemAnswer(card: ScratchCard, balances: { wallet?: number; points?: number } = {}): RedeemScratchCardAnswer {
  return { data: card, wallet: { balance: balances.wallet ?? 12, currency: null }, points: balances.points ?? 340 };
}
