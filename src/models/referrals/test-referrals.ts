import type { Referral, ReferralRules, Referrals, Referrer } from '@/api/schemas/loyalty.schema';

/** The rules of ADR 0028, as the simulator answers them. */
export const testRules = (overrides: Partial<ReferralRules> = {}): ReferralRules => ({
  friend_credit: 5,
  friend_credit_expiry_days: 30,
  referrer_join_points: 200,
  referrer_first_order_credit: 5,
  first_order_within_days: 60,
  currency: 'USD',
  ...overrides,
});

export const testReferrer = (overrides: Partial<Referrer> = {}): Referrer => ({
  name: 'Alex M.',
  code: 'ALEX10',
  is_you: false,
  rules: testRules(),
  ...overrides,
});

export const testReferral = (overrides: Partial<Referral> = {}): Referral => ({
  id: 1,
  name: 'Sam K.',
  status: 'joined',
  joined_at: '2026-01-10T12:00:00Z',
  order_by: '2026-03-11T12:00:00Z',
  points_given: 200,
  credit_given: 0,
  ...overrides,
});

export const testReferrals = (overrides: Partial<Referrals> = {}): Referrals => ({
  code: 'ALEX10',
  rules: testRules(),
  referrals: [
    testReferral(),
    testReferral({ id: 2, name: 'Jo P.', status: 'ordered', order_by: '', credit_given: 5 }),
    testReferral({ id: 3, name: 'Kim L.', status: 'expired', order_by: '' }),
  ],
  ...overrides,
});
