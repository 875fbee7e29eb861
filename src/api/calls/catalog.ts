import * as z from 'zod/mini';
import { categoriesListSchema } from '../schemas/category.schema';
import { productSorts, productsPageSchema } from '../schemas/product.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

/** The catalogue as the home page and the menu browse it: pages of products and the top-level categories. */
export const catalog = {
  products: defineCall({
    id: 'getProducts',
    method: 'get',
    path: '/api/get-products',
    audience: 'guest-or-customer',
    query: {
      page: z.optional(integerQuery),
      per_page: z.optional(integerQuery),
      category_id: z.optional(z.string()),
      ids: z.optional(z.string()),
      sort: z.optional(z.enum(productSorts)),
      search: z.optional(z.string()),
      collection: z.optional(z.literal('all')),
    },
    answer: { status: 200, schema: productsPageSchema },
  }),
  parentCategories: defineCall({
    id: 'getParentCategories',
    method: 'get',
    path: '/api/get-parent-categories',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: categoriesListSchema },
  }),
};
