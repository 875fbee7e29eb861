import { describe, expect, it } from 'vitest';
import { rowStrides } from './infinite-scroll.lib';

describe('rowStrides', () => {
  it('has a stride for every column count the schema allows, with a default otherwise', () => {
    expect(rowStrides(2, 4)).toEqual({ mobile: 330, desktop: 420 });
    for (const columns of [1, 2, 3]) expect(rowStrides(columns, 4).mobile).toBeGreaterThan(0);
    for (const columns of [2, 3, 4, 5, 6]) expect(rowStrides(2, columns).desktop).toBeGreaterThan(0);
    expect(rowStrides(9, 9)).toEqual({ mobile: 330, desktop: 420 });
  });
});
