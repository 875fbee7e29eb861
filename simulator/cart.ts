import type { CartAddPayload, CartItem, CartSummary, CartUpdatePayload } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { findCatalogueProduct } from './catalog';
import { cartLines, nextId } from './db';
import {
  chosenSingleValueIds,
  dependenciesMet,
  findCombination,
  findMultiValue,
  fromMinorUnits,
  toMinorUnits,
  unitPriceInMinorUnits,
  type OptionSelection,
} from './pricing';

/**
 * The simulated store's cart: validates what a shopper adds like the real server would, and answers
 * with the whole cart summary, totals computed here in cents.
 */

export type CartResult = { ok: true; summary: CartSummary } | { ok: false; status: 404 | 422; message: string };

/** Not stated by the spec; a real store caps a line, and a cap lets tests see the 422 for a huge quantity. */
export const maxLineQuantity = 99;
export const taxRatePercent = 5;
export const freeDeliveryFromCents = 5000;
export const deliveryChargeCents = 499;

export const cartMessages = {
  productUnavailable: 'This product is no longer available.',
  lineNotFound: 'This item is no longer in your cart.',
  quantity: `Quantity must be a whole number from 1 to ${maxLineQuantity}.`,
  lineQuantityCap: `You can order at most ${maxLineQuantity} of one item.`,
  noCombination: 'This combination of options is not available.',
  foreignOption: 'One of the chosen options does not belong to this product.',
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
  chooseAttribute: (attribute: string) => `Please choose an option for ${attribute}.`,
  unknownChoice: (group: string) => `That choice is not available for ${group}.`,
  duplicateChoice: (group: string) => `Each option of ${group} can be chosen only once.`,
  unavailableWithChoice: (value: string) => `${value} is not available with the options you chose.`,
  minSelect: (min: number, group: string) => `Please select at least ${min} options for ${group}.`,
  maxSelect: (max: number, group: string) => `Please select at most ${max} options for ${group}.`,
} as const;

type Failure = { ok: false; status: 404 | 422; message: string };
const fail = (message: string, status: 404 | 422 = 422): Failure => ({ ok: false, status, message });

/** Seeded products and the generated catalogue of `collection=all` alike can go in the cart. */
function findProduct(id: Id): Product | null {
  return findCatalogueProduct(id);
}

/** A stored line as the collection hands it out: a record reference that update and delete accept. */
type StoredLine = ReturnType<typeof cartLines.all>[number];

/** Options in canonical form, ready to store on a line. */
interface CanonicalSelection {
  selectedAttributes: Record<string, Id>;
  selectedMultiAttributes: Record<string, Id[]>;
}

function ownerLines(owner: string): StoredLine[] {
  return cartLines.findMany((q) => q.where({ owner }));
}

/**
 * Checks the chosen options against the product and returns them in canonical form: the product's own
 * ids (numbers stay numbers), groups and values in the product's order, empty groups left out.
 */
function validateSelection(
  product: Product,
  selectedAttributes: CartAddPayload['selected_attributes'],
  selectedMulti: CartAddPayload['selected_multi_attributes'],
): { ok: true; selection: CanonicalSelection } | Failure {
  const attributeIds = new Set(product.attributes.map((attribute) => String(attribute.id)));
  const groupIds = new Set(product.multi_selectable_attributes.map((group) => String(group.id)));
  if (Object.keys(selectedAttributes).some((id) => !attributeIds.has(id))) return fail(cartMessages.foreignOption);
  if (Object.keys(selectedMulti).some((id) => !groupIds.has(id))) return fail(cartMessages.foreignOption);

  const canonicalAttributes: Record<string, Id> = {};
  for (const attribute of product.attributes) {
    const chosen = selectedAttributes[String(attribute.id)];
    if (chosen === undefined) return fail(cartMessages.chooseAttribute(attribute.name));
    const value = attribute.values.find((entry) => String(entry.id) === String(chosen));
    if (!value) return fail(cartMessages.unknownChoice(attribute.name));
    canonicalAttributes[String(attribute.id)] = value.id;
  }
  const combination = findCombination(product, canonicalAttributes);
  if (product.attributes.length > 0 && !combination) return fail(cartMessages.noCombination);

  const chosenSingleIds = chosenSingleValueIds(canonicalAttributes);
  const canonicalMulti: Record<string, Id[]> = {};
  for (const group of product.multi_selectable_attributes) {
    const chosen = (selectedMulti[String(group.id)] ?? []).map(String);
    if (new Set(chosen).size !== chosen.length) return fail(cartMessages.duplicateChoice(group.name));
    const values = [];
    for (const id of chosen) {
      const value = findMultiValue(group.values, id);
      if (!value) return fail(cartMessages.unknownChoice(group.name));
      // The options panel disables these values (spec section 5); a client that sends one has a bug.
      const offeredForVariant =
        value.variant_prices.length === 0 ||
        (combination !== null && value.variant_prices.some((entry) => String(entry.variant_id) === String(combination.variant_id)));
      if (!dependenciesMet(value, chosenSingleIds) || !offeredForVariant) return fail(cartMessages.unavailableWithChoice(value.value));
      values.push(value);
    }
    if (group.min_select !== null && group.min_select > 0 && values.length < group.min_select) {
      return fail(cartMessages.minSelect(group.min_select, group.name));
    }
    if (group.max_select !== null && values.length > group.max_select) return fail(cartMessages.maxSelect(group.max_select, group.name));
    if (values.length > 0) {
      const order = Object.values(group.values).map((value) => String(value.id));
      values.sort((a, b) => order.indexOf(String(a.id)) - order.indexOf(String(b.id)));
      canonicalMulti[String(group.id)] = values.map((value) => value.id);
    }
  }
  return { ok: true, selection: { selectedAttributes: canonicalAttributes, selectedMultiAttributes: canonicalMulti } };
}

