import * as z from 'zod/mini';
import {
  amountSchema,
  countSchema,
  flagSchema,
  idSchema,
  optionalAmountSchema,
  optionalList,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  positiveIntegerSchema,
  tolerantArray,
  tolerantRecord,
  withDefault,
} from './common.schema';

/**
 * The orders GET /api/get-products knows. `popular` is the store's own ranking. Here, not with the call: blocks'
 * schemas read it at start-up, when the call's module is not needed.
 */
export const productSorts = ['popular', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export const attributeValueSchema = z.object({ id: idSchema, value: z.string() });

/** A single-choice attribute group (size, colour, ...). */
export const attributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  values: tolerantArray(attributeValueSchema),
});

/** A priced combination of one value per single-choice attribute. */
export const combinationSchema = z.object({
  ids: tolerantArray(idSchema),
  price: amountSchema,
  variant_id: idSchema,
});

export const variantPriceSchema = z.object({ variant_id: idSchema, price: amountSchema });

export const multiSelectValueSchema = z.object({
  id: idSchema,
  value: z.string(),
  price: amountSchema,
  dependencies: optionalList(idSchema),
  variant_prices: optionalList(variantPriceSchema),
});
export type MultiSelectValue = z.infer<typeof multiSelectValueSchema>;

/** A selection limit: missing, null and "" mean none, and so does 0 (PHP backends send it for "no limit" as readily as null). */
const optionalLimit = z.pipe(
  // null first: most groups have no limit, and a failed countSchema would cost zod the wording of its issues.
  z.optional(z.union([z.null(), z.enum(['']), countSchema])),
  z.transform((value) => (value === undefined || value === null || value === '' || value === 0 ? null : value)),
);

/** A multi-choice group (toppings, add-ons, ...). `max_select` null means unlimited. */
export const multiSelectableAttributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  min_select: optionalLimit,
  max_select: optionalLimit,
  values: tolerantRecord(multiSelectValueSchema, (value) => String(value.id)),
});

/** The card's fields, which get-product extends (product-detail.schema.ts). */
export const productFields = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  description: optionalTextSchema,
  image: optionalNonEmptyTextSchema,
  image_alt: optionalNonEmptyTextSchema,
  category_id: z.pipe(
    z.optional(z.nullable(idSchema)),
    z.transform((value) => (value === undefined || value === null || value === 0 ? null : value)),
  ),
  selling_price: amountSchema,
  /** The price before discount, shown struck through when higher than selling_price. */
  original_price: optionalAmountSchema,
  in_stock: withDefault(flagSchema, true),
  attributes: optionalList(attributeSchema),
  combinations: optionalList(combinationSchema),
  multi_selectable_attributes: optionalList(multiSelectableAttributeSchema),
});

/**
 * A product. Text a backend leaves empty reads as absent, and shoppers see a fallback instead: the product's
 * name as its alt text, and where `image` is null a picture drawn from its name (`pictureOf`, where it is shown).
 */
export const productSchema = z.pipe(
  productFields,
  z.transform((product) => ({ ...product, image_alt: product.image_alt ?? product.name })),
);
export type Product = z.infer<typeof productSchema>;

/**
 * GET /api/get-products: one page of products. `data` is the list the call exists for; a page that leaves
 * out its paging reads as the only page.
 */
export const productsPageSchema = z.pipe(
  z.object({
    data: tolerantArray(productSchema),
    current_page: z.optional(positiveIntegerSchema),
    last_page: z.optional(countSchema),
    per_page: z.optional(positiveIntegerSchema),
    total: z.optional(countSchema),
  }),
  z.transform((page) => {
    const currentPage = page.current_page ?? 1;
    return {
      data: page.data,
      current_page: currentPage,
      last_page: page.last_page ?? currentPage,
      per_page: page.per_page ?? Math.max(1, page.data.length),
      total: page.total ?? page.data.length,
    };
  }),
);
export type ProductsPage = z.infer<typeof productsPageSchema>;

