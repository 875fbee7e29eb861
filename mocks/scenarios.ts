import type * as z from 'zod/mini';
import { delay, getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { cacheInfoSchema, siteDataSchema, type LayoutItem } from '@/api/schemas/site.schema';
import { settingKeys } from '@/models/site/settings.lib';
import { unauthenticatedMessage } from './client-contract';
import { staticBannerFixture } from '../blocks/static_banner/static_banner.fixture';
import { handlers } from './handlers';
import { errorResponse } from './http-errors';

/**
 * Scenarios are handler overrides put in front of the normal handlers (`worker.use`, `server.use`, or
 * the Node simulator's per-request list), never flags inside the handlers themselves.
 */
export const scenarioNames = ['store-closed', 'slow', 'flaky', 'unauthorized', 'broken-layout', 'long-layout'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export interface ScenarioOptions {
  /**
   * Where `slow` and `flaky` get their randomness: a function returning [0, 1). Defaults to a PRNG
   * seeded per `scenarioHandlers` call, so a given run fails the same requests every time.
   */
  random?: () => number;
}

export const slowLatencyMs = { min: 800, max: 2500 } as const;
export const flakyFailureRate = 1 / 3;
export const flakyMessage = 'The store is temporarily unavailable. Please try again.';

/** mulberry32: a tiny seeded PRNG; plenty for picking which requests fail. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads a scenario name from a URL parameter, cookie or storage value; anything else (and 'none') is no scenario. */
export function parseScenario(value: string | null): ScenarioName | null {
  const name = value?.trim().toLowerCase() ?? '';
  return scenarioNames.find((scenario) => scenario === name) ?? null;
}

/**
 * A handler that answers as the normal store does (so the client contract and branch choice still
 * apply), then changes the parsed answer. Every scenario that alters an answer goes through here.
 */
function answerOverride<Schema extends z.ZodMiniType>(path: string, schema: Schema, change: (answer: z.output<Schema>) => JsonBodyType): RequestHandler {
  return http.get(path, async ({ request }) => {
    const response = await getResponse(handlers, request);
    if (!response || !response.ok) return response;
    return HttpResponse.json(change(schema.parse(await response.json())));
  });
}

/** Answers get-data as the normal store does, with the layout replaced. */
function layoutOverride(build: (layout: LayoutItem[]) => LayoutItem[]): RequestHandler {
  return answerOverride('*/api/get-data', siteDataSchema, (siteData) => ({ ...siteData, layout: build(siteData.layout) }));
}

/**
 * The store as usual, but switched off by the merchant: get-data says globalStoreEnable 'false', and
 * cache-info reports changed settings as the real API would, so a client holding cached settings drops them.
 */
function storeClosedHandlers(): RequestHandler[] {
  return [
    answerOverride('*/api/get-data', siteDataSchema, (siteData) => ({
      ...siteData,
      settings: { ...siteData.settings, [settingKeys.globalStoreEnable]: 'false' },
    })),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({
      ...versions,
      'cache-settings': `${versions['cache-settings']}-store-closed`,
    })),
  ];
}

/** The items broken-layout adds, so tests can find them by id. */
export const brokenLayoutItems = {
  unknownCode: { id: 9001, code: 'mega_menu_3000' },
  invalidData: { id: 9002, code: 'banner_slider' },
  throwingCode: { id: 9003, code: 'static_banner' },
} as const;

/** The static_banner view module, in the dev server (source path) and in the build (hashed chunk). */
const staticBannerModule = /\/(blocks\/static_banner\/StaticBanner\.tsx|assets\/StaticBanner-[\w-]+\.js)(\?.*)?$/;

/**
 * The normal layout plus an unknown code, an item whose data fails its schema, and a block whose code
 * throws: static_banner's module is answered with code that throws as it loads, exactly what a broken
 * deploy looks like to the storefront. (Other static banners leave the layout in this scenario.)
 */
function brokenLayoutHandlers(): RequestHandler[] {
  return [
    layoutOverride((layout) => {
      const last = Math.max(0, ...layout.map((item) => item.position));
      const kept = layout.filter((item) => item.code !== 'static_banner');
      const broken: LayoutItem[] = [
        { ...brokenLayoutItems.unknownCode, type: 'designElement', data: { columns: 4 }, settings: {}, position: 15, uniqueId: null },
        { ...brokenLayoutItems.invalidData, type: 'designElement', data: { slides: 'not-a-list', interval_seconds: -3 }, settings: {}, position: 25, uniqueId: null },
        {
          ...brokenLayoutItems.throwingCode,
          type: 'designElement',
          data: staticBannerFixture.data,
          settings: staticBannerFixture.settings,
          position: last + 10,
          uniqueId: null,
        },
      ];
      return [...kept, ...broken];
    }),
    http.get(staticBannerModule, () =>
      new HttpResponse("throw new Error('Simulated crash: this block\\'s code throws as it loads');\nexport default null;\n", {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    ),
  ];
}

/** How many items long-layout has: the home page the benchmarks measure. */
export const LONG_LAYOUT_SIZE = 30;

/**
 * A 30-block home page: top_nav first, the seeded blocks repeated, and the products_infinite_scroll last
 * so a shopper (or the benchmark) can scroll through 1,000+ products.
 */
function longLayoutHandlers(): RequestHandler[] {
  return [
    layoutOverride((layout) => {
      const topNav = layout.find((item) => item.code === 'top_nav');
      const bottomNav = layout.find((item) => item.code === 'bottom_nav');
      const infinite = layout.find((item) => item.code === 'products_infinite_scroll');
      const middle = layout.filter((item) => item !== topNav && item !== bottomNav && item !== infinite);
      const fixed = [topNav, bottomNav, infinite].filter((item): item is LayoutItem => item !== undefined);
      const repeated = Array.from({ length: Math.max(0, LONG_LAYOUT_SIZE - fixed.length) }, (_, index) => middle[index % Math.max(1, middle.length)]).filter(
        (item): item is LayoutItem => item !== undefined,
      );
      const ordered = [...(topNav ? [topNav] : []), ...repeated, ...(infinite ? [infinite] : []), ...(bottomNav ? [bottomNav] : [])];
      return ordered.map((item, index) => ({ ...item, id: 100 + index, position: (index + 1) * 10 }));
    }),
  ];
}

function slowHandlers(random: () => number): RequestHandler[] {
  return [
    http.all('*/api/*', async () => {
      await delay(Math.round(slowLatencyMs.min + random() * (slowLatencyMs.max - slowLatencyMs.min)));
      // No response: msw moves on to the next matching handler, which answers as usual.
      return undefined;
    }),
  ];
}

function flakyHandlers(random: () => number): RequestHandler[] {
  return [
    http.all('*/api/*', () => (random() < flakyFailureRate ? errorResponse(503, flakyMessage) : undefined)),
  ];
}

function unauthorizedHandlers(): RequestHandler[] {
  return [http.all('*/api/*', () => errorResponse(401, unauthenticatedMessage))];
}

/** The handlers that turn the normal store into `name`. Put them in front of `handlers`. */
export function scenarioHandlers(name: ScenarioName, options: ScenarioOptions = {}): RequestHandler[] {
  const random = options.random ?? seededRandom(0x5eed);
  switch (name) {
    case 'store-closed':
      return storeClosedHandlers();
    case 'slow':
      return slowHandlers(random);
    case 'flaky':
      return flakyHandlers(random);
    case 'unauthorized':
      return unauthorizedHandlers();
    case 'broken-layout':
      return brokenLayoutHandlers();
    case 'long-layout':
      return longLayoutHandlers();
    default:
      return name satisfies never;
  }
}
