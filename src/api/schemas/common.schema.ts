// zod/mini keeps the shopper's first download small (about 5 KB against 23 KB for classic zod).
import * as z from 'zod/mini';
import { describeIssues, dropMark, dropRewind, jsonTypeOf, noteDropped } from './tolerance';

/*
 * The tolerant reader (decisions/0015-tolerant-api-boundary.md). A real backend (the spec's origin is a
 * PHP/Laravel-style API) sends 0/1 booleans, string ids, decimal strings, nulls for empty text and the odd
 * broken row. Every coercion the storefront accepts lives in this file, each with a table test, and every
 * list of every answer is read item by item with `tolerantArray`: one broken row is dropped and reported,
 * never the whole answer. The contract (`npm run contract`) reads `toleranceNotes` to say so.
 */

/** What the contract says a schema part tolerates beyond its canonical form. */
export interface ToleranceNote {
  /** The canonical JSON type a backend should send. */
  canonical: 'boolean' | 'integer' | 'number' | 'string' | 'id' | 'array' | 'object';
  /** In words, for the contract's `x-tolerated`. */
  tolerated: string;
  /** The item schema of a list or map, for the contract's `items` / `additionalProperties`. */
  item?: z.ZodMiniType;
}

/** The contract generator's view of the tolerant parts: which schema is which coercion. */
export const toleranceNotes = new WeakMap<z.ZodMiniType, ToleranceNote>();

function noted<Schema extends z.ZodMiniType>(schema: Schema, note: ToleranceNote): Schema {
  toleranceNotes.set(schema, note);
  return schema;
}

/** Booleans as `true`/`false`, `1`/`0`, `"1"`/`"0"` and `"true"`/`"false"`. */
export const flagSchema = noted(
  z.pipe(
    z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]),
    z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  { canonical: 'boolean', tolerated: 'true/false, 1/0, "1"/"0", "true"/"false"' },
);

/** The API sends ids as numbers or strings; the client compares them as strings. Both forms are canonical. */
export const idSchema = noted(z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.minLength(1))]), {
  canonical: 'id',
  tolerated: 'a number or a non-empty string',
});
export type Id = z.infer<typeof idSchema>;

const decimalPattern = /^\s*-?\d+(\.\d+)?\s*$/;

const amountInput = z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.regex(decimalPattern))]);

/** A decimal amount in major units as the API sends it (12.5 or "12.50"). */
export const amountSchema = noted(z.pipe(amountInput, z.transform(Number)), {
  canonical: 'number',
  tolerated: 'a number or a decimal string ("12.50")',
});

/** An amount that may be absent: `null`, `""` and a missing key all read as null. */
export const optionalAmountSchema = noted(
  z.pipe(
    z.optional(z.union([amountInput, z.null(), z.literal('')])),
    z.transform((value) => (value === undefined || value === null || value === '' ? null : Number(value))),
  ),
  { canonical: 'number', tolerated: 'a number, a decimal string, or null / "" / missing for none' },
);

const integerInput = z.pipe(z.union([z.int(), z.string().check(z.regex(/^\s*-?\d+\s*$/))]), z.transform(Number));

/** A whole number, also when sent as a string ("3"). */
export const integerSchema = noted(z.pipe(integerInput, z.int()), { canonical: 'integer', tolerated: 'an integer or an integer string ("3")' });
/** A whole number from 0 up, also when sent as a string. */
export const countSchema = noted(z.pipe(integerInput, z.int().check(z.nonnegative())), {
  canonical: 'integer',
  tolerated: 'an integer ≥ 0 or an integer string ("3")',
});
/** A whole number from 1 up, also when sent as a string. */
export const positiveIntegerSchema = noted(z.pipe(integerInput, z.int().check(z.positive())), {
  canonical: 'integer',
  tolerated: 'an integer ≥ 1 or an integer string ("3")',
});
/** A position in display order: any number, also as a string; missing or null sorts last. */
export const positionSchema = noted(
  z.pipe(
    z.optional(z.union([z.number().check(z.refine(Number.isFinite)), z.string().check(z.regex(decimalPattern)), z.null()])),
    z.transform((value) => (value === undefined || value === null ? Number.MAX_SAFE_INTEGER : Number(value))),
  ),
  { canonical: 'number', tolerated: 'a number or a numeric string; null or missing sorts last' },
);

/** Optional text: `null` and a missing key read as absent (null). */
export const optionalTextSchema = noted(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value ?? null),
  ),
  { canonical: 'string', tolerated: 'a string, or null / missing for none' },
);

/** Optional text where an empty string means none too (an image URL, an alt text). */
export const optionalNonEmptyTextSchema = noted(
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value)),
  ),
  { canonical: 'string', tolerated: 'a string, or null / "" / missing for none' },
);

