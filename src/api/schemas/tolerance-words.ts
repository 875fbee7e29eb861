import type * as z from 'zod/mini';
import * as common from './common.schema';
import type { ToleranceKind } from './common.schema';
import { readTextSettings, settingKindOf, type SettingKind } from './site.schema';

/** What the contract says a tolerant schema part accepts: the canonical JSON type, and the rest in words. */
interface ToleranceNote {
  /** The canonical JSON type a backend should send. */
  canonical: 'boolean' | 'integer' | 'number' | 'string' | 'id' | 'array' | 'object';
  /** In words, for the contract's `x-tolerated`. */
  tolerated: string;
}

/** Tools only (the contract, the backend checker): the shopper's download carries the kinds, not these words. */
export const toleranceWords: Record<ToleranceKind, ToleranceNote> = {
  flag: { canonical: 'boolean', tolerated: 'true/false, 1/0, "1"/"0", "true"/"false"' },
  id: { canonical: 'id', tolerated: 'a number or a non-empty string' },
  amount: { canonical: 'number', tolerated: 'a number or a decimal string ("12.50")' },
  'optional-amount': { canonical: 'number', tolerated: 'a number, a decimal string, or null / "" / missing for none' },
  integer: { canonical: 'integer', tolerated: 'an integer or an integer string ("3")' },
  count: { canonical: 'integer', tolerated: 'an integer ≥ 0 or an integer string ("3")' },
  'positive-integer': { canonical: 'integer', tolerated: 'an integer ≥ 1 or an integer string ("3")' },
  position: { canonical: 'number', tolerated: 'a number or a numeric string; null or missing sorts last' },
  'optional-text': { canonical: 'string', tolerated: 'a string, or null / missing for none' },
  'optional-non-empty-text': { canonical: 'string', tolerated: 'a string, or null / "" / missing for none' },
  'optional-loose-text': { canonical: 'string', tolerated: 'a string or a number, or null / missing for none' },
  'loose-map': { canonical: 'object', tolerated: 'an object of any JSON values; [] reads as {}' },
  list: {
    canonical: 'array',
    tolerated: 'each item is read on its own: an item that fails is dropped and reported; an object keyed "0", "1", ... reads as a list',
  },
  'optional-list': { canonical: 'array', tolerated: 'as a list, each item read on its own; null or missing reads as empty' },
  record: { canonical: 'object', tolerated: 'each entry is read on its own: one that fails is dropped and reported; [] reads as an empty map' },
  'nullable-object': { canonical: 'object', tolerated: 'null or missing for none; one that fails its schema reads as none and is reported' },
};

/** The named coercions of common.schema.ts, told apart by identity (the helpers' lists and maps note themselves). */
const namedCoercions = new WeakMap<z.ZodMiniType, ToleranceKind>([
  [common.flagSchema, 'flag'],
  [common.idSchema, 'id'],
  [common.amountSchema, 'amount'],
  [common.optionalAmountSchema, 'optional-amount'],
  [common.integerSchema, 'integer'],
  [common.countSchema, 'count'],
  [common.positiveIntegerSchema, 'positive-integer'],
  [common.positionSchema, 'position'],
  [common.optionalTextSchema, 'optional-text'],
  [common.optionalNonEmptyTextSchema, 'optional-non-empty-text'],
  [common.optionalLooseTextSchema, 'optional-loose-text'],
  [common.looseMapSchema, 'loose-map'],
]);

/** Which tolerant part of common.schema.ts a schema is, if any, with a list's or map's item. */
export function tolerantPartOf(schema: object): { kind: ToleranceKind; item?: z.ZodMiniType } | undefined {
  const named = namedCoercions.get(schema as z.ZodMiniType);
  return named ? { kind: named } : common.toleranceNotes.get(schema as z.ZodMiniType);
}

/** The storefront's own settings by kind (README, "Settings the storefront reads"), for the contract. */
export const readSettingKinds: Readonly<Record<string, SettingKind>> = Object.fromEntries(
  ['globalStoreEnable', 'decimalPlaces', ...readTextSettings].map((key) => [key, settingKindOf(key) as SettingKind]),
);
