import { beforeEach, describe, expect, it } from 'vitest';
import { updateSettings } from './db';
import { formatStoreMoney, fromMinorUnits, toMinorUnits } from './money';
import { seedDatabase } from './seed';

beforeEach(() => seedDatabase());

describe('minor units', () => {
  it.each([
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [12, 1200],
  ])('%s is %s cents', (amount, cents) => {
    expect(toMinorUnits(amount)).toBe(cents);
  });

  it('converts cents back to major units', () => {
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(toMinorUnits(0.1) + toMinorUnits(0.2))).toBe(0.3);
  });
});

describe('formatStoreMoney', () => {
  it('writes amounts in the store’s currency by the storefront’s rule, cents only when there are some', () => {
    expect(formatStoreMoney(350)).toBe('$3.50');
    expect(formatStoreMoney(500)).toBe('$5');
    expect(formatStoreMoney(12903)).toBe('$129.03');
  });

  it('follows the store’s currency settings when they change', () => {
    updateSettings({ currencyCode: 'EUR', locale: 'de-DE', symbolPlacement: 'after' });
    expect(formatStoreMoney(350)).toBe('3,50 €');
  });
});
