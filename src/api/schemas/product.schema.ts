import * as z from 'zod/mini';
import { amountSchema, idSchema } from './common.schema';

export const attributeValueSchema = z.object({ id: idSchema, value: z.string() });

/** A single-choice attribute group (size, colour, ...). */
export const attributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  values: z.array(attributeValueSchema),
});

/** A priced combination of one value per single-choice attribute. */
export const combinationSchema = z.object({
  ids: z.array(idSchema),
  price: amountSchema,
  variant_id: idSchema,
});

export const variantPriceSchema = z.object({ variant_id: idSchema, price: amountSchema });

export const multiSelectValueSchema = z.object({
  id: idSchema,
  value: z.string(),
  price: amountSchema,
  dependencies: z.array(idSchema),
  variant_prices: z.array(variantPriceSchema),
});
export type MultiSelectValue = z.infer<typeof multiSelectValueSchema>;

/** A multi-choice group (toppings, add-ons, ...). `max_select` null means unlimited. */
export const multiSelectableAttributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  min_select: z.nullable(z.int().check(z.nonnegative())),
  max_select: z.nullable(z.int().check(z.positive())),
  values: z.record(z.string(), multiSelectValueSchema),
});

export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  image_alt: z.string(),
  category_id: z.nullable(idSchema),
  selling_price: amountSchema,
  /** The price before discount, shown struck through when higher than selling_price. */
  original_price: z.nullable(amountSchema),
  in_stock: z.boolean(),
  attributes: z.array(attributeSchema),
  combinations: z.array(combinationSchema),
  multi_selectable_attributes: z.array(multiSelectableAttributeSchema),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/get-products: one page of products. */
export const productsPageSchema = z.object({
  data: z.array(productSchema),
  current_page: z.int().check(z.positive()),
  last_page: z.int().check(z.nonnegative()),
  per_page: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;
