import type { Locator, Page } from '@playwright/test';
import { cartCountName, cartLink, expect, expectNoAxeViolations, scrollToFirst, test, viewports } from './support/fixtures';
import { centsOf, knownGuest, serverCart } from './support/server-cart';

/**
 * The product options panel in Chromium, against the built storefront and the simulator's server: opened from a
 * product card on the home page, options chosen, the Total following them, the minimum and maximum refusals,
 * the add, the panel closing and the top nav's cart count rising; a bottom drawer on a phone, a centred dialog on
 * a desktop; the back button closes it.
 *
 * The product is the seeded Classic Burger (fake-store/domain/seed-facts.ts, seedFacts.productWithRequiredChoiceId), or
 * the first copy of it the home page lists ("Double Classic Burger", the same options): Patty
 * (Beef, Chicken -0.50, Plant-based), "Sauces" min 1 max 2 (Chipotle mayo and BBQ sauce +0.50), "Add-ons" max 3
 * with Bacon only for Beef or Chicken. Its base price comes from faker, so totals are checked by difference.
 */

const STORE_NAME = 'Juniper Kitchen';
const BURGER = /^Choose options for (Double )?Classic Burger/;
/** `prefix` and the burger's name, the copy's or the seeded one's. */
const namedBurger = (prefix: string) => new RegExp(`^${prefix} (Double )?Classic Burger$`);
const MINIMUM_MESSAGE = 'Please select at least 1 options for Sauces.';
const MAXIMUM_MESSAGE = 'You can select at most 2 options for Sauces.';