/** Two lines with the same product and options are one line (adding again raises its quantity). */
function sameChoice(line: StoredLine, productId: Id, selection: OptionSelection): boolean {
  return (
    String(line.product_id) === String(productId) &&
    JSON.stringify(line.selectedAttributes) === JSON.stringify(selection.selectedAttributes) &&
    JSON.stringify(line.selectedMultiAttributes) === JSON.stringify(selection.selectedMultiAttributes)
  );
}

/** Validates a product and its options for ordering; the checks an add and an update share. */
function checkOrderable(
  productId: Id,
  quantity: number,
  selectedAttributes: CartAddPayload['selected_attributes'],
  selectedMulti: CartAddPayload['selected_multi_attributes'],
): { ok: true; product: Product; selection: CanonicalSelection } | Failure {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxLineQuantity) return fail(cartMessages.quantity);
  const product = findProduct(productId);
  if (!product) return fail(cartMessages.productUnavailable);
  if (!product.in_stock) return fail(cartMessages.outOfStock(product.name));
  const checked = validateSelection(product, selectedAttributes, selectedMulti);
  if (!checked.ok) return checked;
  return { ok: true, product, selection: checked.selection };
}

export async function addToCart(owner: string, payload: CartAddPayload): Promise<CartResult> {
  const checked = checkOrderable(payload.product_id, payload.quantity, payload.selected_attributes, payload.selected_multi_attributes);
  if (!checked.ok) return checked;
  const { product, selection } = checked;

  const existing = ownerLines(owner).find((line) => sameChoice(line, product.id, selection));
  if (existing) {
    if (existing.quantity + payload.quantity > maxLineQuantity) return fail(cartMessages.lineQuantityCap);
    await cartLines.update(existing, {
      data(line) {
        line.quantity += payload.quantity;
      },
    });
  } else {
    await cartLines.create({
      id: nextId('cartLine'),
      owner,
      product_id: product.id,
      quantity: payload.quantity,
      ...selection,
    });
  }
  return { ok: true, summary: buildCartSummary(owner) };
}

export async function updateCartLine(owner: string, payload: CartUpdatePayload): Promise<CartResult> {
  const line = ownerLines(owner).find((entry) => String(entry.id) === String(payload.cart_id));
  if (!line) return fail(cartMessages.lineNotFound, 404);
  const checked = checkOrderable(line.product_id, payload.quantity, payload.selected_attributes, payload.selected_multi_attributes);
  if (!checked.ok) return checked;
  const { selection } = checked;

  // Changing a line's options to those of another line merges the two, as adding would have.
  const twin = ownerLines(owner).find((entry) => String(entry.id) !== String(line.id) && sameChoice(entry, line.product_id, selection));
  if (twin) {
    if (twin.quantity + payload.quantity > maxLineQuantity) return fail(cartMessages.lineQuantityCap);
    await cartLines.update(twin, {
      data(entry) {
        entry.quantity += payload.quantity;
      },
    });
    cartLines.delete(line);
  } else {
    await cartLines.update(line, {
      data(entry) {
        entry.quantity = payload.quantity;
        entry.selectedAttributes = { ...selection.selectedAttributes };
        entry.selectedMultiAttributes = Object.fromEntries(
          Object.entries(selection.selectedMultiAttributes).map(([group, ids]) => [group, [...ids]]),
        );
      },
    });
  }
  return { ok: true, summary: buildCartSummary(owner) };
}

