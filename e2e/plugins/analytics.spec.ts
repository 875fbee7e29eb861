import type { Page } from '@playwright/test';
import { expect, firstAddButton, seedLocalStorage, test } from '../support/fixtures';
import { watchPluginTurns, type PluginTurns } from '../support/plugin-turns';

/**
 * The analytics plugin (google_analytics) in Chromium against the built storefront and the simulator's server:
 * off means its chunk and gtag.js are never requested; on, the gtag stand-in forwards the storefront's events to
 * the simulator's analytics sink; with cookie consent on, nothing loads until the shopper grants analytics.
 *
 * The sink is one list for the whole server, and the other worker runs other specs against it: each test marks
 * its visit with a unique query parameter, which reaches the sink in every hit's page_location (the stand-in sends
 * the location the page set, else the document's, as gtag.js does), and reads only its own events.
 */

const MEASUREMENT_ID = 'G-SIM12345';
const ANALYTICS_CHUNK = /\/assets\/GoogleAnalytics-[^/]+\.js$/;
const GTAG_STAND_IN = /\/sim-vendor\/www\.googletagmanager\.com\/gtag\/js\?id=G-SIM12345$/;

interface CollectedEvent {
  measurement_id: string;
  name: string;
  params: Record<string, unknown>;
  ts: number;
  page_location?: string;
}

const consent = (granted: boolean) => ({
  version: 1,
  choice: { analytics: granted, marketing: granted, functional: granted },
  decidedAt: '2026-01-01T00:00:00.000Z',
});

/** Every URL the page requests from now on. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** A query parameter no other test uses. */
const visitMarker = () => `e2e-visit=${crypto.randomUUID()}`;

/** The sink's events from this test's visit (its marker in page_location). */
async function eventsOfVisit(page: Page, marker: string): Promise<CollectedEvent[]> {
  const response = await page.request.get('/sim/analytics/events');
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: CollectedEvent[] };
  return events.filter((event) => event.page_location?.includes(marker));
}

async function openStore(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-block]').first()).toBeVisible();
}

/** Once every plugin has had its moment, nothing of analytics was asked for. */
async function expectNothingOfAnalytics(turns: PluginTurns, urls: string[]) {
  await turns.taken();
  expect(urls.filter((url) => ANALYTICS_CHUNK.test(new URL(url).pathname))).toEqual([]);
  expect(urls.filter((url) => url.includes('/sim-vendor/'))).toEqual([]);
}

async function expectPageViewCollected(page: Page, marker: string) {
  await expect
    .poll(async () => (await eventsOfVisit(page, marker)).filter((event) => event.name === 'page_view').map((event) => event.measurement_id), {
      message: 'a page_view from this visit in the analytics sink',
      timeout: 15_000,
    })
    .toEqual([MEASUREMENT_ID]);
}

test.beforeEach(async ({ page }) => {
  // Old events out of the way (the marker keeps this test's reads to its own visit either way).
  const response = await page.request.delete('/sim/analytics/events');
  expect(response.status()).toBe(204);
});

