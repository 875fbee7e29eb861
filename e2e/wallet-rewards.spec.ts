import { registerCustomer, signedInAs } from './support/account';
import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { addWalletCredit, grantPoints } from './support/loyalty';
import { asCustomer, placeOrder } from './support/orders';

/**
 * The wallet and rewards screens (issue 19, sections 1 and 2; ADR 0028, 0030), in Chromium against the built
 * storefront and the simulator, each test with a customer of its own given credits and points through the
 * simulator's hooks (e2e/support/loyalty.ts): the ledger with the expiry highlight and a debit linking to its order, and redeeming points for
 * wallet credit. axe on both screens.
 *
 * Seeded products (fake-store/domain/seed.ts): 21 (French Fries) has no options.
 */

const FRIES = 21;

const money = (amount: number) => `$${amount.toFixed(2).replace(/\.00$/, '')}`;

for (const viewport of viewports) {
  test.describe(`the wallet and rewards on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('a customer sees their credits with the close expiry highlighted, the ledger, and a debit linking to its order', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Wallet Tester');
      await addWalletCredit(request, customer, { amount: 5, expiresInDays: 3, reason: 'Scratch card reward', source: 'scratch_card' });
      await addWalletCredit(request, customer, { amount: 10, expiresInDays: 60, reason: 'Autumn promotion', source: 'promotion' });
      // An order paid $2 from the wallet (the credit expiring soonest) and the rest by card.
      const order = await placeOrder(request, asCustomer(customer), { lines: [{ productId: FRIES, quantity: 2 }], pay: true, walletAmount: 2 });
      expect(order.payment_status).toBe('paid');
      await signedInAs(page, customer);

      await page.goto('/account/wallet');
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toContainText(money(13));

      const credits = page.getByRole('region', { name: 'Your credits' });
      await expect(credits.getByText('When you pay from your wallet, the credit that expires soonest is used first.')).toBeVisible();
      const soon = credits.getByTestId('wallet-credit').first();
      await expect(soon).toHaveAttribute('data-soon', '');
      await expect(soon).toContainText('Expires in 3 days');
      await expect(soon).toContainText('Scratch card reward');
      await expect(soon).toContainText(/\$3\s*left of \$5/);
      const later = credits.getByTestId('wallet-credit').nth(1);
      await expect(later).not.toHaveAttribute('data-soon');
      await expect(later).toContainText(/Expires on \w{3} \d{1,2}, \d{4}/);

      const history = page.getByRole('region', { name: 'History' });
      const debit = history.getByTestId('wallet-entry').first();
      await expect(debit).toContainText('Spent');
      await expect(debit).toContainText(`Balance ${money(13)}`);
      await expect(history.getByTestId('wallet-entry')).toHaveCount(3);
      await expectNoAxeViolations(page);

      await debit.getByRole('link', { name: `View order ${order.order_number}` }).click();
      await expect(page).toHaveURL(new RegExp(`/order-placed/${order.id}$`));
      await expect(page.getByRole('region', { name: 'Totals' }).getByText('Paid from your wallet')).toBeVisible();
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('a customer redeems points for wallet credit and sees the wallet balance rise', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Points Tester');
      await addWalletCredit(request, customer, { amount: 4, expiresInDays: 30 });
      await grantPoints(request, customer, { points: 760 });
      await signedInAs(page, customer);

      await page.goto('/account/rewards');
      await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
      await expect(page.getByTestId('points-balance')).toContainText('760 points');
      await expect(page.getByTestId('redeem-rules')).toContainText('At least 500 points at a time');
      await expectNoAxeViolations(page);

      // A wrong amount is refused on the field before anything is sent, then a right one goes through.
      const field = page.getByRole('textbox', { name: 'Points to redeem' });
      await field.fill('550');
      await field.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(page.getByText('Redeem in steps of 100 points.')).toBeVisible();
      await field.fill('500');
      await page.getByRole('button', { name: 'Redeem points' }).click();

      const receipt = page.getByTestId('redeem-receipt');
      await expect(receipt).toContainText(`500 points redeemed: ${money(5)} of credit added to your wallet.`);
      await expect(receipt).toContainText(`Your wallet balance is now ${money(9)}.`);
      await expect(page.getByTestId('points-balance')).toContainText('260 points');
      await expect(page.getByText('You need 240 points more to redeem.')).toBeVisible();
      await expectNoAxeViolations(page);

      await receipt.getByRole('link', { name: 'Go to your wallet' }).click();
      await expect(page).toHaveURL(/\/account\/wallet$/);
      await expect(page.getByTestId('wallet-balance')).toContainText(money(9));
      await expect(page.getByRole('region', { name: 'History' }).getByTestId('wallet-entry').first()).toContainText(`+${money(5)}`);
    });
  });
}
