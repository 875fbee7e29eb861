import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { merchantPreviewQuery } from './support/merchant-preview';
import { addBurgerFromItsPage, bankWindow, fillGuestCheckout, orderOnServer, pendingPayment, placeOrder } from './support/checkout';
import { addOnServer, apiHeaders, knownGuest, serverCart } from './support/server-cart';

/**
 * The preview studio's store scenarios in Chromium, against the built storefront and the simulator's server
 * (fake-store/http/scenarios/): offline, empty-catalog, sold-out-options, coupon-rejected and payment-failure, each
 * opened with `?scenario=` as the studio's preview does. What each answers at the API is the fake store's own tests'
 * (fake-store/http/scenarios.test.ts, checkout-scenarios.test.ts); here, what the shopper sees of it.
 */

const STORE_NAME = 'Juniper Kitchen';
const FRIES_ID = 21;
const BURGER_ID = 6;
const declined = 'Your card was declined and no money was taken.';

const desktop = { viewport: { width: 1280, height: 800 } };
// A phone as Chromium emulates one: touch and a coarse pointer, so the storefront does not poll like a desktop.
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Scrolls down until every block of the layout has loaded its code (blocks below load as they near). */
async function scrollThroughLayout(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
      },
      { timeout: 15_000, intervals: [150] },
    )
    .toBe(true);
}


for (const [name, device] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`the offline scenario on a ${name}`, () => {
    test.use(device);

    test('shows the offline screen, and the store again once the scenario is off', async ({ page, pageErrors }) => {
      await page.goto('/?scenario=offline');
      const screen = page.getByTestId('offline-screen');
      // The failed site data call makes the storefront check its origin, which is unreachable too.
      await expect(screen).toBeVisible({ timeout: 15_000 });
      await expect(screen.getByRole('heading', { level: 1, name: 'You are offline!' })).toBeVisible();
      await expect(screen.getByText('Please check your internet connection.')).toBeVisible();
      // index.html's site data prefetch fails too; it handles its own rejection, so nothing reaches the page.
      expect(pageErrors.map((error) => error.message)).toEqual([]);
      pageErrors.length = 0;

      await page.goto('/?scenario=none');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
      await expect(page.getByTestId('offline-screen')).toHaveCount(0);
    });
  });
}

test.describe('the empty-catalog scenario', () => {
  test('keeps the layout; a previewing merchant sees a note in every catalogue block, a shopper sees none of them', async ({ page }) => {
    await page.goto(`/?scenario=empty-catalog&${await merchantPreviewQuery(page)}`);
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await scrollThroughLayout(page);
    const sections = page.locator('section.catalog-section');
    await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(4);
    for (const section of await sections.all()) {
      await expect(section).toHaveAttribute('data-state', 'empty');
      await expect(section.locator('.catalog-section__note')).toHaveText(/matches this block’s source yet\.$/);
    }
    await expect(page.locator('[data-block-problem]')).toHaveCount(0);
    await expect(page.locator('[data-block="static_banner"]').first()).toBeVisible();

    await page.goto('/?scenario=empty-catalog');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await scrollThroughLayout(page);
    await expect(page.locator('section.catalog-section[data-state="empty"]').first()).toBeAttached();
    await expect(page.locator('section.catalog-section:visible')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Choose options for / })).toHaveCount(0);
  });
});

test.describe('the sold-out-options scenario', () => {
  const panelOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Product options' });

  test('the options panel shows the sold-out value disabled, and the cart refuses it', async ({ page }) => {
    const guestId = await knownGuest(page);
    await page.goto('/?scenario=sold-out-options');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    const opener = page.getByRole('button', { name: /^Choose options for (Double )?Classic Burger/ });
    await expect
      .poll(
        async () => {
          if ((await opener.count()) > 0) return true;
          await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.9));
          return false;
        },
        { timeout: 20_000, intervals: [150] },
      )
      .toBe(true);
    await opener.first().scrollIntoViewIfNeeded();
    await opener.first().click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    // Patty: Beef, Chicken, Plant-based; the second value is sold out.
    await expect(panel.getByRole('radio', { name: /^Chicken/ })).toBeDisabled();
    await expect(panel.getByRole('radio', { name: /^Beef/ })).toBeEnabled();
    await expect(panel.getByRole('radio', { name: /^Plant-based/ })).toBeEnabled();

    // The product's own data, as the page got it, names the value ids the cart is asked about.
    const products = await page.request.get('/api/get-products?branch_id=1&page=1&per_page=50&scenario=sold-out-options', { headers: apiHeaders(guestId) });
    const burger = ((await products.json()) as { data: { id: number; attributes: { id: number; values: { id: number; value: string }[] }[] }[] }).data.find(
      (product) => product.id === BURGER_ID,
    );
    const patty = burger?.attributes[0];
    const chicken = patty?.values.find((value) => value.value === 'Chicken');
    if (!patty || !chicken) throw new Error('the Classic Burger has no Patty: Chicken');
    const refused = await page.request.post('/api/cart/add?branch_id=1&scenario=sold-out-options', {
      headers: apiHeaders(guestId),
      data: { product_id: BURGER_ID, quantity: 1, selected_attributes: { [String(patty.id)]: chicken.id }, selected_multi_attributes: {} },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toEqual({ message: 'Sorry, Classic Burger with Patty "Chicken" is sold out. Please choose another option.' });
  });
});

test.describe('the coupon-rejected scenario', () => {
  test('a code that would apply is refused with the server’s message by the field', async ({ page }) => {
    const guestId = await knownGuest(page);
    await addOnServer(page.request, guestId, FRIES_ID, 3);
    await page.goto('/cart/discounts?scenario=coupon-rejected');
    const input = page.getByRole('textbox', { name: 'Discount code' });
    await input.fill('welcome10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const message = 'Sorry, the code WELCOME10 cannot be used on this order. Your cart is unchanged.';
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(input).toHaveAccessibleDescription(message);
    expect((await serverCart(page.request, guestId)).customer_applied_coupon).toBeNull();
  });
});

test.describe('the payment-failure scenario', () => {
  test('the bank declines the card: the shopper reads why, and the order waits to be paid (the API’s side: fake-store/http/checkout-scenarios.test.ts)', async ({ page, request }) => {
    const guestId = await knownGuest(page);
    await page.goto('/?scenario=payment-failure');
    await addBurgerFromItsPage(page);
    await page.goto('/checkout');
    await fillGuestCheckout(page);
    await placeOrder(page).click();
    const bank = bankWindow(page);
    await expect(bank).toBeVisible();
    const pending = await pendingPayment(page);
    if (!pending) throw new Error('checkout kept no pending payment');
    await bank.getByRole('button', { name: 'Success' }).click();
    await expect(bank.getByRole('status')).toContainText(declined);
    await bank.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeFocused();
    await expect(page.getByText(declined)).toHaveCount(1);
    expect((await orderOnServer(request, { guestId }, pending.order_id)).payment_status).toBe('failed');
  });
});
