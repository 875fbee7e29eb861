import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerCustomer, signedInAs, type TestCustomer } from './support/account';
import { expect, expectNoAxeViolations, test, type ApiRequest, viewports } from './support/fixtures';

/**
 * The address book (issue 17 section 4) in Chromium, against the built storefront and the simulator's server, at phone
 * and desktop widths, each test with a customer of its own: adding an address through the place search by keyboard
 * (type, arrow down, Enter), a postal code the branch delivers to and one it does not, the recent places offered on
 * the next add, one search session token per search; making another address the default, deleting and undoing; axe on
 * both screens. The seeded places and which branch delivers where: fake-store/domain/seed-places.ts (fake-store/README.md).
 */

const search = (page: Page): Locator => page.getByRole('combobox', { name: 'Search for your address' });
const field = (page: Page, name: string): Locator => page.getByRole('textbox', { name, exact: true });
const cards = (page: Page): Locator => page.getByTestId('address-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

/** The place search's requests: predictions and details, with the session token each carried. */
function placeRequests(requests: ApiRequest[]) {
  return requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/google/address'))
    .map((url) => ({ kind: url.pathname.endsWith('/details') ? 'details' : 'predictions', token: url.searchParams.get('session_token') }));
}

/** Saves an address for `customer` through the API, as the form does. */
async function addOnServer(request: APIRequestContext, customer: TestCustomer, address: { label: string; line1: string; postal_code: string }) {
  const response = await request.post('/api/address/add?branch_id=1', {
    headers: { Authorization: `Bearer ${customer.token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    data: { name: customer.name, phone: customer.phone, line2: null, city: 'Springfield', state: 'IL', country: 'US', ...address },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Types like a person, one key at a time, well inside the search's 300 ms pause. */
async function typeIn(locator: Locator, text: string) {
  await locator.click();
  await locator.pressSequentially(text, { delay: 40 });
}

for (const viewport of viewports) {
  test.describe(`addresses (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('adds addresses through the place search by keyboard, with the delivery check, and offers recent places next time', async ({ page, request, apiRequests }) => {
      const customer = await registerCustomer(request, 'Robin Places');
      await signedInAs(page, customer);
      await page.goto('/account/addresses');

      // No address yet: the empty state leads to the form.
      await expect(page.getByRole('heading', { name: 'You have no saved addresses' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Add an address' }).click();
      await expect(page).toHaveURL(/\/account\/add-address$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible();
      // Nothing asked twice: the profile's name and phone are there already.
      await expect(field(page, 'Full name')).toHaveValue(customer.name);
      await expect(field(page, 'Phone number')).toHaveValue(customer.phone);
      await expectNoAxeViolations(page);

      // Type, arrow down, Enter: the place fills the address, and the branch says it delivers there.
      await typeIn(search(page), 'capitol');
      const listbox = page.getByRole('listbox', { name: 'Places' });
      await expect(listbox.getByRole('option').first()).toContainText('500 East Capitol Avenue');
      await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await search(page).press('ArrowDown');
      await expect(search(page)).toHaveAttribute('aria-activedescendant', /.+/);
      await search(page).press('Enter');
      await expect(field(page, 'Street address')).toHaveValue('500 East Capitol Avenue');
      await expect(field(page, 'Town or city')).toHaveValue('Springfield');
      await expect(field(page, 'State')).toHaveValue('IL');
      await expect(field(page, 'ZIP code')).toHaveValue('62701');
      await expect(page.getByText('Downtown delivers to 62701: $4.99 delivery, free on orders of $50 or more.')).toBeVisible();
      await expect(search(page)).toBeFocused();

      // One session for the whole search: every prediction request and the details request carried the same token.
      const firstSession = placeRequests(apiRequests);
      expect(firstSession.filter((entry) => entry.kind === 'predictions').length).toBeGreaterThanOrEqual(1);
      expect(firstSession.at(-1)?.kind).toBe('details');
      expect(new Set(firstSession.map((entry) => entry.token)).size).toBe(1);
      expect(firstSession[0]?.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      await field(page, 'Flat, suite or floor (optional)').fill('Suite 300');
      await page.getByRole('button', { name: 'Save address' }).click();

      // Back to the address book, the new address (the first, so the default) in focus.
      await expect(page).toHaveURL(/\/account\/addresses$/);
      await expect(page.getByText('Home address saved.')).toBeVisible();
      await expect.poll(() => cardTitles(page)).toEqual(['HomeDefault']);
      await expect(cards(page).first().getByRole('heading')).toBeFocused();
      await expect(cards(page).first()).toContainText('Suite 300');

      // The next add offers the place chosen before; the search finds one the branch does not deliver to.
      await page.getByRole('link', { name: 'Add an address' }).click();
      const recent = page.getByRole('region', { name: 'Recent places' });
      await expect(recent.getByRole('button', { name: '500 East Capitol Avenue Springfield, IL, USA' })).toBeVisible();
      await expectNoAxeViolations(page);

      const before = placeRequests(apiRequests).length;
      await typeIn(search(page), 'plummer');
      await expect(listbox.getByRole('option').first()).toContainText('300 East Plummer Boulevard');
      await search(page).press('ArrowDown');
      await search(page).press('Enter');
      await expect(field(page, 'ZIP code')).toHaveValue('62629');
      await expect(page.getByText('Sorry, we do not deliver to 62629 yet.')).toBeVisible();
      const secondSession = placeRequests(apiRequests).slice(before);
      expect(new Set(secondSession.map((entry) => entry.token)).size).toBe(1);
      expect(secondSession[0]?.token).not.toBe(firstSession[0]?.token);

      // It can still be saved (another branch may serve it; checkout checks again), as Work: the label not used yet.
      await expect(page.getByRole('radio', { name: 'Work' })).toBeChecked();
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(/\/account\/addresses$/);
      await expect.poll(() => cardTitles(page)).toEqual(['HomeDefault', 'Work']);
    });

    test('a code another branch serves says so; a recent place fills the form without asking anything', async ({ page, request, apiRequests }) => {
      const customer = await registerCustomer(request, 'Robin Recent');
      await signedInAs(page, customer);
      await page.goto('/account/add-address');

      await typeIn(search(page), 'dirksen');
      await page.getByRole('option', { name: /2700 North Dirksen Parkway/ }).click();
      await expect(field(page, 'ZIP code')).toHaveValue('62707');
      await expect(page.getByText('Downtown does not deliver to 62707, but our Riverside branch does: choose Riverside to order to this address.')).toBeVisible();

      // Clearing the search brings back the recent places; choosing one fills the form at once, with no request.
      await page.getByRole('button', { name: 'Clear the address search' }).click();
      await field(page, 'Street address').fill('');
      const asked = apiRequests.filter((entry) => entry.path.startsWith('/api/google/')).length;
      await page.getByRole('region', { name: 'Recent places' }).getByRole('button', { name: /^2700 North Dirksen Parkway/ }).click();
      await expect(field(page, 'Street address')).toHaveValue('2700 North Dirksen Parkway');
      expect(apiRequests.filter((entry) => entry.path.startsWith('/api/google/')).length).toBe(asked);

      // Each recent place is removable.
      await page.getByRole('button', { name: 'Clear the address search' }).click();
      await page.getByRole('button', { name: 'Remove 2700 North Dirksen Parkway, Springfield, IL, USA from recent places' }).click();
      await expect(page.getByRole('region', { name: 'Recent places' })).toHaveCount(0);
      await expect(search(page)).toBeFocused();
    });

    test('makes another address the default, deletes one and brings it back with Undo', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Robin Book');
      await addOnServer(request, customer, { label: 'Home', line1: '1120 South Grand Avenue East', postal_code: '62703' });
      await addOnServer(request, customer, { label: 'Work', line1: '500 East Capitol Avenue', postal_code: '62701' });
      await signedInAs(page, customer);
      await page.goto('/account/addresses');
      await expect.poll(() => cardTitles(page)).toEqual(['HomeDefault', 'Work']);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Make default (Work, 500 East Capitol Avenue)' }).click();
      await expect.poll(() => cardTitles(page)).toEqual(['WorkDefault', 'Home']);
      await expect(cards(page).first().getByRole('heading')).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Work is now your default address.' })).toBeVisible();

      // Delete by keyboard: the address goes at once, focus moves to the notice with its Undo.
      await page.getByRole('button', { name: 'Delete (Home, 1120 South Grand Avenue East)' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => cardTitles(page)).toEqual(['WorkDefault']);
      const notice = page.getByTestId('addresses-notice');
      await expect(notice).toContainText('Deleted Home.');
      await expect(notice).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(notice.getByRole('button', { name: 'Undo deleting Home' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => cardTitles(page)).toEqual(['WorkDefault', 'Home']);
      await expect(notice).toContainText('Home is back in your addresses.');

      // The server has it again: a reload shows the same list.
      await page.reload();
      await expect.poll(() => cardTitles(page)).toEqual(['WorkDefault', 'Home']);
    });
  });
}
