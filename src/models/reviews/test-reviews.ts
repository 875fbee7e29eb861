import type { Review, ReviewsPage } from '@/api/schemas/review.schema';

/** Small review records for unit tests (never imported by the app). */

export function testReview(id: number, changes: Partial<Review> = {}): Review {
  return { id, rating: 5, comment: `Review ${id}: lovely.`, author: `Shopper ${id}`, created_at: '2026-03-14T12:00:00Z', ...changes };
}

/** Ratings of a product: 340 in all, 62% five stars. */
const testGroupedRatings: ReviewsPage['grouped_ratings'] = { '5': 210, '4': 80, '3': 30, '2': 10, '1': 10 };

/** Page `page` of `lastPage` of Margherita Pizza's reviews, ten each, ids `page * 100 + 1...`. */
export function testReviewsPage(page: number, lastPage: number, changes: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    data: Array.from({ length: 10 }, (_, index) => testReview(page * 100 + index + 1)),
    rating_count: 340,
    review_count: 164,
    average_rating: 4.3,
    grouped_ratings: testGroupedRatings,
    product_name: 'Margherita Pizza',
    current_page: page,
    last_page: lastPage,
    ...changes,
  };
}
