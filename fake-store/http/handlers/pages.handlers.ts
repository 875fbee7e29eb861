import { calls } from '@/api/calls';
import { listPages, pageBySlug, pageMessages } from '../../domain/pages';
import { errorResponse } from '../http-errors';
import { serve } from '../serve';

/** The store's content pages: the listed ones, and one by its slug. */
export const pageHandlers = [
  serve(calls.pages.list, () => listPages()),
  serve(calls.pages.get, ({ query }) => {
    const page = pageBySlug(query.slug);
    return page ? { data: page } : errorResponse(404, pageMessages.notFound);
  }),
];
