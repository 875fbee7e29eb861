import { siteDataSchema } from '@/api/schemas/site.schema';
import { studioDraftStorageKey } from '../fake-store/hosts/studio-draft';
import { expect, test } from './support/fixtures';

/**
 * The studio on `npm start` (issue 6): Vite serves /__studio from studio/index.html, and a preview frame's page
 * (`?preview=1&studio=<id>`) shows the draft the studio wrote to localStorage, answered by the MSW worker.
 */

/** A fresh page on the dev server registers the worker and seeds the store first: 4-5 s on a busy 2-core machine. */
const firstLoad = { timeout: 20_000 };

test('npm start: /__studio serves the studio page through Vite', async ({ page }) => {
  await page.goto('/__studio');
  await expect(page).toHaveTitle('Storefront studio');
  await expect(page.locator('#studio-root')).not.toBeEmpty(firstLoad);
  await page.goto('/__studio/?from=test');
  await expect(page).toHaveTitle('Storefront studio');
});

test('npm start: a frame-like page with ?studio=<id> shows the draft from localStorage', async ({ page }) => {
  const draftId = `e2e-dev-${Date.now()}`;
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Juniper Kitchen, home' })).toBeVisible(firstLoad);
  // The seeded get-data from the worker, renamed and written where the studio writes its draft.
  const seeded = await page.evaluate(async () => {
    const response = await fetch('/api/get-data?branch_id=1', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'guest-id': '3b241101-e2bb-4255-8caf-4136c566a962' },
    });
    return (await response.json()) as unknown;
  });
  const draft = siteDataSchema.parse(seeded);
  await page.evaluate(
    ({ key, value }) => window.localStorage.setItem(key, value),
    { key: studioDraftStorageKey(draftId), value: JSON.stringify({ ...draft, settings: { ...draft.settings, storeName: 'Draft Bistro' } }) },
  );

  await page.goto(`/?preview=1&studio=${draftId}&scenario=none&seed=none&plugins=`);
  await expect(page.getByRole('link', { name: 'Draft Bistro, home' })).toBeVisible(firstLoad);
  await expect(page.locator('#simulator-badge')).toHaveCount(0);
});
