import * as z from 'zod/mini';
import { placeholderImage } from '../placeholder-image';
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
} from './common.schema';

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

const optionalMinSelect = z.pipe(
  z.optional(z.union([countSchema, z.null(), z.literal('')])),
  z.transform((value) => (value === undefined || value === '' ? null : value)),
);
const optionalMaxSelect = z.pipe(
  z.optional(z.union([positiveIntegerSchema, z.null(), z.literal(''), z.literal(0), z.literal('0')])),
  // PHP backends send 0 for "no limit" as readily as null.
  z.transform((value) => (value === undefined || value === '' || value === 0 || value === '0' ? null : value)),
);

/** A multi-choice group (toppings, add-ons, ...). `max_select` null means unlimited. */
export const multiSelectableAttributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  min_select: optionalMinSelect,
  max_select: optionalMaxSelect,
  values: tolerantRecord(multiSelectValueSchema, (value) => String(value.id)),
});

const productFields = z.object({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  description: optionalTextSchema,
  image: optionalNonEmptyTextSchema,
  image_alt: optionalNonEmptyTextSchema,
  category_id: z.pipe(
    z.optional(z.union([idSchema, z.null(), z.literal(0)])),
    z.transform((value) => (value === undefined || value === 0 ? null : value)),
  ),
  selling_price: amountSchema,
  /** The price before discount, shown struck through when higher than selling_price. */
  original_price: optionalAmountSchema,
  in_stock: z._default(flagSchema, true),
  attributes: optionalList(attributeSchema),
  combinations: optionalList(combinationSchema),
  multi_selectable_attributes: optionalList(multiSelectableAttributeSchema),
});

/**
 * A product. Text a backend leaves empty reads as absent, and shoppers see a fallback instead: the product's
 * name as its alt text, a picture drawn from its name where it has none.
 */
export const productSchema = z.pipe(
  productFields,
  z.transform((product) => ({
    ...product,
    image: product.image ?? placeholderImage(product.name),
    image_alt: product.image_alt ?? product.name,
  })),
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
