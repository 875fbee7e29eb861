import * as z from 'zod/mini';
import { amountSchema, idSchema } from './common.schema';

/** Attribute id to chosen value id. */
export const selectedAttributesSchema = z.record(z.string(), idSchema);
/** Multi-choice group id to chosen value ids. */
export const selectedMultiAttributesSchema = z.record(z.string(), z.array(idSchema));

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
  discount_eligibility_message: z.nullable(z.string()),
  coupon_applied: z.boolean(),
  coupon_message: z.nullable(z.string()),
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
