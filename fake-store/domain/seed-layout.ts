import type * as z from 'zod/mini';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { SCHEMA_VERSION_KEY } from '@/domain/layout-schema-version';
import { blockRegistry, type LayoutCode } from '../../blocks/registry';
import type { staticBannerDataSchema } from '../../blocks/static_banner/static_banner.block';
import { freeDeliveryPromise } from './seed-delivery';

/**
 * The seeded home layout: every block code at least once, in a realistic order, each with its block's own
 * fixture as data. The fixtures link to the seeded categories, products and pages, and
 * tests/store-links.integration.test.ts looks each link up in the store. Built from the registry, so a new block's
 * fixture is what a merchant previewing the simulator sees.
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

/** Where the seeded store states its own facts, which a fixture's sample text cannot know: written over the fixture's data. */
const storeFacts: Partial<Record<SeededLayoutCode, object>> = {
  static_banner: { heading: freeDeliveryPromise } satisfies Partial<z.input<typeof staticBannerDataSchema>>,
};

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
    const data: Record<string, unknown> = { ...(defaults.data as Record<string, unknown>), ...storeFacts[code] };
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
