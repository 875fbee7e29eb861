import * as z from 'zod/mini';
import { searchAnswerSchema } from '../schemas/search.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

/** The product search. */
export const search = {
  products: defineCall({
    id: 'searchProducts',
    method: 'get',
    path: '/api/search-products',
    audience: 'guest-or-customer',
    query: {
      q: z.string(),
      page: z.optional(integerQuery),
      per_page: z.optional(integerQuery),
    },
    answer: { status: 200, schema: searchAnswerSchema },
  }),
};
