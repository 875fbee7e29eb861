import * as z from 'zod/mini';
import type { JSONSchema } from 'zod/v4/core';
import { colorSchema } from '@/layout/block-field-schemas';

/**
 * The form is generated from zod's own JSON Schema (`toJSONSchema`, input side) rather than by walking zod's
 * internal `_zod.def` objects: JSON Schema is zod's documented, stable output, it already resolves what a
 * merchant types (the input of pipes and transforms, defaults, checks turned into min/max/maxItems), and it is
 * the same for zod/mini and classic schemas. What it cannot say (refinements, transforms' logic) is caught by
 * validation, whose issues the form shows beside each field.
 */

export type Schema = JSONSchema.JSONSchema;

/** A schema for every node of the form, or null when zod cannot describe it at all (the whole form is then raw JSON). */
const cache = new WeakMap<object, Schema | null>();

export function formSchemaOf(schema: z.ZodMiniType): Schema | null {
  const cached = cache.get(schema);
  if (cached !== undefined) return cached;
  let converted: Schema | null;
  try {
    converted = z.toJSONSchema(schema, {
      io: 'input',
      // A transform, custom check or other type with no JSON Schema becomes `{}`: the form shows raw JSON there.
      unrepresentable: 'any',
      // Shared parts (the image, the link) are inlined so each field stands alone; a recursive schema still gets $ref.
      reused: 'inline',
      cycles: 'ref',
    });
  } catch {
    converted = null;
  }
  cache.set(schema, converted);
  return converted;
}

/** The pattern of the storefront's colour schema, so any colour field gets a colour picker beside its text. */
const colorPattern = (() => {
  try {
    return z.toJSONSchema(colorSchema, { io: 'input' }).pattern ?? null;
  } catch {
    return null;
  }
})();

function isColorSchema(schema: Schema): boolean {
  return schema.type === 'string' && (schema.format === 'color' || (colorPattern !== null && schema.pattern === colorPattern));
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function asSchema(value: JSONSchema._JSONSchema | undefined): Schema | null {
  if (value === undefined) return null;
  if (value === true) return {};
  if (value === false) return null;
  return value;
}

export function propertiesOf(schema: Schema): [string, Schema][] {
  const result: [string, Schema][] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const resolved = asSchema(prop);
    if (resolved) result.push([key, resolved]);
  }
  return result;
}

function itemsOf(schema: Schema): Schema | null {
  if (Array.isArray(schema.items)) return null;
  return asSchema(schema.items);
}

/** Follows a local `$ref` (`#` or `#/$defs/name`), as zod writes for recursive schemas. */
export function resolveRef(schema: Schema, root: Schema): Schema | null {
  const ref = schema.$ref;
  if (ref === undefined) return schema;
  if (ref === '#') return root;
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  if (!match) return null;
  const defs = root[match[1] as '$defs'];
  if (!isRecord(defs)) return null;
  const target = defs[decodeURIComponent(match[2] ?? '')];
  return isRecord(target) ? (target as Schema) : null;
}

export type Primitive = 'string' | 'number' | 'integer' | 'boolean';
const primitives: readonly string[] = ['string', 'number', 'integer', 'boolean'];

/** What a schema node becomes in the form. */
export type FieldKind =
  | { kind: 'nullable'; inner: Schema }
  | { kind: 'const'; value: string | number | boolean | null }
  | { kind: 'enum'; options: (string | number | boolean | null)[] }
  | { kind: 'discriminated'; key: string; variants: { tag: string | number | boolean; schema: Schema }[] }
  | { kind: 'object-union'; variants: Schema[] }
  | { kind: 'primitive-union'; types: Primitive[] }
  | { kind: 'string'; color: boolean }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'object' }
  | { kind: 'array'; items: Schema }
  | { kind: 'raw'; reason: string };

function unionMembers(schema: Schema): Schema[] | null {
  return schema.anyOf ?? schema.oneOf ?? null;
}

function isNullSchema(schema: Schema): boolean {
  return schema.type === 'null' || (schema.const === null && schema.type === undefined);
}

function primitiveTypeOf(schema: Schema): Primitive | null {
  if (typeof schema.type === 'string' && primitives.includes(schema.type) && schema.enum === undefined && schema.const === undefined) return schema.type as Primitive;
  return null;
}

function discriminatorOf(variants: Schema[]): FieldKind | null {
  const first = variants[0];
  if (!first) return null;
  for (const [key] of propertiesOf(first)) {
    const tags: (string | number | boolean)[] = [];
    for (const variant of variants) {
      const prop = asSchema(variant.properties?.[key]);
      const tag = prop?.const;
      if (tag === undefined || tag === null || !(variant.required ?? []).includes(key)) break;
      tags.push(tag);
    }
    if (tags.length === variants.length && new Set(tags).size === tags.length) {
      return { kind: 'discriminated', key, variants: variants.map((schema, index) => ({ tag: tags[index] as string | number | boolean, schema })) };
    }
  }
  return null;
}

