import { getResponse, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartRecommendedProductsSchema, cartSummarySchema } from '@/api/schemas/cart.schema';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import { discountsListSchema } from '@/api/schemas/discount.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { pagesListSchema } from '@/api/schemas/page.schema';
import { productAnswerSchema } from '@/api/schemas/product-detail.schema';
import { productsPageSchema, type Product } from '@/api/schemas/product.schema';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { cacheInfoSchema, siteDataSchema } from '@/api/schemas/site.schema';
import type { Id } from '@/api/schemas/common.schema';
import { emptySelection, isAttributeValueDisabled } from '@/domain/product-options';
import { ApiError } from '@/api/api-error';
import { callList } from '@/api/calls';
import type { CallDefinition } from '@/api/calls/define';
import { earlierAnswers } from '@/api/calls/describe';
import { wordsOf } from '@/api/calls/docs';
import { parseAnswer } from '@/api/client';
import { readTolerantly } from '@/api/schemas/tolerance';
import { cartMessages } from '../domain/cart';
import { findCatalogueProduct } from '../domain/catalog';
import { seedDatabase, seedFacts } from '../domain/seed';
import { addToCart, fetchCart, pick, refusal, removeLine, seededProduct, summaryOf, updateLine } from './cart-testing';
import { handlers } from './handlers';
import { catalogHandlers } from './handlers/catalog.handlers';
import { reviewHandlers } from './handlers/reviews.handlers';
import { server } from '../hosts/node';
import {
  brokenBackendAcknowledgement,
  brokenBackendHtml,
  cartChaos,
  couponRejectedMessage,
  legacyLayoutExtras,
  flakyMessage,
  offlinePaths,
  parseScenario,
  parseScenarioSeed,
  paymentDeclinedMessage,
  scenarioHandlers,
  scenarioInfo,
  scenarioNames,
  seededRandom,
  soldOutMessage,
  soldOutValueIds,
  withSoldOutOptions,
} from './scenarios';
import { apiRequest, callApi } from './testing';
import { createSessionToken } from '../domain/sessions';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A random source that plays back the given numbers, so a test decides which requests fail. */
function playBack(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('parseScenario', () => {
  it.each(scenarioNames)('reads %s', (name) => {
    expect(parseScenario(name)).toBe(name);
    expect(parseScenario(` ${name.toUpperCase()} `)).toBe(name);
  });

  it.each([null, '', 'none', 'airplane-mode', 'slow,flaky'])('reads %j as no scenario', (value) => {
    expect(parseScenario(value)).toBeNull();
  });
});

describe('scenarioInfo', () => {
  it.each(scenarioNames)('gives %s a merchant-facing label and a one-line description', (name) => {
    const { label, description } = scenarioInfo[name];
    expect(label.trim()).not.toBe('');
    expect(description.trim()).not.toBe('');
    expect(description).not.toContain('\n');
  });

  it('names every scenario the preview studio offers', () => {
    const labels = scenarioNames.map((name) => scenarioInfo[name].label);
    for (const wanted of ['Store closed', 'Slow network', 'Flaky network', 'Offline', 'Session expired (401)', 'Empty catalog', 'Sold-out options', 'Coupon rejected', 'Payment failure']) {
      expect(labels).toContain(wanted);
    }
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('the store-closed scenario', () => {
  it('answers get-data with globalStoreEnable "false" and everything else as usual', async () => {
    server.use(...scenarioHandlers('store-closed'));
    const { status, body } = await callApi('/api/get-data', { branchId: 3 });
    expect(status).toBe(200);
    const siteData = siteDataSchema.parse(body);
    expect(siteData.settings.globalStoreEnable).toBe('false');
    expect(siteData.settings.storeName).toBe('Juniper Kitchen');
    expect(siteData.branches.selected_branch?.name).toBe('Airport');
    expect((await callApi('/api/get-cart')).status).toBe(200);
  });

  it('reports changed settings in cache-info, so cached open-store settings are dropped', async () => {
    const open = cacheInfoSchema.parse((await callApi('/api/cache-info')).body);
    server.use(...scenarioHandlers('store-closed'));
    const closed = cacheInfoSchema.parse((await callApi('/api/cache-info')).body);
    expect(closed['cache-settings']).not.toBe(open['cache-settings']);
    expect(closed['cache-products']).toBe(open['cache-products']);
  });

  it('still enforces the client contract', async () => {
    server.use(...scenarioHandlers('store-closed'));
    expect((await callApi('/api/get-data', { branchId: null })).status).toBe(400);
  });
});

describe('the slow scenario', () => {
  it('answers two searches out of order when the first waits longer: the search race is real', async () => {
    // Each call draws its latency as it arrives: the first search 0.9 of the range, the second 0.1.
    const waits: { ms: number; done: () => void }[] = [];
    const wait = (ms: number) => new Promise<void>((resolve) => waits.push({ ms, done: resolve }));
    server.use(...scenarioHandlers('slow', { random: playBack(0.9, 0.1), wait }));
    const answered: string[] = [];
    const searchFor = (q: string) =>
      callApi(`/api/search-products?q=${q}&page=1&per_page=8`).then((result) => {
        answered.push(q);
        return result;
      });
    const first = searchFor('piz');
    const second = searchFor('pizza');
    await vi.waitFor(() => expect(waits).toHaveLength(2));
    expect(waits.map((entry) => entry.ms)).toEqual([2330, 970]);
    // Time passes: the second search's shorter wait is up first, and its answer arrives first.
    waits[1]?.done();
    await vi.waitFor(() => expect(answered).toEqual(['pizza']));
    waits[0]?.done();
    await vi.waitFor(() => expect(answered).toEqual(['pizza', 'piz']));
    for (const result of await Promise.all([first, second])) {
      expect(result.status).toBe(200);
      expect(searchAnswerSchema.parse(result.body).total).toBeGreaterThan(0);
    }
  });

  it('answers as usual, after at least the minimum latency', async () => {
    server.use(...scenarioHandlers('slow', { random: () => 0 }));
    const startedAt = performance.now();
    const { status, body } = await callApi('/api/get-cart');
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(790);
    expect(status).toBe(200);
    expect(() => cartSummarySchema.parse(body)).not.toThrow();
  });
});

describe('the flaky scenario', () => {
  it('fails the requests its random source picks with 503, and answers the others as usual', async () => {
    server.use(...scenarioHandlers('flaky', { random: playBack(0.1, 0.9, 0.5) }));
    const answers = [await callApi('/api/get-data'), await callApi('/api/get-cart'), await callApi('/api/cache-info')];
    expect(answers.map((answer) => answer.status)).toEqual([503, 200, 200]);
    expect(apiErrorBodySchema.parse(answers[0]?.body).message).toBe(flakyMessage);
  });

  it('fails about one request in three, the same ones on every run by default', () => {
    const draw = (random: () => number) => Array.from({ length: 300 }, () => random() < 1 / 3);
    const first = draw(seededRandom(0x5eed));
    expect(draw(seededRandom(0x5eed))).toEqual(first);
    const failures = first.filter(Boolean).length;
    expect(failures).toBeGreaterThan(70);
    expect(failures).toBeLessThan(130);
  });
});

describe('the unauthorized scenario', () => {
  it('answers every /api call with 401 "Unauthenticated."', async () => {
    server.use(...scenarioHandlers('unauthorized'));
    for (const path of ['/api/get-data', '/api/get-cart', '/api/cache-info']) {
      const { status, body } = await callApi(path);
      expect(status).toBe(401);
      expect(apiErrorBodySchema.parse(body).message).toBe('Unauthenticated.');
    }
    const { status } = await callApi('/api/cart/add', { method: 'POST', body: {} });
    expect(status).toBe(401);
  });
});

describe('parseScenarioSeed', () => {
  it.each([
    ['7', 7],
    [' 42 ', 42],
    ['0', 0],
    ['4294967295', 4294967295],
  ])('reads %j as %s', (value, seed) => {
    expect(parseScenarioSeed(value)).toBe(seed);
  });

  it.each([null, '', 'none', '-1', '1.5', '0x10', '4294967296', '12345678901'])('reads %j as no seed', (value) => {
    expect(parseScenarioSeed(value)).toBeNull();
  });
});

describe('the cart-chaos scenario', () => {
  /** A wait that records each latency and returns at once: a whole seeded run without sleeping through it. */
  function recordingWait() {
    const waits: number[] = [];
    return { waits, wait: (ms: number) => Promise.resolve(waits.push(ms)) };
  }

  type Outcome = { action: string; status: number; latency: number | undefined };

  /**
   * Forty mixed cart changes chosen by a script of its own (not the scenario's seed), each followed by a
   * fetch. Checks after every change that a failed one left the server's cart as it was, and that a
   * successful one answered exactly the server's cart.
   */
  async function chaosRun(seed: number): Promise<Outcome[]> {
    await seedDatabase();
    const { waits, wait } = recordingWait();
    server.resetHandlers();
    server.use(...scenarioHandlers('cart-chaos', { seed, wait }));
    const script = seededRandom(99);
    const outcomes: Outcome[] = [];
    for (let step = 0; step < 40; step += 1) {
      const before = await fetchCart();
      const lines = before.cartItems;
      const target = lines[Math.floor(script() * lines.length)];
      const roll = script();
      let action: string;
      let call: Promise<{ status: number; body: unknown }>;
      if (!target || roll < 0.5) {
        const productId: Id = [seedFacts.productWithoutOptionsId, 22, 25][Math.floor(script() * 3)] ?? 21;
        action = `add ${String(productId)}`;
        call = addToCart(productId);
      } else if (roll < 0.8) {
        action = `update ${String(target.id)}`;
        call = updateLine(target.id, { quantity: 1 + Math.floor(script() * 5) });
      } else {
        action = `remove ${String(target.id)}`;
        call = removeLine(target.id);
      }
      const waited = waits.length;
      const { status, body } = await call;
      outcomes.push({ action, status, latency: waits[waited] });
      const after = await fetchCart();
      if (status === 500) expect(after, `${action} failed but changed the cart`).toEqual(before);
      else expect(summaryOf(body), `${action} answered another cart than the server's`).toEqual(after);
    }
    return outcomes;
  }

  it('gives the same latencies and failures for the same seed, and others for another seed', async () => {
    const first = await chaosRun(7);
    const again = await chaosRun(7);
    expect(again).toEqual(first);
    const other = await chaosRun(8);
    expect(other.map((outcome) => [outcome.status, outcome.latency])).not.toEqual(first.map((outcome) => [outcome.status, outcome.latency]));
    for (const outcome of [...first, ...other]) {
      expect([200, 201, 500]).toContain(outcome.status);
      expect(outcome.latency).toBeGreaterThanOrEqual(cartChaos.latencyMs.min);
      expect(outcome.latency).toBeLessThanOrEqual(cartChaos.latencyMs.max);
    }
  });

  it('fails about one cart change in ten with a 500 and a message, never a fetch', async () => {
    const { waits, wait } = recordingWait();
    server.use(...scenarioHandlers('cart-chaos', { seed: 1, wait }));
    const statuses: number[] = [];
    let failure: unknown = null;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const { status, body } = await addToCart(seedFacts.productWithoutOptionsId, {}, { guestId: crypto.randomUUID() });
      statuses.push(status);
      if (status === 500) failure = body;
    }
    const failures = statuses.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(15);
    expect(failures).toBeLessThan(50);
    expect(statuses.filter((status) => status !== 500).every((status) => status === 201)).toBe(true);
    expect(apiErrorBodySchema.parse(failure).message).toBe(cartChaos.failureMessage);
    for (let fetchCount = 0; fetchCount < 50; fetchCount += 1) expect((await callApi('/api/get-cart')).status).toBe(200);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });

  it('delays cart fetches too, from a stream of their own: fetching more never changes which change fails', async () => {
    const fates = async (fetchesBetween: number) => {
      await seedDatabase();
      const { wait } = recordingWait();
      server.resetHandlers();
      server.use(...scenarioHandlers('cart-chaos', { seed: 3, wait }));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        for (let fetchCount = 0; fetchCount < fetchesBetween; fetchCount += 1) await fetchCart();
        statuses.push((await addToCart(seedFacts.productWithoutOptionsId)).status);
      }
      return statuses;
    };
    expect(await fates(3)).toEqual(await fates(0));
  });

  it('really waits by default', async () => {
    server.use(...scenarioHandlers('cart-chaos', { random: () => 0.5 }));
    const startedAt = performance.now();
    const { status } = await addToCart(seedFacts.productWithoutOptionsId);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(390);
    expect(status).toBe(201);
  });

  it('leaves coupons and the rest of the store alone', async () => {
    server.use(...scenarioHandlers('cart-chaos', { random: () => 0 }));
    expect((await addToCart(seedFacts.productWithoutOptionsId)).status).toBe(500);
    expect((await callApi('/api/get-discounts')).status).toBe(200);
    expect((await callApi('/api/cart/remove-coupon', { method: 'DELETE' })).status).toBe(200);
  });
});

/** The answer `list` gives `request`, as the Node simulator and the studio ask it (msw's getResponse). */
async function answer(list: readonly RequestHandler[], request: Request): Promise<{ status: number; body: unknown }> {
  const response = await getResponse([...list, ...handlers], request);
  if (!response) throw new Error(`nothing answered ${request.method} ${request.url}`);
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** A studio draft's store: its own products page and cache versions in front of the seeded store. */
function draftBase(page: { data: Product[] }): RequestHandler[] {
  return [
    http.get('*/api/get-products', () => HttpResponse.json({ data: page.data, current_page: 1, last_page: 1, per_page: 12, total: page.data.length })),
    http.get('*/api/cache-info', () =>
      HttpResponse.json({ 'cache-settings': 'draft-s', 'cache-layouts': 'draft-l', 'cache-branches': 'draft-b', 'cache-products': 'draft-p' }),
    ),
    ...handlers,
  ];
}

describe('the offline scenario', () => {
  it('fails every /api call, image, vendor script and the connectivity check with a network error, never an HTTP status', async () => {
    server.use(...scenarioHandlers('offline'));
    await expect(fetch(apiRequest('/api/get-data'))).rejects.toThrow(TypeError);
    await expect(fetch(apiRequest('/api/cart/add', { method: 'POST', body: {} }))).rejects.toThrow(TypeError);
    await expect(fetch('http://localhost/sim-images/pizza.svg?w=400')).rejects.toThrow(TypeError);
    await expect(fetch('http://localhost/sim-avatars/1/1-abc')).rejects.toThrow(TypeError);
    await expect(fetch('http://localhost/sim-vendor/www.googletagmanager.com/gtag/js?id=G-1')).rejects.toThrow(TypeError);
    for (const method of ['GET', 'HEAD']) {
      await expect(fetch(`http://localhost/connectivity-check.txt?t=${Date.now()}`, { method })).rejects.toThrow(TypeError);
    }
  });

  it('leaves the app’s own files alone: the page was open when the connection went', async () => {
    const list = scenarioHandlers('offline');
    for (const path of ['/', '/index.html', '/assets/index-abc123.js', '/favicon.svg']) {
      expect(await getResponse(list, new Request(`http://localhost${path}`))).toBeUndefined();
    }
    expect(offlinePaths).toContain('*/connectivity-check.txt');
  });

  it('fails the same on top of a studio draft', async () => {
    const list = scenarioHandlers('offline', { base: draftBase({ data: [] }) });
    const response = await getResponse(list, apiRequest('/api/get-products?page=1&per_page=12'));
    expect(response?.type).toBe('error');
  });
});

describe('the empty-catalog scenario', () => {
  it.each([
    ['a plain page', 'page=1&per_page=12'],
    ['a category', 'page=1&per_page=8&category_id=1'],
    ['a search', 'page=1&per_page=10&search=pizza'],
    ['chosen products', 'page=1&per_page=12&ids=1,2,21'],
    ['the whole collection', 'page=3&per_page=24&collection=all'],
  ])('answers %s with no products in the store’s paging shape', async (_, query) => {
    server.use(...scenarioHandlers('empty-catalog'));
    const { status, body } = await callApi(`/api/get-products?${query}`);
    expect(status).toBe(200);
    const page = productsPageSchema.parse(body);
    const asked = new URLSearchParams(query);
    expect(page).toEqual({ data: [], current_page: Number(asked.get('page')), last_page: 1, per_page: Number(asked.get('per_page')), total: 0 });
  });

  it.each([
    ['a category', 'category_id=1&page=1&per_page=24'],
    ['Full menu, sorted', `category_id=${seedFacts.fullMenuCategory.id}&page=2&per_page=12&sort=name`],
  ])('answers %s’s products page with no products', async (_, query) => {
    server.use(...scenarioHandlers('empty-catalog'));
    const { status, body } = await callApi(`/api/get-category-products?${query}`);
    expect(status).toBe(200);
    const asked = new URLSearchParams(query);
    expect(productsPageSchema.parse(body)).toEqual({ data: [], current_page: Number(asked.get('page')), last_page: 1, per_page: Number(asked.get('per_page')), total: 0 });
  });

  it('finds no products and no categories in a search', async () => {
    server.use(...scenarioHandlers('empty-catalog'));
    const { status, body } = await callApi('/api/search-products?q=pizza&page=1&per_page=8');
    expect(status).toBe(200);
    expect(searchAnswerSchema.parse(body)).toEqual({ data: [], categories: [], current_page: 1, last_page: 1, total: 0 });
  });

  it('knows no category, product or product’s reviews by slug or id, and keeps the content pages', async () => {
    server.use(...scenarioHandlers('empty-catalog'));
    for (const slug of ['pizzas', 'drinks', seedFacts.fullMenuCategory.slug, 'no-such-category']) {
      expect(await refusal(callApi(`/api/get-category?slug=${slug}`))).toEqual({ status: 404, message: 'Category not found.' });
    }
    expect(await refusal(callApi('/api/get-product?slug=margherita-pizza'))).toEqual({ status: 404, message: 'Product not found.' });
    expect(await refusal(callApi('/api/get-product-reviews?product_id=1'))).toEqual({ status: 404, message: 'Product not found.' });
    // The store's own refusals come first.
    expect((await callApi('/api/get-category')).status).toBe(422);
    expect((await callApi('/api/search-products?page=1')).status).toBe(422);
    expect(pagesListSchema.parse((await callApi('/api/get-pages')).body).data).toHaveLength(seedFacts.pageSlugs.length);
  });

  it('answers no categories and no recommendations, and refuses any add like an unknown product', async () => {
    server.use(...scenarioHandlers('empty-catalog'));
    expect(categoriesListSchema.parse((await callApi('/api/get-parent-categories')).body).data).toEqual([]);
    expect(cartRecommendedProductsSchema.parse((await callApi('/api/get-cart-recommended-products')).body).data).toEqual([]);
    expect(await refusal(addToCart(seedFacts.productWithoutOptionsId))).toEqual({ status: 422, message: cartMessages.productUnavailable });
    expect(await fetchCart()).toMatchObject({ cartItems: [] });
  });

  it('keeps the layout, the settings, the store’s own refusals and the client contract', async () => {
    const normal = siteDataSchema.parse((await callApi('/api/get-data')).body);
    server.use(...scenarioHandlers('empty-catalog'));
    expect(siteDataSchema.parse((await callApi('/api/get-data')).body)).toEqual(normal);
    expect((await callApi('/api/get-products?page=0&per_page=12')).status).toBe(422);
    expect((await callApi('/api/get-products?page=1&per_page=12', { branchId: null })).status).toBe(400);
    expect(await refusal(callApi('/api/cart/add', { method: 'POST', body: { product_id: 21 } }))).toMatchObject({ status: 422 });
  });

  it('reports changed products in cache-info, so a cached catalogue is dropped', async () => {
    const open = cacheInfoSchema.parse((await callApi('/api/cache-info')).body);
    server.use(...scenarioHandlers('empty-catalog'));
    const empty = cacheInfoSchema.parse((await callApi('/api/cache-info')).body);
    expect(empty['cache-products']).not.toBe(open['cache-products']);
    expect(empty['cache-settings']).toBe(open['cache-settings']);
  });

  it('empties a studio draft’s catalogue too, from the draft’s own answers', async () => {
    const list = scenarioHandlers('empty-catalog', { base: draftBase({ data: [seededProduct(1)] }) });
    const page = productsPageSchema.parse((await answer(list, apiRequest('/api/get-products?page=1&per_page=12'))).body);
    expect(page.data).toEqual([]);
    expect(page.total).toBe(0);
    expect(cacheInfoSchema.parse((await answer(list, apiRequest('/api/cache-info'))).body)['cache-products']).toBe('draft-p-empty-catalog');
  });

  it('covers every catalogue call the store answers', () => {
    const overridden = new Set(scenarioHandlers('empty-catalog').flatMap((handler) => (handler instanceof HttpHandler ? [String(handler.info.path)] : [])));
    for (const handler of [...catalogHandlers, ...reviewHandlers]) expect(overridden).toContain(String(handler.info.path));
    expect(overridden).toContain('*/api/get-cart-recommended-products');
  });
});

describe('the sold-out-options scenario', () => {
  const margherita = () => seededProduct(seedFacts.productWithOptionsId);

  /** Every product of a products page, by id. */
  async function pageProducts(query: string): Promise<Map<string, Product>> {
    const page = productsPageSchema.parse((await callApi(`/api/get-products?${query}`)).body);
    return new Map(page.data.map((product) => [String(product.id), product]));
  }

  it('sells out about half of the first attribute’s values, never the first, and keeps something to buy', () => {
    expect([...soldOutValueIds(margherita())]).toEqual([pick(margherita(), 'Size', 'Medium 12"')[1]].map(String));
    const bowl = seededProduct(seedFacts.productWith2048CombinationsId);
    const changed = withSoldOutOptions(bowl);
    expect(changed.combinations.length).toBe(bowl.combinations.length / 2);
    expect(withSoldOutOptions(seededProduct(seedFacts.productWithoutOptionsId))).toEqual(seededProduct(seedFacts.productWithoutOptionsId));
    expect(withSoldOutOptions(seededProduct(seedFacts.productWithOnlyMultiChoiceId))).toEqual(seededProduct(seedFacts.productWithOnlyMultiChoiceId));
  });

  it('keeps the value of the first combination on sale when every combination would sell out', () => {
    const values = [10, 11, 12, 13].map((id) => ({ id, value: `V${id}` }));
    const product: Product = {
      ...margherita(),
      attributes: [{ id: 1, name: 'Size', values }],
      // Only the 2nd and 4th values are in any combination: both would be sold out.
      combinations: [
        { ids: [11], price: 10, variant_id: 1 },
        { ids: [13], price: 12, variant_id: 2 },
      ],
    };
    expect([...soldOutValueIds(product)]).toEqual(['13']);
    expect(withSoldOutOptions(product).combinations).toEqual([{ ids: [11], price: 10, variant_id: 1 }]);
  });

  it('answers products with the sold-out values disabled in the options panel, and the others as before', async () => {
    const before = await pageProducts('page=1&per_page=50');
    server.use(...scenarioHandlers('sold-out-options'));
    const after = await pageProducts('page=1&per_page=50');
    expect([...after.keys()]).toEqual([...before.keys()]);
    let withOptions = 0;
    for (const [id, product] of after) {
      const original = before.get(id);
      if (!original) throw new Error(`product ${id} went missing`);
      const soldOut = soldOutValueIds(original);
      if (soldOut.size === 0) {
        expect(product).toEqual(original);
        continue;
      }
      withOptions += 1;
      expect(product.combinations.length).toBeGreaterThan(0);
      expect(product.combinations.length).toBeLessThan(original.combinations.length);
      const first = original.attributes[0];
      if (!first) throw new Error('sold out without an attribute');
      for (const value of first.values) {
        expect(isAttributeValueDisabled(product, emptySelection(), first.id, value.id), `${product.name}: ${value.value}`).toBe(soldOut.has(String(value.id)));
      }
      expect(soldOut.size).toBeGreaterThanOrEqual(Math.floor(first.values.length / 2));
    }
    expect(withOptions).toBeGreaterThan(10);
  });

  it('changes the cart’s recommendations and the generated collection too', async () => {
    server.use(...scenarioHandlers('sold-out-options'));
    const recommended = cartRecommendedProductsSchema.parse((await callApi('/api/get-cart-recommended-products')).body).data;
    const generated = productsPageSchema.parse((await callApi('/api/get-products?page=1&per_page=50&collection=all')).body).data;
    expect(recommended.length).toBeGreaterThan(0);
    for (const product of [...recommended, ...generated]) {
      const original = findCatalogueProduct(product.id);
      if (!original) throw new Error(`product ${String(product.id)} is not in the catalogue`);
      expect(product, product.name).toEqual(withSoldOutOptions(original));
    }
    expect([...recommended, ...generated].some((product) => soldOutValueIds(findCatalogueProduct(product.id) ?? product).size > 0)).toBe(true);
  });

  it('changes a product’s own page, a category’s pages and the search too', async () => {
    server.use(...scenarioHandlers('sold-out-options'));
    const detail = productAnswerSchema.parse((await callApi('/api/get-product?slug=margherita-pizza')).body).data;
    expect(detail.combinations).toEqual(withSoldOutOptions(margherita()).combinations);
    expect(detail.images.length).toBeGreaterThan(1);
    const category = productsPageSchema.parse((await callApi('/api/get-category-products?category_id=1')).body).data;
    const found = searchAnswerSchema.parse((await callApi('/api/search-products?q=pizza&page=1&per_page=50')).body).data;
    for (const product of [...category, ...found]) {
      const original = findCatalogueProduct(product.id);
      if (!original) throw new Error(`product ${String(product.id)} is not in the catalogue`);
      expect(product, product.name).toEqual(withSoldOutOptions(original));
    }
    expect(category.some((product) => soldOutValueIds(product).size > 0 || product.combinations.length < (findCatalogueProduct(product.id)?.combinations.length ?? 0))).toBe(true);
  });

  it('refuses to add or switch a line to a sold-out value with a 422, and takes the others', async () => {
    server.use(...scenarioHandlers('sold-out-options'));
    const product = margherita();
    const medium = { attributes: [pick(product, 'Size', 'Medium 12"'), pick(product, 'Crust', 'Thin')] };
    const large = { attributes: [pick(product, 'Size', 'Large 14"'), pick(product, 'Crust', 'Thin')] };
    expect(await refusal(addToCart(product.id, medium))).toEqual({ status: 422, message: soldOutMessage('Margherita Pizza', 'Size', 'Medium 12"') });
    expect((await fetchCart()).cartItems).toEqual([]);
    const added = await addToCart(product.id, large);
    expect(added.status).toBe(201);
    const line = summaryOf(added.body).cartItems[0];
    if (!line) throw new Error('no line');
    expect(await refusal(updateLine(line.id, medium))).toEqual({ status: 422, message: soldOutMessage('Margherita Pizza', 'Size', 'Medium 12"') });
    expect((await updateLine(line.id, { ...large, quantity: 2 })).status).toBe(200);
    // The store's own refusals still come first for everything else.
    expect((await refusal(addToCart(product.id, { attributes: [pick(product, 'Size', 'Large 14"')] }))).status).toBe(422);
    expect((await addToCart(seedFacts.productWithoutOptionsId)).status).toBe(201);
  });

  it('sells out a studio draft’s products, from the draft’s own answer', async () => {
    const draftProduct: Product = { ...margherita(), id: 501, name: 'Draft Pizza' };
    const list = scenarioHandlers('sold-out-options', { base: draftBase({ data: [draftProduct] }) });
    const page = productsPageSchema.parse((await answer(list, apiRequest('/api/get-products?page=1&per_page=12'))).body);
    expect(page.data).toEqual([withSoldOutOptions(draftProduct)]);
    expect(page.data[0]?.combinations.length).toBe(4);
    expect(cacheInfoSchema.parse((await answer(list, apiRequest('/api/cache-info'))).body)['cache-products']).toBe('draft-p-sold-out-options');
  });
});

describe('the coupon-rejected scenario', () => {
  it('refuses every code with a 422 and a message, leaving the cart as it was', async () => {
    await addToCart(seedFacts.productWithoutOptionsId, { quantity: 9 });
    const before = await fetchCart();
    server.use(...scenarioHandlers('coupon-rejected'));
    for (const code of ['WELCOME10', 'save5', 'NOT-A-CODE']) {
      expect(await refusal(callApi('/api/cart/apply-coupon', { method: 'POST', body: { code } }))).toEqual({ status: 422, message: couponRejectedMessage(code) });
    }
    expect(couponRejectedMessage(' save5 ')).toContain('SAVE5');
    expect(await fetchCart()).toEqual(before);
  });

  it('keeps the store’s answer to an empty code, the list of codes, removing a code and the client contract', async () => {
    server.use(...scenarioHandlers('coupon-rejected'));
    expect(await refusal(callApi('/api/cart/apply-coupon', { method: 'POST', body: { code: '  ' } }))).toEqual({ status: 422, message: 'Please enter a discount code.' });
    expect((await callApi('/api/get-discounts')).status).toBe(200);
    expect((await callApi('/api/cart/remove-coupon', { method: 'DELETE' })).status).toBe(200);
    expect((await callApi('/api/cart/apply-coupon', { method: 'POST', body: { code: 'WELCOME10' }, branchId: null })).status).toBe(400);
  });
});

describe('the payment-failure scenario', () => {
  const pay = (options: { branchId?: null } = {}) =>
    callApi('/api/razorpay/process-payment', { method: 'POST', body: { razorpay_payment_id: 'pay_sim_1', order_id: 1 }, ...options });

  it('declines process-payment with a 402 and a message, after the client contract (the bank’s side: checkout-scenarios.test.ts)', async () => {
    expect((await pay()).status).toBe(422);
    server.use(...scenarioHandlers('payment-failure'));
    expect(await refusal(pay())).toEqual({ status: 402, message: paymentDeclinedMessage });
    expect((await pay({ branchId: null })).status).toBe(400);
    expect((await callApi('/api/get-cart')).status).toBe(200);
  });
});

describe('scenarios that replace an answer rather than change it', () => {
  it.each(['coupon-rejected', 'payment-failure'] as const)('%s answers the same on top of a studio draft', async (name) => {
    const path = name === 'coupon-rejected' ? '/api/cart/apply-coupon' : '/api/razorpay/process-payment';
    const request = () => apiRequest(path, { method: 'POST', body: { code: 'WELCOME10' } });
    const plain = await answer(scenarioHandlers(name), request());
    const onDraft = await answer(scenarioHandlers(name, { base: draftBase({ data: [] }) }), request());
    expect(onDraft).toEqual(plain);
    expect([402, 422]).toContain(plain.status);
  });
});

/**
 * Every row legacy-backend broke on purpose, by path: a null, a record with nothing but its id (or nothing at all),
 * or a bare value among records (the string in the layout).
 */
function brokenRowPaths(raw: unknown, path: string[] = []): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (Array.isArray(raw)) {
    const ofRecords = raw.some(isRecord);
    return raw.flatMap((item, index) => {
      const here = [...path, String(index)];
      const broken = item === null || (isRecord(item) ? Object.keys(item).every((key) => key === 'id') : ofRecords && !Array.isArray(item));
      return broken ? [here.join('.')] : brokenRowPaths(item, here);
    });
  }
  if (!isRecord(raw)) return [];
  // Settings are not rows: legacy-backend's lists there are JSON the storefront does not read.
  return Object.entries(raw).flatMap(([key, value]) => (path.length === 0 && key === 'settings' ? [] : brokenRowPaths(value, [...path, key])));
}

const allContractReads = callList.filter((call) => wordsOf(call).check);
const contractReads = allContractReads.filter((call) => call.audience === 'guest-or-customer');

/**
 * The path the backend checker reads a call with: its own query, or one derived from the seeded store's answers to
 * the reads before it (a product's slug from get-products, an order id from get-all-orders, ...), as
 * scripts/check-backend does. Read as the demo customer, whose orders only they may read.
 */
async function readPath(call: (typeof contractReads)[number]): Promise<{ path: string; token: string }> {
  const { token } = await createSessionToken();
  const earlier = new Map<CallDefinition, unknown>();
  for (const read of allContractReads) {
    const check = wordsOf(read).check;
    const query = check?.derive ? check.derive(earlierAnswers(earlier)) : (check?.query ?? {});
    if (query === null) throw new Error(`${read.path} has nothing to read with`);
    const path = `${read.path}?${new URLSearchParams(query as Record<string, string>).toString()}`;
    if (read === call) return { path, token };
    earlier.set(read, read.answer.schema.parse((await callApi(path, { token })).body));
  }
  throw new Error(`${call.path} is not a read of the contract`);
}

describe('the legacy-backend scenario', () => {
  /** The same read in the seeded store and in legacy-backend, each as sent and as the client reads it. */
  async function bothWays(call: (typeof contractReads)[number]) {
    const { path, token } = await readPath(call);
    const seeded = await callApi(path, { token });
    server.use(...scenarioHandlers('legacy-backend'));
    const legacy = await callApi(path, { token });
    server.resetHandlers();
    const read = readTolerantly(legacy.body, () => call.answer.schema.safeParse(legacy.body));
    return { seeded, legacy, read, seededRead: call.answer.schema.parse(seeded.body) as unknown };
  }

  it.each(contractReads.map((call) => [call.path, call] as const))('answers %s in legacy shapes the client reads, dropping exactly the broken rows', async (_, call) => {
    const { seeded, legacy, read } = await bothWays(call);
    expect(legacy.status).toBe(seeded.status);
    expect(read.value.success).toBe(true);
    const droppedRows = read.dropped.map((part) => part.path).filter((path) => !path.startsWith('settings.'));
    expect(droppedRows).toEqual(brokenRowPaths(legacy.body));
  });

  it('keeps every valid item of every list: the same ids, prices and options as the seeded store', async () => {
    const idsOf = (list: readonly { id: Id }[]) => list.map((item) => String(item.id));
    const products = contractReads.find((call) => call.id === 'getProducts');
    if (!products) throw new Error('the contract has no getProducts');
    const { read, seededRead } = await bothWays(products);
    if (!read.value.success) throw new Error('legacy get-products should be read');
    const legacyPage = productsPageSchema.parse(read.value.data);
    const seededPage = productsPageSchema.parse(seededRead);
    expect(idsOf(legacyPage.data)).toEqual(idsOf(seededPage.data));
    expect(legacyPage.data.map((product) => [product.selling_price, product.original_price, product.in_stock])).toEqual(
      seededPage.data.map((product) => [product.selling_price, product.original_price, product.in_stock]),
    );
    expect(legacyPage.data.map((product) => [product.attributes.length, product.combinations.length, product.multi_selectable_attributes.length])).toEqual(
      seededPage.data.map((product) => [product.attributes.length, product.combinations.length, product.multi_selectable_attributes.length]),
    );
    expect([legacyPage.current_page, legacyPage.last_page, legacyPage.total]).toEqual([seededPage.current_page, seededPage.last_page, seededPage.total]);

    for (const [path, schema] of [
      ['/api/get-parent-categories', categoriesListSchema],
      ['/api/get-discounts', discountsListSchema],
      ['/api/get-cart-recommended-products', cartRecommendedProductsSchema],
    ] as const) {
      const seededList = schema.parse((await callApi(path)).body).data;
      server.use(...scenarioHandlers('legacy-backend'));
      const legacyList = schema.parse((await callApi(path)).body).data;
      server.resetHandlers();
      expect(idsOf(legacyList), path).toEqual(idsOf(seededList));
    }
  });

  it('sends get-data the way real backends have: broken layout rows, 0/1 flags, string ids and settings of any JSON type', async () => {
    server.use(...scenarioHandlers('legacy-backend'));
    const { body } = await callApi('/api/get-data', { branchId: 2 });
    const raw = body as { layout: unknown[]; settings: Record<string, unknown>; branches: { branches: unknown[]; selected_branch: unknown } };
    expect(raw.layout).toContain(null);
    expect(raw.layout).toContainEqual({});
    expect(raw.layout.some((item) => typeof item === 'string')).toBe(true);
    expect(raw.layout).toContainEqual(legacyLayoutExtras.withoutData);
    expect(raw.branches.branches).toContainEqual(expect.objectContaining({ id: '1', is_open: 1 }));
    const flags = raw.branches.branches.flatMap((branch) => (typeof branch === 'object' && branch !== null && 'is_open' in branch ? [branch.is_open] : []));
    expect(flags.length).toBe(3);
    for (const flag of flags) expect([0, 1, '0', '1']).toContain(flag);
    expect(raw.settings.social_links).toEqual(expect.any(Object));
    expect(raw.settings.opening_hours).toEqual(expect.any(Array));
    expect(raw.settings.logo).toEqual(expect.objectContaining({ url: expect.any(String) }));

    const siteData = siteDataSchema.parse(body);
    server.resetHandlers();
    const seeded = siteDataSchema.parse((await callApi('/api/get-data', { branchId: 2 })).body);
    // Every valid item, the one without data too: the layout engine makes that one an error node.
    expect(siteData.layout.map((item) => String(item.id)).sort()).toEqual([...seeded.layout.map((item) => String(item.id)), legacyLayoutExtras.withoutData.id].sort());
    expect(siteData.branches.branches.map((branch) => [branch.name, branch.is_open])).toEqual(seeded.branches.branches.map((branch) => [branch.name, branch.is_open]));
    expect(siteData.branches.selected_branch?.name).toBe('Riverside');
    expect(siteData.settings.logo).toBeUndefined();
    expect(siteData.settings.storeName).toBe('Juniper Kitchen');
  });

  it('sends products with null text and in_stock as 1/0; the client falls back to the name for the alt text', async () => {
    server.use(...scenarioHandlers('legacy-backend'));
    for (const path of ['/api/get-products?page=1&per_page=12', '/api/get-cart-recommended-products']) {
      const { body } = await callApi(path);
      const rows = (body as { data: unknown[] }).data.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && 'name' in row);
      expect(rows.some((row) => row.description === null && row.image_alt === null), path).toBe(true);
      expect(rows.every((row) => row.in_stock === 1 || row.in_stock === 0), path).toBe(true);
      const read = cartRecommendedProductsSchema.parse(body);
      for (const product of read.data) expect(product.image_alt).not.toBeNull();
    }
  });

  it('answers the cart calls in legacy shapes too, so a shopper can fill and empty the cart', async () => {
    server.use(...scenarioHandlers('legacy-backend'));
    const pizza = seededProduct(1);
    const chosen = [pick(pizza, 'Size', 'Large 14"'), pick(pizza, 'Crust', 'Thin')].map(([attribute, value]): [string, Id] => [attribute, String(value)]);
    const added = await addToCart(String(pizza.id), { quantity: 2, attributes: chosen });
    expect(added.status).toBe(201);
    const raw = added.body as { total: unknown };
    expect(typeof raw.total).toBe('string');
    const cart = summaryOf(added.body);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]?.quantity).toBe(2);
    const line = cart.cartItems[0];
    if (!line) throw new Error('no line');
    expect(summaryOf((await updateLine(line.id, { quantity: 3, attributes: chosen })).body).cartItems[0]?.quantity).toBe(3);
    expect(summaryOf((await callApi('/api/cart/apply-coupon', { method: 'POST', body: { code: 'WELCOME10' } })).body).customer_applied_coupon).toBe('WELCOME10');
    expect(summaryOf((await callApi('/api/cart/remove-coupon', { method: 'DELETE' })).body).customer_applied_coupon).toBeNull();
    expect(summaryOf((await removeLine(line.id)).body).cartItems).toEqual([]);
    expect((await fetchCart()).cartItems).toEqual([]);
  });

  it('passes the store’s refusals and the client contract through unchanged', async () => {
    server.use(...scenarioHandlers('legacy-backend'));
    expect((await callApi('/api/get-data', { branchId: null })).status).toBe(400);
    expect((await refusal(addToCart(999_999))).status).toBe(422);
  });

  it('rewrites a studio draft’s answer, not the seeded store’s', async () => {
    const draftProduct = seededProduct(21);
    const list = scenarioHandlers('legacy-backend', { base: draftBase({ data: [draftProduct, seededProduct(22)] }) });
    const { body } = await answer(list, apiRequest('/api/get-products?page=1&per_page=12'));
    expect((body as { data: unknown[] }).data).toEqual([expect.objectContaining({ id: '21', selling_price: draftProduct.selling_price.toFixed(2) }), null, expect.objectContaining({ id: '22' })]);
    expect(productsPageSchema.parse(body).data.map((product) => product.id)).toEqual(['21', '22']);
  });
});

