// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import { startNodeServer, type NodeServer } from './node';

const { server: api } = setupSimulatedStore();

/** A client build as far as the host reads it: the page template and one fingerprinted asset. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `dish ${index}`))};\n`);
  return dist;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET through node:http, as a client outside the process would send it (msw answers only the store's API). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(pathname, server.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

let server: NodeServer;
beforeAll(async () => {
  // The fake store answers http://localhost/api/* in this process (msw).
  server = await startNodeServer({ apiOrigin: 'http://localhost', distDir: fakeBuild(), port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

describe('the Node host', () => {
  it('answers a product page from the handler, compressed, with its head', async () => {
    const page = await get('/product/margherita-pizza', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers.vary).toBe('Cookie, Accept-Encoding');
    const html = page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.body).toString() : page.body.toString();
    expect(html).toMatch(/<title>Margherita Pizza[^<]*<\/title>/);
  });

  it('answers /healthz, an unknown product with 404, and a missing asset with a plain 404', async () => {
    const health = await get('/healthz');
    expect([health.status, health.body.toString()]).toEqual([200, 'ok']);
    expect((await get('/product/no-such-dish')).status).toBe(404);
    const missing = await get('/assets/gone-123.js');
    expect([missing.status, missing.body.toString()]).toEqual([404, 'Not found']);
  });

  it('serves a fingerprinted asset for a year, gzip-compressed for a client that takes it', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('dish 199');
  });

  it('on close, finishes the answer in flight, then stops taking connections', async () => {
    const stopping = await startNodeServer({ apiOrigin: 'http://localhost', distDir: fakeBuild(), port: 0, host: '127.0.0.1' });
    // The page is being made once its first call reaches the fake store.
    const handling = new Promise<void>((resolve) => api.events.on('request:start', () => resolve()));
    const inFlight = new Promise<string>((resolve, reject) => {
      const sent = request(new URL('/category/pizzas', stopping.url), (res) => {
        res.resume();
        // Its keep-alive connection ends with it, so the close need not wait for Node's keep-alive timeout.
        res.on('end', () => resolve(`${res.statusCode ?? 0} ${res.headers.connection ?? ''}`));
      });
      sent.on('error', reject);
      sent.end();
    });
    await handling;
    const closed = stopping.close();
    expect(await inFlight).toBe('200 close');
    await closed;
    await expect(new Promise((resolve, reject) => request(stopping.url, resolve).on('error', reject).end())).rejects.toThrow(/ECONNREFUSED/);
  });
});
