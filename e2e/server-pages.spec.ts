import type { APIRequestContext, Page } from '@playwright/test';
import { cartCountName, cartLink, expect, test, viewports } from './support/fixtures';

/*
 * What a crawler or a chat app's link preview gets from the server, with no JavaScript (ADR 0044), and what a shopper's
 * browser then does with it. The simulator serves pages through the built server's handler.
 */

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  return { response, html, head: html.slice(0, html.indexOf('</head>')) };
}

const metaContent = (head: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1] ?? null;

test.describe('server HTML for crawlers and link previews', () => {
  const catalogue = [
    { path: '/', title: /^Juniper Kitchen/, jsonLd: 'store' },
    { path: '/product/margherita-pizza', title: /^Margherita Pizza/, jsonLd: 'product' },
    { path: '/category/pizzas', title: /^Pizzas/, jsonLd: 'breadcrumbs' },
    { path: '/page/about-us', title: /^About us/, jsonLd: null },
    { path: '/product/reviews/1', title: /^Reviews of Margherita Pizza/, jsonLd: null },
  ];
  for (const { path, title, jsonLd } of catalogue) {
    test(`${path}: its own title, description, canonical and social card${jsonLd ? `, and ${jsonLd} JSON-LD` : ''}`, async ({ request, baseURL }) => {
      const { response, head } = await page(request, path);
      expect(response.status()).toBe(200);
      expect(/<title>([^<]*)<\/title>/.exec(head)?.[1]).toMatch(title);
      expect(metaContent(head, 'description')).not.toBeNull();
      expect(head).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}" />`);
      expect(metaContent(head, 'og:title')).toMatch(title);
      expect(metaContent(head, 'twitter:card')).toMatch(/^summary/);
      expect(head).not.toContain('name="robots"');
      expect(response.headers()['cache-control']).toContain('s-maxage=');
      if (jsonLd) expect(head).toContain(`data-json-ld="${jsonLd}"`);
    });
  }

  test('unknown things answer 404, and personal pages say noindex', async ({ request }) => {
    for (const path of ['/product/no-such-dish', '/category/no-such-aisle', '/page/no-such-page', '/no/such/path']) {
      const { response, head } = await page(request, path);
      expect(response.status(), path).toBe(404);
      expect(metaContent(head, 'robots'), path).toBe('noindex');
    }
    for (const path of ['/cart', '/checkout', '/account/wallet']) {
      const { response, head } = await page(request, path);
      expect([response.status(), metaContent(head, 'robots')], path).toEqual([200, 'noindex']);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('the sitemap, robots.txt and the manifest linked from every page', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${new URL('/product/margherita-pizza', baseURL).href}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
    const { head } = await page(request, '/category/pizzas');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; icons: unknown[] };
    expect(manifest.name).toBe('Juniper Kitchen');
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

test("before any script, a phone's page has its tab bar and a desktop's none: the bars do not change when it runs", async ({ browser, baseURL }) => {
  for (const { width, phone } of [{ width: 390, phone: true }, { width: 1280, phone: false }]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 800 } });
    const tab = await context.newPage();
    await tab.goto('/');
    const tabBar = tab.getByRole('navigation', { name: 'Tab bar' });
    if (phone) {
      await expect(tabBar).toBeVisible();
      // The tab bar has the cart and the account: the top bar leaves them out, and the page's end clears the bar.
      await expect(tab.getByTestId('cart-link')).toBeHidden();
      await expect(tab.locator('.top-nav__account')).toBeHidden();
      const padding = await tab.evaluate(() => getComputedStyle(document.body).paddingBottom);
      expect(Number.parseFloat(padding)).toBeGreaterThanOrEqual(56);
    } else {
      await expect(tabBar).toBeHidden();
      await expect(tab.getByTestId('cart-link')).toBeVisible();
    }
    await context.close();
  }
});

test('in the browser, the page takes over the server\'s head: one product JSON-LD, the same title, no policy report', async ({ page: tab }) => {
  await tab.goto('/product/margherita-pizza');
  await expect(tab.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
  await expect(tab).toHaveTitle(/^Margherita Pizza/);
  await expect(tab.locator('script[data-json-ld="product"]')).toHaveCount(1);
  await expect(tab.locator('meta[name="robots"]')).toHaveCount(0);
  // Going to a personal page in the app writes noindex, as the server would have.
  await tab.goto('/cart');
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

/** The layout shifts of the page so far, summed as CLS counts them (those after an input left out). */
const layoutShift = (tab: Page) =>
  tab.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in the observer's first task.
        setTimeout(() => resolve(total), 0);
      }),
  );

for (const viewport of viewports) {
  test.describe(`the browser takes over the server's HTML at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, serverBodies: true });
    const pages = [
      // The home page's blocks came drawn with their products and categories.
      { path: '/', heading: 'Juniper Kitchen', asked: ['/api/get-data', '/api/get-products', '/api/get-parent-categories'] },
      { path: '/product/margherita-pizza', heading: 'Margherita Pizza', asked: ['/api/get-data', '/api/get-product'] },
      { path: '/category/pizzas', heading: 'Pizzas', asked: ['/api/get-data', '/api/get-category', '/api/get-category-products'] },
      { path: '/search?q=pizza', heading: 'Search', asked: ['/api/get-data', '/api/search-products'] },
    ];
    for (const { path, heading, asked } of pages) {
      test(`${path}: hydrated without a mismatch, nothing asked again, nothing moved`, async ({ page: tab, apiRequests }) => {
        await tab.goto(path);
        // Hydrated: the page answers a tap (the cart's link leads to the cart in the app, not through the server).
        await tab.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
        await expect(tab.getByRole('heading', { level: 1, name: heading }).first()).toBeAttached();
        // The app has started and settled: the shopper's own calls (the cart, the caches' versions) have been made.
        await expect.poll(() => apiRequests.some((request) => request.path.startsWith('/api/cache-info'))).toBe(true);
        for (const call of asked) expect(apiRequests.filter((request) => request.path.split('?')[0] === call), call).toEqual([]);
        expect(await layoutShift(tab)).toBeLessThanOrEqual(0.05);
      });
    }
  });
}

test.describe('a tap on the server\'s HTML before its block has hydrated', () => {
  test.use({ viewport: { width: 375, height: 740 }, serverBodies: true });

  test('is held, and replayed once the block has hydrated: the product is added, once', async ({ page: tab, apiRequests }) => {
    // The strip's code is held back, so the tap surely lands on HTML that React has not hydrated yet.
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.route('**/assets/ProductHorizontalStrip-*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await tab.goto('/');
    const strip = tab.locator('[data-block="product_horizontal_strip"]');
    await strip.scrollIntoViewIfNeeded();
    await strip.getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
    expect(apiRequests.filter((request) => request.path.startsWith('/api/cart/add'))).toEqual([]);
    release();
    await expect(cartLink(tab)).toHaveAccessibleName(cartCountName(1));
    expect(apiRequests.filter((request) => request.path.startsWith('/api/cart/add'))).toHaveLength(1);
  });
});
