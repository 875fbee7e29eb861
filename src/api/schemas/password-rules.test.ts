import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, PASSWORD_MIN_LENGTH, passwordRules } from './password-rules';

describe('the password rules', () => {
  it.each([
    ['demo-password-1', []],
    ['abcdefg1', []],
    ['пароль123', []],
    ['abc1', ['length']],
    ['abcdefgh', ['digit']],
    ['12345678', ['letter']],
    ['', ['length', 'letter', 'digit']],
    ['🔑🔑🔑🔑🔑🔑🔑', ['length', 'letter', 'digit']],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password).map((rule) => rule.id)).toEqual(broken);
  });

  it('counts characters, not UTF-16 units: seven emoji are seven characters', () => {
    expect(brokenPasswordRules('a1🔑🔑🔑🔑🔑').map((rule) => rule.id)).toEqual(['length']);
  });

  it('gives each rule words to show before typing and an error, the first naming the minimum', () => {
    for (const rule of passwordRules) {
      expect(rule.hint.trim()).not.toBe('');
      expect(rule.message).toMatch(/\.$/);
    }
    expect(passwordRules[0]?.hint).toContain(String(PASSWORD_MIN_LENGTH));
  });
});
