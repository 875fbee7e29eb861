import type { LayoutItem } from '@/api/schemas/site.schema';
import type { LayoutIssue, LayoutRegistry, RegisteredBlock } from './define-block';
import type { RegisteredPlugin } from './define-plugin';
import { migrateBlockData } from './migrations';

interface NodeBase {
  /** Unique among siblings even when the API repeats an id. */
  key: string;
  /** The layout item id as the API sent it. */
  id: string;
  position: number;
}

type ErrorReason = 'unknown-code' | 'invalid-data' | 'unknown-plugin';

export type LayoutNode =
  | (NodeBase & { kind: 'block'; block: RegisteredBlock; data: unknown; settings: unknown })
  | (NodeBase & { kind: 'plugin'; plugin: RegisteredPlugin; settings: unknown })
  | (NodeBase & { kind: 'error'; code: string | null; reason: ErrorReason; issues: LayoutIssue[] });

/**
 * Turns the layout list into render nodes, once, at the boundary: sorted by position (ties keep their
 * order), each item checked by its block's own schema after its data is migrated. The API's reader has
 * already left out what is no layout item at all (decisions/0015); nothing here throws: whatever else is
 * wrong with an item becomes an error node that names the problem.
 */
export function parseLayout(items: readonly LayoutItem[], registry: LayoutRegistry): LayoutNode[] {
  const blocks = new Map(registry.blocks.map((block) => [block.code, block]));
  const plugins = new Map(registry.plugins.map((plugin) => [plugin.uniqueId, plugin]));
  const seenKeys = new Set<string>();

  const ordered = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.position - b.item.position || a.index - b.index);

  return ordered.map(({ item }): LayoutNode => {
    const id = String(item.id);
    let key = id;
    for (let suffix = 2; seenKeys.has(key); suffix += 1) key = `${id}~${suffix}`;
    seenKeys.add(key);
    const base = { key, id, position: item.position };
    const { code } = item;

    if (item.type === 'plugin') {
      const plugin = item.uniqueId ? plugins.get(item.uniqueId) : undefined;
      if (!plugin) {
        return { ...base, kind: 'error', code: item.uniqueId, reason: 'unknown-plugin', issues: [{ path: 'uniqueId', message: `No plugin "${item.uniqueId ?? ''}"` }] };
      }
      return { ...base, kind: 'plugin', plugin, settings: item.settings ?? {} };
    }

    const block = code ? blocks.get(code) : undefined;
    if (!block) {
      return { ...base, kind: 'error', code, reason: 'unknown-code', issues: [{ path: 'code', message: `No block "${code ?? ''}"` }] };
    }
    const migrated = migrateBlockData(block, item.data);
    if (!migrated.success) return { ...base, kind: 'error', code, reason: 'invalid-data', issues: migrated.issues };
    const parsed = block.parse(migrated.data, item.settings);
    if (!parsed.success) return { ...base, kind: 'error', code, reason: 'invalid-data', issues: parsed.issues };
    return { ...base, kind: 'block', block, data: parsed.data, settings: parsed.settings };
  });
}

/**
 * Splits nodes into those rendered before the main landmark (a top bar), those fixed to the viewport (the phone's tab
 * bar, shown on every route, not only the home page), and the rest, keeping their order.
 */
export function splitHeaderNodes(nodes: readonly LayoutNode[]): { header: LayoutNode[]; body: LayoutNode[]; fixed: LayoutNode[] } {
  const regionOf = (node: LayoutNode) => (node.kind === 'block' ? node.block.region : 'main');
  return {
    header: nodes.filter((node) => regionOf(node) === 'header'),
    body: nodes.filter((node) => regionOf(node) === 'main'),
    fixed: nodes.filter((node) => regionOf(node) === 'fixed'),
  };
}
