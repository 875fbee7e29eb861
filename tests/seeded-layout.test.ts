// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION_KEY } from '@/domain/layout-schema-version';
import { parseLayout } from '@/layout/parse-layout';
import { blockRegistry } from '../blocks/registry';
import { buildLayout } from '../fake-store/domain/seed-layout';

/**
 * The fake store seeds its home layout as plain data, as a backend holds a merchant's saved layout, without importing
 * the blocks. Here, outside the fake store, each seeded item is held to the block registry.
 */
describe('the seeded home layout', () => {
  const items = buildLayout();

  it('parses: every item is a registered block whose schemas accept its data and settings', () => {
    const nodes = parseLayout(items, { blocks: blockRegistry, plugins: [] });
    expect(nodes.filter((node) => node.kind !== 'block')).toEqual([]);
    expect(nodes).toHaveLength(items.length);
  });

  it('saves each item at its block’s current version, as the merchant’s editor would', () => {
    for (const item of items) {
      const block = blockRegistry.find((candidate) => candidate.code === item.code);
      const saved = (item.data as Record<string, unknown>)[SCHEMA_VERSION_KEY];
      expect({ code: item.code, version: saved ?? 1 }).toEqual({ code: item.code, version: block?.version });
    }
  });
});
