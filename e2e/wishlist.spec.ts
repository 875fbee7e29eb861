import type { APIRequestContext, Page } from '@playwright/test';
import { registerCustomer, signedInAs, type TestCustomer } from './support/account';
import { cartCountName, cartLink, expect, expectNoAxeViolations, test, viewports } from './support/fixtures';

/**
 * The wishlist (issue 17, section 5; ADR 0023) in Chromium, against the built storefront and the simulator's server,
 * each test with a customer of its own: a guest taps a heart on a category page, is sent to sign in, signs in with the
 * password form and comes back to the heart pressed and the product on /account/wishlist, with no second tap; on the
 * wishlist, a product goes to the cart and another is removed, with Undo in its place.
 *
 * Seeded products (fake-store/domain/seed-catalogue.ts): Margherita Pizza (id 1) is the first of Pizzas and has options;
 * French Fries (id 21) has none.
 */

const MARGHERITA = 'Margherita Pizza';
const FRIES = 'French Fries';

const heart = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name} to your wishlist`, exact: true });

const customerHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });

/** The names on the customer's wishlist as the server has it, newest first. */
async function serverWishlist(request: APIRequestContext, customer: TestCustomer): Promise<string[]> {
  const response = await request.get('/api/get-wishlist?branch_id=1', { headers: customerHeaders(customer.token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { name: string }[] }).data.map((product) => product.name);
}

/** Saves products on the server for the customer, as taps on other devices would have. */
async function saveOnServer(request: APIRequestContext, customer: TestCustomer, productIds: number[]): Promise<void> {
  for (const productId of productIds) {
    const response = await request.post('/api/toggle-wishlist-product?branch_id=1', { headers: customerHeaders(customer.token), data: { product_id: productId, in_wishlist: true } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

for (const viewport of viewports) {
  test.describe(`the wishlist on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a guest taps a heart, is asked to sign in, and finds the product saved after signing in, with no second tap', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Wish Tester');
      await page.goto('/category/pizzas');
      const pizzaHeart = heart(page, MARGHERITA).first();
      await expect(pizzaHeart).toHaveAttribute('aria-pressed', 'false');
      // A target of 44 px, well over WCAG 2.2's 24.
      const box = await pizzaHeart.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);

      await pizzaHeart.click();
      await expect(page).toHaveURL(/\/login\?next=%2Fcategory%2Fpizzas$/);
      await expect(page.getByTestId('toast').filter({ hasText: `Log in to save ${MARGHERITA} to your wishlist.` })).toBeVisible();

      await page.getByLabel('Email or phone number').fill(customer.email);
      await page.getByLabel('Password', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();

      // Back where the tap was, the heart pressed and the shopper told, without tapping again.
      await expect(page).toHaveURL(/\/category\/pizzas$/);
      await expect(heart(page, MARGHERITA).first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('toast').filter({ hasText: 'Saved to your wishlist' })).toBeVisible();
      await expect.poll(() => serverWishlist(request, customer)).toEqual([MARGHERITA]);

      await page.goto('/account/wishlist');
      await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('heading', { level: 2 })).toHaveText([MARGHERITA]);
      // Applied once: this page load found nothing kept to add again.
      expect(await serverWishlist(request, customer)).toEqual([MARGHERITA]);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('on /account/wishlist, add a product to the cart and remove another, with Undo where it was', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'List Tester');
      await saveOnServer(request, customer, [1, 21]);
      await signedInAs(page, customer);
      await page.goto('/account/wishlist');

      await expect(page).toHaveTitle(/Wishlist/);
      const list = page.getByRole('list', { name: 'Saved products' });
      await expect(list.getByRole('heading', { level: 2 })).toHaveText([FRIES, MARGHERITA]);
      await expectNoAxeViolations(page);

      // Add to cart through the cart, as a card does.
      await list.getByRole('button', { name: `Add ${FRIES} to cart` }).click();
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));

      // Remove: the row stays with Undo in the same place, focused, and the server has it removed.
      await list.getByRole('button', { name: `Remove ${MARGHERITA} from your wishlist` }).click();
      const undo = list.getByRole('button', { name: `Undo removing ${MARGHERITA}` });
      await expect(undo).toBeFocused();
      await expect(page.getByRole('article', { name: MARGHERITA }).getByRole('status')).toHaveText('Removed from your wishlist.');
      await expect.poll(() => serverWishlist(request, customer)).toEqual([FRIES]);
      await expectNoAxeViolations(page);

      // Opened again, the list holds what is saved.
      await page.reload();
      await expect(list.getByRole('heading', { level: 2 })).toHaveText([FRIES]);
    });
  });
}
