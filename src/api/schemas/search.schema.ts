import * as z from 'zod/mini';
import { countSchema, optionalList, positiveIntegerSchema, tolerantArray } from './common.schema';
import { categorySchema } from './category.schema';
import { productSchema } from './product.schema';

/**
 * GET /api/search-products: the products whose names match the query, best match first, paged, and the
 * categories whose names match it. `data` is the list the call exists for; `categories` may be left out.
 */
export const searchAnswerSchema = z.pipe(
  z.object({
    data: tolerantArray(productSchema),
    categories: optionalList(categorySchema),
    current_page: z.optional(positiveIntegerSchema),
    last_page: z.optional(countSchema),
    total: z.optional(countSchema),
  }),
  z.transform((answer) => {
    const currentPage = answer.current_page ?? 1;
    return {
      data: answer.data,
      categories: answer.categories,
      current_page: currentPage,
      last_page: answer.last_page ?? currentPage,
      total: answer.total ?? answer.data.length,
    };
  }),
);
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
