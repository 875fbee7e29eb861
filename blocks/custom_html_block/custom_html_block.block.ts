import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { colorSchema, sectionTitleSchema } from '@/layout/block-field-schemas';

export const customHtmlBlockDataSchema = z.object({
  title: sectionTitleSchema,
  /** Untrusted merchant HTML: only ever rendered through SafeHtml, which sanitises it. */
  html: z.string().check(z.maxLength(100_000)),
});

export const customHtmlBlockSettingsSchema = z.object({
  /** `full` spans the page column; the others centre a narrower column (560, 800, 1040 px). */
  max_width: z._default(z.enum(['small', 'medium', 'large', 'full']), 'full'),
  padding: z._default(z.enum(['none', 'small', 'medium', 'large']), 'medium'),
  background_color: z.optional(colorSchema),
  /** Needed with a dark background_color so the text stays readable. */
  text_color: z.optional(colorSchema),
});

export type CustomHtmlBlockData = z.output<typeof customHtmlBlockDataSchema>;
export type CustomHtmlBlockSettings = z.output<typeof customHtmlBlockSettingsSchema>;

/** Free-form merchant HTML (announcements, opening hours, embeds of text), sanitised before it reaches the page. */
export const customHtmlBlockBlock = defineBlock({
  code: 'custom_html_block',
  label: 'Custom HTML',
  dataSchema: customHtmlBlockDataSchema,
  settingsSchema: customHtmlBlockSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./custom_html_block.fixture').then((module) => module.customHtmlBlockFixture),
  // Content height is unknowable before it renders; this is the fixture's (a title and a few lines of text).
  reservedHeight: { mobile: '320px', desktop: '210px' },
  load: () => import('./CustomHtmlBlock'),
});
