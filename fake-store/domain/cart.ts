import type { CartAddPayload, CartItem, CartOptionLabel, CartSummary, CartUpdatePayload } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { computePriceInMinorUnits, validateSelection, type OptionSelection } from '@/domain/product-options';
import { findCatalogueProduct } from './catalog';
import { topLevelCategoryId } from './categories';
import { branchPricing, computeCartTotals, defaultBranchPricing, type TotalsBranch, type TotalsLine } from './cart-totals';
import { attachedDiscount, detachCoupon, listedDiscounts } from './coupons';
import { branches, cartLines, linePriceChanges, nextId, products } from './db';
import { formatStoreMoney, fromMinorUnits, toMinorUnits } from './money';
import { seedFacts } from './seed-facts';

/**
 * The simulated store's cart: validates what a shopper adds like the real server would (the option
 * rules are the app's options engine, so panel and server cannot disagree), and answers with the whole
 * cart summary, computed in cents by cart-totals for the caller's branch.
 */

export type CartFailure = { ok: false; status: 404 | 422; message: string };
export type CartResult = { ok: true; summary: CartSummary } | CartFailure;

/** Not stated by the spec; a real store caps a line, and a cap lets tests see the 422 for a huge quantity. */
export const maxLineQuantity = 99;
/** How many products get-cart-recommended-products suggests. */
export const recommendedCount = 8;

export const cartMessages = {
  productUnavailable: 'This product is no longer available.',
  lineNotFound: 'This item is no longer in your cart.',
  quantity: `Quantity must be a whole number from 1 to ${maxLineQuantity}.`,
  lineQuantityCap: `You can order at most ${maxLineQuantity} of one item.`,
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
  removedLine: 'An item that is no longer available was removed from your cart.',
} as const;

const fail = (message: string, status: 404 | 422 = 422): CartFailure => ({ ok: false, status, message });

/** A stored line as the collection hands it out: a record reference that update and delete accept. */
type StoredLine = ReturnType<typeof cartLines.all>[number];

/** Options in canonical form, ready to store on a line. */
export interface CanonicalSelection {
  selectedAttributes: Record<string, Id>;
  selectedMultiAttributes: Record<string, Id[]>;
}

function ownerLines(owner: string): StoredLine[] {
  return cartLines.findMany((q) => q.where({ owner }));
}

/** The engine compares ids as strings and takes them so; the API may send numbers. */
export function engineSelection(selectedAttributes: Record<string, Id>, selectedMulti: Record<string, readonly Id[]>): OptionSelection {
  return {
    selectedAttributes: Object.fromEntries(Object.entries(selectedAttributes).map(([attribute, value]) => [attribute, String(value)])),
    selectedMultiAttributes: Object.fromEntries(Object.entries(selectedMulti).map(([group, values]) => [group, values.map(String)])),
  };
}

/**
 * A valid selection in canonical form: the product's own ids (numbers stay numbers), groups and values
 * in the product's order, repeats and empty groups left out. Two lines with the same canonical form are
 * the same choice, however the client spelt it.
 */
function canonicalSelection(product: Product, selection: OptionSelection): CanonicalSelection {
  const selectedAttributes: Record<string, Id> = {};
  for (const attribute of product.attributes) {
    const chosen = selection.selectedAttributes[String(attribute.id)];
    const value = attribute.values.find((entry) => String(entry.id) === chosen);
    if (value) selectedAttributes[String(attribute.id)] = value.id;
  }
  const selectedMultiAttributes: Record<string, Id[]> = {};
  for (const group of product.multi_selectable_attributes) {
    const chosen = new Set(selection.selectedMultiAttributes[String(group.id)] ?? []);
    const values = Object.values(group.values).filter((value) => chosen.has(String(value.id)));
    if (values.length > 0) selectedMultiAttributes[String(group.id)] = values.map((value) => value.id);
  }
  return { selectedAttributes, selectedMultiAttributes };
}

/** The chosen options in words, single-choice groups first, each in the product's order. */
export function optionLabels(product: Product, selection: CanonicalSelection): CartOptionLabel[] {
  const labels: CartOptionLabel[] = [];
  for (const attribute of product.attributes) {
    const chosen = selection.selectedAttributes[String(attribute.id)];
    const value = attribute.values.find((entry) => String(entry.id) === String(chosen));
    if (value) labels.push({ name: attribute.name, values: [value.value] });
  }
  for (const group of product.multi_selectable_attributes) {
    const chosen = new Set((selection.selectedMultiAttributes[String(group.id)] ?? []).map(String));
    const values = Object.values(group.values).filter((value) => chosen.has(String(value.id)));
    if (values.length > 0) labels.push({ name: group.name, values: values.map((value) => value.value) });
  }
  return labels;
}

