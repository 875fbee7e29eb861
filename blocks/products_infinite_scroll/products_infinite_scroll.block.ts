import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, sectionTitleSchema } from '@/layout/block-field-schemas';
import { listSourceSchema, MAX_PRODUCTS_PER_QUERY } from '@/models/catalog/product-source.lib';

export const productsInfiniteScrollDataSchema = z.object({
  title: sectionTitleSchema,
  subtitle: z._default(z.string().check(z.maxLength(240)), ''),
  /** The whole catalogue, or one category (slug or id). */
  source: z._default(listSourceSchema, { type: 'all' }),
  /** Products fetched per page as the shopper nears the end. */
  per_page: z._default(z.int().check(z.gte(4), z.lte(MAX_PRODUCTS_PER_QUERY)), 12),
  columns_mobile: z._default(z.int().check(z.gte(1), z.lte(3)), 2),
  columns_desktop: z._default(z.int().check(z.gte(2), z.lte(6)), 4),
  /** Shown under the last product. */
  end_message: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)), 'You’ve seen everything'),
});

export const productsInfiniteScrollSettingsSchema = z.object({
  background_color: z.optional(colorSchema),
  text_color: z.optional(colorSchema),
});

export type ProductsInfiniteScrollData = z.output<typeof productsInfiniteScrollDataSchema>;
export type ProductsInfiniteScrollSettings = z.output<typeof productsInfiniteScrollSettingsSchema>;

/** The whole catalogue (or a category), page after page as the shopper scrolls; the DOM stays small however far they go. */
export const productsInfiniteScrollBlock = defineBlock({
  code: 'products_infinite_scroll',
  label: 'Products, endless list',
  dataSchema: productsInfiniteScrollDataSchema,
  settingsSchema: productsInfiniteScrollSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./products_infinite_scroll.fixture').then((module) => module.productsInfiniteScrollFixture),
  // The first page: 6 rows of 2 on a phone, 3 rows of 4 on desktop, at the grid's fixed row heights.
  reservedHeight: { mobile: '1980px', desktop: '1260px' },
  load: () => import('./ProductsInfiniteScroll'),
});
