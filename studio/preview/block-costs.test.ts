import { describe, expect, it, vi } from 'vitest';
import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';
import { blockCost, costLabel, createCostCache, extraEntries, knownCosts, measureCosts, resourceKind, type ResourceEntryLike } from './block-costs';
import { frameLayout } from './frame-layout';

const entry = (name: string, initiatorType = 'other', encodedBodySize = 0, transferSize = encodedBodySize + 300): ResourceEntryLike => ({
  name: `http://localhost:4173${name}`,
  initiatorType,
  encodedBodySize,
  transferSize,
  decodedBodySize: encodedBodySize * 3,
});

const item = (id: number, code: string): LayoutItem => ({ id, code, type: 'designElement', data: { id }, settings: {}, position: id * 10, uniqueId: null });

const baselinePage = [entry('/assets/index-abc.js', 'script', 120_000), entry('/api/get-data', 'fetch', 4_000), entry('/assets/PreviewBridge-x.js', 'script', 2_000), entry('/api/cache-info', 'fetch', 200)];

describe('block costs from resource entries', () => {
  it('sorts resources into JavaScript, API calls, images and the rest', () => {
    expect(resourceKind(entry('/assets/StaticBanner-1a.js', 'script'))).toBe('js');
    expect(resourceKind(entry('/assets/StaticBanner-1a.js', 'other'))).toBe('js');
    expect(resourceKind(entry('/blocks/static_banner/StaticBanner.tsx', 'script'))).toBe('js');
    expect(resourceKind(entry('/api/products?category=3', 'fetch'))).toBe('api');
    expect(resourceKind(entry('/sim-images/banner-1', 'img'))).toBe('image');
    expect(resourceKind(entry('/media/photo.webp', 'css'))).toBe('image');
    expect(resourceKind(entry('/assets/StaticBanner-1a.css', 'link'))).toBe('other');
  });

  it('counts only what the block\'s page loaded beyond the empty page, duplicates included', () => {
    const page = [...baselinePage, entry('/api/get-data', 'fetch', 4_000), entry('/api/products?page=1', 'fetch', 9_000)];
    expect(extraEntries(baselinePage, page).map((extra) => extra.name)).toEqual(['http://localhost:4173/api/get-data', 'http://localhost:4173/api/products?page=1']);
  });

  it('adds up the block\'s chunks (compressed size) and lists its other requests, on the production build', () => {
    const page = [...baselinePage, entry('/assets/ProductStrip-9f.js', 'script', 6_000), entry('/assets/money-2c.js', 'script', 2_806), entry('/api/products?page=1', 'fetch', 9_000), entry('/sim-images/p1', 'img', 1_500)];
    const cost = blockCost(item(5, 'product_horizontal_strip'), baselinePage, page);
    expect(cost).toEqual({
      itemId: '5',
      code: 'product_horizontal_strip',
      jsBytes: 8_806,
      jsFiles: ['http://localhost:4173/assets/ProductStrip-9f.js', 'http://localhost:4173/assets/money-2c.js'],
      requests: [
        { url: 'http://localhost:4173/api/products?page=1', kind: 'api', bytes: 9_000 },
        { url: 'http://localhost:4173/sim-images/p1', kind: 'image', bytes: 1_500 },
      ],
      measuredOn: 'production',
    });
    expect(costLabel(cost)).toBe('8.6 KB JS · 2 requests');
  });

  it('falls back on the transfer size and then the decoded size when the compressed size is not reported', () => {
    const page = [...baselinePage, { ...entry('/assets/A.js', 'script'), encodedBodySize: 0, transferSize: 2_048 }, { ...entry('/assets/B.js', 'script'), encodedBodySize: 0, transferSize: 0, decodedBodySize: 1_024 }];
    expect(blockCost(item(1, 'a'), baselinePage, page).jsBytes).toBe(3_072);
  });

  it('says when it measured the dev server\'s unbundled modules', () => {
    const devBaseline = [entry('/@vite/client', 'script', 40_000), entry('/src/main.tsx', 'script', 3_000)];
    const page = [...devBaseline, entry('/blocks/static_banner/StaticBanner.tsx', 'script', 5_000)];
    const cost = blockCost(item(2, 'static_banner'), devBaseline, page);
    expect(cost.measuredOn).toBe('dev');
    expect(costLabel(cost)).toBe('4.9 KB JS (dev, unbundled) · 0 requests');
  });

  it('labels a block that adds nothing, one request, and big chunks', () => {
    expect(costLabel({ jsBytes: 0, requests: [], measuredOn: 'production' })).toBe('No extra JS · 0 requests');
    expect(costLabel({ jsBytes: 1_024, requests: [{ url: '/api/x', kind: 'api', bytes: 1 }], measuredOn: 'production' })).toBe('1.0 KB JS · 1 request');
    expect(costLabel({ jsBytes: 250_000, requests: [], measuredOn: 'production' })).toBe('244 KB JS · 0 requests');
  });
});

