/**
 * A page as the server answers it (ADR 0044): the screen's data loaded in a forked scope, its head and status from
 * the screen's own `head`, its body rendered by React from that scope, and the answers the data came from handed to
 * the browser, which hydrates the body. When the API is slow or down, the client shell as it is, which the browser
 * recovers from as the static build does.
 */
import type { Scope } from 'effector';
import { renderToReadableStream } from 'react-dom/server';
import { parse as parsePattern } from 'regexparam';
import { Router, type Parser } from 'wouter';
import { createAnswerRecord, settledRecord } from '@/api/answer-record';
import { App } from '@/app/App';
import { HAND_OVER_ID } from '@/app/hand-over-id';
import { loadScreenData, loadSiteData, pageRoute, pageScope, type PageHandOver } from '@/app/page-data';
import { pageHead } from '@/app/page-head.lib';
import type { ScreenModule } from '@/app/screen-module';
import { homeScreen } from '@/app/screens';
import { $branchesState } from '@/models/branches/branches.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import { scriptJson } from '@/shared/lib/script-json';
import { storeJsonLd } from '../discovery/store';
import { withBody, withHead, withPalette } from './head-tags';
import { pageAssets, type BuildManifest, type BuildStylesheets } from './page-assets';
import { RENDER_GUEST_ID } from './identity';

const parser: Parser = parsePattern;

/** How the page may be kept: by a shared cache (the same for every shopper of a branch), or by no one. */
export type PageCaching = 'shared' | 'none';

export interface RenderedPage {
  status: number;
  html: string;
  caching: PageCaching;
  /** Milliseconds spent waiting for the page's data (the API's time, mostly), then making its HTML. */
  timing: { loadMs: number; renderMs: number };
  /** The store's settings the page was made with; null for the client shell, whose browser reads its own. */
  settings: SiteSettings | null;
}

export interface PageRequest {
  url: URL;
  /** The branch the shopper chose (the `branch_id` cookie), or null for the store's default. */
  branchId: string | null;
  /** The store's public origin, for canonical and social URLs. */
  origin: string;
  template: string;
  budgetMs: number;
  /** The nonce of the page's scripts (React's own, if it writes any). */
  nonce: string;
  /** The client build's manifest, for the files the page needs at once. */
  manifest?: BuildManifest;
  /** The client build's stylesheets as text, written into the page rather than linked. */
  stylesheets?: BuildStylesheets;
  /** Whether a catalogue page carries its body, or its head alone. */
  renderBody: boolean;
}

/** Resolves with the promise's value, or with `timedOut` once `ms` have passed. */
function within<Value>(promise: Promise<Value>, ms: number): Promise<Value | typeof timedOut> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), Math.max(0, ms));
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
const timedOut = Symbol('timed out');

/** The client shell as the build made it: the browser loads the page itself. */
const clientShell = (template: string, started: number): RenderedPage => ({
  status: 200,
  html: template,
  caching: 'none',
  timing: { loadMs: performance.now() - started, renderMs: 0 },
  settings: null,
});

/** The stores a head reads, from the scope. */
function headValues(module: ScreenModule, scope: Scope): Readonly<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(module.head?.stores ?? {}).map(([name, store]) => [name, scope.getState(store)]));
}

/** The page's body as React renders it from the scope, whole: every part in place, none revealed by a script. */
async function renderBody(scope: Scope, url: URL, nonce: string): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')}>
      <App scope={scope} />
    </Router>,
    // A part over React's chunk size would be sent apart and moved in by a script: a crawler without JavaScript
    // would find it hidden.
    { nonce, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  // A block that failed on the server is drawn by its boundary; the browser tries it again as it hydrates.
  for (const error of errors) console.error('[render]', error);
  return html;
}

/** Renders the page of `url`: its head, body and status, or the client shell when the API did not answer in time. */
export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  const started = performance.now();
  const deadline = Date.now() + page.budgetMs;
  const record = createAnswerRecord();
  const scope = pageScope(page.branchId, RENDER_GUEST_ID, record);
  const siteData = await within(loadSiteData(scope), page.budgetMs);
  if (siteData !== true) return clientShell(page.template, started);

  const { screen, route } = pageRoute(parser, page.url, page.origin);
  const data = await loadScreenData(screen, route, scope, async (run) => (await within(run, deadline - Date.now())) !== timedOut);
  if (data === 'gave up') return clientShell(page.template, started);
  const facts = data?.module.head ? data.module.head.compute(headValues(data.module, scope), route) : null;
  const loaded = performance.now();

  const settings = scope.getState($siteSettings);
  const head = pageHead(settings, screen, facts, page.origin, page.url.pathname);
  // The home page describes the store itself.
  const jsonLd = screen === homeScreen ? { ...facts?.jsonLd, store: storeJsonLd(settings, scope.getState($branchesState).branches, page.origin) } : { ...facts?.jsonLd };
  const complete = !data?.module.head || facts !== null;
  let html = withPalette(withHead(page.template, head, jsonLd), settings);
  if (screen.render === 'server' && page.renderBody) {
    const body = await renderBody(scope, page.url, page.nonce);
    const handOver: PageHandOver = { branch: page.branchId, answers: await settledRecord(record) };
    const handOverScript = `<script type="application/json" id="${HAND_OVER_ID}">${scriptJson(handOver)}</script>`;
    html = withBody(html, body, handOverScript, pageAssets(page.manifest, page.stylesheets, screen, screen === homeScreen), page.nonce);
  }
  return {
    status: head.notFound ? 404 : 200,
    html,
    caching: screen.render === 'server' && complete ? 'shared' : 'none',
    timing: { loadMs: loaded - started, renderMs: performance.now() - loaded },
    settings,
  };
}
