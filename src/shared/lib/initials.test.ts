import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initials for an avatar without a picture', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['Ana', 'A'],
    ['  ana   lima  ', 'AL'],
    ['José de la Cruz', 'JC'],
    ['émile zola', 'ÉZ'],
    ['E\u0301mile Zola', 'E\u0301Z'],
    ['(Alex) Morgan', 'AM'],
    ['Ольга Петрова', 'ОП'],
    ['李 小龙', '李小'],
    ['Jean-Luc Picard', 'JP'],
    ['Zoë Ødegaard', 'ZØ'],
    ['𝒜lice Smith', '𝒜S'],
    ['"Ana" (shop)', 'AS'],
    ['- -', ''],
    ['123', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
