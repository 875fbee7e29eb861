/**
 * What the simulator adds to an answer so it is served as a production host serves the build: cache lifetimes,
 * the security headers the build asks its pages to carry, and compressed bodies.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pageHeadersFrom } from '../../../scripts/vite/security-headers';

/** Vite fingerprints everything under /assets/, so those files never change under the same name. */
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

/** The headers the build asks its pages to be served with (CSP and the rest), from dist/_headers when it has one. */
export function readPageHeaders(distDir: string): Record<string, string> {
  const headersPath = path.join(distDir, '_headers');
  return existsSync(headersPath) ? pageHeadersFrom(readFileSync(headersPath, 'utf8')) : {};
}

const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const compressedCache = new Map<string, Buffer>();

/**
 * Compresses text bodies as any production host would (gzip, or brotli when the browser takes it), so
 * what the benchmarks measure is the app, not an uncompressed dev server. `cacheKey` keeps the result
 * for files that never change (fingerprinted assets).
 */
export function encodeBody(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string, cacheKey?: string): Buffer {
  res.setHeader('Vary', 'Accept-Encoding');
  if (body.length < 1024 || !compressibleType.test(contentType)) return body;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return body;
  const key = cacheKey ? `${encoding}:${cacheKey}` : null;
  let encoded = key ? compressedCache.get(key) : undefined;
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: key ? 11 : 5 } })
        : gzipSync(body, { level: key ? 9 : 6 });
    if (key) compressedCache.set(key, encoded);
  }
  res.setHeader('Content-Encoding', encoding);
  return encoded;
}