/** An amount in cents wherever it sits in the text ("$12 each", "$12.50 each"). */
function anyAmountInCents(text: string | null): number {
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

/** The home page, scrolled until the Classic Burger's "Choose options" is there (blocks below load as they near). */
async function burgerButton(page: Page): Promise<Locator> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
  return scrollToFirst(page, page.getByRole('button', { name: BURGER }), 20_000);
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Product options' });
const totalOf = (panel: Locator) => panel.locator('.product-options__total-amount');

for (const viewport of viewports) {
  test.describe(`the product options panel on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('choose options, see the total follow, meet the minimum, add; the line is in the cart with its options, its quantity changes, it is removed', async ({ page, request }) => {
      const guestId = await knownGuest(page);
      const opener = await burgerButton(page);
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(0));

      await opener.click();
      const panel = panelOf(page);
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('id', 'product-options-drawer');
      await expect.poll(() => new URL(page.url()).hash).toBe('#product-options-drawer');
      // Focus moves into the panel.
      await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      // A bottom drawer on a phone, a centred dialog on a desktop.
      if (viewport.name === 'phone') {
        // vaul's sheet, along the bottom edge and the full width of the phone.
        await expect(panel).toHaveAttribute('data-vaul-drawer', '');
        await expect.poll(async () => (await panel.boundingBox())?.width).toBe(viewport.width);
        await expect
          .poll(async () => {
            const box = await panel.boundingBox();
            return box ? Math.round(box.y + box.height) : null;
          })
          .toBe(viewport.height);
      } else {
        // The centred dialog, 500 px wide at most.
        const box = await panel.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(500);
        expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      }

      await expect(panel.getByRole('group', { name: 'Sauces (Min: 1, Max: 2)' })).toBeVisible();
      await expect(panel.getByRole('group', { name: 'Add-ons (Min: 0, Max: 3)' })).toBeVisible();

      // A single-choice value: the Beef combination, then the Chicken one at 50 cents less.
      await panel.getByRole('radio', { name: 'Beef' }).check();
      const beef = centsOf(await totalOf(panel).textContent());
      await panel.getByRole('radio', { name: 'Chicken' }).check();
      await expect.poll(async () => centsOf(await totalOf(panel).textContent())).toBe(beef - 50);

      // Add before the minimum is met: refused with the spec's message, the panel stays.
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(panel.getByRole('alert').filter({ hasText: MINIMUM_MESSAGE })).toBeVisible();
      await expect(panel).toBeVisible();

      // Multi-choice values: each adds its price; a third sauce is refused beside its group.
      await panel.getByRole('checkbox', { name: /^Chipotle mayo/ }).check();
      await expect.poll(async () => centsOf(await totalOf(panel).textContent())).toBe(beef - 50 + 50);
      await panel.getByRole('checkbox', { name: /^BBQ sauce/ }).check();
      await expect.poll(async () => centsOf(await totalOf(panel).textContent())).toBe(beef - 50 + 100);
      const ketchup = panel.getByRole('checkbox', { name: /^Ketchup/ });
      await expect(ketchup).toHaveAttribute('aria-disabled', 'true');
      // aria-disabled, not disabled: it stays focusable, and pressing it says why it cannot be added.
      await ketchup.focus();
      await page.keyboard.press('Space');
      await expect(ketchup).not.toBeChecked();
      await expect(panel.getByRole('group', { name: /^Sauces/ }).getByRole('alert')).toHaveText(MAXIMUM_MESSAGE);
      // Bacon is for Beef or Chicken only: available now.
      await panel.getByRole('checkbox', { name: /^Bacon/ }).check();
      const total = centsOf(await totalOf(panel).textContent());
      expect(total).toBe(beef - 50 + 100 + 150);

      await expectNoAxeViolations(page);

      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(panel).toBeHidden();
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));
      // Focus comes back to the card's button.
      await expect(opener).toBeFocused();

      const cart = await serverCart(request, guestId);
      expect(cart.cartItems).toHaveLength(1);
      expect(cart.cartItems[0]?.quantity).toBe(1);

      // The line in the cart, with the options chosen in words and the panel's price; its quantity changes,
      // then it is removed.
      await cartLink(page).click();
      const line = page.locator('.cart-line', { hasText: 'Classic Burger' });
      await expect(line).toBeVisible();
      const options = line.getByRole('list', { name: namedBurger('Options of') });
      for (const words of ['Chicken', 'Chipotle mayo', 'BBQ sauce', 'Bacon']) await expect(options).toContainText(words);
      // Prices elsewhere show decimals only when the amount has a fractional part (spec section 5).
      await expect.poll(async () => anyAmountInCents(await line.locator('.cart-line__unit').textContent())).toBe(total);
      await line.getByRole('button', { name: namedBurger('Increase quantity of') }).click();
      await expect(line.getByTestId('line-quantity')).toContainText('2');
      await expect.poll(async () => (await serverCart(request, guestId)).cartItems[0]?.quantity).toBe(2);
      await line.getByRole('button', { name: /^Remove/ }).click();
      await expect(page.locator('.cart-line')).toHaveCount(0);
      await expect.poll(async () => (await serverCart(request, guestId)).cartItems).toEqual([]);
    });

    test('the back button closes the panel and leaves the shopper on the home page', async ({ page }) => {
      const opener = await burgerButton(page);
      await opener.click();
      await expect(panelOf(page)).toBeVisible();
      await page.goBack();
      await expect(panelOf(page)).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
      // It opens again, afresh.
      await opener.click();
      await expect(panelOf(page)).toBeVisible();
      await expect(panelOf(page).getByRole('radio', { name: 'Beef' })).not.toBeChecked();
    });

    test('Add reads "Adding..." while the request runs, and a double click adds once', async ({ page, apiRequests }) => {
      const opener = await burgerButton(page);
      // Hold the add back until the test has seen the pending state.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/cart/add**', async (route) => {
        await held;
        await route.continue();
      });
      await opener.click();
      const panel = panelOf(page);
      await panel.getByRole('radio', { name: 'Beef' }).check();
      await panel.getByRole('checkbox', { name: /^Ketchup/ }).check();
      await panel.getByRole('button', { name: 'Add', exact: true }).dblclick();
      const adding = panel.getByRole('button', { name: 'Adding...', exact: true });
      await expect(adding).toBeVisible();
      await expect(adding).toHaveAttribute('aria-disabled', 'true');
      // Playwright waits for an aria-disabled button to be enabled; a shopper can press it all the same.
      await adding.click({ force: true });
      release();
      await expect(panel).toBeHidden();
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));
      expect(apiRequests.filter((request) => request.path.startsWith('/api/cart/add'))).toHaveLength(1);
    });
  });
}
