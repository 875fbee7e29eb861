import * as z from 'zod/mini';
import { amountSchema, idSchema } from './common.schema';
import { productSchema } from './product.schema';

/** Attribute id to chosen value id. */
export const selectedAttributesSchema = z.record(z.string(), idSchema);
/** Multi-choice group id to chosen value ids. */
export const selectedMultiAttributesSchema = z.record(z.string(), z.array(idSchema));

/** One chosen option of a line in words, for the cart screen: "Size" with ["Large 14\""], "Extra toppings" with ["Olives", "Mushrooms"]. */
export const cartOptionLabelSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type CartOptionLabel = z.infer<typeof cartOptionLabelSchema>;

export const cartItemSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  quantity: z.int().check(z.positive()),
  selectedAttributes: selectedAttributesSchema,
  selectedMultiAttributes: selectedMultiAttributesSchema,
  name: z.string(),
  image: z.string(),
  slug: z.string(),
  /** Price of one unit with its chosen options, computed by the server. */
  unit_price: amountSchema,
  line_total: amountSchema,
  /**
   * The chosen options in words, single-choice groups first, in the product's order. Optional because
   * the spec's cart item names only the ids: a backend that leaves it out still parses, and the client
   * then shows the line without option words.
   */
  option_labels: z.optional(z.array(cartOptionLabelSchema)),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartDetailsSchema = z.object({
  items_count: z.int().check(z.nonnegative()),
  total_quantity: z.int().check(z.nonnegative()),
});

export const cartAddressSchema = z.nullable(
  z.object({ id: idSchema, label: z.string(), line1: z.string(), pincode: z.nullable(z.string()) }),
);

/** The whole cart summary: every cart call answers with it, and the client replaces its copy. */
export const cartSummarySchema = z.object({
  cartItems: z.array(cartItemSchema),
  cartDetails: cartDetailsSchema,
  tax_amount: amountSchema,
  delivery_charge: amountSchema,
  delivery_message: z.nullable(z.string()),
  order_discount_amount: amountSchema,
  shipping_discount_amount: amountSchema,
  product_price_discount: amountSchema,
  subtotal: amountSchema,
  total_original_price: amountSchema,
  total_discount: amountSchema,
  address: cartAddressSchema,
  total: amountSchema,
  /** A hint to spend a little more for a listed discount, when no coupon is in effect. */
  discount_eligibility_message: z.nullable(z.string()),
  /** True while the shopper's coupon takes effect on this cart (false when none, or its minimum is no longer met). */
  coupon_applied: z.boolean(),
  /** What the shopper's coupon does now ("WELCOME10 applied: you save $2.35."), or why it does not. */
  coupon_message: z.nullable(z.string()),
  /** The code the shopper applied (upper case), kept while it is attached to the cart even if it saves nothing now. */
  customer_applied_coupon: z.nullable(z.string()),
  is_delivery_available: z.boolean(),
  adjusted_cart_items: z.array(z.object({ cart_id: idSchema, message: z.string() })),
  subtotal_after_discounts: amountSchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** POST /api/cart/add */
export const cartAddPayloadSchema = z.object({
  product_id: idSchema,
  quantity: z.int().check(z.positive()),
  selected_attributes: selectedAttributesSchema,
  selected_multi_attributes: selectedMultiAttributesSchema,
});
export type CartAddPayload = z.infer<typeof cartAddPayloadSchema>;

/** PUT /api/cart/update */
export const cartUpdatePayloadSchema = z.object({
  cart_id: idSchema,
  quantity: z.int().check(z.positive()),
  selected_attributes: selectedAttributesSchema,
  selected_multi_attributes: selectedMultiAttributesSchema,
});
export type CartUpdatePayload = z.infer<typeof cartUpdatePayloadSchema>;

/** GET /api/get-cart-recommended-products: products to suggest beside the cart, shaped as get-products items. */
export const cartRecommendedProductsSchema = z.object({ data: z.array(productSchema) });
export type CartRecommendedProducts = z.infer<typeof cartRecommendedProductsSchema>;
