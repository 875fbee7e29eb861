import * as z from 'zod/mini';
import { categoryAnswerSchema } from '../schemas/category-detail.schema';
import { productsPageSchema } from '../schemas/product.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

/**
 * The orders a category page offers. `recommended` is the merchant's own order. Here, beside the call that takes
 * them, and not in product.schema.ts, which the first download carries.
 */
export const categoryProductSorts = ['recommended', 'price_asc', 'price_desc', 'name'] as const;
export type CategoryProductSort = (typeof categoryProductSorts)[number];

/** One category, for its own page, and its products. */
export const category = {
  get: defineCall({
    id: 'getCategory',
    method: 'get',
    path: '/api/get-category',
    audience: 'guest-or-customer',
    query: {
      slug: z.string(),
    },
    answer: { status: 200, schema: categoryAnswerSchema },
  }),
  products: defineCall({
    id: 'getCategoryProducts',
    method: 'get',
    path: '/api/get-category-products',
    audience: 'guest-or-customer',
    query: {
      category_id: z.optional(integerQuery),
      category_slug: z.optional(z.string()),
      page: z.optional(integerQuery),
      per_page: z.optional(integerQuery),
      sort: z.optional(z.enum(categoryProductSorts)),
      in_stock: z.optional(z.enum(['1', '0'])),
    },
    answer: { status: 200, schema: productsPageSchema },
  }),
};
