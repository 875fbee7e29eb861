import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';
import type { BlockCost } from '../contracts';
import { previewUrl } from './preview-urls';

/**
 * What a block costs a shopper: the page with only that block, minus the page with an empty layout, both loaded
 * in a hidden frame and read from the frame's resource timing. Pure parts (classify, diff, label) are tested
 * with fake entries; the frame part runs in the studio.
 */

/** The fields of a PerformanceResourceTiming the measurement reads. */
export interface ResourceEntryLike {
  name: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

type ResourceKind = 'js' | 'api' | 'image' | 'other';

const imageExtension = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;
const scriptExtension = /\.(m?js|jsx|tsx?)$/i;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/** A module the dev server serves unbundled (Vite's client, pre-bundled deps, source files). */
function isDevModule(entry: Pick<ResourceEntryLike, 'name'>): boolean {
  const path = pathOf(entry.name);
  return path.startsWith('/@vite/') || path.startsWith('/@react-refresh') || path.startsWith('/@fs/') || path.startsWith('/node_modules/.vite/') || /\.(tsx?|jsx)$/i.test(path);
}

export function resourceKind(entry: Pick<ResourceEntryLike, 'name' | 'initiatorType'>): ResourceKind {
  const path = pathOf(entry.name);
  if (path.startsWith('/api/')) return 'api';
  if (entry.initiatorType === 'img' || entry.initiatorType === 'image' || path.startsWith('/sim-images/') || imageExtension.test(path)) return 'image';
  if (entry.initiatorType === 'script' || scriptExtension.test(path) || isDevModule(entry)) return 'js';
  return 'other';
}

/** The bytes a shopper downloads: the compressed body, else the transfer, else the decoded body (a cached copy). */
function entryBytes(entry: ResourceEntryLike): number {
  return entry.encodedBodySize || entry.transferSize || entry.decodedBodySize || 0;
}

/** The entries of `page` that `baseline` did not load (a URL loaded twice there and once in the baseline counts once). */
export function extraEntries(baseline: readonly ResourceEntryLike[], page: readonly ResourceEntryLike[]): ResourceEntryLike[] {
  const seen = new Map<string, number>();
  for (const entry of baseline) seen.set(entry.name, (seen.get(entry.name) ?? 0) + 1);
  return page.filter((entry) => {
    const left = seen.get(entry.name) ?? 0;
    if (left === 0) return true;
    seen.set(entry.name, left - 1);
    return false;
  });
}

/** A block's cost from its page's and the baseline page's resources. */
export function blockCost(item: Pick<LayoutItem, 'id' | 'code' | 'uniqueId'>, baseline: readonly ResourceEntryLike[], page: readonly ResourceEntryLike[]): BlockCost {
  const extra = extraEntries(baseline, page);
  const js = extra.filter((entry) => resourceKind(entry) === 'js');
  const measuredOn = [...baseline, ...page].some(isDevModule) ? 'dev' : 'production';
  return {
    itemId: String(item.id),
    code: item.code ?? item.uniqueId ?? '(no code)',
    jsBytes: js.reduce((sum, entry) => sum + entryBytes(entry), 0),
    jsFiles: js.map((entry) => entry.name),
    requests: extra
      .filter((entry) => resourceKind(entry) !== 'js')
      .map((entry) => ({ url: entry.name, kind: resourceKind(entry) as Exclude<ResourceKind, 'js'>, bytes: entryBytes(entry) })),
    measuredOn,
  };
}

function formatKb(bytes: number): string {
  const kb = bytes / 1024;
  return `${kb >= 100 ? Math.round(kb) : kb.toFixed(1)} KB`;
}

/** The chip over a block: "8.6 KB JS · 2 requests" (JS sizes on the dev server are unbundled source, and say so). */
export function costLabel(cost: Pick<BlockCost, 'jsBytes' | 'requests' | 'measuredOn'>): string {
  const js = cost.jsBytes > 0 ? `${formatKb(cost.jsBytes)} JS${cost.measuredOn === 'dev' ? ' (dev, unbundled)' : ''}` : 'No extra JS';
  const count = cost.requests.length;
  return `${js} · ${count} ${count === 1 ? 'request' : 'requests'}`;
}

/** The cache key of an item's cost: its whole JSON, so any change to it is measured again. */
const itemCostKey = (item: LayoutItem) => JSON.stringify(item);

const QUIET_MS = 400;
const MEASURE_CAP_MS = 6_000;
const POLL_MS = 50;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

function snapshot(win: Window): ResourceEntryLike[] {
  return (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
    name: entry.name,
    initiatorType: entry.initiatorType,
    transferSize: entry.transferSize,
    encodedBodySize: entry.encodedBodySize,
    decodedBodySize: entry.decodedBodySize,
  }));
}

/**
 * Loads `url` in a hidden, offscreen, phone-wide frame inside `host`, waits until its network has been quiet for
 * QUIET_MS after the page loaded (at most MEASURE_CAP_MS), and returns what it loaded.
 */
