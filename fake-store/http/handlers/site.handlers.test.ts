import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { cacheInfoSchema, siteDataSchema } from '@/api/schemas/site.schema';
import { bumpCacheVersion } from '../../domain/db';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken, revokeSessionToken } from '../../domain/sessions';
import { server } from '../../hosts/node';
import { apiRequest, callApi, testOrigin } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /api/get-data', () => {
  it('answers layout, settings and branches that parse with the client schema', async () => {
    const { status, body } = await callApi('/api/get-data');
    expect(status).toBe(200);
    const siteData = siteDataSchema.parse(body);
    expect(siteData.settings.storeName).toBe(seedFacts.storeName);
    expect(siteData.settings.globalStoreEnable).toBe('true');
    expect(siteData.branches.branches.map((branch) => branch.name)).toEqual(['Downtown', 'Riverside', 'Airport']);
    expect(siteData.layout.length).toBeGreaterThan(5);
  });

  it('selects the branch the branch_id names', async () => {
    const { body } = await callApi('/api/get-data', { branchId: 2 });
    expect(siteDataSchema.parse(body).branches.selected_branch?.name).toBe('Riverside');
  });

  it('falls back to branch 1 for an unknown branch_id', async () => {
    const { body } = await callApi('/api/get-data', { branchId: 99 });
    expect(siteDataSchema.parse(body).branches.selected_branch?.id).toBe(1);
  });

  it('answers a logged-in caller with a valid bearer token', async () => {
    const { token } = await createSessionToken();
    const { status } = await callApi('/api/get-data', { token, guestId: null });
    expect(status).toBe(200);
  });
});

describe('GET /api/cache-info', () => {
  it('answers a version per cached resource, and a bumped version changes', async () => {
    const before = cacheInfoSchema.parse((await callApi('/api/cache-info')).body);
    expect(before).toEqual({ 'cache-settings': '1', 'cache-layouts': '1', 'cache-branches': '1', 'cache-products': '1' });
    bumpCacheVersion('cache-products');
    const after = cacheInfoSchema.parse((await callApi('/api/cache-info')).body);
    expect(after['cache-products']).toBe('2');
    expect(after['cache-settings']).toBe('1');
  });
});

describe('the client contract on every /api call', () => {
  async function expectRefusal(call: Promise<{ status: number; body: unknown }>, status: number, message: RegExp | string) {
    const { status: actual, body } = await call;
    expect(actual).toBe(status);
    const { message: text } = apiErrorBodySchema.parse(body);
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  }

  it('refuses a call without the branch_id query parameter', async () => {
    await expectRefusal(callApi('/api/get-data', { branchId: null }), 400, 'Missing the "branch_id" query parameter.');
  });

  it('refuses a call without the X-Requested-With header', async () => {
    await expectRefusal(callApi('/api/get-cart', { withoutAjaxHeader: true }), 400, 'Missing the "X-Requested-With: XMLHttpRequest" header.');
  });

  it('refuses a call with neither a guest id nor a bearer token', async () => {
    await expectRefusal(callApi('/api/cache-info', { guestId: null }), 400, /guest-id.*Authorization: Bearer/);
  });

  it('names everything missing at once', async () => {
    await expectRefusal(callApi('/api/get-data', { branchId: null, guestId: null, withoutAjaxHeader: true }), 400, /branch_id.*X-Requested-With.*guest-id/);
  });

  it('refuses a guest id that is not a UUID (a client that lost it sends "null")', async () => {
    await expectRefusal(callApi('/api/get-data', { guestId: 'null' }), 400, 'The "guest-id" header must be a UUID.');
  });

  it('answers 401 to a bearer token the simulator never issued', async () => {
    await expectRefusal(callApi('/api/get-data', { token: 'made-up-token' }), 401, 'Unauthenticated.');
  });

  it('answers 401 once a session is revoked', async () => {
    const { token } = await createSessionToken();
    revokeSessionToken(token);
    await expectRefusal(callApi('/api/get-cart', { token }), 401, 'Unauthenticated.');
  });

  it('applies to calls the simulator does not implement, which then answer a JSON 404', async () => {
    await expectRefusal(callApi('/api/get-gift-cards', { branchId: null }), 400, /branch_id/);
    await expectRefusal(callApi('/api/get-gift-cards'), 404, 'The simulator does not answer GET /api/get-gift-cards yet.');
  });
});

describe('GET /sim-images/:name', () => {
  it('draws an SVG placeholder without any of the API headers', async () => {
    const response = await fetch(`${testOrigin}/sim-images/margherita-pizza.svg?w=300&h=200`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('width="300"');
    expect(svg).toContain('Margherita Pizza');
  });

  it('draws the same picture for the same name, and escapes labels', async () => {
    const first = await (await fetch(`${testOrigin}/sim-images/logo.svg?label=%3Cb%3EA%26B`)).text();
    const second = await (await fetch(`${testOrigin}/sim-images/logo.svg?label=%3Cb%3EA%26B`)).text();
    expect(first).toBe(second);
    expect(first).not.toContain('<b>');
  });

  it('is not subject to the client contract', async () => {
    const response = await fetch(apiRequest('/sim-images/favicon.svg', { branchId: null, guestId: null, withoutAjaxHeader: true }));
    expect(response.status).toBe(200);
  });
});
