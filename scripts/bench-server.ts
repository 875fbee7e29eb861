/**
 * The server render's figures for `npm run bench` (ADR 0044), on the production build's server serving the seeded
 * store through the simulator:
 * - `server-render-ms`: `/product/margherita-pizza` rendered 200 times in a row; each answer's `Server-Timing` says how
 *   long it waited for the API (`load`) and how long it took to make the HTML (`render`). The render time is the figure
 *   with the backend left out: p50 and p95 against the 30 ms target.
 * - `server-<page>-lighthouse`: `/`, a product and a category loaded directly, Lighthouse mobile x3: performance, LCP,
 *   TBT and CLS, medians, against performance >= 98, LCP <= 1.2 s, TBT <= 100 ms.
 * - `server-home-js-before-scroll`: every script the home page loads on a phone with no scroll, gzip -9.
 * - `home-pictures-gzip`: the seeded store's pictures (SVG, composed by the simulator) the home page shows, gzip -9: on
 *   a phone and on a desktop, before any scroll and down to the end of its blocks above the endless list.
 *
 *   npx tsx scripts/bench.ts --only server
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Measurement, MeasurementResult } from './bench';
import { freePort, lighthouseDetails, median, message, metricsLine } from './bench-home';
import { kb1, lighthouseOnPages, withSimulatorAndChromium, type LighthousePage } from './bench-screens';

const RENDERS = 200;
const WARM_UP = 10;
const TARGET_P95_MS = 30;
const PAGE = '/product/margherita-pizza';

const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

function durationOf(serverTiming: string | null, metric: string): number | null {
  const found = new RegExp(`(?:^|,\\s*)${metric};dur=([\\d.]+)`).exec(serverTiming ?? '');
  return found ? Number(found[1]) : null;
}

const serverRender: Measurement = {
  name: 'server-render-ms',
  title: `Server render of ${PAGE} (p50/p95 of ${RENDERS}, backend time excluded)`,
  async run({ root, distDir }) {
    if (!existsSync(path.join(root, 'dist-server', 'node.js'))) return { status: 'error', summary: 'dist-server/node.js not found: run `npm run build`' };
    const { startSimulatorServer } = await import('../fake-store/hosts/server');
    const simulator = await startSimulatorServer({ port: await freePort(), distDir, serverDir: path.join(root, 'dist-server') });
    try {
      const renders: number[] = [];
      const loads: number[] = [];
      for (let index = 0; index < WARM_UP + RENDERS; index += 1) {
        const response = await fetch(new URL(PAGE, simulator.url));
        await response.text();
        const timing = response.headers.get('server-timing');
        const render = durationOf(timing, 'render');
        const load = durationOf(timing, 'load');
        if (response.status !== 200 || render === null || load === null) return { status: 'error', summary: `${PAGE} answered ${response.status} without Server-Timing: is the server render on?` };
        if (index >= WARM_UP) {
          renders.push(render);
          loads.push(load);
        }
      }
      renders.sort((a, b) => a - b);
      loads.sort((a, b) => a - b);
      const p95 = percentile(renders, 0.95);
      return {
        status: p95 <= TARGET_P95_MS ? 'ok' : 'over budget',
        value: p95,
        unit: 'ms',
        summary: `render p50 ${percentile(renders, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 <= ${TARGET_P95_MS} ms)`,
        details: [`  waiting for the API (the simulator in the same process): p50 ${percentile(loads, 0.5).toFixed(1)} ms, p95 ${percentile(loads, 0.95).toFixed(1)} ms`],
      };
    } finally {
      await simulator.close();
    }
  },
};

const LIGHTHOUSE_TARGETS = { performance: 98, lcpMs: 1_200, tbtMs: 100 } as const;

const SERVER_PAGES = [
  { key: 'home', path: '/', label: 'Home page' },
  { key: 'product', path: '/product/margherita-pizza', label: 'Product page' },
  { key: 'category', path: '/category/pizzas', label: 'Category page' },
] as const satisfies readonly LighthousePage[];

const serverPagesFigures = lighthouseOnPages(SERVER_PAGES);

function serverLighthouse(page: (typeof SERVER_PAGES)[number]): Measurement {
  return {
    name: `server-${page.key}-lighthouse`,
    title: `${page.label} (${page.path}) from the server, Lighthouse mobile: performance, LCP, TBT, CLS (median of 3)`,
    async run(context): Promise<MeasurementResult> {
      const { url, load, figures } = (await serverPagesFigures(context))[page.key];
      if (figures instanceof Error) return { status: 'error', summary: `Lighthouse failed on ${url}: ${message(figures)}` };
      const metric = (id: string) => {
        const values = figures.runs.map((run) => run.metrics[id]).filter((value): value is number => value !== undefined);
        return values.length > 0 ? median(values) : null;
      };
      const performance = figures.median.performance;
      const lcp = metric('largest-contentful-paint');
      const tbt = metric('total-blocking-time');
      if (performance === null || lcp === null || tbt === null) return { status: 'error', summary: 'no run produced the figures', details: lighthouseDetails(figures, () => '—') };
      const met = performance >= LIGHTHOUSE_TARGETS.performance && lcp <= LIGHTHOUSE_TARGETS.lcpMs && tbt <= LIGHTHOUSE_TARGETS.tbtMs;
      return {
        status: met ? 'ok' : 'over budget',
        value: performance,
        unit: 'score',
        summary:
          `performance ${performance}, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${figures.median.cls?.toFixed(3) ?? '?'} ` +
          `(targets: >= ${LIGHTHOUSE_TARGETS.performance}, <= ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s, <= ${LIGHTHOUSE_TARGETS.tbtMs} ms: ${met ? 'met' : 'MISSED'})`,
        details: [url, ...lighthouseDetails(figures, (run) => String(run.scores.performance ?? '—')), metricsLine(figures), ...figures.runs.map((run, index) => `run ${index + 1}: ${run.observed}`), load],
      };
    },
  };
}

const JS_BEFORE_SCROLL_TARGET = 120 * 1024;

/** The home page on a phone, loaded and left alone: every script it asked for, by file, gzip -9 as `bundle-size` counts. */
const homeJsBeforeScroll: Measurement = {
  name: 'server-home-js-before-scroll',
  title: 'All JavaScript the home page loads on a phone (375 px) before any scroll, from the server, gzip -9',
  async run(context): Promise<MeasurementResult> {
    const files = await withSimulatorAndChromium(context, async (origin, browser) => {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(origin, { waitUntil: 'load' });
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.close();
      return [...scripts];
    });
    const sized = files
      .map((file) => {
        const local = path.join(context.distDir, file.replace(/^\//, ''));
        return { file, gzipBytes: existsSync(local) ? gzipSync(readFileSync(local), { level: 9 }).length : 0 };
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = sized.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    return {
      status: total <= JS_BEFORE_SCROLL_TARGET ? 'ok' : 'over budget',
      value: total,
      unit: 'bytes',
      summary: `${kb1(total)} KB gzip in ${sized.length} files (target <= ${kb1(JS_BEFORE_SCROLL_TARGET)} KB)`,
      details: sized.map(({ file, gzipBytes }) => `  ${kb1(gzipBytes).padStart(6)} KB  ${file}`),
    };
  },
};

/** The bytes of the seeded pictures a page fetched, gzip -9 as a server would send them, and how many. */
function picturesOf(bodies: readonly Buffer[]): { count: number; gzipBytes: number } {
  return { count: bodies.length, gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
}

/** The seeded pictures of the home page, at both widths, before any scroll and down to the endless list. */
const homePictures: Measurement = {
  name: 'home-pictures-gzip',
  title: 'The seeded pictures the home page shows (SVG composed by the simulator), gzip -9',
  async run(context): Promise<MeasurementResult> {
    const rows = await withSimulatorAndChromium(context, async (origin, browser) => {
      const measured: string[] = [];
      let firstScreenPhone = 0;
      for (const [label, viewport] of [
        ['phone (390 px)', { width: 390, height: 844 }],
        ['desktop (1280 px)', { width: 1280, height: 800 }],
      ] as const) {
        const page = await browser.newPage({ viewport });
        const bodies: Buffer[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/sim-images/')) void response.body().then((body) => bodies.push(body), () => undefined);
        });
        await page.goto(origin, { waitUntil: 'networkidle' });
        const first = picturesOf(bodies);
        // Down the page a screen at a time, each block loading as it nears, until the endless list (1,200 products).
        const endless = page.locator('[data-block="products_infinite_scroll"]');
        const reached = () => endless.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight).catch(() => true);
        for (let step = 0; step < 40 && !(await reached()); step += 1) {
          await page.mouse.wheel(0, viewport.height * 0.8);
          // A figure, not a test: the next screen's pictures are asked for within this pause, as a shopper's would be.
          await page.waitForTimeout(400);
        }
        await page.waitForTimeout(500);
        const all = picturesOf(bodies);
        if (label.startsWith('phone')) firstScreenPhone = first.gzipBytes;
        measured.push(`  ${label}: first screen ${first.count} pictures, ${kb1(first.gzipBytes)} KB; down to the endless list ${all.count}, ${kb1(all.gzipBytes)} KB`);
        await page.close();
      }
      return { measured, firstScreenPhone };
    });
    return {
      status: 'ok',
      value: rows.firstScreenPhone,
      unit: 'bytes',
      summary: `${kb1(rows.firstScreenPhone)} KB gzip of pictures on a phone's first screen`,
      details: rows.measured,
    };
  },
};

export const serverMeasurements: Measurement[] = [serverRender, homeJsBeforeScroll, homePictures, ...SERVER_PAGES.map(serverLighthouse)];
