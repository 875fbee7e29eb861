import type { Page } from '@playwright/test';
import { expect, settled, test } from './support/fixtures';

/**
 * What every page shares, at the widths where a shopper tripped on it: where a page opens and where Back returns, the
 * top bar at desktop widths and the branch on a phone, the footer below the home page's endless list and the
 * store-closed screen.
 */

const phone = { width: 390, height: 844 };

const windowTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const overlayTop = (page: Page) => page.evaluate(() => Math.round(document.getElementById('child-route-overlay')?.scrollTop ?? -1));

test.describe('where a page opens, on a 390 px phone', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('a product from "Popular right now" opens at its top; Back returns to the home page where the shopper was, Forward to the product', async ({ page }) => {
    await page.goto('/');
    const popular = page.locator('section', { has: page.getByRole('heading', { name: 'Popular right now' }) });
    const product = popular.locator('a[href^="/product/"]:not([tabindex="-1"])').first();
    await product.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    const homeAt = await settled(page, () => windowTop(page));
    expect(homeAt).toBeGreaterThan(300);
    await product.tap();

    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await settled(page, () => windowTop(page))).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await settled(page, () => windowTop(page));

    await page.goBack();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect.poll(() => windowTop(page)).toBe(homeAt);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => windowTop(page)).toBe(400);

    // The cart, from the tab bar, opens at its top too, not at the recommendations below it.
    await page.getByRole('navigation', { name: 'Tab bar' }).locator('a[href="/cart"]').tap();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await settled(page, () => windowTop(page))).toBe(0);
  });
});

test.describe('where a page opens, on a 1280 px desktop', () => {
  test('a product opened from a scrolled category opens at its top, and Back returns the category where it was', async ({ page }) => {
    await page.goto('/');
    await page.locator('a[href="/category/pizzas"]').filter({ visible: true }).first().click();
    const overlay = page.locator('#child-route-overlay');
    const products = overlay.locator('.product-card__name a');
    // A product opened once before: its code is here, and nothing but the router stands between the two pages.
    await products.first().click();
    await expect(overlay.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(products.first()).toBeVisible();
    await overlay.evaluate((element) => element.scrollTo({ top: 549 }));
    expect(await settled(page, () => overlayTop(page))).toBe(549);
    const inView = await products.evaluateAll((links) =>
      links.findIndex((link) => {
        const box = link.getBoundingClientRect();
        return box.top > 120 && box.bottom < window.innerHeight - 40;
      }),
    );
    await products.nth(inView).click();

    await expect(page).toHaveURL(/\/product\//);
    await expect(overlay.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await settled(page, () => overlayTop(page))).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/category\/pizzas$/);
    await expect.poll(() => overlayTop(page)).toBe(549);
    // The home page behind the overlay did not move.
    expect(await windowTop(page)).toBe(0);
  });
});

test.describe('the top bar', () => {
  for (const width of [1024, 1280]) {
    test(`at ${width} px shows the menu links that fit, none under Search or cut, and the rest under More`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main' });
      const search = page.locator('[data-block="top_nav"]').getByRole('link', { name: 'Search' });
      await expect(search).toBeVisible();
      const links = menu.locator('.top-nav__menu-list a');
      // A page drawn by the server holds every link, those that do not fit on a hidden second row, until the bar has
      // measured itself after hydration: then each link it keeps is on the one row, left of Search.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const searchLeft = document.querySelector('[data-block="top_nav"] a[href="/search"]')?.getBoundingClientRect().left ?? 0;
            const listTop = document.querySelector('.top-nav__menu-list')?.getBoundingClientRect().top ?? 0;
            return [...document.querySelectorAll('.top-nav__menu-list a')].every((link) => {
              const box = link.getBoundingClientRect();
              return box.right <= searchLeft && Math.abs(box.top - listTop) < 1;
            });
          }),
        )
        .toBe(true);
      const searchBox = await search.boundingBox();
      const shown = await links.allTextContents();
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box && searchBox && box.x + box.width <= searchBox.x).toBe(true);
        // Not cut: the whole label is inside its link and the link inside the list.
        expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= (element.closest('ul')?.getBoundingClientRect().right ?? 0) + 0.5)).toBe(true);
      }
      const all = ['Pizzas', 'Bowls', 'Drinks', 'Our story', 'Gift cards'];
      const more = menu.getByRole('button', { name: 'More links' });
      if (shown.length === all.length) {
        await expect(more).toHaveCount(0);
      } else {
        expect(shown).toEqual(all.slice(0, shown.length));
        await more.click();
        const rest = await menu.locator('.top-nav__more-list a').allTextContents();
        expect(rest.map((label) => label.replace(' (opens in a new tab)', ''))).toEqual(all.slice(shown.length));
        await page.keyboard.press('Escape');
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toBeFocused();
      }
      if (width === 1024) expect(shown.length).toBeLessThan(all.length);
    });
  }

  test('on a 390 px phone names the branch whole', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    const branch = page.locator('[data-block="top_nav"]').getByTestId('branch-selector-button').locator('.header-button__value');
    await expect(branch).toHaveText('Downtown');
    // Measured as the bar settles: a page drawn by the server is laid out for the phone once hydrated.
    await expect.poll(() => branch.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});

test.describe('below the home page on a 390 px phone', () => {
  test.use({ viewport: phone });

  test('the footer is reached: the endless list stops at Show more after three pages', async ({ page, apiRequests }) => {
    await page.goto('/');
    const pagesOfAll = () => apiRequests.filter((request) => /\/api\/get-products\?/.test(request.path) && request.url.includes('collection=all')).length;
    const more = page.getByRole('button', { name: 'Show more products' });
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return more.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(pagesOfAll()).toBe(3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('site-footer').getByRole('link').first()).toBeInViewport();
    await more.click();
    await expect.poll(pagesOfAll).toBe(4);
    await expect(page.locator('.infinite-scroll .product-card__name a:focus')).toHaveCount(1);
  });

  test('the store-closed notice is the whole screen, in the store’s colours, not a card on a grey page', async ({ page }) => {
    await page.goto('/?scenario=store-closed');
    const notice = page.getByTestId('store-closed');
    const text = notice.getByText('Sorry, we are currently not accepting orders right now. We will be back shortly.', { exact: true });
    await expect(text).toBeVisible();
    expect(await notice.boundingBox()).toEqual({ x: 0, y: 0, width: phone.width, height: phone.height });
    // The seeded store's colour behind the words, and no box of another colour between them and the screen.
    await expect(notice).toHaveCSS('background-color', 'rgb(31, 111, 92)');
    const boxes = await text.evaluate((element) => {
      const painted: string[] = [];
      for (let node = element.parentElement; node && node.dataset.testid !== 'store-closed'; node = node.parentElement) {
        const { backgroundColor } = getComputedStyle(node);
        if (backgroundColor !== 'rgba(0, 0, 0, 0)') painted.push(backgroundColor);
      }
      return painted;
    });
    expect(boxes).toEqual([]);
    expect(Number.parseFloat(await text.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(20);
  });
});
