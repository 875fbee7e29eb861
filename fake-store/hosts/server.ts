import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { badgeHtml } from './badge';
import { pageHeadersFrom } from '../../scripts/vite/security-headers';
import { handlers } from '../http/handlers';
import { parsePluginSelection, pluginsCookieName, serializePluginSelection, withPluginSettings, type PluginSelection } from './plugin-switch';
import { parseScenario, parseScenarioSeed, type ScenarioName } from '../http/scenario-catalog';
import { scenarioHandlers } from '../http/scenarios';
import { createMemoryDraftStore, parseStudioDraftId, studioCookieName, studioDraftHandlers, studioDraftParam, studioDraftStoreHandlers } from './studio-draft';
import { vendorProxyMetaName } from '../../src/domain/vendor-proxy';
import { seedDatabase } from '../domain/seed';

/**
 * The simulated store on one port, without a service worker: the production build from dist/, and the
 * same msw handlers answering /api/*, /sim-images/* and /sim-avatars/* through msw's `getResponse`, and the merchant preview
 * studio's build (dist-studio/) under /__studio/. Run it with `tsx fake-store/hosts/server.ts` (PORT, default 4173).
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
}

export interface SimulatorServer {
  url: string;
  close(): Promise<void>;
}

export const scenarioCookieName = 'sim_scenario';
export const scenarioSeedCookieName = 'sim_seed';
export { studioCookieName };
/** Where the studio is served; its build is made with `base: '/__studio/'` (studio/vite.config.ts). */
export const studioBasePath = '/__studio';
const defaultPort = 4173;
const defaultHost = '127.0.0.1';
const maxBodyBytes = 1024 * 1024;
/**
 * An avatar upload may carry up to its limit (AVATAR_UPLOAD_MAX_BYTES, 1 MiB) plus its multipart framing; room above
 * that, so a picture over the limit gets the handler's 422 on `avatar` rather than this server's 413.
 */
const maxUploadBodyBytes = 2 * 1024 * 1024;
const bodyLimitFor = (url: URL) => (url.pathname === '/api/user/change-avatar' ? maxUploadBodyBytes : maxBodyBytes);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Vite fingerprints everything under /assets/, so those files never change under the same name. */
const immutableCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'no-cache';