describe('the broken-backend scenario', () => {
  beforeEach(() => server.use(...scenarioHandlers('broken-backend')));

  it.each(contractReads.filter((call) => call.id !== 'getCacheInfo').map((call) => [call.path, call] as const))('answers %s with a top level the client cannot use', async (_, call) => {
    server.resetHandlers();
    const { path, token } = await readPath(call);
    server.use(...scenarioHandlers('broken-backend'));
    const { body } = await callApi(path, { token });
    expect(() => parseAnswer(call.answer.schema, body, call.path)).toThrow(ApiError);
  });

  it('answers cache-info with an HTML page', async () => {
    const response = await fetch(apiRequest('/api/cache-info'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(brokenBackendHtml);
  });

  it('answers a 500 for the discounts, and acknowledges cart changes instead of answering the cart', async () => {
    expect(await refusal(callApi('/api/get-discounts'))).toEqual({ status: 500, message: 'Server Error' });
    const added = await addToCart(seedFacts.productWithoutOptionsId);
    expect(added).toEqual({ status: 201, body: brokenBackendAcknowledgement });
    expect(() => parseAnswer(cartSummarySchema, added.body, 'POST /api/cart/add')).toThrow(ApiError);
  });

  it('still enforces the client contract', async () => {
    expect((await callApi('/api/get-data', { branchId: null })).status).toBe(400);
    expect((await callApi('/api/cache-info', { withoutAjaxHeader: true })).status).toBe(400);
  });
});
