import type * as z from 'zod/mini';
import type { staticBannerDataSchema, staticBannerSettingsSchema } from './static_banner.block';

/**
 * A free-delivery banner with a taller picture for phones and a button to a category. The seeded store's banner puts
 * its own figure in the heading (fake-store/domain/seed-layout.ts).
 */
export const staticBannerFixture = {
  data: {
    schema_version: 2,
    image: {
      src: '/sim-images/free-delivery.svg?w=1200&h=400&label=Free+delivery',
      alt: 'A delivery rider with an insulated food bag',
      width: 1200,
      height: 400,
    },
    mobile_image: {
      src: '/sim-images/free-delivery-mobile.svg?w=800&h=600&label=Free+delivery',
      alt: 'A delivery rider with an insulated food bag',
      width: 800,
      height: 600,
    },
    heading: 'Free delivery on bigger orders',
    text: 'Within 5 km of any of our branches, every day.',
    button_label: 'Start an order',
    link: { type: 'category', slug: 'full-menu' },
  },
  settings: {
    text_color: '#ffffff',
    overlay_opacity: 30,
    text_position: 'left',
  },
} satisfies { data: z.input<typeof staticBannerDataSchema>; settings: z.input<typeof staticBannerSettingsSchema> };
