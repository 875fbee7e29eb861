import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { SiteData } from '@/api/schemas/site.schema';
import { STORE_CLOSED_TEXT } from '@/app/shell/store-closed-text';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The merchant preview studio end to end (issue 6, section 3), on `npm run simulator`: import a layout, edit a
 * block and see the preview change, an invalid item in the report, device frames, the store-closed scenario,
 * export and re-import, and the share link.
 */

test.use({ viewport: { width: 1600, height: 1000 } });

const phoneFrame = (page: Page) => page.frameLocator('iframe[title="Phone preview, 375 px"]');
const layoutItems = (page: Page) => page.getByRole('list', { name: 'Layout items' }).getByRole('button');

async function openStudio(page: Page) {
  await page.goto('/__studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront studio' })).toBeVisible();
  // Phone first, whatever an earlier visit chose (the choice is remembered).
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(phoneFrame(page).locator('[data-block-id]').first()).toBeVisible({ timeout: 20_000 });
}

/** Clicks Export JSON and reads the downloaded file. */
async function exportDraft(page: Page): Promise<{ text: string; siteData: SiteData }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('storefront-get-data.json');
  const text = await readFile(await download.path(), 'utf8');
  return { text, siteData: JSON.parse(text) as SiteData };
}

async function importPasted(page: Page, text: string) {
  await page.getByRole('button', { name: 'Import JSON', exact: true }).click();
  await page.getByLabel('Paste get-data JSON').fill(text);
  await page.getByRole('button', { name: 'Import pasted JSON' }).click();
}

test('imports a layout JSON and shows it in the preview', async ({ page }) => {
  await openStudio(page);
  const { siteData } = await exportDraft(page);
  // A merchant's own file: three blocks and another store name.
  const kept = siteData.layout.filter((item) => ['top_nav', 'static_banner', 'custom_html_block'].includes(item.code ?? ''));
  const imported: SiteData = { ...siteData, layout: kept, settings: { ...siteData.settings, storeName: 'Imported Bistro' } };
  await importPasted(page, JSON.stringify(imported));

  await expect(layoutItems(page)).toHaveCount(3);
  await expect(phoneFrame(page).getByRole('link', { name: 'Imported Bistro, home' })).toBeVisible();
  await expect(phoneFrame(page).locator('[data-block="products_display"]')).toHaveCount(0);
  await expect(phoneFrame(page).locator('[data-block="static_banner"]')).toBeVisible();

  // A wrong shape changes nothing and says why.
  await importPasted(page, JSON.stringify({ layout: 'none' }));
  await expect(page.getByRole('alert').filter({ hasText: /layout/i })).toBeVisible();
  await expect(layoutItems(page)).toHaveCount(3);
});

