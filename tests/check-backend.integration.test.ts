import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '@/api/calls';
import { wordsOf } from '@/api/calls/docs';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { startSimulatorServer, type SimulatorServer } from '../fake-store/hosts/server';
import { callUrl, checkBackend, type CheckReport } from '../scripts/check-backend/check';
import { formatReport, maxLinesPerCall, parseArgs, runCli } from '../scripts/check-backend/cli';

/*
 * `npm run check-backend` against the Node simulator on a loopback port (real HTTP, no build needed: a stand-in
 * index.html), in the seeded store and in the legacy-backend and broken-backend scenarios, and against a closed
 * port and a server that never answers.
 */

let distDir: string;
let simulator: SimulatorServer;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'check-backend-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  simulator = await startSimulatorServer({ port: 0, distDir, studioDir: distDir });
});

afterAll(async () => {
  await simulator.close();
  await rm(distDir, { recursive: true, force: true });
});

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/** Runs the command line in-process with a fetch that records what it sends. */
async function run(...argv: string[]) {
  const requests: SentRequest[] = [];
  const stdout: string[] = [];
  const stderr: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    requests.push({ method: init?.method ?? 'GET', url: new URL(String(input)), headers: new Headers(init?.headers) });
    return fetch(input, init);
  };
  const code = await runCli(argv, { fetch: recordingFetch, stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text) });
  return { code, requests, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

/**
 * Reads whose id or code comes from a customer's answer (an order's, from get-all-orders; the referral code, from
 * get-referrals): a guest's run skips them.
 */
const readsAfterCustomerReads = new Set(['getSingleOrder', 'getOrderToTrack', 'getReferrerUser']);
const reads = callList.filter((call) => wordsOf(call).check);
const openReads = reads.filter((call) => call.audience === 'guest-or-customer');
const guestReads = openReads.filter((call) => !readsAfterCustomerReads.has(call.id));
const skippedForGuests = openReads.filter((call) => readsAfterCustomerReads.has(call.id));
const customerReads = reads.filter((call) => call.audience === 'customer');
/** Reads whose query comes from an earlier answer (a slug, an id): skipped when that answer failed. */
const derivedReads = reads.filter((call) => wordsOf(call).check?.derive);
const plainReads = reads.filter((call) => !wordsOf(call).check?.derive);
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);
const verdictLine = (verdict: string, call: string) => new RegExp(`^${verdict}\\s+${call.replace(/[{}]/g, '\\$&')}(\\s|$)`, 'm');

