/**
 * The plugins' figures for `npm run bench` (issue: plugin registry): the seeded home page on the production build
 * served by the simulator, with every plugin on (`?plugins=all`, consent granted) beside every plugin off
 * (`?plugins=none`).
 *
 *   Lighthouse mobile performance, median of 3 runs each, runs interleaved (off, on, off, on, ...) so a slow
 *   stretch of the machine hits both alike. Target: at most 5 points apart.
 *   Plugin bytes fetched before the first render (Chromium): every request for a plugin's chunk or a vendor
 *   script, and when it started against the moment the home page first appeared. Target: 0.
 *
 * Consent lives in localStorage, which Lighthouse clears before each run; so both variants run with
 * `disableStorageReset`, after this script has set (on) or cleared (off) the consent and emptied the HTTP cache
 * itself: the two differ only in the plugins.
 */
import type { Page } from '@playwright/test';
import type { BenchContext, Measurement, MeasurementResult } from './bench';
import { CHROME_PATH, CHROMIUM_FLAGS, freePort, median, message, startSimulator } from './bench-home';

const RUNS = 3;
const MAX_GAP_POINTS = 5;
const consentKey = 'storefrontConsent';
const grantedConsent = JSON.stringify({ version: 1, choice: { analytics: true, marketing: true, functional: true }, decidedAt: '2026-11-21T00:00:00.000Z' });
/** A plugin's own code: its view chunk (plugins/<id>/<View>.tsx) or a vendor script through the simulator's proxy. */
const pluginRequest = /\/assets\/(CookieConsent|MessagingChat|GoogleAnalytics|WheelOfPopups|SocialProof|LiveChatTawk|LiveChatCrisp)-[\w-]+\.(js|css)$|\/sim-vendor\//;

type Variant = 'off' | 'on';
const variantQuery: Record<Variant, string> = { off: 'plugins=none', on: 'plugins=all' };

interface PluginFigures {
  scores: Record<Variant, number[]>;
  bytes: { beforeFirstRender: number; total: number; files: string[] } | Error;
}

async function prepareConsent(page: Page, origin: string, variant: Variant) {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(({ key, value }) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), { key: consentKey, value: variant === 'on' ? grantedConsent : null });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function lighthouseScores(origin: string): Promise<Record<Variant, number[]>> {
  const [{ default: lighthouse }, chromeLauncher, { chromium }] = await Promise.all([import('lighthouse'), import('chrome-launcher'), import('@playwright/test')]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], port: await freePort(), logLevel: 'silent' });
  const scores: Record<Variant, number[]> = { off: [], on: [] };
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of ['off', 'on'] as const) {
        const page = await context.newPage();
        await prepareConsent(page, origin, variant);
        await page.close();
        const result = await lighthouse(`${origin}/?${variantQuery[variant]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
        const score = result?.lhr.categories.performance?.score;
        if (typeof score === 'number') scores[variant].push(Math.round(score * 100));
      }
    }
    await browser.close();
  } finally {
    chrome.kill();
  }
  return scores;
}

async function pluginBytes(origin: string): Promise<PluginFigures['bytes']> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: consentKey, value: grantedConsent });
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="home"]')) {
          (window as unknown as { firstRenderAt: number }).firstRenderAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${origin}/?plugins=all`);
    await page.getByTestId('home').waitFor();
    // Live chat loads on the first interaction: scroll once so every plugin is counted.
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(5_000);
    const entries = await page.evaluate((pattern) => {
      const firstRenderAt = (window as unknown as { firstRenderAt?: number }).firstRenderAt ?? Number.POSITIVE_INFINITY;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstRenderAt,
        plugins: resources.filter((entry) => new RegExp(pattern).test(entry.name)).map((entry) => ({ name: entry.name, start: entry.startTime, bytes: entry.encodedBodySize })),
      };
    }, pluginRequest.source);
    const before = entries.plugins.filter((entry) => entry.start <= entries.firstRenderAt);
    return {
      beforeFirstRender: before.reduce((sum, entry) => sum + entry.bytes, 0),
      total: entries.plugins.reduce((sum, entry) => sum + entry.bytes, 0),
      files: entries.plugins.map((entry) => `${new URL(entry.name).pathname} ${(entry.bytes / 1024).toFixed(1)} KB at ${Math.round(entry.start)} ms`),
    };
  } finally {
    await browser.close();
  }
}

async function collectPluginFigures({ distDir, buildPassed }: BenchContext): Promise<PluginFigures> {
  if (buildPassed === false) throw new Error('`npm run build` failed: nothing measured');
  const simulator = await startSimulator(distDir);
  try {
    const origin = simulator.url.replace(/\/+$/, '');
    console.log(`bench: plugins on/off at ${origin}: Chromium, then Lighthouse x${RUNS} each`);
    const bytes = await pluginBytes(origin).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    const scores = await lighthouseScores(origin);
    return { scores, bytes };
  } finally {
    await simulator.close();
  }
}

const sessions = new WeakMap<BenchContext, Promise<PluginFigures>>();
function pluginFigures(context: BenchContext) {
  let session = sessions.get(context);
  if (!session) {
    session = collectPluginFigures(context);
    sessions.set(context, session);
  }
  return session;
}

const performanceGap: Measurement = {
  name: 'plugins-performance-gap',
  title: 'Home page, Lighthouse mobile performance with every plugin on (consent granted) beside every plugin off',
  async run(context): Promise<MeasurementResult> {
    const figures = await pluginFigures(context).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (figures instanceof Error) return { status: 'error', summary: `failed: ${message(figures)}` };
    const { off, on } = figures.scores;
    if (off.length === 0 || on.length === 0) return { status: 'error', summary: 'Lighthouse produced no performance score' };
    const gap = Math.abs(median(off) - median(on));
    const met = gap <= MAX_GAP_POINTS;
    return {
      status: met ? 'ok' : 'over budget',
      value: gap,
      unit: 'points',
      summary: `off ${median(off)}, on ${median(on)}: ${gap} points apart (target ≤ ${MAX_GAP_POINTS}: ${met ? 'met' : 'MISSED'})`,
      details: [`runs off: ${off.join(', ')}; runs on: ${on.join(', ')} (mobile, simulated throttling; median of ${RUNS}, interleaved)`],
    };
  },
};

const bytesBeforeFirstRender: Measurement = {
  name: 'plugins-bytes-before-first-render',
  title: 'Plugin bytes fetched before the home page first renders (every plugin on, consent granted)',
  async run(context): Promise<MeasurementResult> {
    const figures = await pluginFigures(context).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (figures instanceof Error) return { status: 'error', summary: `failed: ${message(figures)}` };
    const { bytes } = figures;
    if (bytes instanceof Error) return { status: 'error', summary: `the Chromium measurement failed: ${message(bytes)}` };
    const met = bytes.beforeFirstRender === 0;
    return {
      status: met ? 'ok' : 'over budget',
      value: bytes.beforeFirstRender,
      unit: 'bytes',
      summary: `${bytes.beforeFirstRender} bytes before the first render (target 0: ${met ? 'met' : 'MISSED'}); ${(bytes.total / 1024).toFixed(1)} KB of plugin code after it`,
      details: bytes.files,
    };
  },
};

export const pluginMeasurements: Measurement[] = [performanceGap, bytesBeforeFirstRender];
