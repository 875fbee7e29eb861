/**
 * Pieces the screens' bench figures share (catalogue, issue 16; account, issue 17): Lighthouse on pages loaded
 * directly, each screen's own JavaScript, figures collected once per run, and the machine's load beside timings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { BenchContext, Measurement, MeasurementResult } from './bench';
import type { Browser } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS, lazyClosure, lighthouseDetails, loadedByEveryPage, median, message, metricsLine, runLighthouse, startSimulator, type LighthouseCategory, type LighthouseFigures, type LighthouseRun } from './bench-home';
import { gzipSize } from './bundle-size';
import { childScreens } from '../src/app/screens';

const ROUTE_SCREEN_FILE = 'src/app/shell/ChildRoute.tsx';

export const kb1 = (bytes: number) => (bytes / 1024).toFixed(1);
export const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Timings on a busy machine run slow: the figures say how busy it was when they were taken. */
export function machineLoad(): string {
  const [one = 0, five = 0] = loadavg();
  return `machine load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) on ${availableParallelism()} CPUs when this began`;
}

/** One failing part of a session does not cost the others their figures. */
export async function settle<T>(work: () => Promise<T>): Promise<T | Error> {
  try {
    return await work();
  } catch (error) {
    return asError(error);
  }
}

export function checkBuild({ distDir, buildPassed }: BenchContext): void {
  if (buildPassed === false) throw new Error('`npm run build` failed: nothing measured (see its output above)');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${path.join(distDir, 'index.html')} not found: run \`npm run build\` (or drop --no-build)`);
}

/** Figures collected once per bench run: the first measurement asking starts the work, the others wait for it. */
export function oncePerRun<T>(collect: (context: BenchContext) => Promise<T>): (context: BenchContext) => Promise<T> {
  const sessions = new WeakMap<BenchContext, Promise<T>>();
  return (context) => {
    let session = sessions.get(context);
    if (!session) {
      session = collect(context);
      sessions.set(context, session);
    }
    return session;
  };
}

/**
 * Runs `work` against the build served by a simulator of its own, in a Chromium of its own (launched as the e2e tests
 * launch it), and closes both whatever happens.
 */
