import { describe, expect, it } from 'vitest';
import { creditForMinor, pointsText, pointsWorthMinor, redeemPointsError, redeemRangeOf, signedPoints, typedPoints, type RedeemRange } from './rewards.lib';

const rules = { minimum_points: 500, step_points: 100, credit_per_step: 1, credit_expiry_days: 90 };

describe('points and their worth', () => {
  it.each([
    [0, '0 points'],
    [1, '1 point'],
    [1250, '1,250 points'],
  ])('%i reads "%s"', (points, text) => {
    expect(pointsText(points)).toBe(text);
  });

  it.each([
    [1250, 0.01, 2, 1250],
    [33, 0.01, 2, 33],
    [7, 0.005, 2, 3],
    [1000, 0.1, 0, 100],
  ])('%i points at %s each are %i minor units (%i places)', (points, value, places, minor) => {
    expect(pointsWorthMinor(points, value, places)).toBe(minor);
  });

  it.each([
    [500, 500],
    [550, 500],
    [1200, 1200],
    [99, 0],
  ])('%i points redeem for %i cents (whole steps only)', (points, minor) => {
    expect(creditForMinor(points, rules, 2)).toBe(minor);
  });
});

describe('what can be redeemed', () => {
  it.each<[string, number, typeof rules | null, RedeemRange]>([
    ['a store without redeeming', 5000, null, { kind: 'closed' }],
    ['below the minimum', 420, rules, { kind: 'notYet', minimum: 500, short: 80 }],
    ['exactly the minimum', 500, rules, { kind: 'open', minimum: 500, step: 100, maximum: 500 }],
    ['a balance between steps (rounded down)', 1250, rules, { kind: 'open', minimum: 500, step: 100, maximum: 1200 }],
    ['a minimum that is not a whole step (raised to one)', 1000, { ...rules, minimum_points: 450 }, { kind: 'open', minimum: 500, step: 100, maximum: 1000 }],
    ['no minimum (one step at least)', 150, { ...rules, minimum_points: 0 }, { kind: 'open', minimum: 100, step: 100, maximum: 100 }],
  ])('%s', (_, balance, given, range) => {
    expect(redeemRangeOf(balance, given)).toEqual(range);
  });

});

describe('checking the typed amount', () => {
  const open: RedeemRange = { kind: 'open', minimum: 500, step: 100, maximum: 1200 };
  it.each<[string, RedeemRange, string | null]>([
    ['', open, 'Enter how many points to redeem.'],
    ['  ', open, 'Enter how many points to redeem.'],
    ['5.5', open, 'Enter a whole number of points.'],
    ['-500', open, 'Enter a whole number of points.'],
    ['400', open, 'Redeem at least 500 points.'],
    ['550', open, 'Redeem in steps of 100 points.'],
    ['1300', open, 'You can redeem up to 1,200 points.'],
    ['600', open, null],
    ['1,200', open, null],
    [' 800 ', open, null],
    ['600', { kind: 'closed' }, 'You can’t redeem points right now.'],
  ])('"%s" → %s', (typed, range, error) => {
    expect(redeemPointsError(typed, range)).toBe(error);
  });

  it('reads the amount as typed, separators and spaces aside', () => {
    expect(typedPoints(' 1,200 ')).toBe(1200);
  });
});

describe('a history line', () => {
  it.each([
    ['earned', 33, '+33', 'Earned 33 points'],
    ['spent', 500, '\u2212500', 'Spent 500 points'],
    ['expired', 1, '\u22121', 'Expired 1 point'],
    ['unknown', 1200, '1,200', '1,200 points'],
  ] as const)('%s %i shows %s, read "%s"', (kind, points, shown, spoken) => {
    expect(signedPoints(kind, points)).toEqual({ shown, spoken });
  });
});
