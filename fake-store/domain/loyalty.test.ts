import { beforeEach, describe, expect, it } from 'vitest';
import type { Id } from '@/api/schemas/common.schema';
import { rewardsSchema } from '@/api/schemas/loyalty.schema';
import { walletAnswerSchema } from '@/api/schemas/wallet.schema';
import { nextId, orders, type StoredOrderData } from './db';
import { advanceOrder, markOrderPaid, walletBalanceCents } from './orders';
import { pointsBalance, pointsForOrder, presentRewards, redeemPoints, redeemPointsRefusal } from './points';
import { presentReferrals, publicName, recordReferral, referralStatus } from './referrals';
import { listScratchCards, pickScratchReward, redeemScratchCard } from './scratch-cards';
import { seedDatabase } from './seed';
import { createSessionToken } from './sessions';
import { creditWallet, presentWallet, walletReplay } from './wallet';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 1, 12);

beforeEach(() => seedDatabase({ now: new Date(now) }));

/** A credit given `daysAgo`, expiring `expiresInDays` from now (negative: already expired), or never. */
const credit = (userId: Id, cents: number, daysAgo: number, expiresInDays: number | null, reason = 'Credit') =>
  creditWallet(userId, { amountCents: cents, source: 'goodwill', reason, expiresInDays: expiresInDays === null ? null : expiresInDays + daysAgo, now: now - daysAgo * day });

/** A customer's order as the store keeps it: `total` and `wallet` in major units, times in days from `now`. */
async function storeOrder(userId: Id, input: { total: number; wallet?: number; paidDaysAgo: number | null; cancelledDaysAgo?: number }): Promise<StoredOrderData> {
  const id = nextId('order');
  const paidAt = input.paidDaysAgo === null ? null : now - input.paidDaysAgo * day;
  return orders.create({
    id,
    order_number: String(1000 + id),
    placed_at: new Date(paidAt ?? now).toISOString(),
    items: [],
    subtotal: input.total,
    order_discount_amount: 0,
    product_price_discount: 0,
    shipping_discount_amount: 0,
    tax_amount: 0,
    delivery_charge: 0,
    wallet_amount: input.wallet ?? 0,
    total: input.total,
    amount_payable: input.total - (input.wallet ?? 0),
    coupon_code: null,
    address: null,
    contact: null,
    branch_name: 'Downtown',
    tracking_token: null,
    owner: `user:${String(userId)}`,
    user_id: userId,
    branch_id: '1',
    branch_phone: null,
    gateway_order_id: null,
    paid_at: paidAt,
    payment_id: null,
    failed_at: null,
    late_authorised_at: null,
    cancelled_at: input.cancelledDaysAgo === undefined ? null : now - input.cancelledDaysAgo * day,
    step_minutes: [1, 5, 15, 30],
    clock_shift_ms: 0,
    step_dates: {},
  });
}

async function newCustomer(name = 'Robin Tester') {
  return (await createSessionToken({ id: `c-${nextId('user')}`, name })).user;
}