function sameChoice(line: StoredLine, productId: Id, selection: CanonicalSelection): boolean {
  return (
    String(line.product_id) === String(productId) &&
    JSON.stringify(line.selectedAttributes) === JSON.stringify(selection.selectedAttributes) &&
    JSON.stringify(line.selectedMultiAttributes) === JSON.stringify(selection.selectedMultiAttributes)
  );
}

/** Validates a product, quantity and options for ordering; the checks an add and an update share. */
function checkOrderable(
  productId: Id,
  quantity: number,
  selectedAttributes: Record<string, Id>,
  selectedMulti: Record<string, Id[]>,
): { ok: true; product: Product; selection: CanonicalSelection } | CartFailure {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxLineQuantity) return fail(cartMessages.quantity);
  const product = findCatalogueProduct(productId);
  if (!product) return fail(cartMessages.productUnavailable);
  if (!product.in_stock) return fail(cartMessages.outOfStock(product.name));
  const selection = engineSelection(selectedAttributes, selectedMulti);
  const problem = validateSelection(product, selection);
  if (problem !== null) return fail(problem);
  return { ok: true, product, selection: canonicalSelection(product, selection) };
}

function copySelection(selection: CanonicalSelection): CanonicalSelection {
  return {
    selectedAttributes: { ...selection.selectedAttributes },
    selectedMultiAttributes: Object.fromEntries(Object.entries(selection.selectedMultiAttributes).map(([group, ids]) => [group, [...ids]])),
  };
}

export async function addToCart(owner: string, branchId: string | null, payload: CartAddPayload): Promise<CartResult> {
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
    await cartLines.create({ id: nextId('cartLine'), owner, product_id: product.id, quantity: payload.quantity, ...copySelection(selection) });
  }
  return { ok: true, summary: buildCartSummary(owner, branchId) };
}

/** Sets a line's quantity and options (absolute, so a repeated update changes nothing more). */
export async function updateCartLine(owner: string, branchId: string | null, payload: CartUpdatePayload): Promise<CartResult> {
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
    const copy = copySelection(selection);
    await cartLines.update(line, {
      data(entry) {
        entry.quantity = payload.quantity;
        entry.selectedAttributes = copy.selectedAttributes;
        entry.selectedMultiAttributes = copy.selectedMultiAttributes;
      },
    });
  }
  return { ok: true, summary: buildCartSummary(owner, branchId) };
}

export function removeCartLine(owner: string, branchId: string | null, cartId: string): CartResult {
  const line = ownerLines(owner).find((entry) => String(entry.id) === cartId);
  if (!line) return fail(cartMessages.lineNotFound, 404);
  cartLines.delete(line);
  return { ok: true, summary: buildCartSummary(owner, branchId) };
}

/** Empties a caller's cart and drops their code (after an order is placed, or between tests). */
export function clearCart(owner: string): void {
  cartLines.deleteMany((q) => q.where({ owner }));
  linePriceChanges.deleteMany((q) => q.where({ owner }));
  detachCoupon(owner);
}

/** The caller's branch, else the default one, as get-data falls back; with its money rules. */
export function cartBranch(branchId: string | null): TotalsBranch {
  const all = branches.all();
  const branch =
    all.find((entry) => branchId !== null && String(entry.id) === branchId) ??
    all.find((entry) => String(entry.id) === String(seedFacts.defaultBranchId)) ??
    all[0];
  if (!branch) return { name: 'The store', isOpen: true, pricing: defaultBranchPricing };
  return { name: branch.name, isOpen: branch.is_open, pricing: branchPricing[String(branch.id)] ?? defaultBranchPricing };
}

interface PricedLine {
  line: StoredLine;
  product: Product;
  totals: TotalsLine;
}

/**
 * The caller's lines with their prices now. Lines whose product has left the catalogue are dropped and
 * reported, as a real server tidies a cart it can no longer sell.
 */
