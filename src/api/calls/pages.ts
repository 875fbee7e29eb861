import * as z from 'zod/mini';
import { pageAnswerSchema, pagesListSchema } from '../schemas/page.schema';
import { defineCall } from './define';

/** The store's content pages. */
export const pages = {
  list: defineCall({
    id: 'getPages',
    method: 'get',
    path: '/api/get-pages',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: pagesListSchema },
  }),
  get: defineCall({
    id: 'getPage',
    method: 'get',
    path: '/api/get-page',
    audience: 'guest-or-customer',
    query: {
      slug: z.string(),
    },
    answer: { status: 200, schema: pageAnswerSchema },
  }),
};
