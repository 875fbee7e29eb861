import * as z from 'zod/mini';
import { reviewsPageSchema } from '../schemas/review.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

/** A product's reviews. */
export const reviews = {
  list: defineCall({
    id: 'getProductReviews',
    method: 'get',
    path: '/api/get-product-reviews',
    audience: 'guest-or-customer',
    query: {
      product_id: integerQuery,
      page: z.optional(integerQuery),
      per_page: z.optional(integerQuery),
    },
    answer: { status: 200, schema: reviewsPageSchema },
  }),
};
