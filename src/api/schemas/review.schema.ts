import * as z from 'zod/mini';
import {
  amountSchema,
  countSchema,
  idSchema,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  positiveIntegerSchema,
  tolerantArray,
  tolerantRecord,
  withDefault,
} from './common.schema';

/** A shopper's review of a product. `author` is the name to show; missing reads as "A customer". */
export const reviewSchema = z.object({
  id: idSchema,
  /** 1 to 5 stars. */
  rating: z.pipe(countSchema, z.int().check(z.gte(1), z.lte(5))),
  comment: optionalTextSchema,
  author: withDefault(z.string().check(z.minLength(1)), 'A customer'),
  /** ISO 8601 date-time; shown as a date where it parses. */
  created_at: optionalTextSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * GET /api/get-product-reviews: a page of a product's reviews, newest first, with the product's summary:
 * - `rating_count`: ratings given (with or without words), `review_count`: reviews with words;
 * - `average_rating`: 0 to 5, over the ratings;
 * - `grouped_ratings`: how many ratings gave each star value, keyed "1" to "5" (missing stars read as 0);
 * - `product_name`: the product's name, for the screen's heading (optional: without it the heading names no product).
 */
export const reviewsPageSchema = z.pipe(
  z.object({
    data: tolerantArray(reviewSchema),
    rating_count: withDefault(countSchema, 0),
    review_count: withDefault(countSchema, 0),
    average_rating: withDefault(amountSchema, 0),
    grouped_ratings: withDefault(tolerantRecord(countSchema), {}),
    product_name: optionalNonEmptyTextSchema,
    current_page: z.optional(positiveIntegerSchema),
    last_page: z.optional(countSchema),
  }),
  z.transform((page) => {
    const currentPage = page.current_page ?? 1;
    const grouped: Record<'1' | '2' | '3' | '4' | '5', number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const star of ['1', '2', '3', '4', '5'] as const) grouped[star] = page.grouped_ratings[star] ?? 0;
    return {
      data: page.data,
      rating_count: page.rating_count,
      review_count: page.review_count,
      average_rating: page.average_rating,
      grouped_ratings: grouped,
      product_name: page.product_name,
      current_page: currentPage,
      last_page: page.last_page ?? currentPage,
    };
  }),
);
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
