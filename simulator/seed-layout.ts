import type { LayoutItem } from '@/api/schemas/site.schema';
import { SCHEMA_VERSION_KEY } from '@/layout/migrations';
import { blockRegistry, type LayoutCode } from '../blocks/registry';

/**
 * The seeded home layout: every block code at least once, in a realistic order, each with its block's own
 * fixture as data (the fixtures reference the seeded categories and products). Built from the registry, so
 * a new block's fixture is what a merchant previewing the simulator sees.
 */
export const layoutCodes = [
  'top_nav',
  'search_block',
  'banner_slider',
  'categories_horizontal_strip',
  'products_display',
  'static_banner',
  'product_horizontal_strip',
  'slider_centered',
  'categories_grid',
  'custom_html_block',
  'products_infinite_scroll',
  'bottom_nav',
] as const satisfies readonly LayoutCode[];
export type SeededLayoutCode = (typeof layoutCodes)[number];

/** One layout item per seeded code, ids 1–12 in display order (positions 10, 20, ... leave room to insert). */
export async function buildLayout(): Promise<LayoutItem[]> {
  const fixtures = await Promise.all(
    layoutCodes.map(async (code) => {
      const block = blockRegistry.find((candidate) => candidate.code === code);
      if (!block) throw new Error(`No block registered for the seeded code ${code}`);
      return { block, defaults: await block.loadDefaults() };
    }),
  );
  return fixtures.map(({ block, defaults }, index) => {
    const code = layoutCodes[index] ?? block.code;
    const data = defaults.data as Record<string, unknown>;
    return {
      id: index + 1,
      code,
      type: 'designElement',
      // Saved as the current version, as the merchant's editor would save it.
      data: block.version > 1 ? { ...data, [SCHEMA_VERSION_KEY]: block.version } : data,
      settings: defaults.settings,
      position: (index + 1) * 10,
      uniqueId: null,
    };
  });
}
