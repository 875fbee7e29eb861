import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { redeemPointsAnswerSchema, redeemScratchCardAnswerSchema, referralsAnswerSchema, referrerAnswerSchema, rewardsAnswerSchema, scratchCardRefusalSchema, scratchCardSchema, scratchCardsAnswerSchema } from '@/api/schemas/loyalty.schema';
import { walletAnswerSchema } from '@/api/schemas/wallet.schema';
import { placedOrderSchema } from '@/api/schemas/order.schema';
import { authResponseSchema } from '@/api/schemas/user.schema';
import { walletBalanceCents } from '../../domain/orders';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken } from '../../domain/sessions';
import { server } from '../../hosts/node';
import { callApi, type ApiCallOptions } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const day = 24 * 60 * 60 * 1000;
const demo = async () => (await createSessionToken()).token;
let customers = 0;
const fresh = async () => createSessionToken({ id: `loyal-${(customers += 1)}`, name: 'Robin Tester' });

async function hook(path: string, token: string | null, body: unknown) {
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const grantCard = async (token: string, body: unknown) => scratchCardSchema.parse(((await hook('/sim/scratch-cards/grant', token, body)).body as { data: unknown }).data);
const redeemCard = (token: string, id: number | string) => callApi('/api/user/redeem-scratch-card', { method: 'POST', body: { scratch_card_id: id }, token });

describe('the demo customer’s seeded history', () => {
  it('a wallet of $25 whose credits expire at different times, one already expired with its expiry line', async () => {
    const wallet = walletAnswerSchema.parse((await callApi('/api/check-wallet', { token: await demo() })).body);
    expect(wallet.balance).toBe(seedFacts.demoWalletBalanceCents / 100);
    expect(wallet.credits.map((credit) => [credit.reason, Math.round(credit.remaining * 100)])).toEqual(seedFacts.demoLoyalty.liveCredits.map((credit) => [credit.reason, credit.cents]));
    const soon = wallet.credits[0];
    expect(soon && Date.parse(soon.expires_at) - Date.now()).toBeLessThan(7 * day);
    expect(wallet.credits.at(-1)?.expires_at).toBe('');
    expect(wallet.ledger).toContainEqual(expect.objectContaining({ kind: 'expiry', amount: 5, reason: `Expired: ${seedFacts.demoLoyalty.expiredCredit.reason}` }));
    expect(wallet.ledger[0]?.balance_after).toBe(25);
  });

  it('points with earned, spent and expired lines, some expiring within 30 days', async () => {
    const rewards = rewardsAnswerSchema.parse((await callApi('/api/user/rewards', { token: await demo() })).body).data;
    expect(new Set(rewards.history.map((line) => line.kind))).toEqual(new Set(['earned', 'spent', 'expired']));
    const first = rewards.expiring[0];
    expect(first).toMatchObject({ points: seedFacts.demoLoyalty.pointsExpiringSoon });
    expect(first && Date.parse(first.expires_at) - Date.now()).toBeLessThan(30 * day);
    expect(rewards.redeeming).toEqual({ minimum_points: 500, step_points: 100, credit_per_step: 1, credit_expiry_days: 90 });
  });

  it('three cards to scratch, two redeemed with different rewards, one expired, in the contract’s order', async () => {
    const answer = scratchCardsAnswerSchema.parse((await callApi('/api/user/scratch-cards', { token: await demo() })).body);
    expect(answer.data.map((card) => [card.status, card.order_id, card.reward?.kind ?? null])).toEqual([
      ['unscratched', 10, null],
      ['unscratched', 11, null],
      ['unscratched', 12, null],
      ['redeemed', 9, 'wallet_credit'],
      ['redeemed', 7, 'coupon'],
      ['expired', 6, null],
    ]);
    expect(answer.wallet?.balance).toBe(25);
    expect(answer.data[4]?.reward).toMatchObject({ coupon_code: seedFacts.demoLoyalty.scratchCouponCode, coupon_description: '$3 off an order of $15 or more.' });
  });

  it('referrals in all three states, newest first', async () => {
    const answer = referralsAnswerSchema.parse((await callApi('/api/user/referrals', { token: await demo() })).body).data;
    expect(answer.code).toBe('ALEX10');
    expect(answer.referrals.map((referral) => ({ name: referral.name, status: referral.status }))).toEqual(seedFacts.demoLoyalty.referrals);
    expect(answer.rules).toEqual({ friend_credit: 5, friend_credit_expiry_days: 30, referrer_join_points: 200, referrer_first_order_credit: 5, first_order_within_days: 60, currency: 'USD' });
  });

  it('answers a guest 401 on every customer call', async () => {
    for (const path of ['/api/check-wallet', '/api/user/rewards', '/api/user/scratch-cards', '/api/user/referrals']) expect((await callApi(path)).status).toBe(401);
    expect((await callApi('/api/user/redeem-points', { method: 'POST', body: { points: 500 } })).status).toBe(401);
  });
});

describe('POST /api/user/redeem-points', () => {
  it('turns points into credit lasting 90 days and answers the rewards and the wallet', async () => {
    const { token } = await fresh();
    await hook('/sim/points/grant', token, { points: 720 });
    const { status, body } = await callApi('/api/user/redeem-points', { method: 'POST', body: { points: 700 }, token });
    expect(status).toBe(200);
    const answer = redeemPointsAnswerSchema.parse(body);
    expect([answer.data.points, answer.wallet.balance]).toEqual([20, 7]);
    expect(answer.data.history[0]).toMatchObject({ kind: 'spent', points: 700 });
  });

  it.each([
    [{ points: 400 }, 'Redeem at least 500 points.'],
    [{ points: 650 }, 'Redeem points in steps of 100: 500, 600, 700 and so on.'],
    [{ points: 900 }, 'You have 720 points: choose no more than that.'],
    [{ points: 'lots' }, 'Enter how many points to redeem.'],
    [{}, 'Enter how many points to redeem.'],
  ])('refuses %j with 422 on points', async (payload, message) => {
    const { token } = await fresh();
    await hook('/sim/points/grant', token, { points: 720 });
    const { status, body } = await callApi('/api/user/redeem-points', { method: 'POST', body: payload, token });
    expect([status, apiErrorBodySchema.parse(body)]).toEqual([422, { message, errors: { points: [message] } }]);
  });
});

describe('scratch cards', () => {
  it('redeems a card once: 200 with its reward and balances, then 422 already_redeemed with the same reward', async () => {
    const { token } = await fresh();
    const card = await grantCard(token, { reward: { kind: 'wallet_credit', amount: 3 } });
    expect(card).toMatchObject({ status: 'unscratched', reward: null });
    const first = await redeemCard(token, card.id);
    expect(first.status).toBe(200);
    const answer = redeemScratchCardAnswerSchema.parse(first.body);
    expect(answer.data.reward).toMatchObject({ kind: 'wallet_credit', amount: 3, label: '$3 wallet credit' });
    expect(answer.wallet?.balance).toBe(3);
    const again = await redeemCard(token, card.id);
    expect(again.status).toBe(422);
    expect(scratchCardRefusalSchema.parse(again.body)).toMatchObject({ code: 'already_redeemed', card: { status: 'redeemed', reward: { kind: 'wallet_credit', amount: 3 } } });
  });

  it('gives one reward for two redeems sent at the same moment', async () => {
    const { token, user } = await fresh();
    const card = await grantCard(token, { reward: { kind: 'wallet_credit', amount: 4 } });
    const results = await Promise.all([redeemCard(token, card.id), redeemCard(token, card.id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    expect(walletBalanceCents(user.id)).toBe(400);
  });

  it('refuses an expired card with 422 expired, and another customer’s or an unknown card with 404', async () => {
    const { token } = await fresh();
    const expired = await grantCard(token, { expired: true });
    expect(expired.status).toBe('expired');
    const refused = await redeemCard(token, expired.id);
    expect([refused.status, scratchCardRefusalSchema.parse(refused.body).code]).toEqual([422, 'expired']);
    const other = await fresh();
    const mine = await grantCard(token, {});
    expect((await redeemCard(other.token, mine.id)).status).toBe(404);
    expect((await redeemCard(token, 999_999)).status).toBe(404);
  });

  it('gives points, or a coupon only its owner can apply at checkout', async () => {
    const { token } = await fresh();
    const pointsCard = await grantCard(token, { reward: { kind: 'points', points: 150 } });
    expect(redeemScratchCardAnswerSchema.parse((await redeemCard(token, pointsCard.id)).body).points).toBe(150);

    const couponCard = await grantCard(token, { reward: { kind: 'coupon', coupon_code: 'lucky-test', amount: 2 } });
    const coupon = redeemScratchCardAnswerSchema.parse((await redeemCard(token, couponCard.id)).body).data.reward;
    expect(coupon).toMatchObject({ kind: 'coupon', coupon_code: 'LUCKY-TEST', coupon_description: '$2 off your next order.' });
    const add = (options: ApiCallOptions) => callApi('/api/cart/add', { method: 'POST', body: { product_id: seedFacts.productWithoutOptionsId, quantity: 2, selected_attributes: {}, selected_multi_attributes: {} }, ...options });
    await add({ token });
    const applied = await callApi('/api/cart/apply-coupon', { method: 'POST', body: { code: 'lucky-test' }, token });
    expect(applied.status).toBe(200);
    expect(cartSummarySchema.parse(applied.body)).toMatchObject({ coupon_applied: true, order_discount_amount: 2 });
    const stranger = await fresh();
    await add({ token: stranger.token });
    expect((await callApi('/api/cart/apply-coupon', { method: 'POST', body: { code: 'LUCKY-TEST' }, token: stranger.token })).status).toBe(422);
  });

  it('earns a card with a paid order: the wallet pays, and the wallet’s debit names the order', async () => {
    const { token, user } = await fresh();
    await hook('/sim/wallet/credit', token, { amount: 100, expires_in_days: 10, reason: 'Big promo', source: 'promotion' });
    await callApi('/api/cart/add', { method: 'POST', body: { product_id: seedFacts.productWithoutOptionsId, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} }, token });
    const total = cartSummarySchema.parse((await callApi('/api/get-cart', { token })).body).total;
    const placed = await callApi('/api/place-order', {
      method: 'POST',
      token,
      headers: { 'Idempotency-Key': '00000000-0000-4000-8000-00000000a001' },
      body: { contact: { name: 'Robin', phone: '+1 555 0101', email: 'robin@example.com' }, address_id: undefined, address: { label: 'Home', name: 'Robin', phone: '+1 555 0101', line1: seedFacts.places.deliverable.mainText, line2: null, city: 'Springfield', state: 'IL', postal_code: seedFacts.places.deliverable.postalCode, country: 'US', lat: null, lng: null, place_id: null }, payment_method: 'wallet', wallet_amount: total, expected_total: total },
    });
    expect(placed.status).toBe(201);
    const order = placedOrderSchema.parse(placed.body).data;
    const wallet = walletAnswerSchema.parse((await callApi('/api/check-wallet', { token })).body);
    expect(wallet.ledger[0]).toMatchObject({ kind: 'debit', amount: total, order_id: order.id, order_number: order.order_number });
    expect(Math.round(wallet.balance * 100)).toBe(walletBalanceCents(user.id));
    const cards = scratchCardsAnswerSchema.parse((await callApi('/api/user/scratch-cards', { token })).body).data;
    expect(cards).toEqual([expect.objectContaining({ status: 'unscratched', order_id: order.id })]);
  });
});

describe('referrals', () => {
  async function register(code: string, name = 'Sam Rivera') {
    const suffix = (customers += 1);
    return callApi('/api/register', { method: 'POST', body: { name, email: `sam${suffix}@example.com`, phone: `+1 555 77${String(suffix).padStart(5, '0')}`, password: 'a-long-password-1', referral_code: code } });
  }

  it('registering with a code (any case) credits both sides and records the referral, joined', async () => {
    const { status, body } = await register('alex10');
    expect(status).toBe(201);
    const friend = authResponseSchema.parse(body);
    const wallet = walletAnswerSchema.parse((await callApi('/api/check-wallet', { token: friend.token })).body);
    expect(wallet.credits).toEqual([expect.objectContaining({ source: 'referral', amount: 5, reason: 'Welcome credit: invited by Alex M.' })]);
    const token = await demo();
    const referrals = referralsAnswerSchema.parse((await callApi('/api/user/referrals', { token })).body).data.referrals;
    expect(referrals[0]).toMatchObject({ name: 'Sam R.', status: 'joined', points_given: 200 });
    const history = rewardsAnswerSchema.parse((await callApi('/api/user/rewards', { token })).body).data.history;
    expect(history[0]).toMatchObject({ kind: 'earned', points: 200, reason: 'Referral: Sam R. joined' });
  });

  it('get-referrer-user: name and initial, is_you only for the code’s owner, 404 for an unknown code, 422 without one', async () => {
    const asGuest = referrerAnswerSchema.parse((await callApi('/api/get-referrer-user?referred_by=Alex10')).body).data;
    expect(asGuest).toMatchObject({ name: 'Alex M.', code: 'ALEX10', is_you: false });
    expect(referrerAnswerSchema.parse((await callApi('/api/get-referrer-user?referred_by=ALEX10', { token: await demo() })).body).data.is_you).toBe(true);
    expect(referrerAnswerSchema.parse((await callApi('/api/get-referrer-user?referred_by=ALEX10', { token: (await fresh()).token })).body).data.is_you).toBe(false);
    const unknown = await callApi('/api/get-referrer-user?referred_by=NOPE99');
    expect([unknown.status, apiErrorBodySchema.parse(unknown.body).message]).toEqual([404, 'We do not know this referral code. Check the link, or ask your friend for theirs.']);
    expect((await callApi('/api/get-referrer-user')).status).toBe(422);
    expect((await callApi('/api/get-referrer-user?referred_by=%20')).status).toBe(422);
  });
});

describe('test hooks', () => {
  it('/sim/wallet/credit takes an expiry, a reason and a source; refuses a missing token (401) and a bad body (422)', async () => {
    const { token } = await fresh();
    expect((await hook('/sim/wallet/credit', token, { amount: 4, expires_in_days: 3, reason: 'Weekend treat', source: 'promotion' })).body).toEqual({ balance: 4, currency: 'USD' });
    const credit = walletAnswerSchema.parse((await callApi('/api/check-wallet', { token })).body).credits[0];
    expect(credit).toMatchObject({ source: 'promotion', reason: 'Weekend treat', amount: 4 });
    expect(credit && Math.round((Date.parse(credit.expires_at) - Date.parse(credit.created_at)) / day)).toBe(3);
    expect((await hook('/sim/wallet/credit', null, { amount: 4 })).status).toBe(401);
    expect((await hook('/sim/wallet/credit', token, { amount: 4, source: 'lottery' })).status).toBe(422);
  });

  it('/sim/points/grant gives points lasting the days asked', async () => {
    const { token } = await fresh();
    expect((await hook('/sim/points/grant', token, { points: 300, expires_in_days: 20 })).body).toEqual({ points: 300 });
    const rewards = rewardsAnswerSchema.parse((await callApi('/api/user/rewards', { token })).body).data;
    expect(rewards.expiring).toHaveLength(1);
    expect((await hook('/sim/points/grant', token, { points: 0 })).status).toBe(422);
    expect((await hook('/sim/points/grant', null, { points: 5 })).status).toBe(401);
  });

  it('/sim/scratch-cards/grant: a card scratchable for the days asked, never showing its fixed reward before redeeming', async () => {
    const { token } = await fresh();
    const card = await grantCard(token, { reward: { kind: 'points', points: 80 }, expires_in_days: 2 });
    expect(Math.round((Date.parse(card.expires_at) - Date.parse(card.earned_at)) / day)).toBe(2);
    const listed = scratchCardsAnswerSchema.parse((await callApi('/api/user/scratch-cards', { token })).body).data;
    expect(listed).toEqual([expect.objectContaining({ id: card.id, status: 'unscratched', reward: null })]);
    expect((await hook('/sim/scratch-cards/grant', token, { reward: { kind: 'jackpot' } })).status).toBe(422);
  });
});
