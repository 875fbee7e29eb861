/**
 * A page as the server answers it (ADR 0044): the screen's data loaded in a forked scope, its head and status from
 * the screen's own `head`, written into the client build's index.html. When the API is slow or down, the client
 * shell as it is, which the browser recovers from as the static build does.
 */
import { allSettled, fork, type Scope } from 'effector';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, type Parser } from 'wouter';
import type { Branch } from '@/api/schemas/site.schema';
import { pageHead } from '@/app/page-head.lib';
import type { ScreenHeadFacts, ScreenModule, ScreenRoute } from '@/app/screen-module';
import { screenModuleLoader } from '@/app/screen-modules';
import { findScreen, homeScreen, type ScreenDefinition } from '@/app/screens';
import { $branchesState, initialBranchesState } from '@/models/branches/branches.model';
import { $guestId } from '@/models/session/session.model';
import { $siteSettings, $siteStatus, siteDataRequested } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import { storeJsonLd } from '../discovery/store';
import { withHead } from './head-tags';
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
}

/** A branch chosen by id alone; get-data's answer replaces it with the branch it describes (branches.model.ts). */
const chosenBranch = (id: string): Branch => ({ id, name: id, address: null, phone: null, is_open: true });

/** Resolves with the promise's value, or with `timedOut` once `ms` have passed. */
function within<Value>(promise: Promise<Value>, ms: number): Promise<Value | typeof timedOut> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), Math.max(0, ms));
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
const timedOut = Symbol('timed out');

/** The scope a page renders in: the render's own guest id, the shopper's branch, nothing personal. */
function renderScope(branchId: string | null): Scope {
  return fork({
    values: [
      [$guestId, RENDER_GUEST_ID],
      [$branchesState, branchId === null ? initialBranchesState : { ...initialBranchesState, selected_branch: chosenBranch(branchId), manual_selection_done: true }],
    ],
  });
}

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

interface ScreenOutcome {
  facts: ScreenHeadFacts | null;
  /** The screen's data came (or it has none): its page may be kept by a shared cache. */
  complete: boolean;
}

async function loadScreen(screen: ScreenDefinition, route: ScreenRoute, scope: Scope, deadline: number): Promise<ScreenOutcome | typeof timedOut> {
  const loader = screen.render === 'server' ? screenModuleLoader(screen) : undefined;
  if (!loader) return { facts: null, complete: true };
  const module = await loader();
  const run = module.load?.(route);
  if (run && (await within(run.run(scope), deadline - Date.now())) === timedOut) return timedOut;
  if (!module.head) return { facts: null, complete: true };
  const facts = module.head.compute(headValues(module, scope), route);
  return { facts, complete: facts !== null };
}

/** Renders the page of `url`: its head and status, or the client shell when the API did not answer in time. */
export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  const started = performance.now();
  const deadline = Date.now() + page.budgetMs;
  const scope = renderScope(page.branchId);
  if ((await within(allSettled(siteDataRequested, { scope }), page.budgetMs)) === timedOut) return clientShell(page.template, started);
  if (scope.getState($siteStatus) !== 'ready') return clientShell(page.template, started);

  const path = page.url.pathname;
  const screen = findScreen(parser, path);
  const [, params] = matchRoute(parser, screen.path, path);
  const route: ScreenRoute = { params: params ?? {}, search: page.url.search.replace(/^\?/, ''), origin: page.origin };
  const outcome = await loadScreen(screen, route, scope, deadline);
  if (outcome === timedOut) return clientShell(page.template, started);
  const loaded = performance.now();

  const settings = scope.getState($siteSettings);
  const head = pageHead(settings, screen, outcome.facts, page.origin, path);
  // The home page describes the store itself.
  const jsonLd = screen === homeScreen ? { ...outcome.facts?.jsonLd, store: storeJsonLd(settings, scope.getState($branchesState).branches, page.origin) } : { ...outcome.facts?.jsonLd };
  const html = withHead(page.template, head, jsonLd);
  return {
    status: head.notFound ? 404 : 200,
    html,
    caching: screen.render === 'server' && outcome.complete ? 'shared' : 'none',
    timing: { loadMs: loaded - started, renderMs: performance.now() - loaded },
    settings,
  };
}