describe('the wallet ledger', () => {
  it('spends the soonest-expiring credit first and one with no expiry last; the balance is walletBalanceCents', async () => {
    const { id } = await newCustomer();
    await credit(id, 1000, 10, null, 'Forever');
    await credit(id, 500, 9, 30, 'Later');
    await credit(id, 300, 8, 5, 'Soon');
    await storeOrder(id, { total: 20, wallet: 6, paidDaysAgo: 2 });
    const wallet = walletAnswerSchema.parse(presentWallet(id, now));
    expect(wallet.balance).toBe(12);
    expect(walletBalanceCents(id, now)).toBe(1200);
    // $6.00: the $3.00 expiring soonest, then $3.00 of the later one; the undated one untouched.
    expect(wallet.credits.map((entry) => [entry.reason, entry.remaining])).toEqual([
      ['Later', 2],
      ['Forever', 10],
    ]);
    expect(wallet.ledger[0]).toMatchObject({ kind: 'debit', amount: 6, balance_after: 12, reason: 'Order #' + wallet.ledger[0]?.order_number, order_id: expect.anything() as unknown });
    expect(wallet.ledger.map((line) => line.kind)).toEqual(['debit', 'credit', 'credit', 'credit']);
  });

  it('writes an expiry line for what is left of a credit when it expires, and the balance drops then', async () => {
    const { id } = await newCustomer();
    await credit(id, 800, 20, -10, 'Promo'); // given 20 days ago, expired 10 days ago
    await storeOrder(id, { total: 10, wallet: 3, paidDaysAgo: 15 });
    const wallet = presentWallet(id, now);
    expect(wallet.balance).toBe(0);
    expect(wallet.credits).toEqual([]);
    expect(wallet.ledger.map((line) => [line.kind, line.amount, line.balance_after, line.reason])).toEqual([
      ['expiry', 5, 0, 'Expired: Promo'],
      ['debit', 3, 5, expect.stringMatching(/^Order #\d+$/)],
      ['credit', 8, 8, 'Promo'],
    ]);
    expect(wallet.ledger[0]?.created_at).toBe(new Date(now - 10 * day).toISOString());
    // The day before it expired, it still held $5.00.
    expect(walletBalanceCents(id, now - 11 * day)).toBe(500);
  });

  it('gives a cancelled paid order’s wallet part back as a refund credit lasting 365 days', async () => {
    const { id } = await newCustomer();
    await credit(id, 1000, 5, 3, 'Short');
    const order = await storeOrder(id, { total: 12, wallet: 10, paidDaysAgo: 4, cancelledDaysAgo: 1 });
    const wallet = presentWallet(id, now);
    expect(wallet.balance).toBe(10);
    expect(wallet.credits).toEqual([
      expect.objectContaining({ source: 'refund', reason: `Refund for order #${order.order_number}`, remaining: 10, expires_at: new Date(now - day + 365 * day).toISOString() }),
    ]);
    expect(wallet.ledger.map((line) => [line.kind, line.order_id])).toEqual([
      ['credit', order.id],
      ['debit', order.id],
      ['credit', null],
    ]);
  });

  it('holds nothing for an unpaid order, and takes the wallet part when the card part is paid', async () => {
    const { id } = await newCustomer();
    await credit(id, 1000, 1, null);
    const order = await storeOrder(id, { total: 20, wallet: 4, paidDaysAgo: null });
    expect(walletBalanceCents(id, now)).toBe(1000);
    const stored = orders.findFirst((q) => q.where({ id: order.id }));
    if (!stored) throw new Error('no order');
    await markOrderPaid(stored, 'pay_test', now);
    expect(walletBalanceCents(id, now)).toBe(600);
    expect(walletReplay(id, now).lines.at(-1)).toMatchObject({ kind: 'out', at: now, amount: 400 });
  });
});

describe('reward points', () => {
  it('earns 10 per paid order plus 1 per whole unit of its total', () => {
    expect([pointsForOrder({ total: 23.4 }), pointsForOrder({ total: 0.99 }), pointsForOrder({ total: 100 })]).toEqual([33, 10, 110]);
  });

  it('earns when paid, takes back (naming the order) when cancelled, and expires 365 days after earning', async () => {
    const { id } = await newCustomer();
    const kept = await storeOrder(id, { total: 23.4, paidDaysAgo: 100 });
    const cancelled = await storeOrder(id, { total: 40, paidDaysAgo: 10, cancelledDaysAgo: 9 });
    await storeOrder(id, { total: 50, paidDaysAgo: null });
    const old = await storeOrder(id, { total: 90, paidDaysAgo: 400 });
    const rewards = rewardsSchema.parse(presentRewards(id, now));
    expect(rewards.points).toBe(33);
    expect(rewards.history.map((line) => [line.kind, line.points, line.order_number])).toEqual([
      ['spent', 50, cancelled.order_number],
      ['earned', 50, cancelled.order_number],
      // The old order's 100 points expired 35 days ago (365 days after it was paid).
      ['expired', 100, null],
      ['earned', 33, kept.order_number],
      ['earned', 100, old.order_number],
    ]);
    expect(rewards.history[0]?.reason).toBe(`Order #${cancelled.order_number} was cancelled`);
  });

  it('lists what expires in the coming 90 days, soonest first, and spends the soonest-expiring points first', async () => {
    const { id } = await newCustomer();
    await storeOrder(id, { total: 490, paidDaysAgo: 300 }); // 500 points, expire in 65 days
    await storeOrder(id, { total: 190, paidDaysAgo: 350 }); // 200 points, expire in 15 days
    await storeOrder(id, { total: 90, paidDaysAgo: 10 }); // 100 points, expire in 355 days
    expect(presentRewards(id, now).expiring).toEqual([
      { points: 200, expires_at: new Date(now + 15 * day).toISOString() },
      { points: 500, expires_at: new Date(now + 65 * day).toISOString() },
    ]);
    expect(await redeemPoints(id, 600, now)).toEqual({ ok: true });
    expect(pointsBalance(id, now)).toBe(200);
    expect(presentRewards(id, now).expiring).toEqual([{ points: 100, expires_at: new Date(now + 65 * day).toISOString() }]);
    // 600 points became $6.00 of credit lasting 90 days.
    expect(presentWallet(id, now).credits).toEqual([expect.objectContaining({ source: 'points', amount: 6, expires_at: new Date(now + 90 * day).toISOString() })]);
  });

  it.each([
    [499, 1000, 'Redeem at least 500 points.'],
    [550, 1000, 'Redeem points in steps of 100: 500, 600, 700 and so on.'],
    [700, 640, 'You have 640 points: choose no more than that.'],
    [500, 500, null],
  ])('refuses to redeem %i of %i points: %s', (points, balance, message) => {
    expect(redeemPointsRefusal(points, balance)).toBe(message);
  });

  it('never spends the same points twice when two redeems arrive together', async () => {
    const { id } = await newCustomer();
    await storeOrder(id, { total: 590, paidDaysAgo: 1 }); // 600 points
    const results = await Promise.all([redeemPoints(id, 500, now), redeemPoints(id, 500, now)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(pointsBalance(id, now)).toBe(100);
  });
});

describe('scratch cards', () => {
  it('earns one card when an order is paid, and withdraws an unscratched one if the order is cancelled', async () => {
    const { id } = await newCustomer();
    const order = await storeOrder(id, { total: 20, paidDaysAgo: null });
    const stored = orders.findFirst((q) => q.where({ id: order.id }));
    if (!stored) throw new Error('no order');
    await markOrderPaid(stored, 'pay_1', now);
    await markOrderPaid(stored, 'pay_1', now);
    const cards = listScratchCards(id, now);
    expect(cards).toEqual([expect.objectContaining({ status: 'unscratched', order_id: order.id, expires_at: new Date(now + 14 * day).toISOString(), reward: null })]);
    await advanceOrder(order.id, 'cancelled', now);
    expect(listScratchCards(id, now)).toEqual([]);
  });

  it('picks the reward from the seed and the card id only: the same every time, and of every kind across cards', () => {
    const picks = Array.from({ length: 60 }, (_, index) => pickScratchReward(index + 1));
    expect(Array.from({ length: 60 }, (_, index) => pickScratchReward(index + 1))).toEqual(picks);
    expect(new Set(picks.map((pick) => pick.kind))).toEqual(new Set(['wallet_credit', 'points', 'coupon']));
    for (const pick of picks) {
      if (pick.kind === 'wallet_credit') expect([100, 200, 300, 400, 500]).toContain(pick.amount_cents);
      if (pick.kind === 'points') expect(pick.points >= 50 && pick.points <= 200 && pick.points % 10 === 0).toBe(true);
    }
  });

  it('redeems a card once: two redeems at the same moment give one reward and one already_redeemed', async () => {
    const { id } = await newCustomer();
    const order = await storeOrder(id, { total: 20, paidDaysAgo: null });
    const stored = orders.findFirst((q) => q.where({ id: order.id }));
    if (!stored) throw new Error('no order');
    await markOrderPaid(stored, 'pay_1', now);
    const [card] = listScratchCards(id, now);
    if (!card) throw new Error('no card');
    const walletBefore = walletBalanceCents(id, now);
    const pointsBefore = pointsBalance(id, now);
    const results = await Promise.all([redeemScratchCard(id, card.id, now), redeemScratchCard(id, card.id, now)]);
    expect(results.map((result) => (result.ok ? 'ok' : result.status === 422 ? result.code : result.status))).toEqual(['ok', 'already_redeemed']);
    const reward = pickScratchReward(card.id);
    expect(walletBalanceCents(id, now) - walletBefore).toBe(reward.kind === 'wallet_credit' ? reward.amount_cents : 0);
    expect(pointsBalance(id, now) - pointsBefore).toBe(reward.kind === 'points' ? reward.points : 0);
    const second = results[1];
    expect(second && !second.ok && second.status === 422 ? second.card.reward?.kind : null).toBe(reward.kind);
  });
});

describe('referrals', () => {
  it('names a customer by first name and initial', () => {
    expect([publicName('Alex Morgan'), publicName('  sam  de la rosa '), publicName('Cher'), publicName('')]).toEqual(['Alex M.', 'sam R.', 'Cher', 'A friend']);
  });

  it('credits both sides on joining, the referrer on the friend’s first paid order within 60 days, and expires after 60 days', async () => {
    const referrer = await newCustomer('Pat Quinn');
    const friend = await newCustomer('Sam Rivera');
    const late = await newCustomer('Lee Late');
    await recordReferral(referrer, friend, now - 10 * day);
    await recordReferral(referrer, late, now - 61 * day);
    expect(presentWallet(friend.id, now).credits).toEqual([
      expect.objectContaining({ source: 'referral', amount: 5, reason: 'Welcome credit: invited by Pat Q.', expires_at: new Date(now + 20 * day).toISOString() }),
    ]);
    expect(pointsBalance(referrer.id, now)).toBe(400);
    expect(presentReferrals(referrer, now).referrals.map((entry) => [entry.name, entry.status])).toEqual([
      ['Sam R.', 'joined'],
      ['Lee L.', 'expired'],
    ]);

    const order = await storeOrder(friend.id, { total: 20, paidDaysAgo: null });
    const lateOrder = await storeOrder(late.id, { total: 20, paidDaysAgo: null });
    for (const made of [order, lateOrder]) {
      const stored = orders.findFirst((q) => q.where({ id: made.id }));
      if (stored) await markOrderPaid(stored, `pay_${String(made.id)}`, now);
    }
    const referrals = presentReferrals(referrer, now).referrals;
    expect(referrals.map((entry) => [entry.name, entry.status, entry.points_given, entry.credit_given])).toEqual([
      ['Sam R.', 'ordered', 200, 5],
      ['Lee L.', 'expired', 200, 0],
    ]);
    expect(presentWallet(referrer.id, now).credits).toEqual([
      expect.objectContaining({ source: 'referral', amount: 5, reason: 'Referral: Sam R. made their first order', expires_at: new Date(now + 90 * day).toISOString() }),
    ]);
  });

  it('reads joined until 60 days have passed, then expired', () => {
    const referral = { id: 1, referrer_id: 1, friend_id: 2, friend_name: 'Sam R.', joined_at: now, rewarded_at: null, points_given: 200, credit_given_cents: 0 };
    expect([referralStatus(referral, now + 60 * day - 1), referralStatus(referral, now + 60 * day), referralStatus({ ...referral, rewarded_at: now + day }, now + 90 * day)]).toEqual([
      'joined',
      'expired',
      'ordered',
    ]);
  });
});
