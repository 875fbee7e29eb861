import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, linkSchema, sectionTitleSchema } from '@/layout/block-field-schemas';
import { productSourceSchema } from '@/models/catalog/product-source.lib';

export const productsDisplayDataSchema = z.object({
  title: sectionTitleSchema,
  subtitle: z._default(z.string().check(z.maxLength(240)), ''),
  /** A ranking of the whole catalogue, a category (slug or id) with its order, or hand-picked product ids. */
  source: z._default(productSourceSchema, { type: 'sort', sort: 'popular' }),
  /** How many products to show (hand-picked: at most as many as picked). */
  count: z._default(z.int().check(z.gte(1), z.lte(24)), 8),
  columns_mobile: z._default(z.int().check(z.gte(1), z.lte(3)), 2),
  columns_desktop: z._default(z.int().check(z.gte(2), z.lte(6)), 4),
  view_all_label: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'View all'),
  /** Where "view all" leads, e.g. the category's page; none hides it. */
  view_all_link: z._default(linkSchema, { type: 'none' }),
});

export const productsDisplaySettingsSchema = z.object({
  background_color: z.optional(colorSchema),
  text_color: z.optional(colorSchema),
});

export type ProductsDisplayData = z.output<typeof productsDisplayDataSchema>;
export type ProductsDisplaySettings = z.output<typeof productsDisplaySettingsSchema>;

/** A titled grid of product cards from a ranking, a category or hand-picked products. */
export const productsDisplayBlock = defineBlock({
  code: 'products_display',
  label: 'Products grid',
  dataSchema: productsDisplayDataSchema,
  settingsSchema: productsDisplaySettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./products_display.fixture').then((module) => module.productsDisplayFixture),
  // Eight cards: 4 rows of 2 square cards (plus name, price and button) on a phone; 2 rows of 4 on desktop.
  reservedHeight: { mobile: 'calc(200vw + 560px)', desktop: '900px' },
  load: () => import('./ProductsDisplay'),
});
