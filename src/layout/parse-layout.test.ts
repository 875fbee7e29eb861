import { describe, expect, it } from 'vitest';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { parseLayout } from './parse-layout';
import { migrateBlockData } from './migrations';
import { renamedBlock, testRegistry } from './test-blocks';

const item = (id: number, code: string, data: unknown, position = id, extra: Partial<LayoutItem> = {}): LayoutItem => ({
  id,
  code,
  type: 'designElement',
  data,
  settings: null,
  position,
  uniqueId: null,
  ...extra,
});

describe('parsing a layout', () => {
  it('sorts by position, keeping the order of ties, and validates each item with its block schema', () => {
    const nodes = parseLayout([item(1, 'test_title', { title: 'B' }, 20), item(2, 'test_title', { title: 'A' }, 10), item(3, 'test_title', { title: 'C' }, 20)], testRegistry);
    expect(nodes.map((node) => node.id)).toEqual(['2', '1', '3']);
    expect(nodes[0]).toMatchObject({ kind: 'block', data: { title: 'A', count: 3 }, settings: { tone: 'light' } });
  });

  it('turns an unknown code into an error node naming it', () => {
    const [node] = parseLayout([item(5, 'mega_menu_3000', {})], testRegistry);
    expect(node).toMatchObject({ kind: 'error', reason: 'unknown-code', code: 'mega_menu_3000', id: '5' });
  });

  it('turns invalid data into an error node with each issue path and message', () => {
    const [node] = parseLayout([item(6, 'test_title', { title: '', count: 'many' }, 1, { settings: { tone: 'neon' } })], testRegistry);
    expect(node?.kind).toBe('error');
    if (node?.kind !== 'error') return;
    expect(node.reason).toBe('invalid-data');
    expect(node.issues.map((issue) => issue.path)).toEqual(['data.title', 'data.count', 'settings.tone']);
    expect(node.issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('renders plugin items by uniqueId and marks unknown ones', () => {
    const [node] = parseLayout([{ id: 9, code: null, type: 'plugin', data: null, settings: {}, position: 1, uniqueId: 'chat_widget' }], testRegistry);
    expect(node).toMatchObject({ kind: 'error', reason: 'unknown-plugin', code: 'chat_widget' });
  });

  it('keeps keys unique when the API repeats an id', () => {
    const nodes = parseLayout([item(1, 'test_title', { title: 'A' }), item(1, 'test_title', { title: 'B' }), item(1, 'nope', {})], testRegistry);
    expect(nodes.map((node) => node.key)).toEqual(['1', '1~2', '1~3']);
  });
});

describe('block data migrations', () => {
  it('upgrades data saved by an older version before validating it', () => {
    const [node] = parseLayout([item(1, 'test_renamed', { heading: 'Old heading' })], testRegistry);
    expect(node).toMatchObject({ kind: 'block', data: { title: 'Old heading' } });
  });

  it('leaves current data alone', () => {
    expect(migrateBlockData(renamedBlock, { title: 'Now', schema_version: 2 })).toEqual({ success: true, data: { title: 'Now', schema_version: 2 } });
  });

  it('refuses data saved by a newer version', () => {
    const result = migrateBlockData(renamedBlock, { title: 'Future', schema_version: 3 });
    expect(result.success).toBe(false);
  });

  it('refuses a version it has no migration for', () => {
    const result = migrateBlockData({ ...renamedBlock, version: 3 }, { title: 'x', schema_version: 1 });
    expect(result).toMatchObject({ success: false });
  });
});
