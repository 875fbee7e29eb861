import { describe, expect, it } from 'vitest';
import { closingSteps, depthAfter, stampedDepth, withDepth } from './overlay-history';

describe('the desktop overlay’s history', () => {
  describe('reads the depth stamped on an entry', () => {
    it.each([
      [null, null],
      ['text', null],
      [{}, null],
      [{ storefrontOverlayDepth: 0 }, null],
      [{ storefrontOverlayDepth: 1.5 }, null],
      [{ storefrontOverlayDepth: '2' }, null],
      [{ storefrontOverlayDepth: 3 }, 3],
    ])('%j → %s', (state, depth) => {
      expect(stampedDepth(state)).toBe(depth);
    });

    it('stamps an entry keeping what else it holds', () => {
      const stamped = withDepth({ key: 'abc' }, 2);
      expect(stamped).toEqual({ key: 'abc', storefrontOverlayDepth: 2 });
      expect(stampedDepth(stamped)).toBe(2);
      expect(stampedDepth(withDepth(null, 1))).toBe(1);
    });
  });

  describe('counts the entries the overlay added', () => {
    it.each([
      ['push', 1, null, 2],
      ['push', 3, null, 4],
      ['replace', 2, null, 2],
      ['pop', 4, 2, 2],
      ['pop', 4, null, 1],
      ['push', 1, 5, 5],
    ] as const)('%s from depth %i onto an entry stamped %s → %i', (change, previous, stamped, depth) => {
      expect(depthAfter(change, previous, stamped)).toBe(depth);
    });
  });

  describe('closes', () => {
    it('back past every overlay entry when it opened from the home page', () => {
      expect(closingSteps(1, true)).toEqual({ back: 1, thenReplaceWithHome: false });
      expect(closingSteps(3, true)).toEqual({ back: 3, thenReplaceWithHome: false });
    });

    it('back to its first entry, then home in its place, when it was the first page of the visit', () => {
      expect(closingSteps(1, false)).toEqual({ back: 0, thenReplaceWithHome: true });
      expect(closingSteps(3, false)).toEqual({ back: 2, thenReplaceWithHome: true });
    });
  });
});
