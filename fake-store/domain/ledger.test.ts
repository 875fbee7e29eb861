import { describe, expect, it } from 'vitest';
import { replayLedger, type LedgerEvent } from './ledger';

const day = 24 * 60 * 60 * 1000;
const credit = (id: string, at: number, amount: number, expiresAt: number | null): LedgerEvent<string> => ({ kind: 'in', id, at: at * day, amount, expiresAt: expiresAt === null ? null : expiresAt * day, meta: id });
const debit = (id: string, at: number, amount: number, fromLot?: string): LedgerEvent<string> => ({ kind: 'out', id, at: at * day, amount, meta: id, ...(fromLot ? { fromLot } : {}) });

/** What is left of each lot at `now` (in days), soonest expiring first. */
function remaining(events: LedgerEvent<string>[], now: number) {
  return replayLedger(events, now * day).open.map((lot) => [lot.id, lot.remaining]);
}

describe('replayLedger', () => {
  it.each([
    ['soonest expiring first', [credit('late', 0, 500, 30), credit('soon', 1, 500, 10), debit('d', 2, 300)], [['soon', 200], ['late', 500]]],
    ['no expiry last, whatever its age', [credit('never', 0, 500, null), credit('dated', 1, 500, 100), debit('d', 2, 700)], [['never', 300]]],
    ['the older of two with the same expiry first', [credit('b', 1, 200, 50), credit('a', 0, 200, 50), debit('d', 2, 100)], [['a', 100], ['b', 200]]],
    ['a debit across three lots', [credit('x', 0, 100, 5), credit('y', 0, 100, 6), credit('z', 0, 100, null), debit('d', 1, 250)], [['z', 50]]],
    ['a lot named first (a cancelled order taking its own points back)', [credit('old', 0, 100, 5), credit('order', 1, 40, 365), debit('back', 2, 40, 'order')], [['old', 100]]],
  ] as const)('%s', (_, events, expected) => {
    expect(remaining([...events], 3)).toEqual(expected);
  });

  it('takes what a named lot lacks from the soonest expiring others', () => {
    // 30 spent from "old" (soonest); then 40 back: all 40 of "order" (still whole).
    const replay = replayLedger([credit('old', 0, 100, 5), credit('order', 1, 40, 365), debit('spend', 1.5, 30), debit('back', 2, 40, 'order')], 3 * day);
    expect(replay.open.map((lot) => [lot.id, lot.remaining])).toEqual([['old', 70]]);
    // Spending 120 first leaves only 20 of "order": the take-back takes those 20, then nothing is left anywhere.
    const drained = replayLedger([credit('old', 0, 100, 5), credit('order', 1, 40, 365), debit('spend', 1.5, 120), debit('back', 2, 40, 'order')], 3 * day);
    expect(drained.balance).toBe(0);
    expect(drained.lines.at(-1)).toMatchObject({ kind: 'out', id: 'back', amount: 20, balanceAfter: 0 });
  });

  it('expires what is left of a credit at its expiry, as a line in time order', () => {
    const replay = replayLedger([credit('a', 0, 500, 10), debit('d', 5, 200), credit('b', 12, 100, null)], 20 * day);
    expect(replay.lines.map((line) => [line.kind, line.id, line.at / day, line.amount, line.balanceAfter])).toEqual([
      ['in', 'a', 0, 500, 500],
      ['out', 'd', 5, 200, 300],
      ['expiry', 'expiry:a', 10, 300, 0],
      ['in', 'b', 12, 100, 100],
    ]);
    expect(replay.balance).toBe(100);
  });

  it('spends nothing from a credit at the moment it expires, and writes no line for a credit spent in full', () => {
    const atExpiry = replayLedger([credit('a', 0, 500, 10), credit('b', 0, 500, null), debit('d', 10, 100)], 11 * day);
    expect(atExpiry.lines.map((line) => line.id)).toEqual(['a', 'b', 'expiry:a', 'd']);
    expect(atExpiry.open.map((lot) => [lot.id, lot.remaining])).toEqual([['b', 400]]);
    const spent = replayLedger([credit('a', 0, 500, 10), debit('d', 1, 500)], 11 * day);
    expect(spent.lines.map((line) => line.kind)).toEqual(['in', 'out']);
  });

  it('never goes below zero: a debit larger than the balance takes what there is, one with nothing to take is left out', () => {
    const replay = replayLedger([credit('a', 0, 100, null), debit('d', 1, 300), debit('e', 2, 50)], 3 * day);
    expect(replay.lines.map((line) => [line.id, line.amount, line.balanceAfter])).toEqual([
      ['a', 100, 100],
      ['d', 100, 0],
    ]);
  });

  it('ignores events after now, and puts money in before money out at the same moment', () => {
    const replay = replayLedger([debit('d', 1, 100), credit('a', 1, 100, null), credit('later', 5, 100, null)], 2 * day);
    expect(replay.lines.map((line) => [line.id, line.balanceAfter])).toEqual([
      ['a', 100],
      ['d', 0],
    ]);
  });
});
