import * as z from 'zod/mini';
import { idSchema } from './common.schema';

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  image_alt: z.string(),
  parent_id: z.nullable(idSchema),
  position: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/get-parent-categories: the top-level categories, in display order. */
export const categoriesListSchema = z.object({ data: z.array(categorySchema) });
