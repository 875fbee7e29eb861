/**
 * Compression of text bodies as any production host does it (gzip, or brotli when the browser takes it), shared by
 * the Node host and the simulator's server so what the benchmarks measure is the app, not an uncompressed server.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const compressedCache = new Map<string, Buffer>();

export interface Encoded {
  body: Buffer;
  /** The `Content-Encoding` to send, or null for the body as it was. */
  encoding: 'br' | 'gzip' | null;
}

/**
 * The body compressed for a client whose `Accept-Encoding` is `accepted`; bodies under 1 KB and types that do not
 * shrink go as they are. `cacheKey` keeps the result of a body that never changes (a fingerprinted asset) and spends
 * the highest levels on it; a page is compressed quickly, once.
 */
export function compress(accepted: string, body: Buffer, contentType: string, cacheKey?: string): Encoded {
  if (body.length < 1024 || !compressibleType.test(contentType)) return { body, encoding: null };
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return { body, encoding: null };
  const key = cacheKey ? `${encoding}:${cacheKey}` : null;
  let encoded = key ? compressedCache.get(key) : undefined;
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: key ? 11 : 5 } })
        : gzipSync(body, { level: key ? 9 : 6 });
    if (key) compressedCache.set(key, encoded);
  }
  return { body: encoded, encoding };
}