/** Text a backend may send as a number (a phone number, a postcode): read as its digits. */
export const optionalLooseTextSchema = noted(
  z.pipe(
    z.optional(z.union([z.string(), z.number().check(z.refine(Number.isFinite)), z.null()])),
    z.transform((value) => (value === undefined || value === null ? null : String(value))),
  ),
  { canonical: 'string', tolerated: 'a string or a number, or null / missing for none' },
);

/*
 * The tolerant parts take their input as `z.unknown()` and check its shape themselves: `z.array` and `z.record`
 * hand on a copy, and a dropped part's path is found by the identity of the raw container it came from.
 */
const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object of any values. PHP's json_encode writes an empty one as `[]`, read here as `{}`. */
export const looseMapSchema = noted(
  z.pipe(
    z.unknown(),
    z.transform((value, context): Record<string, unknown> => {
      if (isJsonObject(value)) return value;
      if (Array.isArray(value) && value.length === 0) return {};
      context.issues.push({ code: 'invalid_type', expected: 'object', input: value, message: 'Invalid input' });
      return z.NEVER;
    }),
  ),
  { canonical: 'object', tolerated: 'an object of any JSON values; [] reads as {}' },
);

/** PHP's json_encode writes a list with gaps (after array_filter) as an object keyed "0", "2", ... */
function listFromIndexedObject(value: object): unknown[] | null {
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key) => /^(0|[1-9]\d*)$/.test(key))) return null;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => (value as Record<string, unknown>)[key]);
}

function readItems<Item extends z.ZodMiniType>(item: Item, list: readonly unknown[], container: object, keyOf: (index: number) => string | number) {
  const kept: z.output<Item>[] = [];
  list.forEach((raw, index) => {
    const mark = dropMark();
    const parsed = item.safeParse(raw);
    if (parsed.success) {
      kept.push(parsed.data);
      return;
    }
    dropRewind(mark);
    noteDropped(container, keyOf(index), `dropped: ${describeIssues(parsed.error.issues, raw)}`);
  });
  return kept;
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
        if (Array.isArray(value)) return readItems(item, value, value, (index) => index);
        const list = isJsonObject(value) ? listFromIndexedObject(value) : null;
        if (isJsonObject(value) && list) {
          const keys = Object.keys(value).sort((a, b) => Number(a) - Number(b));
          return readItems(item, list, value, (index) => keys[index]!);
        }
        context.issues.push({ code: 'invalid_type', expected: 'array', input: value, message: 'Invalid input' });
        return z.NEVER;
      }),
    ),
    { canonical: 'array', item, tolerated: 'each item is read on its own: an item that fails is dropped and reported; an object keyed "0", "1", ... reads as a list' },
  );
}

/** A list the answer may leave out: missing or null reads as an empty list. Items are read as `tolerantArray`'s. */
export function optionalList<Item extends z.ZodMiniType>(item: Item) {
  return noted(
    z.pipe(
      z.optional(z.nullable(tolerantArray(item))),
      z.transform((list) => list ?? []),
    ),
    { canonical: 'array', item, tolerated: 'as a list; null or missing reads as empty' },
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
        const entries: [string, unknown][] = Array.isArray(value) ? value.map((raw, index) => [String(index), raw]) : Object.entries(value);
        for (const [key, raw] of entries) {
          if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
          const mark = dropMark();
          const parsed = item.safeParse(raw);
          if (!parsed.success) {
            dropRewind(mark);
            noteDropped(value, key, `dropped: ${describeIssues(parsed.error.issues, raw)}`);
            continue;
          }
          map[Array.isArray(value) && keyOf ? keyOf(parsed.data) : key] = parsed.data;
        }
        return map;
      }),
    ),
    { canonical: 'object', item, tolerated: 'each entry is read on its own: one that fails is dropped and reported; [] reads as an empty map' },
  );
}

/**
 * An object the answer may leave out or get wrong (a selected branch, a cart's address): missing or null
 * reads as null, and one that fails its schema reads as null too and is reported.
 */
export function tolerantNullable<Inner extends z.ZodMiniType>(inner: Inner) {
  return noted(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((value): z.output<Inner> | null => {
        if (value === undefined || value === null) return null;
        const mark = dropMark();
        const parsed = inner.safeParse(value);
        if (parsed.success) return parsed.data;
        dropRewind(mark);
        if (typeof value === 'object') noteDropped(value, '', `read as none: ${describeIssues(parsed.error.issues, value)}`);
        else noteDropped({ value }, 'value', `read as none: expected an object, got ${jsonTypeOf(value)}`);
        return null;
      }),
    ),
    { canonical: 'object', item: inner, tolerated: 'null or missing for none; one that fails its schema reads as none and is reported' },
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
