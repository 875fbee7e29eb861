import { describe, expect, it } from 'vitest';
import { infiniteListStatus, rowStrides } from './infinite-scroll.lib';

describe('infiniteListStatus', () => {
  it.each([
    ['nothing yet', { isFetching: false, error: null, itemCount: 0, exhausted: false }, 'loading'],
    ['the first page on its way', { isFetching: true, error: null, itemCount: 0, exhausted: false }, 'loading'],
    ['a source with no products', { isFetching: false, error: null, itemCount: 0, exhausted: true }, 'empty'],
    ['more pages to come', { isFetching: true, error: null, itemCount: 12, exhausted: false }, 'ready'],
    ['every page in', { isFetching: false, error: null, itemCount: 40, exhausted: true }, 'complete'],
    ['a failed page', { isFetching: false, error: 'offline', itemCount: 12, exhausted: false }, 'failed'],
  ] as const)('reads %s as %s', (_, list, expected) => {
    expect(infiniteListStatus(list)).toBe(expected);
  });
});

describe('rowStrides', () => {
  it('has a stride for every column count the schema allows, with a default otherwise', () => {
    expect(rowStrides(2, 4)).toEqual({ mobile: 330, desktop: 420 });
    for (const columns of [1, 2, 3]) expect(rowStrides(columns, 4).mobile).toBeGreaterThan(0);
    for (const columns of [2, 3, 4, 5, 6]) expect(rowStrides(2, columns).desktop).toBeGreaterThan(0);
    expect(rowStrides(9, 9)).toEqual({ mobile: 330, desktop: 420 });
  });
});
