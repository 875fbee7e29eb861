import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { siteDataSchema } from '@/api/schemas/site.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { apiRequest, testGuestId } from '../http/testing';
import { buildSiteData } from '../domain/site';
import { createSessionToken } from '../domain/sessions';
import { startSimulatorServer, type SimulatorServer } from './server';
import { MissingBuildError } from './server/static-files';

const indexHtml = '<!doctype html><html><head><title>Store</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

const studioHtml = '<!doctype html><html><head><title>Storefront studio</title><script type="module" src="/__studio/assets/studio-def456.js"></script></head><body><div id="studio-root"></div></body></html>';
/** Big enough to be compressed (the server leaves bodies under 1 KB as they are). */
const studioScript = `console.log(${JSON.stringify('studio '.repeat(400))});`;

let distDir: string;
let studioDir: string;
let simulator: SimulatorServer;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'simulator-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *');
  studioDir = await mkdtemp(path.join(tmpdir(), 'simulator-dist-studio-'));
  await mkdir(path.join(studioDir, 'assets'));
  await writeFile(path.join(studioDir, 'index.html'), studioHtml);
  await writeFile(path.join(studioDir, 'assets', 'studio-def456.js'), studioScript);
  await writeFile(path.join(studioDir, 'assets', 'StaticBanner-abc123.js'), 'export default "studio copy";');
  simulator = await startSimulatorServer({ port: 0, distDir, studioDir });
});

afterAll(async () => {
  await simulator.close();
  await rm(distDir, { recursive: true, force: true });
  await rm(studioDir, { recursive: true, force: true });
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
    expect(html).toMatch(/<aside id="simulator-badge"[^>]*aria-label="[^"]+"[^>]*><span>Simulated store<\/span><a href="\/__studio"[^>]*>Open studio<\/a><\/aside><\/body>/);
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

  it('reads a request path that starts with // as a path, not as a host', async () => {
    // new URL('//?x', base) reads "//" as the start of an authority; the request used to fail with a 500.
    const { get } = await import('node:http');
    const { port } = new URL(simulator.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '//?scenario=long-layout' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
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

  it('publishes the API contract as JSON at /sim/contract.json and as a page at /sim/contract', async () => {
    const json = await fetch(new URL('/sim/contract.json', simulator.url));
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1\./) });
    const page = await fetch(new URL('/sim/contract', simulator.url));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>Storefront API contract</title>');
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
      expect(await response.text()).toContain('<span>Simulated store</span>');
    });
  });

  it('keeps carts apart per guest across requests', async () => {
    const other = await apiCall('/api/get-cart', { guestId: '0b8f7a36-3f0e-4d43-9c57-7a3c7b1d2e10' });
    expect(cartSummarySchema.parse(await other.json()).cartItems).toEqual([]);
    const mine = await apiCall('/api/get-cart', { guestId: testGuestId });
    expect(cartSummarySchema.parse(await mine.json()).cartItems.length).toBeGreaterThan(0);
  });
});