describe('measuring the draft\'s items', () => {
  const siteData: SiteData = { layout: [item(1, 'static_banner'), item(2, 'product_horizontal_strip')], settings: { storeName: 'S' }, branches: { branches: [], selected_branch: null } };

  it('measures a baseline once, then each item alone, and re-measures only changed items', async () => {
    const published: SiteData[] = [];
    const deps = {
      publish: vi.fn(async (_id: string, data: SiteData) => {
        published.push(data);
      }),
      record: vi.fn(async () => {
        const layout = published.at(-1)?.layout ?? [];
        const entries = layout.length === 0 ? baselinePage : [...baselinePage, entry(`/assets/${layout[0]?.code ?? ''}.js`, 'script', 1_000 * Number(layout[0]?.id))];
        return { entries, complete: true };
      }),
    };
    const cache = createCostCache();
    const progress = vi.fn();
    await measureCosts(siteData, 'tab1-cost', cache, deps, new AbortController().signal, progress);
    expect(published.map((data) => data.layout.map((entryItem) => entryItem.id))).toEqual([[], [1], [2]]);
    expect(deps.publish).toHaveBeenCalledWith('tab1-cost', expect.anything());
    expect(deps.record).toHaveBeenCalledWith('/?preview=1&studio=tab1-cost&scenario=none&seed=none&plugins=', expect.anything());
    expect(progress).toHaveBeenCalledTimes(2);
    expect(Object.values(knownCosts(siteData, cache)).map((cost) => [cost.itemId, cost.jsBytes])).toEqual([['1', 1_000], ['2', 2_000]]);

    const edited: SiteData = { ...siteData, layout: [siteData.layout[0] as LayoutItem, { ...item(2, 'product_horizontal_strip'), data: { title: 'New' } }] };
    published.length = 0;
    await measureCosts(edited, 'tab1-cost', cache, deps, new AbortController().signal, progress);
    expect(published.map((data) => data.layout.map((entryItem) => entryItem.id))).toEqual([[2]]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const deps = {
      publish: vi.fn(async () => undefined),
      record: vi.fn(async () => {
        controller.abort();
        return { entries: baselinePage, complete: true };
      }),
    };
    const cache = createCostCache();
    await measureCosts(siteData, 'tab1-cost', cache, deps, controller.signal, () => undefined);
    expect(deps.record).toHaveBeenCalledTimes(1);
    expect(cache.items.size).toBe(0);
  });
});

describe('pages cut short by the cap', () => {
  const siteData: SiteData = { layout: [item(1, 'static_banner')], settings: {}, branches: { branches: [], selected_branch: null } };

  it('tries a page once more, and leaves the item unmeasured rather than guess', async () => {
    let calls = 0;
    const deps = {
      publish: vi.fn(async () => undefined),
      // The baseline settles on its second try; the item page never does.
      record: vi.fn(async () => ({ entries: baselinePage, complete: ++calls === 2 })),
    };
    const cache = createCostCache();
    await measureCosts(siteData, 'tab1-cost', cache, deps, new AbortController().signal, () => undefined);
    expect(deps.record).toHaveBeenCalledTimes(4);
    expect(cache.baselines.size).toBe(1);
    expect(cache.items.size).toBe(0);
  });

  it('measures nothing without a complete baseline', async () => {
    const deps = { publish: vi.fn(async () => undefined), record: vi.fn(async () => ({ entries: [], complete: false })) };
    const cache = createCostCache();
    await measureCosts(siteData, 'tab1-cost', cache, deps, new AbortController().signal, () => undefined);
    expect(deps.record).toHaveBeenCalledTimes(2);
    expect(cache.items.size).toBe(0);
  });
});

describe('frame layout', () => {
  it('scales a single frame down to the pane, never up', () => {
    expect(frameLayout('desktop', 640).frames[0]?.scale).toBe(0.5);
    expect(frameLayout('phone', 1000).frames[0]?.scale).toBe(1);
  });
  it('puts all devices side by side at one scale on a wide pane, and stacks them on a narrow one', () => {
    const wide = frameLayout('all', 1600);
    expect(wide.arrangement).toBe('side-by-side');
    expect(new Set(wide.frames.map((frame) => frame.scale)).size).toBe(1);
    const narrow = frameLayout('all', 500);
    expect(narrow.arrangement).toBe('stacked');
    expect(narrow.frames.map((frame) => frame.width)).toEqual([375, 768, 1280]);
  });
});
