// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { cacheInfoSchema, siteDataSchema } from '@/api/schemas/site.schema';
import { seedDatabase } from '../simulator/seed';
import { server } from './node';
import { flakyMessage, parseScenario, scenarioHandlers, scenarioNames, seededRandom } from './scenarios';
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
