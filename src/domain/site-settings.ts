import type { RawSettings } from '@/api/schemas/site.schema';

/** A setting after reading: the API's 'true' / 'false' strings become booleans. */
export type SettingValue = string | number | boolean | null;
export type SiteSettings = Record<string, SettingValue>;

/** Reads the API's settings map once, at the boundary: the strings 'true' and 'false' become booleans. */
export function normalizeSettings(raw: RawSettings): SiteSettings {
  const settings: SiteSettings = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    settings[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return settings;
}

export function readString(settings: SiteSettings, key: string): string | null {
  const value = settings[key];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The store's three colours as its settings give them: what the page's palette is derived from (src/domain/palette.ts). */
export const storeColoursOf = (settings: SiteSettings) => ({
  bg: readString(settings, settingKeys.storeBgColor),
  onBg: readString(settings, settingKeys.storeTextOnBgColor),
  text: readString(settings, settingKeys.storeTextColor),
});

/**
 * Which colours a page's palette was derived from, kept on `<html data-palette>` by whoever drew it (the server, the
 * build's index.html for the stylesheet's own): the app derives it again only when the store's colours differ.
 */
export const paletteKey = ({ bg, onBg, text }: ReturnType<typeof storeColoursOf>): string =>
  [bg, onBg, text].map((colour) => colour?.trim().toLowerCase() ?? '').join(' ');

function readBoolean(settings: SiteSettings, key: string, fallback: boolean): boolean {
  const value = settings[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function readInteger(settings: SiteSettings, key: string, fallback: number): number {
  const value = settings[key];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 6 ? number : fallback;
}

/**
 * The store is open unless globalStoreEnable says otherwise. A missing flag means the merchant never
 * switched the store off (decisions/0004-site-boot-and-cache.md).
 */
export function isStoreEnabled(settings: SiteSettings): boolean {
  return readBoolean(settings, 'globalStoreEnable', true);
}

export const faviconSizes = [512, 192, 144, 128, 96, 48, 36, 32, 16] as const;

/** Every setting key the storefront reads, so the simulator seed and the README stay in step with the code. */
export const settingKeys = {
  storeName: 'storeName',
  logo: 'logo',
  storeBgColor: 'storeBgColor',
  storeTextOnBgColor: 'storeTextOnBgColor',
  storeTextColor: 'storeTextColor',
  reviewStarColor: 'plugin_product_reviews_star_color',
  globalStoreEnable: 'globalStoreEnable',
  storeType: 'store_type',
  poweredBy: 'powered_by_zepio',
  seoMetaTitle: 'seo_meta_title',
  seoMetaDescription: 'seo_meta_description',
  ogImage: 'og_image',
  locale: 'locale',
  currencyCode: 'currencyCode',
  decimalPlaces: 'decimalPlaces',
  symbolPlacement: 'symbolPlacement',
} as const;

export type PageKind = 'general' | 'product' | 'category' | 'page';

/**
 * SEO prefix and suffix keys per page kind. The spec names the fields but not their keys; these are ours
 * (decisions/0005-seo-setting-keys.md). The general kind has only a title prefix.
 */
export function seoAffixKeys(kind: PageKind) {
  if (kind === 'general') {
    return { titlePrefix: 'seo_general_title_prefix', titleSuffix: null, descriptionPrefix: null, descriptionSuffix: null };
  }
  return {
    titlePrefix: `seo_${kind}_title_prefix`,
    titleSuffix: `seo_${kind}_title_suffix`,
    descriptionPrefix: `seo_${kind}_description_prefix`,
    descriptionSuffix: `seo_${kind}_description_suffix`,
  };
}
