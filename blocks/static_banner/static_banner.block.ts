import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { imageSchema, linkSchema, textOverImageSettings } from '@/layout/block-field-schemas';
import { staticBannerMigrations } from './static_banner.migrations';

/** Version 2 of the data; version 1 (`image_url`, `link_url`, `title`) is upgraded by static_banner.migrations.ts. */
export const staticBannerDataSchema = z.object({
  /** Written by the merchant tools and by the migration; the engine reads it to pick migrations. */
  schema_version: z.optional(z.literal(2)),
  image: imageSchema,
  /** A separate picture for screens up to 768 px wide (e.g. a taller crop). */
  mobile_image: z.optional(imageSchema),
  heading: z._default(z.string().check(z.maxLength(120)), ''),
  text: z._default(z.string().check(z.maxLength(300)), ''),
  /** With a link, shows a button; without a label the whole banner is the link. */
  button_label: z._default(z.string().check(z.maxLength(40)), ''),
  link: z._default(linkSchema, { type: 'none' }),
});

export const staticBannerSettingsSchema = z.object(textOverImageSettings(30));

export type StaticBannerData = z.output<typeof staticBannerDataSchema>;
export type StaticBannerSettings = z.output<typeof staticBannerSettingsSchema>;

/** One banner image, optionally with text and a button; its height follows the image's own ratio. */
export const staticBannerBlock = defineBlock({
  code: 'static_banner',
  label: 'Static banner',
  dataSchema: staticBannerDataSchema,
  settingsSchema: staticBannerSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./static_banner.fixture').then((module) => module.staticBannerFixture),
  // The default 1200 x 400 (3:1) image across the column; on phones its 800 x 600 (4:3) mobile image across the
  // viewport less 32 px of padding.
  reservedHeight: { mobile: 'calc(75vw - 24px)', desktop: 'calc(min(33.4vw, 390px))' },
  version: 2,
  migrations: staticBannerMigrations,
  load: () => import('./StaticBanner'),
});
