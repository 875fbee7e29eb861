/**
 * The loyalty programme's test hooks (fake-store/README.md, "Wallet, points, scratch cards and referrals"), for the
 * wallet, rewards, scratch card and referral specs: money, points and scratch cards put in a customer's account
 * through the simulator, so a spec knows exactly what the screen must show.
 *
 *   const customer = await registerCustomer(request);
 *   await addWalletCredit(request, customer, { amount: 4, expiresInDays: 3, reason: 'Weekend treat', source: 'promotion' });
 *   const card = await grantScratchCard(request, customer, { reward: { kind: 'wallet_credit', amount: 3 } });
 *   await grantPoints(request, customer, { points: 700 });
 *   const friend = await registerReferredCustomer(request, 'ALEX10');
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { TestCustomer } from './account';
import { apiHeaders } from './server-cart';

type Customer = Pick<TestCustomer, 'token'>;

const hookHeaders = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}`, Accept: 'application/json' });

/** Where wallet credit comes from (ADR 0028); the screen words each. */
export type WalletCreditSource = 'referral' | 'scratch_card' | 'points' | 'refund' | 'goodwill' | 'promotion';

export interface WalletCreditOptions {
  amount: number;
  /** Days it lasts; left out: never expires. */
  expiresInDays?: number;
  /** The ledger's words for it; default "Credit from the store". */
  reason?: string;
  /** Default `goodwill`. */
  source?: WalletCreditSource;
}

/** Puts money in a customer's wallet as one credit with its own expiry; answers the balance after it. */
export async function addWalletCredit(request: APIRequestContext, customer: Customer, options: WalletCreditOptions): Promise<{ balance: number; currency: string }> {
  const response = await request.post('/sim/wallet/credit', {
    headers: hookHeaders(customer),
    data: { amount: options.amount, expires_in_days: options.expiresInDays, reason: options.reason, source: options.source },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { balance: number; currency: string };
}

/** Gives a customer points (lasting 365 days unless told); answers the balance after it. */
export async function grantPoints(request: APIRequestContext, customer: Customer, options: { points: number; expiresInDays?: number }): Promise<{ points: number }> {
  const response = await request.post('/sim/points/grant', { headers: hookHeaders(customer), data: { points: options.points, expires_in_days: options.expiresInDays } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { points: number };
}

/** The reward a granted card will give when redeemed (fixed in advance, so a spec can predict it). */
export type FixedScratchReward =
  | { kind: 'wallet_credit'; amount: number }
  | { kind: 'points'; points: number }
  /** `amount`: that much off the next order; without it, an offer the simulator draws. `coupon_code` default: made up. */
  | { kind: 'coupon'; coupon_code?: string; amount?: number };

export interface GrantedScratchCard {
  id: number;
  status: 'unscratched' | 'redeemed' | 'expired';
  order_id: number | string | null;
  order_number: string | null;
  earned_at: string;
  expires_at: string;
  redeemed_at: string | null;
  reward: null;
}

/**
 * Gives a customer a scratch card with no order: its reward fixed (or drawn when redeemed), scratchable for
 * `expiresInDays` (default 14), or already `expired`.
 */
export async function grantScratchCard(
  request: APIRequestContext,
  customer: Customer,
  options: { reward?: FixedScratchReward; expiresInDays?: number; expired?: boolean } = {},
): Promise<GrantedScratchCard> {
  const response = await request.post('/sim/scratch-cards/grant', {
    headers: hookHeaders(customer),
    data: { reward: options.reward, expires_in_days: options.expiresInDays, expired: options.expired },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: GrantedScratchCard }).data;
}

/**
 * Registers a fresh customer with a referral code (the friend's side of a referral): they get the welcome credit and
 * the code's owner their points. A unique email and phone, like account.ts's registerCustomer.
 */
export async function registerReferredCustomer(request: APIRequestContext, referralCode: string, name = 'Sam Rivera'): Promise<TestCustomer> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-ref-${unique}@example.com`;
  const phone = `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const password = 'e2e-password-1';
  const response = await request.post('/api/register?branch_id=1', {
    headers: apiHeaders(crypto.randomUUID()),
    data: { name, email, phone, password, referral_code: referralCode },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: TestCustomer['user'] & { referral_code?: string | null } };
  return { name, email, phone, password, token: body.token, user: body.user };
}
