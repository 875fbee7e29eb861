/**
 * The storefront's server on Node (`npm run serve`, ADR 0044): the client build's files, compressed and cached, and
 * every other GET to the one fetch handler (which answers `/healthz` too). Stateless: run as many as the traffic needs.
 *
 *   API_ORIGIN=https://api.example.com PORT=3000 node dist-server/node.js
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDiscoveryPath } from '../discovery/answer';
import { createHandler, type FetchHandler } from '../handler';
import { compress } from './node-compression';
import { fetchHeadersOf, writeFetchResponse } from './node-http';
import { isMainModule, readPort } from './node-process';
import type { BuildManifest, BuildStylesheets } from '../render/page-assets';

export interface NodeServerOptions {
  apiOrigin: string;
  publicOrigin?: string;
  /** The client build; defaults to dist/ beside this file's dist-server/. */
  distDir?: string;
  port?: number;
  host?: string;
}

export interface NodeServer {
  url: string;
  /** Stops taking connections and resolves once the answers in flight are sent. */
  close(): Promise<void>;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Vite fingerprints everything under /assets/, so those files never change under the same name. */
const immutableCache = 'public, max-age=31536000, immutable';

/** A file of the client build that `url` names, or null (a page, or a path that leaves the build). */
async function buildFile(distDir: string, pathname: string): Promise<string | null> {
  if (pathname === '/' || pathname.endsWith('/') || pathname === '/index.html' || isDiscoveryPath(pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const filePath = path.join(distDir, path.normalize(decoded));
  if (!filePath.startsWith(distDir + path.sep)) return null;
  const info = await stat(filePath).catch(() => null);
  return info?.isFile() ? filePath : null;
}

async function sendFile(req: IncomingMessage, res: ServerResponse, filePath: string, fingerprinted: boolean): Promise<void> {
  const type = contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  const encoded = compress(String(req.headers['accept-encoding'] ?? ''), await readFile(filePath), type, fingerprinted ? filePath : undefined);
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': encoded.body.length,
    'Cache-Control': fingerprinted ? immutableCache : 'public, max-age=0, must-revalidate',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoded.encoding ? { 'Content-Encoding': encoded.encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : encoded.body);
}

export interface BuildFiles {
  manifest?: BuildManifest;
  stylesheets?: BuildStylesheets;
}

/**
 * The client build's manifest beside its index.html and its stylesheets' text, for the handler's options; none when
 * the build has no manifest (pages then carry no extra files).
 */
export function readBuildFiles(distDir: string): BuildFiles {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const assets = path.join(distDir, 'assets');
  const styles = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.css')) : [];
  return {
    manifest: JSON.parse(readFileSync(file, 'utf8')) as BuildManifest,
    stylesheets: Object.fromEntries(styles.map((name) => [`assets/${name}`, readFileSync(path.join(assets, name), 'utf8')])),
  };
}

export async function startNodeServer(options: NodeServerOptions): Promise<NodeServer> {
  const distDir = path.resolve(options.distDir ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const handle: FetchHandler = createHandler({
    template,
    apiOrigin: options.apiOrigin,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...readBuildFiles(distDir),
  });
  const host = options.host ?? '0.0.0.0';

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const { pathname } = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = await buildFile(distDir, pathname);
      if (file) return sendFile(req, res, file, pathname.startsWith('/assets/'));
      // A fingerprinted file that is gone is a stale tab asking for an old chunk: a plain 404, never a page.
      if (pathname.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Not found');
        return;
      }
    }
    const target = req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`;
    const method = req.method ?? 'GET';
    await writeFetchResponse(req, res, await handle(new Request(new URL(target, origin), { method, headers: fetchHeadersOf(req) })), method);
  }

  // Answers under way; once closing, each is sent with `Connection: close` so its keep-alive socket ends with it
  // rather than idling until Node's keep-alive timeout holds the shutdown up.
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const server: Server = createServer((req, res) => {
    if (closing) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    answer(req, res).catch((error: unknown) => {
      console.error('[server] request failed:', req.method, req.url, error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('The storefront could not answer this request.');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

if (isMainModule(import.meta.url)) {
  const apiOrigin = process.env.API_ORIGIN;
  if (!apiOrigin) {
    console.error('API_ORIGIN is not set: the server needs the merchant API\'s origin (API_ORIGIN=https://api.example.com).');
    process.exit(1);
  }
  Promise.resolve()
    .then(() => startNodeServer({ apiOrigin, port: readPort(process.env.PORT, 3000), ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}) }))
    .then((server) => {
      console.log(`Storefront server ready at ${server.url} (API: ${apiOrigin})`);
      // Stop taking connections, finish the answers in flight, then exit; give up after 10 s.
      const stop = () => {
        setTimeout(() => process.exit(1), 10_000).unref();
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

// The handler and its own paths, for a host built around this bundle (the simulator serves its pages with them).
export { createHandler } from '../handler';
export { isDiscoveryPath } from '../discovery/answer';
