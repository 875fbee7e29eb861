import type { LayoutItem } from '@/api/schemas/site.schema';
import type { LayoutRegistry, RegisteredBlock } from '@/layout/define-block';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { blockRegistry } from '../../blocks/registry';
import { pluginRegistry } from '../../plugins/registry';

/** The registries the storefront renders with: the studio validates against exactly these. */
export const studioRegistry: LayoutRegistry = { blocks: blockRegistry, plugins: pluginRegistry };

export function findBlock(registry: LayoutRegistry, code: string | null): RegisteredBlock | undefined {
  return code === null ? undefined : registry.blocks.find((block) => block.code === code);
}

export function findPlugin(registry: LayoutRegistry, uniqueId: string | null): RegisteredPlugin | undefined {
  return uniqueId === null ? undefined : registry.plugins.find((plugin) => plugin.uniqueId === uniqueId);
}

/** The merchant-facing name of an item: its block's or plugin's label, else what it claims to be. */
export function itemLabel(registry: LayoutRegistry, item: LayoutItem): string {
  if (item.type === 'plugin') return findPlugin(registry, item.uniqueId)?.label ?? `Unknown plugin ${item.uniqueId ?? ''}`.trim();
  return findBlock(registry, item.code)?.label ?? `Unknown block ${item.code ?? ''}`.trim();
}

/** The code shown beside the label: a block's code, a plugin's uniqueId. */
export function itemCode(item: LayoutItem): string {
  return (item.type === 'plugin' ? item.uniqueId : item.code) ?? '(none)';
}
