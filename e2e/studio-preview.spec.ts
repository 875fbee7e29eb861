import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The studio's live preview on `npm run simulator` (studio/preview, src/app/preview-bridge): the storefront in a
 * device frame at its true width, updated in place on each edit (no reload), device switching, and the block
 * cost chips measured in hidden frames.
 */

test.use({ viewport: { width: 1600, height: 1000 } });

const phoneFrame = (page: Page) => page.frameLocator('iframe[title="Phone preview, 375 px"]');

async function openStudio(page: Page) {
  await page.goto('/__studio');
  await expect(page.getByRole('button', { name: 'Phone' })).toBeVisible();
  // Phone first, whatever an earlier visit chose.
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(phoneFrame(page).locator('[data-block-id]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.pv-frame[data-device="phone"] .pv-frame__status')).toHaveText('Up to date');
}

test('an edit shows in the phone frame without reloading it, and its latency is recorded', async ({ page }) => {
  await openStudio(page);
  const frame = page.frame({ url: /preview=1/ });
  if (!frame) throw new Error('no preview frame');
  expect(await frame.evaluate(() => window.innerWidth)).toBe(375);
  // A mark on the frame's window: a reload would wipe it.
  await frame.evaluate(() => Object.assign(window, { __previewMark: 'kept' }));

  await page.getByRole('tab', { name: /Settings/ }).click();
  // The label names the setting and its key.
  const storeName = page.getByLabel(/^Store name\b/).first();
  const latencies: number[] = [];
  for (let edit = 1; edit <= 5; edit += 1) {
    const before = await page.evaluate(() => window.__studioPreviewTimings?.length ?? 0);
    await storeName.fill(`Preview Bistro ${edit}`);
    await expect(phoneFrame(page).getByRole('link', { name: `Preview Bistro ${edit}, home` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__studioPreviewTimings?.length ?? 0)).toBeGreaterThan(before);
    latencies.push(await page.evaluate(() => window.__studioPreviewTimings?.at(-1)?.ms ?? -1));
  }
  expect(await frame.evaluate(() => (window as unknown as { __previewMark?: string }).__previewMark)).toBe('kept');
  await expect(page.getByText(/^Updated in \d+ ms$/)).toBeVisible();
  expect(latencies.every((ms) => ms > 0 && ms < 5_000)).toBe(true);
  const timings = await page.evaluate(() => window.__studioPreviewTimings ?? []);
  expect(timings.every((timing) => timing.device === 'phone')).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByName('studio:preview-update:phone', 'measure').length)).toBeGreaterThan(0);
  const sorted = [...latencies].sort((a, b) => a - b);
  test.info().annotations.push({ type: 'edit → preview (ms)', description: `${latencies.map(Math.round).join(', ')}; median ${Math.round(sorted[2] ?? 0)}` });
});

test('the device toolbar shows each device at its true width, and all three side by side', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('button', { name: 'Tablet' }).click();
  await expect(page.getByRole('button', { name: 'Tablet' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'false');
  const tablet = page.frameLocator('iframe[title="Tablet preview, 768 px"]');
  await expect(tablet.locator('[data-block-id]').first()).toBeVisible({ timeout: 15_000 });
  expect(await tablet.locator('body').evaluate(() => window.innerWidth)).toBe(768);

  await page.getByRole('button', { name: 'All devices' }).click();
  const titles = await page.locator('iframe.pv-frame__iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('title')));
  expect(titles).toEqual(['Phone preview, 375 px', 'Tablet preview, 768 px', 'Desktop preview, 1280 px']);
  const desktop = page.frameLocator('iframe[title="Desktop preview, 1280 px"]');
  await expect(desktop.locator('[data-block-id]').first()).toBeVisible({ timeout: 15_000 });
  expect(await desktop.locator('body').evaluate(() => window.innerWidth)).toBe(1280);
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('button', { name: 'All devices' })).toHaveAttribute('aria-pressed', 'true');
});

test('each block gets a cost chip that does not block clicks', async ({ page }) => {
  await openStudio(page);
  const chip = phoneFrame(page).locator('.pv-chip').first();
  await expect(chip).toBeAttached({ timeout: 60_000 });
  await expect(chip).toHaveText(/(KB JS( \(dev, unbundled\))?|No extra JS) · \d+ requests?$/);
  await expect(phoneFrame(page).locator('.pv-chips')).toHaveCSS('pointer-events', 'none');
  // Some block of the seeded layout loads code of its own.
  await expect.poll(() => phoneFrame(page).locator('.pv-chip').allTextContents(), { timeout: 60_000 }).toContainEqual(expect.stringMatching(/\d KB JS · /));
  // The measuring frames are gone once done, and never reachable.
  await expect(page.locator('.pv-cost-host')).toHaveAttribute('aria-hidden', 'true');
});

test('"Open in a new tab" shows the draft in merchant preview outside the frames, and only in this browser', async ({ page, browser }) => {
  await openStudio(page);
  // The preview frames qualify by their parent: labelled problems and panels show there.
  await expect(phoneFrame(page).getByTestId('plugin-preview-panel')).toBeAttached();
  await page.getByRole('tab', { name: /Settings/ }).click();
  await page.getByLabel(/^Store name\b/).first().fill('Tab Bistro');
  await expect(phoneFrame(page).getByRole('link', { name: 'Tab Bistro, home' })).toBeVisible();

  const link = page.getByRole('link', { name: 'Open in a new tab' });
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(tab.getByRole('link', { name: 'Tab Bistro, home' }).first()).toBeVisible();
  await expect(tab.getByTestId('plugin-preview-panel')).toBeAttached();
  expect(new URL(tab.url()).searchParams.get('preview')).toMatch(/^[0-9a-f]{32}$/);

  // The same address in another browser (no token kept there) is the live storefront.
  const elsewhere = await browser.newContext();
  const stranger = await elsewhere.newPage();
  await stranger.goto(new URL(tab.url()).toString());
  await expect(stranger.getByRole('link', { name: 'Tab Bistro, home' }).first()).toBeVisible();
  await expect(stranger.locator('[data-block="top_nav"], [data-block-id]').first()).toBeVisible();
  await expect(stranger.getByTestId('plugin-preview-panel')).toHaveCount(0);
  await elsewhere.close();
});
