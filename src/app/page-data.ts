/**
 * A page's data, loaded the same way on the server and in the browser that hydrates its HTML (ADR 0044): the scope
 * starts as the server's did (the branch, a guest), the site data is asked for, then the screen's own load. The server
 * writes down every answer it got; the browser is given them back, so it reaches the very state the HTML was made
 * from without asking the network again, and React hydrates that HTML without a mismatch.
 */
import { allSettled, fork, type Scope, type StorePair } from 'effector';
import { matchRoute, type Parser } from 'wouter';
import type { AnswerRecord, RecordedAnswer } from '@/api/answer-record';
import type { Branch } from '@/api/schemas/site.schema';
import { trackAnalyticsFx } from '@/models/analytics/analytics.model';
import { $branchesState, initialBranchesState, type BranchesState } from '@/models/branches/branches.model';
import { $answerRecord } from '@/models/request/request.model';
import { $guestId } from '@/models/session/session.model';
import { $siteStatus, siteDataRequested } from '@/models/site/site.model';
import { loadBlockData } from './block-data';
import type { ScreenModule, ScreenRoute } from './screen-module';
import { screenModuleLoader } from './screen-modules';
import { findScreen, homeScreen, type ScreenDefinition } from './screens';

/** What a server-rendered page hands to the browser that hydrates it (in the script of HAND_OVER_ID). */
export interface PageHandOver {
  /** The branch the page was made for (the `branch_id` cookie), or null for the store's default. */
  branch: string | null;
  answers: readonly RecordedAnswer[];
}

/** A branch chosen by id alone; get-data's answer replaces it with the branch it describes (branches.model.ts). */
const chosenBranch = (id: string): Branch => ({ id, name: id, address: null, phone: null, is_open: true });

/**
 * The scope a page's data is loaded in: a guest (the server's render id, or the browser's own) at the page's branch,
 * and on the server the record its answers are written into. A server's scope reports no analytics: the shopper's
 * browser reports what they did (a search) as it loads the same data again to take the HTML over.
 */
export function pageScope(branchId: string | null, guestId: string, record?: AnswerRecord): Scope {
  const branches = branchId === null ? initialBranchesState : { ...initialBranchesState, selected_branch: chosenBranch(branchId), manual_selection_done: true };
  const recorded: StorePair<AnswerRecord | null>[] = $answerRecord && record ? [[$answerRecord, record]] : [];
  return fork({
    values: [[$guestId, guestId] satisfies StorePair<string>, [$branchesState, branches] satisfies StorePair<BranchesState>, ...recorded],
    handlers: record ? [[trackAnalyticsFx, () => undefined]] : [],
  });
}

/** Where a page is: its screen, and the screen's route (params, search, origin). */
export function pageRoute(parser: Parser, url: URL, origin: string): { screen: ScreenDefinition; route: ScreenRoute } {
  const screen = findScreen(parser, url.pathname);
  const [, params] = matchRoute(parser, screen.path, url.pathname);
  return { screen, route: { params: params ?? {}, search: url.search.replace(/^\?/, ''), origin } };
}

/** The screen's module and the key of its load's run, once the screen's data is in; null for a screen without any. */
interface ScreenData {
  module: ScreenModule;
  loadKey: string | null;
}

/** The site data, settled: whether the store can be drawn from it. */
export async function loadSiteData(scope: Scope): Promise<boolean> {
  await allSettled(siteDataRequested, { scope });
  return scope.getState($siteStatus) === 'ready';
}

/**
 * The screen's module and its load, settled in `scope`, or on the home page its blocks' data (`settle` may give up on
 * them: the server's time budget). Null for a screen without a module of its own or whose HTML is the browser's alone.
 */
export async function loadScreenData(
  screen: ScreenDefinition,
  route: ScreenRoute,
  scope: Scope,
  settle: (run: Promise<unknown>) => Promise<boolean> = async (run) => (await run, true),
): Promise<ScreenData | null | 'gave up'> {
  // The home screen is the shell's own (no module here): its data is its blocks'.
  if (screen === homeScreen) return (await settle(loadBlockData(scope))) ? null : 'gave up';
  const loader = screen.render === 'server' ? screenModuleLoader(screen) : undefined;
  if (!loader) return null;
  const module = await loader();
  const run = module.load?.(route) ?? null;
  if (run && !(await settle(run.run(scope)))) return 'gave up';
  return { module, loadKey: run?.key ?? null };
}
