import type * as z from 'zod/mini';
import type { bottomNavDataSchema, bottomNavSettingsSchema } from './bottom_nav.block';

/** A restaurant's tab bar: all four tabs, "Menu" for home and "Basket" for the cart, in the store's theme colours. */
export const bottomNavFixture = {
  data: {
    tabs: [
      { kind: 'home', label: 'Menu' },
      { kind: 'search', label: '' },
      { kind: 'cart', label: 'Basket' },
      { kind: 'account', label: '' },
    ],
  },
  settings: { background_color: null, text_color: null, active_color: null },
} satisfies { data: z.input<typeof bottomNavDataSchema>; settings: z.input<typeof bottomNavSettingsSchema> };
