/**
 * The simulator's server, asked about a shopper's cart outside the page: what a spec checks the storefront against
 * after an add, a change or a remove.
 *
 *   import { centsOf, knownGuest, serverCart } from './support/server-cart';
 *
 *   const guestId = await knownGuest(page);              // before the first goto
 *   …
 *   const cart = await serverCart(request, guestId);     // request: the test's APIRequestContext
 *   expect(cart.cartItems).toHaveLength(1);
 *
 * Helpers
 *   apiHeaders(guestId)             the headers the storefront's API client sends for a guest (for request.get/post)
 *   knownGuest(page)                a new guest id, seeded into localStorage before the app starts, so the storefront
 *                                   and the test speak for the same shopper
 *   serverCart(request, guestId)    the cart as the server has it now (fails the test if the server refuses)
 *   addOnServer(request, guestId, productId, quantity)   a product without options put in the cart on the server
 *   centsOf(text)                   "$12.34" (a Total, always two decimals) in cents
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seedLocalStorage } from './fixtures';

/** The headers the storefront's API client sends for a guest (src/api/client.ts), so the server sees the same shopper. */
export const apiHeaders = (guestId: string) => ({ 'guest-id': guestId, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });

/** The part of get-cart's answer the specs read (src/api/schemas/cart.schema.ts has all of it). */
export interface ServerCart {
  cartItems: {
    id: number | string;
    product_id: number | string;
    name: string;
    quantity: number;
    line_total: number;
    selectedAttributes?: Record<string, unknown>;
    selectedMultiAttributes?: Record<string, unknown[]>;
  }[];
  subtotal: number;
  total: number;
  order_discount_amount: number;
  customer_applied_coupon: string | null;
}

/** The cart as the simulator's server has it now, asked outside the page. */
export async function serverCart(request: APIRequestContext, guestId: string): Promise<ServerCart> {
  const response = await request.get('/api/get-cart?branch_id=1', { headers: apiHeaders(guestId) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerCart;
}

/** Puts a product without options in a guest's cart on the server, outside the page (it must be taken: 201). */
export async function addOnServer(request: APIRequestContext, guestId: string, productId: number, quantity: number): Promise<void> {
  const response = await request.post('/api/cart/add?branch_id=1', {
    headers: apiHeaders(guestId),
    data: { product_id: productId, quantity, selected_attributes: {}, selected_multi_attributes: {} },
  });
  expect(response.status()).toBe(201);
}

/** A shopper with a known guest id, so the test can ask the server about their cart. */
export async function knownGuest(page: Page): Promise<string> {
  const guestId = crypto.randomUUID();
  await seedLocalStorage(page, { guest_id: guestId });
  return guestId;
}

/** An amount as a Total shows it ("$12.34") in cents; the Total always has exactly two decimals. */
export function centsOf(text: string | null): number {
  const match = /\$([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  if (!match?.[1] || !match[2]) throw new Error(`no two-decimal amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}