function priceLines(owner: string): { priced: PricedLine[]; adjusted: CartSummary['adjusted_cart_items'] } {
  const priced: PricedLine[] = [];
  const adjusted: CartSummary['adjusted_cart_items'] = [];
  for (const line of ownerLines(owner)) {
    const product = findCatalogueProduct(line.product_id);
    if (!product) {
      adjusted.push({ cart_id: line.id, message: cartMessages.removedLine });
      cartLines.delete(line);
      continue;
    }
    // A price the store changed under this line (price-changed-at-checkout), on top of the catalogue's.
    const changeCents = linePriceChanges.findFirst((q) => q.where({ owner, cart_line_id: (id) => String(id) === String(line.id) }))?.cents ?? 0;
    const unitCents = computePriceInMinorUnits(product, engineSelection(line.selectedAttributes, line.selectedMultiAttributes)) + changeCents;
    const markdownCents = product.original_price === null ? 0 : Math.max(0, toMinorUnits(product.original_price) - toMinorUnits(product.selling_price));
    priced.push({ line, product, totals: { unitCents, originalUnitCents: unitCents + markdownCents, quantity: line.quantity } });
  }
  return { priced, adjusted };
}

/** The subtotal in cents a code's minimum is checked against: items after markdowns, before any code. */
export function cartSubtotalCents(owner: string): number {
  return priceLines(owner).priced.reduce((sum, { totals }) => sum + totals.unitCents * totals.quantity, 0);
}

/** The cart summary every cart call answers with: totals summed in cents, converted once at the end. */
export function buildCartSummary(owner: string, branchId: string | null, now: Date = new Date()): CartSummary {
  const { priced, adjusted } = priceLines(owner);
  const coupon = attachedDiscount(owner);
  const totals = computeCartTotals({
    lines: priced.map(({ totals: line }) => line),
    branch: cartBranch(branchId),
    coupon,
    offers: listedDiscounts(now),
    now,
    formatMoney: formatStoreMoney,
  });

  const items: CartItem[] = priced.map(({ line, product, totals: { unitCents } }) => {
    const selection = copySelection(line);
    return {
      id: line.id,
      product_id: line.product_id,
      quantity: line.quantity,
      ...selection,
      name: product.name,
      image: product.image,
      slug: product.slug,
      unit_price: fromMinorUnits(unitCents),
      line_total: fromMinorUnits(unitCents * line.quantity),
      option_labels: optionLabels(product, selection),
    };
  });

  return {
    cartItems: items,
    cartDetails: { items_count: items.length, total_quantity: items.reduce((sum, item) => sum + item.quantity, 0) },
    tax_amount: fromMinorUnits(totals.taxCents),
    delivery_charge: fromMinorUnits(totals.deliveryChargeCents),
    delivery_message: totals.deliveryMessage,
    order_discount_amount: fromMinorUnits(totals.orderDiscountCents),
    shipping_discount_amount: fromMinorUnits(totals.shippingDiscountCents),
    product_price_discount: fromMinorUnits(totals.productDiscountCents),
    subtotal: fromMinorUnits(totals.subtotalCents),
    total_original_price: fromMinorUnits(totals.originalCents),
    total_discount: fromMinorUnits(totals.totalDiscountCents),
    // Checkout chooses the address; the cart has none until then.
    address: null,
    total: fromMinorUnits(totals.totalCents),
    discount_eligibility_message: totals.eligibilityMessage,
    coupon_applied: totals.couponApplied,
    coupon_message: totals.couponMessage,
    customer_applied_coupon: coupon?.code ?? null,
    is_delivery_available: totals.isDeliveryAvailable,
    adjusted_cart_items: adjusted,
    subtotal_after_discounts: fromMinorUnits(totals.subtotalAfterDiscountsCents),
  };
}

/** Sides, drinks and desserts (and their child categories): what a shopper adds to a main, so they are suggested first. */
const complementCategoryIds: ReadonlySet<string> = new Set(['5', '6', '7']);

/**
 * GET /api/get-cart-recommended-products: seeded products in stock that are not in the caller's cart,
 * complements first, then the rest, each group in menu (id) order.
 */
export function recommendedProducts(owner: string, count: number = recommendedCount): Product[] {
  const inCart = new Set(ownerLines(owner).map((line) => String(line.product_id)));
  const rank = (product: Product) => (complementCategoryIds.has(topLevelCategoryId(product.category_id) ?? '') ? 0 : 1);
  return products
    .all()
    .filter((product) => product.in_stock && !inCart.has(String(product.id)))
    .map((product) => ({ ...product }))
    .sort((a, b) => rank(a) - rank(b) || Number(a.id) - Number(b.id))
    .slice(0, count);
}