test("editing a block's field changes the preview", async ({ page }) => {
  await openStudio(page);
  await layoutItems(page).filter({ hasText: 'static_banner' }).first().click();
  const heading = page.getByRole('group', { name: 'Data' }).getByLabel(/^Heading/);
  await heading.fill('Half-price pizza on Tuesdays');
  // Selecting the item scrolls its block into view in the preview, so its code loads there too.
  await expect(phoneFrame(page).locator('[data-block="static_banner"]').getByText('Half-price pizza on Tuesdays')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test('an invalid item is listed in the report, and its entry leads to the item and the block', async ({ page }) => {
  await openStudio(page);
  // A banner slider whose slides are not a list, edited in the item's JSON.
  await layoutItems(page).filter({ hasText: 'banner_slider' }).first().click();
  const json = page.getByLabel('Item JSON');
  const item = JSON.parse(await json.inputValue()) as { id: number; data: Record<string, unknown> };
  await json.fill(JSON.stringify({ ...item, data: { ...item.data, slides: 'not-a-list' } }, null, 2));

  const report = page.getByRole('region', { name: 'Validation report' });
  const entry = report.getByRole('button', { name: new RegExp(`banner_slider · item ${item.id}\\b`) });
  await expect(entry).toBeVisible();
  await expect(report.getByRole('button', { name: /^data\.slides: / })).toBeVisible();

  // Leave the item, then come back to it through the report.
  await layoutItems(page).filter({ hasText: 'top_nav' }).first().click();
  await entry.click();
  await expect(layoutItems(page).filter({ hasText: 'banner_slider' }).first()).toHaveAttribute('aria-current', 'true');
  // Preview mode labels the broken item, and the studio outlines it.
  const placeholder = phoneFrame(page).locator(`[data-block-id="${item.id}"]`);
  await expect(placeholder).toContainText('banner_slider');
  await expect(placeholder).toHaveCSS('outline-style', 'solid');
  await expect(placeholder).toBeInViewport();
});

test('switches the device frame', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'Desktop', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Desktop', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('iframe[title="Phone preview, 375 px"]')).toHaveCount(0);
  const desktop = page.frameLocator('iframe[title="Desktop preview, 1280 px"]');
  await expect(desktop.locator('[data-block-id]').first()).toBeVisible({ timeout: 20_000 });
  expect(await desktop.locator('body').evaluate(() => window.innerWidth)).toBe(1280);
  // The desktop layout, not the phone's: no bottom bar.
  await expect(desktop.locator('.storefront')).toHaveAttribute('data-layout', 'desktop');
});

test('the store-closed scenario shows the closed notice in the preview', async ({ page }) => {
  await openStudio(page);
  await page.getByLabel('Scenario', { exact: true }).selectOption('store-closed');
  await expect(phoneFrame(page).getByText(STORE_CLOSED_TEXT)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Scenario', { exact: true }).selectOption('none');
  await expect(phoneFrame(page).locator('[data-block-id]').first()).toBeVisible({ timeout: 20_000 });
  await expect(phoneFrame(page).getByText(STORE_CLOSED_TEXT)).toHaveCount(0);
});

test('export then re-import gives the same layout', async ({ page }) => {
  await openStudio(page);
  // A change first, so the round trip carries an edit and not just the seed.
  await layoutItems(page).filter({ hasText: 'search_block' }).first().click();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const first = await exportDraft(page);

  await page.getByRole('button', { name: 'Reset to seeded store' }).click();
  await expect(layoutItems(page)).toHaveCount(first.siteData.layout.length - 1);

  await page.getByRole('button', { name: 'Import JSON', exact: true }).click();
  await page.getByLabel('Import JSON file').setInputFiles({ name: 'storefront-get-data.json', mimeType: 'application/json', buffer: Buffer.from(first.text) });
  await expect(layoutItems(page)).toHaveCount(first.siteData.layout.length);
  const second = await exportDraft(page);
  expect(second.siteData.layout).toEqual(first.siteData.layout);
  expect(second.siteData).toEqual(first.siteData);
});

test('the share link restores the draft, scenario and seed, and a draft survives a reload', async ({ page, browser }) => {
  await openStudio(page);
  await page.getByRole('tab', { name: /Settings/ }).click();
  await page.getByLabel(/^Store name\b/).first().fill('Shared Bistro');
  await page.getByLabel('Scenario', { exact: true }).selectOption('slow');
  await page.getByLabel('Scenario seed').fill('42');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect.poll(() => page.url()).toContain('#share=');
  const shareUrl = page.url();

  // A reload keeps the draft, once it is saved locally.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront-studio:draft') ?? '')).toContain('Shared Bistro');
  await page.reload();
  await page.getByRole('tab', { name: /Settings/ }).click();
  await expect(page.getByLabel(/^Store name\b/).first()).toHaveValue('Shared Bistro');

  // Another browser with nothing saved: the link alone brings everything back.
  const other = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const fresh = await other.newPage();
    await fresh.goto(shareUrl);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Storefront studio' })).toBeVisible();
    await expect(fresh.getByLabel('Scenario', { exact: true })).toHaveValue('slow');
    await expect(fresh.getByLabel('Scenario seed')).toHaveValue('42');
    await fresh.getByRole('tab', { name: /Settings/ }).click();
    await expect(fresh.getByLabel(/^Store name\b/).first()).toHaveValue('Shared Bistro');
  } finally {
    await other.close();
  }
});
