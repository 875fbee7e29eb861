import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 16, section 6: navigation defects found by trying the store, each with a test that fails without its fix.
 */

const STORE_NAME = 'Juniper Kitchen';

for (const width of [320, 375, 430]) {
  test.describe(`the top bar on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('is one row, at most 64 px tall, and does not repeat the tab bar’s cart and account', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
      const topBar = page.locator('[data-block="top_nav"]');
      const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
      await expect(tabBar).toBeVisible();
      const box = await topBar.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      // Every control of the bar sits on the one row.
      const tops = await topBar.locator('a:visible, button:visible').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      expect(new Set(tops.map((top) => Math.floor(top / 32))).size).toBe(1);
      // The cart and the account are in the tab bar, so only there.
      await expect(page.locator('a[href="/cart"]').filter({ visible: true })).toHaveCount(1);
      await expect(page.locator('a[href="/login"]').filter({ visible: true })).toHaveCount(1);
      await expect(tabBar.locator('a[href="/cart"]')).toBeVisible();
    });
  });
}

test.describe('the tab bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  // The seeded tab bar's labels are the merchant's own ("Menu", "Basket"): tabs are found by where they lead.
  const tab = (page: Page, href: string) => page.getByRole('navigation', { name: 'Tab bar' }).locator(`a[href="${href}"]`);

  test('stays on every route, marking the current tab', async ({ page }) => {
    await page.goto('/');
    await expect(tab(page, '/')).toHaveAttribute('aria-current', 'page');

    await tab(page, '/search').click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(tab(page, '/search')).toHaveAttribute('aria-current', 'page');

    await tab(page, '/cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(tab(page, '/cart')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, '/search')).not.toHaveAttribute('aria-current', 'page');

    await tab(page, '/login').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(tab(page, '/login')).toHaveAttribute('aria-current', 'page');

    await tab(page, '/').click();
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
    await expect(tab(page, '/')).toHaveAttribute('aria-current', 'page');
  });

  test('is there on a page loaded directly', async ({ page }) => {
    await page.goto('/search');
    await expect(tab(page, '/search')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the desktop overlay and the history', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The home page, then the cart from the top bar: the cart opens in the overlay over it. */
  async function openCartOverlayFromHome(page: Page): Promise<Locator> {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    const overlay = page.locator('#child-route-overlay');
    await expect(overlay).toBeVisible();
    return overlay;
  }

  test('closing goes back to where the shopper was, and Back then does not reopen it', async ({ page }) => {
    const overlay = await openCartOverlayFromHome(page);
    await expect(page).toHaveURL(/\/cart$/);

    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // Back leaves the store's first page rather than reopening the overlay.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/cart/);
  });

  test('closing after a few pages inside the overlay unwinds them all', async ({ page }) => {
    const overlay = await openCartOverlayFromHome(page);
    // An in-app link inside the overlay: wouter navigates with pushState.
    await page.evaluate(() => history.pushState(null, '', '/cart/discounts'));
    await expect(page).toHaveURL(/\/cart\/discounts$/);
    await expect(overlay.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();

    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => history.length)).toBeGreaterThan(1);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/cart/);
  });

  test('closing an overlay that was the first page of the visit puts the home page in its place', async ({ page }) => {
    await page.goto('/cart');
    const overlay = page.locator('#child-route-overlay');
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
  });
});
