import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ReviewsPage } from '@/api/schemas/review.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { moreReviewsOf, reviewsViewOf } from './reviews.lib';
import {
  $reviews,
  $reviewsNotFound,
  fetchReviewsPageFx,
  MORE_REVIEWS_ERROR,
  moreReviewsRequested,
  productReviewsOpened,
  REVIEWS_ERROR,
  REVIEWS_PER_PAGE,
  reviewsRetryClicked,
  type ReviewsRequest,
} from './reviews.model';
import { testReview, testReviewsPage } from './test-reviews';

/** A fake server: each request waits until the test answers it. */
function deferredServer() {
  const calls: { params: ReviewsRequest; resolve: (page: ReviewsPage) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn(
    (params: ReviewsRequest) =>
      new Promise<ReviewsPage>((resolve, reject) => {
        calls.push({ params, resolve, reject });
      }),
  );
  return { fetch, calls };
}

const ids = (scope: Scope) => scope.getState($reviews).items.map((review) => review.id);

describe('the reviews of a product', () => {
  it('sets the productId with the request and fills the summary and first page, ten per page', async () => {
    const fetch = vi.fn((params: ReviewsRequest) => Promise.resolve(testReviewsPage(params.page, 3)));
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    const opened = allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    expect(scope.getState($reviews)).toMatchObject({ productId: '1', isFetching: true });
    await opened;
    expect(fetch).toHaveBeenCalledWith({ productId: '1', page: 1 });
    expect(REVIEWS_PER_PAGE).toBe(10);
    expect(scope.getState($reviews)).toMatchObject({
      productId: '1',
      isFetching: false,
      error: null,
      currentPage: 1,
      lastPage: 3,
      rating_count: 340,
      review_count: 164,
      average_rating: 4.3,
      grouped_ratings: { '5': 210, '4': 80, '3': 30, '2': 10, '1': 10 },
    });
    expect(ids(scope)).toHaveLength(10);
  });

  it('keeps the product’s name the answer gives, through a later page without it, and forgets it for another product', async () => {
    const fetch = vi.fn((params: ReviewsRequest) =>
      Promise.resolve(testReviewsPage(params.page, 2, params.productId === '1' && params.page === 1 ? {} : { product_name: null })),
    );
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    expect(scope.getState($reviews).productName).toBe('Margherita Pizza');
    await allSettled(moreReviewsRequested, { scope });
    expect(scope.getState($reviews).productName).toBe('Margherita Pizza');
    await allSettled(productReviewsOpened, { scope, params: { productId: '2' } });
    expect(scope.getState($reviews)).toMatchObject({ productId: '2', productName: null });
  });

  it('appends each next page, and stops at the last', async () => {
    const fetch = vi.fn((params: ReviewsRequest) => Promise.resolve(testReviewsPage(params.page, 2)));
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    await allSettled(moreReviewsRequested, { scope });
    expect(fetch).toHaveBeenLastCalledWith({ productId: '1', page: 2 });
    expect(ids(scope)).toHaveLength(20);
    expect(ids(scope).slice(9, 11)).toEqual([110, 201]);
    expect(moreReviewsOf(scope.getState($reviews))).toBe('complete');
    await allSettled(moreReviewsRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask twice for the next page while it loads', async () => {
    const server = deferredServer();
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, server.fetch)] });
    const opened = allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    server.calls[0]?.resolve(testReviewsPage(1, 3));
    await opened;
    const first = allSettled(moreReviewsRequested, { scope });
    const second = allSettled(moreReviewsRequested, { scope });
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(moreReviewsOf(scope.getState($reviews))).toBe('loading');
    server.calls[1]?.resolve(testReviewsPage(2, 3));
    await Promise.all([first, second]);
    expect(ids(scope)).toHaveLength(20);
  });

  it('shows a review pushed down a page by a new one only once', async () => {
    const page2 = testReviewsPage(2, 2);
    page2.data = [testReview(110), testReview(201)];
    const fetch = vi.fn((params: ReviewsRequest) => Promise.resolve(params.page === 1 ? testReviewsPage(1, 2) : page2));
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    await allSettled(moreReviewsRequested, { scope });
    expect(ids(scope)).toHaveLength(11);
    expect(ids(scope).at(-1)).toBe(201);
  });

  it('clears the list for a new product, and drops the answer for the product no longer open', async () => {
    const server = deferredServer();
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, server.fetch)] });
    const first = allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    server.calls[0]?.resolve(testReviewsPage(1, 3));
    await first;
    expect(ids(scope)).toHaveLength(10);

    // Show more for product 1, then product 2 opens: its list starts afresh.
    const more = allSettled(moreReviewsRequested, { scope });
    const second = allSettled(productReviewsOpened, { scope, params: { productId: '2' } });
    expect(scope.getState($reviews)).toMatchObject({ productId: '2', currentPage: 0, items: [], rating_count: 0, isFetching: true });
    // Product 2's first page answers, then product 1's page 2 arrives late (it would fit as "the next page").
    server.calls[2]?.resolve(testReviewsPage(1, 3, { rating_count: 3, data: [testReview(900), testReview(901), testReview(902)] }));
    server.calls[1]?.resolve(testReviewsPage(2, 3));
    await Promise.all([more, second]);
    expect(server.calls.map((call) => call.params)).toEqual([
      { productId: '1', page: 1 },
      { productId: '1', page: 2 },
      { productId: '2', page: 1 },
    ]);
    expect(scope.getState($reviews)).toMatchObject({ productId: '2', currentPage: 1, rating_count: 3, isFetching: false });
    expect(ids(scope)).toEqual([900, 901, 902]);
  });

  it('drops a failure for the product no longer open', async () => {
    const server = deferredServer();
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, server.fetch)] });
    const first = allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    server.calls[0]?.resolve(testReviewsPage(1, 3));
    await first;
    const more = allSettled(moreReviewsRequested, { scope });
    const second = allSettled(productReviewsOpened, { scope, params: { productId: '2' } });
    server.calls[2]?.resolve(testReviewsPage(1, 3));
    server.calls[1]?.reject(new ApiError('rejected', 'No such product.', 404));
    await Promise.all([more, second]);
    expect(scope.getState($reviews)).toMatchObject({ productId: '2', error: null, currentPage: 1 });
    expect(scope.getState($reviewsNotFound)).toBe(false);
  });

  it('keeps the list of the same product when its screen opens again', async () => {
    const fetch = vi.fn((params: ReviewsRequest) => Promise.resolve(testReviewsPage(params.page, 3)));
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    await allSettled(moreReviewsRequested, { scope });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(ids(scope)).toHaveLength(20);
  });

  it('keeps what is shown when the next page fails, and Retry fetches that page', async () => {
    const fetch = vi.fn((params: ReviewsRequest) => Promise.resolve(testReviewsPage(params.page, 3)));
    fetch.mockImplementationOnce((params) => Promise.resolve(testReviewsPage(params.page, 3)));
    fetch.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    await allSettled(moreReviewsRequested, { scope });
    expect(scope.getState($reviews)).toMatchObject({ error: MORE_REVIEWS_ERROR, currentPage: 1, isFetching: false });
    expect(ids(scope)).toHaveLength(10);
    expect(moreReviewsOf(scope.getState($reviews))).toBe('failed');
    // Show more does not hammer a failing server: Retry is the shopper's call.
    await allSettled(moreReviewsRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    await allSettled(reviewsRetryClicked, { scope });
    expect(fetch).toHaveBeenLastCalledWith({ productId: '1', page: 2 });
    expect(scope.getState($reviews)).toMatchObject({ error: null, currentPage: 2 });
    expect(ids(scope)).toHaveLength(20);
  });

  it('reports a failed first page, and an unknown product (404) as not found', async () => {
    const fetch = vi.fn<(params: ReviewsRequest) => Promise<ReviewsPage>>().mockRejectedValueOnce(new ApiError('server', 'down', 503));
    fetch.mockRejectedValueOnce(new ApiError('rejected', 'No such product.', 404));
    const scope = fork({ handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
    await allSettled(productReviewsOpened, { scope, params: { productId: '1' } });
    expect(scope.getState($reviews)).toMatchObject({ error: REVIEWS_ERROR, currentPage: 0 });
    expect(reviewsViewOf(scope.getState($reviews), scope.getState($reviewsNotFound), '1')).toBe('failed');

    await allSettled(productReviewsOpened, { scope, params: { productId: '404' } });
    expect(scope.getState($reviewsNotFound)).toBe(true);
    expect(reviewsViewOf(scope.getState($reviews), scope.getState($reviewsNotFound), '404')).toBe('notFound');
  });
});
