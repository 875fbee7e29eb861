import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scrollToFirst, settled, test, type ApiRequest, viewports } from './support/fixtures';

/**
 * The category page (/category/{slug}) in Chromium, against the built storefront and the simulator's server: opened
 * from a categories block, its order in the address, the 1,200-product "Full menu" scrolled with a bounded DOM, and
 * Back from a product bringing back the same list where the shopper was. On phones the window scrolls; on desktop the
 * page is in the overlay, whose content element (#child-route-overlay) scrolls.
 */

/** The measure: the whole document after 1,000 products. */
const MAX_ELEMENTS = 1_500;
const PAGE_SIZE = 24;

/** The list of products of the category named `name`. */
const productList = (page: Page, name: string): Locator => page.getByRole('list', { name: `${name} products` });

/** Scrolls whatever holds the page (the overlay's content on desktop, else the window) by `pixels`, or to the end. */
async function scrollPage(page: Page, pixels: number | 'end'): Promise<void> {
  await page.evaluate((by) => {
    const overlay = document.querySelector<HTMLElement>('#child-route-overlay');
    const scroller = overlay && overlay.scrollHeight > overlay.clientHeight ? overlay : null;
    if (scroller) scroller.scrollTop = by === 'end' ? scroller.scrollHeight : scroller.scrollTop + by;
    else window.scrollTo({ top: by === 'end' ? document.documentElement.scrollHeight : window.scrollY + by, behavior: 'instant' });
  }, pixels);
}

/** How far the page (or the overlay) is scrolled. */
function scrollOffset(page: Page): Promise<number> {
  return page.evaluate(() => {
    const overlay = document.querySelector<HTMLElement>('#child-route-overlay');
    return Math.round(overlay ? overlay.scrollTop : window.scrollY);
  });
}

/** How many products the open list holds now: the grid's set size, less the placeholders of a page on its way. */
function loadedProducts(page: Page): Promise<number> {
  return page.evaluate((pageSize) => {
    const products = document.querySelector('.category-products');
    const setSize = Number(products?.querySelector('.virtual-grid__cell')?.getAttribute('aria-setsize') ?? 0);
    // The list announces a page on its way (CategoryProducts' status line) while its placeholders are in the grid.
    const loadingMore = (products?.querySelector('[role="status"]')?.textContent ?? '') !== '';
    return products?.getAttribute('data-state') === 'loading' ? 0 : setSize - (loadingMore ? pageSize : 0);
  }, PAGE_SIZE);
}

/** Scrolls to the end of the list until it holds at least `count` products. */
async function scrollUntilLoaded(page: Page, count: number, timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const loaded = await loadedProducts(page);
        if (loaded < count) await scrollPage(page, 'end');
        return loaded;
      },
      { timeout, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(count);
}

const categoryProductRequests = (requests: ApiRequest[]) => requests.filter((request) => request.path.startsWith('/api/get-category-products'));

for (const viewport of viewports) {
  test.describe(`the category page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('opens from a categories block on the home page', async ({ page }) => {
      await page.goto('/');
      // Visible ones: a block drawn both ways by width keeps the other way's links hidden until it has hydrated.
      const tile = await scrollToFirst(page, page.locator('[data-block^="categories_"] a[href^="/category/"]').filter({ visible: true }));
      const href = (await tile.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/category\/[^/]+$/);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const heading = page.locator('section.category-screen').getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText(/Loading/);
      const name = (await heading.textContent())?.trim() ?? '';
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(productList(page, name).getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('.category-products .product-card--skeleton')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('keeps a new order in the address, and a reload lists in that order', async ({ page, apiRequests }) => {
      await page.goto('/category/full-menu');
      await expect(productList(page, 'Full menu').getByRole('listitem').first()).toBeVisible();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL(/\/category\/full-menu\?sort=price_asc$/);
      await expect.poll(() => categoryProductRequests(apiRequests).some((request) => /[?&]sort=price_asc/.test(request.path) && /[?&]page=1(&|$)/.test(request.path))).toBe(true);
      await expect(page.locator('.category-products .product-card--skeleton')).toHaveCount(0);

      const prices = async () =>
        (await productList(page, 'Full menu').locator('.product-card__price-now').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
      const ascending = await prices();
      expect(ascending.length).toBeGreaterThan(2);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      await page.getByRole('checkbox', { name: 'In stock only' }).check();
      await expect(page).toHaveURL(/\/category\/full-menu\?sort=price_asc&in_stock=1$/);

      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
      await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
      await expect(productList(page, 'Full menu').getByRole('listitem').first()).toBeVisible();
    });

    test('scrolls Full menu past 1,000 products with a bounded DOM', async ({ page, apiRequests }) => {
      test.setTimeout(180_000);
      await page.goto('/category/full-menu');
      await expect(productList(page, 'Full menu').getByRole('listitem').first()).toBeVisible();
      await scrollUntilLoaded(page, 1_000, 150_000);
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      expect(elements, `${elements} elements in the document`).toBeLessThanOrEqual(MAX_ELEMENTS);
      // Pages came one at a time, each once, in order, after the first, which came with the server's page.
      const pages = categoryProductRequests(apiRequests).map((request) => Number(new URL(request.url).searchParams.get('page')));
      const asked = Math.ceil(1_000 / PAGE_SIZE) - 1;
      expect(pages.slice(0, asked)).toEqual(Array.from({ length: asked }, (_, index) => index + 2));
      // Halfway back up, the rows there are rendered again and the DOM is still bounded.
      await scrollPage(page, -(await scrollOffset(page)) / 2);
      await expect(productList(page, 'Full menu').locator('.product-card').first()).toBeVisible();
      expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThanOrEqual(MAX_ELEMENTS);
    });

    test('Back from a product brings back the same list where the shopper was', async ({ page, apiRequests }) => {
      test.setTimeout(60_000);
      await page.goto('/category/full-menu');
      await expect(productList(page, 'Full menu').getByRole('listitem').first()).toBeVisible();
      await scrollUntilLoaded(page, 5 * PAGE_SIZE, 30_000);
      await scrollPage(page, -1_500);
      const offset = await settled(page, () => scrollOffset(page));
      expect(offset).toBeGreaterThan(2_000);

      // A product whose card is well inside the visible area (clear of the top bar and the phone's tab bar).
      const name = await page.evaluate(() => {
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.category-products .product-card__name a'));
        const visible = links.find((link) => {
          const box = link.getBoundingClientRect();
          return box.top > 120 && box.bottom < window.innerHeight - 120;
        });
        return visible?.textContent ?? '';
      });
      expect(name).not.toBe('');
      const requestsBefore = categoryProductRequests(apiRequests).length;

      await productList(page, 'Full menu').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(/\/product\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/category\/full-menu$/);

      await expect.poll(async () => Math.abs((await scrollOffset(page)) - offset)).toBeLessThanOrEqual(2);
      await expect(productList(page, 'Full menu').getByRole('heading', { level: 2, name, exact: true })).toBeInViewport();
      expect(await loadedProducts(page)).toBeGreaterThanOrEqual(5 * PAGE_SIZE);
      // The list came back from memory: not one page was asked for again.
      expect(categoryProductRequests(apiRequests).length).toBe(requestsBefore);
    });
  });
}
