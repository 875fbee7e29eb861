/**
 * The answer-parsing figure for `npm run bench` (issue 7, section 4): how long reading the get-data answer and a
 * 100-product page takes, before and after the tolerant reader (decisions/0015-tolerant-api-boundary.md).
 *
 * "Before" is the schemas of commit a0a612a, the last one before the tolerant reader, read as the client read
 * them then (`schema.safeParse`). They are written out of git into .bench/baseline-schemas/ (git-ignored): their
 * `./common.schema` imports resolve inside that folder, `zod/mini` from the project's node_modules. "After" is the
 * current schemas through `parseAnswer`, the client's path today (with the drop collector). Both are bundled and
 * minified by Vite as the shopper's build is (.bench/parse-bundle/), so neither pays for tsx's development
 * transforms (its keepNames wraps every function made while parsing). The answers are the simulator's own, built in this process from its seed: the
 * get-data answer for branch 1 and page 1 of the `collection=all` catalogue with 100 products per page.
 *
 * Each run parses a fresh `JSON.parse` copy of the answer (the copy is not timed: only the schema's reading is),
 * before and after alternating so neither gets a warmer JIT. WARM_UP_RUNS are not counted; the figures are the
 * median and p95 of RUNS.
 *
 *   npx tsx scripts/bench-parse.ts    this figure alone (npm run bench runs every figure)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as z from 'zod/mini';
import type { Measurement, MeasurementResult } from './bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The last commit before the tolerant reader (a839c90). */
export const BASELINE_COMMIT = 'a0a612a';
const BASELINE_DIR = path.join(ROOT, '.bench', 'baseline-schemas');
const SCHEMAS_DIR = 'src/api/schemas';
const RUNS = 300;
const WARM_UP_RUNS = 50;
const PAGE_SIZE = 100;

export interface Timing {
  median: number;
  p95: number;
}

export interface AnswerParseFigures {
  /** What was parsed, in words ("get-data", "100-product page"). */
  answer: string;
  /** Size of the answer's JSON, in bytes. */
  bytes: number;
  before: Timing;
  after: Timing;
  runs: number;
}

interface AnswerSchemas {
  siteDataSchema: z.ZodMiniType;
  productsPageSchema: z.ZodMiniType;
}

function isSchema(value: unknown): value is z.ZodMiniType {
  return typeof value === 'object' && value !== null && typeof (value as { safeParse?: unknown }).safeParse === 'function';
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

/** Writes the baseline commit's schema files into the git-ignored folder. */
async function writeBaselineSchemas(): Promise<void> {
  const files = git(['ls-tree', '--name-only', `${BASELINE_COMMIT}:${SCHEMAS_DIR}`])
    .split('\n')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const target = path.join(BASELINE_DIR, SCHEMAS_DIR);
  rmSync(BASELINE_DIR, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of files) {
    const source = git(['show', `${BASELINE_COMMIT}:${SCHEMAS_DIR}/${name}`]);
    // Only zod and the schema files beside them resolve from the copy: anything else would be a different "before".
    const foreign = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]!).filter((from) => !from.startsWith('./') && !from.startsWith('zod'));
    if (foreign.length > 0) throw new Error(`${BASELINE_COMMIT}:${SCHEMAS_DIR}/${name} imports ${foreign.join(', ')}, which the baseline copy cannot resolve`);
    writeFileSync(path.join(target, name), source);
  }
}

interface ParseBundle {
  baseline: AnswerSchemas;
  current: AnswerSchemas;
  parseAnswer: (schema: z.ZodMiniType, body: unknown, call: string) => unknown;
}

/** Both sides built as the shopper's bundle is (Vite, minified), then imported. */
async function loadParseBundle(): Promise<ParseBundle> {
  await writeBaselineSchemas();
  const baselineDir = path.join(BASELINE_DIR, SCHEMAS_DIR);
  const entry = path.join(ROOT, '.bench', 'parse-entry.ts');
  writeFileSync(
    entry,
    [
      `export { siteDataSchema as baselineSiteData } from ${JSON.stringify(path.join(baselineDir, 'site.schema'))};`,
      `export { productsPageSchema as baselineProductsPage } from ${JSON.stringify(path.join(baselineDir, 'product.schema'))};`,
      `export { parseAnswer } from '@/api/client';`,
      `export { siteDataSchema } from '@/api/schemas/site.schema';`,
      `export { productsPageSchema } from '@/api/schemas/product.schema';`,
      '',
    ].join('\n'),
  );
  const outDir = path.join(ROOT, '.bench', 'parse-bundle');
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: { lib: { entry, formats: ['es'], fileName: 'parse-bundle' }, outDir, emptyOutDir: true, minify: true, target: 'es2022' },
  });
  const bundle: Record<string, unknown> = await import(pathToFileURL(path.join(outDir, 'parse-bundle.js')).href);
  const { baselineSiteData, baselineProductsPage, siteDataSchema, productsPageSchema, parseAnswer } = bundle;
  if (!isSchema(baselineSiteData) || !isSchema(baselineProductsPage) || !isSchema(siteDataSchema) || !isSchema(productsPageSchema) || typeof parseAnswer !== 'function') {
    throw new Error(`the parse bundle does not export the schemas of ${BASELINE_COMMIT} and today's`);
  }
  return {
    baseline: { siteDataSchema: baselineSiteData, productsPageSchema: baselineProductsPage },
    current: { siteDataSchema, productsPageSchema },
    parseAnswer: parseAnswer as ParseBundle['parseAnswer'],
  };
}

