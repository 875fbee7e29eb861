import type * as z from 'zod/mini';
import type { productsDisplayDataSchema, productsDisplaySettingsSchema } from './products_display.block';

/**
 * The eight most popular products in a 2-column (phone) / 4-column (desktop) grid. Cards take their pictures,
 * names and prices from /api/get-products (/sim-images/<product-slug>.svg in the simulator).
 */
export const productsDisplayFixture = {
  data: {
    title: 'Popular right now',
    subtitle: 'What our regulars order again and again.',
    source: { type: 'sort', sort: 'popular' },
    count: 8,
    columns_mobile: 2,
    columns_desktop: 4,
    view_all_label: 'See the whole menu',
    view_all_link: { type: 'url', url: '/search' },
  },
  settings: {},
} satisfies { data: z.input<typeof productsDisplayDataSchema>; settings: z.input<typeof productsDisplaySettingsSchema> };
