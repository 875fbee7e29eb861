import { beforeEach, describe, expect, it } from 'vitest';
import { reviewSchema, reviewsPageSchema } from '@/api/schemas/review.schema';
import { parseReviewsQuery, queryReviews, ratingSummary, seededReviews, type ReviewsQuery } from './reviews';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';
import { noReviewsEvery } from './seed-reviews';

const now = new Date('2025-03-15T12:00:00Z');
beforeEach(() => seedDatabase({ now }));

const query = (changes: Partial<ReviewsQuery> = {}): ReviewsQuery => ({ productId: '1', page: 1, perPage: 10, ...changes });

describe('the seeded ratings', () => {
  it('are the same for the same seed and day, and others for another seed', async () => {
    const first = JSON.stringify(seededReviews());
    await seedDatabase({ now });
    expect(JSON.stringify(seededReviews())).toBe(first);
    await seedDatabase({ now, seed: 7 });
    expect(JSON.stringify(seededReviews())).not.toBe(first);
  });

  it('parse with the client’s review schema, each with an author "First L." and a date months back', () => {
    const all = seededReviews();
    for (const review of all) {
      const { product_id: _productId, ...fields } = review;
      expect(reviewSchema.parse(fields)).toEqual(fields);
      expect(review.author).toMatch(/^\S+ [A-Z]\.$/);
      expect(Date.parse(String(review.created_at))).toBeLessThan(now.getTime());
    }
    const oldest = Math.min(...all.map((review) => Date.parse(String(review.created_at))));
    expect(now.getTime() - oldest).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
    expect(new Set(all.map((review) => review.id)).size).toBe(all.length);
  });

  it('give Margherita Pizza hundreds, every seventh product none, and the rest 0 to 25', () => {
    const counts = new Map<number, number>();
    for (const review of seededReviews()) counts.set(Number(review.product_id), (counts.get(Number(review.product_id)) ?? 0) + 1);
    expect(counts.get(seedFacts.productWithManyReviews.id)).toBe(seedFacts.productWithManyReviews.ratingCount);
    for (let id = 2; id <= seedFacts.productCount; id += 1) {
      if (id % noReviewsEvery === 0) expect(counts.get(id), `product ${id}`).toBeUndefined();
      else expect(counts.get(id) ?? 0, `product ${id}`).toBeLessThanOrEqual(25);
    }
    expect([...counts.keys()].length).toBeGreaterThan(25);
  });

  it('include ratings without words, and all five star values', () => {
    const ratings = seededReviews().filter((review) => review.product_id === seedFacts.productWithManyReviews.id);
    expect(ratings.some((review) => review.comment === null)).toBe(true);
    expect(new Set(ratings.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('parseReviewsQuery', () => {
  const parse = (search: string) => parseReviewsQuery(new URLSearchParams(search));

  it('reads a product id alone as page 1 of 10', () => {
    expect(parse('product_id=1')).toEqual({ ok: true, query: query() });
    expect(parse('product_id=2001&page=3&per_page=50')).toEqual({ ok: true, query: query({ productId: '2001', page: 3, perPage: 50 }) });
  });

  it.each([
    ['', 'product_id'],
    ['product_id=margherita', 'product_id'],
    ['product_id=1&page=0', 'page'],
    ['product_id=1&per_page=51', 'per_page'],
  ])('refuses %j, naming %s', (search, field) => {
    const checked = parse(search);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual([field]);
  });
});

describe('queryReviews', () => {
  it('pages through a product’s ratings newest first, with a summary consistent with the list', () => {
    const pages = Array.from({ length: 34 }, (_, index) => queryReviews(query({ page: index + 1 })));
    const listed = pages.flatMap((page) => page?.data ?? []);
    expect(listed).toHaveLength(340);
    const dates = listed.map((review) => String(review.created_at));
    expect(dates).toEqual([...dates].sort().reverse());

    const first = pages[0];
    expect(reviewsPageSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ current_page: 1, last_page: 34, rating_count: 340 });
    const grouped = first?.grouped_ratings ?? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const star of ['1', '2', '3', '4', '5'] as const) expect(grouped[star]).toBe(listed.filter((review) => review.rating === Number(star)).length);
    expect(first?.review_count).toBe(listed.filter((review) => review.comment !== null).length);
    expect(first?.review_count).toBeLessThan(340);
    const mean = listed.reduce((sum, review) => sum + review.rating, 0) / listed.length;
    expect(first?.average_rating).toBe(Math.round(mean * 10) / 10);
    expect(ratingSummary(1)).toEqual({ rating_count: 340, review_count: first?.review_count, average_rating: first?.average_rating, grouped_ratings: grouped });
    expect(queryReviews(query({ page: 35 }))?.data).toEqual([]);
  });

  it('answers a product without ratings, seeded or generated, with zeros', () => {
    for (const productId of [String(seedFacts.productWithoutReviewsId), '1001', '2200']) {
      expect(queryReviews(query({ productId }))).toEqual({
        data: [],
        rating_count: 0,
        review_count: 0,
        average_rating: 0,
        grouped_ratings: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        product_name: expect.any(String),
        current_page: 1,
        last_page: 1,
      });
    }
  });

  it('names the product, for the screen’s heading', () => {
    expect(queryReviews(query({ productId: String(seedFacts.productWithManyReviews.id) }))?.product_name).toBe('Margherita Pizza');
  });

  it('answers null for a product the catalogue does not have', () => {
    expect(queryReviews(query({ productId: '41' }))).toBeNull();
    expect(queryReviews(query({ productId: '2201' }))).toBeNull();
  });
});
