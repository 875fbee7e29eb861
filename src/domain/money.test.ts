// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, formatMoneyFixed, moneyFormatFromSettings, moneyInputValue, toMinorUnits, writtenOutLocales, writtenOutSymbols, type MoneyFormat } from './money';

describe('the money formatter', () => {
  it.each([
    [12, '$12'],
    [12.5, '$12.50'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
    [-3.2, '-$3.20'],
    [1234567.891, '$1,234,567.89'],
  ])('formats %s as %s with the defaults (en-US, USD, 2 places)', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('shows decimal places only when the amount has a fractional part', () => {
    const format = moneyFormatFromSettings({ decimalPlaces: '3', currencyCode: 'KWD', locale: 'en-US' });
    expect(formatMoney(5, format)).toBe('KWD5');
    expect(formatMoney(5.125, format)).toBe('KWD5.125');
  });

  it('puts the symbol after the number when symbolPlacement says so', () => {
    const format = moneyFormatFromSettings({ locale: 'de-DE', currencyCode: 'EUR', decimalPlaces: '2', symbolPlacement: 'after' });
    expect(formatMoney(1234.5, format)).toBe('1.234,50 €');
  });

  it('falls back to the defaults for unknown or broken settings', () => {
    const format = moneyFormatFromSettings({ locale: '%%', currencyCode: 'nope', decimalPlaces: 'many', symbolPlacement: 'sideways' });
    expect(format).toEqual({ locale: 'en-US', currency: 'USD', decimalPlaces: 2, symbolPlacement: 'before' });
  });

  it('computes in integer minor units', () => {
    expect(toMinorUnits(19.99, 2)).toBe(1999);
    expect(toMinorUnits(0.07 * 3, 2)).toBe(21);
    expect(toMinorUnits(Number.NaN, 2)).toBe(0);
    expect(formatMinorUnits(1999)).toBe('$19.99');
  });

  it('always shows two decimals for the options panel total', () => {
    expect(formatMoneyFixed(12)).toBe('$12.00');
    expect(formatMoneyFixed(12.345, moneyFormatFromSettings({ decimalPlaces: '0' }))).toBe('$12.35');
  });

  it.each([
    [5, 2, '5'],
    [12.5, 2, '12.50'],
    [1234.56, 2, '1234.56'],
    [0.1 + 0.2, 2, '0.30'],
    [7.25, 0, '7'],
    [-3.2, 2, '-3.20'],
  ])('writes %s with %s places as a field value: %s', (amount, decimalPlaces, expected) => {
    expect(moneyInputValue(amount, { decimalPlaces })).toBe(expected);
  });

  describe('written out without Intl for English locales and common currencies', () => {
    const intlFormats = new Map<string, Intl.NumberFormat>();
    const intlFormat = (locale: string, options: Intl.NumberFormatOptions) => {
      const key = JSON.stringify([locale, options]);
      const known = intlFormats.get(key) ?? new Intl.NumberFormat(locale, options);
      intlFormats.set(key, known);
      return known;
    };

    /** What Intl itself writes: the formatter's only behaviour before prices were written out. */
    function intlMoney(minorUnits: number, format: MoneyFormat, alwaysShowDecimals = false): string {
      const divisor = 10 ** format.decimalPlaces;
      const absolute = Math.abs(minorUnits);
      const digits = alwaysShowDecimals || absolute % divisor !== 0 ? format.decimalPlaces : 0;
      const number = intlFormat(format.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(absolute / divisor);
      const symbol =
        intlFormat(format.locale, { style: 'currency', currency: format.currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';
      const body = format.symbolPlacement === 'after' ? `${number} ${symbol}` : `${symbol}${number}`;
      return minorUnits < 0 ? `-${body}` : body;
    }

    const amounts = [0, 1, 9, 10, 99, 100, 105, 1_000, 12_345, 99_999, 100_000, 123_456_789, 1_000_000_000, -1, -250_075];

    it('writes exactly what Intl writes, for every such locale, currency, number of places and placement', () => {
      for (const locale of writtenOutLocales) {
        for (const currency of Object.keys(writtenOutSymbols)) {
          for (const decimalPlaces of [0, 1, 2, 3, 4]) {
            for (const symbolPlacement of ['before', 'after'] as const) {
              const format: MoneyFormat = { locale, currency, decimalPlaces, symbolPlacement };
              for (const minorUnits of amounts) {
                expect(formatMinorUnits(minorUnits, format), `${locale} ${currency} ${decimalPlaces} ${symbolPlacement} ${minorUnits}`).toBe(intlMoney(minorUnits, format));
                if (decimalPlaces === 2) expect(formatMoneyFixed(minorUnits / 100, format)).toBe(intlMoney(minorUnits, format, true));
              }
            }
          }
        }
      }
    });

    it('never builds an Intl.NumberFormat for them, and still does for any other locale', () => {
      const original = Intl.NumberFormat;
      let built = 0;
      const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built += 1;
        return new original(...args);
      } as unknown as typeof Intl.NumberFormat;
      counting.supportedLocalesOf = (...args: Parameters<typeof original.supportedLocalesOf>) => {
        built += 1;
        return original.supportedLocalesOf(...args);
      };
      Intl.NumberFormat = counting;
      try {
        const english = moneyFormatFromSettings({ locale: 'en-GB', currencyCode: 'GBP', decimalPlaces: '2' });
        expect(formatMoney(1234.5, english)).toBe('£1,234.50');
        expect(built).toBe(0);
        const swiss = moneyFormatFromSettings({ locale: 'de-CH', currencyCode: 'CHF', decimalPlaces: '2' });
        expect(formatMoney(1234.5, swiss)).toBe(intlMoney(123_450, swiss));
        expect(built).toBeGreaterThan(0);
      } finally {
        Intl.NumberFormat = original;
      }
    });
  });
});