/** The simulator's seeded answers, as its handlers send them (fake-store/http/handlers/site.handlers.ts, catalog.handlers.ts). */
async function simulatorAnswers(): Promise<{ siteData: string; productsPage: string }> {
  // Loaded only when this figure is wanted: the simulator pulls in faker and @msw/data.
  const { seedDatabase } = await import('../fake-store/domain/seed');
  const { buildSiteData } = await import('../fake-store/domain/site');
  const { queryProducts } = await import('../fake-store/domain/catalog');
  await seedDatabase();
  const page = queryProducts({ page: 1, perPage: PAGE_SIZE, categoryId: null, ids: null, sort: null, search: null, collection: 'all' });
  if (page.data.length !== PAGE_SIZE) throw new Error(`the simulator's catalogue page has ${page.data.length} products, not ${PAGE_SIZE}`);
  return { siteData: JSON.stringify(buildSiteData('1')), productsPage: JSON.stringify(page) };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** Times `before` and `after` on fresh copies of `json`, alternating; both must read the answer. */
function compare(answer: string, json: string, before: (body: unknown) => unknown, after: (body: unknown) => unknown): AnswerParseFigures {
  const samples = { before: [] as number[], after: [] as number[] };
  let sink = 0;
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
    for (const side of run % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
      const body: unknown = JSON.parse(json);
      const started = performance.now();
      const read = (side === 'before' ? before : after)(body);
      const elapsed = performance.now() - started;
      sink += read === undefined ? 0 : 1;
      if (run >= WARM_UP_RUNS) samples[side].push(elapsed);
    }
  }
  if (sink < 0) console.log(sink); // keeps the answers alive so no work is optimised away
  return { answer, bytes: Buffer.byteLength(json), before: timing(samples.before), after: timing(samples.after), runs: RUNS };
}

/** The baseline client's reading: the schema, and a failure when it does not match (as the client threw). */
function readStrictly(schema: z.ZodMiniType, answer: string) {
  return (body: unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`the ${BASELINE_COMMIT} schema refuses the simulator's ${answer} answer`);
    return parsed.data;
  };
}

/** Parse time of the get-data answer and a 100-product page, before and after the tolerant reader. */
export async function measureAnswerParse(): Promise<AnswerParseFigures[]> {
  const { baseline, current, parseAnswer } = await loadParseBundle();
  const { siteDataSchema, productsPageSchema } = current;
  const answers = await simulatorAnswers();
  return [
    compare('get-data', answers.siteData, readStrictly(baseline.siteDataSchema, 'get-data'), (body) => parseAnswer(siteDataSchema, body, 'GET /api/get-data')),
    compare(`${PAGE_SIZE}-product page`, answers.productsPage, readStrictly(baseline.productsPageSchema, 'products page'), (body) =>
      parseAnswer(productsPageSchema, body, 'GET /api/get-products'),
    ),
  ];
}

const ms = (value: number) => value.toFixed(3);

/** One line per answer: `parse get-data: before 0.420 ms, after 0.610 ms (median of 300; p95 0.550 → 0.800 ms)`. */
export function formatAnswerParse(figures: readonly AnswerParseFigures[]): string[] {
  return figures.map(
    ({ answer, bytes, before, after, runs }) =>
      `parse ${answer}: before ${ms(before.median)} ms, after ${ms(after.median)} ms (median of ${runs}; p95 ${ms(before.p95)} → ${ms(after.p95)} ms; ${(bytes / 1024).toFixed(1)} KB of JSON)`,
  );
}

export async function measureAnswerParseResult(): Promise<MeasurementResult> {
  const figures = await measureAnswerParse();
  const page = figures.find((figure) => figure.answer.endsWith('page'));
  const ratio = (figure: AnswerParseFigures) => `${(figure.after.median / figure.before.median).toFixed(2)}×`;
  return {
    status: 'ok',
    value: page ? Number(ms(page.after.median)) : undefined,
    unit: 'ms',
    summary: figures.map((figure) => `${figure.answer} ${ms(figure.after.median)} ms (${ratio(figure)} the time before)`).join(', ') + ', median after the tolerant reader',
    details: [...formatAnswerParse(figures), `before: the schemas of ${BASELINE_COMMIT} (safeParse); after: parseAnswer with the current schemas`],
  };
}

export const parseMeasurements: Measurement[] = [
  {
    name: 'answer-parse-ms',
    title: `Answer parsing: get-data and a ${PAGE_SIZE}-product page, before (${BASELINE_COMMIT}) and after the tolerant reader`,
    run: measureAnswerParseResult,
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of formatAnswerParse(await measureAnswerParse())) console.log(line);
}
