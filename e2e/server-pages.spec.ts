import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

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
