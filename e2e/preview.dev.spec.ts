import { expect, test } from './support/fixtures';

/**
 * Under `npm start` (the dev server in simulator mode) `?preview=1` is merchant preview for anyone, as the README
 * says (ADR 0036); the production build honours it only in the studio's frames or with the studio's token.
 */

/** A fresh page on the dev server registers the worker and seeds the store first: 4-5 s on a busy 2-core machine. */
const firstLoad = { timeout: 20_000 };

test('npm start: ?preview=1 labels a broken item and shows the preview panels', async ({ page }) => {
  await page.goto('/?preview=1&scenario=broken-layout');
  await expect(page.locator('[data-block="top_nav"]')).toBeVisible(firstLoad);
  await expect(page.getByTestId('plugin-preview-panel')).toBeAttached();
  await expect(page.getByRole('note', { name: 'Unknown block: mega_menu_3000, item 9001' })).toBeAttached(firstLoad);
});
