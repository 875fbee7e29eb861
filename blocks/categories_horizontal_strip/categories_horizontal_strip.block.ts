import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { categoriesGridDataSchema, categoriesGridSettingsSchema } from '../categories_grid/categories_grid.block';

/** The grid's fields (on desktop this block is that grid), with room for more categories in a row. */
export const categoriesHorizontalStripDataSchema = z.extend(categoriesGridDataSchema, {
  max_count: z._default(z.int().check(z.gte(1), z.lte(48)), 12),
});

export const categoriesHorizontalStripSettingsSchema = z.extend(categoriesGridSettingsSchema, {
  /** On phones: picture tiles, or compact chips (small round picture and name). */
  mobile_style: z._default(z.enum(['tiles', 'chips']), 'tiles'),
});

export type CategoriesHorizontalStripData = z.output<typeof categoriesHorizontalStripDataSchema>;
export type CategoriesHorizontalStripSettings = z.output<typeof categoriesHorizontalStripSettingsSchema>;

/** A row of categories that scrolls sideways on phones; on wider screens the same categories as a grid (spec section 2). */
export const categoriesHorizontalStripBlock = defineBlock({
  code: 'categories_horizontal_strip',
  label: 'Categories strip',
  dataSchema: categoriesHorizontalStripDataSchema,
  settingsSchema: categoriesHorizontalStripSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./categories_horizontal_strip.fixture').then((module) => module.categoriesHorizontalStripFixture),
  // One row of 88 px tiles and names (or 44 px chips) under a title on phones; the grid's 2 rows of 4 on desktop.
  reservedHeight: { mobile: '180px', desktop: '700px' },
  load: () => import('./CategoriesHorizontalStrip'),
});
