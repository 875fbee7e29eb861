import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A layout's links to store pages, looked up with the backend (decisions/0038), end to end on `npm run simulator`: the
 * studio asks its preview frame, the frame's storefront asks the Node simulator, and the studio's report lists a link
 * to a page the store does not have. Only a real browser carries the messages between the studio and its frame.
 */

test.use({ viewport: { width: 1600, height: 1000 } });

const phoneFrame = (page: Page) => page.frameLocator('iframe[title="Phone preview, 375 px"]');
const layoutItems = (page: Page) => page.getByRole('list', { name: 'Layout items' }).getByRole('button');

test('the studio lists a block link to a category the store does not have, and takes the merchant to it', async ({ page }) => {
  await page.goto('/__studio');
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  // The seeded home page: every link looked up, and every one leads to a page of the store.
  await expect(phoneFrame(page).getByText(/^Store links: all \d+ lead to pages of the store$/)).toBeAttached({ timeout: 20_000 });
  const report = page.getByRole('region', { name: 'Validation report' });
  await expect(report.getByRole('status')).toHaveText(/^Everything is valid: \d+ items and the settings\.$/);

  // The hero's first button sent to a category the store never had, as the seeded store once did.
  await layoutItems(page).filter({ hasText: 'banner_slider' }).first().click();
  const json = page.getByLabel('Item JSON');
  const item = JSON.parse(await json.inputValue()) as { id: number; data: { slides: { link: unknown }[] } };
  const [first, ...rest] = item.data.slides;
  await json.fill(JSON.stringify({ ...item, data: { ...item.data, slides: [{ ...first, link: { type: 'category', slug: 'summer-menu' } }, ...rest] } }, null, 2));

  const entry = report.getByRole('button', { name: new RegExp(`^banner_slider · item ${item.id} · data\\.slides\\.0\\.link\\.slug: The store has no category "summer-menu"`) });
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(report.getByRole('status')).toHaveText('1 link leads nowhere');
  await expect(phoneFrame(page).getByText('Store links: 1 leads nowhere')).toBeAttached();

  // The entry leads to the link's slug; a slug the store has clears the report.
  await layoutItems(page).filter({ hasText: 'top_nav' }).first().click();
  await entry.click();
  const slug = page.locator(':focus');
  await expect(slug).toHaveValue('summer-menu');
  await slug.fill('salads');
  await expect(report.getByRole('status')).toHaveText(/^Everything is valid: \d+ items and the settings\.$/, { timeout: 15_000 });
  await expect(report.getByRole('list', { name: 'Links to store pages' })).toHaveCount(0);
});
