import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { categorySchema } from '@/api/schemas/category.schema';
import { optionalTextSchema } from '@/api/schemas/common.schema';

/**
 * Product categories: the client's category (as lists show it) plus the description its own page shows
 * (get-category's merchant HTML). Lists leave the description out.
 */
export const storedCategorySchema = z.intersection(categorySchema, z.object({ description: optionalTextSchema }));
export type StoredCategory = z.infer<typeof storedCategorySchema>;

export const categories = new Collection({ schema: storedCategorySchema });
