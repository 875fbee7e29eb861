import type * as z from 'zod/mini';
import { delay, getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { cartAddPayloadSchema, cartRecommendedProductsSchema, cartUpdatePayloadSchema } from '@/api/schemas/cart.schema';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import type { Id } from '@/api/schemas/common.schema';
import { applyCouponPayloadSchema } from '@/api/schemas/discount.schema';
import { productsPageSchema, type Product } from '@/api/schemas/product.schema';
import { cacheInfoSchema, siteDataSchema, type LayoutItem } from '@/api/schemas/site.schema';
import { settingKeys } from '@/models/site/settings.lib';
import { cartMessages } from '../simulator/cart';
import { findCatalogueProduct } from '../simulator/catalog';
import { cartLines } from '../simulator/db';
import { unauthenticatedMessage, withClientContract } from './client-contract';
import { staticBannerFixture } from '../blocks/static_banner/static_banner.fixture';
import { handlers } from './handlers';
import { errorResponse } from './http-errors';
import { anyApiCall } from './paths';
import { readPayload } from './payloads';
import type { ScenarioName } from './scenario-catalog';

/**
 * Scenarios are handler overrides put in front of the normal handlers (`worker.use`, `server.use`, or
 * the Node simulator's per-request list), never flags inside the handlers themselves.
 */
export { parseScenario, parseScenarioSeed, scenarioInfo, scenarioNames, type ScenarioName } from './scenario-catalog';

export interface ScenarioOptions {
  /**
   * Where `slow`, `flaky` and `cart-chaos` get their randomness: a function returning [0, 1). Defaults
   * to a PRNG seeded per `scenarioHandlers` call, so a given run fails the same requests every time.
   */
  random?: () => number;
  /** The seed of that PRNG (`?seed=N`); the same seed gives the same latencies and failures. */
  seed?: number;
  /**
   * How `cart-chaos` waits out a latency (default: msw's `delay`). Tests pass one that records the
   * latency and returns at once, to check a whole seeded run without sleeping through it.
   */
  wait?: (ms: number) => Promise<unknown>;
  /**
   * The store the scenario changes (default: the seeded store's `handlers`). The studio passes its draft's
   * handlers in front of them, so `store-closed` closes the draft rather than the seeded layout.
   */
  base?: readonly RequestHandler[];
}

export const defaultScenarioSeed = 0x5eed;

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

/**
 * cart-chaos: what the client's cart fuzz test runs against. Cart mutations wait 0–800 ms and one in ten
 * fails with a 500 before reaching the store, so a failed change never changes the cart.
 */
export const cartChaos = {
  latencyMs: { min: 0, max: 800 },
  failureRate: 0.1,
  failureMessage: 'The store could not save this change. Please try again.',
} as const;

/**
 * A handler that answers as the normal store does (so the client contract and branch choice still
 * apply), then changes the parsed answer. Every scenario that alters an answer goes through here.
 */
function answerOverride<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  change: (answer: z.output<Schema>) => JsonBodyType,
  base: readonly RequestHandler[] = handlers,
): RequestHandler {
  return http.get(path, async ({ request }) => {
    const response = await getResponse([...base], request);
    if (!response || !response.ok) return response;
    return HttpResponse.json(change(schema.parse(await response.json())));
  });
}

/** Answers get-data as the normal store does, with the layout replaced. */
function layoutOverride(build: (layout: LayoutItem[]) => LayoutItem[], base?: readonly RequestHandler[]): RequestHandler {
  return answerOverride('*/api/get-data', siteDataSchema, (siteData) => ({ ...siteData, layout: build(siteData.layout) }), base);
}

/**
 * The store as usual, but switched off by the merchant: get-data says globalStoreEnable 'false', and
 * cache-info reports changed settings as the real API would, so a client holding cached settings drops them.
 */
function storeClosedHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    answerOverride('*/api/get-data', siteDataSchema, (siteData) => ({
      ...siteData,
      settings: { ...siteData.settings, [settingKeys.globalStoreEnable]: 'false' },
    }), base),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({
      ...versions,
      'cache-settings': `${versions['cache-settings']}-store-closed`,
    }), base),
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
function brokenLayoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
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
    }, base),
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
function longLayoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
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
    }, base),
  ];
}

function slowHandlers(random: () => number): RequestHandler[] {
  return [
    http.all(anyApiCall, async () => {
      await delay(Math.round(slowLatencyMs.min + random() * (slowLatencyMs.max - slowLatencyMs.min)));
      // No response: msw moves on to the next matching handler, which answers as usual.
      return undefined;
    }),
  ];
}

function flakyHandlers(random: () => number): RequestHandler[] {
  return [
    http.all(anyApiCall, () => (random() < flakyFailureRate ? errorResponse(503, flakyMessage) : undefined)),
  ];
}

/**
 * Seeded latency and failures on the cart. Each mutation draws its fate and its latency as it arrives
 * (the client keeps one mutation in flight, so arrival order, and with it the sequence, is fixed by the
 * seed); a failure answers 500 after the wait without calling the store. get-cart gets latency only,
 * from its own stream, so fetching more or less often never shifts which mutation fails; it never
 * fails, so the client can always reconcile with the server's cart.
 */
