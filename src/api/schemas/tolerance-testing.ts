import type { $ZodIssue } from 'zod/v4/core';
import type { RawDrop } from './tolerance-core';

/**
 * Tests only: a dropped list item as the tolerant reader notes it, with one issue: at `field` of `item` (or the
 * item itself when null), `expected` a JSON type. Its words read "dropped: <field>: expected <type>, got …".
 */
export function droppedItem(path: string, item: unknown, field: string | null = null, expected = 'object'): RawDrop {
  const issue = { code: 'invalid_type', expected, path: field === null ? [] : [field], message: 'Invalid input', input: item } as $ZodIssue;
  return { path, reason: { kind: 'item', issues: [issue], input: item } };
}
