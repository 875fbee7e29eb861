import { describe, expect, it } from 'vitest';
import { itemNamesText, moreOrdersOf } from './my-orders.lib';

describe('an order’s items in one line', () => {
  it.each<[string[], number, string]>([
    [['Margherita Pizza'], 1, 'Margherita Pizza'],
    [['Margherita Pizza', 'Cola'], 2, 'Margherita Pizza and Cola'],
    [['A', 'B', 'C'], 3, 'A, B and C'],
    [['A', 'B', 'C'], 5, 'A, B, C and 2 more'],
    [['A', 'B'], 4, 'A, B and 2 more'],
    [['A', 'B', 'C', 'D'], 4, 'A, B, C and 1 more'],
    [[], 3, '3 items'],
    [[' '], 1, '1 item'],
  ])('%j of %i: %s', (names, count, text) => {
    expect(itemNamesText(names, count)).toBe(text);
  });
});

describe('the button under the list', () => {
  const state = { isFetching: false, error: null, currentPage: 1, lastPage: 3 };
  it.each([
    [state, 'available'],
    [{ ...state, isFetching: true }, 'loading'],
    [{ ...state, error: 'x' }, 'failed'],
    [{ ...state, currentPage: 3 }, 'complete'],
  ])('%j offers %s', (list, more) => {
    expect(moreOrdersOf(list)).toBe(more);
  });
});
