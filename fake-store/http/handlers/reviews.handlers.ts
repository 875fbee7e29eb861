import { calls } from '@/api/calls';
import { parseReviewsQuery, queryReviews, reviewMessages } from '../../domain/reviews';
import { errorResponse } from '../http-errors';
import { serve } from '../serve';

/** A product's reviews, newest first, with its ratings summary. */
export const reviewHandlers = [serve(calls.reviews.list, { query: parseReviewsQuery }, ({ query }) => queryReviews(query) ?? errorResponse(404, reviewMessages.productNotFound))];
