import * as z from 'zod/mini';
import { categoryFields, categorySchema } from './category.schema';
import { optionalList, optionalTextSchema } from './common.schema';
import { categoryRefSchema } from './product-detail.schema';

/* The category page's answer, apart from category.schema.ts (read at start) so it loads with that page only. */

/**
 * GET /api/get-category: one category with what its page shows. Extras are optional, as on get-product:
 * - `description`: merchant HTML, sanitised where it is shown;
 * - `children`: its child categories in display order (the page's chips);
 * - `path`: its parents, top-level first, without itself (the breadcrumbs).
 */
const categoryDetailSchema = z.pipe(
  z.object({
    ...categoryFields.shape,
    description: optionalTextSchema,
    children: optionalList(categorySchema),
    path: optionalList(categoryRefSchema),
  }),
  z.transform((category) => ({ ...category, image_alt: category.image_alt ?? category.name })),
);
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

/** The answer of GET /api/get-category: the category under `data`. */
export const categoryAnswerSchema = z.object({ data: categoryDetailSchema });
