import { createEvent, createStore } from 'effector';
import { appendPage, emptyPagedList, type PageReceived, type PagedListState } from '@/models/catalog/paged-list.lib';

export interface Review {
  id: string | number;
  rating: number;
  comment: string | null;
  author: string;
  created_at: string;
}

export interface ReviewSummary {
  rating_count: number;
  review_count: number;
  average_rating: number;
  /** Star value to how many ratings gave it. */
  grouped_ratings: Record<string, number>;
}

/** The reviews slice of spec section 3. */
export type ReviewsState = PagedListState<Review> & ReviewSummary & { productId: string | null };

const initialReviews: ReviewsState = {
  ...emptyPagedList<Review>(),
  rating_count: 0,
  review_count: 0,
  average_rating: 0,
  grouped_ratings: {},
  productId: null,
};

export const reviewsRequested = createEvent<{ productId: string }>();
export const reviewsPageReceived = createEvent<PageReceived<Review> & ReviewSummary>();
export const reviewsFailed = createEvent<string>();
export const reviewsCleared = createEvent();

export const $reviews = createStore<ReviewsState>(initialReviews)
  // When reviews of another product are requested, start its list afresh; a review request sets productId.
  .on(reviewsRequested, (state, { productId }) =>
    state.productId === productId ? { ...state, isFetching: true, error: null } : { ...initialReviews, productId, isFetching: true },
  )
  .on(reviewsPageReceived, (state, page) => ({
    ...state,
    ...appendPage(state, page),
    rating_count: page.rating_count,
    review_count: page.review_count,
    average_rating: page.average_rating,
    grouped_ratings: page.grouped_ratings,
  }))
  .on(reviewsFailed, (state, error) => ({ ...state, isFetching: false, error }))
  .reset(reviewsCleared);
