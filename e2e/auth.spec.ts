import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoCustomer, registerCustomer, simulatorCodes, type TestCustomer } from './support/account';
import { cartCountName, cartLink, expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { apiHeaders, knownGuest, type ServerCart } from './support/server-cart';

/**
 * Signing in, registering, recovering a password and the account home (issue 17), in Chromium against the built
 * storefront and the simulator's server, at phone and desktop widths. Every test that changes an account makes a
 * customer of its own (the store is shared by every test running).
 */

const FRIES_SLUG = 'french-fries';
/** A product sold without options (fake-store/domain/seed-catalogue.ts), put in the customer's own cart through the API. */
const PLAIN_PRODUCT_ID = 22;

let uniqueCount = 0;
/** An email and a phone number no account has yet. */
function freshContact(): { email: string; phone: string } {
  uniqueCount += 1;
  const unique = `${Date.now().toString(36)}${uniqueCount}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e-ui-${unique}@example.com`, phone: `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` };
}

/** The account link the shopper sees (the top bar's, or on a phone the tab bar's): "Log in" for a guest, "Account" once signed in. */
const accountLink = (page: Page): Locator => page.locator('a[href="/login"], a[href="/account"]').filter({ visible: true }).first();

/** The customer's cart as the server holds it (bearer token). */
async function customerCart(request: APIRequestContext, token: string): Promise<ServerCart> {
  const response = await request.get('/api/get-cart?branch_id=1', { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerCart;
}

/** Pastes `text` into `field` as a shopper does: through the clipboard and Ctrl+V. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Signs in on /login with a password (the screen must be showing). */
async function signInWithPassword(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Email or phone number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs out from /account and checks the shopper is home, told so, and a guest again. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByTestId('toast').filter({ hasText: 'You are logged out.' });
  await expect(toast).toBeVisible();
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
  // Toasts hide after 2 s (spec), and the same words never show twice at once: the next logout's toast needs it gone.
  await expect(toast).toBeHidden();
}

/** The words of the reset step for an email, with the email taken out. */
async function resetWordsFor(page: Page, email: string): Promise<string> {
  const code = page.getByLabel('Code from the email');
  await expect(code).toBeFocused();
  const hint = page.locator(`#${(await code.getAttribute('aria-describedby'))?.split(' ').at(-1) ?? 'missing'}`);
  return ((await hint.textContent()) ?? '').replace(email, '<email>');
}

for (const viewport of viewports) {
  test.describe(`accounts (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('register (keeping the guest cart), log out, log in with a password, then with a pasted one-time code', async ({ page }) => {
      const { email, phone } = freshContact();
      await page.goto(`/product/${FRIES_SLUG}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Your name').fill('Robin Tester');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number (optional)').fill(phone);
      await page.getByLabel('Password', { exact: true }).fill('e2e-password-1');
      await page.getByRole('button', { name: 'Create account' }).click();

      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await expect(page.getByText('Robin Tester')).toBeVisible();
      await expect(page.getByTestId('avatar')).toHaveText('RT');
      await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link')).toHaveCount(8);
      // The cart is the new account's now, and holds what the guest put in it.
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));
      await expectNoAxeViolations(page);
      await logOut(page);
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(0));

      await accountLink(page).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expectNoAxeViolations(page);
      await signInWithPassword(page, email, 'e2e-password-1');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText('Robin Tester')).toBeVisible();
      await logOut(page);

      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in with a one-time code instead' }).click();
      const login = page.getByLabel('Email or phone number');
      await expect(login).toBeFocused();
      await login.fill(phone);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = page.getByRole('textbox', { name: 'One-time code' });
      await expect(code).toBeFocused();
      await expect(page.getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(page);
      // The code as an SMS or an email shows it, grouped for reading.
      // Its digits are the whole code: it signs in by itself, no button to press.
      await paste(page, code, `${simulatorCodes.login.slice(0, 3)} ${simulatorCodes.login.slice(3)}`);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText('Robin Tester')).toBeVisible();
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('forgot password: the same words for a known and an unknown email, then a reset and a sign-in with the new password', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Sam Reset');
      const unknown = freshContact().email;
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel('Email').fill(unknown);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      const forUnknown = await resetWordsFor(page, unknown);
      await page.getByRole('button', { name: 'Use another email' }).click();
      const emailField = page.getByLabel('Email');
      await expect(emailField).toBeFocused();
      await emailField.fill(customer.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      expect(await resetWordsFor(page, customer.email)).toBe(forUnknown);
      await expectNoAxeViolations(page);

      await page.getByLabel('Code from the email').pressSequentially(simulatorCodes.reset);
      await page.getByLabel('New password', { exact: true }).fill('new-password-2');
      await page.getByRole('button', { name: 'Set new password' }).click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your password is changed. Log in with your new password.' })).toBeVisible();
      // Not signed in by the reset (OWASP): the shopper logs in.
      await expect(accountLink(page)).toHaveAttribute('href', '/login');
      await expect(page.getByLabel('Email or phone number')).toHaveValue(customer.email);
      await page.getByLabel('Password', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByLabel('Email or phone number')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Password', { exact: true }).fill('new-password-2');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText('Sam Reset')).toBeVisible();
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test("a guest's cart survives signing in: the account's cart holds the guest's lines and its own", async ({ page, request }) => {
      const customer: TestCustomer = await registerCustomer(request, 'Cart Keeper');
      const added = await request.post('/api/cart/add?branch_id=1', {
        headers: { Authorization: `Bearer ${customer.token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
        data: { product_id: PLAIN_PRODUCT_ID, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} },
      });
      expect(added.status()).toBe(201);
      const accountLine = ((await added.json()) as ServerCart).cartItems[0]?.name ?? '';

      const guestId = await knownGuest(page);
      await page.goto(`/product/${FRIES_SLUG}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(1));

      await page.goto('/login');
      await signInWithPassword(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/account$/);
      await expect(cartLink(page)).toHaveAttribute('aria-label', cartCountName(2));

      const cart = await customerCart(request, customer.token);
      expect(cart.cartItems.map((line) => line.name).sort()).toEqual(['French Fries', accountLine].sort());
      // The guest's cart was emptied into the account's.
      const guestCart = (await (await request.get('/api/get-cart?branch_id=1', { headers: apiHeaders(guestId) })).json()) as ServerCart;
      expect(guestCart.cartItems).toEqual([]);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 3, name: 'French Fries' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: accountLine })).toBeVisible();
    });

    test('a guest sent to log in from /account/wallet comes back to it', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Wallet Owner');
      await page.goto('/account/wallet');
      await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fwallet$/);
      await signInWithPassword(page, customer.email, customer.password);
      await expect(page).toHaveURL(/\/account\/wallet$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    });

    test('a next that leads off the store once its dot-segments are resolved lands on the account, then and on every reload', async ({ page }) => {
      // `/..//evil.example/x` resolves to `//evil.example/x`, which the browser reads as another site (issue 26).
      const offStore = '/login?next=%2F..%2F%2Fevil.example%2Fx';
      await page.goto(offStore);
      // Reading only: signing in changes nothing on the demo customer's account.
      await signInWithPassword(page, demoCustomer.email, demoCustomer.password);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText(demoCustomer.name)).toBeVisible();
      // Signed in, the sign-in screen moves on at once: the same address again shows the account, not a blank page.
      await page.goto(offStore);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText(demoCustomer.name)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    });

    test('when codes are rate-limited (otp-rate-limited), the shopper is told when to ask again and the button waits', async ({ page }) => {
      await page.goto('/login?scenario=otp-rate-limited');
      await page.getByRole('button', { name: 'Log in with a one-time code instead' }).click();
      // Reading only: a refused request makes no code for the demo customer.
      await page.getByLabel('Email or phone number').fill(demoCustomer.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Too many codes were asked for. You can ask for another in 1 minute.' })).toBeVisible();
      const send = page.getByRole('button', { name: 'Send code' });
      await expect(send).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByText(/^You can ask for a code again in (1 minute|\d+ seconds)\.$/)).toBeVisible();
      await expect(page.getByLabel('Email or phone number')).toHaveValue(demoCustomer.email);
    });

    test('signing in with the keyboard alone: Tab to each field, Enter to send', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Keys Only');
      await page.goto('/login');
      const login = page.getByLabel('Email or phone number');
      await expect(login).toBeVisible();
      for (let presses = 0; presses < 40 && !(await login.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
      await expect(login).toBeFocused();
      await page.keyboard.type(customer.email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.keyboard.type(customer.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText('Keys Only')).toBeVisible();
    });
  });
}

test.describe('a kept token that no header can carry', () => {
  test('a newline in it: after a reload the store opens for a guest, never offline, and the account asks to sign in', async ({ page, apiRequests }) => {
    await page.goto('/');
    await expect(page.locator('[data-block]').first()).toBeVisible();
    // As a damaged or tampered storage leaves it: the user slice of storefrontApp holding a token fetch cannot send.
    await page.evaluate(() => {
      const user = { id: 1, name: 'Alex Morgan', authToken: 'sim-token-1\nX-Injected: yes' };
      localStorage.setItem('storefrontApp', JSON.stringify({ version: 1, state: { user } }));
    });
    apiRequests.length = 0;
    await page.reload();

    await expect(page.locator('[data-block]').first()).toBeVisible();
    await expect(accountLink(page)).toHaveAttribute('href', '/login');
    await expect(page.getByText('You are offline!')).toBeHidden();
    // Signed out as a 401 would: the kept state no longer holds the token, so the next visit is a guest's too.
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('storefrontApp') ?? '{}') as { state?: { user?: unknown } }).state?.user)).toEqual({ authToken: null });
    expect(apiRequests.filter((request) => 'authorization' in request.headers)).toEqual([]);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});
