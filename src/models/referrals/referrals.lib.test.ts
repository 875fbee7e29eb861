import { describe, expect, it } from 'vitest';
import type { Referral } from '@/api/schemas/loyalty.schema';
import {
  codeFromPath,
  friendRewardText,
  landingView,
  NEW_CUSTOMER_RULE,
  referralEarnedText,
  referralLink,
  referralPath,
  referralRuleLines,
  referrerRewardText,
  referralStatusWords,
  sameCode,
  shareData,
  type LandingInput,
  type LandingView,
  type ReferrerFetch,
} from './referrals.lib';
import { testReferral, testReferrer, testRules } from './test-referrals';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const day = (iso: string) => (iso === '' ? null : iso.slice(0, 10));

describe('the referral link', () => {
  it.each([
    ['https://shop.example', 'ALEX10', 'https://shop.example/r/ALEX10'],
    ['https://shop.example/', 'ALEX10', 'https://shop.example/r/ALEX10'],
    ['http://localhost:4310', 'a b/c?', 'http://localhost:4310/r/a%20b%2Fc%3F'],
    ['https://shop.example', 'JOSÉ5', 'https://shop.example/r/JOS%C3%895'],
  ])('%s + %s → %s', (origin, code, link) => {
    expect(referralLink(origin, code)).toBe(link);
  });

  it('reads back the code it wrote', () => {
    for (const code of ['ALEX10', 'a b/c?', 'JOSÉ5']) expect(codeFromPath(referralPath(code).slice(3))).toBe(code);
  });

  it.each<[string | undefined, string | null]>([
    ['ALEX10', 'ALEX10'],
    ['%20ALEX10%20', 'ALEX10'],
    ['alex10', 'alex10'],
    [undefined, null],
    ['', null],
    ['%20', null],
    ['%E0%A4%A', null],
    ['X'.repeat(65), null],
  ])('the address part %s is the code %s', (param, code) => {
    expect(codeFromPath(param)).toBe(code);
  });

  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['ALEX10', 'alex10', true],
    [' ALEX10', 'ALEX10 ', true],
    ['ALEX10', 'ALEX11', false],
    ['', '', false],
    [null, 'ALEX10', false],
    [undefined, undefined, false],
  ])('%s and %s are the same code: %s', (a, b, same) => {
    expect(sameCode(a, b)).toBe(same);
  });

  it('shares a title, a sentence with the code and the reward, and the link', () => {
    expect(shareData({ link: 'https://shop.example/r/ALEX10', code: 'ALEX10', storeName: 'Pizza Place', rules: testRules(), money })).toEqual({
      title: 'Join me at Pizza Place',
      text: 'Join Pizza Place with my link and get $5.00 to spend. My code: ALEX10',
      url: 'https://shop.example/r/ALEX10',
    });
    expect(shareData({ link: 'l', code: 'C', storeName: 'S', rules: testRules({ friend_credit: 0 }), money }).text).toBe('Join S with my link. My code: C');
    expect(shareData({ link: 'l', code: 'C', storeName: null, rules: testRules(), money })).toEqual({ title: 'Join me', text: 'Join with my link and get $5.00 to spend. My code: C', url: 'l' });
  });
});

describe('the rules in words', () => {
  it.each([
    ['the ADR’s rules, to the referrer', testRules(), 'referrer', 'Your friend gets $5.00 of wallet credit when they create their account, to spend within 30 days.'],
    ['the ADR’s rules, to the friend', testRules(), 'friend', 'You get $5.00 of wallet credit when you create your account, to spend within 30 days.'],
    ['a credit that never expires', testRules({ friend_credit_expiry_days: 0 }), 'friend', 'You get $5.00 of wallet credit when you create your account.'],
    ['one day', testRules({ friend_credit_expiry_days: 1 }), 'friend', 'You get $5.00 of wallet credit when you create your account, to spend within 1 day.'],
    ['nothing for the friend', testRules({ friend_credit: 0 }), 'friend', null],
  ] as const)('what the new customer gets: %s', (_, rules, to, text) => {
    expect(friendRewardText(rules, money, to)).toBe(text);
  });

  it.each([
    ['the ADR’s rules', testRules(), 'You get 200 points when they join, and $5.00 of wallet credit when their first order is paid within 60 days of joining.'],
    ['points only', testRules({ referrer_first_order_credit: 0 }), 'You get 200 points when they join.'],
    ['one point', testRules({ referrer_join_points: 1, referrer_first_order_credit: 0 }), 'You get 1 point when they join.'],
    ['credit only, no window', testRules({ referrer_join_points: 0, first_order_within_days: 0 }), 'You get $5.00 of wallet credit when their first order is paid.'],
    ['thousands of points', testRules({ referrer_join_points: 1500, referrer_first_order_credit: 0 }), 'You get 1,500 points when they join.'],
    ['nothing', testRules({ referrer_join_points: 0, referrer_first_order_credit: 0 }), null],
  ])('what the referrer gets: %s', (_, rules, text) => {
    expect(referrerRewardText(rules, money)).toBe(text);
  });

  it('lists what the friend gets, what the referrer gets and who counts as new, leaving out what is not given', () => {
    expect(referralRuleLines(testRules(), money)).toHaveLength(3);
    expect(referralRuleLines(testRules(), money).at(-1)).toBe(NEW_CUSTOMER_RULE);
    expect(referralRuleLines(testRules({ friend_credit: 0, referrer_join_points: 0, referrer_first_order_credit: 0 }), money)).toEqual([NEW_CUSTOMER_RULE]);
  });
});

