import type { $ZodIssue } from 'zod/v4/core';

/**
 * Why the tolerant reader left a part out, kept raw: it is put into words (tolerance.ts) only when someone
 * reads it, so the shopper's start-up carries no wording code.
 */
export type DropReason =
  /** A list item or map entry that failed its schema: left out. */
  | { kind: 'item'; issues: readonly $ZodIssue[]; input: unknown }
  /** An optional object that failed its schema (no issues: it was not an object at all): read as none. */
  | { kind: 'none'; issues: readonly $ZodIssue[]; input: unknown }
  /** A setting the storefront reads that held the wrong kind of value: its default applies. */
  | { kind: 'setting'; expected: 'flag' | 'integer' | 'text' | 'value'; input: unknown };

/** A part left out of an answer: where (dotted from the answer's root: `layout.3`, `settings.logo`) and why. */
export interface RawDrop {
  path: string;
  reason: DropReason;
}

type DropPlace =
  /** The raw array or object the part was dropped from: its path is found by identity afterwards. */
  | { container: object; key: string | number }
  /** A value that is not an object has no identity: it is found by the key it was sent under, and its value. */
  | { field: string; value: unknown };

interface DropRecord {
  place: DropPlace;
  reason: DropReason;
}

/*
 * zod hands a transform the value but not its path, so a dropped part is recorded against the raw
 * container it came from and given its path once the parse is over. The collector exists only for the
 * span of one synchronous parse (set and restored in `collectDrops`), so it cannot leak between calls,
 * scopes or tests.
 */
let activeDrops: DropRecord[] | null = null;

/** Called by the tolerant schema parts: notes a part left out of the answer being read, if one is. An empty key means the container itself. */
export function noteDropped(container: object, key: string | number, reason: DropReason): void {
  activeDrops?.push({ place: { container, key }, reason });
}

/** Notes a value that is not an object (so has no identity) left out, under the key it was sent under. */
export function noteDroppedValue(field: string, value: unknown, reason: DropReason): void {
  activeDrops?.push({ place: { field, value }, reason });
}

/** Where the drop list stands now, so a part that fails as a whole can take back what its own parts noted. */
export function dropMark(): number {
  return activeDrops?.length ?? 0;
}

/** Forgets what was noted since `mark`: the enclosing item is dropped whole, and reported once, as itself. */
export function dropRewind(mark: number): void {
  if (activeDrops && activeDrops.length > mark) activeDrops.length = mark;
}

/** Parses `root` with `parse` and returns what it gave, with every part the tolerant schemas left out. */
export function collectDrops<T>(root: unknown, parse: () => T): { value: T; drops: RawDrop[] } {
  const outer = activeDrops;
  const records: DropRecord[] = [];
  activeDrops = records;
  let value: T;
  try {
    value = parse();
  } finally {
    activeDrops = outer;
  }
  if (records.length === 0) return { value, drops: [] };
  const paths = containerPaths(root);
  const seen = new Set<string>();
  const drops: RawDrop[] = [];
  for (const { place, reason } of records) {
    const path = 'container' in place ? joinPath(paths.get(place.container), place.key) : findValuePath(paths, place.field, place.value);
    // A union tries its options in turn, so one raw part can be seen twice: report it once.
    const key = `${path}\n${reason.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drops.push({ path, reason });
  }
  return { value, drops };
}

function joinPath(base: readonly string[] | undefined, key: string | number): string {
  return [...(base ?? []), ...(key === '' ? [] : [String(key)])].join('.');
}

/** The path of a value that is not an object: the first entry holding it under `field`. */
function findValuePath(paths: Map<object, string[]>, field: string, value: unknown): string {
  for (const [container, path] of paths) {
    if ((container as Record<string, unknown>)[field] === value && Object.hasOwn(container, field)) return joinPath(path, field);
  }
  return field;
}

/** Every array and object in a JSON tree, with the path that leads to it. */
function containerPaths(root: unknown): Map<object, string[]> {
  const paths = new Map<object, string[]>();
  const stack: { node: unknown; path: string[] }[] = [{ node: root, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null || paths.has(node)) continue;
    paths.set(node, path);
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((child, index) => [String(index), child]) : Object.entries(node);
    for (const [key, child] of entries) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, path: [...path, key] });
    }
  }
  return paths;
}
