import { describe, expect, it } from 'vitest';
import { defaultMoneyFormat } from '@/domain/money';
import { daysUntil, expiryNoteOf, expiryText, groupByMonth, signedAmount, type ExpiryNote } from './wallet.lib';

// Noon local time, so calendar-day counts do not depend on the test machine's time zone.
const now = new Date(2026, 10, 26, 12, 0, 0);
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour, 0, 0).toISOString();

describe('daysUntil', () => {
  it.each<[string, string, number | null]>([
    ['no expiry', '', null],
    ['an unreadable date', 'soon', null],
    ['later today', at(26, 23), 0],
    ['tomorrow early', at(27, 1), 1],
    ['in three days', at(29), 3],
    ['yesterday', at(25), -1],
  ])('counts calendar days for %s', (_, iso, days) => {
    expect(daysUntil(iso, now)).toBe(days);
  });
});

describe('a credit’s expiry', () => {
  it.each<[string, string, ExpiryNote, string]>([
    ['never', '', { kind: 'never' }, 'Never expires'],
    ['earlier today', at(26, 9), { kind: 'passed' }, 'Expired'],
    ['last week', at(19), { kind: 'passed' }, 'Expired'],
    ['tonight', at(26, 23), { kind: 'soon', days: 0 }, 'Expires today'],
    ['tomorrow', at(27), { kind: 'soon', days: 1 }, 'Expires tomorrow'],
    ['in 3 days', at(29), { kind: 'soon', days: 3 }, 'Expires in 3 days'],
    ['in exactly 7 days (still highlighted)', at(33), { kind: 'soon', days: 7 }, 'Expires in 7 days'],
    ['in 8 days (no longer)', at(34), { kind: 'later', days: 8 }, 'Expires on Dec 4, 2026'],
  ])('%s', (_, iso, note, text) => {
    expect(expiryNoteOf(iso, now)).toEqual(note);
    expect(expiryText(note, 'Dec 4, 2026')).toBe(text);
  });

  it.each<[ExpiryNote, string]>([
    [{ kind: 'soon', days: 3 }, 'Expire in 3 days'],
    [{ kind: 'soon', days: 0 }, 'Expire today'],
    [{ kind: 'later', days: 45 }, 'Expire on Jan 10, 2027'],
    [{ kind: 'never' }, 'Never expire'],
  ])('words points (plural) as %j → %s', (note, text) => {
    expect(expiryText(note, 'Jan 10, 2027', true)).toBe(text);
  });

  it('says the days when a later expiry has no readable date', () => {
    expect(expiryText({ kind: 'later', days: 60 }, null)).toBe('Expires in 60 days');
  });
});

describe('signed amounts', () => {
  it.each([
    ['credit', 5, '+$5', 'Credit of $5'],
    ['debit', 12.4, '\u2212$12.40', 'Spent $12.40'],
    ['expiry', 1, '\u2212$1', 'Expired $1'],
    ['unknown', 2.5, '$2.50', 'Change $2.50'],
  ] as const)('a %s of %s shows %s and is read as "%s"', (kind, amount, shown, spoken) => {
    expect(signedAmount(kind, amount, defaultMoneyFormat)).toEqual({ shown, spoken });
  });

  it('never shows a double sign for an amount a backend sent negative', () => {
    expect(signedAmount('debit', -3, defaultMoneyFormat).shown).toBe('\u2212$3');
  });
});

describe('grouping by month', () => {
  it('keeps the given order, starting a group at each new month, with undated lines in their own', () => {
    const entries = [
      { id: 1, created_at: '2026-11-20T10:00:00Z' },
      { id: 2, created_at: '2026-11-02T10:00:00Z' },
      { id: 3, created_at: '2026-10-15T10:00:00Z' },
      { id: 4, created_at: '' },
      { id: 5, created_at: '2025-10-15T10:00:00Z' },
    ];
    expect(groupByMonth(entries, 'en-US').map((group) => [group.label, group.entries.map((entry) => entry.id)])).toEqual([
      ['November 2026', [1, 2]],
      ['October 2026', [3]],
      ['Undated', [4]],
      ['October 2025', [5]],
    ]);
  });

  it('is empty for no entries', () => {
    expect(groupByMonth([], 'en-US')).toEqual([]);
  });
});
