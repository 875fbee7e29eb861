import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scrollToFirst, test, viewports, type NamedViewport } from './support/fixtures';
import { exerciseInPage, expectClean, expectControlIntact, findingsNow, settleExercise, sweepPointer, watchPage } from './support/xss-canary';
import { sentinelAttribute, XSS_PAYLOADS } from '../fake-store/domain/xss-corpus';

/**
 * Product reviews and content pages in Chromium, against the built storefront and the simulator's server, at phone
 * and desktop widths: the reviews of Margherita Pizza (product 1, about 340 ratings) with their summary, histogram
 * and "Show more"; a content page opened from the footer's links; and /page/hostile-markup, an unlisted page whose
 * content is the XSS corpus, which must render without a single script running (checked with e2e/xss.spec.ts's canary,
 * e2e/support/xss-canary.ts: every payload calls it, from any frame, and the rendered HTML is inspected and exercised).
 */

const MARGHERITA_ID = 1;
const PER_PAGE = 10;
const CONTENT = '.content-page__body';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a child route's screen is: the overlay on desktop, the page itself on a phone. */
const screenRoot = (page: Page, viewport: NamedViewport) => (viewport.name === 'desktop' ? page.getByRole('dialog') : page.locator('main'));

for (const viewport of viewports) {
  test.describe(`reviews and content pages (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the reviews of a product: summary, histogram, and Show more brings ten more', async ({ page, apiRequests }) => {
      await page.goto(`/product/reviews/${MARGHERITA_ID}`);
      const root = screenRoot(page, viewport);
      await expect(root.getByRole('heading', { level: 1, name: 'Product reviews: Margherita Pizza', exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(viewport.name === 'desktop' ? 1 : 0);

      const summary = root.getByRole('region', { name: 'Ratings summary' });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('img', { name: /^\d(\.\d)? out of 5 stars$/ })).toBeVisible();
      await expect(summary.getByText(/^Based on \d[\d,]* ratings$/)).toBeVisible();
      const ratings = Number(((await summary.getByText(/^Based on/).textContent()) ?? '').replace(/\D/g, ''));
      expect(ratings).toBeGreaterThan(2 * PER_PAGE);

      const rows = summary.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
      await expect(rows).toHaveCount(5);
      const labels = await rows.evaluateAll((items) => items.map((item) => item.querySelector('.visually-hidden')?.textContent ?? ''));
      expect(labels.map((label) => /^(\d) stars?:/.exec(label)?.[1])).toEqual(['5', '4', '3', '2', '1']);
      for (const label of labels) expect(label).toMatch(/^\d stars?: \d[\d,]* ratings? \(\d{1,3}%\)$/);
      const counted = labels.reduce((sum, label) => sum + Number(/: ([\d,]+) rating/.exec(label)?.[1]?.replace(/,/g, '') ?? 0), 0);
      expect(counted).toBe(ratings);

      const reviews = root.getByRole('region', { name: 'Reviews', exact: true }).getByRole('heading', { level: 3 });
      await expect(reviews).toHaveCount(PER_PAGE);
      await expectNoAxeViolations(page);

      const more = root.getByRole('button', { name: 'Show more' });
      const box = await more.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await more.click();
      await expect(reviews).toHaveCount(2 * PER_PAGE);
      // Focus moved to the first of the new reviews.
      await expect(reviews.nth(PER_PAGE)).toBeFocused();
      const pagesAsked = apiRequests
        .filter((request) => new URL(request.url).pathname === '/api/get-product-reviews')
        .map((request) => new URL(request.url).searchParams);
      // The first page came with the server's page; Show more asked for the second.
      expect(pagesAsked.map((params) => [params.get('product_id'), params.get('page'), params.get('per_page')])).toEqual([[String(MARGHERITA_ID), '2', String(PER_PAGE)]]);
      await expectNoAxeViolations(page);
    });

    test('from a product page to its reviews and back', async ({ page }) => {
      await page.goto('/product/margherita-pizza');
      const root = screenRoot(page, viewport);
      await root.getByRole('link', { name: 'See reviews of Margherita Pizza' }).click();
      await expect(page).toHaveURL(new RegExp(`/product/reviews/${MARGHERITA_ID}$`));
      await expect(root.getByRole('heading', { level: 1, name: 'Product reviews: Margherita Pizza', exact: true })).toBeVisible();
      // A phone's child routes share one Back at their top, which stands in for the screen's own link there.
      await root.getByRole('link', viewport.name === 'phone' ? { name: 'Back', exact: true } : { name: 'Back to the product' }).click();
      await expect(page).toHaveURL(/\/product\/margherita-pizza$/);
      // Opened directly (a shared link, a reload), the reviews offer no way back to a page the shopper never saw.
      await page.goto(`/product/reviews/${MARGHERITA_ID}`);
      await expect(root.getByRole('region', { name: 'Ratings summary' })).toBeVisible();
      await expect(root.getByRole('link', { name: 'Back to the product' })).toHaveCount(0);
    });

    test('a content page opened from the footer’s links', async ({ page }) => {
      await page.goto('/');
      // The footer's links load as the shopper nears it.
      const link = await scrollToFirst(page, page.getByTestId('site-footer').getByRole('navigation', { name: 'Store information' }).getByRole('link'));
      await expect(link).toBeVisible();
      const title = ((await link.textContent()) ?? '').trim();
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/page\/[\w-]+$/);
      // The home page's lower blocks load as the footer nears (it moves), and a phone's bottom bar is fixed over the
      // bottom of the screen: bring the link to the middle and click, until a click lands.
      await expect(async () => {
        await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await link.click({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
      const root = screenRoot(page, viewport);
      await expect(root.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The merchant's HTML, through the sanitiser.
      await expect(root.locator(CONTENT)).not.toBeEmpty();
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
      await expectNoAxeViolations(page);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('/page/hostile-markup: the XSS corpus as a page’s content runs nothing', async ({ page }) => {
      test.setTimeout(45_000);
      const watch = await watchPage(page);
      await page.goto('/page/hostile-markup');
      const body = page.locator(CONTENT);
      await expect(body).toBeAttached({ timeout: 10_000 });
      // Rendered: the payloads' markers are in the sanitised content (a payload that turns what follows into text
      // hides the markers after it, so not every one shows).
      await expect.poll(() => body.locator(`[${sentinelAttribute}]`).count()).toBeGreaterThan(0);
      const rendered = await body.locator(`[${sentinelAttribute}]`).count();
      test.info().annotations.push({ type: 'rendered', description: `${rendered} of ${XSS_PAYLOADS.length} payload markers rendered` });
      watch.arm();

      const result = await page.evaluate(exerciseInPage, { targets: [{ selector: CONTENT, sentinels: [] }], timeoutMs: 2_000, sentinelAttribute });
      expect(result.missing).toEqual([]);
      await sweepPointer(page, CONTENT);
      await settleExercise(page);
      expectClean(watch, [...result.findings, ...(await findingsNow(page, CONTENT))]);
      // Safe HTML survives: the control block's links and bold text (fake-store/domain/xss-corpus.ts CONTROL_HTML).
      await expectControlIntact(page, CONTENT);
      await expect(page).toHaveURL(/\/page\/hostile-markup$/);
    });
  });
}
