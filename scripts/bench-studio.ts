/**
 * The studio's figures for `npm run bench` (issue: merchant preview studio), on the production builds served by
 * the Node simulator (dist/ and dist-studio/):
 *
 *   Field edit to preview: a block field typed in the studio (static_banner's heading) until the phone frame shows
 *   the new text and has painted a frame after it. Median (and p95) of 20 edits; each edit is one `input` event with
 *   a new value, timed in the studio's page from just before the event to the frame's next animation frame after
 *   the text appears in its DOM (a MutationObserver in the frame, same origin).
 *   The studio's own JavaScript: what its page loads first (entry and its static imports) and all of it, gzip -9;
 *   the seeded store (faker), loaded on demand, listed apart.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext, Measurement, MeasurementResult } from './bench';
import { CHROME_PATH, CHROMIUM_FLAGS, freePort, median, message } from './bench-home';

const EDITS = 20;
const kb1 = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function measureEdits(studioDir: string, distDir: string): Promise<number[]> {
  const { startSimulatorServer } = await import('../fake-store/hosts/server');
  const { freeDeliveryPromise } = await import('../fake-store/domain/seed-delivery');
  const { chromium } = await import('@playwright/test');
  const simulator = await startSimulatorServer({ port: await freePort(), distDir, studioDir });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(new URL('/__studio', simulator.url).href);
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    const frameSelector = 'iframe[title="Phone preview, 375 px"]';
    const frame = page.frameLocator(frameSelector);
    await frame.locator('[data-block-id]').first().waitFor({ timeout: 30_000 });
    // Selecting the item scrolls its block into view in the frame, so its code is there before the first edit.
    await page.getByRole('list', { name: 'Layout items' }).getByRole('button').filter({ hasText: 'static_banner' }).first().click();
    const heading = page.getByRole('group', { name: 'Data' }).getByLabel(/^Heading/);
    await frame.locator('[data-block="static_banner"]').first().getByText(freeDeliveryPromise).waitFor({ timeout: 30_000 });
    const field = await heading.elementHandle();
    if (!field) throw new Error('no Heading field in the static banner form');

    const latencies: number[] = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const text = `Bench edit ${edit} ${Date.now() % 100_000}`;
      const ms = await page.evaluate(
        ({ input, text, frameSelector }) =>
          new Promise<number>((resolve, reject) => {
            const iframe = document.querySelector<HTMLIFrameElement>(frameSelector);
            const doc = iframe?.contentDocument;
            const win = iframe?.contentWindow;
            if (!doc || !win || !(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return reject(new Error('no phone frame or field'));
            const started = performance.now();
            const timeout = setTimeout(() => reject(new Error(`the phone frame did not show "${text}" within 10 s`)), 10_000);
            const observer = new MutationObserver(() => {
              if (!doc.body.textContent?.includes(text)) return;
              observer.disconnect();
              win.requestAnimationFrame(() => {
                clearTimeout(timeout);
                resolve(performance.now() - started);
              });
            });
            observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
            // A React-controlled field: set the value through the prototype's setter, then the input event React listens to.
            const prototype = input instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
            Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        { input: field, text, frameSelector },
      );
      latencies.push(ms);
      // Let the studio save the draft and settle, as a merchant's next keystroke would come later anyway.
      await page.waitForTimeout(150);
    }
    return latencies;
  } finally {
    await browser.close();
    await simulator.close();
  }
}

const editToPreview: Measurement = {
  name: 'studio-edit-to-preview-ms',
  title: `Studio: time from a block field edit to the phone frame showing it (median of ${EDITS} edits)`,
  async run({ root, distDir, buildPassed }: BenchContext): Promise<MeasurementResult> {
    if (buildPassed === false) return { status: 'error', summary: 'a build failed: nothing measured' };
    const studioDir = path.join(root, 'dist-studio');
    if (!existsSync(path.join(studioDir, 'index.html'))) return { status: 'error', summary: 'dist-studio/ not found: run `npm run build:studio` (or drop --no-build)' };
    try {
      const latencies = await measureEdits(studioDir, distDir);
      const middle = median(latencies);
      return {
        status: 'ok',
        value: Math.round(middle),
        unit: 'ms',
        summary: `median ${Math.round(middle)} ms, p95 ${Math.round(percentile(latencies, 0.95))} ms, fastest ${Math.round(Math.min(...latencies))} ms (${EDITS} edits of static_banner's heading, production build, Chromium)`,
        details: [`runs (ms): ${latencies.map((ms) => Math.round(ms)).join(', ')}`],
      };
    } catch (error) {
      return { status: 'error', summary: `failed: ${message(error)}` };
    }
  },
};

/** The files a page loads first: its module script and the modulepreloads Vite writes for the entry's static imports. */
function initialFiles(studioDir: string): string[] {
  const html = readFileSync(path.join(studioDir, 'index.html'), 'utf8');
  const references = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return [...new Set(references)].map((reference) => path.join(studioDir, reference.replace(/^\/__studio\//, '')));
}

const studioJavaScript: Measurement = {
  name: 'studio-js-gzip',
  title: "Studio: its own JavaScript (gzip -9), first load and all of it",
  run({ root, buildPassed }: BenchContext): MeasurementResult {
    if (buildPassed === false) return { status: 'error', summary: 'a build failed: nothing measured' };
    const studioDir = path.join(root, 'dist-studio');
    if (!existsSync(path.join(studioDir, 'index.html'))) return { status: 'error', summary: 'dist-studio/ not found: run `npm run build:studio` (or drop --no-build)' };
    const first = initialFiles(studioDir);
    const firstBytes = first.reduce((sum, file) => sum + gzipBytes(file), 0);
    const all = readdirSync(path.join(studioDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(studioDir, 'assets', file));
    const allBytes = all.reduce((sum, file) => sum + gzipBytes(file), 0);
    const seeded = all.filter((file) => path.basename(file).startsWith('seeded-store-'));
    const seededBytes = seeded.reduce((sum, file) => sum + gzipBytes(file), 0);
    return {
      status: 'ok',
      value: Number(kb1(firstBytes)),
      unit: 'KB',
      summary: `${kb1(firstBytes)} KB gzip on first load (${first.length} files); ${kb1(allBytes)} KB in all (${all.length} files), of which the seeded store (faker, loaded only for a first visit or a reset) is ${kb1(seededBytes)} KB`,
      details: first.map((file) => `first load: ${path.basename(file)} ${kb1(gzipBytes(file))} KB`),
    };
  },
};

export const studioMeasurements: Measurement[] = [studioJavaScript, editToPreview];
