// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetKeptReferral, keepReferral, parseKeptReferral, readKeptReferral, REFERRAL_LIFETIME_MS, REFERRAL_STORAGE_KEY } from './kept-referral.lib';

const now = Date.UTC(2026, 0, 15);
const day = 24 * 60 * 60 * 1000;

describe('the kept referral', () => {
  describe('reads tolerantly', () => {
    it.each([
      ['nothing kept', null, null],
      ['what the landing writes', JSON.stringify({ code: 'ALEX10', referrer_name: 'Alex Morgan', saved_at: now - day }), { code: 'ALEX10', referrerName: 'Alex Morgan', savedAt: now - day }],
      ['a code with spaces round it, no name', JSON.stringify({ code: '  ALEX10 ', saved_at: now }), { code: 'ALEX10', referrerName: null, savedAt: now }],
      ['a bare JSON string', JSON.stringify('ALEX10'), { code: 'ALEX10', referrerName: null, savedAt: now }],
      ['a bare code, not JSON', 'ALEX10', { code: 'ALEX10', referrerName: null, savedAt: now }],
      ['no date: counted from now', JSON.stringify({ code: 'ALEX10' }), { code: 'ALEX10', referrerName: null, savedAt: now }],
      ['a date in the future: counted from now', JSON.stringify({ code: 'ALEX10', saved_at: now + 5 * day }), { code: 'ALEX10', referrerName: null, savedAt: now }],
      ['a blank name', JSON.stringify({ code: 'ALEX10', referrer_name: '  ', saved_at: now }), { code: 'ALEX10', referrerName: null, savedAt: now }],
      ['expired (a month old)', JSON.stringify({ code: 'ALEX10', saved_at: now - REFERRAL_LIFETIME_MS }), null],
      ['an empty code', JSON.stringify({ code: '  ', saved_at: now }), null],
      ['a code that is not text', JSON.stringify({ code: 10, saved_at: now }), null],
      ['a code far too long', JSON.stringify({ code: 'X'.repeat(65), saved_at: now }), null],
      ['a list', '[1,2]', null],
      ['null', 'null', null],
      ['a number', '42', null],
      ['an empty string', '', null],
      ['broken JSON that is not a code either', '{"code": ', null],
    ])('%s', (_, raw, expected) => {
      expect(parseKeptReferral(raw, now)).toEqual(expected);
    });
  });

  it('is kept by the landing and read back by the register screen', () => {
    expect(keepReferral({ code: ' ALEX10 ', referrerName: 'Alex Morgan' }, localStorage, now)).toBe(true);
    expect(JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY) ?? 'null')).toEqual({ code: 'ALEX10', referrer_name: 'Alex Morgan', saved_at: now });
    expect(readKeptReferral(localStorage, now + day)).toEqual({ code: 'ALEX10', referrerName: 'Alex Morgan', savedAt: now });
  });

  it('a newer referral replaces the older, and registering forgets it', () => {
    keepReferral({ code: 'ALEX10' }, localStorage, now);
    keepReferral({ code: 'SAM22' }, localStorage, now + day);
    expect(readKeptReferral(localStorage, now + day)?.code).toBe('SAM22');
    forgetKeptReferral(localStorage);
    expect(readKeptReferral(localStorage, now + day)).toBeNull();
  });

  it('refuses what is not a code', () => {
    expect(keepReferral({ code: '   ' }, localStorage, now)).toBe(false);
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('never throws when storage is missing or refuses', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readKeptReferral(refusing, now)).toBeNull();
    expect(keepReferral({ code: 'ALEX10' }, refusing, now)).toBe(false);
    expect(() => forgetKeptReferral(refusing)).not.toThrow();
    expect(readKeptReferral(null, now)).toBeNull();
    expect(keepReferral({ code: 'ALEX10' }, null, now)).toBe(false);
  });
});
