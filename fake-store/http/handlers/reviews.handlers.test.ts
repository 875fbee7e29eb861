import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { reviewsPageSchema } from '@/api/schemas/review.schema';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { server } from '../../hosts/node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /api/get-product-reviews', () => {
  it('answers a page of reviews, newest first, 10 by default, with the summary', async () => {
    const { status, body } = await callApi(`/api/get-product-reviews?product_id=${seedFacts.productWithManyReviews.id}`);
    expect(status).toBe(200);
    const page = reviewsPageSchema.parse(body);
    expect(page).toMatchObject({ current_page: 1, last_page: 34, rating_count: 340 });
    expect(page.data).toHaveLength(10);
    const dates = page.data.map((review) => Date.parse(review.created_at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const stars = Object.values(page.grouped_ratings).reduce((sum, count) => sum + count, 0);
    expect(stars).toBe(page.rating_count);
    expect(page.review_count).toBeLessThan(page.rating_count);
  });

  it('pages up to 50 at a time', async () => {
    const last = reviewsPageSchema.parse((await callApi('/api/get-product-reviews?product_id=1&page=7&per_page=50')).body);
    expect(last).toMatchObject({ current_page: 7, last_page: 7 });
    expect(last.data).toHaveLength(40);
  });

  it('answers a product without reviews, and a generated one, with an empty page and zeros', async () => {
    for (const id of [seedFacts.productWithoutReviewsId, 1500]) {
      const page = reviewsPageSchema.parse((await callApi(`/api/get-product-reviews?product_id=${id}`)).body);
      expect(page).toMatchObject({ data: [], rating_count: 0, review_count: 0, average_rating: 0, last_page: 1 });
    }
  });

  it('answers 404 "Product not found." for an unknown product, and 422 naming the field for a bad query', async () => {
    const unknown = await callApi('/api/get-product-reviews?product_id=9999');
    expect([unknown.status, apiErrorBodySchema.parse(unknown.body).message]).toEqual([404, 'Product not found.']);
    const bad = await callApi('/api/get-product-reviews?per_page=100');
    expect(bad.status).toBe(422);
    expect(Object.keys(apiErrorBodySchema.parse(bad.body).errors ?? {})).toEqual(['product_id', 'per_page']);
  });
});
