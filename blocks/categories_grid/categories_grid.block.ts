import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, linkSchema, sectionTitleSchema } from '@/layout/block-field-schemas';

/** Which categories a category block shows: every top-level category, or the merchant's picks in their order. */
const categorySourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({
    type: z.literal('picked'),
    slugs: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.minLength(1), z.maxLength(48)),
  }),
]);
export type CategorySource = z.infer<typeof categorySourceSchema>;

export const categoriesGridDataSchema = z.object({
  title: sectionTitleSchema,
  subtitle: z._default(z.string().check(z.maxLength(240)), ''),
  source: z._default(categorySourceSchema, { type: 'all' }),
  /** At most this many tiles. */
  max_count: z._default(z.int().check(z.gte(1), z.lte(48)), 8),
  columns_mobile: z._default(z.int().check(z.gte(2), z.lte(4)), 3),
  columns_desktop: z._default(z.int().check(z.gte(3), z.lte(8)), 4),
  view_all_label: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'View all'),
  /** Where "view all" leads; none hides it. */
  view_all_link: z._default(linkSchema, { type: 'none' }),
});

export const categoriesGridSettingsSchema = z.object({
  image_shape: z._default(z.enum(['square', 'rounded', 'circle']), 'rounded'),
  /** Hidden names are still read out to screen readers. */
  show_names: z._default(z.boolean(), true),
  background_color: z.optional(colorSchema),
  text_color: z.optional(colorSchema),
});

export type CategoriesGridData = z.output<typeof categoriesGridDataSchema>;
export type CategoriesGridSettings = z.output<typeof categoriesGridSettingsSchema>;

/** Square category tiles (picture and name) linking to each category's page. */
export const categoriesGridBlock = defineBlock({
  code: 'categories_grid',
  label: 'Categories grid',
  dataSchema: categoriesGridDataSchema,
  settingsSchema: categoriesGridSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./categories_grid.fixture').then((module) => module.categoriesGridFixture),
  // Eight tiles: 3 rows of 3 square tiles plus names on a 375 px phone; 2 rows of 4 across the 1200 px column.
  reservedHeight: { mobile: 'calc(100vw + 110px)', desktop: '700px' },
  load: () => import('./CategoriesGrid'),
});
