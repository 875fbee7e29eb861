import type { PointsEntryKind, Rewards } from '@/api/schemas/loyalty.schema';
import { toMinorUnits } from '@/domain/money';

/*
 * The rewards screen's pure rules (ADR 0028, 0030): what points are worth, which amounts can be redeemed by the
 * store's rules, the checks the redeem form makes before sending, and how a history line reads.
 */

export type RedeemingRules = NonNullable<Rewards['redeeming']>;

/** Points as the shopper reads them: "1,250 points", "1 point". */
export function pointsText(points: number, locale = 'en-US'): string {
  return `${new Intl.NumberFormat(locale).format(points)} ${points === 1 ? 'point' : 'points'}`;
}

/** What `points` are worth at `pointValue` each, in minor units (integer maths: 1,250 × 0.01 is exactly 12.50). */
export function pointsWorthMinor(points: number, pointValue: number, decimalPlaces: number): number {
  return Math.floor((points * toMinorUnits(pointValue, decimalPlaces + 4)) / 10 ** 4);
}

/** The wallet credit `points` turn into by the redeeming rules (whole steps only), in minor units. */
export function creditForMinor(points: number, rules: RedeemingRules, decimalPlaces: number): number {
  const steps = Math.floor(points / rules.step_points);
  return steps * toMinorUnits(rules.credit_per_step, decimalPlaces);
}

export type RedeemRange =
  | { kind: 'closed' }
  /** Redeeming exists, but the balance is below the minimum (or below one step). */
  | { kind: 'notYet'; minimum: number; short: number }
  | { kind: 'open'; minimum: number; step: number; maximum: number };

/**
 * What the shopper can redeem now: at least the minimum, a whole number of steps (counted from zero, as the server
 * checks), at most the balance rounded down to a step. The minimum itself is raised to the first whole step.
 */
export function redeemRangeOf(balance: number, rules: RedeemingRules | null): RedeemRange {
  if (rules === null) return { kind: 'closed' };
  const step = rules.step_points;
  const minimum = Math.max(step, Math.ceil(rules.minimum_points / step) * step);
  const maximum = Math.floor(balance / step) * step;
  if (maximum < minimum) return { kind: 'notYet', minimum, short: minimum - balance };
  return { kind: 'open', minimum, step, maximum };
}

/** Why the typed amount cannot be sent, in words for the field; null when it can be. */
export function redeemPointsError(typed: string, range: RedeemRange, locale = 'en-US'): string | null {
  if (range.kind !== 'open') return 'You can’t redeem points right now.';
  const text = typed.trim().replace(/[,\s]/g, '');
  if (text === '') return 'Enter how many points to redeem.';
  if (!/^\d+$/.test(text)) return 'Enter a whole number of points.';
  const points = Number(text);
  if (points < range.minimum) return `Redeem at least ${pointsText(range.minimum, locale)}.`;
  if (points % range.step !== 0) return `Redeem in steps of ${pointsText(range.step, locale)}.`;
  if (points > range.maximum) return `You can redeem up to ${pointsText(range.maximum, locale)}.`;
  return null;
}

/** The typed amount as a number of points (after redeemPointsError found nothing wrong with it). */
export const typedPoints = (typed: string) => Number(typed.trim().replace(/[,\s]/g, ''));

/** A history line's points with their sign for the eye, and in words for the ear. */
export function signedPoints(kind: PointsEntryKind, points: number, locale = 'en-US'): { shown: string; spoken: string } {
  const amount = new Intl.NumberFormat(locale).format(points);
  switch (kind) {
    case 'earned':
      return { shown: `+${amount}`, spoken: `Earned ${pointsText(points, locale)}` };
    case 'spent':
      return { shown: `\u2212${amount}`, spoken: `Spent ${pointsText(points, locale)}` };
    case 'expired':
      return { shown: `\u2212${amount}`, spoken: `Expired ${pointsText(points, locale)}` };
    case 'unknown':
      return { shown: amount, spoken: pointsText(points, locale) };
    default:
      return kind satisfies never;
  }
}
