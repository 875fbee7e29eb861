import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import { listParentCategories, parseProductQuery, queryProducts } from '../../simulator/catalog';
import { withClientContract } from '../client-contract';

/** The catalogue calls: one page of products (paged, filtered, sorted) and the top-level categories. */
export const catalogHandlers = [
  http.get(
    '*/api/get-products',
    withClientContract(({ request }) => {
      const checked = parseProductQuery(new URL(request.url).searchParams);
      if (!checked.ok) return HttpResponse.json({ message: checked.message, errors: checked.errors } satisfies ApiErrorBody, { status: 422 });
      return HttpResponse.json(queryProducts(checked.query));
    }),
  ),
  http.get(
    '*/api/get-parent-categories',
    withClientContract(() => HttpResponse.json(listParentCategories())),
  ),
];
