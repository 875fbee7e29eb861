/**
 * Checkout and payment in the e2e specs (issue 18, ADR 0026): getting a product with options into the cart from its
 * page, the checkout page's fields and buttons, the Razorpay stand-in's bank window, and the server's view of orders.
 *
 *   const guestId = await knownGuest(page);
 *   await addBurgerFromItsPage(page);
 *   await page.goto('/checkout');
 *   await fillGuestCheckout(page, guest);
 *   await placeOrder(page).click();
 *   await bankWindow(page).getByRole('button', { name: 'Success' }).click();
 *   const orderId = await expectOrderPlacedUrl(page);
 *   const order = await orderOnServer(request, { guestId }, orderId);
 *
 * The product is the seeded Classic Burger (fake-store/domain/seed-catalogue.ts); 500 East Capitol Avenue, Springfield IL
 * 62701 is delivered to by the default branch (fake-store/domain/seed-places.ts). The stand-in's window (fake-store/http/vendors/
 * razorpay.ts) is a dialog named "Razorpay test payment" with Success, Failure and Close.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiHeaders } from './server-cart';

export const BURGER_SLUG = 'classic-burger';

/** Who asks the server: a guest by id, or a customer by token. */
export type Caller = { guestId: string } | { token: string };

const headersOf = (caller: Caller) =>
  'token' in caller ? { Authorization: `Bearer ${caller.token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } : apiHeaders(caller.guestId);

/** The burger with a patty and a sauce, added from its page; waits for the store to confirm the add. */
export async function addBurgerFromItsPage(page: Page): Promise<void> {
  await page.goto(`/product/${BURGER_SLUG}`);
  await page.getByRole('radio', { name: 'Beef' }).check();
  await page.getByRole('checkbox', { name: /^Chipotle mayo/ }).check();
  const bar = page.locator('.product-page__bar');
  await bar.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(bar.getByRole('status')).toHaveText('Added to your cart.');
}

export const placeOrder = (page: Page): Locator => page.getByRole('button', { name: /^(Place order|Try again) ·/ });
export const bankWindow = (page: Page): Locator => page.getByRole('dialog', { name: 'Razorpay test payment' });

export interface GuestDetails {
  name: string;
  phone: string;
  email: string;
}

export const testGuest: GuestDetails = { name: 'Gale Guest', phone: '+1 555 0142', email: 'gale@example.com' };

/** A guest's contact details and their address but its ZIP code, typed in; answers the address form. */
export async function fillGuestAddressUpToTheZip(page: Page, guest: GuestDetails = testGuest): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Your name' }).fill(guest.name);
  await page.getByRole('textbox', { name: 'Your phone number' }).fill(guest.phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(guest.email);
  const address = page.getByRole('form', { name: 'Address' });
  await address.getByRole('textbox', { name: 'Street address' }).fill('500 East Capitol Avenue');
  await address.getByRole('textbox', { name: 'Town or city' }).fill('Springfield');
  await address.getByRole('textbox', { name: 'State' }).fill('IL');
  return address;
}

/** A guest's contact details and a delivered-to address, given through the page's own fields. */
export async function fillGuestCheckout(page: Page, guest: GuestDetails = testGuest): Promise<void> {
  const address = await fillGuestAddressUpToTheZip(page, guest);
  await address.getByRole('textbox', { name: 'ZIP code' }).fill('62701');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByRole('button', { name: 'Change address' })).toBeFocused();
}

/** Waits for /order-placed/{id} and answers the id. */
export async function expectOrderPlacedUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order-placed\/[^/?#]+$/, { timeout: 15_000 });
  // The confirmation as the shopper sees it (src/screens/orders/OrderPlacedScreen.tsx): a paid order is confirmed.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The part of get-single-order's answer the specs read. */
export interface ServerOrder {
  id: number | string;
  status: string;
  payment_status: string;
  total: number;
  wallet_amount: number;
  amount_payable: number;
  items: { name: string; option_labels: { name: string; values: string[] }[] }[];
}

export async function orderOnServer(request: APIRequestContext, caller: Caller, orderId: string): Promise<ServerOrder> {
  const response = await request.get(`/api/get-single-order?branch_id=1&order_id=${encodeURIComponent(orderId)}`, { headers: headersOf(caller) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ServerOrder }).data;
}

/** How many orders a customer has (get-all-orders' total). */
export async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/get-all-orders?branch_id=1&page=1', { headers: headersOf({ token }) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { total?: number; data: unknown[] }).total ?? 0;
}

/** Puts money in a customer's wallet (the simulator's test hook). */
export async function creditWallet(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const response = await request.post('/sim/wallet/credit', { headers: headersOf({ token }), data: { amount } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Saves a delivered-to address for a customer, as their default. */
export async function saveAddress(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/address/add?branch_id=1', {
    headers: headersOf({ token }),
    data: {
      label: 'Home',
      name: 'Robin Tester',
      phone: '+1 555 0177',
      line1: '215 South Adams Street',
      line2: null,
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
      is_default: true,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The pending payment checkout keeps on the device before the bank window opens. */
export async function pendingPayment(page: Page): Promise<{ order_id: string; gateway_order_id: string } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('storefront:pending-payment'));
  return raw ? (JSON.parse(raw) as { order_id: string; gateway_order_id: string }) : null;
}

/** Presses Tab (or Shift+Tab; at most `limit` times) until `target` has the focus: how a keyboard-only shopper gets there. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
