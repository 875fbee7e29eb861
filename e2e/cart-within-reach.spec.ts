import type { Page } from '@playwright/test';
import { cartCountName, cartLink, expect, firstAddButton, test } from './support/fixtures';
import { knownGuest, serverCart } from './support/server-cart';

/**
 * The cart stays within reach on a desktop (1280 px) after an add, in Chromium against the built storefront and the
 * simulator's server: the home page's top nav stays on screen however far the shopper scrolled, and the product page in
 * the overlay (which covers the top nav) offers the cart beside "Added to your cart." and in the overlay's own bar.
 *
 * French Fries (seedFacts.productWithoutOptionsId) has no options: it adds with one press.
 */

const STORE_NAME = 'Juniper Kitchen';
const FRIES = 'French Fries';

const cartScreen = (page: Page) => page.getByTestId('cart-screen');
const cartLine = (page: Page, name: string) => cartScreen(page).locator('li.cart-line', { has: page.getByRole('heading', { level: 3, name }) });

test.describe('the cart within reach on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('after an add far down the home page, the top nav’s cart is on screen and opens the cart', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
    const add = await firstAddButton(page);
    const name = /^Add (.+) to cart$/.exec((await add.textContent())?.trim() ?? '')?.[1] ?? '';
    expect(name).not.toBe('');
    await add.click();
    await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));

    // The page stays where the shopper was, and the top nav with it.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const box = await cartLink(page).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(800);

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, name)).toBeVisible();
  });

  test('a product added in the overlay reaches the cart from “Added to your cart.”, and the overlay’s bar counts it', async ({ page, request }) => {
    const guestId = await knownGuest(page);
    // A product's address opens it in the overlay over the home page, as a card's link does.
    await page.goto('/product/french-fries');
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('heading', { level: 1, name: FRIES })).toBeVisible();
    await expect(overlay.getByRole('link', { name: cartCountName(0) })).toBeVisible();

    await overlay.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(overlay.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    // The overlay's bar counts the add, once the server has it.
    await expect(overlay.getByRole('link', { name: cartCountName(1) })).toBeVisible();
    expect((await serverCart(request, guestId)).cartItems.map((item) => item.name)).toEqual([FRIES]);

    await overlay.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, FRIES)).toBeVisible();
    // The cart opens in the same overlay, which offers no link to itself.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog').getByRole('link', { name: /^Cart, / })).toHaveCount(0);
  });
});
