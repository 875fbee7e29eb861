import { en, Faker } from '@faker-js/faker';
import type { Review, ReviewsPage } from '@/api/schemas/review.schema';
import { findCatalogueProduct, maxPerPage } from './catalog';
import { getSeedRun, products } from './db';
import { QueryRules, type QueryCheck } from './query-rules';
import { buildReviews, type StoredReview } from './seed-reviews';

/**
 * GET /api/get-product-reviews: a product's ratings, newest first, with its summary. Every rating is listed, with
 * or without words (`comment` null); `rating_count` counts them all and `review_count` those with words. The
 * summary is the one get-product answers, so the product page and its reviews never disagree.
 *
 * The ratings are read-only (no call adds one), so they are not stored in a collection: they are drawn from the
 * store's seed and seed day (seed-reviews.ts) the first time a call asks, and kept while those stay the same.
 * Creating ~780 records on every `seedDatabase` would double its cost for the many tests that never read them.
 */

export const reviewMessages = { productNotFound: 'Product not found.' } as const;

export const defaultReviewsPerPage = 10;

export interface ReviewsQuery {
  productId: string;
  page: number;
  perPage: number;
}

export function parseReviewsQuery(searchParams: URLSearchParams): QueryCheck<ReviewsQuery> {
  const rules = new QueryRules(searchParams);
  const productId = rules.id('product_id', 'a product id', { required: true });
  const page = rules.page();
  const perPage = rules.perPage(defaultReviewsPerPage, maxPerPage);
  return rules.result(() => ({ productId: productId ?? '', page, perPage }));
}

export type Stars = '1' | '2' | '3' | '4' | '5';

export interface RatingSummary {
  rating_count: number;
  review_count: number;
  /** The mean of the stars, rounded to one decimal; 0 without ratings. */
  average_rating: number;
  grouped_ratings: Record<Stars, number>;
}

interface DrawnReviews {
  /** The seed, day and products they were drawn for. */
  key: string;
  all: readonly StoredReview[];
  /** Each product's ratings, newest first. */
  byProduct: ReadonlyMap<string, readonly StoredReview[]>;
}

const drawn: { current: DrawnReviews | null } = { current: null };

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The seeded store's ratings, drawn once per seed, seed day and product list. */
function drawnReviews(): DrawnReviews {
  const { seed, now } = getSeedRun();
  const catalogue = products.all().map(({ id }) => ({ id }));
  const key = JSON.stringify([seed, dayOf(now), catalogue.map(({ id }) => id)]);
  if (drawn.current?.key === key) return drawn.current;
  // A stream of its own: the ratings never move a price or a description, and those never move the ratings.
  const faker = new Faker({ locale: [en] });
  faker.seed([seed, 2]);
  const all = buildReviews(faker, catalogue, now);
  const byProduct = new Map<string, StoredReview[]>();
  // `all` is oldest first, so walking it backwards lists each product's newest first.
  for (let index = all.length - 1; index >= 0; index -= 1) {
    const review = all[index];
    if (!review) continue;
    const list = byProduct.get(String(review.product_id)) ?? [];
    list.push(review);
    byProduct.set(String(review.product_id), list);
  }
  drawn.current = { key, all, byProduct };
  return drawn.current;
}

/** Every rating of the seeded store, oldest first (ids rise with the date). */
export function seededReviews(): readonly StoredReview[] {
  return drawnReviews().all;
}

/** A product's ratings, newest first. */
function ratingsOf(productId: string): readonly StoredReview[] {
  return drawnReviews().byProduct.get(productId) ?? [];
}

function summarise(list: readonly StoredReview[]): RatingSummary {
  const grouped: Record<Stars, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let stars = 0;
  for (const review of list) {
    grouped[String(review.rating) as Stars] += 1;
    stars += review.rating;
  }
  return {
    rating_count: list.length,
    review_count: list.filter((review) => review.comment !== null && review.comment.trim() !== '').length,
    average_rating: list.length === 0 ? 0 : Math.round((stars / list.length) * 10) / 10,
    grouped_ratings: grouped,
  };
}

/** The ratings summary of a product (seeded or generated; zeros when it has none). */
export function ratingSummary(productId: string | number): RatingSummary {
  return summarise(ratingsOf(String(productId)));
}

/** One page of a product's reviews with its summary; null for a product the catalogue does not have. */
export function queryReviews(query: ReviewsQuery): ReviewsPage | null {
  const product = findCatalogueProduct(query.productId);
  if (!product) return null;
  const list = ratingsOf(query.productId);
  const start = (query.page - 1) * query.perPage;
  const data: Review[] = list.slice(start, start + query.perPage).map(({ product_id: _productId, ...review }) => review);
  return {
    data,
    ...summarise(list),
    product_name: product.name,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(list.length / query.perPage)),
  };
}
