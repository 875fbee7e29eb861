import type { Locator, Page } from '@playwright/test';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { watchPluginTurns } from '../support/plugin-turns';

/**
 * The wheel-of-popups plugin (wheel_of_popups) in Chromium against the built storefront and the simulator's server:
 * off means its chunk is never requested; on (the simulator's seeded config: a 3 second delay), the wheel opens
 * after the delay, awards a result, passes axe, closes on Escape and stays closed for the same visitor. Cookie
 * consent is off in these visits, so the wheel (a marketing plugin) needs no consent.
 *
 * The wheel's delay and spin run on the page's clock (Playwright's, installed before the page loads, time flowing as
 * usual): a test runs the clock through them instead of waiting.
 */

const WHEEL_CHUNK = /\/assets\/WheelOfPopups-[^/]+\.js$/;
const TITLE = 'Spin to win a discount';
/** The seeded config's delay. */
const DELAY_MS = Number(simulatedPluginSettings.wheel_of_popups.config.plugin_wheel_of_popups_trigger_value) * 1000;
/** The longest a spin may take to show its result. */
const SPIN_LIMIT_MS = 6_000;
const SOCIAL_PROOF_INTERVAL_MS = Number(simulatedPluginSettings.social_proof.config.plugin_social_proof_interval_seconds) * 1000;
/** What a spin can end in: every seeded segment's result. */
const RESULT = /You won (10% off|\$5 off|Free delivery)! Your coupon code is:(WELCOME10|SAVE5|FREEDELIVERY)|no prize this time/;

/** Every URL path the page requests from now on. */
function requestLog(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function openHome(page: Page, plugins: string) {
  await page.goto(`/?plugins=${plugins}`);
  await expect(page.locator('[data-testid="home"]')).toBeVisible();
}

const wheelDialog = (page: Page) => page.getByRole('dialog', { name: TITLE });
const wheelRoot = (page: Page) => page.locator('[data-plugin="wheel_of_popups"]');

/** The wheel's moment, on the page's clock: once the wheel has mounted (closed), its delay is run through. */
async function wheelMoment(page: Page): Promise<Locator> {
  await expect(wheelRoot(page)).toHaveAttribute('data-state', 'closed', { timeout: 10_000 });
  await page.clock.runFor(DELAY_MS);
  const dialog = wheelDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

interface WheelTimes {
  mountedAt?: number;
  openedAt?: number;
}

/** Notes, on the page's clock, when the wheel mounts and when it opens. */
async function noteWheelTimes(page: Page) {
  await page.addInitScript(() => {
    const times: WheelTimes = {};
    Object.assign(window, { wheelTimes: times });
    new MutationObserver(() => {
      const state = document.querySelector('[data-plugin="wheel_of_popups"]')?.getAttribute('data-state');
      if (state) times.mountedAt ??= Date.now();
      if (state === 'open') times.openedAt ??= Date.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

test.describe('the wheel of popups plugin', () => {
  test('is never downloaded when it is off', async ({ page }) => {
    const paths = requestLog(page);
    const turns = watchPluginTurns(page);
    await openHome(page, 'none');
    await turns.taken();
    expect(paths.filter((path) => WHEEL_CHUNK.test(path))).toEqual([]);
    await expect(wheelDialog(page)).toHaveCount(0);
  });

  test('opens after its delay, awards a result, passes axe, closes on Escape, and does not come back', async ({ page }) => {
    await page.clock.install();
    await noteWheelTimes(page);
    const paths = requestLog(page);
    await openHome(page, 'wheel_of_popups');

    const dialog = await wheelMoment(page);
    // The delay counts from the plugin's mount, which comes after the home page is up (the mount is noted as the page
    // gets to it, which may be a moment after the delay started).
    const times = await page.evaluate(() => (window as unknown as { wheelTimes: WheelTimes }).wheelTimes);
    expect((times.openedAt ?? 0) - (times.mountedAt ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(DELAY_MS - 100);
    expect(paths.some((path) => WHEEL_CHUNK.test(path))).toBe(true);
    await expect(dialog.getByRole('img', { name: /^Prize wheel with 4 segments: 10% off, Try again, \$5 off, Free delivery$/ })).toBeVisible();
    await expect(dialog).toContainText('Spin the wheel once for a chance to win a coupon code.');
    await expectNoAxeViolations(page);

    const spin = dialog.getByRole('button', { name: 'Spin' });
    await spin.click();
    const status = dialog.locator('.plugin-wheel__result[role="status"]');
    await expect(status).toHaveText('Spinning…');
    // A second press while the wheel turns changes nothing.
    await dialog.getByRole('button', { name: 'Spinning…' }).click({ force: true });
    await page.clock.runFor(SPIN_LIMIT_MS);
    await expect(status).toHaveText(RESULT);
    await expect(dialog.getByRole('button', { name: /Spin/ })).toHaveCount(0);
    // Focus moves to what to do with the result, inside the dialog.
    await expect(dialog.getByRole('button', { name: /^(Copy code|Continue shopping)$/ }).first()).toBeFocused();
    await expectNoAxeViolations(page);

    const stored = await page.evaluate(() => window.localStorage.getItem('storefrontWheelOfPopups'));
    const record = JSON.parse(stored ?? 'null') as { shownAt: string; code: string | null } | null;
    expect(record?.shownAt).toEqual(expect.any(String));
    const code = dialog.locator('.plugin-wheel__code code');
    const wonCode = (await code.count()) > 0 ? await code.textContent() : null;
    expect(record?.code).toBe(wonCode);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The same visitor again, with social proof beside the wheel. The wheel mounts first (its turn comes first) and
    // its delay is the shorter, so the timer that turns the notices is due after the wheel's would be: once the next
    // notice shows, the wheel has had its moment (React renders their updates in order).
    await openHome(page, 'wheel_of_popups,social_proof');
    await expect(wheelRoot(page)).toHaveAttribute('data-state', 'closed', { timeout: 10_000 });
    const notice = page.locator('[data-plugin="social_proof"]').getByRole('status');
    await expect(notice).not.toBeEmpty();
    const firstNotice = await notice.textContent();
    await page.clock.runFor(SOCIAL_PROOF_INTERVAL_MS);
    await expect(notice).not.toHaveText(firstNotice ?? '');
    await expect(wheelRoot(page)).toHaveAttribute('data-state', 'closed');
    await expect(wheelDialog(page)).toHaveCount(0);
  });

  test('shows the result at once, without spinning, to a shopper who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page, 'wheel_of_popups');
    const dialog = await wheelMoment(page);
    await dialog.getByRole('button', { name: 'Spin' }).click();
    await expect(dialog.locator('.plugin-wheel__result[role="status"]')).toHaveText(RESULT, { timeout: 500 });
    await expect(dialog.locator('.plugin-wheel__disc')).toHaveCSS('transition-duration', '0s');
  });

  test('is dismissed with No thanks and hands focus back to the page', async ({ page }) => {
    await page.clock.install();
    await openHome(page, 'wheel_of_popups');
    const dialog = await wheelMoment(page);
    // Focus is trapped inside (on the dialog's first control).
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing of the page is left hidden from assistive tech or blocked for the pointer.
    await expect(page.locator('[data-testid="home"]')).toBeVisible();
    await expect(page.locator('[aria-hidden="true"] [data-testid="home"], [data-testid="home"][aria-hidden="true"]')).toHaveCount(0);
  });
});
