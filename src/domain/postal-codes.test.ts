// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryName, DEFAULT_STORE_COUNTRY, postalRuleFor, readPostalCode, storeCountryOf } from './postal-codes';

describe('postal codes', () => {
  it.each([
    // India's PIN: six digits, the first 1-9
    ['IN', '560001', '560001'],
    ['IN', '560 001', '560001'],
    [' in ', ' 110-011 ', '110011'],
    ['IN', '060001', null],
    ['IN', '56001', null],
    ['IN', '5600011', null],
    ['IN', '56OO01', null],
    // The US ZIP: five digits, ZIP+4 optional
    ['US', '62701', '62701'],
    ['US', ' 62701 ', '62701'],
    ['US', '62701-1234', '62701-1234'],
    ['US', '627011234', '62701-1234'],
    ['US', '62701 1234', '62701-1234'],
    ['US', '6270', null],
    ['US', '62701-12', null],
    ['US', 'ABCDE', null],
    // Elsewhere: letters, digits, spaces and hyphens
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['NL', '1012 JS', '1012 JS'],
    ['GB', 'S', null],
    ['GB', '!!!', null],
  ])('in %s reads %j as %j', (country, typed, expected) => {
    expect(readPostalCode(country, typed)).toBe(expected);
  });

  it('names the field and its rule by country', () => {
    expect(postalRuleFor('IN')).toMatchObject({ label: 'PIN code', inputMode: 'numeric' });
    expect(postalRuleFor('us')).toMatchObject({ label: 'ZIP code', inputMode: 'numeric' });
    expect(postalRuleFor('GB')).toMatchObject({ label: 'Postal code', inputMode: 'text' });
  });

  describe("the store's country", () => {
    it.each([
      ['en-US', 'USD', 'US'],
      ['en-IN', 'INR', 'IN'],
      ['hi_IN', null, 'IN'],
      ['zh-Hant-TW', null, 'TW'],
      ['en-IN', 'USD', 'IN'],
      ['en', 'INR', 'IN'],
      ['en', 'GBP', 'GB'],
      ['en', 'EUR', DEFAULT_STORE_COUNTRY],
      [null, null, DEFAULT_STORE_COUNTRY],
      ['not a locale', null, DEFAULT_STORE_COUNTRY],
    ])('with locale %j and currency %j is %s', (locale, currency, expected) => {
      expect(storeCountryOf(locale, currency)).toBe(expected);
    });
  });

  it('names a country in the shopper’s language, or gives its code', () => {
    expect(countryName('US', 'en-US')).toBe('United States');
    expect(countryName('IN', 'en-IN')).toBe('India');
    expect(countryName('??', 'en-US')).toBe('??');
  });
});
