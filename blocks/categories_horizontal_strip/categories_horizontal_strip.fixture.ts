import type * as z from 'zod/mini';
import type { categoriesHorizontalStripDataSchema, categoriesHorizontalStripSettingsSchema } from './categories_horizontal_strip.block';

/**
 * Six hand-picked categories in the merchant's order, as chips on phones. Pictures and names come from
 * /api/get-parent-categories (/sim-images/category-<slug>.svg in the simulator).
 */
export const categoriesHorizontalStripFixture = {
  data: {
    title: 'What are you craving?',
    subtitle: '',
    source: { type: 'picked', slugs: ['pizzas', 'burgers', 'bowls', 'breakfast', 'desserts', 'drinks'] },
    max_count: 6,
    columns_mobile: 3,
    columns_desktop: 6,
    view_all_label: 'All categories',
    view_all_link: { type: 'url', url: '/search' },
  },
  settings: {
    image_shape: 'circle',
    show_names: true,
    mobile_style: 'chips',
  },
} satisfies { data: z.input<typeof categoriesHorizontalStripDataSchema>; settings: z.input<typeof categoriesHorizontalStripSettingsSchema> };
