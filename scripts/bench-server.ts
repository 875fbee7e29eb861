/**
 * The server render's figures for `npm run bench` (ADR 0044): the production build's server, serving the seeded store
 * through the simulator, renders `/product/margherita-pizza` 200 times in a row; each answer's `Server-Timing` says
 * how long it waited for the API (`load`) and how long it took to make the HTML (`render`). The render time is the
 * figure with the backend left out: p50 and p95 against the 30 ms target.
 *
 *   npx tsx scripts/bench.ts --only server
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Measurement } from './bench';
import { freePort } from './bench-home';

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

export const serverMeasurements: Measurement[] = [serverRender];
