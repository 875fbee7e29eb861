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
        link: { type: 'category', slug: 'pizzas' },
      },
      {
        image: { src: '/sim-images/warm-bowls.svg?w=800&h=600&label=Warm+bowls', alt: '', width: 800, height: 600 },
        title: 'Warm bowls',
        subtitle: 'Grains, bright toppings and your sauce',
        link: { type: 'category', slug: 'bowls' },
      },
      {
        image: { src: '/sim-images/tiramisu.svg?w=800&h=600&label=Tiramisu', alt: '', width: 800, height: 600 },
        title: 'Our tiramisu',
        subtitle: 'Made in our kitchen each day',
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
