import type { Locator, Page } from '@playwright/test';
import { ANSWER_TIME_LIMIT_MS, PLACE_ORDER_TIME_LIMIT_MS } from '../src/api/answer-time-limit';
import { registerCustomer, signedInAs } from './support/account';
import { addBurgerFromItsPage, bankWindow, expectOrderPlacedUrl, orderCount, placeOrder, saveAddress } from './support/checkout';
import { expect, test as base } from './support/fixtures';
import { startStallingProxy, type StallingProxy } from './support/stalling-proxy';

/**
 * A network or a server that stalls (ADR 0033): a call that never answers, or one that sends its status and the start
 * of its body and then nothing. Pages are opened through a proxy in front of the test server that does either to the
 * chosen calls; whatever stalls, the shopper gets words and a button at the call's limit. The page's clock is moved
 * on rather than waited out: the limit is the page's own timer.
 */

/** How far the page's clock moves at a time while a stalled call waits out its limit. */
const STEP_MS = 1_000;

/**
 * Moves the page's clock on (installed before the page loaded) a step at a time until `shown` is on screen, and
 * returns how far it moved: the stalled call's own limit ends it, and nobody waits the limit out in real time. The
 * page must say so at its limit, give or take the step in which it came.
 */
async function clockMovedUntil(page: Page, shown: Locator): Promise<number> {
  let moved = 0;
  await expect(async () => {
    if (await shown.isVisible()) return;
    await page.clock.fastForward(STEP_MS);
    moved += STEP_MS;
    await expect(shown).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [0], timeout: 30_000 });
  return moved;
}

const test = base.extend<{ stalls: StallingProxy }, { workerProxy: StallingProxy }>({
  workerProxy: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const proxy = await startStallingProxy(String(workerInfo.project.use.baseURL));
      await provide(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  stalls: async ({ workerProxy }, provide) => {
    await provide(workerProxy);
    workerProxy.clear();
  },
  baseURL: async ({ workerProxy }, provide) => provide(`${workerProxy.origin}/`),
});

test.describe('answers that never end', () => {
  // Independent of each other: spread over the workers.
  test.describe.configure({ mode: 'parallel' });
  // The stalls are the browser's own calls, through this spec's proxy: a page the server drew comes with what they
  // would ask for (the server's budget has the handler's tests), so these pages are the browser's to draw.
  test.use({ serverBodies: false });

  for (const mode of ['no-answer', 'partial-body'] as const) {
    test(`a first visit whose site data stalls (${mode}) says so within the limit, and Try again loads the store`, async ({ page, stalls }) => {
      stalls.stall({ path: '/api/get-data', mode });
      await page.clock.install();
      await page.goto('/');
      await expect.poll(() => stalls.stalledCount('/api/get-data')).toBeGreaterThan(0);
      // The app is up and waiting for its site data: its limit runs from here.
      await expect(page.getByTestId('site-progress')).toBeVisible();
      const moved = await clockMovedUntil(page, page.getByRole('heading', { level: 1, name: 'We can’t reach the store just now' }));
      expect(moved).toBeLessThanOrEqual(ANSWER_TIME_LIMIT_MS + STEP_MS);

      stalls.clear();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
    });
  }

  test('a product opened directly whose answer stalls says so within the limit, and Retry shows it', async ({ page, stalls }) => {
    stalls.stall({ path: '/api/get-product', mode: 'partial-body' });
    await page.clock.install();
    await page.goto('/product/margherita-pizza');
    await expect.poll(() => stalls.stalledCount('/api/get-product')).toBeGreaterThan(0);
    await expect(page.locator('.product-page--loading')).toBeVisible();
    const moved = await clockMovedUntil(page, page.getByRole('heading', { level: 1, name: 'We couldn’t load this product' }));
    expect(moved).toBeLessThanOrEqual(ANSWER_TIME_LIMIT_MS + STEP_MS);

    stalls.clear();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
  });

  test('place-order whose answer stops mid-body says it may have gone through, and Try again makes one order', async ({ page, request, stalls }) => {
    const customer = await registerCustomer(request, 'Stalled Tester');
    await saveAddress(request, customer.token);
    await signedInAs(page, customer);
    await page.clock.install();
    await addBurgerFromItsPage(page);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Home \(default\)/ })).toBeChecked();

    stalls.stall({ path: '/api/place-order', mode: 'partial-body' });
    await placeOrder(page).click();
    await expect(page.getByText('Placing your order…').first()).toBeVisible();
    await expect.poll(() => stalls.stalledCount('/api/place-order')).toBeGreaterThan(0);
    const moved = await clockMovedUntil(page, page.getByText(/We could not reach the store to place your order\. It may have gone through/));
    expect(moved).toBeLessThanOrEqual(PLACE_ORDER_TIME_LIMIT_MS + STEP_MS);
    await expect(placeOrder(page)).toHaveAccessibleName(/^Try again ·/);
    // The server made the order before its answer stalled.
    expect(await orderCount(request, customer.token)).toBe(1);

    stalls.clear();
    await placeOrder(page).click();
    await bankWindow(page).getByRole('button', { name: 'Success' }).click();
    await expectOrderPlacedUrl(page);
    expect(await orderCount(request, customer.token)).toBe(1);
  });
});
