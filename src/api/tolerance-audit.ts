/*
 * What the tolerant reader changed in an answer it kept (decisions/0015-tolerant-api-boundary.md), found by
 * walking the raw JSON and the parsed value side by side. The reader reports what it dropped itself
 * (`readTolerantly`); this finds the rest: the coercions and defaults a backend developer should see before
 * going live. Tools only (`npm run check-backend`): the shopper's code never imports it, it has no use for it.
 */

/** How a part of the answer was read differently from how it was sent. */
type CoercionKind =
  /** A value of another type or value: 1 → true, "12.50" → 12.5, "3" → 3, "" → null, null → a fallback. */
  | 'value'
  /** A key the answer left out, read with a default. */
  | 'default'
  /** PHP's list with gaps: an object keyed "0", "1", ... read as a list. */
  | 'indexed-object-as-list'
  /** PHP's empty map `[]`, or a map sent as a list, read as a map. */
  | 'list-as-map';

export interface CoercedPart {
  /** Dotted from the answer's root, with the raw answer's keys and indices (`branches.branches.0.is_open`). */
  path: string;
  kind: CoercionKind;
  /** What the answer held there; undefined when the key was missing. */
  raw: unknown;
  /** What the storefront reads there. */
  read: unknown;
}

const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of PHP's indexed object, in list order; they are all whole numbers when the reader took it for a list. */
const indexedKeys = (value: Record<string, unknown>): string[] => Object.keys(value).sort((a, b) => Number(a) - Number(b));

/**
 * Every path where `read` (what a schema made of `raw`) differs from `raw`. `droppedPaths` are the reader's own
 * drop reports (`DroppedPart.path`): those parts are reported already, and the list items after them are matched
 * to the raw items they came from. Keys only in `raw` are fields the storefront does not read: not reported.
 * Ids keep the form they were sent in, so a string id and a number id are both reported as nothing.
 */
export function auditTolerance(raw: unknown, read: unknown, droppedPaths: Iterable<string> = []): CoercedPart[] {
  const dropped = new Set(droppedPaths);
  const found: CoercedPart[] = [];
  const note = (path: readonly string[], kind: CoercionKind, rawValue: unknown, readValue: unknown): void => {
    found.push({ path: path.join('.'), kind, raw: rawValue, read: readValue });
  };

  /** `read` items in order, against the raw items they came from (`rawKeys`), less the dropped ones. */
  const walkItems = (rawItems: Record<string, unknown> | readonly unknown[], rawKeys: readonly string[], read: readonly unknown[], path: readonly string[]) => {
    let index = 0;
    for (const key of rawKeys) {
      if (index >= read.length) return;
      if (dropped.has([...path, key].join('.'))) continue;
      walk((rawItems as Record<string, unknown>)[key], read[index], [...path, key]);
      index += 1;
    }
  };

  const walk = (rawValue: unknown, readValue: unknown, path: readonly string[]): void => {
    if (path.length > 0 && dropped.has(path.join('.'))) return;
    // Absent from what the storefront reads: a field it does not know, or a part it dropped.
    if (readValue === undefined) return;
    // A missing key read as null is absent either way; any other value there is a default.
    if (rawValue === undefined) {
      if (readValue !== null) note(path, 'default', rawValue, readValue);
      return;
    }
    if (Array.isArray(readValue)) {
      if (Array.isArray(rawValue)) return walkItems(rawValue, rawValue.map((_, index) => String(index)), readValue, path);
      if (isJsonObject(rawValue)) {
        note(path, 'indexed-object-as-list', rawValue, readValue);
        return walkItems(rawValue, indexedKeys(rawValue), readValue, path);
      }
      return note(path, 'value', rawValue, readValue);
    }
    if (isJsonObject(readValue)) {
      if (isJsonObject(rawValue)) {
        for (const key of Object.keys(readValue)) walk(rawValue[key], readValue[key], [...path, key]);
        return;
      }
      if (Array.isArray(rawValue)) {
        note(path, 'list-as-map', rawValue, readValue);
        // A map sent as a list is keyed by its items' ids (tolerantRecord's keyOf), else by position.
        rawValue.forEach((item, index) => {
          if (dropped.has([...path, String(index)].join('.'))) return;
          const id = isJsonObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? String(item.id) : null;
          const key = id !== null && id in readValue ? id : String(index);
          if (key in readValue) walk(item, readValue[key], [...path, String(index)]);
        });
        return;
      }
      return note(path, 'value', rawValue, readValue);
    }
    if (!Object.is(rawValue, readValue)) note(path, 'value', rawValue, readValue);
  };

  walk(raw, read, []);
  return found;
}