function cartChaosHandlers(mutationRandom: () => number, fetchRandom: () => number, wait: (ms: number) => Promise<unknown>): RequestHandler[] {
  const { min, max } = cartChaos.latencyMs;
  const latency = (random: () => number) => Math.round(min + random() * (max - min));
  const mutation = async () => {
    const fails = mutationRandom() < cartChaos.failureRate;
    await wait(latency(mutationRandom));
    // No response: msw moves on to the store's own handler.
    return fails ? errorResponse(500, cartChaos.failureMessage) : undefined;
  };
  return [
    http.post('*/api/cart/add', mutation),
    http.put('*/api/cart/update', mutation),
    http.delete('*/api/cart/remove/:id', mutation),
    http.get('*/api/get-cart', async () => {
      await wait(latency(fetchRandom));
      return undefined;
    }),
  ];
}

function unauthorizedHandlers(): RequestHandler[] {
  return [http.all(anyApiCall, () => errorResponse(401, unauthenticatedMessage))];
}

/**
 * offline: the shopper's connection is gone. Every /api call, every image, every vendor script and the
 * connectivity check fail as a dropped connection does (a network error, never an HTTP status), so the
 * storefront's own offline detection (src/models/connectivity) is what puts up the offline screen. The
 * app's own files still load: the page was open when the connection went.
 */
export const offlinePaths = [anyApiCall, '*/sim-images/*', '*/sim-vendor/*', '*/connectivity-check.txt'] as const;

function offlineHandlers(): RequestHandler[] {
  return offlinePaths.map((path) => http.all(path, () => HttpResponse.error()));
}

/**
 * A handler for a call that changes the store (cart, coupon, payment): the client contract is checked
 * first, as the store would, then `refuse` may answer (a 422, a decline); when it answers nothing the
 * call goes on to `base`, untouched. The body is read from a clone, so `base` can read it again.
 */
function refuseOr(
  method: 'post' | 'put',
  path: string,
  refuse: (request: Request, owner: string) => Promise<Response | undefined>,
  base: readonly RequestHandler[] = handlers,
): RequestHandler {
  return http[method](
    path,
    withClientContract(async ({ request, caller }) => {
      const refusal = await refuse(request.clone(), caller.owner);
      if (refusal) return refusal;
      return (await getResponse([...base], request)) ?? errorResponse(404, `Nothing answers ${request.method} ${new URL(request.url).pathname}.`);
    }),
  );
}

/**
 * empty-catalog: a store with no products and no categories yet, on top of the base store's layout and
 * settings. Product pages (every list, category, search and the infinite scroll's `collection=all`) come
 * back empty with the paging shape the store gives a filter that matches nothing; categories and the cart's
 * recommendations come back empty; adding any product is refused as the store refuses an unknown one.
 * cache-info reports changed products, so a client holding a cached catalogue drops it.
 */
function emptyCatalogHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    answerOverride('*/api/get-products', productsPageSchema, (page) => ({ ...page, data: [], total: 0, last_page: 1 }), base),
    answerOverride('*/api/get-parent-categories', categoriesListSchema, () => ({ data: [] }), base),
    answerOverride('*/api/get-cart-recommended-products', cartRecommendedProductsSchema, () => ({ data: [] }), base),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({ ...versions, 'cache-products': `${versions['cache-products']}-empty-catalog` }), base),
    refuseOr('post', '*/api/cart/add', async (request) => {
      const read = await readPayload(request, cartAddPayloadSchema);
      return read.ok ? errorResponse(422, cartMessages.productUnavailable) : read.response;
    }, base),
  ];
}

/**
 * sold-out-options: the values of a product's first single-choice attribute that are sold out: every
 * second one (the 2nd, 4th, ...), so about half and never the first. When that would leave no combination
 * to buy, the first combination's value stays on sale. Products without combinations have none.
 */
export function soldOutValueIds(product: Product): ReadonlySet<string> {
  const first = product.attributes[0];
  if (!first || product.combinations.length === 0) return new Set();
  const soldOut = new Set(first.values.filter((_, index) => index % 2 === 1).map((value) => String(value.id)));
  const buyable = product.combinations.some((combination) => !combination.ids.some((id) => soldOut.has(String(id))));
  if (!buyable) {
    const firstIds = new Set((product.combinations[0]?.ids ?? []).map(String));
    for (const id of soldOut) if (firstIds.has(id)) soldOut.delete(id);
  }
  return soldOut;
}

/**
 * The product as sold-out-options answers it: the combinations holding a sold-out value are gone, so the
 * options panel shows those values disabled (spec section 5: no combination contains them).
 */
export function withSoldOutOptions(product: Product): Product {
  const soldOut = soldOutValueIds(product);
  if (soldOut.size === 0) return product;
  return { ...product, combinations: product.combinations.filter((combination) => !combination.ids.some((id) => soldOut.has(String(id)))) };
}

