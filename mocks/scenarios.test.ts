// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { cacheInfoSchema, siteDataSchema } from '@/api/schemas/site.schema';
import type { Id } from '@/api/schemas/common.schema';
import { seedDatabase, seedFacts } from '../simulator/seed';
import { addToCart, fetchCart, removeLine, summaryOf, updateLine } from './cart-testing';
import { server } from './node';
import { cartChaos, flakyMessage, parseScenario, parseScenarioSeed, scenarioHandlers, scenarioNames, seededRandom } from './scenarios';
import { callApi } from './testing';

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

  it.each([null, '', 'none', 'offline', 'slow,flaky'])('reads %j as no scenario', (value) => {
    expect(parseScenario(value)).toBeNull();
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
