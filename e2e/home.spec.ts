import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { merchantPreviewQuery } from './support/merchant-preview';

const ALL_CODES = [
  'top_nav',
  'banner_slider',
  'search_block',
  'categories_grid',
  'categories_horizontal_strip',
  'products_display',
  'product_horizontal_strip',
  'slider_centered',
  'static_banner',
  'custom_html_block',
  'products_infinite_scroll',
  'bottom_nav',
];

/** Scrolls to the bottom in steps so every deferred block gets near the viewport and loads. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.9);
      // The blocks' observers have seen the new viewport by the second frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 4;
    });
    if (done) break;
  }
}

/** Brings a deferred block near the viewport until its view has rendered. */
async function expectBlockRendered(page: Page, code: string) {
  await expect
    .poll(
      async () => {
        const rendered = await page.locator(`[data-block="${code}"]`).count();
        if (rendered > 0) return true;
        const placeholder = page.locator(`[data-reserved-for="${code}"]`).first();
        // The block may replace its placeholder between the count and the scroll: then the next poll finds it.
        if ((await placeholder.count()) > 0) await placeholder.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
        else await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return false;
      },
      { message: code, timeout: 15_000 },
    )
    .toBe(true);
}

test.describe('the home page', () => {
  test('renders every layout code of the seeded store (phone)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
    for (const code of ALL_CODES) await expectBlockRendered(page, code);
    await expect(page.locator('[data-block="categories_horizontal_strip"] .category-strip')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });

  test('renders every layout code but bottom_nav on desktop, categories strip as a grid', async ({ page }) => {
    await page.goto('/');
    for (const code of ALL_CODES.filter((code) => code !== 'bottom_nav')) await expectBlockRendered(page, code);
    await expect(page.locator('[data-block="bottom_nav"]')).toHaveCount(0);
    // Above 768 px the strip is the grid: tiles in columns, no sideways strip.
    const strip = page.locator('[data-block="categories_horizontal_strip"]');
    await expect(strip.locator('.category-tile').first()).toBeVisible();
    await expect(strip.locator('.category-strip')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const serverBodies of [false, true]) {
    test.describe(serverBodies ? 'from the server\'s HTML, hydrated' : 'drawn by the browser', () => {
      test.use({ serverBodies });
      test('downloads only the blocks in the layout, and those below the fold only when scrolled near', async ({ page }) => {
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await page.goto('/');
        await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(scripts.some((path) => /ProductsInfiniteScroll/.test(path))).toBe(false);
        await scrollThrough(page);
        await expect.poll(() => scripts.some((path) => /ProductsInfiniteScroll/.test(path))).toBe(true);
        // Hydrated as it came near (a mismatch would fail the test): the block then asks for its products and shows them.
        await expect(page.locator('[data-block="products_infinite_scroll"]')).toHaveAttribute('data-state', 'ready');
      });
    });
  }

  test('desktop: the scroll position is kept when the shopper comes back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    // The position is kept once the page has written it down.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('storefront:home-scroll'))).toBe('900');
    await page.goto('/cart');
    await page.goBack();
    // Back is a new document: a read while it replaces the old one finds no page to read, and is taken again.
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)).catch(() => -1)).toBeGreaterThan(800);
  });
});

test.describe('a broken layout', () => {
  test('shows shoppers the valid blocks and nothing of the broken ones', async ({ page, pageErrors }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/?scenario=broken-layout');
    await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
    await scrollThrough(page);
    await expect(page.locator('[data-block="products_display"]').first()).toBeAttached();
    await expect(page.locator('[data-block-problem]')).toHaveCount(0);
    await expect(page.getByText(/mega_menu_3000|Invalid block data|Unknown block/)).toHaveCount(0);
    await expect(page.locator('[data-block-id="9001"], [data-block-id="9002"], [data-block-id="9003"]')).toHaveCount(0);
    // Each problem is reported once to the console, for developers.
    await expect.poll(() => consoleErrors.filter((text) => text.includes('[layout]')).length).toBe(3);
    expect(pageErrors).toEqual([]);
  });

  test('labels each broken item for a merchant in preview', async ({ page }) => {
    await page.goto(`/?scenario=broken-layout&${await merchantPreviewQuery(page)}`);
    await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
    await scrollThrough(page);
    const unknown = page.getByRole('note', { name: 'Unknown block: mega_menu_3000, item 9001' });
    await expect(unknown).toBeVisible();
    const invalid = page.getByRole('note', { name: 'Invalid block data: banner_slider, item 9002' });
    await expect(invalid).toContainText('data.slides');
    const crashed = page.getByRole('note', { name: 'Block failed to render: static_banner, item 9003' });
    await expect(crashed).toContainText('Simulated crash');
    await expect(page.locator('[data-block="products_display"]').first()).toBeAttached();
  });

  test('shows a plain visitor of the production build with ?preview=1 the live storefront: nothing labelled, no panels', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/?preview=1&scenario=broken-layout');
    await expect(page.locator('[data-block="top_nav"]')).toBeVisible();
    await scrollThrough(page);
    await expect(page.locator('[data-block="products_display"]').first()).toBeAttached();
    // Rendered and reported like any shopper's page: the broken items were met, and hidden.
    await expect.poll(() => consoleErrors.filter((text) => text.includes('[layout]')).length).toBe(3);
    await expect(page.locator('[data-block-problem]')).toHaveCount(0);
    await expect(page.getByRole('note', { name: /Unknown block|Invalid block data|Block failed to render/ })).toHaveCount(0);
    await expect(page.locator('[data-block-id="9001"], [data-block-id="9002"], [data-block-id="9003"]')).toHaveCount(0);
    await expect(page.getByTestId('plugin-preview-panel')).toHaveCount(0);
    await expect(page.getByTestId('dropped-parts-panel')).toHaveCount(0);
  });
});
