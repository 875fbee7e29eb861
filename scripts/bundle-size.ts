/**
 * The JavaScript a shopper downloads before the home route's first render, gzipped, against a budget.
 *
 *   tsx scripts/bundle-size.ts            prints the table
 *   tsx scripts/bundle-size.ts --check    prints the table; exit 1 when over budget or when simulator code was emitted
 *   options: --dist <dir> (default: dist), --public <dir> (default: public; Vite copies it into dist as is)
 *
 * "Initial JavaScript" = every `<script type="module" src>`, `<link rel="modulepreload" href>` (and classic
 * `<script src>`, if any) in dist/index.html, plus, transitively, the chunks those import statically
 * (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`). Dynamic `import()` is not followed: such
 * chunks load later (lazy routes, sheets, the simulator).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'vite';

/**
 * Budget for the home route's initial JavaScript, gzip (level 9) bytes: 120 KB.
 * React 19 + react-dom alone weigh ~69 KB gzip, which leaves ~51 KB for the router, state, API client, schemas and
 * the home screen's blocks. The goal is 100 KB (INITIAL_JS_GOAL_BYTES); the budget is the line `npm test` enforces.
 */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024; // 122880
/** Where we want to be: 100 KB gzip. Reported by the bench, not enforced. */
export const INITIAL_JS_GOAL_BYTES = 100 * 1024;

export interface MeasuredFile {
  /** Path relative to the dist folder, with forward slashes, e.g. `assets/index-abc123.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialJavaScript {
  files: MeasuredFile[];
  totalGzipBytes: number;
  /** References that could not be measured: external URLs, bare specifiers, missing files. */
  unresolved: string[];
}

/** Strings that only simulator code (MSW, @msw/data, faker) carries; case-sensitive. */
export const SIMULATOR_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'mockServiceWorker', pattern: /mockServiceWorker/ },
  { name: 'setupWorker', pattern: /setupWorker/ },
  { name: '@faker-js', pattern: /@faker-js/ },
  { name: 'faker', pattern: /\bfaker\b|fakerjs\.dev/ },
  { name: '[MSW]', pattern: /\[MSW\]/ },
  { name: 'msw', pattern: /\bmsw\b|@mswjs|@msw\// },
  // The simulator's notice of the one-time codes it "sends" (fake-store/hosts/code-notice.ts): never in a shopper's build.
  { name: 'simulator:code-sent', pattern: /simulator:code-sent/ },
  { name: 'x-simulator-otp', pattern: /x-simulator-otp/i },
];

export interface MarkerHit {
  /** Path relative to the dist folder. */
  file: string;
  markers: string[];
  /** True when the file is a verbatim copy of a file in public/ (Vite copies public/ into dist/ as is). */
  copiedFromPublic: boolean;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

// ---------------------------------------------------------------------------------------------------------------
// index.html

interface HtmlReferences {
  /** URLs of scripts and module preloads, in document order. */
  urls: string[];
  /** Bodies of inline `<script type="module">` elements (their static imports load before first render too). */
  inlineModules: string[];
}

function parseAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of body.matchAll(attributePattern)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function findHtmlReferences(html: string): HtmlReferences {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const references: HtmlReferences = { urls: [], inlineModules: [] };
  const tagPattern = /<(script|link)\b[^>]*>/gi;
  for (const match of withoutComments.matchAll(tagPattern)) {
    const element = match[1]?.toLowerCase();
    const attributes = parseAttributes(match[0]);
    if (element === 'link') {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      if (rel.includes('modulepreload') && href) references.urls.push(href);
      continue;
    }
    const type = (attributes.get('type') ?? '').toLowerCase();
    const isModule = type === 'module';
    const isClassic = type === '' || type === 'text/javascript' || type === 'application/javascript';
    if (!isModule && !isClassic) continue; // JSON, import maps, templates
    const src = attributes.get('src');
    if (src !== undefined) {
      if (!attributes.has('nomodule')) references.urls.push(src);
    } else if (isModule) {
      const start = (match.index ?? 0) + match[0].length;
      const end = withoutComments.indexOf('</script', start);
      references.inlineModules.push(withoutComments.slice(start, end === -1 ? undefined : end));
    }
  }
  return references;
}

// ---------------------------------------------------------------------------------------------------------------
// static imports

/**
 * Specifiers of the static imports and re-exports of a chunk; dynamic `import()` is ignored. Uses the parser that
 * ships with Vite, so strings and comments that merely look like imports are not mistaken for them.
 */
export function findStaticImports(code: string, fileName = 'chunk.js'): string[] {
  const result = parseSync(fileName, code, { sourceType: 'module', lang: 'js' });
  if (result.errors.length > 0) {
    const first = result.errors[0];
    throw new Error(`cannot parse ${fileName}: ${first?.message ?? 'syntax error'}`);
  }
  const specifiers: string[] = [];
  for (const statement of result.program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind !== 'type') specifiers.push(statement.source.value);
    } else if (statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration') {
      if (statement.source && statement.exportKind !== 'type') specifiers.push(statement.source.value);
    }
  }
  return specifiers;
}

