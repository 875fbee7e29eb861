import type { Page } from '@playwright/test';
import { registerCustomer, signedInAs } from './support/account';
import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { advanceOrder, asCustomer, callerHeaders, lineSoldOutUnderScenario, placeOrder } from './support/orders';
import { knownGuest } from './support/server-cart';

/**
 * After the order (issue 18, section 3; ADR 0027), in Chromium against the built storefront and the simulator, each
 * test with a shopper of its own whose orders are made through the API (e2e/support/orders.ts): the confirmation,
 * tracking that follows the order to delivered (the simulator's advance hook, then Playwright's clock runs the poll's
 * wait), rating the delivered items with the keyboard, order again through the cart, and a guest opening the tracking
 * link on another device. axe on every screen.
 *
 * Seeded products (fake-store/domain/seed.ts, e2e/cart-fuzz.spec.ts): 21 (French Fries) and 22 have no options.
 */

const FRIES = 21;
const PLAIN_SIDE = 22;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const status = (page: Page) => page.getByTestId('track-order-screen');
const step = (page: Page, name: string) => page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: name });

for (const viewport of viewports) {
  test.describe(`after the order on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('a customer sees the confirmation, tracks the order to delivered, rates it with the keyboard and orders it again, a sold-out line reported', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Order Tester');
      // A pizza with options whose size the sold-out-options scenario sells out: Order again reports it unavailable.
      const pizza = await lineSoldOutUnderScenario(request, 'margherita-pizza');
      const order = await placeOrder(request, asCustomer(customer), { lines: [{ productId: FRIES, quantity: 2 }, { productId: PLAIN_SIDE, quantity: 1 }, pizza], pay: true });
      expect(order.payment_status).toBe('paid');
      const names = order.items.map((item) => item.name);
      await signedInAs(page, customer);
      await page.clock.install();

      // The confirmation: the order as the server has it, and tracking one press away.
      await page.goto(`/order-placed/${order.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' })).toBeVisible();
      await expect(page.getByText(order.order_number, { exact: true })).toBeVisible();
      for (const name of names) await expect(page.getByRole('region', { name: 'Items' }).getByText(name)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Items' }).getByText(pizza.valueName, { exact: false })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Totals' }).getByText('Total', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      // A reload shows the same order.
      await page.reload();
      await expect(page.getByText(order.order_number, { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Track your order' }).click();

      // Tracking: placed now; the store accepts it, and the next look (10 s after the last, at "placed") says so.
      await expect(page).toHaveURL(new RegExp(`/track-order/${order.id}\\?token=`));
      await expect(status(page)).toHaveAttribute('data-status', 'placed');
      await expect(step(page, 'Order placed')).toHaveAttribute('aria-current', 'step');
      await expectNoAxeViolations(page);
      await advanceOrder(request, order.id, 'accepted');
      await page.clock.runFor(10_000);
      await expect(status(page)).toHaveAttribute('data-status', 'accepted');
      await expect(page.getByTestId('track-announcement')).toHaveText('The store has accepted your order.');
      await advanceOrder(request, order.id, 'delivered');
      await page.clock.runFor(15_000);
      await expect(status(page)).toHaveAttribute('data-status', 'delivered');
      await expect(page.getByTestId('track-announcement')).toHaveText('Your order has been delivered.');
      await expect(step(page, 'Delivered')).toHaveAttribute('data-state', 'done');

      // My orders: the order on top, delivered, its detail opened from the keyboard.
      await page.goto('/account/my-orders');
      const row = page.getByTestId('my-order').first();
      await expect(row.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
      await expect(row.getByText('Delivered')).toBeVisible();
      const details = row.getByRole('button', { name: /^Show details/ });
      await details.focus();
      await page.keyboard.press('Enter');
      await expect(row.getByRole('button', { name: /^Hide details/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(row.getByRole('region', { name: 'Totals' })).toBeVisible();
      await expectNoAxeViolations(page);

      // Rating: the first item with the keyboard (Tab into the stars, arrows to 4), the second by pointer.
      await row.getByRole('link', { name: /^Rate/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Rate order ${order.order_number}` })).toBeVisible();
      await expectNoAxeViolations(page);
      const firstStars = page.getByRole('group', { name: `Your rating for ${names[0]}` });
      const oneStar = firstStars.getByRole('radio', { name: '1 star', exact: true });
      await oneStar.focus();
      await page.keyboard.press('Space');
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
      await expect(firstStars.getByRole('radio', { name: '4 stars' })).toBeChecked();
      const box = await firstStars.locator('label').first().boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Crisp and hot');
      await page.getByRole('button', { name: 'Save rating' }).first().press('Enter');
      await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
      for (const name of names.slice(1)) {
        const item = page.getByTestId('rate-item').filter({ hasText: name });
        await item.getByRole('radio', { name: '5 stars' }).click();
        await item.getByRole('button', { name: 'Save rating' }).click();
        await expect(item.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
      }
      await expect(page.getByText('Thank you: every item is rated.')).toBeVisible();

      // Order again, with the pizza's size sold out since: the other lines go to the cart, the pizza is reported.
      await page.goto('/account/my-orders?scenario=sold-out-options');
      await page.getByTestId('my-order').first().getByRole('button', { name: /^Order again/ }).click();
      const report = page.getByTestId('order-again-report');
      await expect(report).toContainText('Added 3 items to your cart. One item is no longer available:');
      await expect(report.getByRole('listitem')).toHaveText(new RegExp(`^Margherita Pizza \\(.*${escapeRegExp(pizza.valueName)}.*\\): Sorry, Margherita Pizza with .* is sold out`));
      await expectNoAxeViolations(page);
      const cart = await request.get('/api/get-cart?branch_id=1', { headers: callerHeaders(asCustomer(customer)) });
      const lines = ((await cart.json()) as { cartItems: { product_id: number | string; quantity: number }[] }).cartItems;
      expect(lines.map((line) => [Number(line.product_id), line.quantity]).sort()).toEqual([
        [FRIES, 2],
        [PLAIN_SIDE, 1],
      ]);
      await report.getByRole('link', { name: 'Go to cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('a guest’s confirmation link tracks the order on another device; an unpaid order is not called confirmed', async ({ page, request, browser }) => {
      const guestId = await knownGuest(page);
      const paid = await placeOrder(request, { guestId }, { lines: [{ productId: FRIES, quantity: 1 }], pay: true });
      const unpaid = await placeOrder(request, { guestId }, { lines: [{ productId: FRIES, quantity: 1 }], pay: false });

      // The guest's own device: the confirmation of an order not paid yet says so and leads back to checkout.
      await page.goto(`/order-placed/${unpaid.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order ${unpaid.order_number}: not confirmed yet` })).toBeVisible();
      await expect(page.getByText(/^Payment not completed/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to checkout to pay' })).toHaveAttribute('href', '/checkout');
      await expectNoAxeViolations(page);

      // The paid one's tracking link, with its token, on another device (a browser that is no one yet).
      await page.goto(`/order-placed/${paid.id}`);
      const href = await page.getByRole('link', { name: 'Track your order' }).getAttribute('href');
      expect(href).toContain(`token=${paid.tracking_token ?? ''}`);
      const other = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      try {
        const phone = await other.newPage();
        await phone.goto(href ?? '');
        await expect(phone.getByTestId('track-order-screen')).toHaveAttribute('data-status', 'placed');
        await expect(phone.getByText('Your order has been placed.')).toBeVisible();
        // Without the token, the order is not this shopper's to see.
        await phone.goto(`/track-order/${paid.id}`);
        await expect(phone.getByRole('heading', { level: 1, name: 'We can’t show this order' })).toBeVisible();
        await expect(phone.getByText('This order isn’t yours to see, or the link is missing its code.')).toBeVisible();
      } finally {
        await other.close();
      }
    });
  });
}
