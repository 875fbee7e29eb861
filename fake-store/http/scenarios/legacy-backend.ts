import type { RequestHandler } from 'msw';
import { $ZodDefault, $ZodNullable, $ZodObject, $ZodOptional, $ZodPipe, $ZodUnion, safeParse, type $ZodType } from 'zod/v4/core';
import { callList } from '@/api/calls';
import type { ToleranceKind } from '@/api/schemas/common.schema';
import { tolerantPartOf } from '@/api/schemas/tolerance-words';
import { handlerPath, wireOverride } from './answer-overrides';

const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Counters of one answer's rewrite, so each answer comes out the same every time. */
interface LegacyRewrite {
  flags: number;
  brokenRows: number;
}

// The legacy backend's decimal strings ("12.00"), a wire format and not a text a shopper reads.
// eslint-disable-next-line no-restricted-syntax
const decimalString = (value: unknown) => (typeof value === 'number' ? (Number(value.toFixed(2)) === value ? value.toFixed(2) : String(value)) : value);
const numberString = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const emptyTextAsNull = (value: unknown) => (value === '' ? null : value);
const flagAsTinyint = (value: unknown, rewrite: LegacyRewrite) => (typeof value === 'boolean' ? (rewrite.flags++ % 3 === 2 ? (value ? '1' : '0') : value ? 1 : 0) : value);

/** The notes map is keyed by zod/mini's types; every zod/mini type is one of core's, which is what a walk meets. */
const noteOf = (schema: $ZodType): { kind: ToleranceKind; item?: $ZodType } | undefined => tolerantPartOf(schema);

/** A row as a real database hands one out now and then: a null from a left join, or a half-deleted record with only its id. */
function brokenRow(rewrite: LegacyRewrite): unknown {
  const count = rewrite.brokenRows++;
  return count % 2 === 0 ? null : { id: String(900_000 + count) };
}

/**
 * How a PHP/Laravel backend writes what a tolerant part of the contract (src/api/schemas/common.schema.ts) reads:
 * tinyint flags (every third as the string "1"/"0"), string ids, decimal strings, integer strings, null for empty
 * text, one broken row after the first of a list of rows, `[]` for an empty map. Keyed by the part's kind, so a new
 * field that uses one of them is rewritten without a change here.
 */
function legacyPart(kind: ToleranceKind, item: $ZodType | undefined, value: unknown, rewrite: LegacyRewrite): unknown {
  switch (kind) {
    case 'flag':
      return flagAsTinyint(value, rewrite);
    case 'id':
    case 'integer':
    case 'count':
    case 'positive-integer':
    case 'position':
      return numberString(value);
    case 'amount':
    case 'optional-amount':
      return decimalString(value);
    case 'optional-text':
    case 'optional-non-empty-text':
    case 'optional-loose-text':
      return emptyTextAsNull(value);
    case 'list':
    case 'optional-list': {
      if (!item || !Array.isArray(value)) return value;
      const items = value.map((entry) => legacyShape(item, entry, rewrite));
      return items.some(isJsonObject) ? [...items.slice(0, 1), brokenRow(rewrite), ...items.slice(1)] : items;
    }
    case 'record': {
      if (!item || !isJsonObject(value)) return value;
      const entries = Object.entries(value);
      return entries.length === 0 ? [] : Object.fromEntries(entries.map(([key, entry]) => [key, legacyShape(item, entry, rewrite)]));
    }
    case 'nullable-object':
      return item ? legacyShape(item, value, rewrite) : value;
    case 'loose-map':
      return isJsonObject(value) && Object.keys(value).length === 0 ? [] : value;
    default:
      return kind satisfies never;
  }
}

/**
 * `value` (an answer or a part of one, in its canonical wire form) as a legacy backend sends it, found by walking
 * `schema` alongside it. Lists of rows get one broken row after their first; an empty map goes out as PHP's `[]`.
 */
