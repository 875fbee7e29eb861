import * as z from 'zod/mini';
import { amountSchema, countSchema, idSchema, optionalList, optionalNonEmptyTextSchema, withDefault } from './common.schema';
import { productFields } from './product.schema';

/*
 * The product page's answer. Apart from product.schema.ts because that one is read at start (the home page's lists)
 * and building these schemas is not free: this file loads with the product page's code only.
 */

/** A link to a category, as a product or a category names its place in the catalogue. */
export const categoryRefSchema = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** One picture of a product's gallery; its alt text falls back to the product's name where it is shown. */
const productImageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  alt: optionalNonEmptyTextSchema,
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * GET /api/get-product: one product with what its own page shows besides the card's fields. Every extra is
 * optional, so a backend that answers get-product with the card's fields alone still gives a working page:
 * - `images`: the gallery; empty or missing means the card's `image` alone;
 * - `category_path`: its category and that category's parents, top-level first (the breadcrumbs);
 * - `average_rating` (0 to 5) and `rating_count` (ratings given): the reviews summary, as get-product-reviews
 *   counts them; missing means none yet.
 */
const productDetailSchema = z.pipe(
  z.object({
    ...productFields.shape,
    images: optionalList(productImageSchema),
    category_path: optionalList(categoryRefSchema),
    average_rating: withDefault(amountSchema, 0),
    rating_count: withDefault(countSchema, 0),
  }),
  z.transform((product) => ({ ...product, image_alt: product.image_alt ?? product.name })),
);
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** The answer of GET /api/get-product: the product under `data`, as Laravel's resources wrap it. */
export const productAnswerSchema = z.object({ data: productDetailSchema });
