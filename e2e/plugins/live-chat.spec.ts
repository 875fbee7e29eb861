import type { Page } from '@playwright/test';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { watchPluginTurns } from '../support/plugin-turns';

/**
 * The live-chat plugins (live_chat_tawk, live_chat_crisp) in Chromium against the built storefront. Off, neither
 * their chunk nor a vendor script is fetched; on, they wait for the shopper's first interaction, then load the
 * vendor's script, which the simulator answers with a local stand-in (fake-store/http/vendors) drawing the vendor's
 * bubble and chat panel; a vendor script that fails to load leaves the storefront working.
 */

const tawk = simulatedPluginSettings.live_chat_tawk.config;
const crisp = simulatedPluginSettings.live_chat_crisp.config;

const vendors = [
  {
    uniqueId: 'live_chat_tawk',
    standIn: 'tawk',
    chunk: /\/assets\/LiveChatTawk-[\w-]+\.js$/,
    scriptPath: `/sim-vendor/embed.tawk.to/${tawk.plugin_live_chat_tawk_property_id}/${tawk.plugin_live_chat_tawk_widget_id}`,
    panelName: 'Tawk.to (simulator stand-in)',
    details: `Property ${tawk.plugin_live_chat_tawk_property_id}, widget ${tawk.plugin_live_chat_tawk_widget_id}`,
    /** The vendor's own JavaScript API, as a merchant's snippet would call it. */
    openThroughApi: (page: Page) => page.evaluate(() => (window as unknown as { Tawk_API: { maximize: () => void } }).Tawk_API.maximize()),
  },
  {
    uniqueId: 'live_chat_crisp',
    standIn: 'crisp',
    chunk: /\/assets\/LiveChatCrisp-[\w-]+\.js$/,
    scriptPath: '/sim-vendor/client.crisp.chat/l.js',
    panelName: 'Crisp (simulator stand-in)',
    details: `Website ${crisp.plugin_live_chat_crisp_website_id}`,
    openThroughApi: (page: Page) => page.evaluate(() => (window as unknown as { $crisp: { push: (command: unknown[]) => void } }).$crisp.push(['do', 'chat:open'])),
  },
] as const;

/** Every URL the page requests from now on. */
function requestLog(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}

/** Requests that would leave the machine: anything but the simulator at 127.0.0.1 (data: and blob: stay in the page). */
const leavingTheMachine = (urls: readonly URL[]) =>
  urls.filter((url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1').map(String);

async function openHome(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('home')).toBeVisible();
}

test.describe('the live-chat plugins', () => {
  test('off: neither chunk nor any vendor script is downloaded, even after the shopper interacts', async ({ page }) => {
    const urls = requestLog(page);
    const turns = watchPluginTurns(page);
    await openHome(page, '/?plugins=none');
    await page.mouse.wheel(0, 300);
    await page.keyboard.press('Tab');
    await turns.taken();
    expect(urls.filter((url) => vendors.some((vendor) => vendor.chunk.test(url.pathname))).map(String)).toEqual([]);
    expect(urls.filter((url) => url.pathname.startsWith('/sim-vendor/')).map(String)).toEqual([]);
    await expect(page.locator('[data-sim-vendor]')).toHaveCount(0);
  });

  for (const vendor of vendors) {
    test.describe(vendor.uniqueId, () => {
      test('on: loads on the first interaction, draws the vendor’s bubble bottom right, and its chat panel opens and closes', async ({ page }) => {
        const urls = requestLog(page);
        const turns = watchPluginTurns(page);
        await openHome(page, `/?plugins=${vendor.uniqueId}`);

        // Nothing before the shopper interacts: live chat waits for a first tap, key or scroll.
        await turns.taken();
        expect(urls.filter((url) => vendor.chunk.test(url.pathname) || url.pathname.startsWith('/sim-vendor/')).map(String)).toEqual([]);

        await page.mouse.wheel(0, 200);
        const widget = page.locator(`[data-sim-vendor="${vendor.standIn}"]`);
        const launcher = widget.getByRole('button', { name: 'Live chat' });
        await expect(launcher).toBeVisible({ timeout: 10_000 });
        expect(urls.filter((url) => vendor.chunk.test(url.pathname))).toHaveLength(1);
        expect(urls.filter((url) => url.pathname.startsWith('/sim-vendor/')).map((url) => url.pathname)).toEqual([vendor.scriptPath]);

        // The vendors' default place: a round 60 px bubble 20 px from the bottom and right edges.
        const viewport = page.viewportSize();
        const box = await launcher.boundingBox();
        if (!viewport || !box) throw new Error('no layout');
        expect(Math.round(box.width)).toBe(60);
        expect(Math.round(box.height)).toBe(60);
        expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
        expect(Math.round(viewport.height - (box.y + box.height))).toBe(20);

        await launcher.click();
        const panel = page.getByRole('dialog', { name: vendor.panelName });
        await expect(panel).toBeVisible();
        await expect(launcher).toHaveAttribute('aria-expanded', 'true');
        await expect(panel.getByText(vendor.details)).toBeVisible();
        const message = panel.getByRole('textbox', { name: 'Your message' });
        await expect(message).toBeFocused();
        await message.fill('Do you deliver on Sundays?');
        await message.press('Enter');
        await expect(panel.getByText('Do you deliver on Sundays?')).toBeVisible();
        await expectNoAxeViolations(page, { include: `[data-sim-vendor="${vendor.standIn}"]` });

        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(launcher).toBeFocused();

        // The vendor's JavaScript API works too, as it would for a merchant's own snippet.
        await vendor.openThroughApi(page);
        await expect(panel).toBeVisible();
        await panel.getByRole('button', { name: 'Close chat' }).click();
        await expect(panel).toBeHidden();

        expect(leavingTheMachine(urls)).toEqual([]);
      });

      test('a vendor script that fails to load leaves the storefront working and is reported once', async ({ page, pageErrors }) => {
        await page.route('**/sim-vendor/**', (route) => route.fulfill({ status: 404, contentType: 'text/javascript', body: '' }));
        const consoleErrors: string[] = [];
        page.on('console', (entry) => {
          if (entry.type() === 'error') consoleErrors.push(entry.text());
        });
        const urls = requestLog(page);
        const turns = watchPluginTurns(page);
        await openHome(page, `/?plugins=${vendor.uniqueId}`);

        const failed = page.waitForResponse((response) => new URL(response.url()).pathname === vendor.scriptPath && response.status() === 404);
        await page.mouse.wheel(0, 200);
        await failed;
        await expect.poll(() => consoleErrors.filter((text) => text.includes(`plugin ${vendor.uniqueId} failed`)).length).toBe(1);

        await expect(page.locator('[data-sim-vendor]')).toHaveCount(0);
        await expect(page.getByTestId('home')).toBeVisible();
        const card = page.locator('article.product-card').first();
        await card.scrollIntoViewIfNeeded();
        await expect(card).toBeVisible();
        // Once what the scroll set off has rendered, the failure has still been reported only the once.
        await turns.taken();
        expect(consoleErrors.filter((text) => text.includes(`plugin ${vendor.uniqueId} failed`))).toHaveLength(1);
        expect(pageErrors).toEqual([]);
        expect(leavingTheMachine(urls)).toEqual([]);
      });
    });
  }
});
