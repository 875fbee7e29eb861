import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { expect, test } from './support/fixtures';

/*
 * The server's worker build (dist-server/worker.js, `npm run build`) under Cloudflare's own runtime, workerd, driven by
 * miniflare: no account and no network, the simulator's API on this machine (ADR 0044). No browser: a crawler's view.
 */

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

test('workerd serves a product page with its head, a 404 for an unknown one, robots.txt and the build\'s files', async ({ baseURL }) => {
  const worker = new Miniflare({
    modules: true,
    scriptPath: fromRoot('dist-server/worker.js'),
    compatibilityDate: '2025-09-01',
    bindings: { API_ORIGIN: (baseURL ?? '').replace(/\/$/, '') },
    // The worker first, as wrangler's `run_worker_first = true` does: it hands the build's files to the assets itself,
    // and answers robots.txt, which the build also has, on its own.
    assets: { directory: fromRoot('dist'), binding: 'ASSETS', routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true } },
  });
  try {
    const product = await worker.dispatchFetch('http://shop.example/product/margherita-pizza');
    const html = await product.text();
    expect(product.status).toBe(200);
    expect(html).toMatch(/<title>Margherita Pizza[^<]*<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://shop.example/product/margherita-pizza" />');
    expect(html).toMatch(/<script type="application\/ld\+json" data-json-ld="product">\[\{[^<]*"@type":"Product"/);
    expect(product.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    // The body, drawn where there is no DOM: the heading, the price, the description's text, the stylesheets written in.
    expect(html).toMatch(/<h1\b[^>]*>Margherita Pizza<\/h1>/);
    expect(html).toContain('$12.49');
    expect(html).toMatch(/<div class="product-page__description"><p>[^<]+<\/p><\/div>/);
    expect(html).toMatch(/<meta name="description" content="Golden margherita pizza[^"]*"/);
    expect(html).toMatch(/<style data-href="\/assets\/ProductScreen-[^"]+\.css">/);

    const unknown = await worker.dispatchFetch('http://shop.example/product/no-such-dish');
    expect(unknown.status).toBe(404);
    await unknown.text();

    const health = await worker.dispatchFetch('http://shop.example/healthz');
    expect([health.status, await health.text()]).toEqual([200, 'ok']);

    // The server's own robots.txt, not the build's file of the same name.
    const robots = await worker.dispatchFetch('http://shop.example/robots.txt');
    expect(await robots.text()).toContain('Sitemap: http://shop.example/sitemap.xml');

    // The entry script, which the page asks for once it has painted.
    const script = /"entry":"([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const file = await worker.dispatchFetch(`http://shop.example${script}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/javascript/);
    await file.text();

    // A stale tab's old chunk: a plain 404, never the page.
    const missing = await worker.dispatchFetch('http://shop.example/assets/no-such-chunk.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).not.toContain('<html');
  } finally {
    await worker.dispose();
  }
});
