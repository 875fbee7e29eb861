import type { Locator, Page } from '@playwright/test';
import { registerCustomer, signedInAs } from './support/account';
import { addWalletCredit } from './support/loyalty';
import { advanceOrder, asCustomer, placeOrder } from './support/orders';
import { expect, test } from './support/fixtures';

/**
 * How the main screens look, at a phone's width and a desktop's, compared with the committed pictures that are also
 * the README's gallery (docs/gallery/, playwright.config.ts): a change to the look fails with its diff, and is
 * accepted, once looked at, with `npm run gallery` (the same tests with --update-snapshots).
 *
 * The simulator is shared by the whole suite, whose tests rate dishes and place orders as it runs; a comparison allows
 * 1 % of its pixels to differ.
 */

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * What the clock changes on a screen (an order's number and times, a ledger's dates): drawn over in the border's grey
 * in the comparison, as a skeleton line would be. Counts that other tests move (a dish's ratings) differ by a few
 * glyphs, inside the comparison's allowance.
 */
const timely = (page: Page): Locator[] => [page.locator('.track-screen .screen__title, .order-facts dd, .timeline__time, .loyalty-month, time')];

/** The page as a shopper sees it, without the simulator's badge, moving parts stopped, compared with its picture. */
async function looksAsBefore(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await page.addStyleTag({ content: '#simulator-badge { display: none !important; } * { caret-color: transparent !important; }' });
  await page.waitForLoadState('networkidle');
  // Every picture in view has arrived and been decoded: a comparison never waits on a half-drawn image.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return !inView || (image.complete && image.naturalWidth > 0);
    }),
  );
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', mask, maskColor: '#d9dedc', maxDiffPixelRatio: 0.01 });
}

for (const viewport of widths) {
  test.describe(`the look at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => {
      // The banners hold still, as they do for a shopper who asks for less motion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('home, a category, the options, a product and the cart', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await looksAsBefore(page, `home-${viewport.name}`);

      await page.goto('/category/pizzas');
      await expect(page.getByRole('heading', { level: 1, name: 'Pizzas' })).toBeVisible();
      await looksAsBefore(page, `category-${viewport.name}`);

      await page.locator('#main').getByRole('button', { name: /^Choose options/ }).first().click();
      const options = page.getByRole('dialog', { name: 'Product options' });
      await expect(options.getByRole('button', { name: 'Add' })).toBeVisible();
      await looksAsBefore(page, `options-${viewport.name}`);
      // The cart below holds this pizza, with its options.
      await options.getByRole('radio', { name: /^Small/ }).check();
      await options.getByRole('radio', { name: /^Thin/ }).check();
      await options.getByRole('button', { name: 'Add' }).click();
      await expect(options).toBeHidden();

      await page.goto('/product/margherita-pizza');
      await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
      await looksAsBefore(page, `product-${viewport.name}`);

      await page.goto('/cart');
      await expect(page.locator('.cart-line').first()).toBeVisible();
      await looksAsBefore(page, `cart-${viewport.name}`);

      await page.getByRole('link', { name: /checkout/i }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await looksAsBefore(page, `checkout-${viewport.name}`);
    });

    test('a customer’s order on its way and their wallet', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Robin Look');
      const order = await placeOrder(request, asCustomer(customer), { lines: [{ productId: 21, quantity: 2 }], pay: true });
      await advanceOrder(request, order.id, 'out_for_delivery');
      await addWalletCredit(request, customer, { amount: 15, source: 'goodwill' });
      await signedInAs(page, customer);

      await page.goto(`/track-order/${order.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await looksAsBefore(page, `tracking-${viewport.name}`, timely(page));

      await page.goto('/account/wallet');
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
      await looksAsBefore(page, `wallet-${viewport.name}`, timely(page));
    });
  });
}
