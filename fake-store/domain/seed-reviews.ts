import type { Faker } from '@faker-js/faker';
import * as z from 'zod/mini';
import { idSchema } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { reviewSchema } from '@/api/schemas/review.schema';

/**
 * The seeded ratings and reviews: how many each product has is fixed (so tests can rely on it), the stars,
 * words, authors and dates are drawn from a seeded faker. Margherita Pizza has hundreds (paging, the summary at
 * scale); every seventh product has none (the empty state); the rest have 0 to 25. The generated catalogue has
 * none. Ratings lean positive, as real ones do, and about one in four has no words (a rating alone).
 */

/** A rating a shopper gave a product, with or without words: the client's review plus the product it is of. */
export const storedReviewSchema = z.extend(reviewSchema, { product_id: idSchema });
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** Products whose id is a multiple of this have no ratings at all. */
export const noReviewsEvery = 7;

/** Margherita Pizza's ratings: enough for 34 pages of 10. */
export const manyReviews = { productId: 1, count: 340 } as const;

/** How far back ratings go: two years for the store's best seller, eighteen months for the rest. */
const historyDays = { many: 730, usual: 540 } as const;

const starWeights = [
  { value: 5, weight: 45 },
  { value: 4, weight: 30 },
  { value: 3, weight: 12 },
  { value: 2, weight: 7 },
  { value: 1, weight: 6 },
] as const;

const praise = [
  'Arrived hot and right on time.',
  'Generous portion, easily enough for two.',
  'Tastes exactly like the one I had in Naples.',
  'Fresh ingredients and you can tell.',
  'My go-to order every Friday.',
  'The kids finished it before I got a slice.',
  'Perfectly seasoned, will order again.',
  'Packed with care, nothing spilled.',
];
const middling = [
  'Good, but a little cold by the time it arrived.',
  'Nice flavour, the portion could be bigger.',
  'Fine for the price. Nothing special.',
  'Tasty, though a bit too salty for me.',
];
const complaints = [
  'Arrived late and lukewarm.',
  'Not what the picture shows.',
  'Far too greasy this time.',
  'Missing the sauce I paid for.',
];

/** A rating's words: one or two sentences in the tone of its stars, or none at all (about one rating in four). */
function commentFor(faker: Faker, rating: number): string | null {
  if (faker.datatype.boolean({ probability: 0.25 })) return null;
  const pool = rating >= 4 ? praise : rating === 3 ? middling : complaints;
  const sentences = faker.helpers.arrayElements(pool, { min: 1, max: 2 });
  return sentences.join(' ');
}

/** How many ratings a seeded product has. */
export function plannedReviewCount(faker: Faker, productId: number): number {
  if (productId === manyReviews.productId) return manyReviews.count;
  if (productId % noReviewsEvery === 0) return 0;
  return faker.number.int({ min: 0, max: 25 });
}

/**
 * Every seeded product's ratings, dated back from the start of `now`'s UTC day (so a reseed on the same day builds
 * the same dates). Ids rise with the date, so "newest first" is also "highest id first".
 */
export function buildReviews(faker: Faker, catalogue: readonly Pick<Product, 'id'>[], now: Date): StoredReview[] {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const drafts: Omit<StoredReview, 'id'>[] = [];
  for (const product of catalogue) {
    const productId = Number(product.id);
    const count = plannedReviewCount(faker, productId);
    const days = productId === manyReviews.productId ? historyDays.many : historyDays.usual;
    for (let index = 0; index < count; index += 1) {
      const rating = faker.helpers.weightedArrayElement([...starWeights]);
      const minutesAgo = faker.number.int({ min: 30, max: days * 24 * 60 });
      drafts.push({
        product_id: product.id,
        rating,
        comment: commentFor(faker, rating),
        author: `${faker.person.firstName()} ${faker.person.lastName().charAt(0)}.`,
        created_at: new Date(dayStart - minutesAgo * 60_000).toISOString(),
      });
    }
  }
  return drafts
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
    .map((draft, index) => ({ id: index + 1, ...draft }));
}
