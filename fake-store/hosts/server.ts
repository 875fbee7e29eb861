import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainModule, readPort } from '../../server/hosts/node-process';
import { seedDatabase } from '../domain/seed';
import { createSimulatedApi, isApiPath } from './server/api';
import { readPageHeaders } from './server/headers';
import { writeFetchResponse } from '../../server/hosts/node-http';
import { HttpError, sendJson, toFetchRequest } from './server/node-fetch';
import { createPageServer } from './server/pages';
import { loadServerRender, type ServerRender } from './server/server-render';
import { isStudioPath, MissingBuildError, storefrontFiles, studioFiles } from './server/static-files';
import { createStudioDrafts } from './server/studio-drafts';

/**
 * The simulated store on one port, without a service worker: the production build from dist/, and the
 * same msw handlers answering /api/*, /sim-images/* and /sim-avatars/* through msw's `getResponse`, and the merchant preview
 * studio's build (dist-studio/) under /__studio/. Run it with `tsx fake-store/hosts/server.ts` (PORT, default 4173).
 * Its parts are in server/: the API, the studio drafts, the pages, the builds' files and the headers.
 */

export interface SimulatorServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** The Vite build to serve; defaults to <project>/dist. */
  distDir?: string;
  /** The studio's build (`npm run build:studio`), served under /__studio/; defaults to <project>/dist-studio. */
  studioDir?: string;
  /** The faker seed of the store. */
  seed?: number;
  /** The server's build (`npm run build`), whose handler renders the pages; defaults to dist-server/ beside distDir. */
  serverDir?: string;
}

export interface SimulatorServer {
  url: string;
  close(): Promise<void>;
}

const defaultPort = 4173;
const defaultHost = '127.0.0.1';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const distDir = path.resolve(options.distDir ?? path.join(projectRoot, 'dist'));
  if (!existsSync(path.join(distDir, 'index.html'))) throw new MissingBuildError(distDir);
  // Not required at start: the storefront works without it, and /__studio says how to build it.
  const studioDir = path.resolve(options.studioDir ?? path.join(projectRoot, 'dist-studio'));
  const host = options.host ?? defaultHost;
  const pageHeaders = readPageHeaders(distDir);

  await seedDatabase(options.seed === undefined ? {} : { seed: options.seed });

  const api = createSimulatedApi(createStudioDrafts());
  // Made once the server listens: the render's calls go to this very server's API.
  let render: ServerRender | null = null;
  const serveStorefront = storefrontFiles(distDir, createPageServer({ pageHeaders, serverRender: () => render, restartScenario: api.restartScenario }));
  const serveStudio = studioFiles(studioDir);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The target is a path: as a relative URL, one starting with // would name a host.
    const target = req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`;
    const url = new URL(`http://${req.headers.host ?? host}${target}`);
    if (isApiPath(url)) return api.answer(req, res, url);
    const studio = isStudioPath(url);
    // Before the scenario files: broken-layout's throwing block module must not replace a studio chunk of the same name.
    if (!studio && (await api.answerScenarioFile(req, res, url))) return;
    // The server's own robots.txt, sitemap and manifest, before the build's file of the same name.
    if (render && !studio && render.owns(url.pathname) && (req.method === 'GET' || req.method === 'HEAD')) {
      return writeFetchResponse(req, res, await render.answer(await toFetchRequest(req, url)), req.method);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { message: `${req.method ?? 'This method'} is not allowed on ${url.pathname}.` });
    }
    return studio ? serveStudio(req, res, url) : serveStorefront(req, res, url);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A client that went away while sending (a cancelled upload) is nobody's failure: there is no one to answer.
      if (req.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        res.destroy();
        return;
      }
      // One broken request answers 500; the simulator keeps serving the others.
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error('[simulator] request failed:', req.method, req.url, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, status, { message: error instanceof HttpError ? error.message : 'The simulator failed to answer this request.' });
    });
  });
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment gets ECONNRESET
  // (seen as a flaky `socket hang up` in e2e/cart-fuzz.spec.ts, whose API context idles while the page fuzzes).
  // Clients here keep connections open longer than that, so the simulator does too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? defaultPort, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}/`;
  render = await loadServerRender(path.resolve(options.serverDir ?? path.join(path.dirname(distDir), 'dist-server')), distDir, await readFile(path.join(distDir, 'index.html'), 'utf8'), url);

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

if (isMainModule(import.meta.url)) {
  process.on('unhandledRejection', (reason) => console.error('[simulator] unhandled rejection:', reason));
  startSimulatorServer({ port: readPort(process.env.PORT, defaultPort) })
    .then(({ url }) => console.log(`Simulator ready at ${url}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
