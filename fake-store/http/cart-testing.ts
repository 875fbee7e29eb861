import { cartSummarySchema, type CartSummary } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema, type Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { products } from '../domain/db';
import { callApi, type ApiCallOptions } from './testing';

/**
 * Helpers for tests of the cart and discount calls: options are picked by their names, as a shopper
 * picks them in the options panel, and answers are parsed with the client's own schemas.
 */

export function seededProduct(id: Id): Product {
  const found = products.all().find((product) => String(product.id) === String(id));
  if (!found) throw new Error(`no product ${String(id)}`);
  return found;
}

/** [attribute id, value id] of a single-choice value, found by names. */
export function pick(from: Product, attributeName: string, valueName: string): [string, Id] {
  const attribute = from.attributes.find((entry) => entry.name === attributeName);
  const value = attribute?.values.find((entry) => entry.value === valueName);
  if (!attribute || !value) throw new Error(`no ${attributeName}: ${valueName}`);
  return [String(attribute.id), value.id];
}

/** [group id, value ids] of multi-choice values, found by names. */
export function multi(from: Product, groupName: string, ...valueNames: string[]): [string, Id[]] {
  const group = from.multi_selectable_attributes.find((entry) => entry.name === groupName);
  if (!group) throw new Error(`no group ${groupName}`);
  const values = Object.values(group.values);
  return [
    String(group.id),
    valueNames.map((name) => {
      const value = values.find((entry) => entry.value === name);
      if (!value) throw new Error(`no ${groupName}: ${name}`);
      return value.id;
    }),
  ];
}

export interface LineOptions {
  quantity?: number;
  attributes?: Array<[string, Id]>;
  multi?: Array<[string, Id[]]>;
}

export function addBody(productId: Id, options: LineOptions = {}) {
  return {
    product_id: productId,
    quantity: options.quantity ?? 1,
    selected_attributes: Object.fromEntries(options.attributes ?? []),
    selected_multi_attributes: Object.fromEntries(options.multi ?? []),
  };
}

export function addToCart(productId: Id, options: LineOptions = {}, call: ApiCallOptions = {}) {
  return callApi('/api/cart/add', { method: 'POST', body: addBody(productId, options), ...call });
}

export function updateLine(cartId: Id, options: LineOptions = {}, call: ApiCallOptions = {}) {
  const { product_id: _productId, ...rest } = addBody(0, options);
  return callApi('/api/cart/update', { method: 'PUT', body: { cart_id: cartId, ...rest }, ...call });
}

export function removeLine(cartId: Id, call: ApiCallOptions = {}) {
  return callApi(`/api/cart/remove/${encodeURIComponent(String(cartId))}`, { method: 'DELETE', ...call });
}

export async function fetchCart(call: ApiCallOptions = {}): Promise<CartSummary> {
  return cartSummarySchema.parse((await callApi('/api/get-cart', call)).body);
}

/** Parses a cart answer with the client's own schema, throwing when it does not fit. */
export function summaryOf(body: unknown): CartSummary {
  return cartSummarySchema.parse(body);
}

/** The status and `{ message }` of a refused call, to compare in one assertion. */
export async function refusal(call: Promise<{ status: number; body: unknown }>): Promise<{ status: number; message: string | null }> {
  const { status, body } = await call;
  const parsed = apiErrorBodySchema.safeParse(body);
  return { status, message: parsed.success ? parsed.data.message : null };
}

/** Decimal amount to cents, for comparing money exactly. */
export const cents = (amount: number) => Math.round(amount * 100);
