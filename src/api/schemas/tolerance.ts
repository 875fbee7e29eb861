import type { $ZodIssue } from 'zod/v4/core';

/**
 * What the tolerant reader left out of an answer: a list item that failed its schema, or a setting the
 * storefront reads that held the wrong type. `path` is dotted from the answer's root (`layout.3`,
 * `data.12.attributes.0`, `settings.logo`); `message` says why.
 */
export interface DroppedPart {
  path: string;
  message: string;
}

interface DropRecord {
  /** The raw array or object the part was dropped from: its path is found by identity afterwards. */
  container: object;
  key: string | number;
  message: string;
}

/*
 * zod hands a transform the value but not its path, so a dropped part is recorded against the raw
 * container it came from and given its path once the parse is over. The collector exists only for the
 * span of one synchronous parse (set and restored in `readTolerantly`), so it cannot leak between
 * calls, scopes or tests.
 */
let activeDrops: DropRecord[] | null = null;

/** Called by the tolerant schema parts: notes a part left out of the answer being read, if one is. */
export function noteDropped(container: object, key: string | number, message: string): void {
  activeDrops?.push({ container, key, message });
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
export function readTolerantly<T>(root: unknown, parse: () => T): { value: T; dropped: DroppedPart[] } {
  const outer = activeDrops;
  const drops: DropRecord[] = [];
  activeDrops = drops;
  let value: T;
  try {
    value = parse();
  } finally {
    activeDrops = outer;
  }
  if (drops.length === 0) return { value, dropped: [] };
  const paths = containerPaths(root);
  const seen = new Set<string>();
  const dropped: DroppedPart[] = [];
  for (const drop of drops) {
    const base = paths.get(drop.container);
    const path = [...(base ?? []), ...(drop.key === '' ? [] : [String(drop.key)])].join('.');
    // A union tries its options in turn, so one raw part can be seen twice: report it once.
    const key = `${path}\n${drop.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    dropped.push({ path, message: drop.message });
  }
  return { value, dropped };
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

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
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
      const expected = [...new Set(expectedOf(issue))];
      if (expected.length === 0) return `${where}${got} is not accepted`;
      return `${where}expected ${expected.join(' or ')}, got ${got}`;
    }
    case 'too_small':
      return `${where}${got} is below the minimum of ${String(issue.minimum)}`;
    case 'too_big':
      return `${where}${got} is above the maximum of ${String(issue.maximum)}`;
    case 'invalid_format':
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
