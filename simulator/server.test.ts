// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { siteDataSchema } from '@/api/schemas/site.schema';
import { apiRequest, testGuestId } from '../mocks/testing';
import { MissingBuildError, startSimulatorServer, type SimulatorServer } from './server';

const indexHtml = '<!doctype html><html><head><title>Store</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

let distDir: string;
let simulator: SimulatorServer;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'simulator-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *');
  simulator = await startSimulatorServer({ port: 0, distDir });
});

afterAll(async () => {
  await simulator.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The same contract-following request the msw tests use, sent to the running server instead. */
function apiCall(pathAndQuery: string, options: Parameters<typeof apiRequest>[1] = {}): Promise<Response> {
  return fetch(apiRequest(pathAndQuery, { ...options, origin: simulator.url }));
}

describe('the Node simulator', () => {
  it('listens on 127.0.0.1 at the port it was given', () => {
    expect(simulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves index.html with the simulator badge before </body>, revalidated on every visit', async () => {
    const response = await fetch(simulator.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toMatch(/<aside id="simulator-badge"[^>]*aria-label="[^"]+"[^>]*>Simulated store<\/aside><\/body>/);
    expect(html).not.toMatch(/<script>/);
  });

  it('serves built assets with their content type and a long immutable cache', async () => {
    const response = await fetch(new URL('/assets/app-abc123.js', simulator.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app");');
    const robots = await fetch(new URL('/robots.txt', simulator.url));
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await fetch(new URL('/product/margherita-pizza?ref=home', simulator.url));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    const response = await fetch(new URL('/assets/gone-000.js', simulator.url));
    expect(response.status).toBe(404);
  });

  it('never serves files outside the build', async () => {
    const response = await fetch(new URL('/..%2f..%2f..%2fetc%2fpasswd', simulator.url));
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers the API through the msw handlers, contract included', async () => {
    const data = await apiCall('/api/get-data?branch_id=2', { branchId: 2 });
    expect(data.status).toBe(200);
    expect(siteDataSchema.parse(await data.json()).branches.selected_branch?.name).toBe('Riverside');

    const added = await apiCall('/api/cart/add', { method: 'POST', body: { product_id: 21, quantity: 2, selected_attributes: {}, selected_multi_attributes: {} } });
    expect(added.status).toBe(201);
    expect(cartSummarySchema.parse(await added.json()).cartDetails.total_quantity).toBe(2);

    const refused = await apiCall('/api/get-cart', { withoutAjaxHeader: true });
    expect(refused.status).toBe(400);
  });

  it('draws placeholder images', async () => {
    const response = await fetch(new URL('/sim-images/logo.svg', simulator.url));
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses methods other than GET and HEAD on pages', async () => {
    const response = await fetch(new URL('/cart', simulator.url), { method: 'POST' });
    expect(response.status).toBe(405);
  });

  describe('scenarios', () => {
    it('remembers ?scenario= on a page in a session cookie and shows it on the badge', async () => {
      const response = await fetch(new URL('/?scenario=store-closed', simulator.url));
      expect(response.headers.get('set-cookie')).toBe('sim_scenario=store-closed; Path=/; SameSite=Lax');
      expect(await response.text()).toContain('Simulated store · store-closed');
    });

    it('applies the cookie’s scenario to API calls', async () => {
      const closed = await apiCall('/api/get-data', { headers: { Cookie: 'sim_scenario=store-closed' } });
      expect(siteDataSchema.parse(await closed.json()).settings.globalStoreEnable).toBe('false');
      const open = await apiCall('/api/get-data');
      expect(siteDataSchema.parse(await open.json()).settings.globalStoreEnable).toBe('true');
    });

    it('lets an API call pick its own scenario with ?scenario=, over the cookie', async () => {
      const unauthorized = await apiCall('/api/get-data?scenario=unauthorized', { headers: { Cookie: 'sim_scenario=store-closed' } });
      expect(unauthorized.status).toBe(401);
      const none = await apiCall('/api/get-data?scenario=none', { headers: { Cookie: 'sim_scenario=store-closed' } });
      expect(siteDataSchema.parse(await none.json()).settings.globalStoreEnable).toBe('true');
    });

    it('remembers ?seed= beside the scenario, and clears it with ?seed=none', async () => {
      const response = await fetch(new URL('/?scenario=cart-chaos&seed=7', simulator.url));
      expect(response.headers.getSetCookie()).toEqual(['sim_scenario=cart-chaos; Path=/; SameSite=Lax', 'sim_seed=7; Path=/; SameSite=Lax']);
      const cleared = await fetch(new URL('/cart?seed=none', simulator.url));
      expect(cleared.headers.getSetCookie()).toEqual(['sim_seed=; Path=/; Max-Age=0; SameSite=Lax']);
    });

    it('runs cart-chaos from the start of its seeded sequence on each page load with ?seed=', async () => {
      // Seed 27 lets the first change through, fails the second and lets the third through, in 0.35 s in all.
      const run = async () => {
        await fetch(new URL('/?scenario=cart-chaos&seed=27', simulator.url));
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const body = { product_id: 21, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };
          const headers = { Cookie: 'sim_scenario=cart-chaos; sim_seed=27' };
          statuses.push((await apiCall('/api/cart/add', { method: 'POST', body, headers, guestId: '5d0c2a4e-1b7f-4c8e-9a3d-6f2e1b0c9d8a' })).status);
        }
        return statuses;
      };
      expect(await run()).toEqual([201, 500, 201]);
      expect(await run()).toEqual([201, 500, 201]);
    });

    it('clears the cookie with ?scenario=none', async () => {
      const response = await fetch(new URL('/?scenario=none', simulator.url), { headers: { Cookie: 'sim_scenario=slow' } });
      expect(response.headers.get('set-cookie')).toBe('sim_scenario=; Path=/; Max-Age=0; SameSite=Lax');
      expect(await response.text()).toContain('>Simulated store</aside>');
    });
  });

  it('keeps carts apart per guest across requests', async () => {
    const other = await apiCall('/api/get-cart', { guestId: '0b8f7a36-3f0e-4d43-9c57-7a3c7b1d2e10' });
    expect(cartSummarySchema.parse(await other.json()).cartItems).toEqual([]);
    const mine = await apiCall('/api/get-cart', { guestId: testGuestId });
    expect(cartSummarySchema.parse(await mine.json()).cartItems.length).toBeGreaterThan(0);
  });
});

describe('startSimulatorServer without a build', () => {
  it('refuses to start and says to run npm run build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'simulator-empty-'));
    await expect(startSimulatorServer({ port: 0, distDir: empty })).rejects.toThrow(MissingBuildError);
    await expect(startSimulatorServer({ port: 0, distDir: empty })).rejects.toThrow(/npm run build/);
    await rm(empty, { recursive: true, force: true });
  });
});
