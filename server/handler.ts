/**
 * The storefront's server (ADR 0044): one Web-standard fetch handler, `Request -> Response`, that the Node host and the
 * `workerd` entry wrap. It answers pages (the client build's index.html with the page's head, status and data), and
 * the files a crawler asks for; the hosts serve the client build's static files before they call it.
 */
import { setServerApiOrigin } from '@/api/server-api-origin';
import { BRANCH_COOKIE } from '@/domain/branch-cookie';
import { answerDiscovery } from './discovery/answer';
import type { BuildManifest, BuildStylesheets } from './render/page-assets';
import { renderPage, type PageCaching } from './render/page';
import { createNonce, withNonce } from './security/nonce';
import { pageSecurityHeaders } from './security/page-security-headers';

export interface HandlerOptions {
  /** The client build's index.html, the template of every page. */
  template: string;
  /** Where the merchant's API is (`API_ORIGIN`); the store's own origin when the API is served beside the pages. */
  apiOrigin: string;
  /** The store's public origin for canonical and social URLs, when it is not the request's (a proxy in front). */
  publicOrigin?: string;
  /** How long the page's calls may take before the browser-rendered shell is sent instead (ms). */
  renderBudgetMs?: number;
  /** Another origin the browser calls the API on (the client build's VITE_API_ORIGIN), for the page's connect-src. */
  browserApiOrigin?: string;
  /** The client build's manifest (`dist/.vite/manifest.json`): a page links the stylesheets and scripts it needs. */
  manifest?: BuildManifest;
  /** The client build's stylesheets (`assets/*.css`) as text: a server-rendered page carries the ones it needs. */
  stylesheets?: BuildStylesheets;
  /** false: pages carry their head alone and the browser draws their body, as from the static build. Default true. */
  renderBodies?: boolean;
}

export type FetchHandler = (request: Request) => Promise<Response>;

/** The default time budget of a page's calls: about one phone round trip of the 2.5 s a good largest paint allows. */
export const RENDER_BUDGET_MS = 1_500;

/**
 * Catalogue pages: a shared cache keeps them five minutes and may serve a stale copy for an hour while it asks again;
 * browsers always ask (max-age=0), so a shopper never sees a page older than the cache's. Nothing else is kept.
 */
export const cacheControl: Readonly<Record<PageCaching, string>> = {
  shared: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
  none: 'private, no-store',
};

/** The branch the shopper chose, from the cookie the browser mirrors it into; null when there is none (or it is not an id). */
export function branchOf(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  const value = cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === BRANCH_COOKIE)?.[1];
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

export function createHandler(options: HandlerOptions): FetchHandler {
  setServerApiOrigin(options.apiOrigin);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const url = new URL(request.url);
    // For a load balancer or an orchestrator: the server answers; it asks the API nothing.
    if (url.pathname === '/healthz') return new Response('ok', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    const origin = options.publicOrigin ?? url.origin;
    const branchId = branchOf(request);
    const discovery = await answerDiscovery(request, { origin, branchId });
    if (discovery) return discovery;
    // A fresh nonce for this answer's scripts (its JSON-LD is data, and needs none).
    const nonce = createNonce();
    const page = await renderPage({
      url,
      branchId,
      origin,
      template: withNonce(options.template, nonce),
      nonce,
      renderBody: options.renderBodies ?? true,
      ...(options.manifest ? { manifest: options.manifest } : {}),
      ...(options.stylesheets ? { stylesheets: options.stylesheets } : {}),
      budgetMs: options.renderBudgetMs ?? RENDER_BUDGET_MS,
    });
    // In a studio frame the draft may switch plugins on without a reload: every vendor stays allowed there.
    const studioFrame = url.searchParams.has('studio') || url.searchParams.has('preview');
    return new Response(request.method === 'HEAD' ? null : page.html, {
      status: page.status,
      headers: {
        ...pageSecurityHeaders({ nonce, settings: studioFrame ? null : page.settings, apiOrigin: options.browserApiOrigin ?? '' }),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': cacheControl[page.caching],
        // The page depends on the branch cookie: a cache keys on it (README, "Serving from a server").
        Vary: 'Cookie',
        // What the page cost: waiting for its data, then making its HTML (read by `npm run bench` and a browser's tools).
        'Server-Timing': `load;dur=${page.timing.loadMs.toFixed(1)};desc="site and screen data", render;dur=${page.timing.renderMs.toFixed(1)}`,
      },
    });
  };
}
