import { registerCustomer, signedInAs } from './support/account';
import { expect, test } from './support/fixtures';

/*
 * Two things a shopper met on a phone (390 px, touch), against the built storefront and the simulator's server:
 * logging out, after which the home page asked with the ended token (its categories and cart answered 401), and the
 * search screen, whose suggestions covered the live results a tap was meant for.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('logging out: home asks everything as the guest, no call answers 401, nothing fails to load', async ({ page, request, apiRequests }) => {
  const customer = await registerCustomer(request, 'Logout Tester');
  await signedInAs(page, customer);
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401) unauthorized.push(response.url());
  });
  // Opened as the first page of the visit: nothing of home (its categories, its cart) has been asked for yet.
  await page.goto('/account');
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  const sentBefore = apiRequests.length;
  // A phone's slow answer to the logout: held until home has asked for its categories, so they leave while the
  // server has not yet answered it (the race the shopper lost 4 times in 5).
  const categoriesAsked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/get-parent-categories', { timeout: 10_000 }).catch(() => null);
  await page.route('**/api/logout**', async (route) => {
    await categoriesAsked;
    await route.continue();
  });

  await logOut.tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'You are logged out.' })).toBeVisible();
  const strip = page.locator('[data-block="categories_horizontal_strip"]').first();
  await expect(strip.getByRole('link').first()).toBeVisible();

  const afterLogout = apiRequests.slice(sentBefore);
  expect(afterLogout.map((call) => call.path.split('?')[0])).toEqual(expect.arrayContaining(['/api/logout', '/api/get-parent-categories', '/api/get-cart']));
  // The logout call is the last that carries the token, to end it on the server. A call the account page sent
  // before the tap (its footer's pages, as it loads lazily) may carry it: it left while the session was alive.
  const logoutAt = afterLogout.findIndex((call) => call.path.split('?')[0] === '/api/logout');
  expect(afterLogout.slice(logoutAt + 1).filter((call) => 'authorization' in call.headers).map((call) => call.path)).toEqual([]);
  expect(unauthorized).toEqual([]);
  await expect(page.getByText('We couldn’t load the categories.')).toHaveCount(0);
});

test('search: the results alone under the field, and a tap on one opens it', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByRole('search', { name: 'Menu search' }).getByLabel('Search the menu', { exact: true });
  await expect(field).toBeFocused();
  await field.fill('pizza');
  const results = page.getByRole('region', { name: 'Products' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole('listbox')).toBeHidden();
  // A search box, with no popup to announce.
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeFocused();

  const first = results.first();
  const href = await first.getAttribute('href');
  await first.tap();
  await expect(page).toHaveURL(new RegExp(`${href ?? '/product/'}$`));
});
