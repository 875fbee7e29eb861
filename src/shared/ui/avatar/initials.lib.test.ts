import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.lib';

describe('initialsOf', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['alex morgan', 'AM'],
    ['  Robin  Q.  Tester ', 'RT'],
    ['Prince', 'P'],
    ['Jean-Luc Picard', 'JP'],
    ['Zoë Ødegaard', 'ZØ'],
    ['Ólafur Arnalds', 'ÓA'],
    ['李 小龍', '李小'],
    ['𝒜lice Smith', '𝒜S'],
    ['"Ana" (shop)', 'AS'],
    ['', '?'],
    ['   ', '?'],
    ['- -', '?'],
    [null, '?'],
    [undefined, '?'],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
