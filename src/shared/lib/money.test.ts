import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney, formatMoneyFixed, moneyFormatFromSettings, toMinorUnits } from './money';

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
});
