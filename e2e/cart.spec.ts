import type { Locator, Page } from '@playwright/test';
import { cartCountName, cartLink, expect, expectNoAxeViolations, firstAddButton, test, viewports } from './support/fixtures';
import { addOnServer, knownGuest, serverCart } from './support/server-cart';

/**
 * The cart and discounts screens in Chromium, against the built storefront and the simulator's server:
 * a product added from the home page, quantities, removal, the empty state, coupons and a refused code,
 * at phone and desktop widths.
 */

const STORE_NAME = 'Juniper Kitchen';
const FRIES_ID = 21;
const FRIES = 'French Fries';

/** An amount as the page shows it ("$12.34", "−minus $1.20"), as a number. */
function amountOf(text: string | null): number {
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ''));
}

/** The figure beside a label in the order summary. */
function figure(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Order summary' }).locator('.cart-summary__row', { has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) }).locator('dd');
}

function lineOf(page: Page, name: string): Locator {
  return page.locator('li.cart-line', { has: page.getByRole('heading', { level: 3, name }) });
}

for (const viewport of viewports) {
  test.describe(`the cart (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a product added on the home page is in the cart; quantities change, it is removed, the cart is empty', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();

      const add = await firstAddButton(page);
      const name = /^Add (.+) to cart$/.exec((await add.textContent())?.trim() ?? '')?.[1] ?? '';
      expect(name).not.toBe('');
      await add.click();
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));

      await page.evaluate(() => window.scrollTo(0, 0));
      await cartLink(page).click();
      await expect(page).toHaveURL(/\/cart$/);
      const screen = page.getByTestId('cart-screen');
      await expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      // Desktop keeps the home page behind an overlay; a phone shows the cart as the page.
      await expect(page.getByRole('dialog')).toHaveCount(viewport.name === 'desktop' ? 1 : 0);

      const line = lineOf(page, name);
      await expect(line).toBeVisible();
      await expect(line.getByTestId('line-quantity')).toHaveText('Quantity 1');

      const increase = page.getByRole('button', { name: `Increase quantity of ${name}` });
      const box = await increase.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      await increase.click();
      await increase.click();
      await expect(line.getByTestId('line-quantity')).toHaveText('Quantity 3');
      await expect(line).not.toHaveAttribute('aria-busy', 'true');
      await expect.poll(async () => (await serverCart(request, guestId)).cartItems[0]?.quantity).toBe(3);
      const afterIncrease = await serverCart(request, guestId);
      await expect.poll(async () => amountOf(await figure(page, 'Total').textContent())).toBe(afterIncrease.total);
      expect(amountOf(await line.locator('.cart-line__total').textContent())).toBe(afterIncrease.cartItems[0]?.line_total);
      await expect(page.getByTestId('cart-announcement')).toContainText(`${name}: quantity 3.`);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
      await expect(line.getByTestId('line-quantity')).toHaveText('Quantity 2');
      await expect.poll(async () => (await serverCart(request, guestId)).cartItems[0]?.quantity).toBe(2);

      await page.getByRole('button', { name: `Remove ${name}` }).click();
      const empty = page.getByRole('heading', { level: 2, name: 'Your cart is empty' });
      await expect(empty).toBeVisible();
      await expect(empty).toBeFocused();
      await expect.poll(async () => (await serverCart(request, guestId)).cartItems).toEqual([]);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Start shopping' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(0));
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('a code is applied and removed, and the cart shows the server’s discount', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      // Three portions of fries ($6.99 each in the seed) pass WELCOME10's $15 minimum.
      await addOnServer(request, guestId, FRIES_ID, 3);
      await page.goto('/cart');
      await expect(lineOf(page, FRIES)).toBeVisible();

      await page.getByRole('link', { name: 'Apply a discount code' }).click();
      await expect(page).toHaveURL(/\/cart\/discounts$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: '10% off your order' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Feast for friends: 15% off' })).toHaveAttribute('data-state', 'ineligible');

      await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const status = page.getByTestId('coupon-status');
      await expect(status).toContainText('Code WELCOME10 is applied to your cart.');
      await expect(status).toContainText(/WELCOME10 applied: you save \$/);
      await expect(page.getByRole('listitem', { name: '10% off your order' })).toHaveAttribute('data-state', 'applied');
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Back to cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const withCode = await serverCart(request, guestId);
      expect(withCode.customer_applied_coupon).toBe('WELCOME10');
      await expect.poll(async () => amountOf(await figure(page, 'Discount (WELCOME10)').textContent())).toBe(withCode.order_discount_amount);
      expect(amountOf(await figure(page, 'Total').textContent())).toBe(withCode.total);

      await page.getByRole('link', { name: 'Change or remove the code' }).click();
      await page.getByRole('button', { name: 'Remove code WELCOME10' }).click();
      await expect(status).toHaveText('The code was removed from your cart.');
      await expect(page.getByRole('textbox', { name: 'Discount code' })).toBeFocused();
      await expect.poll(async () => (await serverCart(request, guestId)).customer_applied_coupon).toBeNull();
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('a refused code shows the server’s message by the field, gone on the next try', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      // Short of the $50 from which delivery is free anyway, so FREEDELIVERY has a charge to take off.
      await addOnServer(request, guestId, FRIES_ID, 3);
      await page.goto('/cart/discounts');
      const input = page.getByRole('textbox', { name: 'Discount code' });
      await input.fill('NOTACODE');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('This code is not valid.');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('This code is not valid.');
      await expectNoAxeViolations(page);

      await input.fill('SPRING25');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(alert).toHaveText('SPRING25 has expired.');

      await input.fill('FREEDELIVERY');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(page.getByTestId('coupon-status')).toContainText('Code FREEDELIVERY is applied');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
