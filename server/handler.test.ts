// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { products } from '../fake-store/domain/db/products.collection';
import { updateSettings } from '../fake-store/domain/db/site-meta';
import { seedFacts } from '../fake-store/domain/seed-facts';
import { settingKeys } from '@/domain/site-settings';
import { subscribeAnalytics } from '@/models/analytics/analytics-bus';
import { setupSimulatedStore } from '../tests/support/simulated-store';
import { RENDER_GUEST_ID } from './render/identity';
import { createHandler } from './handler';

const { server, requests } = setupSimulatedStore();

/** The first `<h1>`'s text, tags left out. */
const headingOf = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;

/** What the page hands the browser that hydrates it. */
function handOverOf(html: string): { branch: string | null; answers: [string, number, string][] } | null {
  const text = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as { branch: string | null; answers: [string, number, string][] });
}

/**
 * The build's index.html as far as the server reads it: a title, a description, the early request, and the shell
 * between the root's markers.
 */
const template = `<!doctype html><html lang="en"><head><script>(function startSiteDataPrefetch(win) {})(window);</script><title>Storefront</title><meta name="description" content="Order online from our store." /><script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--root--><p>Loading the store…</p><!--/root--></div></body></html>`;
const handle = createHandler({ template, apiOrigin: 'http://localhost', publicOrigin: 'https://shop.example' });

async function get(path: string, init: RequestInit = {}) {
  const response = await handle(new Request(`http://localhost${path}`, init));
  const html = await response.text();
  return { response, html, head: html.slice(0, html.indexOf('</head>')) };
}

/** The JSON-LD objects of a page, by their `data-json-ld` name. */
function jsonLd(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json" data-json-ld="([^"]+)">([^<]*)<\/script>/g)];
  return Object.fromEntries(scripts.map(([, id, text]) => [id, JSON.parse(text ?? 'null') as unknown]));
}

