import { readInteger, readString, type SiteSettings } from '@/domain/site-settings';

type SymbolPlacement = 'before' | 'after';

export interface MoneyFormat {
  locale: string;
  currency: string;
  decimalPlaces: number;
  symbolPlacement: SymbolPlacement;
}

export const defaultMoneyFormat: MoneyFormat = { locale: 'en-US', currency: 'USD', decimalPlaces: 2, symbolPlacement: 'before' };

const formatsBySettings = new WeakMap<SiteSettings, MoneyFormat>();

/**
 * The money settings of the store, with the spec's defaults (en-US, USD, 2 places, symbol before).
 * Checking a locale and a currency with Intl is slow, and every price on a page asks: one answer per
 * settings object.
 */
export function moneyFormatFromSettings(settings: SiteSettings): MoneyFormat {
  const known = formatsBySettings.get(settings);
  if (known) return known;
  const format = readMoneyFormat(settings);
  formatsBySettings.set(settings, format);
  return format;
}

/**
 * English locales that group digits by three with "," and mark decimals with ".", and the currencies whose narrow
 * symbol is the same in all of them: prices in these are written out here, without Intl. The first
 * Intl.NumberFormat a page builds loads ICU's locale data: measured at 20-27 ms on a desktop, so 80-100 ms on a
 * mid-range phone, in the middle of the render that shows the first prices. Any other locale or currency goes
 * through Intl. src/domain/money.test.ts checks every pairing here against Intl's own output.
 */
export const writtenOutLocales: ReadonlySet<string> = new Set(['en', 'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-NZ', 'en-IE']);
export const writtenOutSymbols: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', CAD: '$', AUD: '$', NZD: '$', JPY: '¥', INR: '₹' };

const writtenOut = (format: Pick<MoneyFormat, 'locale' | 'currency'>) => writtenOutLocales.has(format.locale) && Object.hasOwn(writtenOutSymbols, format.currency);

function readMoneyFormat(settings: SiteSettings): MoneyFormat {
  const placement = readString(settings, 'symbolPlacement')?.toLowerCase();
  const locale = readString(settings, 'locale') ?? defaultMoneyFormat.locale;
  const currency = readString(settings, 'currencyCode')?.toUpperCase() ?? defaultMoneyFormat.currency;
  const known = writtenOut({ locale, currency });
  return {
    locale: known || isSupportedLocale(locale) ? locale : defaultMoneyFormat.locale,
    currency: known || isSupportedCurrency(currency) ? currency : defaultMoneyFormat.currency,
    decimalPlaces: readInteger(settings, 'decimalPlaces', defaultMoneyFormat.decimalPlaces),
    symbolPlacement: placement === 'after' || placement === 'right' ? 'after' : 'before',
  };
}

function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

function isSupportedCurrency(currency: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return /^[A-Z]{3}$/.test(currency);
  } catch {
    return false;
  }
}

/** Converts a decimal amount to integer minor units, so sums never drift (0.1 + 0.2 stays 30 cents). */
export function toMinorUnits(amount: number, decimalPlaces: number): number {
  if (!Number.isFinite(amount)) return 0;
  // toFixed first: 1.005 * 100 is 100.49999..., but (1.005).toFixed(...) keeps the decimal the merchant typed.
  const scaled = Number(`${amount.toFixed(Math.min(decimalPlaces + 2, 20))}e${decimalPlaces}`);
  return Math.round(scaled);
}

const symbolCache = new Map<string, string>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build and every price on a page formats: one per locale and digits. */
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format;
}

function currencySymbol(locale: string, currency: string): string {
  const cacheKey = `${locale}|${currency}`;
  const cached = symbolCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
  symbolCache.set(cacheKey, symbol);
  return symbol;
}

/** `minorUnits` (not negative) as English digits: "1,234.50". Integer arithmetic, so nothing is rounded. */
function writeOutNumber(minorUnits: number, decimalPlaces: number, digits: number): string {
  const divisor = 10 ** decimalPlaces;
  const whole = Math.floor(minorUnits / divisor)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (digits === 0) return whole;
  return `${whole}.${(minorUnits % divisor).toString().padStart(decimalPlaces, '0')}`;
}

/**
 * The one money formatter of the app (spec section 5): the store's decimal places show only when the amount has a
 * fractional part ($12, $12.50); the symbol goes before or after the number per the store's symbolPlacement. Every
 * money text goes through it (or formatMinorUnits, the same rule for amounts already in minor units): a lint rule in
 * eslint.config.js refuses toFixed, Intl currency styles and symbols pasted before a number elsewhere.
 */
export function formatMoney(amount: number, format: MoneyFormat = defaultMoneyFormat): string {
  return formatMinorUnits(toMinorUnits(amount, format.decimalPlaces), format);
}

export function formatMinorUnits(minorUnits: number, format: MoneyFormat = defaultMoneyFormat): string {
  return writeMoney(minorUnits, format, minorUnits % 10 ** format.decimalPlaces !== 0);
}

/** The options panel's Total: always exactly two decimals, whatever the store's setting (the spec's one exception). */
export function formatMoneyFixed(amount: number, format: MoneyFormat = defaultMoneyFormat): string {
  return writeMoney(toMinorUnits(amount, 2), { ...format, decimalPlaces: 2 }, true);
}

/**
 * An amount as a form field's value: the number alone, no symbol and no grouping, with its decimals only when it has a
 * fraction ("12", "12.50"), so the field reads as the money texts around it and parses back with Number().
 */
export function moneyInputValue(amount: number, format: Pick<MoneyFormat, 'decimalPlaces'> = defaultMoneyFormat): string {
  const { decimalPlaces } = format;
  const minorUnits = Math.abs(toMinorUnits(amount, decimalPlaces));
  const divisor = 10 ** decimalPlaces;
  const whole = Math.floor(minorUnits / divisor).toString();
  const sign = amount < 0 && minorUnits !== 0 ? '-' : '';
  return minorUnits % divisor === 0 ? `${sign}${whole}` : `${sign}${whole}.${(minorUnits % divisor).toString().padStart(decimalPlaces, '0')}`;
}

function writeMoney(minorUnits: number, format: MoneyFormat, withDecimals: boolean): string {
  const { decimalPlaces } = format;
  const negative = minorUnits < 0;
  const absolute = Math.abs(minorUnits);
  const divisor = 10 ** decimalPlaces;
  const digits = withDecimals ? decimalPlaces : 0;
  // Integer arithmetic holds for the usual 0-4 places; beyond that, Intl.
  const known = writtenOut(format) && decimalPlaces >= 0 && decimalPlaces <= 4;
  const number = known ? writeOutNumber(absolute, decimalPlaces, digits) : numberFormat(format.locale, digits).format(absolute / divisor);
  const symbol = known ? (writtenOutSymbols[format.currency] ?? format.currency) : currencySymbol(format.locale, format.currency);
  const body = format.symbolPlacement === 'after' ? `${number} ${symbol}` : `${symbol}${number}`;
  return negative ? `-${body}` : body;
}
