import type * as z from 'zod/mini';
import type { topNavDataSchema, topNavSettingsSchema } from './top_nav.block';

/** A restaurant's bar: menu categories, a content page and an external gift-card shop, with an inline search box. */
export const topNavFixture = {
  data: {
    logo: null,
    menu_links: [
      { label: 'Pizzas', link: { type: 'category', slug: 'pizzas' } },
      { label: 'Bowls', link: { type: 'category', slug: 'bowls' } },
      { label: 'Drinks', link: { type: 'category', slug: 'drinks' } },
      { label: 'Our story', link: { type: 'page', slug: 'about-us' } },
      { label: 'Gift cards', link: { type: 'url', url: 'https://gifts.example.com/harbour-kitchen' } },
    ],
    search_placeholder: 'Search pizzas, bowls, drinks…',
  },
  settings: {
    sticky: true,
    background_color: null,
    text_color: null,
    // The seeded store's logo is a wordmark: it says the name, so the bar does not say it again beside it.
    show_store_name: false,
    show_search: true,
    // The seeded home page has a search_block right below, so the bar offers a compact Search link.
    search_style: 'link',
    show_branch_selector: true,
    show_account: true,
  },
} satisfies { data: z.input<typeof topNavDataSchema>; settings: z.input<typeof topNavSettingsSchema> };