export async function loadAndRecord(host: HTMLElement, url: string, signal: AbortSignal): Promise<PageRecord> {
  const frame = host.ownerDocument.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Block cost measurement (hidden)';
  frame.className = 'pv-cost-frame';
  frame.width = '375';
  frame.height = '740';
  let loaded = false;
  frame.addEventListener('load', () => {
    if (frame.contentWindow?.location.href !== 'about:blank') loaded = true;
  });
  frame.src = url;
  host.append(frame);
  try {
    const started = performance.now();
    let count = -1;
    let changedAt = started;
    let widened: Window | null = null;
    let settled = false;
    while (!signal.aborted && performance.now() - started < MEASURE_CAP_MS) {
      const win = frame.contentWindow;
      if (win && win !== widened && win.location.href !== 'about:blank') {
        // The dev server serves hundreds of modules: more than the default buffer of 250 entries.
        win.performance.setResourceTimingBufferSize?.(5_000);
        widened = win;
      }
      const entries = win && win.location.href !== 'about:blank' ? (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]) : [];
      // Quiet only counts once the page has its data: before that (the dev server's worker starting, the seed
      // being built) nothing is fetched for a while, and the block's code has not even been asked for.
      const hasData = entries.some((entry) => pathOf(entry.name) === '/api/get-data' && entry.responseEnd > 0);
      if (entries.length !== count) {
        count = entries.length;
        changedAt = performance.now();
      } else if (loaded && hasData && performance.now() - changedAt >= QUIET_MS) {
        settled = true;
        break;
      }
      await sleep(POLL_MS, signal);
    }
    const win = frame.contentWindow;
    return { entries: win ? snapshot(win) : [], complete: settled };
  } finally {
    frame.remove();
  }
}

/** What a page loaded; `complete` is false when the cap cut it short (never got its data, or never went quiet). */
interface PageRecord {
  entries: ResourceEntryLike[];
  complete: boolean;
}

interface CostRunDeps {
  /** Publishes a throwaway draft under `id` (both simulators). */
  publish: (id: string, siteData: SiteData) => Promise<void>;
  /** Loads a page and records its resources (loadAndRecord in the studio; fakes in tests). */
  record: (url: string, signal: AbortSignal) => Promise<PageRecord>;
}

/** Tries per page: a cold dev server can take longer than the cap the first time, and is warm the next. */
const ATTEMPTS = 2;

/** Publishes `draft` and records its page until a complete record, or null (cancelled, or never complete). */
async function recordDraft(draft: SiteData, costDraftId: string, url: string, deps: CostRunDeps, signal: AbortSignal): Promise<ResourceEntryLike[] | null> {
  for (let attempt = 0; attempt < ATTEMPTS && !signal.aborted; attempt += 1) {
    await deps.publish(costDraftId, draft);
    if (signal.aborted) return null;
    const record = await deps.record(url, signal);
    if (record.complete && !signal.aborted) return record.entries;
  }
  return null;
}

/** Baselines and item costs kept across runs, so only changed items are measured again. */
interface CostCache {
  baselines: Map<string, ResourceEntryLike[]>;
  items: Map<string, BlockCost>;
}

export const createCostCache = (): CostCache => ({ baselines: new Map(), items: new Map() });

/** The costs known for the draft's current items. */
export function knownCosts(siteData: SiteData, cache: CostCache): Record<string, BlockCost> {
  const costs: Record<string, BlockCost> = {};
  for (const item of siteData.layout) {
    const cost = cache.items.get(itemCostKey(item));
    if (cost) costs[String(item.id)] = cost;
  }
  return costs;
}

/**
 * Measures every item not in the cache, one at a time, each alone on a page against the page with no layout
 * (the same settings and branches). Calls `onProgress` after each; stops when `signal` aborts.
 */
export async function measureCosts(siteData: SiteData, costDraftId: string, cache: CostCache, deps: CostRunDeps, signal: AbortSignal, onProgress: () => void): Promise<void> {
  const url = previewUrl(costDraftId, null, null);
  const baselineKey = JSON.stringify({ settings: siteData.settings, branches: siteData.branches });
  for (const item of siteData.layout) {
    if (signal.aborted) return;
    const key = itemCostKey(item);
    if (cache.items.has(key)) continue;
    let baseline = cache.baselines.get(baselineKey);
    if (!baseline) {
      const recorded = await recordDraft({ ...siteData, layout: [] }, costDraftId, url, deps, signal);
      // No honest baseline, no honest difference: try again at the next pause in editing.
      if (!recorded) return;
      baseline = recorded;
      cache.baselines.set(baselineKey, baseline);
    }
    const page = await recordDraft({ ...siteData, layout: [item] }, costDraftId, url, deps, signal);
    if (signal.aborted) return;
    // An item whose page never settles is left unmeasured (no chip) rather than given a wrong number.
    if (!page) continue;
    cache.items.set(key, blockCost(item, baseline, page));
    onProgress();
  }
}
