import type { Id } from '@/api/schemas/common.schema';
import { nextId, personalCoupons, pointsGrants, pointsRedemptions, referrals, scratchCards, walletCredits, type StoredOrderData, type StoredScratchReward } from './db';

/*
 * The demo customer's loyalty history (seed.ts), counted back from the day of seeding like their orders: a wallet
 * whose credits expire at different times (one within 7 days, one later, one never, one already expired), points with
 * earned, spent and expired lines and some expiring within 30 days, six scratch cards and three referrals, one in
 * each state. Nothing is drawn at random, so every seed gives the same history. The orders' own points, and the
 * cancelled order's points taken back, derive from the seeded orders (fake-store/domain/points.ts).
 */

const dayMs = 24 * 60 * 60 * 1000;

/** What tests may rely on (seedFacts.demoLoyalty repeats it). */
export const demoLoyaltyFacts = {
  /** check-wallet's balance at seeding: the four credits still holding money. */
  walletBalanceCents: 2500,
  /** The credits still holding money, soonest expiring first: days to expiry (null: never) and cents. */
  liveCredits: [
    { reason: 'Weekend treat', cents: 400, expiresInDays: 5 },
    { reason: 'Scratch card from order #1009', cents: 300, expiresInDays: 22 },
    { reason: 'Referral: Jordan L. made their first order', cents: 500, expiresInDays: 70 },
    { reason: 'Sorry your order was late', cents: 1300, expiresInDays: null },
  ],
  /** A credit that expired unspent ten days before seeding (an expiry line on the ledger). */
  expiredCredit: { reason: '500 points redeemed', cents: 500 },
  /** Points that expire 15 days after seeding. */
  pointsExpiringSoon: 150,
  /** Scratch cards by order id: three to scratch, two redeemed (wallet credit, coupon), one expired. */
  scratchCards: { unscratchedOrderIds: [10, 11, 12], redeemedOrderIds: [9, 7], expiredOrderId: 6 },
  /** The coupon the redeemed card of order 7 gave ($3 off an order of $15 or more). */
  scratchCouponCode: 'SCRATCHALEX3',
  /** The demo customer's friends, newest first, with their referrals' states. */
  referrals: [
    { name: 'Sam R.', status: 'joined' },
    { name: 'Jordan L.', status: 'ordered' },
    { name: 'Casey K.', status: 'expired' },
  ],
} as const;

export async function seedDemoLoyalty(input: { userId: Id; now: Date; orders: readonly StoredOrderData[] }): Promise<void> {
  const { userId } = input;
  const now = input.now.getTime();
  const daysAgo = (days: number) => now - days * dayMs;
  const credit = (amount: number, at: number, expiresAt: number | null, source: 'points' | 'goodwill' | 'promotion' | 'referral' | 'scratch_card', reason: string) =>
    walletCredits.create({ id: String(nextId('walletCredit')), user_id: userId, amount_cents: amount, at, expires_at: expiresAt, source, reason });

  // The wallet, oldest first. Its live credits add up to $25, the balance checkout tests rely on.
  await credit(500, daysAgo(100), daysAgo(10), 'points', demoLoyaltyFacts.expiredCredit.reason);
  await credit(1300, daysAgo(45), null, 'goodwill', 'Sorry your order was late');
  await credit(400, daysAgo(25), daysAgo(-5), 'promotion', 'Weekend treat');
  await credit(500, daysAgo(20), daysAgo(-70), 'referral', 'Referral: Jordan L. made their first order');
  await credit(300, daysAgo(8), daysAgo(-22), 'scratch_card', 'Scratch card from order #1009');

  // Points: 600 given 380 days ago, 500 of them redeemed 100 days ago (the $5 credit above), the other 100 expired
  // 15 days ago; 150 given 350 days ago expire 15 days after seeding; 200 for each friend who joined.
  const grant = (points: number, at: number, reason: string) =>
    pointsGrants.create({ id: String(nextId('points')), user_id: userId, points, at, expires_at: at + 365 * dayMs, reason });
  await grant(600, daysAgo(380), 'Welcome points');
  await pointsRedemptions.create({ id: String(nextId('points')), user_id: userId, points: 500, at: daysAgo(100), reason: 'Turned into $5 of wallet credit' });
  await grant(demoLoyaltyFacts.pointsExpiringSoon, daysAgo(350), 'Birthday points');

  // Referrals, oldest first.
  const friends = [
    { name: 'Casey K.', joinedDaysAgo: 70, orderedDaysAgo: null },
    { name: 'Jordan L.', joinedDaysAgo: 30, orderedDaysAgo: 20 },
    { name: 'Sam R.', joinedDaysAgo: 5, orderedDaysAgo: null },
  ];
  for (const friend of friends) {
    await grant(200, daysAgo(friend.joinedDaysAgo), `Referral: ${friend.name} joined`);
    await referrals.create({
      id: nextId('referral'),
      referrer_id: userId,
      friend_id: null,
      friend_name: friend.name,
      joined_at: daysAgo(friend.joinedDaysAgo),
      rewarded_at: friend.orderedDaysAgo === null ? null : daysAgo(friend.orderedDaysAgo),
      points_given: 200,
      credit_given_cents: friend.orderedDaysAgo === null ? 0 : 500,
    });
  }

  // Scratch cards, oldest order first: 6 expired, 7 and 9 redeemed, 10 to 12 to scratch. The cancelled order 8 has none.
  const byId = new Map(input.orders.map((order) => [String(order.id), order]));
  const redeemed: Record<number, { afterDays: number; reward: StoredScratchReward; rewardDays: number | null }> = {
    7: { afterDays: 0.5, reward: { kind: 'coupon', amount_cents: 0, points: 0, coupon_code: demoLoyaltyFacts.scratchCouponCode }, rewardDays: 30 },
    9: { afterDays: 1, reward: { kind: 'wallet_credit', amount_cents: 300, points: 0, coupon_code: null }, rewardDays: 30 },
  };
  const cardOrderIds = [demoLoyaltyFacts.scratchCards.expiredOrderId, 7, 9, ...demoLoyaltyFacts.scratchCards.unscratchedOrderIds];
  for (const orderId of cardOrderIds) {
    const order = byId.get(String(orderId));
    if (!order || order.paid_at === null) continue;
    const redemption = redeemed[orderId];
    const redeemedAt = redemption ? order.paid_at + redemption.afterDays * dayMs : null;
    const cardId = nextId('scratchCard');
    await scratchCards.create({
      id: cardId,
      user_id: userId,
      order_id: order.id,
      order_number: order.order_number,
      earned_at: order.paid_at,
      expires_at: order.paid_at + 14 * dayMs,
      redeemed_at: redeemedAt,
      reward: redemption?.reward ?? null,
      reward_expires_at: redemption && redeemedAt !== null && redemption.rewardDays !== null ? redeemedAt + redemption.rewardDays * dayMs : null,
      fixed_reward: null,
    });
    if (redemption?.reward.kind === 'coupon' && redeemedAt !== null) {
      await personalCoupons.create({
        id: 100_000 + cardId,
        code: demoLoyaltyFacts.scratchCouponCode,
        title: '$3 off',
        description: '$3 off an order of $15 or more.',
        kind: 'fixed',
        value: 3,
        min_order_amount: 15,
        expires_at: new Date(redeemedAt + 30 * dayMs).toISOString(),
        owner: `user:${String(userId)}`,
      });
    }
  }
}
