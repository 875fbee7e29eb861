/**
 * `npm run bench`: the project's figures, printed and saved to .bench/bench.json.
 *
 *   tsx scripts/bench.ts [--no-build] [--measure-test] [--only <prefix>[,<prefix>…]] [--dist <dir>]
 *     --no-build      measure the dist/ already there instead of running `npm run build` first
 *     --measure-test  run `npm test` now and time it, instead of reading the last time from .bench/last-test-seconds.txt
 *     --only          only the measurements whose name starts with one of the prefixes, e.g. `--only catalog`; their
 *                     figures replace those entries of .bench/bench.json and leave the others as they were
 *     --dist          measure the build in <dir> instead of dist/ (implies --no-build; build it with
 *                     `npx vite build --outDir <dir>`), so a run need not write into dist/
 *
 * Each figure is a named Measurement in MEASUREMENTS; add new ones (Lighthouse, …) there.
 * Exit 0 when every measurement produced a figure, over budget or not; 1 when one could not be taken.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  INITIAL_JS_BUDGET_BYTES,
  INITIAL_JS_GOAL_BYTES,
  formatTable,
  measureInitialJavaScript,
} from './bundle-size';
import { homeMeasurements } from './bench-home';
import { pluginMeasurements } from './bench-plugins';
import { optionsMeasurements } from './bench-options';
import { parseMeasurements } from './bench-parse';
import { studioMeasurements } from './bench-studio';
import { catalogMeasurements } from './bench-catalog';
import { accountMeasurements } from './bench-account';
import { checkoutMeasurements } from './bench-checkout';
import { loyaltyMeasurements } from './bench-loyalty';
import { scratchMeasurements } from './bench-scratch';
import { serverMeasurements } from './bench-server';
import { devStartMeasurements } from './bench-dev-start';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH_DIR = path.join(ROOT, '.bench');
const LAST_TEST_SECONDS_FILE = path.join(BENCH_DIR, 'last-test-seconds.txt');

interface BenchOptions {
  build: boolean;
  measureTest: boolean;
  /** Name prefixes of the measurements to run; empty: all of them. */
  only: string[];
  /** The build measured, when not dist/. */
  dist: string | null;
}

export interface BenchContext {
  root: string;
  distDir: string;
  options: BenchOptions;
  /** Whether `npm run build` ran and passed in this bench run (undefined: not run). */
  buildPassed: boolean | undefined;
}

type Status = 'ok' | 'over budget' | 'not measured' | 'error';

export interface MeasurementResult {
  status: Status;
  /** The figure, in `unit`. */
  value?: number;
  unit?: string;
  /** One line: the figure and how it compares. */
  summary: string;
  /** Further lines printed under the summary (tables, sources). */
  details?: string[];
}

export interface Measurement {
  /** Stable key, used in .bench/bench.json. */
  name: string;
  title: string;
  run(context: BenchContext): MeasurementResult | Promise<MeasurementResult>;
}

const kb1 = (bytes: number) => (bytes / 1024).toFixed(1);

function runCommand(command: string, args: string[]): { ok: boolean; seconds: number } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return { ok: result.status === 0, seconds: (performance.now() - started) / 1000 };
}

function ago(date: Date): string {
  const minutes = Math.round((Date.now() - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 120) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

const initialJavaScript: Measurement = {
  name: 'initial-js-gzip',
  title: 'Initial JavaScript of the home route (gzip -9)',
  run({ distDir, buildPassed }) {
    if (buildPassed === false) {
      return { status: 'error', summary: '`npm run build` failed: nothing measured (see its output above)' };
    }
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return { status: 'error', summary: 'dist/index.html not found: run `npm run build` (or drop --no-build)' };
    }
    const measurement = measureInitialJavaScript(distDir);
    const total = measurement.totalGzipBytes;
    const overBudget = total > INITIAL_JS_BUDGET_BYTES;
    const budget = `${overBudget ? 'OVER' : 'within'} the ${kb1(INITIAL_JS_BUDGET_BYTES)} KB budget`;
    const goal =
      total <= INITIAL_JS_GOAL_BYTES
        ? `goal ${kb1(INITIAL_JS_GOAL_BYTES)} KB met`
        : `${kb1(total - INITIAL_JS_GOAL_BYTES)} KB above the ${kb1(INITIAL_JS_GOAL_BYTES)} KB goal`;
    const fileCount = `${measurement.files.length} file${measurement.files.length === 1 ? '' : 's'}`;
    return {
      status: overBudget ? 'over budget' : 'ok',
      value: Number(kb1(total)),
      unit: 'KB',
      summary: `${kb1(total)} KB gzip (${total} B), ${fileCount}; ${budget}; ${goal}`,
      details: [
        ...formatTable(measurement).split('\n'),
        ...measurement.unresolved.map((u) => `  not measured: ${u}`),
        `  dist: ${path.relative(ROOT, distDir) || '.'}${buildPassed ? ' (built just now)' : ' (as found, --no-build)'}`,
      ],
    };
  },
};

const testTime: Measurement = {
  name: 'npm-test-seconds',
  title: 'npm test wall time (typecheck, lint, unit, build, budget, e2e)',
  run({ options }) {
    if (options.measureTest) {
      const { ok, seconds } = runCommand('npm', ['test']);
      const figure = `${seconds.toFixed(1)} s`;
      return ok
        ? { status: 'ok', value: Number(seconds.toFixed(1)), unit: 's', summary: `${figure} (measured just now)` }
        : { status: 'error', value: Number(seconds.toFixed(1)), unit: 's', summary: `npm test FAILED after ${figure}` };
    }
    if (!existsSync(LAST_TEST_SECONDS_FILE)) {
      return {
        status: 'not measured',
        summary: 'no passing `npm test` recorded yet (.bench/last-test-seconds.txt); run `npm test` or pass --measure-test',
      };
    }
    const seconds = Number.parseFloat(readFileSync(LAST_TEST_SECONDS_FILE, 'utf8'));
    if (!Number.isFinite(seconds)) {
      return { status: 'error', summary: '.bench/last-test-seconds.txt does not hold a number' };
    }
    const when = statSync(LAST_TEST_SECONDS_FILE).mtime;
    return {
      status: 'ok',
      value: seconds,
      unit: 's',
      summary: `${seconds.toFixed(1)} s (last passing run, ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${ago(when)})`,
    };
  },
};

/** Every figure the bench reports, in order. */
const MEASUREMENTS: Measurement[] = [initialJavaScript, testTime, ...parseMeasurements, ...optionsMeasurements, ...homeMeasurements, ...pluginMeasurements, ...studioMeasurements, ...catalogMeasurements, ...accountMeasurements, ...checkoutMeasurements, ...loyaltyMeasurements, ...scratchMeasurements, ...serverMeasurements, ...devStartMeasurements];

const USAGE = 'usage: tsx scripts/bench.ts [--no-build] [--measure-test] [--only <prefix>[,<prefix>…]] [--dist <dir>]';

/** The options, or what is wrong with them. */
function parseOptions(argv: string[]): BenchOptions | string {
  const options: BenchOptions = { build: true, measureTest: false, only: [], dist: null };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const value = argv[index + 1];
    if (argument === '--no-build') options.build = false;
    else if (argument === '--measure-test') options.measureTest = true;
    else if ((argument === '--only' || argument === '--dist') && (value === undefined || value.startsWith('--'))) return `${argument} needs a value`;
    else if (argument === '--only') {
      options.only.push(...(value ?? '').split(',').filter(Boolean));
      index += 1;
    } else if (argument === '--dist') {
      options.dist = path.resolve(value ?? '');
      options.build = false;
      index += 1;
    } else return `unknown option ${argument}`;
  }
  return options;
}

