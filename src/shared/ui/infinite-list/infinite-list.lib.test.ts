import { describe, expect, it } from 'vitest';
import { infiniteListStatus, isExhausted } from './infinite-list.lib';

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

describe('isExhausted', () => {
  it.each([
    [{ currentPage: 0, lastPage: 1 }, false],
    [{ currentPage: 1, lastPage: 3 }, false],
    [{ currentPage: 3, lastPage: 3 }, true],
    [{ currentPage: 2, lastPage: 1 }, true],
  ])('%j → %s', (list, expected) => {
    expect(isExhausted(list)).toBe(expected);
  });
});