describe('uploaded avatars', () => {
  /** POST /api/user/change-avatar with `bytes` as the avatar part, as a customer. */
  async function upload(token: string, bytes: Uint8Array, type: string) {
    const form = new FormData();
    form.append('avatar', new File([bytes.slice().buffer], 'avatar', { type }));
    const base = apiRequest('/api/user/change-avatar', { method: 'POST', token, origin: simulator.url });
    return fetch(new Request(base.url, { method: 'POST', headers: base.headers, body: form }));
  }

  it('takes an upload and serves the picture back under /sim-avatars/', async () => {
    const { token } = await createSessionToken({ id: 70, name: 'Server Tester' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const answer = await upload(token, png, 'image/png');
    expect(answer.status).toBe(200);
    const { user } = (await answer.json()) as { user: { avatar: string } };
    const served = await fetch(new URL(user.avatar, simulator.url));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('answers a picture just over the upload limit with the handler’s 422, not a 413', async () => {
    const { token } = await createSessionToken({ id: 71, name: 'Server Tester' });
    const answer = await upload(token, new Uint8Array(1024 * 1024 + 10).fill(0xff), 'image/jpeg');
    expect(answer.status).toBe(422);
    expect(apiErrorBodySchema.parse(await answer.json()).errors).toHaveProperty('avatar');
  });
});

describe('studio drafts', () => {
  /** The seeded get-data renamed, on the Riverside branch: what the studio PUTs. */
  const draft = () => {
    const seeded = buildSiteData('1');
    return {
      ...seeded,
      settings: { ...seeded.settings, storeName: 'Draft Bistro' },
      branches: { ...seeded.branches, selected_branch: seeded.branches.branches.find((branch) => branch.name === 'Riverside') ?? null },
    };
  };
  const putDraft = (id: string, body: string) => fetch(new URL(`/sim/studio/drafts/${id}`, simulator.url), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });

  it('remembers ?studio= on a page in a session cookie, and clears it with ?studio=none', async () => {
    const response = await fetch(new URL('/?preview=1&studio=draft_1&scenario=none&seed=none&plugins=', simulator.url));
    expect(response.headers.getSetCookie()).toContain('sim_studio=draft_1; Path=/; SameSite=Lax');
    const cleared = await fetch(new URL('/?studio=none', simulator.url), { headers: { Cookie: 'sim_studio=draft_1' } });
    expect(cleared.headers.getSetCookie()).toEqual(['sim_studio=; Path=/; Max-Age=0; SameSite=Lax']);
    const invalid = await fetch(new URL('/?studio=..%2Fx', simulator.url));
    expect(invalid.headers.getSetCookie()).toEqual(['sim_studio=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it('leaves the badge out of studio frames: a studio draft, its cookie, or a page loaded in a frame', async () => {
    const withParam = await (await fetch(new URL('/?preview=1&studio=d1', simulator.url))).text();
    const withCookie = await (await fetch(new URL('/cart', simulator.url), { headers: { Cookie: 'sim_studio=d1' } })).text();
    const framed = await (await fetch(new URL('/?preview=1', simulator.url), { headers: { 'Sec-Fetch-Dest': 'iframe' } })).text();
    for (const html of [withParam, withCookie, framed]) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('simulator-badge');
    }
    expect(await (await fetch(new URL('/?preview=1', simulator.url), { headers: { 'Sec-Fetch-Dest': 'document' } })).text()).toContain('simulator-badge');
  });

  it('answers get-data from the draft after a PUT, for calls with the cookie, its selected branch winning', async () => {
    expect((await putDraft('d2', JSON.stringify(draft()))).status).toBe(204);
    const response = await apiCall('/api/get-data?branch_id=1', { headers: { Cookie: 'sim_studio=d2' } });
    const siteData = siteDataSchema.parse(await response.json());
    expect(siteData.settings.storeName).toBe('Draft Bistro');
    expect(siteData.branches.selected_branch?.name).toBe('Riverside');
    const seeded = siteDataSchema.parse(await (await apiCall('/api/get-data')).json());
    expect(seeded.settings.storeName).toBe('Juniper Kitchen');
  });

  it("takes a call's draft and scenario from the page that made it before the shared cookies", async () => {
    expect((await putDraft('frame_a', JSON.stringify(draft()))).status).toBe(204);
    const other = { ...draft(), settings: { ...draft().settings, storeName: 'Cost Frame Bistro' } };
    expect((await putDraft('frame_b', JSON.stringify(other))).status).toBe(204);
    // The cookies say frame_b with no scenario (the last frame opened); the calling page says frame_a, store closed.
    const headers = { Cookie: 'sim_studio=frame_b; sim_scenario=none', Referer: new URL('/?preview=1&studio=frame_a&scenario=store-closed', simulator.url).href };
    const fromPage = siteDataSchema.parse(await (await apiCall('/api/get-data', { headers })).json());
    expect(fromPage.settings.storeName).toBe('Draft Bistro');
    expect(fromPage.settings.globalStoreEnable).toBe('false');
    // A page without those parameters (after in-app navigation) falls back to the cookies.
    const afterNavigation = { ...headers, Referer: new URL('/cart', simulator.url).href };
    const fromCookie = siteDataSchema.parse(await (await apiCall('/api/get-data', { headers: afterNavigation })).json());
    expect(fromCookie.settings.storeName).toBe('Cost Frame Bistro');
    // Another origin's page never chooses.
    const foreign = { ...headers, Referer: 'http://elsewhere.test/?studio=frame_a' };
    expect(siteDataSchema.parse(await (await apiCall('/api/get-data', { headers: foreign })).json()).settings.storeName).toBe('Cost Frame Bistro');
  });

  it('reads the draft at each call, under a cached scenario list too', async () => {
    const cookie = { Cookie: 'sim_studio=d3; sim_scenario=store-closed' };
    await putDraft('d3', JSON.stringify(draft()));
    const first = siteDataSchema.parse(await (await apiCall('/api/get-data', { headers: cookie })).json());
    expect(first.settings.storeName).toBe('Draft Bistro');
    expect(first.settings.globalStoreEnable).toBe('false');
    await putDraft('d3', JSON.stringify({ ...draft(), settings: { ...draft().settings, storeName: 'Edited Bistro' } }));
    const second = siteDataSchema.parse(await (await apiCall('/api/get-data', { headers: cookie })).json());
    expect(second.settings.storeName).toBe('Edited Bistro');
    expect(second.settings.globalStoreEnable).toBe('false');
  });

  it('lays a plugin switch over the draft, and the empty ?plugins= of a frame leaves the draft’s own settings', async () => {
    await putDraft('d4', JSON.stringify({ ...draft(), settings: { ...draft().settings, plugin_social_proof_enabled: 'true' } }));
    const page = await fetch(new URL('/?preview=1&studio=d4&plugins=', simulator.url), { headers: { Cookie: 'sim_plugins=none' } });
    expect(page.headers.getSetCookie()).toContain('sim_plugins=; Path=/; Max-Age=0; SameSite=Lax');
    const own = siteDataSchema.parse(await (await apiCall('/api/get-data', { headers: { Cookie: 'sim_studio=d4' } })).json());
    expect(own.settings.plugin_social_proof_enabled).toBe('true');
  });

  it('falls back to the seeded store for a draft never published', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await apiCall('/api/get-data', { headers: { Cookie: 'sim_studio=never-put' } });
    expect(siteDataSchema.parse(await response.json()).settings.storeName).toBe('Juniper Kitchen');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Studio draft "never-put"/));
  });

  it('refuses a draft that is not a get-data answer, with the reason', async () => {
    const response = await putDraft('d5', JSON.stringify({ layout: { first: 1 }, settings: {} }));
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).message).toMatch(/layout/);
    const got = await fetch(new URL('/sim/studio/drafts/d5', simulator.url));
    expect(got.status).toBe(404);
  });

  it('refuses a body over the 1 MB cap', async () => {
    const response = await putDraft('d6', JSON.stringify({ ...draft(), padding: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
  });
});

describe('the studio under /__studio', () => {
  it('serves its page for /__studio and /__studio/, with a query, as built (no badge), revalidated', async () => {
    for (const address of ['/__studio', '/__studio/', '/__studio?draft=abc', '/__studio/?scenario=slow']) {
      const response = await fetch(new URL(address, simulator.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toBe(studioHtml);
    }
  });

  it('serves its fingerprinted assets immutable and compressed, and 404s a missing one', async () => {
    const response = await fetch(new URL('/__studio/assets/studio-def456.js', simulator.url), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(studioScript);
    expect((await fetch(new URL('/__studio/assets/gone-000.js', simulator.url))).status).toBe(404);
  });

  it('is not touched by a scenario that replaces a storefront file of the same name', async () => {
    const response = await fetch(new URL('/__studio/assets/StaticBanner-abc123.js', simulator.url), { headers: { Cookie: 'sim_scenario=broken-layout' } });
    expect(await response.text()).toBe('export default "studio copy";');
  });

  it('never serves files outside its build', async () => {
    const response = await fetch(new URL('/__studio/..%2f..%2f..%2fetc%2fpasswd', simulator.url));
    expect(await response.text()).toBe(studioHtml);
  });

  it('says to run npm run build:studio when the studio is not built', async () => {
    const bare = await startSimulatorServer({ port: 0, distDir, studioDir: path.join(studioDir, 'missing') });
    try {
      const response = await fetch(new URL('/__studio/', bare.url));
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('npm run build:studio');
      // The storefront itself is served all the same.
      expect((await fetch(bare.url)).status).toBe(200);
    } finally {
      await bare.close();
    }
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

describe('the offline scenario on the Node simulator', () => {
  it('drops the connection for API calls and the connectivity file, GET and HEAD alike', async () => {
    await writeFile(path.join(distDir, 'connectivity-check.txt'), 'ok');
    await expect(apiCall('/api/get-data?scenario=offline')).rejects.toThrow();
    await expect(fetch(`${simulator.url}connectivity-check.txt?scenario=offline`)).rejects.toThrow();
    await expect(fetch(`${simulator.url}connectivity-check.txt?scenario=offline`, { method: 'HEAD' })).rejects.toThrow();
    // Without the scenario the same file answers, so the failures above are the scenario's.
    expect((await fetch(`${simulator.url}connectivity-check.txt`, { method: 'HEAD' })).status).toBe(200);
  });
});
