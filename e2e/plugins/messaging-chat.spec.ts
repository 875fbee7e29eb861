import type { Page } from '@playwright/test';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { watchPluginTurns } from '../support/plugin-turns';

/**
 * The messaging-chat plugin (messaging_chat) in Chromium against the built storefront: off, its chunk is never
 * downloaded; on, a floating click-to-chat link to the seeded number, clear of the bottom nav bar on phones.
 */

const CHAT_CHUNK = /\/assets\/MessagingChat-[^/]+\.js$/;
const seeded = simulatedPluginSettings.messaging_chat.config;
const chatUrl = `https://wa.me/15550100199?text=${encodeURIComponent(seeded.plugin_messaging_chat_message ?? '')}`;

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

const chatLink = (page: Page) => page.locator('[data-plugin="messaging_chat"]').getByRole('link', { name: 'Chat with us' });

test.describe('the messaging_chat plugin', () => {
  for (const path of ['/?plugins=none', '/']) {
    test(`off (${path}): its code is never downloaded`, async ({ page }) => {
      const urls = requestLog(page);
      const turns = watchPluginTurns(page);
      await openHome(page, path);
      await turns.taken();
      expect(urls.filter((url) => CHAT_CHUNK.test(new URL(url).pathname))).toEqual([]);
      await expect(page.locator('[data-plugin="messaging_chat"]')).toHaveCount(0);
    });
  }

  test('on: a floating link opens the chat with the number and the message, in a new tab', async ({ page, context }) => {
    // The click must not leave the machine: the messaging app's page is answered here.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
    const urls = requestLog(page);
    await openHome(page, '/?plugins=messaging_chat');
    const link = chatLink(page);
    await expect(link).toBeVisible();
    expect(urls.some((url) => CHAT_CHUNK.test(new URL(url).pathname))).toBe(true);
    await expect(link).toHaveAttribute('href', chatUrl);
    await expect(link).toHaveAttribute('target', '_blank');

    // Bottom-right, 24 px from the bottom on a desktop screen, and a comfortable target.
    const viewport = page.viewportSize();
    const box = await link.boundingBox();
    if (!viewport || !box) throw new Error('no layout');
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(Math.round(viewport.height - (box.y + box.height))).toBe(24);
    expect(Math.round(viewport.width - (box.x + box.width))).toBe(16);

    await expectNoAxeViolations(page, { include: '[data-plugin="messaging_chat"]' });

    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(chatUrl);
  });

  test('on a phone: floats above the bottom nav bar without covering it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHome(page, '/?plugins=messaging_chat');
    const link = chatLink(page);
    await expect(link).toBeVisible();
    const bar = page.locator('.bottom-nav');
    await expect(bar).toBeVisible();
    const [linkBox, barBox] = [await link.boundingBox(), await bar.boundingBox()];
    if (!linkBox || !barBox) throw new Error('no layout');
    // 72 px above the screen's bottom edge: clear of the 56 px bar with a gap.
    expect(Math.round(740 - (linkBox.y + linkBox.height))).toBe(72);
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox.y - 8);
    await expectNoAxeViolations(page, { include: '[data-plugin="messaging_chat"]' });
  });
});
