import type { $ZodIssue } from 'zod/v4/core';
import { collectDrops, type DropReason, type RawDrop } from './tolerance-core';

/*
 * The words of the tolerant reader: why each part was left out, for the console, the merchant preview, the
 * studio and the backend checker. The shopper's start-up reads answers with tolerance-core.ts alone and loads
 * this module only when a part was left out (src/models/tolerance), so the words cost the first download nothing.
 */

/**
 * What the tolerant reader left out of an answer: a list item that failed its schema, or a setting the
 * storefront reads that held the wrong type. `path` is dotted from the answer's root (`layout.3`,
 * `data.12.attributes.0`, `settings.logo`); `message` says why.
 */
export interface DroppedPart {
  path: string;
  message: string;
}

const settingExpectations = { flag: 'true or false', integer: 'a whole number', text: 'text', value: 'text, a number, true or false' } as const;

/** Why a part was left out, in words. */
export function describeDropReason(reason: DropReason): string {
  switch (reason.kind) {
    case 'item':
      return `dropped: ${describeIssues(reason.issues, reason.input)}`;
    case 'none':
      return reason.issues.length > 0 ? `read as none: ${describeIssues(reason.issues, reason.input)}` : `read as none: expected an object, got ${jsonTypeOf(reason.input)}`;
    case 'setting':
      return `ignored, the default applies: expected ${settingExpectations[reason.expected]}, got ${jsonTypeOf(reason.input)}`;
    default:
      return reason satisfies never;
  }
}

/** The parts left out of one answer, in words, each (path, why) once. */
export function describeDrops(drops: readonly RawDrop[]): DroppedPart[] {
  const seen = new Set<string>();
  const described: DroppedPart[] = [];
  for (const drop of drops) {
    const part = { path: drop.path, message: describeDropReason(drop.reason) };
    const key = `${part.path}\n${part.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    described.push(part);
  }
  return described;
}

/** Parses `root` with `parse` and returns what it gave, with every part the tolerant schemas left out, in words. */
export function readTolerantly<T>(root: unknown, parse: () => T): { value: T; dropped: DroppedPart[] } {
  const { value, drops } = collectDrops(root, parse);
  return { value, dropped: describeDrops(drops) };
}

/** The JSON type of a value, as a backend developer would name it. */
export function jsonTypeOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
}

/** The value at `path` in a JSON tree, or undefined. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function expectedOf(issue: $ZodIssue): string[] {
  if (issue.code === 'invalid_type') return [issue.expected];
  if (issue.code === 'invalid_union') return issue.errors.flatMap((branch) => branch.flatMap(expectedOf));
  if (issue.code === 'invalid_value') return issue.values.map((value) => JSON.stringify(value));
  return [];
}

/**
 * One issue in words. zod/mini carries no locale (its messages all read "Invalid input"), so the words
 * come from the issue's code and the value that was there.
 */
function describeIssue(issue: $ZodIssue, input: unknown): string {
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  const got = jsonTypeOf(valueAt(input, issue.path));
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
    case 'invalid_value': {
      // zod names a required key that is absent "nonoptional"; a backend developer reads "missing".
      if (issue.code === 'invalid_type' && issue.expected === 'nonoptional') return `${where}missing`;
      const expected = [...new Set(expectedOf(issue))];
      if (expected.length === 0) return `${where}${got} is not accepted`;
      return `${where}expected ${expected.join(' or ')}, got ${got}`;
    }
    case 'too_small':
      // `positive()` is a minimum of 0 that 0 itself fails: "not above 0", not "below the minimum of 0".
      return `${where}${got} is ${issue.inclusive === false ? 'not above' : 'below the minimum of'} ${String(issue.minimum)}`;
    case 'too_big':
      return `${where}${got} is ${issue.inclusive === false ? 'not below' : 'above the maximum of'} ${String(issue.maximum)}`;
    case 'invalid_format':
      // A `z.regex` check reports the format "regex": the value is not in the pattern's form, not a bad regex.
      if (issue.format === 'regex' && 'pattern' in issue && typeof issue.pattern === 'string') return `${where}${got} does not match ${issue.pattern}`;
      return `${where}${got} is not a valid ${issue.format}`;
    default:
      return `${where}${issue.message === 'Invalid input' ? `${got} is not accepted` : issue.message}`;
  }
}

/** An item's issues in words, the first few of them: enough for a developer to find the fault. */
export function describeIssues(issues: readonly $ZodIssue[], input: unknown): string {
  const shown = issues.slice(0, 3).map((issue) => describeIssue(issue, input));
  return issues.length > 3 ? `${shown.join('; ')} (and ${issues.length - 3} more)` : shown.join('; ');
}
