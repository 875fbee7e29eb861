import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { knownGuest } from './support/server-cart';
import { registerCustomer, signedInAs } from './support/account';
import {
  addBurgerFromItsPage,
  addOnServerAs,
  bankWindow,
  creditWallet,
  expectOrderPlacedUrl,
  fillGuestCheckout,
  orderCount,
  orderOnServer,
  payAtTheBank,
  pendingPayment,
  placeOrder,
  saveAddress,
} from './support/checkout';

/**
 * Checkout and card payment (issue 18, ADR 0026) in Chromium against the built storefront and the simulator's server,
 * with the Razorpay stand-in's test-mode bank window: a guest buys a product with options; a customer pays part by
 * wallet with a saved address, and a double click makes one order; a failed payment then a retry gives one paid order;
 * a payment whose callback never came is settled on the next visit; changed totals are shown and confirmed. The
 * order's confirmation screen is the orders work's: these check its address and the order on the server.
 */

/** A product without options (as in cart.spec.ts), put in the cart behind the page's back to change its total. */
const FRIES_ID = 21;

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

    test('a customer with a saved address pays part by wallet; a double click on Place order makes one order', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Wallet Tester');
      await saveAddress(request, customer.token);
      await creditWallet(request, customer.token, 5);
      await signedInAs(page, customer);
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');

      await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Wallet Tester');
      await expect(page.getByRole('radio', { name: /Home \(default\)/ })).toBeChecked();
      await page.getByRole('checkbox', { name: /Use my wallet/ }).check();
      await expect(page.getByRole('textbox', { name: 'Amount from your wallet' })).toHaveValue('5.00');

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

    test('a failed payment says why and pays again on the same order: one paid order', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Retry Tester');
      await saveAddress(request, customer.token);
      await signedInAs(page, customer);
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');
      await placeOrder(page).click();

      const bank = bankWindow(page);
      await bank.getByRole('button', { name: 'Failure' }).click();
      // Razorpay keeps its window open after a failure; the shopper closes it.
      await bank.getByRole('button', { name: 'Close' }).click();
      const notice = page.getByRole('heading', { name: 'Payment not completed' });
      await expect(notice).toBeFocused();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Pay again' }).click();
      await bankWindow(page).getByRole('button', { name: 'Success' }).click();
      const orderId = await expectOrderPlacedUrl(page);
      expect((await orderOnServer(request, { token: customer.token }, orderId)).payment_status).toBe('paid');
      expect(await orderCount(request, customer.token)).toBe(1);
    });

    test('a payment taken while the page was gone is settled on the next visit, and the total changes are confirmed first', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      await addBurgerFromItsPage(page);
      await page.goto('/checkout');
      await fillGuestCheckout(page);

      // The cart changes behind the page's back: the server prices the order differently and says what changed.
      await addOnServerAs(request, { guestId }, FRIES_ID);
      await placeOrder(page).click();
      await expect(page.getByRole('heading', { name: 'Your order total changed' })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Changed items' })).toContainText('added');
      await expect(page.getByRole('list', { name: 'Changed figures' })).toContainText('Total');
      await page.getByRole('button', { name: /^Place order for / }).click();

      // The bank takes the money, but the page never hears back: it is closed.
      await expect(bankWindow(page)).toBeVisible();
      const pending = await pendingPayment(page);
      expect(pending).not.toBeNull();
      await payAtTheBank(request, pending?.gateway_order_id ?? '');
      await page.goto('about:blank');

      // The next visit asks the server: payment received, leading to the confirmation. Never "failed".
      await page.goto('/cart');
      const banner = page.locator('.pending-payment-banner');
      await expect(banner).toContainText('Payment received');
      await banner.getByRole('link', { name: 'See your order' }).click();
      await expect(page).toHaveURL(new RegExp(`/order-placed/${pending?.order_id ?? ''}$`));
      expect((await orderOnServer(request, { guestId }, pending?.order_id ?? '')).payment_status).toBe('paid');
      expect(await pendingPayment(page)).toBeNull();
    });
  });
}
