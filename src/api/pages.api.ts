import { apiRequest, type RequestContext } from './client';
import { pageAnswerSchema, pagesListSchema } from './schemas/page.schema';

/** The store's content pages, in display order (the footer's links). */
export const getPages = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/get-pages', schema: pagesListSchema });

/** One content page by its slug. An unknown slug answers 404. */
export const getPage = (context: RequestContext, params: { slug: string }) =>
  apiRequest(context, { method: 'get', path: '/api/get-page', schema: pageAnswerSchema, searchParams: { slug: params.slug } });
