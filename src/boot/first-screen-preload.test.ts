// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { EAGER_NODE_COUNT } from '@/layout/eager-node-count';
import { preloadFirstScreenBlocks, type BlockChunkMap } from './first-screen-preload';
import type { SiteDataPrefetch } from './site-data-prefetch';

const CHUNKS: BlockChunkMap = {
  top_nav: { region: 'header', scripts: ['/assets/TopNav-1.js'] },
  bottom_nav: { region: 'fixed', scripts: ['/assets/BottomNav-1.js'] },
  banner_slider: { region: 'main', scripts: ['/assets/BannerSlider-1.js', '/assets/Carousel-1.js'] },
  slider_centered: { region: 'main', scripts: ['/assets/SliderCentered-1.js', '/assets/Carousel-1.js'] },
  search_block: { region: 'main', scripts: ['/assets/SearchBlock-1.js'] },
  static_banner: { region: 'main', scripts: ['/assets/StaticBanner-1.js'] },
  products_display: { region: 'main', scripts: ['/assets/ProductsDisplay-1.js'] },
};

/** A window of its own: a fresh document, and the prefetch index.html's first script would have left. */
function windowWithPrefetch(response: Promise<Response> | null) {
  const doc = document.implementation.createHTMLDocument('test');
  const win = { document: doc } as unknown as Window;
  if (response) win.__storefrontPrefetch = { url: 'http://shop.test/api/get-data?branch_id=1', identity: ['guest-id', 'x'], response } satisfies SiteDataPrefetch;
  return { win, doc };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const preloaded = (doc: Document) => [...doc.head.querySelectorAll('link[data-first-screen]')].map((link) => `${(link as HTMLLinkElement).rel} ${link.getAttribute('href')}`);
/** Lets the prefetch's promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFirstScreenBlocks', () => {
  it('preloads the header, the first items of the body in position order, and fixed blocks, each file once', async () => {
    const layout = [
      { id: 1, code: 'products_display', position: 50 },
      { id: 2, code: 'static_banner', position: 40 },
      { id: 3, code: 'top_nav', position: 10 },
      { id: 4, code: 'slider_centered', position: 30 },
      { id: 5, code: 'banner_slider', position: 20 },
      { id: 6, code: 'bottom_nav', position: 90 },
    ];
    const { win, doc } = windowWithPrefetch(json({ layout, settings: {} }));
    preloadFirstScreenBlocks(win, CHUNKS, 3);
    await settle();
    expect(preloaded(doc)).toEqual([
      'modulepreload /assets/TopNav-1.js',
      'modulepreload /assets/BannerSlider-1.js',
      'modulepreload /assets/Carousel-1.js',
      'modulepreload /assets/SliderCentered-1.js',
      'modulepreload /assets/StaticBanner-1.js',
      'modulepreload /assets/BottomNav-1.js',
    ]);
  });

  it('preloads only the fixed blocks on a phone opened at a child route, which shows the screen alone', async () => {
    const layout = [
      { id: 1, code: 'top_nav', position: 10 },
      { id: 2, code: 'banner_slider', position: 20 },
      { id: 3, code: 'bottom_nav', position: 90 },
    ];
    const answer = () => json({ layout, settings: {} });
    const phoneAt = (pathname: string, phone: boolean) => {
      const { win, doc } = windowWithPrefetch(answer());
      Object.assign(win, { location: { pathname }, matchMedia: (query: string) => ({ matches: phone && query.includes('max-width: 768px') }) });
      return { win, doc };
    };
    const phoneProduct = phoneAt('/product/margherita-pizza', true);
    preloadFirstScreenBlocks(phoneProduct.win, CHUNKS, 3);
    const phoneHome = phoneAt('/', true);
    preloadFirstScreenBlocks(phoneHome.win, CHUNKS, 3);
    const desktopProduct = phoneAt('/product/margherita-pizza', false);
    preloadFirstScreenBlocks(desktopProduct.win, CHUNKS, 3);
    await settle();
    expect(preloaded(phoneProduct.doc)).toEqual(['modulepreload /assets/BottomNav-1.js']);
    expect(preloaded(phoneHome.doc)).toHaveLength(4);
    expect(preloaded(desktopProduct.doc)).toHaveLength(4);
  });

  it('counts plugins and unknown items among the first items, as the layout engine does, and preloads nothing for them', async () => {
    const layout = [
      { id: 1, type: 'plugin', uniqueId: 'wheel_of_popups', code: 'banner_slider', position: 10 },
      { id: 2, code: 'no_such_block', position: 20 },
      'not an item',
      { id: 3, code: 'search_block' },
      { id: 4, code: 'static_banner', position: 30 },
      { id: 5, code: 'products_display', position: 40 },
    ];
    const { win, doc } = windowWithPrefetch(json({ layout }));
    preloadFirstScreenBlocks(win, CHUNKS, 3);
    await settle();
    // Body order: plugin (10), unknown (20), static_banner (30), products_display (40), search_block (no position), the string.
    expect(preloaded(doc)).toEqual(['modulepreload /assets/StaticBanner-1.js']);
  });

  it('does nothing, and throws nothing, without a prefetch, on a failed answer, or on an answer that is not site data', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const answers: (() => Promise<Response> | null)[] = [
        () => null,
        () => json({ message: 'down' }, 503),
        () => Promise.resolve(new Response('<html>', { status: 200 })),
        () => json({ layout: 'none' }),
        () => Promise.reject(new TypeError('offline')),
      ];
      for (const answer of answers) {
        const response = answer();
        // As site-data-prefetch.ts does: the app takes the failure later.
        response?.catch(() => undefined);
        const { win, doc } = windowWithPrefetch(response);
        expect(() => preloadFirstScreenBlocks(win, CHUNKS, 3)).not.toThrow();
        await settle();
        expect(preloaded(doc)).toEqual([]);
      }
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('leaves the answer readable for the app, which takes it later', async () => {
    const response = json({ layout: [{ id: 1, code: 'banner_slider', position: 1 }] });
    const { win } = windowWithPrefetch(response);
    preloadFirstScreenBlocks(win, CHUNKS, EAGER_NODE_COUNT);
    await settle();
    await expect((await response).json()).resolves.toEqual({ layout: [{ id: 1, code: 'banner_slider', position: 1 }] });
  });

  it('works from its source text alone, as index.html inlines it', async () => {
    // Rebuilt from its text outside this module: a reference to anything outside its body would fail here.
    const inlined = new Function(`return (${preloadFirstScreenBlocks.toString()})`)() as typeof preloadFirstScreenBlocks;
    const { win, doc } = windowWithPrefetch(json({ layout: [{ id: 1, code: 'top_nav', position: 1 }, { id: 2, code: 'search_block', position: 2 }] }));
    inlined(win, CHUNKS, EAGER_NODE_COUNT);
    await settle();
    expect(preloaded(doc)).toEqual(['modulepreload /assets/TopNav-1.js', 'modulepreload /assets/SearchBlock-1.js']);
  });
});
