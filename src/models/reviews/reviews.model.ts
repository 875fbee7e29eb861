import { createEvent, createStore, sample } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { reviews } from '@/api/calls/reviews';
import { request } from '@/api/client';
import type { Review, ReviewsPage } from '@/api/schemas/review.schema';
import { appendPage, emptyPagedList, type PageReceived, type PagedListState } from '@/models/catalog/paged-list.lib';
import { createRequestFx } from '@/models/request/request.model';

/** A product's ratings summary, as get-product-reviews sends it with every page. */
export type RatingsSummary = Pick<ReviewsPage, 'rating_count' | 'review_count' | 'average_rating' | 'grouped_ratings'>;

/**
 * The reviews slice of spec section 3: the summary, the reviews shown so far (`items`, as in the products slice, so
 * both page through one appendPage), isFetching, error, currentPage, lastPage and the product they belong to, with
 * its name when the answer gives it (`productName`, for the heading).
 */
export type ReviewsState = PagedListState<Review> & RatingsSummary & { productId: string | null; productName: string | null };

export interface ReviewsRequest {
  productId: string;
  page: number;
}

export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_ERROR = 'We couldn’t load the reviews.';
export const MORE_REVIEWS_ERROR = 'We couldn’t load more reviews.';

const emptySummary: RatingsSummary = { rating_count: 0, review_count: 0, average_rating: 0, grouped_ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };
export const initialReviews: ReviewsState = { ...emptyPagedList<Review>(), ...emptySummary, productId: null, productName: null };

// The reviews screen loads lazily and fires productReviewsOpened on mount, so nothing is lost to the late chunk.
/** The reviews screen of a product is on show. */
export const productReviewsOpened = createEvent<{ productId: string }>();
/** The shopper pressed "Show more". Ignored while a page loads, after a failure (Retry is for that) or at the end. */
export const moreReviewsRequested = createEvent();
/** The shopper asked to try the failed page again. */
export const reviewsRetryClicked = createEvent();

/** A page of a product's reviews was asked for: a review request sets productId (spec section 4). */
export const reviewsRequested = createEvent<ReviewsRequest>();
export const reviewsPageReceived = createEvent<PageReceived<Review> & RatingsSummary & { productName: string | null }>();
export const reviewsFailed = createEvent<{ error: string; notFound: boolean }>();

export const fetchReviewsPageFx = createRequestFx((context, { productId, page }: ReviewsRequest) =>
  request(context, reviews.list, { query: { product_id: productId, page, per_page: REVIEWS_PER_PAGE } }),
);

export const $reviews = createStore<ReviewsState>(initialReviews)
  // Another product's request starts its list afresh; the same product's keeps what is shown.
  .on(reviewsRequested, (state, { productId }) =>
    state.productId === productId ? { ...state, isFetching: true, error: null } : { ...initialReviews, productId, isFetching: true },
  )
  .on(reviewsPageReceived, (state, { items, currentPage, lastPage, productName, ...summary }) => ({
    ...state,
    ...appendPage(state, { items, currentPage, lastPage }),
    ...summary,
    // A later page without the name does not take away the one an earlier page gave.
    productName: productName ?? state.productName,
  }))
  .on(reviewsFailed, (state, { error }) => ({ ...state, isFetching: false, error }));

/** The product of the slice answered 404: there is no such product. */
export const $reviewsNotFound = createStore(false)
  .on(reviewsRequested, () => false)
  .on(reviewsFailed, (_, { notFound }) => notFound);

type ProductReviews = ReviewsState & { productId: string };

const needsFirstPage = (state: ReviewsState, productId: string) => state.productId !== productId || (state.currentPage === 0 && !state.isFetching);
const canShowMore = (state: ReviewsState): state is ProductReviews =>
  state.productId !== null && !state.isFetching && state.error === null && state.currentPage > 0 && state.currentPage < state.lastPage;
const canRetry = (state: ReviewsState): state is ProductReviews => state.productId !== null && !state.isFetching && state.error !== null;
/** Whether an answer is the one the slice waits for: its product, and the page after the last one shown. */
const isAwaited = (state: ReviewsState, { productId, page }: ReviewsRequest) => state.productId === productId && page === state.currentPage + 1;

// When a product's reviews open, fetch its first page, unless the slice already holds (or is fetching) them.
sample({
  clock: productReviewsOpened,
  source: $reviews,
  filter: (state, { productId }) => needsFirstPage(state, productId),
  fn: (_, { productId }): ReviewsRequest => ({ productId, page: 1 }),
  target: fetchReviewsPageFx,
});

// When the shopper presses Show more, fetch the next page, unless one is loading, the last one failed or it was the last.
sample({
  clock: moreReviewsRequested,
  source: $reviews,
  filter: canShowMore,
  fn: (state): ReviewsRequest => ({ productId: state.productId, page: state.currentPage + 1 }),
  target: fetchReviewsPageFx,
});

// When the shopper clicks Retry after a failure, fetch the page that failed.
sample({
  clock: reviewsRetryClicked,
  source: $reviews,
  filter: canRetry,
  fn: (state): ReviewsRequest => ({ productId: state.productId, page: state.currentPage + 1 }),
  target: fetchReviewsPageFx,
});

// When a page request starts, it sets the slice's product and marks it as fetching.
sample({ clock: fetchReviewsPageFx, target: reviewsRequested });

// When the awaited page answers, append it (a review already shown, pushed down a page by a new one, is not shown
// twice). An answer for another product, or for a page the slice no longer waits for, is dropped.
sample({
  clock: fetchReviewsPageFx.done,
  source: $reviews,
  filter: (state, { params }) => isAwaited(state, params),
  fn: (state, { result }) => {
    const shown = new Set(result.current_page <= 1 ? [] : state.items.map((review) => String(review.id)));
    const { data, current_page, last_page, product_name, ...summary } = result;
    return { items: data.filter((review) => !shown.has(String(review.id))), currentPage: current_page, lastPage: last_page, productName: product_name, ...summary };
  },
  target: reviewsPageReceived,
});

// When the awaited page fails, keep what is shown and offer Retry; a 404 means the product does not exist.
sample({
  clock: fetchReviewsPageFx.fail,
  source: $reviews,
  filter: (state, { params }) => isAwaited(state, params),
  fn: (_, { params, error }) => ({
    error: shopperMessage(error, params.page === 1 ? REVIEWS_ERROR : MORE_REVIEWS_ERROR),
    notFound: isApiError(error) && error.status === 404,
  }),
  target: reviewsFailed,
});