export function classify(schema: Schema): FieldKind {
  const members = unionMembers(schema);
  if (members) {
    const nonNull = members.filter((member) => !isNullSchema(member));
    if (nonNull.length < members.length) {
      if (nonNull.length === 0) return { kind: 'const', value: null };
      const inner: Schema = nonNull.length === 1 ? (nonNull[0] as Schema) : { anyOf: nonNull };
      return { kind: 'nullable', inner };
    }
    if (members.every((member) => member.type === 'object')) {
      return discriminatorOf(members) ?? { kind: 'object-union', variants: members };
    }
    const types = members.map(primitiveTypeOf);
    if (types.every((type): type is Primitive => type !== null)) return { kind: 'primitive-union', types: [...new Set(types)] };
    const literals = members.map((member) => member.const);
    if (literals.every((literal) => literal !== undefined)) return { kind: 'enum', options: literals as (string | number | boolean | null)[] };
    return { kind: 'raw', reason: 'a union of different kinds of values' };
  }
  if (schema.allOf) {
    if (schema.allOf.length === 1 && schema.allOf[0]) return classify(schema.allOf[0]);
    return { kind: 'raw', reason: 'an intersection of schemas' };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type;
    if (types.includes('null')) {
      const rest = types.filter((type) => type !== 'null');
      if (rest.length === 0) return { kind: 'const', value: null };
      return { kind: 'nullable', inner: { ...schema, type: rest.length === 1 ? rest[0] : rest } };
    }
    if (types.every((type): type is Primitive => primitives.includes(type))) return { kind: 'primitive-union', types };
    return { kind: 'raw', reason: 'a value of several types' };
  }
  if (schema.const !== undefined) return { kind: 'const', value: schema.const };
  if (schema.enum) return { kind: 'enum', options: schema.enum };
  switch (schema.type) {
    case 'string':
      return { kind: 'string', color: isColorSchema(schema) };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: schema.type === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'null':
      return { kind: 'const', value: null };
    case 'object':
      if (schema.properties) return { kind: 'object' };
      return { kind: 'raw', reason: 'a map of keys the schema does not list' };
    case 'array': {
      const items = itemsOf(schema);
      if (items && !schema.prefixItems) return { kind: 'array', items };
      return { kind: 'raw', reason: 'a fixed-length list' };
    }
    default:
      return { kind: 'raw', reason: 'a value the form cannot describe' };
  }
}

/** Whether a value already has the shape a field of this kind edits (else that field shows raw JSON). */
export function fitsKind(kind: FieldKind, value: unknown): boolean {
  if (value === undefined) return true;
  switch (kind.kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
    case 'discriminated':
    case 'object-union':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'primitive-union':
      return ['string', 'number', 'boolean'].includes(typeof value);
    case 'enum':
    case 'const':
      return value === null || ['string', 'number', 'boolean'].includes(typeof value);
    default:
      return true;
  }
}

/** A fresh value for a field: its default, else the smallest thing of the right shape (new array items, union variants). */
export function blankValue(schema: Schema, root: Schema, depth = 0): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  const resolved = resolveRef(schema, root);
  if (!resolved || depth > 8) return null;
  const kind = classify(resolved);
  switch (kind.kind) {
    case 'nullable':
      return null;
    case 'const':
      return kind.value;
    case 'enum':
      return kind.options[0] ?? null;
    case 'discriminated': {
      const first = kind.variants[0];
      return first ? blankValue(first.schema, root, depth + 1) : {};
    }
    case 'object-union':
      return kind.variants[0] ? blankValue(kind.variants[0], root, depth + 1) : {};
    case 'primitive-union':
      return kind.types.includes('string') ? '' : 0;
    case 'string':
      return kind.color ? '#000000' : '';
    case 'number': {
      const min = typeof resolved.minimum === 'number' ? resolved.minimum : typeof resolved.exclusiveMinimum === 'number' ? resolved.exclusiveMinimum + 1 : 0;
      const max = typeof resolved.maximum === 'number' ? resolved.maximum : Number.POSITIVE_INFINITY;
      return Math.min(kind.integer ? Math.ceil(min) : min, max);
    }
    case 'boolean':
      return false;
    case 'object': {
      const required = resolved.required ?? [];
      const result: Record<string, unknown> = {};
      for (const [key, prop] of propertiesOf(resolved)) {
        // Required fields and fields with a default: zod would fill the latter anyway, so the JSON shows them.
        if (required.includes(key) || prop.default !== undefined) result[key] = blankValue(prop, root, depth + 1);
      }
      return result;
    }
    case 'array': {
      const count = resolved.minItems ?? 0;
      return Array.from({ length: count }, () => blankValue(kind.items, root, depth + 1));
    }
    default:
      return null;
  }
}

/** "interval_seconds" → "Interval seconds", "measurementId" → "Measurement id". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return name;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Slides" → "Slide", for the label of one array item. */
export function singular(label: string): string {
  if (/ies$/i.test(label)) return label.slice(0, -3) + 'y';
  if (/(ss|us|is)$/i.test(label)) return label;
  if (/s$/i.test(label)) return label.slice(0, -1);
  return label;
}

/** A DOM id part for a value path (`slides.0.image`), safe for ids and CSS selectors. */
function pathToId(path: string): string {
  if (path === '') return 'root';
  return path.replace(/[^A-Za-z0-9_-]/g, (char) => (char === '.' ? '__' : `_${char.charCodeAt(0).toString(16)}`));
}

/** The id of the control of `path` (or the group holding it) in the form with `idPrefix`: what the report focuses. */
export const fieldId = (idPrefix: string, path: string) => `${idPrefix}-${pathToId(path)}`;

export const joinPath = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

export interface FormIssue {
  path: string;
  message: string;
}

/**
 * The issues a node shows: its own, and those under it that no child of it shows (`children` is what it renders,
 * or null for a leaf, which shows everything under it).
 */
export function issuesFor(issues: readonly FormIssue[], path: string, children: ReadonlySet<string> | null): FormIssue[] {
  return issues.filter((issue) => {
    if (issue.path === path) return true;
    const prefix = path === '' ? '' : `${path}.`;
    if (!issue.path.startsWith(prefix)) return false;
    if (children === null) return true;
    const next = issue.path.slice(prefix.length).split('.')[0] ?? '';
    return !children.has(next);
  });
}
