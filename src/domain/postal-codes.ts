/*
 * Postal codes by country: the format a code must have before the storefront asks check-pincode about it, the words
 * the address form shows for it, and the store's country (ADR 0022). Pure; the simulator checks payloads with it too.
 */

/** What the address form says about a country's postal code, and how it reads one. */
interface PostalRule {
  /** The field's label: "PIN code", "ZIP code". */
  label: string;
  /** Shown before typing (ADR 0018): the rule the value must follow. */
  hint: string;
  /** Shown when a code does not follow it. */
  invalid: string;
  /** How the on-screen keyboard should look: digits only where the format is only digits. */
  inputMode: 'numeric' | 'text';
  /** The longest code a shopper types, separators included. */
  maxLength: number;
  /** The code in its canonical form (spaces and stray separators gone), or null when it cannot be one. */
  read: (text: string) => string | null;
}

const digitsAndSeparators = (text: string) => text.replace(/[\s-]/g, '');

/** India's PIN: six digits, the first 1-9 (India Post); "560 001" is typed as often as "560001". */
const indiaPin: PostalRule = {
  label: 'PIN code',
  hint: '6 digits, for example 560001.',
  invalid: 'Enter a 6-digit PIN code that does not start with 0.',
  inputMode: 'numeric',
  maxLength: 7,
  read: (text) => {
    const code = digitsAndSeparators(text);
    return /^[1-9]\d{5}$/.test(code) ? code : null;
  },
};

/** The US ZIP: five digits, optionally ZIP+4 ("62701-1234"; nine digits in a row read the same). */
const usZip: PostalRule = {
  label: 'ZIP code',
  hint: '5 digits, or ZIP+4 such as 62701-1234.',
  invalid: 'Enter a 5-digit ZIP code, or ZIP+4 such as 62701-1234.',
  inputMode: 'numeric',
  maxLength: 10,
  read: (text) => {
    const code = digitsAndSeparators(text);
    if (/^\d{5}$/.test(code)) return code;
    if (/^\d{9}$/.test(code)) return `${code.slice(0, 5)}-${code.slice(5)}`;
    return null;
  },
};

/** Any other country: letters, digits, spaces and hyphens, 3 to 10 of them (UK, Canada, the Netherlands ...). */
const anyPostalCode: PostalRule = {
  label: 'Postal code',
  hint: 'As it is written on letters to this address.',
  invalid: 'Enter the postal code: 3 to 10 letters or digits.',
  inputMode: 'text',
  maxLength: 10,
  read: (text) => {
    const code = text.trim().replace(/\s+/g, ' ').toUpperCase();
    return /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(code) ? code : null;
  },
};

const rules: Readonly<Record<string, PostalRule>> = { IN: indiaPin, US: usZip };

/** The rule for a country (ISO 3166-1 alpha-2, any case). */
export function postalRuleFor(country: string): PostalRule {
  return rules[country.trim().toUpperCase()] ?? anyPostalCode;
}

/** The code in its canonical form for `country`, or null when it does not follow the country's format. */
export function readPostalCode(country: string, text: string): string | null {
  return postalRuleFor(country).read(text);
}

/** The country the seeded store and the spec's defaults (en-US, USD) are in. */
export const DEFAULT_STORE_COUNTRY = 'US';

/** Currencies used by one country only, for a store whose locale names no region ("en"). */
const currencyCountries: Readonly<Record<string, string>> = { INR: 'IN', USD: 'US', GBP: 'GB', CAD: 'CA', AUD: 'AU', NZD: 'NZ', SGD: 'SG', AED: 'AE', ZAR: 'ZA', JPY: 'JP' };

/**
 * The store's country: no setting names it (spec section 3), so it is the region of the store's `locale` ("en-IN" →
 * IN), else the country of its `currencyCode` (INR → IN), else the spec's default locale's (US). A branch delivers
 * within its own country, so this is the country of every address the form takes (ADR 0022).
 */
export function storeCountryOf(locale: string | null, currencyCode: string | null): string {
  // language[-Script]-REGION: "en-IN", "hi_IN", "zh-Hant-TW"; a bare language ("en") names no country.
  const region = locale ? /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})(?:[-_]|$)/i.exec(locale.trim())?.[1] : undefined;
  if (region) return region.toUpperCase();
  const byCurrency = currencyCode ? currencyCountries[currencyCode.trim().toUpperCase()] : undefined;
  return byCurrency ?? DEFAULT_STORE_COUNTRY;
}

/** The country's name in the shopper's language ("United States"), or its code when the browser cannot name it. */
export function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
