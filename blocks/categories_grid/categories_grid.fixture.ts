import type * as z from 'zod/mini';
import type { categoriesGridDataSchema, categoriesGridSettingsSchema } from './categories_grid.block';

/**
 * Every top-level category (the tiles' pictures and names come from /api/get-parent-categories, e.g.
 * /sim-images/category-pizzas.svg in the simulator), with a link to search the whole menu.
 */
export const categoriesGridFixture = {
  data: {
    title: 'Browse the menu',
    subtitle: 'Pizzas, bowls, breakfast and more, made to order.',
    source: { type: 'all' },
    max_count: 8,
    columns_mobile: 3,
    columns_desktop: 4,
    view_all_label: 'Search the menu',
    view_all_link: { type: 'url', url: '/search' },
  },
  settings: {
    image_shape: 'rounded',
    show_names: true,
  },
} satisfies { data: z.input<typeof categoriesGridDataSchema>; settings: z.input<typeof categoriesGridSettingsSchema> };
