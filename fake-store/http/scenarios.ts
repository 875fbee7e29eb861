import type * as z from 'zod/mini';
import { $ZodDefault, $ZodNullable, $ZodObject, $ZodOptional, $ZodPipe, $ZodUnion, safeParse, type $ZodType } from 'zod/v4/core';
import { delay, getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { callList } from '@/api/calls';
import type { CallDefinition } from '@/api/calls/define';
import { cartAddPayloadSchema, cartRecommendedProductsSchema, cartSummarySchema, cartUpdatePayloadSchema } from '@/api/schemas/cart.schema';
import { categoryAnswerSchema } from '@/api/schemas/category-detail.schema';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import type { Id, ToleranceKind } from '@/api/schemas/common.schema';
import { tolerantPartOf } from '@/api/schemas/tolerance-words';
import { applyCouponPayloadSchema } from '@/api/schemas/discount.schema';
import { pageAnswerSchema, pagesListSchema } from '@/api/schemas/page.schema';
import { productAnswerSchema } from '@/api/schemas/product-detail.schema';
import { productsPageSchema, type Product, type ProductsPage } from '@/api/schemas/product.schema';
import { reviewsPageSchema } from '@/api/schemas/review.schema';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { addressListSchema, pincodeCheckSchema } from '@/api/schemas/address.schema';
import { placeDetailsAnswerSchema, placePredictionsSchema } from '@/api/schemas/place.schema';
import { orderAnswerSchema, ordersPageSchema, trackedOrderAnswerSchema, walletSchema, type PlaceOrderRefusal } from '@/api/schemas/order.schema';
import { referrerAnswerSchema } from '@/api/schemas/loyalty.schema';
import { recentOrdersSchema } from '@/api/schemas/recent-orders.schema';
import { cacheInfoSchema, siteDataSchema, type LayoutItem } from '@/api/schemas/site.schema';
import { settingKeys } from '@/domain/site-settings';
import { findCatalogueProduct } from '../domain/catalog';
import { categoryMessages } from '../domain/categories';
import { productMessages } from '../domain/product-detail';
import { reviewMessages } from '../domain/reviews';
import { cartBranch, cartMessages } from '../domain/cart';
import { cartLines, idempotencyRecords, linePriceChanges } from '../domain/db';
import { bankFailures } from '../domain/razorpay';
import { authoriseLate, failAttempt, type BankAnswer, type BankAttempt, type BankResult } from '../domain/razorpay-bank';
import { unauthenticatedMessage, withClientContract } from './client-contract';
import { staticBannerFixture } from '../../blocks/static_banner/static_banner.fixture';
import { handlers } from './handlers';
import { tooManyRequestsResponse } from './handlers/auth.handlers';
import { bankPayPath, bankResponse, readBankAttempt } from './handlers/razorpay.handlers';
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
   * How `slow` and `cart-chaos` wait out a latency (default: msw's `delay`). Tests pass one that records the
   * latency and returns at once (or when the test says), to check a seeded run without sleeping through it.
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

/**
 * Every /api call waits its own random latency, drawn as it arrives, before the store answers: two calls made one
 * after the other can answer in the other order (a search typed on waits longer than the next one).
 */
function slowHandlers(random: () => number, wait: (ms: number) => Promise<unknown>): RequestHandler[] {
  return [
    http.all(anyApiCall, async () => {
      await wait(Math.round(slowLatencyMs.min + random() * (slowLatencyMs.max - slowLatencyMs.min)));
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
export const offlinePaths = [anyApiCall, '*/sim-images/*', '*/sim-avatars/*', '*/sim-vendor/*', '*/sim-razorpay/*', '*/connectivity-check.txt'] as const;

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
 * A handler that answers `status` with `message` wherever the base store would answer the call successfully; the
 * base's own refusals (a missing slug, the client contract) pass unchanged.
 */
function refusedAnswer(path: string, status: number, message: string, base: readonly RequestHandler[] = handlers): RequestHandler {
  return http.get(path, async ({ request }) => {
    const response = await getResponse([...base], request);
    if (!response || !response.ok) return response;
    return errorResponse(status, message);
  });
}

/**
 * empty-catalog: a store with no products and no categories yet, on top of the base store's layout and
 * settings. Product pages (every list, category, search and the infinite scroll's `collection=all`) come
 * back empty with the paging shape the store gives a filter that matches nothing, and so do a category's pages
 * and the search (no products, no categories); categories and the cart's recommendations come back empty; a
 * category, a product and a product's reviews asked by slug or id are not found; adding any product is refused as
 * the store refuses an unknown one. cache-info reports changed products, so a client holding a cached catalogue
 * drops it. Content pages stay.
 */
function emptyCatalogHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  const emptyPage = (page: ProductsPage) => ({ ...page, data: [], total: 0, last_page: 1 });
  return [
    answerOverride('*/api/get-products', productsPageSchema, emptyPage, base),
    answerOverride('*/api/get-category-products', productsPageSchema, emptyPage, base),
    answerOverride('*/api/search-products', searchAnswerSchema, (answer) => ({ ...answer, data: [], categories: [], total: 0, last_page: 1 }), base),
    answerOverride('*/api/get-parent-categories', categoriesListSchema, () => ({ data: [] }), base),
    refusedAnswer('*/api/get-category', 404, categoryMessages.notFound, base),
    refusedAnswer('*/api/get-product', 404, productMessages.notFound, base),
    refusedAnswer('*/api/get-product-reviews', 404, reviewMessages.productNotFound, base),
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
export function withSoldOutOptions<Item extends Product>(product: Item): Item {
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
 * Every answer that carries product options (the pages of get-products and get-category-products, the search,
 * a product's own page, the cart's recommendations) loses its sold-out combinations; cart adds and updates that
 * choose a sold-out value are refused with a 422, as a store that validates combinations would. cache-info
 * reports changed products.
 */
function soldOutOptionsHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  const soldOutPage = (page: ProductsPage) => ({ ...page, data: page.data.map(withSoldOutOptions) });
  return [
    answerOverride('*/api/get-products', productsPageSchema, soldOutPage, base),
    answerOverride('*/api/get-category-products', productsPageSchema, soldOutPage, base),
    answerOverride('*/api/search-products', searchAnswerSchema, (answer) => ({ ...answer, data: answer.data.map(withSoldOutOptions) }), base),
    answerOverride('*/api/get-product', productAnswerSchema, (answer) => ({ data: withSoldOutOptions(answer.data) }), base),
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

/** What payment-failure's bank and process-payment say: Razorpay's decline, in words a shopper reads. */
export const paymentDeclinedMessage: string = bankFailures.declined.description;

/**
 * The simulated bank's pay call (`POST /sim-razorpay/pay`, the Razorpay stand-in's window), with `attempt` answering
 * in place of the bank when it returns a result; otherwise the bank as usual. Razorpay's side, so no client contract.
 */
function bankOverride(attempt: (bankAttempt: BankAttempt) => Promise<BankResult | undefined>, base: readonly RequestHandler[] = handlers): RequestHandler {
  return http.post(`*${bankPayPath}`, async ({ request }) => {
    const read = await readBankAttempt(request.clone());
    if (!read.ok) return read.response;
    const result = await attempt(read.attempt);
    if (result) return bankResponse(result);
    return (await getResponse([...base], request)) ?? errorResponse(404, `Nothing answers POST ${bankPayPath}.`);
  });
}

/**
 * payment-failure: every card payment is declined, end to end. The stand-in's Success reaches the bank, which
 * declines it (Razorpay's payment.failed with `paymentDeclinedMessage`, the attempt recorded, the order's
 * payment_status `failed` and still payable); Failure fails as usual. POST /api/razorpay/process-payment answers
 * 402 with the same words, whatever it is sent (a decline the page hears of another way).
 */
function paymentFailureHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    bankOverride((attempt) => failAttempt(attempt, attempt.choice === 'success' ? bankFailures.declined : bankFailures.failed), base),
    http.post('*/api/razorpay/process-payment', withClientContract(() => errorResponse(402, paymentDeclinedMessage))),
  ];
}

/**
 * payment-callback-lost: the bank captures the payment and its payment.captured webhook marks the order paid, but
 * its answer tells the stand-in `callback: 'lost'`: the window closes and neither `handler` nor `ondismiss` runs, as
 * when the shopper's page never hears back. get-single-order says `paid`; the storefront must find that out.
 */
function paymentCallbackLostHandlers(base: readonly RequestHandler[] = handlers): RequestHandler[] {
  return [
    http.post(`*${bankPayPath}`, async ({ request }) => {
      const response = await getResponse([...base], request);
      if (!response || !response.ok) return response;
      const answer = (await response.json()) as BankAnswer;
      return HttpResponse.json(answer.status === 'captured' ? { ...answer, callback: 'lost' } : answer);
    }),
  ];
}

/** How much dearer price-changed-at-checkout makes one line, per unit, in cents. */
export const priceChangeCents = 100;

/** Whether this place-order request repeats a key that already made an order (a replay changes nothing). */
function isReplay(request: Request, owner: string): boolean {
  const key = request.headers.get('idempotency-key')?.trim() ?? '';
  return key === '' || idempotencyRecords.findFirst((q) => q.where({ owner, key })) !== undefined;
}

/**
 * price-changed-at-checkout: when the shopper places the order, the store has just raised the price of the cart's
 * first line by `priceChangeCents` (for this cart only: other shoppers sharing the simulator never see it), once.
 * The store then refuses the order as it would any stale total: 422 `totals_changed` with the cart as it is now, the
 * line at its new price, which get-cart shows too. Confirming with the new `expected_total` places the order.
 */
function priceChangedAtCheckoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    refuseOr('post', '*/api/place-order', async (request, owner) => {
      if (isReplay(request, owner)) return undefined;
      const lines = cartLines.findMany((q) => q.where({ owner }));
      const first = lines[0];
      const changed = lines.some((line) => linePriceChanges.findFirst((q) => q.where({ owner, cart_line_id: (id) => String(id) === String(line.id) })));
      if (first && !changed) await linePriceChanges.create({ owner, cart_line_id: first.id, cents: priceChangeCents });
      return undefined;
    }, base),
  ];
}

/** The words branch-closed-at-checkout refuses with. */
export function branchClosedAtCheckoutMessage(branch: string): string {
  return `${branch} has just stopped taking orders. Your cart is saved: choose another branch to order now, or come back when ${branch} opens again.`;
}

/**
 * branch-closed-at-checkout: the branch stops taking orders as the shopper places one: every new place-order (with a
 * key) answers 422 `branch_closed` with `branchClosedAtCheckoutMessage`; the cart stays. A replay of a key that
 * already made an order still answers that order, and a request without a key still gets the store's 400.
 */
function branchClosedAtCheckoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    refuseOr('post', '*/api/place-order', async (request, owner) => {
      if (isReplay(request, owner)) return undefined;
      const branch = cartBranch(new URL(request.url).searchParams.get('branch_id'));
      return HttpResponse.json({ message: branchClosedAtCheckoutMessage(branch.name), code: 'branch_closed' } satisfies PlaceOrderRefusal, { status: 422 });
    }, base),
  ];
}

/**
 * late-authorisation: the bank does not answer Success in time. The stand-in hears Razorpay's time-out
 * (payment.failed, `GATEWAY_ERROR`, reason `payment_timed_out`, "Your bank did not confirm this payment in time. If
 * money was taken, it will be returned automatically."), but the bank authorises the payment late: the order stays
 * `awaiting_payment` with payment_status `processing` (not payable: paying again could charge twice), and
 * `orderClock.lateRefundMinutes` (2) minutes later, or at once with `POST /sim/orders/advance`, the store, which does
 * not take such late payments for food, cancels it and the bank returns the money: `cancelled`, `refunded`.
 */
function lateAuthorisationHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [bankOverride(async (attempt) => (attempt.choice === 'success' ? authoriseLate(attempt) : undefined), base)];
}

/**
 * A handler for any call that answers as the normal store does, then hands `change` the answer as it went over
 * the wire (not parsed: legacy-backend rewrites the wire form), keeping its status. Error answers and empty
 * ones pass unchanged. The call is not read here, so `base` still gets the request body.
 */
function wireOverride(method: CallDefinition['method'], path: string, change: (body: unknown) => unknown, base: readonly RequestHandler[] = handlers): RequestHandler {
  return http[method](path, async ({ request }) => {
    const response = await getResponse([...base], request);
    if (!response || !response.ok || response.status === 204) return response;
    const body: unknown = await response.json();
    return new HttpResponse(JSON.stringify(change(body)), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** msw's path for a call of the contract: `/api/cart/remove/{cart_item_id}` → `*\/api/cart/remove/:cart_item_id`. */
const handlerPath = (call: CallDefinition) => `*${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Counters of one answer's rewrite, so each answer comes out the same every time. */
interface LegacyRewrite {
  flags: number;
  brokenRows: number;
}

// The legacy backend's decimal strings ("12.00"), a wire format and not a text a shopper reads.
// eslint-disable-next-line no-restricted-syntax
const decimalString = (value: unknown) => (typeof value === 'number' ? (Number(value.toFixed(2)) === value ? value.toFixed(2) : String(value)) : value);
const numberString = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const emptyTextAsNull = (value: unknown) => (value === '' ? null : value);
const flagAsTinyint = (value: unknown, rewrite: LegacyRewrite) => (typeof value === 'boolean' ? (rewrite.flags++ % 3 === 2 ? (value ? '1' : '0') : value ? 1 : 0) : value);

/** The notes map is keyed by zod/mini's types; every zod/mini type is one of core's, which is what a walk meets. */
const noteOf = (schema: $ZodType): { kind: ToleranceKind; item?: $ZodType } | undefined => tolerantPartOf(schema);

/** A row as a real database hands one out now and then: a null from a left join, or a half-deleted record with only its id. */
function brokenRow(rewrite: LegacyRewrite): unknown {
  const count = rewrite.brokenRows++;
  return count % 2 === 0 ? null : { id: String(900_000 + count) };
}

/**
 * How a PHP/Laravel backend writes what a tolerant part of the contract (src/api/schemas/common.schema.ts) reads:
 * tinyint flags (every third as the string "1"/"0"), string ids, decimal strings, integer strings, null for empty
 * text, one broken row after the first of a list of rows, `[]` for an empty map. Keyed by the part's kind, so a new
 * field that uses one of them is rewritten without a change here.
 */
function legacyPart(kind: ToleranceKind, item: $ZodType | undefined, value: unknown, rewrite: LegacyRewrite): unknown {
  switch (kind) {
    case 'flag':
      return flagAsTinyint(value, rewrite);
    case 'id':
    case 'integer':
    case 'count':
    case 'positive-integer':
    case 'position':
      return numberString(value);
    case 'amount':
    case 'optional-amount':
      return decimalString(value);
    case 'optional-text':
    case 'optional-non-empty-text':
    case 'optional-loose-text':
      return emptyTextAsNull(value);
    case 'list':
    case 'optional-list': {
      if (!item || !Array.isArray(value)) return value;
      const items = value.map((entry) => legacyShape(item, entry, rewrite));
      return items.some(isJsonObject) ? [...items.slice(0, 1), brokenRow(rewrite), ...items.slice(1)] : items;
    }
    case 'record': {
      if (!item || !isJsonObject(value)) return value;
      const entries = Object.entries(value);
      return entries.length === 0 ? [] : Object.fromEntries(entries.map(([key, entry]) => [key, legacyShape(item, entry, rewrite)]));
    }
    case 'nullable-object':
      return item ? legacyShape(item, value, rewrite) : value;
    case 'loose-map':
      return isJsonObject(value) && Object.keys(value).length === 0 ? [] : value;
    default:
      return kind satisfies never;
  }
}

/**
 * `value` (an answer or a part of one, in its canonical wire form) as a legacy backend sends it, found by walking
 * `schema` alongside it. Lists of rows get one broken row after their first; an empty map goes out as PHP's `[]`.
 */
function legacyShape(schema: $ZodType, value: unknown, rewrite: LegacyRewrite): unknown {
  if (value === undefined || value === null) return value;
  const note = noteOf(schema);
  if (note) return legacyPart(note.kind, note.item, value, rewrite);
  if (schema instanceof $ZodPipe) return legacyShape(schema._zod.def.in, value, rewrite);
  if (schema instanceof $ZodDefault || schema instanceof $ZodOptional || schema instanceof $ZodNullable) return legacyShape(schema._zod.def.innerType, value, rewrite);
  if (schema instanceof $ZodUnion) {
    // The option the value is sent as (an id's number, not the null or 0 beside it).
    const option = schema._zod.def.options.find((candidate) => safeParse(candidate, value).success);
    return option ? legacyShape(option, value, rewrite) : value;
  }
  if (schema instanceof $ZodObject && isJsonObject(value)) {
    const shape = schema._zod.def.shape;
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => {
        const part = shape[key];
        return [key, part ? legacyShape(part, entry, rewrite) : entry];
      }),
    );
  }
  return value;
}

/** What legacy-backend puts in the layout besides its valid items, so tests can find them. */
export const legacyLayoutExtras = {
  /** A layout item without `data`: the API keeps it, the block's own schema does not (an error node, hidden from shoppers). */
  withoutData: { id: '9101', code: 'static_banner', type: 'designElement', settings: {}, position: '65', uniqueId: null },
} as const;

/** A numeric cache version as a number, the way a backend that counts versions in an integer column sends it. */
const numericVersion = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** Products as a real catalogue has some of them: no description, no alt text, stock as a tinyint. */
function legacyProducts(answer: unknown): unknown {
  if (!isJsonObject(answer) || !Array.isArray(answer.data)) return answer;
  let row = 0;
  const data = answer.data.map((product: unknown) => {
    if (!isJsonObject(product) || !('name' in product)) return product;
    const stock = product.in_stock === true || product.in_stock === 1 || product.in_stock === '1' ? 1 : 0;
    return row++ % 2 === 1 ? { ...product, in_stock: stock, description: null, image_alt: null } : { ...product, in_stock: stock };
  });
  return { ...answer, data };
}

/**
 * get-data as a merchant's real backend has been seen to send it: besides the generic rewrite, the layout holds a
 * null, an empty object, a string and an item without data between its valid items; settings hold JSON the
 * storefront does not read (an object, a list), empty text as null, and the logo as a media object it cannot use.
 */
function legacySiteData(answer: unknown): unknown {
  if (!isJsonObject(answer) || !Array.isArray(answer.layout) || !isJsonObject(answer.settings)) return answer;
  // The generic broken row goes: the layout gets the four kinds below instead.
  const valid = answer.layout.filter((item: unknown) => isJsonObject(item) && 'type' in item);
  const extras: unknown[] = [null, {}, 'banner_slider', legacyLayoutExtras.withoutData];
  const layout = valid.flatMap((item, index) => (index < extras.length ? [item, extras[index]] : [item]));
  const settings = Object.fromEntries(Object.entries(answer.settings).map(([key, value]) => [key, value === '' ? null : value]));
  return {
    ...answer,
    layout,
    settings: {
      ...settings,
      logo: { url: answer.settings.logo, width: 280, height: 80, mime_type: 'image/svg+xml' },
      social_links: { instagram: 'https://instagram.example.com/juniperkitchen', facebook: null },
      opening_hours: [
        { day: 'mon', open: '11:00', close: '22:00' },
        { day: 'sun', open: null, close: null },
      ],
    },
  };
}

/** The rewrites legacy-backend adds to the generic one, by call. */
const legacyExtras: Partial<Record<string, (answer: unknown) => unknown>> = {
  getSiteData: legacySiteData,
  getCacheInfo: (answer) => (isJsonObject(answer) ? Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, numericVersion(value)])) : answer),
  getProducts: legacyProducts,
  getCategoryProducts: legacyProducts,
  searchProducts: legacyProducts,
  getCartRecommendedProducts: legacyProducts,
};

/**
 * legacy-backend: every call of the contract (src/api/calls/) answered in a real PHP backend's shapes, from the
 * store's own answer rewritten generically (`legacyShape`), plus the get-data and product quirks above. Mutations
 * too, so the cart works. Everything in it is within what the tolerant reader accepts: shoppers see the store.
 */
function legacyBackendHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return callList
    .filter((call) => call.answer.status !== 204)
    .map((call) =>
      wireOverride(
        call.method,
        handlerPath(call),
        (body) => {
          const legacy = legacyShape(call.answer.schema, body, { flags: 0, brokenRows: 0 });
          return legacyExtras[call.id]?.(legacy) ?? legacy;
        },
        base,
      ),
    );
}

/** What broken-backend answers cache-info with: a framework's error page, served as 200. */
export const brokenBackendHtml = '<!doctype html><html><head><title>Whoops!</title></head><body><h1>Whoops, looks like something went wrong.</h1></body></html>';

/** What broken-backend's cart changes answer: an acknowledgement instead of the cart. */
export const brokenBackendAcknowledgement = { success: true, message: 'Cart updated.' } as const;

/**
 * broken-backend: answers whose top level the storefront cannot use, the way a backend not yet built to the
 * contract answers: get-data without its layout list, a products page whose `data` is one product, categories as
 * a bare list, cache-info as an HTML page, the cart wrapped in `data`, a 500 for the discounts, nulls for lists,
 * and cart changes that acknowledge instead of answering the cart. The catalogue pages' calls: a product under
 * `product`, a category as the bare list of its children, a category page whose `data` is one product, the search
 * in Algolia's own `hits`, reviews under `reviews`, pages as a map of slug to title and one page in a list; the place
 * search and details as Google's own answers passed through, check-pincode as `{ status, data: { serviceable } }`, the
 * address book under `addresses`; the referral code's owner under `referrer`.
 * `npm run check-backend` reports each as failed.
 */
function brokenBackendHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  const mutations = callList.filter((call) => call.method !== 'get' && call.answer.schema === cartSummarySchema);
  return [
    answerOverride('*/api/get-data', siteDataSchema, ({ layout, ...rest }) => ({ ...rest, layouts: layout }), base),
    answerOverride('*/api/get-products', productsPageSchema, (page) => ({ ...page, data: page.data[0] ?? {} }), base),
    answerOverride('*/api/get-parent-categories', categoriesListSchema, (list) => list.data, base),
    // The catalogue pages' calls, each the way a backend not built to the contract answers it.
    answerOverride('*/api/get-product', productAnswerSchema, (answer) => ({ product: answer.data }), base),
    answerOverride('*/api/get-category', categoryAnswerSchema, (answer) => answer.data.children, base),
    answerOverride('*/api/get-category-products', productsPageSchema, (page) => ({ ...page, data: page.data[0] ?? {} }), base),
    answerOverride('*/api/search-products', searchAnswerSchema, ({ data, total }) => ({ hits: data, nbHits: total }), base),
    answerOverride('*/api/get-product-reviews', reviewsPageSchema, ({ data, ...summary }) => ({ ...summary, reviews: data }), base),
    answerOverride('*/api/get-pages', pagesListSchema, (list) => ({ data: Object.fromEntries(list.data.map((page) => [page.slug, page.title])) }), base),
    answerOverride('*/api/get-page', pageAnswerSchema, (answer) => ({ data: [answer.data] }), base),
    answerOverride('*/api/get-cart', cartSummarySchema, (summary) => ({ data: summary }), base),
    answerOverride('*/api/get-cart-recommended-products', cartRecommendedProductsSchema, () => ({ data: null }), base),
    answerOverride('*/api/get-recent-orders', recentOrdersSchema, () => ({ orders: null }), base),
    // The place search as a backend that passes Google's own answer through, and an address book under its own key.
    answerOverride(
      '*/api/google/address',
      placePredictionsSchema,
      (answer) => ({ suggestions: answer.data.map((place) => ({ placePrediction: { placeId: place.place_id, text: { text: place.description } } })) }),
      base,
    ),
    answerOverride(
      '*/api/google/address/details',
      placeDetailsAnswerSchema,
      ({ data: place }) => ({ id: place.place_id, formattedAddress: place.description, location: { latitude: place.lat, longitude: place.lng } }),
      base,
    ),
    answerOverride('*/api/check-pincode', pincodeCheckSchema, (check) => ({ status: 'success', data: { serviceable: check.deliverable } }), base),
    answerOverride('*/api/address/get-addresses', addressListSchema, (list) => ({ addresses: list.data }), base),
    // Orders as a backend that names its keys its own way: the order under `order`, tracking as a list, the wallet bare.
    answerOverride('*/api/get-single-order', orderAnswerSchema, (answer) => ({ order: answer.data }), base),
    answerOverride('*/api/get-single-order-to-track', trackedOrderAnswerSchema, (answer) => ({ data: [answer.data] }), base),
    answerOverride('*/api/get-all-orders', ordersPageSchema, (page) => ({ orders: page.data, page: page.current_page }), base),
    answerOverride('*/api/check-wallet', walletSchema, (wallet) => wallet.balance, base),
    // A referral landing's owner under its own key, as a backend not built to the contract might name it.
    answerOverride('*/api/get-referrer-user', referrerAnswerSchema, (answer) => ({ referrer: answer.data }), base),
    http.get(
      '*/api/cache-info',
      withClientContract(() => new HttpResponse(brokenBackendHtml, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
    ),
    http.get('*/api/get-discounts', withClientContract(() => errorResponse(500, 'Server Error'))),
    ...mutations.map((call) => wireOverride(call.method, handlerPath(call), () => brokenBackendAcknowledgement, base)),
  ];
}

/** How long otp-rate-limited tells the shopper to wait. */
export const otpRateLimitedRetryAfterSeconds = 60;
export const otpRateLimitedMessage = `Too many codes were asked for. Please try again in ${otpRateLimitedRetryAfterSeconds} seconds.`;

/**
 * otp-rate-limited: the first sign-in code a shopper asks for is refused with a 429 `{ message, retry_after: 60 }` and
 * the `Retry-After` header, as the store answers a fourth request in ten minutes, so the form's wait can be tried
 * without asking three times first. Everything else (password sign-in included) works as usual.
 */
function otpRateLimitedHandlers(): RequestHandler[] {
  return [http.post('*/api/send-login-otp', withClientContract(() => tooManyRequestsResponse(otpRateLimitedRetryAfterSeconds, otpRateLimitedMessage)))];
}

/** The handlers that turn the normal store into `name`. Put them in front of `handlers`. */
export function scenarioHandlers(name: ScenarioName, options: ScenarioOptions = {}): RequestHandler[] {
  const seed = options.seed ?? defaultScenarioSeed;
  const random = options.random ?? seededRandom(seed);
  switch (name) {
    case 'store-closed':
      return storeClosedHandlers(options.base);
    case 'slow':
      return slowHandlers(random, options.wait ?? delay);
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
      return paymentFailureHandlers(options.base);
    case 'payment-callback-lost':
      return paymentCallbackLostHandlers(options.base);
    case 'price-changed-at-checkout':
      return priceChangedAtCheckoutHandlers(options.base);
    case 'branch-closed-at-checkout':
      return branchClosedAtCheckoutHandlers(options.base);
    case 'late-authorisation':
      return lateAuthorisationHandlers(options.base);
    case 'legacy-backend':
      return legacyBackendHandlers(options.base);
    case 'broken-backend':
      return brokenBackendHandlers(options.base);
    case 'otp-rate-limited':
      return otpRateLimitedHandlers();
    default:
      return name satisfies never;
  }
}