describe('check-backend', () => {
  describe('against the seeded store', () => {
    it('finds every read ok and exits 0', async () => {
      const { code, stdout, requests } = await run(simulator.url);
      expect(code).toBe(0);
      for (const call of guestReads) expect(stdout).toMatch(verdictLine('ok', `GET ${call.path}`));
      for (const call of [...customerReads, ...skippedForGuests]) expect(stdout).toMatch(verdictLine('skipped', `GET ${call.path}`));
      expect(lastLine(stdout)).toBe(`${guestReads.length} passed, 0 tolerated, 0 failed`);
      expect(requests.map((request) => request.url.pathname)).toEqual(guestReads.map((call) => call.path));
    });

    it('follows the client contract on every call: branch, headers and one guest id', async () => {
      const { requests } = await run(simulator.url, '--branch', '2');
      const guestIds = new Set(requests.map((request) => request.headers.get('guest-id')));
      expect(guestIds.size).toBe(1);
      expect([...guestIds][0]).toMatch(uuidV4);
      for (const request of requests) {
        expect(request.url.searchParams.get('branch_id')).toBe('2');
        expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
        expect(request.headers.get('Accept')).toBe('application/json');
        expect(request.headers.get('Authorization')).toBeNull();
      }
      expect(requests.find((request) => request.url.pathname === '/api/get-products')?.url.searchParams.get('per_page')).toBe('24');
    });

    it('reads as the customer with --token, customer-only calls included, and says when the token is refused', async () => {
      const { code, stdout, requests } = await run(simulator.url, '--token', 'not-a-session');
      // Every answer is a 401, so the reads that need a slug or an id from an earlier answer have none and are skipped.
      expect(requests.map((request) => request.url.pathname)).toEqual(plainReads.map((call) => call.path));
      for (const call of derivedReads) expect(stdout).toMatch(verdictLine('skipped', `GET ${call.path}`));
      for (const request of requests) {
        expect(request.headers.get('Authorization')).toBe('Bearer not-a-session');
        expect(request.headers.get('guest-id')).toBeNull();
      }
      expect(code).toBe(1);
      expect(stdout).toMatch(/^failed\s+GET \/api\/user\/details {2}\(HTTP 401\)\n\s+\(answer\): HTTP 401: Unauthenticated\.$/m);
    });

    it('makes no POST, PUT or DELETE without --with-writes', async () => {
      const { requests } = await run(simulator.url);
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });

    it('with --with-writes adds a cart line on a throwaway guest id and removes it again', async () => {
      const { code, stdout, requests } = await run(simulator.url, '--with-writes');
      expect(code).toBe(0);
      const writes = requests.filter((request) => request.method !== 'GET');
      expect(writes.map((request) => `${request.method} ${request.url.pathname.replace(/\d+$/, '{id}')}`)).toEqual(['POST /api/cart/add', 'DELETE /api/cart/remove/{id}']);
      const writer = writes[0]?.headers.get('guest-id') ?? '';
      expect(writer).toMatch(uuidV4);
      expect(writes[1]?.headers.get('guest-id')).toBe(writer);
      expect(requests.find((request) => request.method === 'GET')?.headers.get('guest-id')).not.toBe(writer);
      expect(stdout).toMatch(verdictLine('ok', 'POST /api/cart/add'));
      expect(stdout).toMatch(verdictLine('ok', 'DELETE /api/cart/remove/{cart_item_id}'));
      expect(lastLine(stdout)).toBe(`${guestReads.length + 2} passed, 0 tolerated, 0 failed`);

      // The throwaway cart is empty again.
      const cart = await fetch(callUrl(simulator.url, '/api/get-cart', {}, '1'), { headers: { 'X-Requested-With': 'XMLHttpRequest', 'guest-id': writer } });
      expect(cartSummarySchema.parse(await cart.json()).cartItems).toEqual([]);
    });
  });

  describe('against the legacy-backend scenario', () => {
    it('finds every read tolerated, none failed, and exits 0', async () => {
      const { code, stdout } = await run(`${simulator.url}?scenario=legacy-backend`);
      expect(code).toBe(0);
      // A content page holds nothing a PHP backend sends in another form: it is read as sent.
      const readAsSent = new Set(['/api/get-page']);
      for (const call of guestReads) expect(stdout).toMatch(verdictLine(readAsSent.has(call.path) ? 'ok' : 'tolerated', `GET ${call.path}`));
      expect(lastLine(stdout)).toBe(`${readAsSent.size} passed, ${guestReads.length - readAsSent.size} tolerated, 0 failed`);
    });

    it('names the coerced and the dropped paths', async () => {
      const { stdout } = await run(`${simulator.url}?scenario=legacy-backend`);
      expect(stdout).toMatch(/^\s+branches\.branches\.0\.is_open: coerced: 1 → true\b/m);
      expect(stdout).toMatch(/^\s+layout\.\d+: dropped: expected object, got null$/m);
      expect(stdout).toMatch(/^\s+layout\.\d+: dropped: expected object, got the string "banner_slider"$/m);
      expect(stdout).toMatch(/^\s+settings\.logo: ignored, the default applies: expected text, got an object$/m);
      expect(stdout).toMatch(/^\s+data\.\d+\.image_alt: coerced: null → "[^"]+"/m);
      expect(stdout).toMatch(/^\s+cache-products: coerced: 1 → "1"$/m);
    });

    it('reports each dropped layout row once, by its raw index', async () => {
      const report = await checkBackend({ origin: `${simulator.url}?scenario=legacy-backend`, branchId: '1', token: null, withWrites: false, timeoutMs: 10_000, fetch });
      const siteData = report.kind === 'checked' ? report.results.find((result) => result.call === 'GET /api/get-data')?.outcome : undefined;
      if (siteData?.verdict !== 'tolerated') throw new Error('get-data should be tolerated');
      expect(siteData.dropped.map((part) => part.path).filter((path) => path.startsWith('layout.'))).toEqual(['layout.1', 'layout.3', 'layout.5']);
      expect(siteData.coerced.map((part) => part.path)).toContain('branches.branches.0.is_open');
    });

    it('adds and removes a line there too', async () => {
      const { code, stdout } = await run(`${simulator.url}?scenario=legacy-backend`, '--with-writes');
      expect(code).toBe(0);
      expect(stdout).toMatch(verdictLine('tolerated', 'POST /api/cart/add'));
      expect(stdout).toMatch(verdictLine('tolerated', 'DELETE /api/cart/remove/{cart_item_id}'));
    });
  });

  describe('against the broken-backend scenario', () => {
    it('reports each read failed with its problems and HTTP status, and exits non-zero', async () => {
      const { code, stdout } = await run(`${simulator.url}?scenario=broken-backend`);
      expect(code).toBe(1);
      expect(stdout).toMatch(/^failed\s+GET \/api\/get-data {2}\(HTTP 200\)\n\s+layout: expected array, got nothing$/m);
      expect(stdout).toMatch(/^failed\s+GET \/api\/get-products {2}\(HTTP 200\)\n\s+data: expected array, got an object$/m);
      expect(stdout).toMatch(/^failed\s+GET \/api\/get-parent-categories {2}\(HTTP 200\)\n\s+\(answer\): expected object, got an array$/m);
      expect(stdout).toMatch(/^failed\s+GET \/api\/cache-info {2}\(HTTP 200\)\n\s+\(answer\): not JSON \(text\/html; charset=utf-8\): <!doctype html>/m);
      expect(stdout).toMatch(/^failed\s+GET \/api\/get-discounts {2}\(HTTP 500\)\n\s+\(answer\): HTTP 500: Server Error$/m);
      for (const call of derivedReads) expect(stdout).toMatch(verdictLine('skipped', `GET ${call.path}`));
      expect(lastLine(stdout)).toBe(`0 passed, 0 tolerated, ${openReads.length - derivedReads.length} failed`);
    });

    it('skips the writes when there is no product list to pick from', async () => {
      const { code, stdout, requests } = await run(`${simulator.url}?scenario=broken-backend`, '--with-writes');
      expect(code).toBe(1);
      expect(stdout).toMatch(verdictLine('skipped', 'POST /api/cart/add'));
      expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });

  describe('when the origin cannot be reached', () => {
    let silent: Server;
    let closedPort: number;

    beforeAll(async () => {
      // A port that was free a moment ago and is closed now: nothing listens there.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      closedPort = (probe.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      // Takes the connection and never answers.
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('says the connection was refused, in one line, and exits non-zero', async () => {
      const origin = `http://127.0.0.1:${closedPort}/`;
      const { code, stdout, stderr } = await run(origin);
      expect(code).not.toBe(0);
      expect(stdout).toBe('');
      expect(stderr).toBe(`check-backend: cannot reach ${origin}: connection refused (GET /api/get-data).`);
    });

    it('says the origin timed out, in one line, and exits non-zero', async () => {
      const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      const { code, stderr, requests } = await run(origin, '--timeout', '200');
      expect(code).not.toBe(0);
      expect(stderr).toBe(`check-backend: cannot reach ${origin}: no answer within 200 ms (GET /api/get-data).`);
      expect(requests).toHaveLength(1);
    });
  });
});

describe('callUrl', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com/api/get-data?branch_id=3'],
    ['https://shop.example.com/', 'https://shop.example.com/api/get-data?branch_id=3'],
    ['https://shop.example.com/backend/', 'https://shop.example.com/backend/api/get-data?branch_id=3'],
    ['https://shop.example.com/backend?scenario=legacy-backend', 'https://shop.example.com/backend/api/get-data?scenario=legacy-backend&branch_id=3'],
    ['http://127.0.0.1:4199/?scenario=legacy-backend&branch_id=9', 'http://127.0.0.1:4199/api/get-data?scenario=legacy-backend&branch_id=3'],
  ])('puts the call under %s', (origin, expected) => {
    expect(callUrl(origin, '/api/get-data', {}, '3').href).toBe(expected);
  });
});

describe('parseArgs', () => {
  it('reads the origin and every option, in either order and with =', () => {
    expect(parseArgs(['--with-writes', 'https://api.example.com', '--branch=4', '--token', 'Bearer abc', '--timeout', '2500'])).toEqual({
      kind: 'check',
      options: { origin: 'https://api.example.com', branchId: '4', token: 'abc', withWrites: true, timeoutMs: 2500 },
    });
    expect(parseArgs(['https://api.example.com'])).toEqual({
      kind: 'check',
      options: { origin: 'https://api.example.com', branchId: '1', token: null, withWrites: false, timeoutMs: 10_000 },
    });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /Name the backend/],
    [['api.example.com'], /http\(s\) URL/],
    [['ftp://api.example.com'], /http\(s\) URL/],
    [['https://a.example.com', 'https://b.example.com'], /One origin only/],
    [['https://api.example.com', '--timeout', 'soon'], /--timeout needs a whole number/],
    [['https://api.example.com', '--branch'], /--branch needs/],
    [['https://api.example.com', '--writes'], /Unknown option --writes/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseArgs(argv);
    expect(parsed.kind).toBe('error');
    if (parsed.kind === 'error') expect(parsed.message).toMatch(message);
  });

  it('exits 2 with the usage for a wrong command line', async () => {
    const { code, stderr, requests } = await run('--with-writes');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^check-backend: Name the backend.*\n\nUsage: npm run check-backend/s);
    expect(requests).toEqual([]);
  });
});

describe('formatReport', () => {
  const options = { origin: 'https://api.example.com', branchId: '1', token: null, withWrites: false, timeoutMs: 10_000 };

  it('lists the same field of many rows once, and at most a screenful of lines per call', () => {
    const report: CheckReport = {
      kind: 'checked',
      results: [
        {
          call: 'GET /api/get-products',
          outcome: {
            verdict: 'tolerated',
            status: 200,
            dropped: [],
            coerced: [
              ...Array.from({ length: 5 }, (_, index) => ({ path: `data.${index}.price`, kind: 'value' as const, raw: '1.00', read: 1 })),
              ...Array.from({ length: maxLinesPerCall + 3 }, (_, index) => ({ path: `field_${index}`, kind: 'value' as const, raw: '1', read: 1 })),
            ],
          },
        },
      ],
    };
    const lines = formatReport(report, options).split('\n');
    expect(lines).toContain('             data.0.price: coerced: "1.00" → 1  (and 4 more like data.*.price)');
    expect(lines.filter((line) => line.startsWith('             '))).toHaveLength(maxLinesPerCall + 1);
    expect(lines).toContain('             … and 4 more');
    expect(lines.at(-1)).toBe('0 passed, 1 tolerated, 0 failed');
  });
});