// ---------------------------------------------------------------------------------------------------------------
// resolution

const isExternal = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

/**
 * Resolves a URL from index.html or a specifier from a chunk to a file inside distDir, or undefined.
 * Root-relative URLs (`/assets/x.js`) are looked up in distDir; when the app is built with a base path
 * (`/shop/assets/x.js`), leading segments are dropped until the file is found.
 */
function resolveToFile(distDir: string, fromDir: string, reference: string): string | undefined {
  if (isExternal(reference)) return undefined;
  const clean = decodeURI(reference.replace(/[?#].*$/, ''));
  if (clean.startsWith('/')) {
    const segments = clean.split('/').filter(Boolean);
    for (let skip = 0; skip < segments.length; skip += 1) {
      const candidate = path.join(distDir, ...segments.slice(skip));
      if (existsSync(candidate)) return candidate;
    }
    return undefined;
  }
  const relativeToReferrer = clean.startsWith('./') || clean.startsWith('../');
  // In index.html, `assets/x.js` is a relative URL; in a chunk, `react` is a bare (external) specifier.
  const relativeUrlInHtml = fromDir === distDir;
  if (!relativeToReferrer && !relativeUrlInHtml) return undefined;
  const candidate = path.resolve(fromDir, clean);
  return existsSync(candidate) ? candidate : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// measurement

export function measureInitialJavaScript(distDir: string): InitialJavaScript {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${toPosix(path.relative(process.cwd(), indexHtml))} not found: build first (npm run build)`);
  }
  const { urls, inlineModules } = findHtmlReferences(readFileSync(indexHtml, 'utf8'));
  const unresolved: string[] = [];
  const queue: string[] = [];
  const enqueue = (fromDir: string, reference: string, referrer: string) => {
    const file = resolveToFile(root, fromDir, reference);
    if (file) queue.push(file);
    else unresolved.push(`${reference} (from ${referrer})`);
  };

  for (const url of urls) enqueue(root, url, 'index.html');
  inlineModules.forEach((code, index) => {
    for (const specifier of findStaticImports(code, `index.html inline module #${index + 1}`)) {
      enqueue(root, specifier, 'index.html');
    }
  });

  const seen = new Set<string>();
  const files: MeasuredFile[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const content = readFileSync(file);
    const relative = toPosix(path.relative(root, file));
    files.push({ file: relative, bytes: content.length, gzipBytes: gzipSize(content) });
    if (/\.(m?js)$/.test(file)) {
      for (const specifier of findStaticImports(content.toString('utf8'), relative)) {
        enqueue(path.dirname(file), specifier, relative);
      }
    }
  }

  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), unresolved };
}

// ---------------------------------------------------------------------------------------------------------------
// simulator markers

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every .js/.mjs/.cjs file under distDir that contains a simulator marker. Base64 data URLs are skipped (random
 * letters could spell `msw`). Files that are byte-for-byte copies of public/ files are flagged `copiedFromPublic`.
 */
