import type * as z from 'zod/mini';
import type { productsInfiniteScrollDataSchema, productsInfiniteScrollSettingsSchema } from './products_infinite_scroll.block';

/**
 * The whole menu, 12 products a page. Against the simulator, the `all` source browses its generated
 * 1,200-product catalogue (GET /api/get-products?collection=all; /sim-images/<product-slug>.svg pictures).
 */
export const productsInfiniteScrollFixture = {
  data: {
    title: 'Everything on the menu',
    subtitle: 'Keep scrolling: there is always something else to try.',
    source: { type: 'all' },
    per_page: 12,
    columns_mobile: 2,
    columns_desktop: 4,
    end_message: 'You’ve seen everything',
  },
  settings: {},
} satisfies { data: z.input<typeof productsInfiniteScrollDataSchema>; settings: z.input<typeof productsInfiniteScrollSettingsSchema> };
