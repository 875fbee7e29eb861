import * as z from 'zod/mini';
import { idSchema, integerSchema, optionalList, optionalNonEmptyTextSchema, optionalTextSchema, tolerantArray, withDefault } from './common.schema';
import { categoryRefSchema } from './product.schema';

const categoryFields = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  /** Absent when the category has no picture: the blocks then show its name alone. */
  image: optionalNonEmptyTextSchema,
  image_alt: optionalNonEmptyTextSchema,
  parent_id: z.pipe(
    z.optional(z.nullable(idSchema)),
    // Laravel's nested sets often say 0 for "no parent".
    z.transform((value) => (value === undefined || value === null || value === 0 ? null : value)),
  ),
  position: withDefault(integerSchema, 0),
});

/** A category; its alt text falls back to its name. */
export const categorySchema = z.pipe(
  categoryFields,
  z.transform((category) => ({ ...category, image_alt: category.image_alt ?? category.name })),
);
export type Category = z.infer<typeof categorySchema>;

/** GET /api/get-parent-categories: the top-level categories, in display order. */
export const categoriesListSchema = z.object({ data: tolerantArray(categorySchema) });

/**
 * GET /api/get-category: one category with what its page shows. Extras are optional, as on get-product:
 * - `description`: merchant HTML, sanitised where it is shown;
 * - `children`: its child categories in display order (the page's chips);
 * - `path`: its parents, top-level first, without itself (the breadcrumbs).
 */
export const categoryDetailSchema = z.pipe(
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
