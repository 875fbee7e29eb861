import type * as z from 'zod/mini';
import type { productHorizontalStripDataSchema, productHorizontalStripSettingsSchema } from './product_horizontal_strip.block';

/**
 * The desserts, cheapest first, on a soft background. Cards take their pictures, names and prices from
 * /api/get-products (/sim-images/<product-slug>.svg in the simulator).
 */
export const productHorizontalStripFixture = {
  data: {
    title: 'Sweet treats',
    subtitle: 'Save room for dessert.',
    source: { type: 'category', category: 'desserts', sort: 'price_asc' },
    count: 10,
    view_all_label: 'All desserts',
    view_all_link: { type: 'category', slug: 'desserts' },
  },
  settings: {
    show_arrows: true,
    background_color: '#fdf3e7',
    text_color: '#1d2a26',
  },
} satisfies { data: z.input<typeof productHorizontalStripDataSchema>; settings: z.input<typeof productHorizontalStripSettingsSchema> };