/** The refusal of a cart add or update that chose a sold-out value. */
export function soldOutMessage(productName: string, attributeName: string, value: string): string {
  return `Sorry, ${productName} with ${attributeName} "${value}" is sold out. Please choose another option.`;
}

/** A 422 when the chosen options of `productId` include a sold-out value, else nothing. */
function soldOutRefusal(productId: Id, selected: Record<string, Id>): Response | undefined {
  const product = findCatalogueProduct(productId);
  const first = product?.attributes[0];
  if (!product || !first) return undefined;
  const chosen = selected[String(first.id)];
  const value = first.values.find((entry) => String(entry.id) === String(chosen));
  if (!value || !soldOutValueIds(product).has(String(value.id))) return undefined;
  return errorResponse(422, soldOutMessage(product.name, first.name, value.value));
}

/**
 * Every answer that carries product options (the product pages of get-products, the cart's
 * recommendations) loses its sold-out combinations; cart adds and updates that choose a sold-out value are
 * refused with a 422, as a store that validates combinations would. cache-info reports changed products.
 */
function soldOutOptionsHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    answerOverride('*/api/get-products', productsPageSchema, (page) => ({ ...page, data: page.data.map(withSoldOutOptions) }), base),
    answerOverride('*/api/get-cart-recommended-products', cartRecommendedProductsSchema, (answer) => ({ data: answer.data.map(withSoldOutOptions) }), base),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({ ...versions, 'cache-products': `${versions['cache-products']}-sold-out-options` }), base),
    refuseOr('post', '*/api/cart/add', async (request) => {
      const read = await readPayload(request, cartAddPayloadSchema);
      // A malformed body is the store's to refuse, in its own words.
      return read.ok ? soldOutRefusal(read.payload.product_id, read.payload.selected_attributes) : undefined;
    }, base),
    refuseOr('put', '*/api/cart/update', async (request, owner) => {
      const read = await readPayload(request, cartUpdatePayloadSchema);
      if (!read.ok) return undefined;
      const line = cartLines.findMany((q) => q.where({ owner })).find((entry) => String(entry.id) === String(read.payload.cart_id));
      return line ? soldOutRefusal(line.product_id, read.payload.selected_attributes) : undefined;
    }, base),
  ];
}

/** The refusal coupon-rejected answers for every code. */
export function couponRejectedMessage(code: string): string {
  return `Sorry, the code ${code.trim().toUpperCase()} cannot be used on this order. Your cart is unchanged.`;
}

/**
 * coupon-rejected: every code a shopper applies is refused with a 422 and a message, the way the store
 * refuses an expired one; the cart and any code it had stay as they were. An empty code gets the store's
 * usual "Please enter a discount code." Listing and removing codes work as usual.
 */
function couponRejectedHandlers(): RequestHandler[] {
  return [
    http.post(
      '*/api/cart/apply-coupon',
      withClientContract(async ({ request }) => {
        const read = await readPayload(request, applyCouponPayloadSchema);
        return read.ok ? errorResponse(422, couponRejectedMessage(read.payload.code)) : read.response;
      }),
    ),
  ];
}

export const paymentDeclinedMessage = 'Your card was declined and no money was taken. Please try another card or another way to pay.';

/**
 * payment-failure: the card payment is declined. POST /api/razorpay/process-payment answers 402 with the
 * API's error body (`{ message }`), which the client shows as the server's own words. The simulator does not
 * answer /api/place-order (it has no checkout yet), so there is nothing else to decline.
 */
function paymentFailureHandlers(): RequestHandler[] {
  return [http.post('*/api/razorpay/process-payment', withClientContract(() => errorResponse(402, paymentDeclinedMessage)))];
}

/** The handlers that turn the normal store into `name`. Put them in front of `handlers`. */
export function scenarioHandlers(name: ScenarioName, options: ScenarioOptions = {}): RequestHandler[] {
  const seed = options.seed ?? defaultScenarioSeed;
  const random = options.random ?? seededRandom(seed);
  switch (name) {
    case 'store-closed':
      return storeClosedHandlers(options.base);
    case 'slow':
      return slowHandlers(random);
    case 'flaky':
      return flakyHandlers(random);
    case 'offline':
      return offlineHandlers();
    case 'unauthorized':
      return unauthorizedHandlers();
    case 'broken-layout':
      return brokenLayoutHandlers(options.base);
    case 'long-layout':
      return longLayoutHandlers(options.base);
    case 'cart-chaos':
      // A second stream for get-cart, derived from the same seed (golden-ratio offset keeps the two apart).
      return cartChaosHandlers(random, options.random ?? seededRandom((seed + 0x9e3779b9) >>> 0), options.wait ?? delay);
    case 'empty-catalog':
      return emptyCatalogHandlers(options.base);
    case 'sold-out-options':
      return soldOutOptionsHandlers(options.base);
    case 'coupon-rejected':
      return couponRejectedHandlers();
    case 'payment-failure':
      return paymentFailureHandlers();
    default:
      return name satisfies never;
  }
}
