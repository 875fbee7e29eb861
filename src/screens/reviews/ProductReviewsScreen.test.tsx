// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { ReviewsPage } from '@/api/schemas/review.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { fetchReviewsPageFx, type ReviewsRequest } from '@/models/reviews/reviews.model';
import { testReview, testReviewsPage } from '@/models/reviews/test-reviews';
import { $siteSettings } from '@/models/site/site.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import * as reviewsScreen from './ProductReviewsScreen';
import { TestScreen } from '@/app/shell/test-screen';
import { reviewsLinkState } from './reviews-link';

type Fetch = (params: ReviewsRequest) => Promise<ReviewsPage>;

function renderReviews(fetch: Fetch, path = '/product/reviews/1'): Scope {
  const scope = fork({ values: [[$siteSettings, testStoreSettings]], handlers: [requestHandler(fetchReviewsPageFx, fetch)] });
  const location = memoryLocation({ path });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <TestScreen name="reviews/ProductReviewsScreen" module={reviewsScreen} />
        </main>
      </Router>
    </Provider>,
  );
  return scope;
}

const pages = (lastPage: number) => vi.fn<Fetch>((params) => Promise.resolve(testReviewsPage(params.page, lastPage)));
const reviewHeadings = () => within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('heading', { level: 3 });

afterEach(() => window.history.replaceState(null, ''));

describe('the product reviews screen', () => {
  it('names the product in its heading, after the spec\'s "Product reviews", once the answer gives the name', async () => {
    renderReviews(pages(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product reviews: Margherita Pizza' })).toBeTruthy();
  });

  it('keeps "Product reviews" alone while the name is not known, and when the server does not send it', async () => {
    let answer: (page: ReviewsPage) => void = () => undefined;
    renderReviews(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1, name: 'Product reviews' })).toBeTruthy();
    await act(async () => answer(testReviewsPage(1, 1, { product_name: null })));
    expect(screen.getByRole('heading', { level: 1, name: 'Product reviews' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ratings summary' })).toBeTruthy();
  });

  it('sums the ratings up: the average in stars and figures, the counts, and a histogram read row by row', async () => {
    renderReviews(pages(3));
    const summary = await screen.findByRole('region', { name: 'Ratings summary' });
    expect(within(summary).getByRole('img', { name: '4.3 out of 5 stars' })).toBeTruthy();
    expect(summary.textContent).toContain('4.3');
    expect(within(summary).getByText('Based on 340 ratings')).toBeTruthy();
    expect(within(summary).getByText('164 written reviews')).toBeTruthy();
    const rows = within(within(summary).getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.visually-hidden')?.textContent)).toEqual([
      '5 stars: 210 ratings (62%)',
      '4 stars: 80 ratings (24%)',
      '3 stars: 30 ratings (9%)',
      '2 stars: 10 ratings (3%)',
      '1 star: 10 ratings (3%)',
    ]);
    // The drawn bars and figures are for the eye only: the row's text above is what a screen reader reads.
    for (const row of rows) expect(row.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(3);
  });

  it('lists each review: author, stars, date in the store’s locale and comment; a bare rating shows stars only', async () => {
    const page = testReviewsPage(1, 1, { data: [testReview(1, { rating: 4, author: 'Asha' }), testReview(2, { rating: 2, comment: null, author: 'Ben', created_at: 'not a date' })] });
    renderReviews(() => Promise.resolve(page));
    const asha = (await screen.findByRole('heading', { level: 3, name: 'Asha' })).closest('li') as HTMLElement;
    const ben = screen.getByRole('heading', { level: 3, name: 'Ben' }).closest('li') as HTMLElement;
    expect(within(asha).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(asha).getByText('Mar 14, 2026').getAttribute('datetime')).toBe('2026-03-14T12:00:00Z');
    expect(within(asha).getByText('Review 1: lovely.')).toBeTruthy();
    expect(within(ben).getByRole('img', { name: '2 out of 5 stars' })).toBeTruthy();
    expect(ben.querySelector('time')).toBeNull();
    expect(ben.querySelector('.review__comment')).toBeNull();
    expect(ben.textContent).toBe('Ben★★★★★');
    // The last page is in: no Show more.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('Show more appends the next ten, says Loading... meanwhile without asking twice, and moves focus to the first new review', async () => {
    let answer: (page: ReviewsPage) => void = () => undefined;
    const fetch = vi.fn<Fetch>((params) => (params.page === 1 ? Promise.resolve(testReviewsPage(1, 3)) : new Promise((resolve) => (answer = resolve))));
    renderReviews(fetch);
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(reviewHeadings()).toHaveLength(10);
    await userEvent.click(more);
    expect(more.textContent).toBe('Loading...');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(more);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ productId: '1', page: 2 });
    await act(async () => answer(testReviewsPage(2, 3)));
    expect(reviewHeadings()).toHaveLength(20);
    expect(document.activeElement).toBe(reviewHeadings()[10]);
    expect(document.activeElement?.textContent).toBe('Shopper 201');
    expect(screen.getByRole('button', { name: 'Show more' })).toBe(more);
  });

  it('keeps the reviews when the next page fails, says so, and retries from the same button', async () => {
    const fetch = pages(2);
    fetch.mockImplementationOnce((params) => Promise.resolve(testReviewsPage(params.page, 2)));
    fetch.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    renderReviews(fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t load more reviews.');
    expect(reviewHeadings()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(reviewHeadings()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /Show more|Retry/ })).toBeNull();
  });

  it('says "No reviews yet." when there are none', async () => {
    renderReviews(() => Promise.resolve(testReviewsPage(1, 1, { data: [], rating_count: 0, review_count: 0, average_rating: 0, grouped_ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } })));
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ratings summary' })).toBeNull();
  });

  it('offers Retry when the reviews cannot load', async () => {
    const fetch = pages(1);
    fetch.mockImplementationOnce(() => Promise.reject(new ApiError('server', 'down', 503)));
    renderReviews(fetch);
    expect(await screen.findByText('We couldn’t load the reviews.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Ratings summary' })).toBeTruthy();
  });

  it('shows the not-found screen for an unknown product', async () => {
    renderReviews(() => Promise.reject(new ApiError('rejected', 'No such product.', 404)), '/product/reviews/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('leads back to the product page only when the shopper came from it', async () => {
    window.history.replaceState(reviewsLinkState('/product/margherita-pizza'), '');
    renderReviews(pages(1));
    expect((await screen.findByRole('link', { name: 'Back to the product' })).getAttribute('href')).toBe('/product/margherita-pizza');
  });

  it('has no back link after a reload or a shared link', async () => {
    renderReviews(pages(1));
    await screen.findByRole('region', { name: 'Ratings summary' });
    expect(screen.queryByRole('link', { name: 'Back to the product' })).toBeNull();
  });

  it('has no accessibility violations', async () => {
    window.history.replaceState(reviewsLinkState('/product/margherita-pizza'), '');
    renderReviews(pages(3));
    await screen.findByRole('region', { name: 'Ratings summary' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
