import type * as z from 'zod/mini';
import type { bannerSliderDataSchema, bannerSliderSettingsSchema } from './banner_slider.block';

/** Three seasonal banners: one to a category, one to a product, one to another site. */
export const bannerSliderFixture = {
  data: {
    title: '',
    slides: [
      {
        image: {
          src: '/sim-images/summer-menu.svg?w=1200&h=600&label=Summer+menu',
          alt: 'Grilled vegetables and lemonade on a sunny table',
          width: 1200,
          height: 600,
        },
        mobile_image: {
          src: '/sim-images/summer-menu-mobile.svg?w=800&h=600&label=Summer+menu',
          alt: 'Grilled vegetables and lemonade on a sunny table',
          width: 800,
          height: 600,
        },
        heading: 'The summer menu is here',
        text: 'Eight new dishes made with produce from local farms.',
        button_label: 'See the menu',
        link: { type: 'category', slug: 'summer-menu' },
      },
      {
        image: {
          src: '/sim-images/family-pizza-deal.svg?w=1200&h=600&label=Family+pizza+deal',
          alt: 'Two large pizzas with garlic bread',
          width: 1200,
          height: 600,
        },
        heading: 'Family deal: 2 large pizzas for $24',
        text: 'Every weekend, collection or delivery.',
        button_label: 'Order the deal',
        link: { type: 'product', slug: 'family-pizza-deal' },
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
