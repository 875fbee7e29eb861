import type { Rewards, PointsEntry } from '@/api/schemas/loyalty.schema';
import type { WalletAnswer, WalletCredit, WalletEntry } from '@/api/schemas/wallet.schema';

/** Test data for the wallet and rewards models and screens, shaped as the schemas read them. */

export const testNow = new Date('2026-11-26T12:00:00Z');
const inDays = (days: number) => new Date(testNow.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

function testCredit(changes: Partial<WalletCredit> = {}): WalletCredit {
  return { id: 1, source: 'referral', reason: 'Referral: Sam joined', amount: 5, remaining: 5, created_at: inDays(-10), expires_at: inDays(20), ...changes };
}

function testEntry(changes: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 1,
    kind: 'credit',
    amount: 5,
    balance_after: 5,
    reason: 'Referral: Sam joined',
    created_at: inDays(-10),
    order_id: null,
    order_number: '',
    expires_at: '',
    ...changes,
  };
}

/** A wallet of $15: a $5 credit expiring in 3 days, a $10 one in 60, having paid $4 of order 1042. */
export function testWallet(changes: Partial<WalletAnswer> = {}): WalletAnswer {
  return {
    balance: 11,
    currency: 'USD',
    credits: [
      testCredit({ id: 1, source: 'scratch_card', reason: 'Scratch card from order 1040', amount: 5, remaining: 1, expires_at: inDays(3) }),
      testCredit({ id: 2, source: 'points', reason: '1,000 points redeemed', amount: 10, remaining: 10, expires_at: inDays(60) }),
    ],
    ledger: [
      testEntry({ id: 3, kind: 'debit', amount: 4, balance_after: 11, reason: 'Order #1042', order_id: 501, order_number: '1042', created_at: inDays(-1) }),
      testEntry({ id: 2, kind: 'credit', amount: 10, balance_after: 15, reason: '1,000 points redeemed', created_at: inDays(-2), expires_at: inDays(60) }),
      testEntry({ id: 1, kind: 'credit', amount: 5, balance_after: 5, reason: 'Scratch card from order 1040', created_at: inDays(-40), expires_at: inDays(3) }),
    ],
    ...changes,
  };
}

function testPointsEntry(changes: Partial<PointsEntry> = {}): PointsEntry {
  return { id: 1, kind: 'earned', points: 33, reason: 'Order #1042', created_at: inDays(-1), order_id: 501, order_number: '1042', ...changes };
}

/** 1,250 points by ADR 0028's rules: 10 an order plus 1 a dollar, redeemed from 500 in steps of 100 = $1. */
export function testRewards(changes: Partial<Rewards> = {}): Rewards {
  return {
    points: 1250,
    point_value: 0.01,
    currency: 'USD',
    earning: { per_order: 10, per_currency_unit: 1 },
    redeeming: { minimum_points: 500, step_points: 100, credit_per_step: 1, credit_expiry_days: 90 },
    expiry_days: 365,
    expiring: [
      { points: 200, expires_at: inDays(3) },
      { points: 300, expires_at: inDays(45) },
    ],
    history: [
      testPointsEntry({ id: 3 }),
      testPointsEntry({ id: 2, kind: 'spent', points: 500, reason: 'Redeemed for $5 of wallet credit', order_id: null, order_number: '', created_at: inDays(-35) }),
      testPointsEntry({ id: 1, kind: 'expired', points: 20, reason: 'Expired', order_id: null, order_number: '', created_at: inDays(-36) }),
    ],
    ...changes,
  };
}
