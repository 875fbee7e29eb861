import type { APIRequestContext, Page } from '@playwright/test';
import { registerCustomer, signedInAs, type TestCustomer } from './support/account';
import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { apiHeaders } from './support/server-cart';

/**
 * Referrals in Chromium against the built storefront and the simulator's server (issue 19, sections 4 and 6): the
 * landing, then registering with the kept referral, then both sides credited; an unknown code; a signed-in shopper
 * and the referrer's own link; the refer-a-friend page's QR code and Copy. At phone and desktop widths. Every test
 * makes customers of its own: the demo customer is never changed.
 */

const authHeaders = (token: string) => ({ ...apiHeaders(crypto.randomUUID()), Authorization: `Bearer ${token}` });

/** A customer's referral code, as the server has it. */
async function referralCodeOf(request: APIRequestContext, customer: TestCustomer): Promise<string> {
  const response = await request.get('/api/user/referrals?branch_id=1', { headers: authHeaders(customer.token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

/** A customer's wallet balance, as the server has it, signing in with their password. */
async function walletBalanceOf(request: APIRequestContext, login: { email: string; password: string }): Promise<number> {
  const session = await request.post('/api/login?branch_id=1', { headers: apiHeaders(crypto.randomUUID()), data: login });
  expect(session.status(), await session.text()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  const wallet = await request.get('/api/check-wallet?branch_id=1', { headers: authHeaders(token) });
  expect(wallet.status(), await wallet.text()).toBe(200);
  return Number(((await wallet.json()) as { balance: number | string }).balance);
}

const landingHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

let contactCount = 0;
function freshContact(): { email: string; phone: string } {
  contactCount += 1;
  const unique = `${Date.now().toString(36)}${contactCount}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e-friend-${unique}@example.com`, phone: `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` };
}

for (const viewport of viewports) {
  test.describe(`referrals (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('a friend opens the link, browses, registers with the kept code; both sides are credited and the referrer sees them joined', async ({ page, browser, request, baseURL }) => {
      const referrer = await registerCustomer(request, 'Avery Referrer');
      const code = await referralCodeOf(request, referrer);

      // The friend: a fresh guest on a device of their own.
      const friendContext = await browser.newContext({ baseURL, viewport: { width: viewport.width, height: viewport.height } });
      const friend = await friendContext.newPage();
      await friend.goto(`/r/${encodeURIComponent(code)}`);
      await expect(landingHeading(friend, /^Avery .*invited you$/)).toBeVisible();
      await expect(friend.getByText(/^You get \$5 of wallet credit when you create your account/)).toBeVisible();
      await expectNoAxeViolations(friend);

      // Browsing elsewhere first: the referral stays on the device.
      await friend.goto('/search');
      await friend.goto('/register');
      const codeField = friend.getByLabel('Referral code (optional)');
      await expect(codeField).toHaveValue(code);
      await expect(friend.getByText(/invited you: their code is filled in\./)).toBeVisible();
      const contact = freshContact();
      await friend.getByLabel('Your name').fill('Blake Friend');
      await friend.getByLabel('Email').fill(contact.email);
      await friend.getByLabel('Phone number (optional)').fill(contact.phone);
      await friend.getByLabel('Password', { exact: true }).fill('e2e-password-1');
      await friend.getByRole('button', { name: 'Create account' }).click();
      await expect(friend).toHaveURL(/\/account$/);
      await friendContext.close();

      // The code was sent with the registration: the friend's welcome credit is in their wallet.
      expect(await walletBalanceOf(request, { email: contact.email, password: 'e2e-password-1' })).toBe(5);

      // The referrer has the points for the friend joining.
      const rewards = await request.get('/api/user/rewards?branch_id=1', { headers: authHeaders(referrer.token) });
      expect(((await rewards.json()) as { data: { points: number } }).data.points).toBe(200);

      // The referrer sees the friend as joined, with the credit still to come.
      await signedInAs(page, referrer);
      await page.goto('/refer-a-friend');
      const row = page.getByTestId('referral').filter({ hasText: 'Blake' });
      await expect(row).toContainText(/Joined — your \$5 comes with their first order by /);
      await expect(page.getByTestId('referral-link')).toHaveText(new URL(`/r/${encodeURIComponent(code)}`, baseURL).href);
      await expect(page.getByTestId('referral-code')).toHaveText(code);
      await expect(page.getByRole('button', { name: 'Copy referral link' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy referral code' })).toBeVisible();
      const qr = page.getByRole('img', { name: 'QR code of your referral link' });
      await expect(qr).toBeVisible();
      // Big enough to scan from a phone held at arm's length.
      expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
      await expectNoAxeViolations(page);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('an unknown code: a clear message and the way into the store, and nothing kept for registering', async ({ page }) => {
      await page.goto('/r/NO-SUCH-CODE-42');
      await expect(landingHeading(page, 'This invite link doesn’t work')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Go to the store' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/register');
      await expect(page.getByLabel('Referral code (optional)')).toHaveValue('');
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('a signed-in shopper is told invites are for new customers, and the referrer opening their own link is told it is theirs', async ({ page, request, browser, baseURL }) => {
      const referrer = await registerCustomer(request, 'Casey Owner');
      const code = await referralCodeOf(request, referrer);
      const other = await registerCustomer(request, 'Drew Other');

      await signedInAs(page, other);
      await page.goto(`/r/${encodeURIComponent(code)}`);
      await expect(landingHeading(page, 'Invites are for new customers')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Invite your friends' }).click();
      await expect(page).toHaveURL(/\/refer-a-friend$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
      await expect(page.getByText('No one has joined with your link yet. When a friend does, you’ll see them here.')).toBeVisible();

      // The referrer, on a device of their own.
      const ownContext = await browser.newContext({ baseURL, viewport: { width: viewport.width, height: viewport.height } });
      const ownPage = await ownContext.newPage();
      await signedInAs(ownPage, referrer);
      await ownPage.goto(`/r/${encodeURIComponent(code.toLowerCase())}`);
      await expect(landingHeading(ownPage, 'This is your own invite link')).toBeVisible();
      await expectNoAxeViolations(ownPage);
      await ownPage.getByRole('link', { name: 'Go to Refer a friend' }).click();
      await expect(ownPage).toHaveURL(/\/refer-a-friend$/);
      await ownContext.close();
    });
  });
}
