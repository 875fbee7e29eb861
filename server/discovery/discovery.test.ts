// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../fake-store/domain/db/site-meta';
import { seedFacts } from '../../fake-store/domain/seed-facts';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import type { Branch } from '@/api/schemas/site.schema';
import { childScreens } from '@/app/screens';
import { settingKeys } from '@/domain/site-settings';
import { createHandler } from '../handler';
import { isDiscoveryPath } from './answer';
import { disallowedPrefixes } from './robots';
import { sitemapXml } from './sitemap';
import { storeJsonLd } from './store';

const { server } = setupSimulatedStore();

const template = '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const handle = createHandler({ template, apiOrigin: 'http://localhost', publicOrigin: 'https://shop.example' });
const get = (path: string) => handle(new Request(`http://localhost${path}`));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');

describe('the discovery files', () => {
  it('robots.txt keeps crawlers off the personal screens and names the sitemap', async () => {
    const response = await get('/robots.txt');
    const text = await response.text();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    for (const path of ['/account', '/cart', '/checkout', '/login', '/track-order/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/(product|category|page|search)\b/);
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('keeps no server-rendered screen behind a disallowed prefix', () => {
    const served = childScreens.filter((screen) => screen.render === 'server').map((screen) => screen.path);
    for (const prefix of disallowedPrefixes()) for (const path of served) expect(path.startsWith(prefix), `${prefix} hides ${path}`).toBe(false);
  });

  it('sitemap.xml lists the home page, every category to the last level, every product and every content page', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    const urls = locs(xml);
    expect(urls[0]).toBe('https://shop.example/');
    expect(urls).toContain(`https://shop.example/category/${seedFacts.categoryWithChildren.slug}`);
    expect(urls).toContain(`https://shop.example/category/${seedFacts.grandchildCategory.slug}`);
    expect(urls).toContain('https://shop.example/product/margherita-pizza');
    for (const slug of seedFacts.pageSlugs) expect(urls).toContain(`https://shop.example/page/${slug}`);
    // The menu and the generated catalogue: 40 + 1,200 products, each once.
    expect(urls.filter((url) => url.includes('/product/'))).toHaveLength(1_240);
    expect(new Set(urls).size).toBe(urls.length);
    // A date only where the API gives one: get-page's updated_at.
    const dated = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(dated.map(([, loc]) => loc)).toEqual(seedFacts.pageSlugs.map((slug) => `https://shop.example/page/${slug}`));
    for (const [, , lastmod] of dated) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('past the limit, sitemap.xml is an index of parts that hold every URL once', () => {
    const paths = Array.from({ length: 7 }, (_, index) => `/product/dish-${index}`);
    const entries = paths.map((path) => ({ path }));
    const index = sitemapXml(entries, 'https://shop.example', null, 3) ?? '';
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(['https://shop.example/sitemap-1.xml', 'https://shop.example/sitemap-2.xml', 'https://shop.example/sitemap-3.xml']);
    const parts = [1, 2, 3].map((part) => locs(sitemapXml(entries, 'https://shop.example', part, 3) ?? ''));
    expect(parts.flat()).toEqual(paths.map((path) => `https://shop.example${path}`));
    expect(sitemapXml(entries, 'https://shop.example', 4, 3)).toBeNull();
    expect(sitemapXml(entries.slice(0, 3), 'https://shop.example', 1, 3)).toBeNull();
    expect(sitemapXml([{ path: '/page/fish&chips', lastmod: '2026-01-02T00:00:00.000Z' }], 'https://shop.example', null)).toContain(
      '<url><loc>https://shop.example/page/fish&amp;chips</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>',
    );
    // One name per part: a zero-padded name would be a second URL of the same part.
    expect(['/sitemap-1.xml', '/sitemap-01.xml', '/sitemap-0.xml'].map(isDiscoveryPath)).toEqual([true, false, false]);
  });

  it('the manifest carries the store\'s name, its icons with their sizes and its colour', async () => {
    updateSettings({ [settingKeys.storeBgColor]: '#1f6f5c' });
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await response.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { sizes: string; src: string }[] };
    expect(manifest).toMatchObject({ name: seedFacts.storeName, start_url: '/', display: 'standalone', theme_color: '#1f6f5c' });
    expect(manifest.icons.map((icon) => icon.sizes)).toContain('512x512');
    expect(manifest.icons.every((icon) => icon.src.length > 0)).toBe(true);
  });

  it('with the API down, the sitemap and the manifest say so for a minute rather than being cached empty', async () => {
    server.use(http.get('*/api/*', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    // The client's retries wait on timers: run them at once rather than wait out the back-off.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answers = Promise.all(['/sitemap.xml', '/manifest.webmanifest'].map(get));
      await vi.runAllTimersAsync();
      for (const response of await answers) {
        expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '60', 'no-store']);
      }
    } finally {
      vi.useRealTimers();
    }
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('the home page carries the store as schema.org data, with its branches', async () => {
    const html = await (await get('/')).text();
    const store = JSON.parse(/<script type="application\/ld\+json" data-json-ld="store">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { '@type': string; name: string; department: { name: string }[] };
    expect(store).toMatchObject({ '@type': 'Restaurant', name: seedFacts.storeName });
    expect(store.department.map((branch) => branch.name)).toEqual(seedFacts.branches.map((branch) => branch.name));
  });

  it('a store of digital goods is a Store, and a branch without an address or phone says nothing of them', () => {
    const branch: Branch = { id: 1, name: 'Online', address: null, phone: null, is_open: true };
    expect(storeJsonLd({ [settingKeys.storeType]: 'digital', [settingKeys.storeName]: 'Pixels' }, [branch], 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Pixels',
      url: 'https://shop.example/',
      department: [{ '@type': 'Store', name: 'Online' }],
    });
  });
});