describe('a referral’s status in words', () => {
  it.each<[string, Partial<Referral>, Parameters<typeof testRules>[0], string, string]>([
    ['joined, with a date', {}, {}, 'Joined', 'Joined — your $5.00 comes with their first order by 2026-03-11'],
    ['joined, no date', { order_by: '' }, {}, 'Joined', 'Joined — your $5.00 comes with their first order'],
    ['joined, no first-order credit', {}, { referrer_first_order_credit: 0 }, 'Joined', 'Joined'],
    ['ordered, with the credit given', { status: 'ordered', credit_given: 7.5 }, {}, 'Ordered', 'Ordered — you got $7.50 of wallet credit'],
    ['ordered, the credit left out', { status: 'ordered', credit_given: 0 }, {}, 'Ordered', 'Ordered — you got $5.00 of wallet credit'],
    ['ordered, no credit at all', { status: 'ordered', credit_given: 0 }, { referrer_first_order_credit: 0 }, 'Ordered', 'Ordered — they placed their first order'],
    ['expired', { status: 'expired' }, {}, 'Expired', 'Expired — no first order within 60 days'],
    ['expired, no window', { status: 'expired' }, { first_order_within_days: 0 }, 'Expired', 'Expired — no first order in time'],
    ['a status we do not know', { status: 'unknown' }, {}, 'Joined', 'Joined'],
  ])('%s', (_, referral, rules, label, sentence) => {
    expect(referralStatusWords(testReferral(referral), testRules(rules), money, day)).toEqual({ label, sentence });
  });

  it.each<[Partial<Referral>, string | null]>([
    [{ points_given: 200, credit_given: 5 }, '200 points and $5.00 so far'],
    [{ points_given: 200, credit_given: 0 }, '200 points so far'],
    [{ points_given: 0, credit_given: 5 }, '$5.00 so far'],
    [{ points_given: 0, credit_given: 0 }, null],
  ])('what a friend brought so far: %o', (referral, text) => {
    expect(referralEarnedText(testReferral(referral), money)).toBe(text);
  });
});

describe('which landing a visitor sees', () => {
  const referrer = testReferrer();
  const ready: ReferrerFetch = { status: 'ready', referrer };
  const mine: ReferrerFetch = { status: 'ready', referrer: testReferrer({ is_you: true }) };
  const loading: ReferrerFetch = { status: 'loading' };
  const notFound: ReferrerFetch = { status: 'notFound' };
  const failed: ReferrerFetch = { status: 'failed', message: 'Down' };
  const guest = { code: 'ALEX10', loggedIn: false, profileCode: null };
  const customer = { code: 'ALEX10', loggedIn: true, profileCode: 'SAM22' };
  const owner = { code: 'ALEX10', loggedIn: true, profileCode: 'alex10' };

  it.each<[string, LandingInput, LandingView]>([
    ['a guest, while asking', { ...guest, fetch: loading }, { kind: 'loading' }],
    ['a guest with a good code', { ...guest, fetch: ready }, { kind: 'invited', referrer }],
    ['a guest with an unknown code', { ...guest, fetch: notFound }, { kind: 'unknown' }],
    ['a guest whose check failed', { ...guest, fetch: failed }, { kind: 'failed', message: 'Down' }],
    ['an address without a code', { ...guest, code: null, fetch: loading }, { kind: 'unknown' }],
    ['a customer, while asking', { ...customer, fetch: loading }, { kind: 'loading' }],
    ['a customer with someone’s good code', { ...customer, fetch: ready }, { kind: 'signedIn' }],
    ['a customer with an unknown code', { ...customer, fetch: notFound }, { kind: 'signedIn' }],
    ['a customer whose check failed', { ...customer, fetch: failed }, { kind: 'signedIn' }],
    ['a customer whose profile has no code yet, the answer says theirs', { ...customer, profileCode: undefined, fetch: mine }, { kind: 'own' }],
    ['the owner (profile code in another case), before the answer', { ...owner, fetch: loading }, { kind: 'own' }],
    ['the owner, whose check failed', { ...owner, fetch: failed }, { kind: 'own' }],
    ['a guest whose answer says is_you (a token the app lost)', { ...guest, fetch: mine }, { kind: 'own' }],
    ['a guest whose old profile code matches: not signed in, so not counted', { ...guest, profileCode: 'ALEX10', fetch: ready }, { kind: 'invited', referrer }],
  ])('%s', (_, input, view) => {
    expect(landingView(input)).toEqual(view);
  });
});