export async function withSimulatorAndChromium<T>(context: BenchContext, work: (origin: string, browser: Browser) => Promise<T>): Promise<T> {
  checkBuild(context);
  const simulator = await startSimulator(context.distDir);
  try {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
    try {
      return await work(simulator.url, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await simulator.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse on the product and category pages

/** A page Lighthouse loads directly: `key` names its measurements, `label` titles them. */
export interface LighthousePage<Key extends string = string> {
  key: Key;
  path: string;
  label: string;
}

/** What a page needs before Lighthouse loads it: the localStorage it opens with, and its path when not the page's own. */
export interface PreparedPage {
  localStorage?: Record<string, string>;
  path?: string;
}

export type LighthouseByPage<Key extends string> = Record<Key, { url: string; load: string; figures: LighthouseFigures | Error }>;

/**
 * Lighthouse x3 on each page, loaded directly from a simulator of their own, once per bench run however many
 * measurements ask. `prepare` gives, made against the running simulator, the localStorage a page opens with (a
 * signed-in customer, a guest with a cart) and its path when that depends on what was made (an order's id).
 */
export function lighthouseOnPages<Key extends string>(
  pages: readonly LighthousePage<Key>[],
  prepare?: (origin: string, page: LighthousePage<Key>) => Promise<PreparedPage | null>,
): (context: BenchContext) => Promise<LighthouseByPage<Key>> {
  return oncePerRun(async (context) => {
    checkBuild(context);
    const simulator = await startSimulator(context.distDir);
    try {
      const result: Partial<LighthouseByPage<Key>> = {};
      for (const page of pages) {
        const prepared = await settle(async () => (await prepare?.(simulator.url, page)) ?? {});
        const url = new URL((prepared instanceof Error ? undefined : prepared.path) ?? page.path, simulator.url).href;
        console.log(`bench: ${page.label.toLowerCase()} ${url}: Lighthouse x3`);
        const load = machineLoad();
        result[page.key] = {
          url,
          load,
          figures: prepared instanceof Error ? prepared : await settle(async () => runLighthouse(url, { localStorage: prepared.localStorage })),
        };
      }
      return result as LighthouseByPage<Key>;
    } finally {
      await simulator.close();
    }
  });
}

const seconds = (ms: number | undefined) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);

/** `run 1: performance 97, accessibility 100, SEO 100; FCP 1.1 s, LCP 2.0 s, TBT 40 ms, CLS 0.000`. */
function runLine(run: LighthouseRun, index: number): string {
  const tbt = run.metrics['total-blocking-time'];
  return (
    `run ${index + 1}: performance ${run.scores.performance ?? '—'}, accessibility ${run.scores.accessibility ?? '—'}, SEO ${run.scores.seo ?? '—'}; ` +
    `FCP ${seconds(run.metrics['first-contentful-paint'])}, LCP ${seconds(run.metrics['largest-contentful-paint'])}, ` +
    `TBT ${tbt === undefined ? '?' : `${Math.round(tbt)} ms`}, CLS ${run.cls === null ? '?' : run.cls.toFixed(3)}`
  );
}

/** The audits a category lost points on, over the runs, e.g. `color-contrast (3 of 3 runs)`. */
function failedAuditsLine(figures: LighthouseFigures, category: LighthouseCategory): string | null {
  const counts = new Map<string, number>();
  for (const run of figures.runs) for (const id of run.failedAudits[category]) counts.set(id, (counts.get(id) ?? 0) + 1);
  if (counts.size === 0) return null;
  return `audits not passed: ${[...counts].map(([id, count]) => `${id} (${count} of ${figures.runs.length} runs)`).join(', ')}`;
}

/** One Lighthouse score of one page as a measurement named `<prefix>-<page key>-lighthouse-<category>`. */
export function lighthouseMeasurement<Key extends string>({
  prefix,
  page,
  category,
  target,
  figuresOf,
}: {
  prefix: string;
  page: LighthousePage<Key>;
  category: 'performance' | 'accessibility' | 'seo';
  target: number;
  figuresOf: (context: BenchContext) => Promise<LighthouseByPage<Key>>;
}): Measurement {
  const title = category === 'seo' ? 'SEO score (mobile)' : `${category} score (mobile)`;
  return {
    name: `${prefix}-${page.key}-lighthouse-${category}`,
    title: `${page.label} (${page.path}, direct load), Lighthouse ${title}`,
    async run(context): Promise<MeasurementResult> {
      const { url, load, figures } = (await figuresOf(context))[page.key];
      if (figures instanceof Error) return { status: 'error', summary: `Lighthouse failed on ${url}: ${message(figures)}` };
      const elsewhere = figures.runs.map((run) => run.finalUrl).find((final) => new URL(final).pathname !== new URL(url).pathname);
      if (elsewhere) return { status: 'error', summary: `the page went on to ${elsewhere}: these are not ${page.path}'s figures`, details: lighthouseDetails(figures, () => '—') };
      const score = figures.median[category];
      if (score === null) return { status: 'error', summary: 'no run produced this score', details: lighthouseDetails(figures, () => '—') };
      const met = score >= target;
      const failed = failedAuditsLine(figures, category);
      return {
        status: met ? 'ok' : 'over budget',
        value: score,
        unit: 'score',
        summary: `${score} (target ≥ ${target}: ${met ? 'met' : 'MISSED'})`,
        details: [
          url,
          ...lighthouseDetails(figures, (run) => String(run.scores[category] ?? '—')),
          ...(failed ? [failed] : []),
          ...(category === 'performance'
            ? [
                metricsLine(figures),
                ...figures.runs.map(runLine),
                ...figures.runs.map((run, index) => `run ${index + 1}: ${run.observed}`),
                ...figures.runs.flatMap((run, index) => (run.shifts.length > 0 ? [`run ${index + 1}: largest shifts ${run.shifts.join('; ')}`] : [])),
                load,
              ]
            : []),
        ],
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// each screen's own JavaScript

interface ScreenChunks {
  route: string;
  /** The screen's module, e.g. ProductScreen. */
  screen: string;
  files: { file: string; gzipBytes: number; shared: boolean }[];
  totalGzipBytes: number;
  /** The screen's own stylesheet(s), gzip: shown, not counted against the target. */
  cssGzipBytes: number;
  problem?: string;
}

/**
 * Route to module name (`/product/:slug` → ProductScreen), from the screen registry. The sanitiser that loads beside a
 * screen is a dynamic import, shared with every piece of merchant HTML, and not counted as the screen's own.
 */
function screenModules(): Map<string, string> {
  return new Map(childScreens.map((screen) => [screen.path, path.basename(screen.module)]));
}

/** Vite names a lazily imported module's chunk after it: `assets/<Module>-<hash>.<extension>`. */
function assetsNamed(distDir: string, module: string, extension: 'js' | 'css'): string[] {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return [];
  const pattern = new RegExp(`^${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]+\\.${extension}$`);
  return readdirSync(assets)
    .filter((name) => pattern.test(name))
    .map((name) => `assets/${name}`);
}

function measureScreenChunks(
  root: string,
  distDir: string,
  routes: readonly string[],
): { screens: ScreenChunks[]; routeScreen: { file: string; gzipBytes: number } | null; togetherGzipBytes: number } {
  const modules = screenModules();
  const initial = loadedByEveryPage(distDir);
  const gzipOf = (file: string) => gzipSize(readFileSync(path.join(distDir, file)));

  const perScreen = routes.map((route) => {
    const screen = modules.get(route) ?? null;
    const chunks = screen ? assetsNamed(distDir, screen, 'js') : [];
    const chunk = chunks.length === 1 ? (chunks[0] as string) : null;
    const problem = !screen
      ? `no screen of the registry (src/app/screens.ts) has the path ${route}`
      : chunk
        ? undefined
        : `${chunks.length === 0 ? 'no' : chunks.length} chunk${chunks.length === 1 ? '' : 's'} named ${screen}-*.js in dist/assets`;
    return { route, screen: screen ?? route, chunk, files: chunk ? lazyClosure(distDir, chunk, initial) : [], problem };
  });
  const usedBy = new Map<string, number>();
  for (const screen of perScreen) for (const file of screen.files) usedBy.set(file, (usedBy.get(file) ?? 0) + 1);

  const screens = perScreen.map(({ route, screen, files, problem }) => {
    const measured = files.map((file) => ({ file, gzipBytes: gzipOf(file), shared: (usedBy.get(file) ?? 0) > 1 }));
    return {
      route,
      screen,
      files: measured,
      totalGzipBytes: measured.reduce((sum, file) => sum + file.gzipBytes, 0),
      cssGzipBytes: assetsNamed(distDir, screen, 'css').reduce((sum, file) => sum + gzipOf(file), 0),
      ...(problem ? { problem } : {}),
    };
  });
  // Every child route loads the route table's chunk first; a screen's row counts it only when the screen imports it.
  const routeScreenChunks = assetsNamed(distDir, path.basename(ROUTE_SCREEN_FILE, '.tsx'), 'js');
  const routeScreen = routeScreenChunks.length === 1 ? (routeScreenChunks[0] as string) : null;
  const together = new Set(perScreen.flatMap((screen) => screen.files));
  return {
    screens,
    routeScreen: routeScreen ? { file: routeScreen, gzipBytes: gzipOf(routeScreen) } : null,
    togetherGzipBytes: [...together].reduce((sum, file) => sum + gzipOf(file), 0),
  };
}

/**
 * Each screen's own JavaScript, by its route in the route table: its chunk and the chunks it imports statically that
 * no page has loaded already (`loadedByEveryPage`). The largest is the figure; the screens together, each file counted
 * once, are shown too.
 */
export function screenJavaScriptMeasurement({ name, title, routes, target }: { name: string; title: string; routes: readonly string[]; target: number }): Measurement {
  return {
    name,
    title,
    run(context): MeasurementResult {
      checkBuild(context);
      const { screens, routeScreen, togetherGzipBytes } = measureScreenChunks(context.root, context.distDir, routes);
      const measured = screens.filter((screen) => !screen.problem);
      const over = measured.filter((screen) => screen.totalGzipBytes > target);
      const missing = screens.filter((screen) => screen.problem);
      const largest = measured.reduce<ScreenChunks | null>((a, b) => (a === null || b.totalGzipBytes > a.totalGzipBytes ? b : a), null);
      const width = Math.max(...screens.map((screen) => screen.screen.length));
      const routeWidth = Math.max(...screens.map((screen) => screen.route.length));
      const details = screens.map((screen) => {
        const files = screen.files.map((file) => `${path.posix.basename(file.file)} ${kb1(file.gzipBytes)}${file.shared ? ' (shared)' : ''}`).join(' + ');
        const verdict = screen.problem ? `NOT MEASURED: ${screen.problem}` : screen.totalGzipBytes > target ? 'OVER' : 'ok';
        const css = screen.cssGzipBytes > 0 ? `  (+ CSS ${kb1(screen.cssGzipBytes)} KB)` : '';
        return `${screen.screen.padEnd(width)}  ${screen.route.padEnd(routeWidth)}  ${kb1(screen.totalGzipBytes).padStart(5)} KB  ${verdict}${files ? `  ${files}` : ''}${css}`;
      });
      const importing = routeScreen ? screens.filter((screen) => screen.files.some((file) => file.file === routeScreen.file)).map((screen) => screen.screen) : [];
      details.push(
        `target ≤ ${kb1(target)} KB per screen: its chunk + the chunks it imports statically that no page has loaded already (CSS not counted)`,
        routeScreen
          ? `every child route first loads the route table's chunk, ${path.posix.basename(routeScreen.file)} ${kb1(routeScreen.gzipBytes)} KB: ` +
              `in the rows of ${importing.length > 0 ? importing.join(', ') : 'no screen'} (they import from it), not in the others`
          : 'the route table’s own chunk (ChildRoute-*.js) was not found: not counted anywhere',
        `these ${screens.length} screens together, each file counted once: ${kb1(togetherGzipBytes)} KB`,
      );
      return {
        status: missing.length > 0 ? 'error' : over.length > 0 ? 'over budget' : 'ok',
        ...(largest ? { value: Number(kb1(largest.totalGzipBytes)), unit: 'KB' } : {}),
        summary:
          `${largest ? `largest ${largest.screen} ${kb1(largest.totalGzipBytes)} KB gzip; ` : ''}${measured.length - over.length} of ${screens.length} screens ≤ ${kb1(target)} KB` +
          `${over.length > 0 ? `; OVER: ${over.map((screen) => screen.screen).join(', ')}` : ''}` +
          `${missing.length > 0 ? `; not found: ${missing.map((screen) => screen.screen).join(', ')}` : ''}`,
        details,
      };
    },
  };
}


/** Timings collected in a browser: the page measured, the machine's load, one figure per sample (ms). */
export interface TimedSamples {
  url: string;
  load: string;
  samples: number[];
}

/**
 * A timing with no target as a measurement result: the median, the range and every sample, then `what` (what was
 * timed), e.g. `median 103 ms (min 91, max 185, 20 orders); no target set, reported`.
 */
export function medianTimingResult(figures: TimedSamples | Error, { noun, what }: { noun: string; what: string }): MeasurementResult {
  if (figures instanceof Error) return { status: 'error', summary: `not measured: ${message(figures)}` };
  const sorted = [...figures.samples].sort((a, b) => a - b);
  const middle = Math.round(median(sorted));
  return {
    status: 'ok',
    value: middle,
    unit: 'ms',
    summary: `median ${middle} ms (min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted.at(-1) ?? 0)}, ${sorted.length} ${noun}); no target set, reported`,
    details: [figures.url, `each: ${figures.samples.map((ms) => Math.round(ms)).join(', ')} ms`, what, figures.load],
  };
}