async function main(argv: string[]): Promise<number> {
  const options = parseOptions(argv);
  if (typeof options === 'string') {
    console.error(`bench: ${options}\n${USAGE}`);
    return 2;
  }
  const measurements = options.only.length === 0 ? MEASUREMENTS : MEASUREMENTS.filter((m) => options.only.some((prefix) => m.name.startsWith(prefix)));
  if (measurements.length === 0) {
    console.error(`bench: no measurement name starts with ${options.only.join(' or ')}; the names: ${MEASUREMENTS.map((m) => m.name).join(', ')}`);
    return 2;
  }
  const context: BenchContext = { root: ROOT, distDir: options.dist ?? path.join(ROOT, 'dist'), options, buildPassed: undefined };

  if (options.build) {
    console.log('bench: npm run build');
    const build = runCommand('npm', ['run', 'build']);
    // The studio's figures measure its own build, served beside the storefront's.
    const studioBuild = build.ok ? runCommand('npm', ['run', 'build:studio']) : build;
    context.buildPassed = build.ok && studioBuild.ok;
    console.log(`bench: builds ${context.buildPassed ? 'done' : 'FAILED'} in ${(build.seconds + (build.ok ? studioBuild.seconds : 0)).toFixed(1)} s\n`);
  }

  const results: { measurement: Measurement; result: MeasurementResult }[] = [];
  for (const measurement of measurements) {
    let result: MeasurementResult;
    try {
      result = await measurement.run(context);
    } catch (error) {
      result = { status: 'error', summary: error instanceof Error ? error.message : String(error) };
    }
    results.push({ measurement, result });
  }

  const rule = '='.repeat(100);
  console.log(`\n${rule}\nBench ${new Date().toISOString()}\n${rule}`);
  for (const { measurement, result } of results) {
    console.log(`\n${measurement.title}  [${measurement.name}]`);
    console.log(`  ${result.status === 'ok' ? '' : `${result.status.toUpperCase()}: `}${result.summary}`);
    for (const line of result.details ?? []) console.log(`  ${line}`);
  }
  console.log(`\nSummary`);
  const width = Math.max(...results.map((r) => r.measurement.name.length));
  for (const { measurement, result } of results) {
    const figure = result.value === undefined ? '—' : `${result.value} ${result.unit ?? ''}`.trim();
    console.log(`  ${measurement.name.padEnd(width)}  ${figure.padStart(10)}  ${result.status}`);
  }

  mkdirSync(BENCH_DIR, { recursive: true });
  const benchFile = path.join(BENCH_DIR, 'bench.json');
  // A partial run (--only) updates its own entries and keeps the figures of the others.
  const kept = options.only.length > 0 && existsSync(benchFile) ? (JSON.parse(readFileSync(benchFile, 'utf8')) as { measurements?: Record<string, unknown> }).measurements ?? {} : {};
  const json = {
    date: new Date().toISOString(),
    options,
    measurements: {
      ...kept,
      ...Object.fromEntries(
        results.map(({ measurement, result }) => [
          measurement.name,
          { value: result.value ?? null, unit: result.unit ?? null, status: result.status, summary: result.summary },
        ]),
      ),
    },
  };
  writeFileSync(benchFile, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\n(saved to .bench/bench.json)`);

  return results.some((r) => r.result.status === 'error') ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
