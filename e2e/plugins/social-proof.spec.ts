import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { watchPluginTurns } from '../support/plugin-turns';

/**
 * The social-proof plugin (social_proof) in Chromium against the built storefront and the simulator's recent orders:
 * off, its chunk is never downloaded; on, rotating notices with a pause and a close, above the bottom nav bar on
 * phones, and gone while the shopper is in the cart.
 *
 * The page's clock is Playwright's (installed before the page loads, time flowing as usual), so a test can jump a
 * rotation interval ahead instead of waiting for it.
 */

const SOCIAL_PROOF_CHUNK = /\/assets\/SocialProof-[^/]+\.js$/;
/** Longer than React holds back content that was waiting for its code, after a fallback (300 ms). */
const REVEAL_MS = 1_000;
/** The simulator's seeded interval (fake-store/domain/plugin-settings.ts). */
const INTERVAL_MS = 8_000;
const NOTICE_TEXT = /^Someone in .+ bought .+ (minute|minutes|hour|hours) ago$/;

/** Every URL the page requests from now on. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function openHome(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-testid="home"]')).toBeVisible();
}

const notices = (page: Page) => page.locator('[data-plugin="social_proof"]');
const noticeText = (page: Page): Locator => notices(page).getByRole('status');

async function currentNotice(page: Page): Promise<string> {
  await expect(noticeText(page)).toHaveText(NOTICE_TEXT);
  return (await noticeText(page).textContent()) ?? '';
}

test.describe('the social_proof plugin', () => {
  for (const path of ['/?plugins=none', '/']) {
    test(`off (${path}): its code is never downloaded, nor the orders`, async ({ page, apiRequests }) => {
      const urls = requestLog(page);
      const turns = watchPluginTurns(page);
      await openHome(page, path);
      await turns.taken();
      expect(urls.filter((url) => SOCIAL_PROOF_CHUNK.test(new URL(url).pathname))).toEqual([]);
      expect(apiRequests.filter((request) => request.path.startsWith('/api/get-recent-orders'))).toEqual([]);
      await expect(notices(page)).toHaveCount(0);
    });
  }

  test('on: tells of recent orders one at a time, pauses, resumes and closes for the session', async ({ page, apiRequests }) => {
    await page.clock.install();
    const urls = requestLog(page);
    const turns = watchPluginTurns(page);
    await openHome(page, '/?plugins=social_proof');
    const first = await currentNotice(page);
    expect(urls.some((url) => SOCIAL_PROOF_CHUNK.test(new URL(url).pathname))).toBe(true);

    // The orders were asked for like every API call: with the branch and the caller.
    const [ordersRequest] = apiRequests.filter((request) => request.path.startsWith('/api/get-recent-orders'));
    expect(new URL(ordersRequest?.url ?? 'http://x/').searchParams.get('branch_id')).toBe('1');
    expect(ordersRequest?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(ordersRequest?.headers['guest-id'] ?? ordersRequest?.headers.authorization).toBeTruthy();

    // Bottom-left, within its width limit, and accessible.
    const box = await notices(page).boundingBox();
    if (!box) throw new Error('no layout');
    expect(Math.round(box.x)).toBe(16);
    expect(box.width).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, { include: '[data-plugin="social_proof"]' });

    await page.clock.fastForward(INTERVAL_MS);
    const second = await currentNotice(page);
    expect(second).not.toBe(first);

    await notices(page).getByRole('button', { name: 'Pause purchase notices' }).click();
    await page.clock.fastForward(INTERVAL_MS * 3);
    await expect(noticeText(page)).toHaveText(second);

    await notices(page).getByRole('button', { name: 'Resume purchase notices' }).click();
    await page.clock.fastForward(INTERVAL_MS);
    await expect(noticeText(page)).not.toHaveText(second);

    await notices(page).getByRole('button', { name: 'Close purchase notices' }).click();
    await expect(notices(page)).toHaveCount(0);

    // Closed for the rest of the session: a reload does not bring it back. Its code comes at its turn, React shows its
    // view after a timer (the clock runs it), and a view that forgot would ask for the orders and show them before the
    // second wait is over.
    await page.reload();
    await expect(page.locator('[data-testid="home"]')).toBeVisible();
    await turns.taken();
    await page.clock.runFor(REVEAL_MS);
    await turns.taken();
    await expect(notices(page)).toHaveCount(0);
  });

  test('on a phone: floats above the bottom nav bar, and is gone while the shopper is in the cart', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHome(page, '/?plugins=social_proof');
    await currentNotice(page);
    const bar = page.locator('.bottom-nav');
    const [noticeBox, barBox] = [await notices(page).boundingBox(), await bar.boundingBox()];
    if (!noticeBox || !barBox) throw new Error('no layout');
    expect(Math.round(740 - (noticeBox.y + noticeBox.height))).toBe(72);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y - 8);
    expect(noticeBox.width).toBeLessThanOrEqual(375 - 32);

    await bar.locator('a[href="/cart"]').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(notices(page)).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('[data-testid="home"]')).toBeVisible();
    await currentNotice(page);
  });

  test('on a phone beside the chat button: sits above it rather than under it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHome(page, '/?plugins=social_proof,messaging_chat');
    await currentNotice(page);
    const chat = page.locator('[data-plugin="messaging_chat"] a');
    await expect(chat).toBeVisible();
    const [noticeBox, chatBox] = [await notices(page).boundingBox(), await chat.boundingBox()];
    if (!noticeBox || !chatBox) throw new Error('no layout');
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(chatBox.y);
  });

  test('slides each notice in, unless the shopper asks for less motion', async ({ page }) => {
    const animation = () => noticeText(page).locator('p').evaluate((element) => getComputedStyle(element).animationName);
    await openHome(page, '/?plugins=social_proof');
    await currentNotice(page);
    expect(await animation()).toBe('plugin-social-proof-enter');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });
});