export function removeCartLine(owner: string, cartId: string): CartResult {
  const line = ownerLines(owner).find((entry) => String(entry.id) === cartId);
  if (!line) return fail(cartMessages.lineNotFound, 404);
  cartLines.delete(line);
  return { ok: true, summary: buildCartSummary(owner) };
}

/** Empties a caller's cart (after an order is placed, or between tests). */
export function clearCart(owner: string): void {
  cartLines.deleteMany((q) => q.where({ owner }));
}

function freeDeliveryMessage(subtotalCents: number): string {
  if (subtotalCents >= freeDeliveryFromCents) return 'Free delivery on this order.';
  const missing = fromMinorUnits(freeDeliveryFromCents - subtotalCents).toFixed(2);
  return `Add $${missing} more for free delivery.`;
}

/**
 * The cart summary every cart call answers with. Totals are summed in cents and converted once at the
 * end. Lines whose product has left the catalogue are dropped and reported in adjusted_cart_items.
 */
export function buildCartSummary(owner: string): CartSummary {
  const items: CartItem[] = [];
  const adjusted: CartSummary['adjusted_cart_items'] = [];
  let subtotalCents = 0;
  let originalCents = 0;
  let quantity = 0;

  for (const line of ownerLines(owner)) {
    const product = findProduct(line.product_id);
    if (!product) {
      adjusted.push({ cart_id: line.id, message: 'An item that is no longer available was removed from your cart.' });
      cartLines.delete(line);
      continue;
    }
    const unitCents = unitPriceInMinorUnits(product, line);
    const markdownCents =
      product.original_price === null ? 0 : Math.max(0, toMinorUnits(product.original_price) - toMinorUnits(product.selling_price));
    subtotalCents += unitCents * line.quantity;
    originalCents += (unitCents + markdownCents) * line.quantity;
    quantity += line.quantity;
    items.push({
      id: line.id,
      product_id: line.product_id,
      quantity: line.quantity,
      selectedAttributes: { ...line.selectedAttributes },
      selectedMultiAttributes: Object.fromEntries(Object.entries(line.selectedMultiAttributes).map(([group, ids]) => [group, [...ids]])),
      name: product.name,
      image: product.image,
      slug: product.slug,
      unit_price: fromMinorUnits(unitCents),
      line_total: fromMinorUnits(unitCents * line.quantity),
    });
  }

  const empty = items.length === 0;
  const taxCents = Math.round((subtotalCents * taxRatePercent) / 100);
  // An empty cart owes nothing, so it shows no delivery charge either.
  const deliveryCents = empty || subtotalCents >= freeDeliveryFromCents ? 0 : deliveryChargeCents;
  const productDiscountCents = originalCents - subtotalCents;
  const orderDiscountCents = 0;
  const shippingDiscountCents = 0;
  const subtotalAfterDiscountsCents = subtotalCents - orderDiscountCents;

  return {
    cartItems: items,
    cartDetails: { items_count: items.length, total_quantity: quantity },
    tax_amount: fromMinorUnits(taxCents),
    delivery_charge: fromMinorUnits(deliveryCents),
    delivery_message: empty ? null : freeDeliveryMessage(subtotalCents),
    order_discount_amount: fromMinorUnits(orderDiscountCents),
    shipping_discount_amount: fromMinorUnits(shippingDiscountCents),
    product_price_discount: fromMinorUnits(productDiscountCents),
    subtotal: fromMinorUnits(subtotalCents),
    total_original_price: fromMinorUnits(originalCents),
    total_discount: fromMinorUnits(productDiscountCents + orderDiscountCents + shippingDiscountCents),
    address: null,
    total: fromMinorUnits(subtotalAfterDiscountsCents + taxCents + deliveryCents - shippingDiscountCents),
    discount_eligibility_message: null,
    coupon_applied: false,
    coupon_message: null,
    customer_applied_coupon: null,
    is_delivery_available: true,
    adjusted_cart_items: adjusted,
    subtotal_after_discounts: fromMinorUnits(subtotalAfterDiscountsCents),
  };
}