test.describe('the analytics plugin', () => {
  test('off: neither its code nor gtag.js is downloaded', async ({ page }) => {
    const urls = requestLog(page);
    const turns = watchPluginTurns(page);
    await openStore(page, '/?plugins=none');
    await expectNothingOfAnalytics(turns, urls);
  });

  test('on: the gtag stand-in loads once and the page view reaches the sink in GA4 shape', async ({ page }) => {
    const urls = requestLog(page);
    const marker = visitMarker();
    await openStore(page, `/?plugins=google_analytics&${marker}`);

    await expectPageViewCollected(page, marker);
    expect(urls.filter((url) => GTAG_STAND_IN.test(url))).toHaveLength(1);
    const [pageView] = (await eventsOfVisit(page, marker)).filter((event) => event.name === 'page_view');
    expect(pageView?.params).toMatchObject({ page_path: expect.stringMatching(/^\//), page_title: expect.any(String) });
    expect(String(pageView?.params.page_location)).toContain(marker);
  });

  test('on: a tracking link’s token (a capability to read the order) never reaches the sink; campaign tags do', async ({ page }) => {
    const marker = visitMarker();
    const token = `tr-${crypto.randomUUID()}`;
    await page.goto(`/track-order/1?token=${token}&utm_source=mail&plugins=google_analytics&${marker}`);
    // Order 1 is not this token's: the screen says so, and the visit is reported all the same.
    await expect(page.getByRole('heading', { name: 'Track your order' }).first()).toBeVisible();

    await expectPageViewCollected(page, marker);
    const events = await eventsOfVisit(page, marker);
    expect(JSON.stringify(events)).not.toContain(token);
    const [pageView] = events.filter((event) => event.name === 'page_view');
    expect(String(pageView?.params.page_path)).toMatch(/^\/track-order\/1\?utm_source=mail&/);
    expect(String(pageView?.params.page_location)).toContain('/track-order/1?utm_source=mail&');
  });

  test('on: an add to cart reaches the sink as add_to_cart with its item', async ({ page }) => {
    const marker = visitMarker();
    await openStore(page, `/?plugins=google_analytics&${marker}`);
    await expectPageViewCollected(page, marker);

    await (await firstAddButton(page)).click();
    await expect
      .poll(async () => (await eventsOfVisit(page, marker)).filter((event) => event.name === 'add_to_cart').length, { timeout: 10_000 })
      .toBe(1);
    const [addToCart] = (await eventsOfVisit(page, marker)).filter((event) => event.name === 'add_to_cart');
    expect(addToCart?.measurement_id).toBe(MEASUREMENT_ID);
    expect(addToCart?.params).toEqual({
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      value: expect.any(Number),
      items: [expect.objectContaining({ item_id: expect.any(String), item_name: expect.any(String), price: expect.any(Number), quantity: 1 })],
    });
    expect(Number(addToCart?.params.value)).toBeGreaterThan(0);
  });

  test.describe('with cookie consent on', () => {
    test('undecided: nothing of analytics loads', async ({ page }) => {
      const urls = requestLog(page);
      const turns = watchPluginTurns(page);
      await openStore(page, `/?plugins=google_analytics,cookie_consent&${visitMarker()}`);
      await expectNothingOfAnalytics(turns, urls);
    });

    test('analytics granted: it loads and reports the page view', async ({ page }) => {
      await seedLocalStorage(page, { storefrontConsent: consent(true) });
      const urls = requestLog(page);
      const marker = visitMarker();
      await openStore(page, `/?plugins=google_analytics,cookie_consent&${marker}`);

      await expectPageViewCollected(page, marker);
      expect(urls.filter((url) => ANALYTICS_CHUNK.test(new URL(url).pathname))).toHaveLength(1);
      expect(urls.filter((url) => GTAG_STAND_IN.test(url))).toHaveLength(1);
    });

    test('accepting on the banner loads it, and the opening page view is still reported', async ({ page }) => {
      const urls = requestLog(page);
      const marker = visitMarker();
      await openStore(page, `/?plugins=google_analytics,cookie_consent&${marker}`);
      await page.getByRole('button', { name: 'Accept all' }).click();

      // The page view was emitted before consent; the bus replays it to the plugin once it may load.
      await expectPageViewCollected(page, marker);
      expect(urls.filter((url) => GTAG_STAND_IN.test(url))).toHaveLength(1);
    });

    test('analytics refused: nothing of analytics loads', async ({ page }) => {
      await seedLocalStorage(page, { storefrontConsent: consent(false) });
      const urls = requestLog(page);
      const turns = watchPluginTurns(page);
      await openStore(page, `/?plugins=google_analytics,cookie_consent&${visitMarker()}`);
      await expectNothingOfAnalytics(turns, urls);
    });
  });
});
