import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, linkSchema, sectionTitleSchema } from '@/layout/block-field-schemas';
import { productSourceSchema } from '@/models/catalog/product-source.lib';

export const productHorizontalStripDataSchema = z.object({
  title: sectionTitleSchema,
  subtitle: z._default(z.string().check(z.maxLength(240)), ''),
  /** A ranking of the whole catalogue, a category (slug or id) with its order, or hand-picked product ids. */
  source: z._default(productSourceSchema, { type: 'sort', sort: 'popular' }),
  /** How many products the strip holds (hand-picked: at most as many as picked). */
  count: z._default(z.int().check(z.gte(1), z.lte(24)), 10),
  view_all_label: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'View all'),
  /** Where "view all" leads, e.g. the category's page; none hides it. */
  view_all_link: z._default(linkSchema, { type: 'none' }),
});

export const productHorizontalStripSettingsSchema = z.object({
  /** Previous / next buttons over the strip on screens wider than 768 px (phones swipe; scrolling always works). */
  show_arrows: z._default(z.boolean(), true),
  background_color: z.optional(colorSchema),
  text_color: z.optional(colorSchema),
});

export type ProductHorizontalStripData = z.output<typeof productHorizontalStripDataSchema>;
export type ProductHorizontalStripSettings = z.output<typeof productHorizontalStripSettingsSchema>;

/** Product cards in one row that scrolls sideways and snaps to each card. */
export const productHorizontalStripBlock = defineBlock({
  code: 'product_horizontal_strip',
  label: 'Products strip',
  dataSchema: productHorizontalStripDataSchema,
  settingsSchema: productHorizontalStripSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./product_horizontal_strip.fixture').then((module) => module.productHorizontalStripFixture),
  // One row of cards under a title: the card is about 42 % of a phone's width (square image) plus its text;
  // on desktop a 240 px card.
  reservedHeight: { mobile: 'calc(42vw + 220px)', desktop: '460px' },
  load: () => import('./ProductHorizontalStrip'),
});