/** Hop-by-hop headers describe the Node connection, not the request; a Fetch Request must not carry them. */
const hopByHopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export class MissingBuildError extends Error {
  constructor(distDir: string) {
    super(`No production build at ${path.join(distDir, 'index.html')}. Run \`npm run build\` first, then start the simulator again.`);
    this.name = 'MissingBuildError';
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

interface ScenarioChoice {
  scenario: ScenarioName | null;
  fromQuery: boolean;
  /** The seed of the scenario's randomness (`?seed=`, else the `sim_seed` cookie); null for the default. */
  seed: number | null;
  seedFromQuery: boolean;
}

/**
 * A page's or call's scenario: its own ?scenario= when present (none/unknown meaning no scenario), else
 * the cookie; and its seed the same way from ?seed= and the sim_seed cookie.
 */
function scenarioOf(url: URL, cookieHeader: string | undefined): ScenarioChoice {
  const requested = url.searchParams.get('scenario');
  const requestedSeed = url.searchParams.get('seed');
  const seedFromQuery = requestedSeed !== null;
  const seed = parseScenarioSeed(seedFromQuery ? requestedSeed : readCookie(cookieHeader, scenarioSeedCookieName));
  if (requested !== null) return { scenario: parseScenario(requested), fromQuery: true, seed, seedFromQuery };
  return { scenario: parseScenario(readCookie(cookieHeader, scenarioCookieName)), fromQuery: false, seed, seedFromQuery };
}

interface StudioChoice {
  /** The studio draft a preview frame shows (`?studio=<id>`, else the `sim_studio` cookie); null for the seeded store. */
  draftId: string | null;
  fromQuery: boolean;
}

/** A page's or call's studio draft: its own ?studio= when present (none or an invalid id meaning no draft), else the cookie. */
function studioOf(url: URL, cookieHeader: string | undefined): StudioChoice {
  const requested = url.searchParams.get(studioDraftParam);
  if (requested !== null) return { draftId: parseStudioDraftId(requested), fromQuery: true };
  return { draftId: parseStudioDraftId(readCookie(cookieHeader, studioCookieName)), fromQuery: false };
}

/** The page-level choices a call may inherit from the page that made it. */
const pageChoiceParams = ['scenario', 'seed', studioDraftParam, 'plugins'] as const;

/**
 * A call's choices: its own query first, then the query of the page that made it (the same-origin Referer, which
 * browsers send in full), and only then the cookies. The cookies are shared by every tab and frame of the origin;
 * the page's own address is not, so the studio's device frames and its hidden cost frames, each opened with its
 * own `?studio=&scenario=`, never read each other's draft. After in-app navigation drops the query, the cookie
 * the page set on load still applies.
 */
function withCallingPageChoices(url: URL, referer: string | undefined): URL {
  let page: URL;
  try {
    page = new URL(referer ?? '');
  } catch {
    return url;
  }
  if (page.origin !== url.origin) return url;
  const merged = new URL(url);
  for (const name of pageChoiceParams) {
    const fromPage = page.searchParams.get(name);
    if (fromPage !== null && !merged.searchParams.has(name)) merged.searchParams.set(name, fromPage);
  }
  return merged;
}

/** Draft ids are [A-Za-z0-9_-] only, so `|` cannot occur in one and the key is unambiguous. */
function handlerListKey(scenario: ScenarioName | null, seed: number | null, draftId: string | null): string {
  return `${scenario ?? 'none'}|${seed ?? 'default'}|${draftId ?? ''}`;
}

/** How many handler lists (scenario x seed x draft) are kept; draft ids come from cookies, so the map must not grow without end. */
const maxHandlerLists = 64;

/** The studio's build is missing: say how to make it rather than answer a bare 404. */
export const missingStudioBuildHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront studio is not built</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>The studio is not built</h1>
<p>The simulator serves the merchant preview studio from <code>dist-studio/</code>, which does not exist yet.</p>
<p>Run <code>npm run build:studio</code>, then reload this page (<code>npm run simulator</code> builds it for you).</p>
</body></html>
`;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new HttpError(413, 'The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The Node request as a Fetch Request, which is what msw handlers take. */
async function toFetchRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHopHeaders.has(name)) continue;
    for (const entry of Array.isArray(value) ? value : [value]) headers.append(name, entry);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req, bodyLimitFor(url)) : null;
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : null });
}

const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const compressedCache = new Map<string, Buffer>();

/**
 * Compresses text bodies as any production host would (gzip, or brotli when the browser takes it), so
 * what the benchmarks measure is the app, not an uncompressed dev server. `cacheKey` keeps the result
 * for files that never change (fingerprinted assets).
 */
function encodeBody(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string, cacheKey?: string): Buffer {
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

async function writeFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response, method: string): Promise<void> {
  // HttpResponse.error() (the offline scenario) is a network failure: the browser must see the connection drop.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const raw = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  const body = encodeBody(req, res, raw, response.headers.get('content-type') ?? '');
  res.setHeader('Content-Length', body.length);
  res.end(method === 'HEAD' ? undefined : body);
}

function injectBadge(html: string, scenario: ScenarioName | null): string {
  const badge = badgeHtml(scenario);
  const at = html.lastIndexOf('</body>');
  return at === -1 ? `${html}${badge}` : `${html.slice(0, at)}${badge}${html.slice(at)}`;
}

/** Plugins fetch vendor scripts through /sim-vendor/, where the local stand-ins answer (src/shared/lib/vendor-script.ts). */
export const vendorProxyMeta = `<meta name="${vendorProxyMetaName}" content="/sim-vendor/" />`;

function injectVendorProxy(html: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? `${vendorProxyMeta}${html}` : `${html.slice(0, at)}${vendorProxyMeta}${html.slice(at)}`;
}

interface PluginChoice {
  selection: PluginSelection | null;
  fromQuery: boolean;
}

/** A page's or call's plugin switch: its own ?plugins= when present, else the cookie. */
function pluginsOf(url: URL, cookieHeader: string | undefined): PluginChoice {
  const requested = url.searchParams.get('plugins');
  if (requested !== null) return { selection: parsePluginSelection(requested), fromQuery: true };
  return { selection: parsePluginSelection(readCookie(cookieHeader, pluginsCookieName)), fromQuery: false };
}

function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, 'The path is not valid.');
  }
}

function isInside(dir: string, filePath: string): boolean {
  return filePath === dir || filePath.startsWith(dir + path.sep);
}

/** A file of a build, compressed; `fingerprinted` files (under assets/) never change under their name. */
async function sendFile(req: IncomingMessage, res: ServerResponse, filePath: string, fingerprinted: boolean): Promise<void> {
  const contentType = contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  const body = encodeBody(req, res, await readFile(filePath), contentType, fingerprinted ? filePath : undefined);
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': body.length,
    'Cache-Control': fingerprinted ? immutableCache : revalidateCache,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const body = encodeBody(req, res, Buffer.from(html), 'text/html');
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': revalidateCache });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendNotFound(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidateCache });
  res.end(req.method === 'HEAD' ? undefined : 'Not found');
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const distDir = path.resolve(options.distDir ?? path.join(projectRoot, 'dist'));
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new MissingBuildError(distDir);
  // Not required at start: the storefront works without it, and /__studio says how to build it.
  const studioDir = path.resolve(options.studioDir ?? path.join(projectRoot, 'dist-studio'));
  const host = options.host ?? defaultHost;
  // The headers the build asks its pages to be served with (CSP and the rest): served as a host would.
  const headersPath = path.join(distDir, '_headers');
  const pageHeaders = existsSync(headersPath) ? pageHeadersFrom(readFileSync(headersPath, 'utf8')) : {};

  await seedDatabase(options.seed === undefined ? {} : { seed: options.seed });

  // The studio's drafts, published by `PUT /sim/studio/drafts/:id` and read by get-data at each call.
  const drafts = createMemoryDraftStore();
  const draftStoreHandlers = studioDraftStoreHandlers(drafts);

  // One handler list per scenario, seed and studio draft, kept across requests, so `flaky`'s seeded randomness
  // advances instead of restarting (and failing the same way) on each one. A page loaded with ?seed=
  // starts its sequence again, so a test that opens `?scenario=cart-chaos&seed=7` sees the same run.
  // Caching a draft's list is safe while the draft changes: its handler reads the store at request time.
  const handlerLists = new Map<string, RequestHandler[]>();
  const handlersFor = (scenario: ScenarioName | null, seed: number | null, draftId: string | null): RequestHandler[] => {
    if (!scenario && !draftId) return handlers;
    const key = handlerListKey(scenario, seed, draftId);
    let list = handlerLists.get(key);
    if (!list) {
      // Scenarios change the draft, not the seeded store behind it (store-closed closes the draft).
      const base = draftId ? [...studioDraftHandlers(drafts, draftId), ...handlers] : handlers;
      list = scenario ? [...scenarioHandlers(scenario, { ...(seed === null ? {} : { seed }), base }), ...base] : base;
      handlerLists.set(key, list);
      for (const oldest of handlerLists.keys()) {
        if (handlerLists.size <= maxHandlerLists) break;
        handlerLists.delete(oldest);
      }
    }
    return list;
  };
  /** Starts a scenario's seeded sequence again, for every draft it runs over. */
  const restartScenario = (scenario: ScenarioName, seed: number | null) => {
    const prefix = handlerListKey(scenario, seed, null);
    for (const key of [...handlerLists.keys()]) if (key.startsWith(prefix)) handlerLists.delete(key);
  };

  async function answerMocked(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const choices = withCallingPageChoices(url, req.headers.referer);
    const { scenario, seed } = scenarioOf(choices, req.headers.cookie);
    const { draftId } = studioOf(choices, req.headers.cookie);
    const request = await toFetchRequest(req, url);
    const list = url.pathname.startsWith('/sim/studio/') ? draftStoreHandlers : handlersFor(scenario, seed, draftId);
    const response = await getResponse(list, request);
    if (!response) return sendJson(res, 404, { message: `Nothing answers ${request.method} ${url.pathname}.` });
    const { selection } = pluginsOf(choices, req.headers.cookie);
    if (selection && url.pathname === '/api/get-data' && response.ok) {
      // The plugin switch lays its settings over whatever the scenario answered (long-layout with all plugins on).
      const siteData = withPluginSettings(await response.json(), selection);
      return sendJson(res, response.status, siteData);
    }
    await writeFetchResponse(req, res, response, request.method);
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, url: URL, filePath: string): Promise<void> {
    const { scenario, fromQuery, seed, seedFromQuery } = scenarioOf(url, req.headers.cookie);
    const studio = studioOf(url, req.headers.cookie);
    // A page in one of the studio's device frames shows the merchant's draft: the badge stays out of it.
    const inStudioFrame = studio.draftId !== null || req.headers['sec-fetch-dest'] === 'iframe';
    const page = await readFile(filePath, 'utf8');
    const html = injectVendorProxy(inStudioFrame ? page : injectBadge(page, scenario));
    const plugins = pluginsOf(url, req.headers.cookie);
    const body = encodeBody(req, res, Buffer.from(html), 'text/html');
    const headers: Record<string, string | number | string[]> = {
      ...pageHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': revalidateCache,
    };
    // Session cookies (no expiry): the scenario and seed last while the browser is open, across reloads and navigation.
    const cookies: string[] = [];
    if (fromQuery) {
      cookies.push(scenario ? `${scenarioCookieName}=${scenario}; Path=/; SameSite=Lax` : `${scenarioCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
    if (seedFromQuery) {
      cookies.push(seed === null ? `${scenarioSeedCookieName}=; Path=/; Max-Age=0; SameSite=Lax` : `${scenarioSeedCookieName}=${seed}; Path=/; SameSite=Lax`);
      if (scenario) restartScenario(scenario, seed);
    }
    if (plugins.fromQuery) {
      cookies.push(plugins.selection ? `${pluginsCookieName}=${serializePluginSelection(plugins.selection)}; Path=/; SameSite=Lax` : `${pluginsCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
    if (studio.fromQuery) {
      cookies.push(studio.draftId ? `${studioCookieName}=${studio.draftId}; Path=/; SameSite=Lax` : `${studioCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
    if (cookies.length === 1) headers['Set-Cookie'] = cookies[0] ?? '';
    else if (cookies.length > 1) headers['Set-Cookie'] = cookies;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const pathname = decodedPath(url);
    const filePath = path.join(distDir, pathname);
    if (isInside(distDir, filePath) && pathname !== '/' && (await isFile(filePath))) {
      if (path.extname(filePath).toLowerCase() === '.html') return servePage(req, res, url, filePath);
      return sendFile(req, res, filePath, pathname.startsWith('/assets/'));
    }
    // A missing fingerprinted file is a stale tab asking for an old chunk: the HTML fallback would only
    // turn that into a confusing MIME error, so it gets a plain 404.
    if (pathname.startsWith('/assets/')) return sendNotFound(req, res);
    // Client-side routes (/product/x, /cart, ...) all load the app shell.
    return servePage(req, res, url, indexPath);
  }

  /**
   * The merchant preview studio's build under /__studio/ (built with that base, so its pages refer to
   * /__studio/assets/...). Its page is served as built: no badge, no vendor proxy, no cookies; it is not the storefront.
   */
  async function serveStudio(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const pathname = decodedPath(url);
    const studioIndex = path.join(studioDir, 'index.html');
    if (!(await isFile(studioIndex))) return sendHtml(req, res, 503, missingStudioBuildHtml);
    const rest = pathname.slice(studioBasePath.length) || '/';
    const filePath = path.join(studioDir, rest);
    if (isInside(studioDir, filePath) && rest !== '/' && path.extname(filePath).toLowerCase() !== '.html' && (await isFile(filePath))) {
      return sendFile(req, res, filePath, rest.startsWith('/assets/'));
    }
    if (rest.startsWith('/assets/')) return sendNotFound(req, res);
    // /__studio, /__studio/ and anything else under it: the studio keeps its state in the query and hash.
    return sendHtml(req, res, 200, await readFile(studioIndex, 'utf8'));
  }

  // A scenario may also replace a file of the build (broken-layout serves a block module that throws).
  const scenarioOnlyLists = new Map<ScenarioName, RequestHandler[]>();
  async function answerScenarioFile(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const { scenario } = scenarioOf(url, req.headers.cookie);
    if (!scenario || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    let list = scenarioOnlyLists.get(scenario);
    if (!list) {
      list = scenarioHandlers(scenario);
      scenarioOnlyLists.set(scenario, list);
    }
    const request = await toFetchRequest(req, url);
    const response = await getResponse(list, request);
    if (!response) return false;
    await writeFetchResponse(req, res, response, request.method);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The target is a path: as a relative URL, one starting with // would name a host.
    const target = req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`;
    const url = new URL(`http://${req.headers.host ?? host}${target}`);
    const mocked = url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/sim-images/') || url.pathname.startsWith('/sim-avatars/') || url.pathname.startsWith('/sim-vendor/') || url.pathname.startsWith('/sim-razorpay/') || url.pathname.startsWith('/sim/');
    if (mocked) return answerMocked(req, res, url);
    const studio = url.pathname === studioBasePath || url.pathname.startsWith(`${studioBasePath}/`);
    // Before the scenario files: broken-layout's throwing block module must not replace a studio chunk of the same name.
    if (!studio && (await answerScenarioFile(req, res, url))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { message: `${req.method ?? 'This method'} is not allowed on ${url.pathname}.` });
    }
    return studio ? serveStudio(req, res, url) : serveStatic(req, res, url);
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

  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}".`);
  return port;
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  process.on('unhandledRejection', (reason) => console.error('[simulator] unhandled rejection:', reason));
  startSimulatorServer({ port: readPort(process.env.PORT) })
    .then(({ url }) => console.log(`Simulator ready at ${url}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
