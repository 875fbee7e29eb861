import type { Locator, Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '@/models/search/search.lib';
import { expect, expectNoAxeViolations, settled, test, type ApiRequest, viewports } from './support/fixtures';

/**
 * The search screen (/search?q=, issue 16 section 3) in Chromium, against the built storefront and the simulator's
 * server, at phone and desktop widths: typing, one request per pause, the query in the address, opening a product and
 * Back bringing back the query, its results and the scroll, the combobox by keyboard, recent searches, and on the
 * `slow` scenario the last query's results winning over slower, superseded answers. On phones the window scrolls; on
 * desktop the screen is in the overlay, whose content element (#child-route-overlay) scrolls.
 */

const STORE_NAME = 'Juniper Kitchen';

const searchRequests = (requests: ApiRequest[]) => requests.filter((request) => new URL(request.url).pathname === '/api/search-products');
const queriesOf = (requests: ApiRequest[]) => searchRequests(requests).map((request) => new URL(request.url).searchParams.get('q'));

/** The screen's field: a combobox with suggestions in the desktop overlay, a search box on a phone. */
const field = (page: Page): Locator => page.getByRole('search', { name: 'Menu search' }).getByLabel('Search the menu', { exact: true });
const suggestions = (page: Page): Locator => page.getByRole('listbox', { name: 'Suggestions' });
/** The search screen's product results (a home page behind the desktop overlay has a region of products too). */
const productLinks = (page: Page): Locator => page.getByRole('region', { name: 'Search', exact: true }).getByRole('region', { name: 'Products' }).getByRole('link');
const resultsHeading = (page: Page, query: string): Locator => page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+ results? for “${query}”$`) });

/** The result whose product name is exactly `name` ("Classic Burger", not "Double Classic Burger"). */
const resultLink = (page: Page, name: string): Locator =>
  productLinks(page).filter({ has: page.locator('.search-result__name', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

/** How far the page (or the desktop overlay) is scrolled. */
function scrollOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const overlay = document.querySelector<HTMLElement>('#child-route-overlay');
    return Math.round(overlay ? overlay.scrollTop : window.scrollY);
  });
}

/** Scrolls whatever holds the screen to `top`. */
async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((to) => {
    const overlay = document.querySelector<HTMLElement>('#child-route-overlay');
    if (overlay) overlay.scrollTop = to;
    else window.scrollTo({ top: to, behavior: 'instant' });
  }, top);
}

/**
 * Stops the page's clock a moment ahead of now. On a busy machine the clock can pass that moment before the call
 * lands, and Playwright refuses to pause in the past; then it aims further ahead and tries again.
 */
async function holdClock(page: Page): Promise<void> {
  for (let ahead = 5; ; ahead *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead > 5_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Types like a person, one key at a time, with the page's clock held so that no keystroke can arrive after the pause
 * however busy the machine is; then lets the pause pass and the clock run on. Needs `page.clock.install()` first.
 */
async function typeQuery(page: Page, text: string): Promise<void> {
  await holdClock(page);
  await field(page).press('ControlOrMeta+a');
  await field(page).pressSequentially(text);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await page.clock.resume();
}

/**
 * Replaces the query in one input, as a paste does: for tests about which answer wins, where a keystroke held up by a
 * busy machine past the debounce would send a query of its own ("b") that the test is not about.
 */
async function replaceQuery(page: Page, text: string): Promise<void> {
  await field(page).fill(text);
}

for (const viewport of viewports) {
  test.describe(`search (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a search box sends the shopper here; typing asks once per pause; Back from a product brings back query, results and scroll', async ({ page, apiRequests }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();

      // The home page's search_block: the screen opens focused, filled, with the results at once.
      const searchBlock = page.getByRole('search', { name: 'Search the menu' });
      await searchBlock.getByRole('searchbox', { name: 'Search the menu' }).fill('pizza');
      await searchBlock.getByRole('searchbox', { name: 'Search the menu' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=pizza$/);
      await expect(page.getByRole('dialog')).toHaveCount(viewport.name === 'desktop' ? 1 : 0);
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveValue('pizza');
      await expect(resultsHeading(page, 'pizza')).toBeVisible();
      await expect(page.getByTestId('search-announcement')).toHaveText(/^\d+ results? for “pizza”$/);
      await expect(productLinks(page).first().locator('mark').first()).toHaveText(/^pizza$/i);
      expect(queriesOf(apiRequests)).toEqual(['pizza']);

      // Typing a new query: one request once the typing pauses, none per keystroke; the address follows.
      await typeQuery(page, 'burger');
      await expect(resultsHeading(page, 'burger')).toBeVisible();
      await expect(page).toHaveURL(/\/search\?q=burger$/);
      expect(queriesOf(apiRequests)).toEqual(['pizza', 'burger']);
      await field(page).press('Enter');
      await expect(suggestions(page)).toBeHidden();
      await expectNoAxeViolations(page);

      // Deep enough into the results that a lost position would show.
      await page.getByRole('button', { name: 'Show more results' }).click();
      await expect.poll(async () => productLinks(page).count()).toBeGreaterThan(20);
      await scrollTo(page, 900);
      await expect.poll(() => scrollOffset(page)).toBeGreaterThan(600);
      const offset = await settled(page, () => scrollOffset(page));
      const name = await page.evaluate(() => {
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.search-result__link'));
        const visible = links.find((link) => {
          const box = link.getBoundingClientRect();
          return box.top > 140 && box.bottom < window.innerHeight - 140;
        });
        return visible?.querySelector('.search-result__name')?.textContent ?? '';
      });
      expect(name).not.toBe('');
      const requestsBefore = searchRequests(apiRequests).length;

      await expect(resultLink(page, name)).toHaveCount(1);
      await expect(resultLink(page, name)).toBeInViewport();
      await resultLink(page, name).click();
      await expect(page).toHaveURL(/\/product\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=burger$/);
      await expect(field(page)).toHaveValue('burger');
      await expect(resultsHeading(page, 'burger')).toBeVisible();
      await expect.poll(async () => Math.abs((await scrollOffset(page)) - offset)).toBeLessThanOrEqual(2);
      await expect(resultLink(page, name)).toBeFocused();
      // Painted from memory: nothing was asked again.
      expect(searchRequests(apiRequests).length).toBe(requestsBefore);

      // One more Back: the pizza results the shopper opened first, again from memory.
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=pizza$/);
      await expect(field(page)).toHaveValue('pizza');
      await expect(resultsHeading(page, 'pizza')).toBeVisible();
      expect(searchRequests(apiRequests).length).toBe(requestsBefore);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'desktop') test('the combobox by keyboard; Escape closes, then clears; Back leaves search in one press', async ({ page, apiRequests }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();
      await page.locator('[data-block="top_nav"]').getByRole('link', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(field(page)).toBeFocused();
      // An empty field asks nothing (an empty term must never fetch the whole catalogue).
      expect(queriesOf(apiRequests)).toEqual([]);

      // One input event: a loaded machine can hold a keystroke past the pause (typing is the next test's subject).
      await field(page).fill('pizz');
      await expect(suggestions(page)).toBeVisible();
      await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
      expect(queriesOf(apiRequests)).toEqual(['pizz']);
      const options = suggestions(page).getByRole('option');
      await expect(options.last()).toHaveText('See all results for “pizz”');
      await expectNoAxeViolations(page);

      await field(page).press('ArrowDown');
      await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? 'none');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await field(page).press('ArrowUp');
      await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id')) ?? 'none');
      await expect(field(page)).toBeFocused();

      // Escape: the popup closes (the desktop overlay stays), then the field clears.
      await field(page).press('Escape');
      await expect(suggestions(page)).toBeHidden();
      await expect(field(page)).toHaveValue('pizz');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await field(page).press('Escape');
      await expect(field(page)).toHaveValue('');
      await expect(page).toHaveURL(/\/search$/);

      // A product chosen with the arrows and Enter opens; Back needs one press to the results, one more to leave.
      await field(page).pressSequentially('pizza', { delay: 40 });
      await expect(suggestions(page).getByRole('option', { name: /Pizza/ }).first()).toBeVisible();
      const productOption = suggestions(page).getByRole('group', { name: 'Products' }).getByRole('option').first();
      const productName = (await productOption.locator('.search-option__name').textContent()) ?? '';
      // Categories come first in the popup, then products: Down once per category, and once more.
      const categoryOptions = await suggestions(page).getByRole('group', { name: 'Categories' }).getByRole('option').count();
      for (let step = 0; step <= categoryOptions; step += 1) await field(page).press('ArrowDown');
      await expect(field(page)).toHaveAttribute('aria-activedescendant', (await productOption.getAttribute('id')) ?? 'none');
      await field(page).press('Enter');
      await expect(page).toHaveURL(/\/product\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=pizza$/);
      await expect(resultsHeading(page, 'pizza')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeAttached();

      // Opening a result made "pizza" a recent search, removable with a labelled button.
      await page.goto('/search');
      const recent = page.getByRole('region', { name: 'Recent searches' });
      await expect(recent.getByRole('button', { name: 'pizza', exact: true })).toBeVisible();
      expect(productName).not.toBe('');
      await recent.getByRole('button', { name: 'Remove “pizza” from recent searches' }).click();
      await expect(page.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Browse categories' }).getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('no results: suggestions and the categories to browse', async ({ page }) => {
      await page.goto('/search?q=qqqxxzzq');
      await expect(page.getByRole('heading', { level: 2, name: 'No results for “qqqxxzzq”' })).toBeVisible();
      await expect(page.getByTestId('search-announcement')).toHaveText('No results for “qqqxxzzq”');
      await expect(page.getByText('Check the spelling.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Browse the categories:' }).getByRole('link').first()).toHaveAttribute('href', /^\/category\//);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('search on a slow network', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('earlier results stay, marked busy, while a query is on its way, and the last query’s results win', async ({ page, apiRequests }) => {
    test.setTimeout(60_000);
    // Every API call of the page waits 0.8-2.5 s: answers can come back in any order. Salad's answer is also held
    // until burger has been asked for: the checks made while it is on its way take about as long as the shortest
    // wait on a busy machine, and an answer already in when burger is typed would leave nothing to supersede.
    // (Caught at once: a test failing before burger closes the page, which rejects it.)
    const burgerAsked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'burger', { timeout: 0 }).catch(() => null);
    await page.route(
      (url) => url.pathname === '/api/search-products' && url.searchParams.get('q') === 'salad',
      async (route) => {
        await burgerAsked;
        // The page has aborted it meanwhile, as it should: there is nothing left to pass on.
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto('/search?scenario=slow');
    await expect(field(page)).toBeFocused({ timeout: 20_000 });

    await replaceQuery(page, 'pizza');
    await expect(resultsHeading(page, 'pizza')).toBeVisible({ timeout: 10_000 });

    // A new query: the pizza results stay on show, marked busy, with no empty state in between.
    await replaceQuery(page, 'salad');
    await expect.poll(() => queriesOf(apiRequests)).toEqual(['pizza', 'salad']);
    const results = page.getByTestId('search-screen').locator('.search-results');
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(resultsHeading(page, 'pizza')).toBeVisible();
    await expect(page.getByText(/^No results for/)).toHaveCount(0);

    // And another before salad has answered (its answer takes 0.8 s at least): salad's request is aborted.
    await replaceQuery(page, 'burger');
    await expect.poll(() => queriesOf(apiRequests)).toEqual(['pizza', 'salad', 'burger']);

    // Once every request has answered or been aborted, burger's results are on show, and nothing else.
    const responses = await Promise.all(searchRequests(apiRequests).map((request) => request.request.response()));
    expect(responses[2]?.ok()).toBe(true);
    expect(searchRequests(apiRequests)[1]?.request.failure()?.errorText).toMatch(/ABORTED/i);
    await expect(resultsHeading(page, 'burger')).toBeVisible();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const names = await productLinks(page).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((text) => /pizza|salad/i.test(text))).toEqual([]);
    await expect(page.getByTestId('search-announcement')).toHaveText(/^\d+ results? for “burger”$/);
  });
});
