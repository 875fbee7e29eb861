import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Merchant preview outside the studio's frames, as a merchant reaches it (ADR 0036): the production build honours
 * `?preview=<token>` only with the token the studio keeps in this browser. Opens the studio, takes the token from its
 * "Open in a new tab" link and returns the query to add to a storefront address.
 *
 * The studio's frames leave their draft, scenario and seed in the simulator's cookies; they are cleared, so the page
 * opened next is the seeded store with its own query. The token stays: it is in localStorage.
 */
export async function merchantPreviewQuery(page: Page): Promise<string> {
  await page.goto('/__studio');
  const link = page.getByRole('link', { name: 'Open in a new tab' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const token = new URL((await link.getAttribute('href')) ?? '/', page.url()).searchParams.get('preview');
  if (!token || token === '1') throw new Error(`the studio's link carries no preview token: ${await link.getAttribute('href')}`);
  await page.goto('about:blank');
  await page.context().clearCookies();
  return `preview=${encodeURIComponent(token)}`;
}
