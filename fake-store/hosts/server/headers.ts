/**
 * What the simulator adds to an answer so it is served as a production host serves the build: cache lifetimes,
 * the security headers the build asks its pages to carry, and compressed bodies.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compress } from '../../../server/hosts/node-compression';
import { pageHeadersFrom } from '../../../scripts/vite/security-headers';

/** Vite fingerprints everything under /assets/, so those files never change under the same name. */
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

/** The headers the build asks its pages to be served with (CSP and the rest), from dist/_headers when it has one. */
export function readPageHeaders(distDir: string): Record<string, string> {
  const headersPath = path.join(distDir, '_headers');
  return existsSync(headersPath) ? pageHeadersFrom(readFileSync(headersPath, 'utf8')) : {};
}

/**
 * Compresses a text body for this request as any production host would (server/hosts/node-compression.ts), so what the
 * benchmarks measure is the app, not an uncompressed dev server. `cacheKey` keeps the result for files that never
 * change (fingerprinted assets).
 */
export function encodeBody(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string, cacheKey?: string): Buffer {
  res.setHeader('Vary', 'Accept-Encoding');
  const encoded = compress(String(req.headers['accept-encoding'] ?? ''), body, contentType, cacheKey);
  if (encoded.encoding) res.setHeader('Content-Encoding', encoded.encoding);
  return encoded.body;
}
