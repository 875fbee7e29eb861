import type { Page } from '@playwright/test';
import { cartCountName, cartLink, expect, expectNoAxeViolations, scrollToFirst, test, viewports } from './support/fixtures';
import { centsOf, knownGuest, serverCart } from './support/server-cart';

/**
 * The product page (/product/{slug}) in Chromium, against the built storefront and the simulator's server: opened
 * from a product card on the home page, options chosen inline and kept in the address (replaced, not pushed), the
 * Total following them and the quantity, the minimum refusal, the add through the cart and the cart count rising; a
 * reload and a shared link keep the options; the bar with Add stays in view on a phone; sold out and unknown slugs.
 *
 * The product is the seeded Classic Burger (fake-store/domain/seed-catalogue.ts): Patty (Beef, Chicken -0.50, Plant-based),
 * "Sauces" min 1 max 2 (Chipotle mayo and BBQ sauce +0.50), "Add-ons" max 3. Its base price comes from faker, so
 * totals are checked by difference. Sweet Potato Fries (id 24) is sold out.
 */

const STORE_NAME = 'Juniper Kitchen';
const BURGER = 'Classic Burger';
const SOLD_OUT_SLUG = 'sweet-potato-fries';
const MINIMUM_MESSAGE = 'Please select at least 1 options for Sauces.';

const productHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const bar = (page: Page) => page.locator('.product-page__bar');
const totalCents = async (page: Page) => centsOf(await bar(page).locator('.product-options__total-amount').textContent());
const addButton = (page: Page) => bar(page).getByRole('button', { name: 'Add to cart', exact: true });
/**
 * The cart link the shopper sees: the top bar's on a desktop, the tab bar's on a phone. Found by its label rather than
 * its role: on a desktop the page is a modal overlay, which hides the top bar behind it from assistive tech.
 */

for (const viewport of viewports) {
  test.describe(`the product page on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('open it from the home page’s categories, choose options, see the total, add; the cart count rises; reload and a shared link keep the options', async ({ page, request, context }) => {
      const guestId = await knownGuest(page);
      // The way a shopper finds it: the home page's Burgers tile, then the burger's card on the category page.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
      const tile = await scrollToFirst(page, page.getByRole('link', { name: 'Burgers', exact: true }), 20_000);
      await tile.click();
      await expect(page).toHaveURL(/\/category\/burgers$/);
      await page.getByRole('link', { name: BURGER, exact: true }).first().click();
      await expect(page).toHaveURL(/\/product\/classic-burger$/);
      await expect(productHeading(page, BURGER)).toBeVisible();
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(0));

      // A single-choice value: the Beef combination, then Chicken at 50 cents less. Each choice replaces the address.
      await page.getByRole('radio', { name: 'Beef' }).check();
      await expect(page).toHaveURL(/\?options=\d+$/);
      const beef = await totalCents(page);
      await page.getByRole('radio', { name: 'Chicken' }).check();
      await expect.poll(() => totalCents(page)).toBe(beef - 50);

      // Add before the minimum is met: refused with the spec's message.
      await addButton(page).click();
      await expect(bar(page).getByRole('alert')).toHaveText(MINIMUM_MESSAGE);

      // A sauce adds its price and goes into the address; two of them cost twice as much.
      await page.getByRole('checkbox', { name: /^Chipotle mayo/ }).check();
      await expect(page).toHaveURL(/\?options=\d+&extras=\d+:\d+$/);
      await expect.poll(() => totalCents(page)).toBe(beef);
      await bar(page).getByRole('button', { name: 'Increase quantity' }).click();
      await expect(bar(page).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
      await expect.poll(() => totalCents(page)).toBe(beef * 2);

      await expectNoAxeViolations(page);

      await addButton(page).click();
      await expect(bar(page).getByRole('status')).toHaveText('Added to your cart.');
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(2));
      const cart = await serverCart(request, guestId);
      expect(cart.cartItems).toHaveLength(1);
      expect(cart.cartItems[0]?.quantity).toBe(2);
      expect(Object.keys(cart.cartItems[0]?.selectedMultiAttributes ?? {})).toHaveLength(1);

      // A reload keeps the options (the address has them); the quantity starts again at one.
      const shared = page.url();
      await page.reload();
      await expect(productHeading(page, BURGER)).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Chicken' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /^Chipotle mayo/ })).toBeChecked();
      await expect.poll(() => totalCents(page)).toBe(beef);

      // So does the link, opened elsewhere.
      const other = await context.newPage();
      await other.goto(shared);
      await expect(productHeading(other, BURGER)).toBeVisible();
      await expect(other.getByRole('radio', { name: 'Chicken' })).toBeChecked();
      await expect(other.getByRole('checkbox', { name: /^Chipotle mayo/ })).toBeChecked();
      await other.close();

      // The choices replaced the address: Back leaves the product for the category it was opened from.
      await page.goBack();
      await expect(page).toHaveURL(/\/category\/burgers$/);
    });

    test('a sold-out product says why, and nothing can be chosen or added', async ({ page }) => {
      await page.goto(`/product/${SOLD_OUT_SLUG}`);
      await expect(productHeading(page, 'Sweet Potato Fries')).toBeVisible();
      await expect(page.getByText('Sold out: this product can’t be ordered right now.')).toBeVisible();
      await expect(bar(page).getByRole('button', { name: 'Sold out' })).toBeDisabled();
      await expect(bar(page).getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
      await expectNoAxeViolations(page);
    });

    test('an unknown product shows the not-found screen, and the way home works', async ({ page }) => {
      await page.goto('/product/no-such-dish');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
    });
  });
}

test.describe('the product page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keeps Add to cart in view above the tab bar from the top of the page', async ({ page }) => {
    await page.goto('/product/classic-burger');
    await expect(productHeading(page, BURGER)).toBeVisible();
    await expect(addButton(page)).toBeInViewport();
    const barBox = await bar(page).boundingBox();
    const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
    const tabBox = (await tabBar.count()) > 0 ? await tabBar.boundingBox() : null;
    const floor = tabBox ? tabBox.y : 740;
    expect(barBox).not.toBeNull();
    expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBeLessThanOrEqual(Math.round(floor) + 1);
  });
});
