import * as z from 'zod/mini';
import { idSchema, integerSchema, optionalNonEmptyTextSchema, tolerantArray, withDefault } from './common.schema';

/** A category's own fields, which get-category extends (category-detail.schema.ts). */
export const categoryFields = z.object({
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

