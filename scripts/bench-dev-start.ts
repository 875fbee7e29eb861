/**
 * `npm start`'s first load for `npm run bench`: Vite's dev server in simulator mode, as `npm start` runs it, on a free
 * port, and a fresh Chromium page loading the home page until the store shows (the store's name as the page's
 * heading, a block on the page, the loading overlay gone).
 *
 *   cold  a dependency cache of its own, empty (what a fresh clone, or a changed lockfile, meets); the median of 3
 *   warm  a new server on a cache a cold run filled (every later `npm start`); the median of 3
 *
 * Each figure: the server's start, the page from navigation to the store on screen, the module requests the page
 * made (scripts and styles from the dev server, the mock worker's answers aside) and the reloads Vite forced after
 * optimising a dependency it discovered late. Each load is in a new browser, its HTTP cache empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchContext, Measurement, MeasurementResult } from './bench';
import { CHROME_PATH, CHROMIUM_FLAGS, freePort, median } from './bench-home';

/** What a developer should wait at most for the store after `npm start`, cold or warm. */
const FIRST_LOAD_TARGET_MS = 5_000;
/** Runs of each kind: a shared 2-core machine makes single loads vary by seconds. */
const RUNS = 3;
const GIVE_UP_MS = 60_000;

interface LoadFigures {
  serverStartMs: number;
  storeShownMs: number;
  moduleRequests: number;
  reloads: number;
}

/** Starts Vite in simulator mode with `cacheDir`, runs `visit` against it, and closes it. */
async function withDevServer<Result>(root: string, cacheDir: string, visit: (url: string, serverStartMs: number) => Promise<Result>): Promise<Result> {
  const { createServer } = await import('vite');
  const started = performance.now();
  const server = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    mode: 'simulator',
    cacheDir,
    logLevel: 'warn',
    clearScreen: false,
    server: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  try {
    await server.listen();
    const serverStartMs = performance.now() - started;
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the dev server reported no local URL');
    return await visit(url, serverStartMs);
  } finally {
    await server.close();
  }
}

/** One page load in a fresh browser context, until the store shows. */
async function loadHome(url: string, serverStartMs: number): Promise<LoadFigures> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const origin = new URL(url).origin;
    let moduleRequests = 0;
    page.on('request', (request) => {
      const type = request.resourceType();
      if (request.url().startsWith(origin) && (type === 'script' || type === 'stylesheet')) moduleRequests += 1;
    });
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    await page.locator('[data-block]').first().waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    await page.locator('.progress-overlay').waitFor({ state: 'detached', timeout: GIVE_UP_MS });
    const storeShownMs = performance.now() - started;
    return { serverStartMs, storeShownMs, moduleRequests, reloads: Math.max(0, documents - 1) };
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describe = (figures: LoadFigures) =>
  `store shown ${seconds(figures.storeShownMs)} after navigation (server start ${seconds(figures.serverStartMs)}), ${figures.moduleRequests} module requests, ${figures.reloads} reload${figures.reloads === 1 ? '' : 's'}`;

interface DevStartFigures {
  cold: LoadFigures[];
  warm: LoadFigures[];
}

let measured: Promise<DevStartFigures> | null = null;

/** The cold runs, each on an empty cache, then the warm ones on the last cache filled; once per bench. */
function measureDevStart(root: string): Promise<DevStartFigures> {
  measured ??= (async () => {
    const cacheDirs: string[] = [];
    try {
      const cold: LoadFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const cacheDir = mkdtempSync(path.join(tmpdir(), 'storefront-vite-cache-'));
        cacheDirs.push(cacheDir);
        cold.push(await withDevServer(root, cacheDir, loadHome));
      }
      const filled = cacheDirs.at(-1) as string;
      const warm: LoadFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) warm.push(await withDevServer(root, filled, loadHome));
      return { cold, warm };
    } finally {
      for (const cacheDir of cacheDirs) rmSync(cacheDir, { recursive: true, force: true });
    }
  })();
  return measured;
}

/** The median run's figures, each run's on a line of its own. */
function result(runs: LoadFigures[]): MeasurementResult {
  const middle = median(runs.map((run) => run.storeShownMs));
  const figures = runs.find((run) => run.storeShownMs === middle);
  if (!figures) return { status: 'error', summary: 'no run' };
  const over = figures.storeShownMs > FIRST_LOAD_TARGET_MS;
  return {
    status: over ? 'over budget' : 'ok',
    value: Number((figures.storeShownMs / 1000).toFixed(2)),
    unit: 's',
    summary: `median ${describe(figures)}; ${over ? 'OVER' : 'within'} the ${seconds(FIRST_LOAD_TARGET_MS)} target`,
    details: runs.map((run, index) => `run ${index + 1}: ${describe(run)}`),
  };
}

export const devStartMeasurements: Measurement[] = [
  {
    name: 'dev-first-load-cold',
    title: `npm start's first load, cold dependency cache (Vite dev server, simulator mode, 390 px; median of ${RUNS})`,
    async run({ root }: BenchContext) {
      return result((await measureDevStart(root)).cold);
    },
  },
  {
    name: 'dev-first-load-warm',
    title: `npm start's first load, warm dependency cache (median of ${RUNS})`,
    async run({ root }: BenchContext) {
      return result((await measureDevStart(root)).warm);
    },
  },
];
