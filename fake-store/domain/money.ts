import { formatMinorUnits, moneyFormatFromSettings, toMinorUnits as toMinorUnitsWithPlaces, type MoneyFormat } from '@/domain/money';
import { normalizeSettings } from '@/domain/site-settings';
import { getSettings } from './db';

/**
 * The simulated store's money: amounts are summed in integer cents and only turned back into the API's
 * decimal numbers at the edge. Conversions use the app's own money module, so server and client round alike.
 */

/** The seeded store has decimalPlaces '2': a minor unit is a cent. */
export const storeDecimalPlaces = 2;
const minorUnitsPerMajor = 10 ** storeDecimalPlaces;

/** Decimal major units (12.5) to integer cents (1250), without floating-point drift. */
export function toMinorUnits(amount: number): number {
  return toMinorUnitsWithPlaces(amount, storeDecimalPlaces);
}

/** Integer cents back to the decimal number the API answers with. */
export function fromMinorUnits(minorUnits: number): number {
  return minorUnits / minorUnitsPerMajor;
}

/** An amount in cents as the shopper reads it in messages, by the storefront's own rule: "$3.50", "$5". */
export function formatStoreMoney(minorUnits: number): string {
  return formatMinorUnits(minorUnits, storeMoneyFormat());
}

/** Reading the format checks locale and currency with Intl (slow): once per distinct settings text. */
let cachedFormat: { key: string; format: MoneyFormat } | null = null;

function storeMoneyFormat(): MoneyFormat {
  const settings = getSettings();
  const key = JSON.stringify([settings.locale, settings.currencyCode, settings.symbolPlacement]);
  if (cachedFormat?.key !== key) {
    cachedFormat = { key, format: { ...moneyFormatFromSettings(normalizeSettings(settings)), decimalPlaces: storeDecimalPlaces } };
  }
  return cachedFormat.format;
}
