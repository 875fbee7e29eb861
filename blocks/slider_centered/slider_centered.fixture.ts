import type * as z from 'zod/mini';
import type { sliderCenteredDataSchema, sliderCenteredSettingsSchema } from './slider_centered.block';

/** Five menu collections, each card leading somewhere different. */
export const sliderCenteredFixture = {
  data: {
    title: 'Explore our kitchen',
    items: [
      {
        image: { src: '/sim-images/wood-fired-pizza.svg?w=800&h=600&label=Wood-fired+pizza', alt: '', width: 800, height: 600 },
        title: 'Wood-fired pizza',
        subtitle: 'Baked at 450 °C in 90 seconds',
        link: { type: 'category', slug: 'pizza' },
      },
      {
        image: { src: '/sim-images/fresh-pasta.svg?w=800&h=600&label=Fresh+pasta', alt: '', width: 800, height: 600 },
        title: 'Fresh pasta',
        subtitle: 'Rolled by hand every morning',
        link: { type: 'category', slug: 'pasta' },
      },
      {
        image: { src: '/sim-images/tiramisu.svg?w=800&h=600&label=Tiramisu', alt: '', width: 800, height: 600 },
        title: 'Our tiramisu',
        subtitle: 'The house recipe since 1998',
        link: { type: 'product', slug: 'tiramisu' },
      },
      {
        image: { src: '/sim-images/our-story.svg?w=800&h=600&label=Our+story', alt: '', width: 800, height: 600 },
        title: 'Our story',
        subtitle: 'Three generations of cooks',
        link: { type: 'page', slug: 'about-us' },
      },
      {
        image: {
          src: '/sim-images/catering.svg?w=800&h=600&label=Catering',
          alt: 'Buffet table set for a party of twenty',
          width: 800,
          height: 600,
        },
      },
    ],
  },
  settings: {
    autoplay: false,
    interval_seconds: 5,
    show_arrows: true,
    show_dots: true,
    aspect_ratio: '4:3',
    card_width: 'medium',
  },
} satisfies { data: z.input<typeof sliderCenteredDataSchema>; settings: z.input<typeof sliderCenteredSettingsSchema> };
