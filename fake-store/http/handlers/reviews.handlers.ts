import { http, HttpResponse } from 'msw';
import { parseReviewsQuery, queryReviews, reviewMessages } from '../../domain/reviews';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { queryRefusal } from './query-refusal';

/** A product's reviews, newest first, with its ratings summary. */
export const reviewHandlers = [
  http.get(
    '*/api/get-product-reviews',
    withClientContract(({ request }) => {
      const checked = parseReviewsQuery(new URL(request.url).searchParams);
      if (!checked.ok) return queryRefusal(checked);
      const page = queryReviews(checked.query);
      return page ? HttpResponse.json(page) : errorResponse(404, reviewMessages.productNotFound);
    }),
  ),
];
