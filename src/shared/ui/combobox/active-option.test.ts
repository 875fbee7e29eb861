import { describe, expect, it } from 'vitest';
import { movedActive } from './active-option';

const options = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('the active option of a combobox', () => {
  it.each([
    [null, 1, 'a'],
    [null, -1, 'c'],
    ['a', 1, 'b'],
    ['c', 1, 'a'],
    ['a', -1, 'c'],
    ['gone', 1, 'a'],
  ] as const)('from %j, a step of %i lands on %j (wrapping round)', (from, step, expected) => {
    expect(movedActive(options, from, step)).toBe(expected);
  });

  it('is none when there are no options', () => {
    expect(movedActive([], 'a', 1)).toBeNull();
  });
});
