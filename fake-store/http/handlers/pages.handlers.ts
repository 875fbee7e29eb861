import { http, HttpResponse } from 'msw';
import { listPages, pageBySlug, pageMessages } from '../../domain/pages';
import { parseSlugQuery } from '../../domain/query-rules';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { queryRefusal } from './query-refusal';

/** The store's content pages: the listed ones, and one by its slug. */
export const pageHandlers = [
  http.get(
    '*/api/get-pages',
    withClientContract(() => HttpResponse.json(listPages())),
  ),
  http.get(
    '*/api/get-page',
    withClientContract(({ request }) => {
      const checked = parseSlugQuery(new URL(request.url).searchParams);
      if (!checked.ok) return queryRefusal(checked);
      const page = pageBySlug(checked.query);
      return page ? HttpResponse.json({ data: page }) : errorResponse(404, pageMessages.notFound);
    }),
  ),
];