export function findSimulatorMarkers(distDir: string, publicDir = path.join(distDir, '..', 'public')): MarkerHit[] {
  const root = path.resolve(distDir);
  const hits: MarkerHit[] = [];
  for (const file of listFiles(root).sort()) {
    if (!/\.[mc]?js$/.test(file)) continue;
    const content = readFileSync(file);
    const text = content.toString('utf8').replace(/data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+/g, 'data:');
    const markers = SIMULATOR_MARKERS.filter((m) => m.pattern.test(text)).map((m) => m.name);
    if (markers.length === 0) continue;
    const relative = toPosix(path.relative(root, file));
    const publicCopy = path.join(path.resolve(publicDir), relative);
    const copiedFromPublic = existsSync(publicCopy) && readFileSync(publicCopy).equals(content);
    hits.push({ file: relative, markers, copiedFromPublic });
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------------------------
// check + report

export interface BundleCheck {
  ok: boolean;
  measurement: InitialJavaScript;
  budgetBytes: number;
  overBudget: boolean;
  /** Simulator code that Vite emitted: fails the check. */
  simulatorCode: MarkerHit[];
  /** Simulator files copied verbatim from public/ (e.g. MSW's worker): reported, not failed. */
  publicSimulatorFiles: MarkerHit[];
}

export interface CheckOptions {
  budgetBytes?: number;
  /** The folder Vite copies into dist/ verbatim; default: the `public` folder beside distDir. */
  publicDir?: string;
}

export function checkBundle(distDir: string, options: CheckOptions = {}): BundleCheck {
  const budgetBytes = options.budgetBytes ?? INITIAL_JS_BUDGET_BYTES;
  const measurement = measureInitialJavaScript(distDir);
  const hits = findSimulatorMarkers(distDir, options.publicDir);
  const simulatorCode = hits.filter((h) => !h.copiedFromPublic);
  const overBudget = measurement.totalGzipBytes > budgetBytes;
  return {
    ok: !overBudget && simulatorCode.length === 0,
    measurement,
    budgetBytes,
    overBudget,
    simulatorCode,
    publicSimulatorFiles: hits.filter((h) => h.copiedFromPublic),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(measurement: InitialJavaScript): string {
  const rows = [...measurement.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const width = Math.max(5, ...rows.map((r) => r.file.length));
  const line = (file: string, raw: string, gzip: string) =>
    `  ${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  return [
    line('file', 'raw', 'gzip -9'),
    ...rows.map((r) => line(r.file, kb(r.bytes), kb(r.gzipBytes))),
    line('total', kb(rows.reduce((s, r) => s + r.bytes, 0)), kb(measurement.totalGzipBytes)),
  ].join('\n');
}

export function formatCheck(check: BundleCheck): string {
  const { measurement, budgetBytes } = check;
  const percent = ((measurement.totalGzipBytes / budgetBytes) * 100).toFixed(1);
  const lines = [
    'Initial JavaScript of the home route (before first render):',
    formatTable(measurement),
    '',
    `  total ${kb(measurement.totalGzipBytes)} gzip (${measurement.totalGzipBytes} B) = ${percent}% of the ` +
      `${kb(budgetBytes)} budget; goal ${kb(INITIAL_JS_GOAL_BYTES)}`,
  ];
  if (measurement.unresolved.length > 0) {
    lines.push('', '  not measured (external or missing):', ...measurement.unresolved.map((u) => `    ${u}`));
  }
  if (check.overBudget) {
    lines.push(
      '',
      `FAIL: initial JavaScript is ${kb(measurement.totalGzipBytes)} gzip, over the ${kb(budgetBytes)} budget ` +
        `by ${kb(measurement.totalGzipBytes - budgetBytes)}. Load something lazily (import()) or drop a dependency.`,
    );
  }
  for (const hit of check.simulatorCode) {
    lines.push('', `FAIL: dist/${hit.file} contains simulator code (${hit.markers.join(', ')}).`);
  }
  if (check.simulatorCode.length > 0) {
    lines.push(
      '  The production build must not emit MSW/faker: load the simulator only behind import.meta.env.VITE_SIMULATOR.',
    );
  }
  for (const hit of check.publicSimulatorFiles) {
    lines.push(
      '',
      `note: dist/${hit.file} (${hit.markers.join(', ')}) is a verbatim copy of public/${hit.file}; ` +
        'the app does not load it, but it ships with the build.',
    );
  }
  if (check.ok) lines.push('', 'OK: initial JavaScript within budget; no simulator code emitted.');
  return lines.join('\n');
}

function main(argv: string[]): number {
  const option = (name: string, fallback: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : fallback;
  };
  const distDir = option('--dist', 'dist');
  const publicDir = option('--public', 'public');
  if (!distDir || !publicDir) {
    console.error('usage: tsx scripts/bundle-size.ts [--check] [--dist <dir>] [--public <dir>]');
    return 2;
  }
  let check: BundleCheck;
  try {
    check = checkBundle(distDir, { publicDir });
  } catch (error) {
    console.error(`bundle-size: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  console.log(formatCheck(check));
  return argv.includes('--check') && !check.ok ? 1 : 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) process.exitCode = main(process.argv.slice(2));
