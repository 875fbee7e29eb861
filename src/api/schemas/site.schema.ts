import * as z from 'zod/mini';
import { flagSchema, idSchema, looseMapSchema, optionalList, optionalLooseTextSchema, optionalTextSchema, positionSchema, tolerantArray, tolerantNullable, withDefault } from './common.schema';
import { noteDropped } from './tolerance-core';

/** A setting value as the storefront keeps it: the API sends booleans as the strings 'true' and 'false'. */
export type RawSettings = Record<string, string | number | boolean | null>;

/** The kinds of value the settings the storefront reads hold. */
export type SettingKind = 'text' | 'flag' | 'integer';

/**
 * The settings the storefront itself reads (README, "Settings the storefront reads"): flags, one whole number,
 * the rest text. Plugins' keys all start with `plugin_`; their switches end with `_enabled` and are flags.
 * A space-separated list rather than a table: it is part of the shopper's first download.
 */
export const readTextSettings =
  'storeName logo storeBgColor storeTextOnBgColor storeTextColor plugin_product_reviews_star_color store_type powered_by_zepio seo_meta_title seo_meta_description og_image locale currencyCode symbolPlacement'.split(' ');

export function settingKindOf(key: string): SettingKind | 'plugin' | null {
  if (key === 'globalStoreEnable' || /^plugin_.+_enabled$/.test(key)) return 'flag';
  if (key === 'decimalPlaces') return 'integer';
  if (readTextSettings.includes(key) || /^(seo_.+_(prefix|suffix)|favicon\d+)$/.test(key)) return 'text';
  return key.startsWith('plugin_') ? 'plugin' : null;
}

// JSON numbers are always finite, so a number needs no further check.
const isPrimitive = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number';

/** One setting as the storefront keeps it, or undefined when its value is of the wrong kind for its key. */
function readSetting(key: string, value: unknown): RawSettings[string] | undefined {
  const kind = settingKindOf(key);
  if (!isPrimitive(value)) return undefined;
  if (kind === 'flag') {
    if (value === null || value === '') return null;
    const flag = flagSchema.safeParse(value);
    // The spec's settings carry booleans as the strings 'true' and 'false': a flag is kept in that form.
    return flag.success ? String(flag.data) : undefined;
  }
  if (kind === 'text') return typeof value === 'boolean' ? undefined : value;
  if (kind === 'integer') return value === null || value === '' || (typeof value === 'number' ? Number.isInteger(value) : /^\s*\d+\s*$/.test(String(value))) ? value : undefined;
  return value;
}

/**
 * Settings are values of any JSON type. A key the storefront reads that holds the wrong kind of value is left
 * out (so its default applies) and reported like a dropped item; any other key that holds an object or a
 * list is ignored. PHP writes an empty settings map as `[]`.
 */
export const rawSettingsSchema = z.pipe(
  looseMapSchema,
  z.transform((raw) => {
    const settings: RawSettings = {};
    for (const [key, value] of Object.entries(raw)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      const read = readSetting(key, value);
      const kind = settingKindOf(key);
      if (read !== undefined) settings[key] = read;
      else if (kind !== null) noteDropped(raw, key, { kind: 'setting', expected: kind === 'plugin' ? 'value' : kind, input: value });
    }
    return settings;
  }),
);

const layoutItemTypeSchema = z.enum(['designElement', 'plugin']);

/**
 * One entry of the home layout. `data` and `settings` are validated by the block's own schema later, so an
 * item whose data is wrong or missing still reaches the layout engine (an error node: hidden from shoppers, labelled in
 * preview); an item that is not a layout item at all (`null`, `{}`, a string) is dropped here.
 */
export const layoutItemSchema = z.object({
  id: idSchema,
  code: optionalTextSchema,
  type: layoutItemTypeSchema,
  data: z.optional(z.unknown()),
  settings: z.optional(z.unknown()),
  position: positionSchema,
  uniqueId: optionalTextSchema,
});
export type LayoutItem = z.infer<typeof layoutItemSchema>;

export const branchSchema = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  address: optionalTextSchema,
  phone: optionalLooseTextSchema,
  is_open: flagSchema,
});
export type Branch = z.infer<typeof branchSchema>;

const siteBranchesSchema = z.object({
  branches: optionalList(branchSchema),
  selected_branch: tolerantNullable(branchSchema, 'selected_branch'),
});

const noBranches: z.output<typeof siteBranchesSchema> = { branches: [], selected_branch: null };

/** GET /api/get-data: the layout is the list this call exists for; settings and branches may be missing. */
export const siteDataSchema = z.object({
  layout: tolerantArray(layoutItemSchema),
  settings: withDefault(rawSettingsSchema, {}),
  // PHP writes a store without branches as `[]`; a branches part that is not an object reads as none, reported.
  branches: z.pipe(
    tolerantNullable(siteBranchesSchema, 'branches'),
    z.transform((branches) => branches ?? noBranches),
  ),
});
export type SiteData = z.infer<typeof siteDataSchema>;

export const cacheInfoKeys = ['cache-settings', 'cache-layouts', 'cache-branches', 'cache-products'] as const;
export type CacheInfoKey = (typeof cacheInfoKeys)[number];


const optionalCacheVersionSchema = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.null()])),
  z.transform((value) => (value === undefined || value === null ? null : String(value))),
);

/**
 * GET /api/cache-info: a version per cached resource. A version left out (or null) is unknown, and an unknown
 * version never drops a kept copy.
 */
export const cacheInfoSchema = z.object({
  'cache-settings': optionalCacheVersionSchema,
  'cache-layouts': optionalCacheVersionSchema,
  'cache-branches': optionalCacheVersionSchema,
  'cache-products': optionalCacheVersionSchema,
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;
