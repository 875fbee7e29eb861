import { describe, expect, it } from 'vitest';
import { timeAgo } from './social-proof.lib';

const now = Date.parse('2026-11-21T12:00:00Z');
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('timeAgo', () => {
  it.each([
    [0, '1 minute ago'],
    [59_999, '1 minute ago'],
    [minute, '1 minute ago'],
    [2 * minute, '2 minutes ago'],
    [59 * minute + 59_999, '59 minutes ago'],
    [hour, '1 hour ago'],
    [5 * hour + 30 * minute, '5 hours ago'],
    [day - 1, '23 hours ago'],
    [day, '1 day ago'],
    [3 * day + 23 * hour, '3 days ago'],
  ])('%i ms before now reads "%s"', (elapsed, text) => {
    expect(timeAgo(now - elapsed, now)).toBe(text);
  });

  it('counts an order "placed" after now (a server clock ahead of ours) as just placed', () => {
    expect(timeAgo(now + 5 * minute, now)).toBe('1 minute ago');
  });

  it('reads exactly as Intl.RelativeTimeFormat in English would, which it replaces', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    for (const [elapsed, count, unit] of [
      [minute, 1, 'minute'],
      [7 * minute, 7, 'minute'],
      [hour, 1, 'hour'],
      [12 * hour, 12, 'hour'],
      [day, 1, 'day'],
      [40 * day, 40, 'day'],
    ] as const) {
      expect(timeAgo(now - elapsed, now)).toBe(intl.format(-count, unit));
    }
  });
});
