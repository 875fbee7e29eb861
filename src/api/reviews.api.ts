import { apiRequest, type RequestContext } from './client';
import type { Id } from './schemas/common.schema';
import { reviewsPageSchema } from './schemas/review.schema';

/** One page of a product's reviews, newest first, with the product's ratings summary. Unknown product: 404. */
export const getProductReviews = (context: RequestContext, params: { product_id: Id; page: number; per_page: number }) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/get-product-reviews',
    schema: reviewsPageSchema,
    searchParams: { product_id: params.product_id, page: params.page, per_page: params.per_page },
  });
