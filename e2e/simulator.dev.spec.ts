import { expect, test } from './support/fixtures';

test('npm start: the MSW worker serves the seeded store in the browser, with a visible badge', async ({ page, apiRequests }) => {
  await page.goto('/');
  // The dev server transforms modules on first request: a cold first page takes seconds on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Kitchen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Simulated store')).toBeVisible();
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  expect(apiRequests.length).toBeGreaterThan(0);
  for (const request of apiRequests) {
    expect(new URL(request.url).searchParams.get('branch_id')).toBe('1');
    expect(request.headers['guest-id']).toBe(guestId);
  }
});

test('npm start: ?scenario=store-closed applies the scenario in the worker', async ({ page }) => {
  await page.goto('/?scenario=store-closed');
  await expect(page.getByText('Sorry, we are currently not accepting orders right now. We will be back shortly.')).toBeVisible({ timeout: 20_000 });
});

test('npm start: the published contract at /sim/contract, as a page and as OpenAPI JSON', async ({ page, request }) => {
  await page.goto('/sim/contract');
  await expect(page.getByRole('heading', { level: 1, name: /Storefront API contract/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'GET /api/get-data' })).toBeVisible();
  const document = (await (await request.get('/sim/contract.json')).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths)).toContain('/api/get-data');
});
