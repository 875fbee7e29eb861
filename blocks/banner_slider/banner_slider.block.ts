import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { imageSchema, linkSchema, sectionTitleSchema, textOverImageSettings } from '@/layout/block-field-schemas';

/** Slide shapes a merchant can pick; `width:height`, read by the view as a CSS aspect-ratio. */
const bannerAspectRatios = ['21:9', '3:1', '2:1', '16:9', '4:3', '1:1'] as const;

const slideSchema = z.object({
  image: imageSchema,
  /** A separate picture for screens up to 768 px wide (e.g. a taller crop); the main image when absent. */
  mobile_image: z.optional(imageSchema),
  heading: z._default(z.string().check(z.maxLength(120)), ''),
  text: z._default(z.string().check(z.maxLength(300)), ''),
  /** With a link, shows a button; without a label the whole slide is the link. */
  button_label: z._default(z.string().check(z.maxLength(40)), ''),
  link: z._default(linkSchema, { type: 'none' }),
});

export const bannerSliderDataSchema = z.object({
  /** Shown above the slides; when empty it still names the carousel for screen readers. */
  title: sectionTitleSchema,
  slides: z.array(slideSchema).check(z.minLength(1), z.maxLength(12)),
});

export const bannerSliderSettingsSchema = z.object({
  autoplay: z._default(z.boolean(), true),
  interval_seconds: z._default(z.number().check(z.gte(2), z.lte(20)), 5),
  show_arrows: z._default(z.boolean(), true),
  show_dots: z._default(z.boolean(), true),
  aspect_ratio: z._default(z.enum(bannerAspectRatios), '2:1'),
  mobile_aspect_ratio: z._default(z.enum(bannerAspectRatios), '4:3'),
  ...textOverImageSettings(35),
});

export type BannerSliderData = z.output<typeof bannerSliderDataSchema>;
export type BannerSliderSettings = z.output<typeof bannerSliderSettingsSchema>;

/** Full-width slideshow of promotional banners at the top of the home page. */
export const bannerSliderBlock = defineBlock({
  code: 'banner_slider',
  label: 'Banner slider',
  dataSchema: bannerSliderDataSchema,
  settingsSchema: bannerSliderSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./banner_slider.fixture').then((module) => module.bannerSliderFixture),
  // Default slides: 4:3 of the column (viewport less 32 px of padding) on phones, 2:1 of at most 1168 px above
  // 768 px; plus the 38 px dot row. Measured in Chromium at 375 and 1280 px.
  reservedHeight: { mobile: 'calc(75vw + 14px)', desktop: 'calc(min(50vw, 584px) + 40px)' },
  load: () => import('./BannerSlider'),
});