describe('the server handler: pages with their head', () => {
  it('a product page carries its title, description, canonical, social card and Product JSON-LD, cacheable', async () => {
    const { response, head, html } = await get('/product/margherita-pizza');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(response.headers.get('server-timing')).toMatch(/^load;dur=\d+\.\d;desc="site and screen data", render;dur=\d+\.\d$/);
    expect(head).toMatch(/<title>[^<]*Margherita Pizza[^<]*<\/title>/);
    expect(head).toContain('<link rel="canonical" href="https://shop.example/product/margherita-pizza" />');
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).not.toContain('noindex');
    const product = (jsonLd(html).product as { '@type': string; name: string; offers?: { price?: unknown } }[])[0];
    expect(product).toMatchObject({ '@type': 'Product', name: 'Margherita Pizza' });
    expect(product?.offers?.price).toBeDefined();
  });

  it.each([
    ['/', seedFacts.storeName],
    ['/product/margherita-pizza', 'Margherita Pizza'],
    ['/category/pizzas', 'Pizzas'],
    ['/page/about-us', 'About us'],
    ['/product/reviews/1', 'Product reviews: Margherita Pizza'],
    ['/search?q=pizza', 'Search'],
    ['/definitely/not/here', 'Page not found'],
  ])('%s arrives with its content for a reader without JavaScript, and what it was made from for the browser', async (path, heading) => {
    const { html, head } = await get(path);
    expect(headingOf(html)).toBe(heading);
    expect(html).not.toContain('Loading the store');
    // The page's data came with it: the early request for it is not made again.
    expect(head).not.toContain('startSiteDataPrefetch');
    const handOver = handOverOf(html);
    expect(handOver?.branch).toBeNull();
    expect(handOver?.answers.map(([url]) => url.split('?')[0])).toContain('/api/get-data');
  });

  it('a product page shows its price in its HTML', async () => {
    const { html } = await get('/product/margherita-pizza');
    expect(html).toMatch(/class="product-page__price-now">\$\d+\.\d{2}</);
  });

  it('a personal page is the shell with its head: nothing of a shopper, no hand-over', async () => {
    const { html } = await get('/account/wallet');
    expect(html).toContain('Loading the store');
    expect(handOverOf(html)).toBeNull();
  });

  it('asks as the render guest, for the branch in the cookie, never with a token', async () => {
    await get('/category/pizzas', { headers: { cookie: 'other=1; branch_id=2' } });
    expect(requests.length).toBeGreaterThan(1);
    for (const request of requests) {
      expect(request.headers.get('guest-id')).toBe(RENDER_GUEST_ID);
      expect(request.headers.get('authorization')).toBeNull();
      expect(request.url.searchParams.get('branch_id')).toBe('2');
    }
  });

  it('a category page carries its name and breadcrumbs', async () => {
    const { response, head, html } = await get('/category/pizzas');
    expect(response.status).toBe(200);
    expect(head).toMatch(/<title>[^<]*Pizzas[^<]*<\/title>/);
    expect(jsonLd(html).breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it.each(['/product/no-such-dish', '/category/no-such-aisle', '/page/no-such-page', '/definitely/not/here', '/404'])('%s answers 404, not indexed', async (path) => {
    const { response, head } = await get(path);
    expect(response.status).toBe(404);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('a search results page carries its results with their prices, and is not indexed, as search engines ask of a store\'s own search', async () => {
    const { response, head, html } = await get('/search?q=pizza');
    expect(response.status).toBe(200);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).toMatch(/<title>Search results for “pizza”[^<]*<\/title>/);
    expect(html).toMatch(/<a [^>]*href="\/product\/margherita-pizza"[^>]*>[\s\S]*?class="search-result__price">\$\d+(?:\.\d{2})?</);
    expect(handOverOf(html)?.answers.map(([url]) => url.split('?')[0])).toContain('/api/search-products');
    // The render reports no search: the shopper's browser does, as it takes the page over.
    const reported: string[] = [];
    subscribeAnalytics((event) => reported.push(event.type))();
    expect(reported).not.toContain('search');
  });

  it.each(['/checkout', '/cart', '/account/wallet', '/login'])('%s, a personal page, gets its title and noindex, and is never cached', async (path) => {
    const { response, head } = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(head).toContain('<meta name="robots" content="noindex" />');
  });

  it('text from the merchant cannot close a tag or a script: a product name and a setting holding </script> and U+2028', async () => {
    const hostile = 'Pizza</script><script>alert(1)</script>\u2028"><img src=x onerror=alert(2)>';
    await products.update((q) => q.where({ id: seedFacts.productWithOptionsId }), {
      data(product) {
        product.name = hostile;
      },
    });
    updateSettings({ [settingKeys.seoMetaTitle]: `Shop</title><script>alert(3)</script>\u2028` });
    const slug = products.findFirst((q) => q.where({ id: seedFacts.productWithOptionsId }))?.slug ?? '';
    const { html, head } = await get(`/product/${slug}`);
    // The build's one script, the product's JSON-LD and the hand-over: nothing the merchant wrote became a script.
    expect(html.match(/<script/g)?.length).toBe(3);
    expect(headingOf(html)).toBe(hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    expect(handOverOf(html)?.answers.some(([url, , body]) => url.startsWith('/api/get-product?') && body.includes('</script>'))).toBe(true);
    expect(html).not.toContain('<img src=x');
    // Harmless in HTML text, U+2028 would end a line inside a script: none is left in one.
    for (const [, text] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) expect(text).not.toContain('\u2028');
    expect(head).toContain('Pizza&lt;/script&gt;');
    expect((jsonLd(html).product as { name: string }[])[0]?.name).toBe(hostile);
    expect(head).toContain('Shop&lt;/title&gt;&lt;script&gt;');
    expect(head).not.toContain('</title><script>');
  });

  it('draws the page in the store’s colours, kept readable, and a colour setting cannot write anything else', async () => {
    updateSettings({ [settingKeys.storeBgColor]: 'yellow', [settingKeys.storeTextOnBgColor]: '#ffffff', [settingKeys.storeTextColor]: '#1d2a26"><script>alert(1)</script>' });
    const { html } = await get('/');
    const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
    // White on yellow fails: near-black words; yellow as ink on the page is darkened; the unreadable text colour is the seeded one.
    expect(tag).toBe(
      '<html lang="en" data-palette="yellow #ffffff #1d2a26&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" ' +
        'style="--store-bg:#ffff00;--store-text-on-bg:#111111;--store-text:#1d2a26;--store-accent:#717100;--store-tint:#f3f4dd">',
    );
    expect(html).not.toContain('<script>alert(1)');
  });

  it('the backend down: the client shell, 200, not cached', async () => {
    server.use(http.get('*/api/get-data', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { response, html } = await get('/product/margherita-pizza');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html.replace(/ nonce="[^"]+"/g, '')).toBe(template);
  });

  it('sends a policy whose fresh nonce is the one on the build\'s scripts, and the other security headers', async () => {
    const first = await get('/product/margherita-pizza');
    const second = await get('/product/margherita-pizza');
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const nonce = nonceOf(first.response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/);
    expect(nonceOf(second.response)).not.toBe(nonce);
    // The page came drawn: its entry script is started by a script of the page's own once it has painted.
    expect(first.html).toContain(`<script nonce="${nonce}">(`);
    expect(first.html).toContain('"entry":"/assets/index.js"');
    const scripts = first.html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag)).every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
    expect(first.response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(first.response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(first.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('a drawn page carries its stylesheets written in and starts its scripts, the screen\'s among them, once painted', async () => {
    const built = `<!doctype html><html lang="en"><head><title>Storefront</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"><!--root--><!--/root--></div></body></html>`;
    const withFiles = createHandler({
      template: built,
      apiOrigin: 'http://localhost',
      manifest: {
        'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        'src/boot/hydrate-app.tsx': { file: 'assets/hydrate.js', imports: ['index.html'] },
        'src/app/shell/ChildRoute.tsx': { file: 'assets/child.js' },
        'src/screens/product/ProductScreen.tsx': { file: 'assets/product.js', css: ['assets/product.css', 'assets/hostile.css'] },
      },
      stylesheets: { 'assets/index.css': 'body{margin:0}', 'assets/product.css': '.product-page{gap:8px}', 'assets/hostile.css': 'a::after{content:"</style><script>alert(1)</script>"}' },
    });
    const html = await (await withFiles(new Request('http://localhost/product/margherita-pizza'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/assets/index.css">body{margin:0}</style>');
    expect(head).toContain('<style data-href="/assets/product.css">.product-page{gap:8px}</style>');
    expect(head).not.toMatch(/<link[^>]*href="\/assets\/index.css"/);
    // A stylesheet whose text could close the element stays a link.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/hostile.css" />');
    expect(html).not.toContain('<script>alert(1)');
    // No script is asked for by the HTML itself: the page's own script asks once the first frame is painted.
    expect(html).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    const started = /<script nonce="[^"]+">\(([\s\S]*?)\)\((\{[^<]*\})\)<\/script>\s*<\/body>/.exec(html);
    expect(started?.[1]).toContain('first-contentful-paint');
    expect(JSON.parse(started?.[2] ?? 'null')).toEqual({ entry: '/assets/index.js', preloads: ['/assets/react.js', '/assets/hydrate.js', '/assets/child.js', '/assets/product.js'] });
  });

  it('the backend slower than the budget: the client shell once the budget has passed', async () => {
    const quick = createHandler({ template, apiOrigin: 'http://localhost', renderBudgetMs: 50 });
    server.use(
      http.get('*/api/get-product', async () => {
        await delay(1_000);
        return HttpResponse.json({ message: 'late' }, { status: 500 });
      }),
    );
    const started = Date.now();
    const response = await quick(new Request('http://localhost/product/margherita-pizza'));
    expect((await response.text()).replace(/ nonce="[^"]+"/g, '')).toBe(template);
    expect(Date.now() - started).toBeLessThan(900);
  });
});
