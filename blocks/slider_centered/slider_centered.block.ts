import * as z from 'zod/mini';
import { defineBlock } from '@/layout/define-block';
import { imageSchema, linkSchema, sectionTitleSchema } from '@/layout/block-field-schemas';

/** Card picture shapes a merchant can pick; `width:height`. */
const cardAspectRatios = ['16:9', '4:3', '1:1', '3:4'] as const;

const cardSchema = z.object({
  image: imageSchema,
  title: z._default(z.string().check(z.maxLength(80)), ''),
  subtitle: z._default(z.string().check(z.maxLength(160)), ''),
  /** The whole card is the link. */
  link: z._default(linkSchema, { type: 'none' }),
});

export const sliderCenteredDataSchema = z.object({
  title: sectionTitleSchema,
  items: z.array(cardSchema).check(z.minLength(1), z.maxLength(20)),
});

export const sliderCenteredSettingsSchema = z.object({
  autoplay: z._default(z.boolean(), false),
  interval_seconds: z._default(z.number().check(z.gte(2), z.lte(20)), 5),
  show_arrows: z._default(z.boolean(), true),
  show_dots: z._default(z.boolean(), true),
  aspect_ratio: z._default(z.enum(cardAspectRatios), '4:3'),
  /** How much of the row the centred card takes; the rest shows its neighbours. */
  card_width: z._default(z.enum(['narrow', 'medium', 'wide']), 'medium'),
});

export type SliderCenteredData = z.output<typeof sliderCenteredDataSchema>;
export type SliderCenteredSettings = z.output<typeof sliderCenteredSettingsSchema>;

/** A carousel of picture cards centred one at a time, neighbours peeking at the sides. */
export const sliderCenteredBlock = defineBlock({
  code: 'slider_centered',
  label: 'Centred slider',
  dataSchema: sliderCenteredDataSchema,
  settingsSchema: sliderCenteredSettingsSchema,
  // Fixtures are for merchants, tests and the simulator: never in the shopper's first download.
  loadDefaults: () => import('./slider_centered.fixture').then((module) => module.sliderCenteredFixture),
  // Title, a 4:3 card at the default width (78% of the column on phones, 44% above 768 px), caption and dots.
  // Measured in Chromium at 375 and 1280 px.
  reservedHeight: { mobile: 'calc(58.5vw + 117px)', desktop: 'calc(min(33vw, 386px) + 140px)' },
  load: () => import('./SliderCentered'),
});
