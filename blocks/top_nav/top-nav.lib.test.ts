// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linksThatFit } from './top-nav.lib';

describe('linksThatFit', () => {
  const widths = [80, 77, 82, 109, 112];
  it.each([
    ['every link when the row holds them all', 476, 5],
    ['every link in exactly their width', 460 + 4 * 4, 5],
    ['those that fit beside More when not', 475, 4],
    ['fewer as the room shrinks (1024 px)', 295, 2],
    ['none but More when not even one fits beside it', 120, 0],
    ['none on a phone, where the menu has no room at all', 0, 0],
  ])('gives %s', (_, available, expected) => {
    expect(linksThatFit(widths, available, 80, 4)).toBe(expected);
  });

  it('gives an empty menu nothing to fit', () => {
    expect(linksThatFit([], 0, 80, 4)).toBe(0);
  });
});
