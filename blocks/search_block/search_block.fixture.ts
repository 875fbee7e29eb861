import type * as z from 'zod/mini';
import type { searchBlockDataSchema, searchBlockSettingsSchema } from './search_block.block';

/** A search band in the store's colour. */
export const searchBlockFixture = {
  data: {
    heading: 'What are you craving today?',
    label: 'Search the menu',
    placeholder: 'Pizza, salads, desserts...',
    button_label: 'Search',
  },
  settings: {
    show_label: false,
    background_color: '#1f6f5c',
    text_color: '#ffffff',
  },
} satisfies { data: z.input<typeof searchBlockDataSchema>; settings: z.input<typeof searchBlockSettingsSchema> };
