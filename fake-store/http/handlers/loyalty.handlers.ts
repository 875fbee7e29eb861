import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { calls } from '@/api/calls';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import { scratchRewardKinds } from '@/api/schemas/loyalty.schema';
import { walletCreditSources } from '@/api/schemas/wallet.schema';
import type { StoredScratchReward } from '../../domain/db';
import { fromMinorUnits, toMinorUnits } from '../../domain/money';
import { grantPoints, pointsBalance, pointsMessages, presentRewards, redeemPoints } from '../../domain/points';
import { presentReferrals, presentReferrer, referralMessages } from '../../domain/referrals';
import { grantScratchCard, listScratchCards, redeemScratchCard, scratchBalances, scratchCardRules } from '../../domain/scratch-cards';
import { findSessionUser } from '../../domain/sessions';
import { creditWallet, presentWallet, storeCurrency, walletSummary } from '../../domain/wallet';
import type { QueryCheck } from '../../domain/query-rules';
import { errorResponse } from '../http-errors';
import { serve, type BodyRefusal } from '../serve';

/*
 * The wallet's ledger, reward points, scratch cards and referrals (ADR 0028 the rules and shapes, ADR 0029 the
 * simulator). Store logic lives in fake-store/domain/wallet.ts, points.ts, scratch-cards.ts and referrals.ts.
 */

function fieldRefusal(field: string, message: string): Response {
  return HttpResponse.json({ message, errors: { [field]: [message] } } satisfies ApiErrorBody, { status: 422 });
}

/** A body the schema refuses is a 422 on the call's one field; one that is not JSON gets serve's own refusal. */
const refusedAs = (field: string, message: string) => (refusal: BodyRefusal) => (refusal.kind === 'invalid' ? fieldRefusal(field, message) : undefined);

/** The referral code asked about: any case, required, in the words the referral screens use. */
function referrerQuery(searchParams: URLSearchParams): QueryCheck<string> {
  const code = searchParams.get('referred_by')?.trim() ?? '';
  return code === '' ? { ok: false, message: referralMessages.missing, errors: { referred_by: [referralMessages.missing] } } : { ok: true, query: code };
}

export const loyaltyHandlers = [
  serve(calls.wallet.get, ({ caller }) => presentWallet(caller.user.id)),
  serve(calls.loyalty.rewards, ({ caller }) => ({ data: presentRewards(caller.user.id) })),
  serve(calls.loyalty.redeemPoints, { refuseBody: refusedAs('points', pointsMessages.required) }, async ({ body, caller }) => {
    const result = await redeemPoints(caller.user.id, body.points);
    if (!result.ok) return fieldRefusal('points', result.message);
    return { data: presentRewards(caller.user.id), wallet: walletSummary(caller.user.id) };
  }),
  serve(calls.loyalty.scratchCards, ({ caller }) => {
    const balances = scratchBalances(caller.user.id);
    return { data: listScratchCards(caller.user.id), wallet: balances.wallet, points: balances.points };
  }),
  serve(calls.loyalty.redeemScratchCard, { refuseBody: refusedAs('scratch_card_id', 'Say which scratch card to redeem.') }, async ({ body, caller }) => {
    const result = await redeemScratchCard(caller.user.id, body.scratch_card_id);
    if (!result.ok) {
      if (result.status === 404) return errorResponse(404, result.message);
      return HttpResponse.json({ message: result.message, code: result.code, card: result.card }, { status: 422 });
    }
    const balances = scratchBalances(caller.user.id);
    return { data: result.card, wallet: balances.wallet, points: balances.points };
  }),
  serve(calls.loyalty.referrals, ({ caller }) => ({ data: presentReferrals(caller.user) })),
  serve(calls.loyalty.referrer, { query: referrerQuery }, ({ query, caller }) => {
    const referrer = presentReferrer(query, caller.kind === 'user' ? caller.user.id : null);
    return referrer ? { data: referrer } : errorResponse(404, referralMessages.unknown);
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Test hooks (fake-store/README.md): not the store's API, so no client contract.

function bearerUser(request: Request) {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return token ? findSessionUser(token) : null;
}

async function hookBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

const expiryDays = z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(3650))));

