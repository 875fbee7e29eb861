import type { APIRequestContext } from '@playwright/test';
import { siteDataSchema, type SiteData } from '@/api/schemas/site.schema';
import { expect, test } from './support/fixtures';

/**
 * The studio on `npm run simulator` (issue 6): its own build under /__studio/, the badge's link to it, and a
 * preview frame's page showing a draft the studio published with `PUT /sim/studio/drafts/<id>`.
 */

/** The seeded get-data, renamed: a draft as the studio would publish it. */
async function renamedSeededStore(request: APIRequestContext, storeName: string): Promise<SiteData> {
  const response = await request.get('/api/get-data?branch_id=1', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'guest-id': '3b241101-e2bb-4255-8caf-4136c566a962' },
  });
  expect(response.status()).toBe(200);
  const seeded = siteDataSchema.parse(await response.json());
  return { ...seeded, settings: { ...seeded.settings, storeName } };
}

test('/__studio serves the studio build, with or without the trailing slash', async ({ page }) => {
  await page.goto('/__studio');
  await expect(page).toHaveTitle('Storefront studio');
  await expect(page.locator('#studio-root')).not.toBeEmpty();
  await page.goto('/__studio/');
  await expect(page).toHaveTitle('Storefront studio');
});

test('the simulator badge links to the studio', async ({ page }) => {
  await page.goto('/');
  const badge = page.getByRole('complementary', { name: /simulated store/i });
  await expect(badge).toContainText('Simulated store');
  const link = badge.getByRole('link', { name: 'Open studio' });
  const box = await link.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await link.click();
  await expect(page).toHaveURL(/\/__studio$/);
  await expect(page).toHaveTitle('Storefront studio');
});

test('a page with ?studio=<id> shows the draft the studio PUT, without the badge', async ({ page }) => {
  const draftId = `e2e-${test.info().workerIndex}-${Date.now()}`;
  const draft = await renamedSeededStore(page.request, 'Draft Bistro');
  const put = await page.request.put(`/sim/studio/drafts/${draftId}`, { data: draft });
  expect(put.status()).toBe(204);

  await page.goto(`/?preview=1&studio=${draftId}&scenario=none&seed=none&plugins=`);
  await expect(page.getByRole('link', { name: 'Draft Bistro, home' })).toBeVisible();
  await expect(page.locator('#simulator-badge')).toHaveCount(0);

  // The draft changes: the next get-data answers the new one (the handler reads the store at each call).
  await page.request.put(`/sim/studio/drafts/${draftId}`, { data: { ...draft, settings: { ...draft.settings, storeName: 'Edited Bistro' } } });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Edited Bistro, home' })).toBeVisible();

  // ?studio=none goes back to the seeded store, with the badge.
  await page.goto('/?studio=none&preview=none');
  await expect(page.getByRole('link', { name: 'Juniper Kitchen, home' })).toBeVisible();
  await expect(page.locator('#simulator-badge')).toBeVisible();
});
