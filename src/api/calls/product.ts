import * as z from 'zod/mini';
import { productAnswerSchema } from '../schemas/product-detail.schema';
import { defineCall } from './define';

/** One product, for its own page. */
export const product = {
  get: defineCall({
    id: 'getProduct',
    method: 'get',
    path: '/api/get-product',
    audience: 'guest-or-customer',
    query: {
      slug: z.string(),
    },
    answer: { status: 200, schema: productAnswerSchema },
  }),
};
