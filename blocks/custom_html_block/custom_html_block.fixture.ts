import type * as z from 'zod/mini';
import type { customHtmlBlockDataSchema, customHtmlBlockSettingsSchema } from './custom_html_block.block';

/** Opening hours and a note, as merchants typically paste them. */
export const customHtmlBlockFixture = {
  data: {
    title: 'Opening hours',
    html: [
      '<p>We cook to order every day. Orders placed after closing are scheduled for the next opening.</p>',
      '<table><tbody>',
      '<tr><th scope="row">Monday to Friday</th><td>11:00 to 22:00</td></tr>',
      '<tr><th scope="row">Saturday and Sunday</th><td>12:00 to 23:00</td></tr>',
      '</tbody></table>',
      '<p>Allergies? Read how our kitchens handle them in our <a href="/page/terms">terms</a> or ',
      '<a href="https://www.food.gov.uk/safety-hygiene/food-allergy-and-intolerance">the food standards advice</a>.</p>',
    ].join(''),
  },
  settings: {
    max_width: 'medium',
    padding: 'medium',
    background_color: '#ffffff',
    text_color: '#1c2326',
  },
} satisfies { data: z.input<typeof customHtmlBlockDataSchema>; settings: z.input<typeof customHtmlBlockSettingsSchema> };
