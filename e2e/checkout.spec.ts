import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { knownGuest } from './support/server-cart';
import { registerCustomer, signedInAs } from './support/account';
import {
  addBurgerFromItsPage,
  bankWindow,
  creditWallet,
  expectOrderPlacedUrl,
  fillGuestCheckout,
  orderCount,
  orderOnServer,
  pendingPayment,
  placeOrder,
  saveAddress,
  tabTo,
  testGuest,
} from './support/checkout';

/**
 * Checkout and card payment (issue 18, ADR 0026) in Chromium against the built storefront and the simulator's server,
 * with the Razorpay stand-in's test-mode bank window: a guest buys a product with options; a customer pays part by
 * wallet with a saved address, and a double click makes one order; a failed payment then a retry gives one paid order;
 * changed totals are shown and confirmed (price-changed-at-checkout); a payment whose callback never came is settled by
 * the tab that paid, and on the next visit (payment-callback-lost); and the whole way from the home page to the order
 * placed by keyboard alone. Each order ends on the confirmation, confirmed, and is checked on the server too.
 */

for (const viewport of viewports) {
  test.describe(`checkout on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a guest buys a burger with options from its page and reaches the confirmation; axe with and without the bank window', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await fillGuestCheckout(page);
      await expect(page.getByText(/deliver/i).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await placeOrder(page).click();
      const bank = bankWindow(page);
      await expect(bank).toBeVisible();
      expect(await pendingPayment(page)).not.toBeNull();
      await expectNoAxeViolations(page);
      await bank.getByRole('button', { name: 'Success' }).click();

      const orderId = await expectOrderPlacedUrl(page);
      const order = await orderOnServer(request, { guestId }, orderId);
      expect(order.payment_status).toBe('paid');
      expect(order.items[0]?.name).toBe('Classic Burger');
      expect(order.items[0]?.option_labels.flatMap((label) => label.values)).toEqual(expect.arrayContaining(['Beef']));
      expect(await pendingPayment(page)).toBeNull();
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('a customer with a saved address pays part by wallet; a double click on Place order makes one order', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Wallet Tester');
      await saveAddress(request, customer.token);
      await creditWallet(request, customer.token, 5);
      await signedInAs(page, customer);
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');

      await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Wallet Tester');
      await expect(page.getByRole('radio', { name: /Home \(default\)/ })).toBeChecked();
      await page.getByRole('checkbox', { name: /Use my wallet/ }).check();
      await expect(page.getByRole('textbox', { name: 'Amount from your wallet' })).toHaveValue('5');

      await placeOrder(page).dblclick();
      const bank = bankWindow(page);
      await expect(bank).toBeVisible();
      await bank.getByRole('button', { name: 'Success' }).click();
      const orderId = await expectOrderPlacedUrl(page);

      const order = await orderOnServer(request, { token: customer.token }, orderId);
      expect(order.payment_status).toBe('paid');
      expect(order.wallet_amount).toBe(5);
      expect(Math.round((order.total - 5) * 100)).toBe(Math.round(order.amount_payable * 100));
      expect(await orderCount(request, customer.token)).toBe(1);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('a failed payment says why and pays again on the same order: one paid order', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Retry Tester');
      await saveAddress(request, customer.token);
      await signedInAs(page, customer);
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');
      // The saved address is chosen once the address book has answered: Place order before that asks for an address.
      await expect(page.getByRole('radio', { name: /Home \(default\)/ })).toBeChecked();
      await placeOrder(page).click();

      const bank = bankWindow(page);
      await bank.getByRole('button', { name: 'Failure' }).click();
      // Razorpay keeps its window open after a failure, saying so; the shopper reads it and closes the window (closed
      // while the bank is still answering, the page rightly knows only that the payment was not completed).
      await expect(bank.getByRole('status')).toContainText('You can try again.');
      await bank.getByRole('button', { name: 'Close' }).click();
      const notice = page.getByRole('heading', { name: 'Payment not completed' });
      await expect(notice).toBeFocused();
      // The bank's words say no money was taken; the page does not say it again.
      await expect(page.getByText(/no money was taken/i)).toHaveCount(1);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Pay again' }).click();
      await bankWindow(page).getByRole('button', { name: 'Success' }).click();
      const orderId = await expectOrderPlacedUrl(page);
      expect((await orderOnServer(request, { token: customer.token }, orderId)).payment_status).toBe('paid');
      expect(await orderCount(request, customer.token)).toBe(1);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('changed totals are shown and confirmed before paying (price-changed-at-checkout)', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      await page.goto('/?scenario=price-changed-at-checkout');
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');
      await fillGuestCheckout(page);
      await placeOrder(page).click();

      await expect(page.getByRole('heading', { name: 'Your order total changed' })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Changed items' })).toContainText(/Classic Burger: \$[\d.]+ → \$[\d.]+ each/);
      await expect(page.getByRole('list', { name: 'Changed figures' })).toContainText('Total');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /^Place order for / }).click();
      await bankWindow(page).getByRole('button', { name: 'Success' }).click();
      const orderId = await expectOrderPlacedUrl(page);
      expect((await orderOnServer(request, { guestId }, orderId)).payment_status).toBe('paid');
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('a payment whose callback never came: the tab that paid asks the server and moves on, and so would a later visit (payment-callback-lost)', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      await page.goto('/?scenario=payment-callback-lost');
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');
      await fillGuestCheckout(page);
      await placeOrder(page).click();
      const bank = bankWindow(page);
      await expect(bank).toBeVisible();
      const pending = await pendingPayment(page);
      expect(pending).not.toBeNull();
      await bank.getByRole('button', { name: 'Success' }).click();

      // The window goes and neither callback runs: the tab asks the server itself, which says paid. Never "failed".
      const orderId = await expectOrderPlacedUrl(page);
      expect(orderId).toBe(pending?.order_id);
      await expect(page.getByText(/failed/i)).toHaveCount(0);
      expect((await orderOnServer(request, { guestId }, orderId)).payment_status).toBe('paid');
      expect(await pendingPayment(page)).toBeNull();

      // A tab closed before it could ask leaves the payment pending on the device: the next page, any page, settles it.
      await page.evaluate((kept) => window.localStorage.setItem('storefront:pending-payment', JSON.stringify({ ...kept, started_at: Date.now() })), pending);
      await page.goto('/cart');
      const banner = page.locator('.pending-payment-banner');
      await expect(banner).toContainText('Payment received');
      await banner.getByRole('link', { name: 'See your order' }).click();
      await expect(page).toHaveURL(new RegExp(`/order-placed/${orderId}$`));
      expect(await pendingPayment(page)).toBeNull();
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('keyboard only: from the home page to the order placed', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      // A product that adds with one press, then the cart, then checkout: each reached with Tab and pressed with Enter.
      await tabTo(page, page.getByRole('button', { name: /^Add .+ to cart$/ }).first());
      await page.keyboard.press('Enter');
      // The cart link is in the top bar, before the products: back up to it.
      await tabTo(page, page.locator('a[href="/cart"]').filter({ visible: true }).first(), 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
      await tabTo(page, page.getByRole('link', { name: /checkout/i }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout$/);

      await tabTo(page, page.getByRole('textbox', { name: 'Your name' }));
      await page.keyboard.type(testGuest.name);
      await page.keyboard.press('Tab');
      await page.keyboard.type(testGuest.phone);
      await page.keyboard.press('Tab');
      await page.keyboard.type(testGuest.email);
      const address = page.getByRole('form', { name: 'Address' });
      await tabTo(page, address.getByRole('textbox', { name: 'Street address' }));
      await page.keyboard.type('500 East Capitol Avenue');
      await tabTo(page, address.getByRole('textbox', { name: 'Town or city' }));
      await page.keyboard.type('Springfield');
      await page.keyboard.press('Tab');
      await page.keyboard.type('IL');
      await page.keyboard.press('Tab');
      await page.keyboard.type('62701');
      await tabTo(page, address.getByRole('button', { name: 'Use this address' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Change address' })).toBeFocused();
      await tabTo(page, placeOrder(page));
      await page.keyboard.press('Enter');

      // The bank window takes the focus; Tab reaches Success.
      const bank = bankWindow(page);
      await expect(bank).toBeVisible();
      await tabTo(page, bank.getByRole('button', { name: 'Success' }));
      await page.keyboard.press('Enter');
      await expectOrderPlacedUrl(page);
    });
  });
}
