import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, sectionTitleSchema } from '@/layout/block-field-schemas';

export const searchBlockDataSchema = z.object({
  /** Shown above the field; optional. */
  heading: sectionTitleSchema,
  /** The field's accessible name; shown above the field when settings.show_label is on. */
  label: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Search the menu'),
  placeholder: z._default(z.string().check(z.maxLength(80)), 'Pizza, salads, desserts...'),
  button_label: z._default(z.string().check(z.minLength(1), z.maxLength(30)), 'Search'),
});

export const searchBlockSettingsSchema = z.object({
  show_label: z._default(z.boolean(), false),
  background_color: z.optional(colorSchema),
  /** Pair with a dark background_color so the heading stays readable. */
  text_color: z.optional(colorSchema),
});

export type SearchBlockData = z.output<typeof searchBlockDataSchema>;
export type SearchBlockSettings = z.output<typeof searchBlockSettingsSchema>;

/** A search field on the home page that opens the search screen with the shopper's query. */
export const searchBlockBlock = defineBlock({
  code: 'search_block',
  label: 'Search',
  dataSchema: searchBlockDataSchema,
  settingsSchema: searchBlockSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./search_block.fixture').then((module) => module.searchBlockFixture),
  // Heading (two lines on phones), the field row and the padding around them, as measured in Chromium.
  reservedHeight: { mobile: '140px', desktop: '156px' },
  load: () => import('./SearchBlock'),
});
