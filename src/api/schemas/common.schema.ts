// zod/mini keeps the shopper's first download small (about 5 KB against 23 KB for classic zod).
// Its z.number() refuses NaN and ±Infinity already (and JSON cannot carry them), so no finiteness check follows it.
import * as z from 'zod/mini';
import { dropMark, dropRewind, noteDropped, noteDroppedValue } from './tolerance-core';

/*
 * The tolerant reader (decisions/0015-tolerant-api-boundary.md). A real backend (the spec's origin is a
 * PHP/Laravel-style API) sends 0/1 booleans, string ids, decimal strings, nulls for empty text and the odd
 * broken row. Every coercion the storefront accepts lives in this file, each with a table test, and every
 * list of every answer is read item by item with `tolerantArray`: one broken row is dropped and reported,
 * never the whole answer. The contract (`npm run contract`) says so (tolerance-words.ts names each part).
 */

/**
 * Which coercion a schema part is, for the contract (`npm run contract`). The named coercions below are told
 * apart by identity in tolerance-words.ts, with the words for each kind: neither is in the shopper's download.
 */
export type ToleranceKind =
  | 'flag'
  | 'id'
  | 'amount'
  | 'optional-amount'
  | 'integer'
  | 'count'
  | 'positive-integer'
  | 'position'
  | 'optional-text'
  | 'optional-non-empty-text'
  | 'optional-loose-text'
  | 'loose-map'
  | 'list'
  | 'optional-list'
  | 'record'
  | 'nullable-object';

/** The list, map and optional-object parts the helpers below make, with their item (`tolerantPartOf` reads it). */
export const toleranceNotes = new WeakMap<z.ZodMiniType, { kind: ToleranceKind; item?: z.ZodMiniType }>();

function noted<Schema extends z.ZodMiniType>(schema: Schema, kind: ToleranceKind, item?: z.ZodMiniType): Schema {
  toleranceNotes.set(schema, { kind, item });
  return schema;
}

const flagForms = [true, false, 1, 0, '1', '0', 'true', 'false'] as const;

/** Booleans as `true`/`false`, `1`/`0`, `"1"`/`"0"` and `"true"`/`"false"`. */
export const flagSchema = z.pipe(
    // One union and a check rather than z.literal: each zod class costs the shopper's first download.
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((value, context) => {
      const form = flagForms.indexOf(value as (typeof flagForms)[number]);
      if (form >= 0) return form % 2 === 0;
      context.issues.push({ code: 'invalid_value', values: [...flagForms], input: value, message: 'Invalid input' });
      return z.NEVER;
    }),
  );

/** The API sends ids as numbers or strings; the client compares them as strings. Both forms are canonical. */
export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);
export type Id = z.infer<typeof idSchema>;

const decimalPattern = /^\s*-?\d+(\.\d+)?\s*$/;

const decimalString = z.string().check(z.regex(decimalPattern));
const amountInput = z.union([z.number(), decimalString]);

/** A decimal amount in major units as the API sends it (12.5 or "12.50"). */
export const amountSchema = z.pipe(amountInput, z.transform(Number));

/** An amount that may be absent: `null`, `""` and a missing key all read as null. */
export const optionalAmountSchema = z.pipe(
    // Flat, null first: a union nested in a union that fails whole costs zod the wording of its issues.
    z.optional(z.union([z.null(), z.number(), decimalString, z.enum([''])])),
    z.transform((value) => (value === undefined || value === null || value === '' ? null : Number(value))),
  );

const integerInput = z.pipe(z.union([z.int(), z.string().check(z.regex(/^\s*-?\d+\s*$/))]), z.transform(Number));

/** A whole number, also when sent as a string ("3"). */
export const integerSchema = z.pipe(integerInput, z.int());
/** A whole number from 0 up, also when sent as a string. */
export const countSchema = z.pipe(integerInput, z.int().check(z.nonnegative()));
/** A whole number from 1 up, also when sent as a string. */
export const positiveIntegerSchema = z.pipe(integerInput, z.int().check(z.positive()));
/** A position in display order: any number, also as a string; missing or null sorts last. */
export const positionSchema = z.pipe(
    z.optional(z.union([z.number(), z.string().check(z.regex(decimalPattern)), z.null()])),
    z.transform((value) => (value === undefined || value === null ? Number.MAX_SAFE_INTEGER : Number(value))),
  );

/** Optional text: `null` and a missing key read as absent (null). */
export const optionalTextSchema = z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value ?? null),
  );

/** Optional text where an empty string means none too (an image URL, an alt text). */
export const optionalNonEmptyTextSchema = z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value)),
  );

/** `schema`, or `fallback` when the key is missing or null. */
export function withDefault<Schema extends z.ZodMiniType>(schema: Schema, fallback: z.output<Schema>) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value): z.output<Schema> => (value === undefined || value === null ? fallback : value)),
  );
}

/** Text a backend may send as a number (a phone number, a postcode): read as its digits. */
export const optionalLooseTextSchema = z.pipe(
    z.optional(z.union([z.string(), z.number(), z.null()])),
    z.transform((value) => (value === undefined || value === null ? null : String(value))),
  );

