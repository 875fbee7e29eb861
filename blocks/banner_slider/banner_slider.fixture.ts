import type * as z from 'zod/mini';
import type { bannerSliderDataSchema, bannerSliderSettingsSchema } from './banner_slider.block';

/** Three banners: one to a category, one to a product, one to another site (the seeded store's own slugs). */
export const bannerSliderFixture = {
  data: {
    title: '',
    slides: [
      {
        image: {
          src: '/sim-images/fresh-salads.svg?w=1200&h=600&label=Fresh+salads',
          alt: 'A bowl of crisp salad with grilled vegetables on a sunny table',
          width: 1200,
          height: 600,
        },
        mobile_image: {
          src: '/sim-images/fresh-salads-mobile.svg?w=800&h=600&label=Fresh+salads',
          alt: 'A bowl of crisp salad with grilled vegetables on a sunny table',
          width: 800,
          height: 600,
        },
        heading: 'Fresh salads, dressed every morning',
        text: 'Crisp leaves from local farms and dressings we make in house.',
        button_label: 'See the salads',
        link: { type: 'category', slug: 'salads' },
      },
      {
        image: {
          src: '/sim-images/margherita-pizza-banner.svg?w=1200&h=600&label=Margherita+pizza',
          alt: 'A Margherita pizza fresh from the stone oven',
          width: 1200,
          height: 600,
        },
        heading: 'Our Margherita, from the stone oven',
        text: 'Dough proved for 48 hours, in the size and crust you like.',
        button_label: 'Order a Margherita',
        link: { type: 'product', slug: 'margherita-pizza' },
      },
      {
        image: {
          src: '/sim-images/gift-cards.svg?w=1200&h=600&label=Gift+cards',
          alt: 'Gift cards from our store, available online',
          width: 1200,
          height: 600,
        },
        link: { type: 'url', url: 'https://gifts.example.com/our-store' },
      },
    ],
  },
  settings: {
    autoplay: true,
    interval_seconds: 6,
    show_arrows: true,
    show_dots: true,
    aspect_ratio: '2:1',
    mobile_aspect_ratio: '4:3',
    text_color: '#ffffff',
    overlay_opacity: 35,
    text_position: 'center',
  },
} satisfies { data: z.input<typeof bannerSliderDataSchema>; settings: z.input<typeof bannerSliderSettingsSchema> };
