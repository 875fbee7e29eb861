import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, firstAddButton, test } from './support/fixtures';

/**
 * The README's pictures of the main screens at both widths (docs/gallery/), taken from the seeded store as the
 * end-to-end suite serves it: `npm run gallery`. Skipped in `npm test`, whose time they would spend for no check.
 */

const GALLERY = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'gallery');
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.skip(!process.env.GALLERY, 'npm run gallery writes the README’s pictures');

/** The page as a shopper sees it, without the simulator's badge, moving parts stopped. */
async function picture(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '#simulator-badge { display: none !important; }' });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(GALLERY, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

for (const viewport of widths) {
  test.describe(`the gallery at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => {
      // The banners hold still, as they do for a shopper who asks for less motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('home, a category, a product and the cart', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await picture(page, `home-${viewport.name}`);

      await page.goto('/category/pizzas');
      await expect(page.getByRole('heading', { level: 1, name: 'Pizzas' })).toBeVisible();
      await picture(page, `category-${viewport.name}`);

      await page.goto('/product/margherita-pizza');
      await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
      await picture(page, `product-${viewport.name}`);

      await page.goto('/');
      await (await firstAddButton(page)).click();
      await page.goto('/cart');
      await expect(page.locator('.cart-line').first()).toBeVisible();
      await picture(page, `cart-${viewport.name}`);
    });
  });
}