const walletCreditHookSchema = z.object({
  amount: z.number().check(z.positive(), z.maximum(10_000)),
  expires_in_days: expiryDays,
  reason: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  source: z.optional(z.enum(walletCreditSources)),
});

const scratchGrantHookSchema = z.object({
  reward: z.optional(
    z.object({
      kind: z.enum(scratchRewardKinds),
      amount: z.optional(z.number().check(z.positive(), z.maximum(1000))),
      points: z.optional(z.int().check(z.positive(), z.maximum(100_000))),
      coupon_code: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{3,32}$/))),
    }),
  ),
  expires_in_days: z.optional(z.int().check(z.minimum(1), z.maximum(365))),
  expired: z.optional(z.boolean()),
});

const pointsGrantHookSchema = z.object({ points: z.int().check(z.positive(), z.maximum(1_000_000)), expires_in_days: expiryDays });

const tokenMissing = (what: string) => errorResponse(401, `Send the customer’s bearer token: the ${what} is theirs.`);

export const loyaltyTestHooks = [
  http.post('*/sim/wallet/credit', async ({ request }) => {
    const user = bearerUser(request);
    if (!user) return tokenMissing('wallet credited');
    const parsed = walletCreditHookSchema.safeParse(await hookBody(request));
    if (!parsed.success) {
      return errorResponse(422, `Send { "amount": <0.01 to 10000>, "expires_in_days"?: <1 to 3650>, "reason"?: <text>, "source"?: ${walletCreditSources.map((source) => `"${source}"`).join(' | ')} }.`);
    }
    const { amount, expires_in_days: days, reason, source } = parsed.data;
    const balance = await creditWallet(user.id, { amountCents: toMinorUnits(amount), source: source ?? 'goodwill', reason: reason ?? 'Credit from the store', expiresInDays: days ?? null });
    return HttpResponse.json({ balance: fromMinorUnits(balance), currency: storeCurrency() });
  }),
  http.post('*/sim/points/grant', async ({ request }) => {
    const user = bearerUser(request);
    if (!user) return tokenMissing('points granted');
    const parsed = pointsGrantHookSchema.safeParse(await hookBody(request));
    if (!parsed.success) return errorResponse(422, 'Send { "points": <a whole number from 1>, "expires_in_days"?: <1 to 3650> }.');
    await grantPoints(user.id, { points: parsed.data.points, reason: 'Points from the store', expiresInDays: parsed.data.expires_in_days ?? undefined });
    return HttpResponse.json({ points: pointsBalance(user.id) });
  }),
  http.post('*/sim/scratch-cards/grant', async ({ request }) => {
    const user = bearerUser(request);
    if (!user) return tokenMissing('scratch card');
    const body = await hookBody(request);
    const parsed = scratchGrantHookSchema.safeParse(body ?? {});
    if (!parsed.success) {
      return errorResponse(422, 'Send { "reward"?: { "kind": "wallet_credit" | "points" | "coupon", "amount"?, "points"?, "coupon_code"? }, "expires_in_days"?: <1 to 365>, "expired"?: true }.');
    }
    const { reward, expires_in_days: days, expired } = parsed.data;
    let fixed: StoredScratchReward | null = null;
    if (reward) {
      if (reward.kind === 'wallet_credit') fixed = { kind: 'wallet_credit', amount_cents: toMinorUnits(reward.amount ?? 2), points: 0, coupon_code: null };
      else if (reward.kind === 'points') fixed = { kind: 'points', amount_cents: 0, points: reward.points ?? 100, coupon_code: null };
      else fixed = { kind: 'coupon', amount_cents: reward.amount === undefined ? 0 : toMinorUnits(reward.amount), points: 0, coupon_code: (reward.coupon_code ?? `SIM${crypto.randomUUID().slice(0, 8)}`).toUpperCase() };
    }
    const card = await grantScratchCard(user.id, { reward: fixed, expiresInDays: days ?? scratchCardRules.windowDays, expired: expired ?? false });
    return HttpResponse.json({ data: card }, { status: 201 });
  }),
];
