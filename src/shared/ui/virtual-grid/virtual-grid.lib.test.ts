import { describe, expect, it } from 'vitest';
import { rowCountOf, rowWindow } from './virtual-grid.lib';

const base = { viewportHeight: 800, rowHeight: 400, rowCount: 100, overscan: 1 };

describe('rowWindow', () => {
  it.each([
    ['at the top of the grid', 0, { start: 0, end: 3 }],
    ['with the grid further down the page', 600, { start: 0, end: 2 }],
    ['with the grid below the viewport', 5000, { start: 0, end: 0 }],
    ['scrolled 10 rows in', -4000, { start: 9, end: 13 }],
    ['half a row in', -200, { start: 0, end: 4 }],
    ['past the end', -50_000, { start: 100, end: 100 }],
  ])('renders the rows near the viewport %s', (_, top, expected) => {
    expect(rowWindow({ ...base, top })).toEqual(expected);
  });

  it('renders nothing for an empty grid or an unmeasured row', () => {
    expect(rowWindow({ ...base, top: 0, rowCount: 0 })).toEqual({ start: 0, end: 0 });
    expect(rowWindow({ ...base, top: 0, rowHeight: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('never renders more than the viewport plus the overscan, however long the grid', () => {
    for (const top of [0, -1234, -98_765]) {
      const { start, end } = rowWindow({ ...base, rowCount: 10_000, top });
      expect(end - start).toBeLessThanOrEqual(Math.ceil(base.viewportHeight / base.rowHeight) + 1 + 2 * base.overscan);
    }
  });
});

describe('rowCountOf', () => {
  it('rounds a partial last row up', () => {
    expect(rowCountOf(10, 4)).toBe(3);
    expect(rowCountOf(0, 4)).toBe(0);
  });
});
