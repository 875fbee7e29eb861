import * as z from 'zod/mini';
import {
  amountSchema,
  countSchema,
  flagSchema,
  idSchema,
  optionalAmountSchema,
  optionalList,
  optionalLooseTextSchema,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  positiveIntegerSchema,
  requestList,
  tolerantArray,
  tolerantNullable,
  tolerantRecord,
  withDefault,
} from './common.schema';
import { productSchema } from './product.schema';

/** Attribute id to chosen value id, as the storefront sends it. */
const selectedAttributesSchema = z.record(z.string(), idSchema);
/** Multi-choice group id to chosen value ids, as the storefront sends it. */
const selectedMultiAttributesSchema = z.record(z.string(), requestList(idSchema));

/** The same choices as a cart line reads them back: PHP writes an empty map as `[]`. */
const chosenAttributesSchema = withDefault(tolerantRecord(idSchema), {});
const chosenMultiAttributesSchema = withDefault(tolerantRecord(optionalList(idSchema)), {});

/** One chosen option of a line in words, for the cart screen: "Size" with ["Large 14\""], "Extra toppings" with ["Olives", "Mushrooms"]. */
export const cartOptionLabelSchema = z.object({ name: z.string(), values: tolerantArray(z.string()) });
export type CartOptionLabel = z.infer<typeof cartOptionLabelSchema>;

/** A cart line. `image` is null when the backend sent none: the cart draws one from the name (`pictureOf`). */
export const cartItemSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  quantity: positiveIntegerSchema,
  selectedAttributes: chosenAttributesSchema,
  selectedMultiAttributes: chosenMultiAttributesSchema,
  name: z.string().check(z.minLength(1)),
  image: optionalNonEmptyTextSchema,
  slug: withDefault(z.string(), ''),
  /** Price of one unit with its chosen options, computed by the server. */
  unit_price: amountSchema,
  line_total: amountSchema,
  /**
   * The chosen options in words, single-choice groups first, in the product's order. Optional because
   * the spec's cart item names only the ids: a backend that leaves it out still parses, and the client
   * then shows the line without option words.
   */
  option_labels: z.optional(tolerantArray(cartOptionLabelSchema)),
});

export type CartItem = z.infer<typeof cartItemSchema>;

const cartDetailsSchema = z.object({
  items_count: countSchema,
  total_quantity: countSchema,
});

const cartAddressSchema = tolerantNullable(
  z.object({ id: idSchema, label: withDefault(z.string(), ''), line1: z.string(), pincode: optionalLooseTextSchema }),
  'address',
);

/** A figure the answer may leave out: missing or null is 0 (no tax, no charge, no discount). */
const figureSchema = z.pipe(optionalAmountSchema, z.transform((value) => value ?? 0));

/**
 * The whole cart summary: every cart call answers with it, and the client replaces its copy. `cartItems` is the
 * list the call exists for. Figures a backend leaves out read as 0, except the subtotal (the lines' sum) and
 * the total (subtotal less discounts, plus tax and delivery), which are worked out from the rest.
 */
export const cartSummarySchema = z.pipe(
  z.object({
    cartItems: tolerantArray(cartItemSchema),
    cartDetails: tolerantNullable(cartDetailsSchema, 'cartDetails'),
    tax_amount: figureSchema,
    delivery_charge: figureSchema,
    delivery_message: optionalTextSchema,
    order_discount_amount: figureSchema,
    shipping_discount_amount: figureSchema,
    product_price_discount: figureSchema,
    subtotal: optionalAmountSchema,
    total_original_price: optionalAmountSchema,
    total_discount: figureSchema,
    address: cartAddressSchema,
    total: optionalAmountSchema,
    /** A hint to spend a little more for a listed discount, when no coupon is in effect. */
    discount_eligibility_message: optionalTextSchema,
    /** True while the shopper's coupon takes effect on this cart (false when none, or its minimum is no longer met). */
    coupon_applied: withDefault(flagSchema, false),
    /** What the shopper's coupon does now ("WELCOME10 applied: you save $2.35."), or why it does not. */
    coupon_message: optionalTextSchema,
    /** The code the shopper applied (upper case), kept while it is attached to the cart even if it saves nothing now. */
    customer_applied_coupon: optionalNonEmptyTextSchema,
    /** Whether the selected branch delivers to this cart; a backend that does not say means it does. */
    is_delivery_available: withDefault(flagSchema, true),
    adjusted_cart_items: optionalList(z.object({ cart_id: idSchema, message: z.string() })),
    subtotal_after_discounts: optionalAmountSchema,
  }),
  z.transform(({ cartDetails, subtotal, total_original_price, total, subtotal_after_discounts, ...summary }) => {
    const cents = (amount: number) => Math.round(amount * 100);
    const linesSubtotal = summary.cartItems.reduce((sum, item) => sum + cents(item.line_total), 0) / 100;
    const knownSubtotal = subtotal ?? linesSubtotal;
    const afterDiscounts = subtotal_after_discounts ?? (cents(knownSubtotal) - cents(summary.order_discount_amount) - cents(summary.product_price_discount)) / 100;
    return {
      ...summary,
      cartDetails: cartDetails ?? {
        items_count: summary.cartItems.length,
        total_quantity: summary.cartItems.reduce((sum, item) => sum + item.quantity, 0),
      },
      subtotal: knownSubtotal,
      total_original_price: total_original_price ?? knownSubtotal,
      subtotal_after_discounts: afterDiscounts,
      total:
        total ??
        (cents(afterDiscounts) + cents(summary.tax_amount) + cents(summary.delivery_charge) - cents(summary.shipping_discount_amount)) / 100,
    };
  }),
);
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** What the storefront sends as a quantity: a whole number from 1. */
const quantityToSend = /* @__PURE__ */ z.int().check(z.positive());

/** POST /api/cart/add */
export const cartAddPayloadSchema = z.object({
  product_id: idSchema,
  quantity: quantityToSend,
  selected_attributes: selectedAttributesSchema,
  selected_multi_attributes: selectedMultiAttributesSchema,
});
export type CartAddPayload = z.infer<typeof cartAddPayloadSchema>;

/** PUT /api/cart/update */
export const cartUpdatePayloadSchema = z.object({
  cart_id: idSchema,
  quantity: quantityToSend,
  selected_attributes: selectedAttributesSchema,
  selected_multi_attributes: selectedMultiAttributesSchema,
});
export type CartUpdatePayload = z.infer<typeof cartUpdatePayloadSchema>;

/** GET /api/get-cart-recommended-products: products to suggest beside the cart, shaped as get-products items. */
export const cartRecommendedProductsSchema = z.object({ data: tolerantArray(productSchema) });