function legacyShape(schema: $ZodType, value: unknown, rewrite: LegacyRewrite): unknown {
  if (value === undefined || value === null) return value;
  const note = noteOf(schema);
  if (note) return legacyPart(note.kind, note.item, value, rewrite);
  if (schema instanceof $ZodPipe) return legacyShape(schema._zod.def.in, value, rewrite);
  if (schema instanceof $ZodDefault || schema instanceof $ZodOptional || schema instanceof $ZodNullable) return legacyShape(schema._zod.def.innerType, value, rewrite);
  if (schema instanceof $ZodUnion) {
    // The option the value is sent as (an id's number, not the null or 0 beside it).
    const option = schema._zod.def.options.find((candidate) => safeParse(candidate, value).success);
    return option ? legacyShape(option, value, rewrite) : value;
  }
  if (schema instanceof $ZodObject && isJsonObject(value)) {
    const shape = schema._zod.def.shape;
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => {
        const part = shape[key];
        return [key, part ? legacyShape(part, entry, rewrite) : entry];
      }),
    );
  }
  return value;
}

/** What legacy-backend puts in the layout besides its valid items, so tests can find them. */
export const legacyLayoutExtras = {
  /** A layout item without `data`: the API keeps it, the block's own schema does not (an error node, hidden from shoppers). */
  withoutData: { id: '9101', code: 'static_banner', type: 'designElement', settings: {}, position: '65', uniqueId: null },
} as const;

/** A numeric cache version as a number, the way a backend that counts versions in an integer column sends it. */
const numericVersion = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** Products as a real catalogue has some of them: no description, no alt text, stock as a tinyint. */
function legacyProducts(answer: unknown): unknown {
  if (!isJsonObject(answer) || !Array.isArray(answer.data)) return answer;
  let row = 0;
  const data = answer.data.map((product: unknown) => {
    if (!isJsonObject(product) || !('name' in product)) return product;
    const stock = product.in_stock === true || product.in_stock === 1 || product.in_stock === '1' ? 1 : 0;
    return row++ % 2 === 1 ? { ...product, in_stock: stock, description: null, image_alt: null } : { ...product, in_stock: stock };
  });
  return { ...answer, data };
}

/**
 * get-data as a merchant's real backend has been seen to send it: besides the generic rewrite, the layout holds a
 * null, an empty object, a string and an item without data between its valid items; settings hold JSON the
 * storefront does not read (an object, a list), empty text as null, and the logo as a media object it cannot use.
 */
function legacySiteData(answer: unknown): unknown {
  if (!isJsonObject(answer) || !Array.isArray(answer.layout) || !isJsonObject(answer.settings)) return answer;
  // The generic broken row goes: the layout gets the four kinds below instead.
  const valid = answer.layout.filter((item: unknown) => isJsonObject(item) && 'type' in item);
  const extras: unknown[] = [null, {}, 'banner_slider', legacyLayoutExtras.withoutData];
  const layout = valid.flatMap((item, index) => (index < extras.length ? [item, extras[index]] : [item]));
  const settings = Object.fromEntries(Object.entries(answer.settings).map(([key, value]) => [key, value === '' ? null : value]));
  return {
    ...answer,
    layout,
    settings: {
      ...settings,
      logo: { url: answer.settings.logo, width: 280, height: 80, mime_type: 'image/svg+xml' },
      social_links: { instagram: 'https://instagram.example.com/juniperkitchen', facebook: null },
      opening_hours: [
        { day: 'mon', open: '11:00', close: '22:00' },
        { day: 'sun', open: null, close: null },
      ],
    },
  };
}

/** The rewrites legacy-backend adds to the generic one, by call. */
const legacyExtras: Partial<Record<string, (answer: unknown) => unknown>> = {
  getSiteData: legacySiteData,
  getCacheInfo: (answer) => (isJsonObject(answer) ? Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, numericVersion(value)])) : answer),
  getProducts: legacyProducts,
  getCategoryProducts: legacyProducts,
  searchProducts: legacyProducts,
  getCartRecommendedProducts: legacyProducts,
};

/**
 * legacy-backend: every call of the contract (src/api/calls/) answered in a real PHP backend's shapes, from the
 * store's own answer rewritten generically (`legacyShape`), plus the get-data and product quirks above. Mutations
 * too, so the cart works. Everything in it is within what the tolerant reader accepts: shoppers see the store.
 */
export function legacyBackendHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return callList
    .filter((call) => call.answer.status !== 204)
    .map((call) =>
      wireOverride(
        call.method,
        handlerPath(call),
        (body) => {
          const legacy = legacyShape(call.answer.schema, body, { flags: 0, brokenRows: 0 });
          return legacyExtras[call.id]?.(legacy) ?? legacy;
        },
        base,
      ),
    );
}