/*
 * The tolerant parts take their input as `z.unknown()` and check its shape themselves: `z.array` and `z.record`
 * hand on a copy, and a dropped part's path is found by the identity of the raw container it came from.
 */
const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object of any values. PHP's json_encode writes an empty one as `[]`, read here as `{}`. */
export const looseMapSchema = z.pipe(
    z.unknown(),
    z.transform((value, context): Record<string, unknown> => {
      if (isJsonObject(value)) return value;
      if (Array.isArray(value) && value.length === 0) return {};
      context.issues.push({ code: 'invalid_type', expected: 'object', input: value, message: 'Invalid input' });
      return z.NEVER;
    }),
  );

/**
 * PHP's json_encode writes a list with gaps (after array_filter) as an object keyed "0", "2", ...: such an object
 * is read as its entries in key order (JavaScript keeps integer keys in ascending order).
 */
const isIndexedObject = (value: unknown): value is Record<string, unknown> =>
  isJsonObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => /^(0|[1-9]\d*)$/.test(key));

/** Reads each entry of a list or map with `item`, leaving out (and noting) each that fails. */
function readEntries<Item extends z.ZodMiniType>(item: Item, container: object, onKept: (key: string | number, value: z.output<Item>) => void) {
  const read = (key: string | number, raw: unknown) => {
    const mark = dropMark();
    const parsed = item.safeParse(raw);
    if (parsed.success) return onKept(key, parsed.data);
    dropRewind(mark);
    noteDropped(container, key, { kind: 'item', issues: parsed.error.issues, input: raw });
  };
  // Lists are the hot path (a products page holds thousands of entries): an index loop, no [key, value] pairs.
  if (Array.isArray(container)) for (let index = 0; index < container.length; index += 1) read(index, container[index]);
  else for (const key of Object.keys(container)) if (key !== '__proto__') read(key, (container as Record<string, unknown>)[key]);
}

/**
 * A list read item by item: an item that fails `item` is dropped and reported (call, path, why), the rest
 * are kept. The value itself must be a list (or PHP's object keyed "0", "1", ...): a list the call exists
 * for that is not there leaves the answer unusable. Every list schema of every answer uses this.
 */
export function tolerantArray<Item extends z.ZodMiniType>(item: Item) {
  return noted(
    z.pipe(
      z.unknown(),
      z.transform((value, context) => {
        if (!Array.isArray(value) && !isIndexedObject(value)) {
          context.issues.push({ code: 'invalid_type', expected: 'array', input: value, message: 'Invalid input' });
          return z.NEVER;
        }
        const kept: z.output<Item>[] = [];
        readEntries(item, value, (_key, read) => kept.push(read));
        return kept;
      }),
    ),
    'list',
    item,
  );
}

/** A list the answer may leave out: missing or null reads as an empty list. Items are read as `tolerantArray`'s. */
export function optionalList<Item extends z.ZodMiniType>(item: Item) {
  return noted(
    z.pipe(
      z.optional(z.nullable(tolerantArray(item))),
      z.transform((list) => list ?? []),
    ),
    'optional-list', item,
  );
}

/**
 * A map keyed by id, read entry by entry like `tolerantArray`. PHP writes an empty map as `[]`, and a map
 * with keys 0..n as a list: a list is read as a map keyed by `keyOf(item)` (or the index).
 */
export function tolerantRecord<Item extends z.ZodMiniType>(item: Item, keyOf?: (item: z.output<Item>) => string) {
  return noted(
    z.pipe(
      z.unknown(),
      z.transform((value, context) => {
        if (!isJsonObject(value) && !Array.isArray(value)) {
          context.issues.push({ code: 'invalid_type', expected: 'object', input: value, message: 'Invalid input' });
          return z.NEVER;
        }
        const map: Record<string, z.output<Item>> = {};
        readEntries(item, value, (key, read) => {
          map[Array.isArray(value) && keyOf ? keyOf(read) : String(key)] = read;
        });
        return map;
      }),
    ),
    'record',
    item,
  );
}

/**
 * An object the answer may leave out or get wrong (a selected branch, a cart's address): missing, null and PHP's
 * empty `[]` read as null, and one that fails its schema reads as null too and is reported. `field` is the key
 * it is sent under: a value that is not an object is found by it in the report.
 */
export function tolerantNullable<Inner extends z.ZodMiniType>(inner: Inner, field: string) {
  return noted(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((value): z.output<Inner> | null => {
        if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return null;
        const mark = dropMark();
        const parsed = inner.safeParse(value);
        if (parsed.success) return parsed.data;
        dropRewind(mark);
        if (typeof value === 'object') noteDropped(value, '', { kind: 'none', issues: parsed.error.issues, input: value });
        else noteDroppedValue(field, value, { kind: 'none', issues: [], input: value });
        return null;
      }),
    ),
    'nullable-object',
    inner,
  );
}

/**
 * A list in what the storefront sends (a request payload): strict, because the simulator checks requests with
 * it. Answers use `tolerantArray`; lint keeps `z.array` out of the schema files so no answer can forget it.
 */
export function requestList<Item extends z.ZodMiniType>(item: Item) {
  return z.array(item);
}

/** The error body the API sends with 4xx answers. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
