import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INITIAL_JS_BUDGET_BYTES,
  checkBundle,
  findHtmlReferences,
  findSimulatorMarkers,
  findStaticImports,
  measureInitialJavaScript,
} from '../scripts/bundle-size';

let root: string;
let dist: string;

function write(relative: string, content: string | Buffer, base = dist) {
  const file = path.join(base, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const gz = (content: string) => gzipSync(content, { level: 9 }).length;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  dist = path.join(root, 'dist');
  mkdirSync(dist);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const files = {
  'assets/index.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy.js","assets/lazy-dep.js"])))=>i.map(i=>d[i]);\n' +
    'import{a as e}from"./vendor.js";import"./side-effect.js";export{b}from"./reexported.js";\n' +
    'const s="import x from \\"./in-a-string.js\\"";\n' +
    'const l=()=>import("./lazy.js");console.log(e,s,l);',
  'assets/vendor.js': 'import{c}from"./shared.js";export const a=c+1;',
  'assets/shared.js': 'import"./vendor.js";export const c=41;', // a cycle back to vendor.js
  'assets/side-effect.js': 'globalThis.x=1;',
  'assets/reexported.js': 'export const b=2;',
  'assets/preloaded.js': 'export const p=3;',
  'assets/lazy.js': 'import{d}from"./lazy-dep.js";export default d;',
  'assets/lazy-dep.js': 'export const d=4;',
  'assets/in-a-string.js': 'export default 5;',
};

function writeApp(indexHtml?: string) {
  for (const [file, content] of Object.entries(files)) write(file, content);
  write(
    'index.html',
    indexHtml ??
      `<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/index.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/preloaded.js">
        <link rel="stylesheet" href="/assets/index.css">
        <!-- <script type="module" src="/assets/commented-out.js"></script> -->
      </head><body><div id="root"></div></body></html>`,
  );
}

describe('findStaticImports', () => {
  it('returns static imports and re-exports, not dynamic import() or look-alikes in strings', () => {
    expect(findStaticImports(files['assets/index.js'])).toEqual([
      './vendor.js',
      './side-effect.js',
      './reexported.js',
    ]);
  });

  it('handles export * from and multi-line, unminified chunks', () => {
    const code = 'import {\n  a,\n  b\n} from "./x.js";\n// import "./comment.js"\nexport * from \'./y.js\';\n';
    expect(findStaticImports(code)).toEqual(['./x.js', './y.js']);
  });
});

describe('findHtmlReferences', () => {
  it('finds module scripts and modulepreloads, skipping comments, styles and nomodule scripts', () => {
    const html = `<script type="module" src="/a.js"></script><link rel="modulepreload" href='/b.js'>
      <link rel=stylesheet href=/c.css><script nomodule src="/legacy.js"></script>
      <script type="application/json">{"x":1}</script><!-- <script type="module" src="/d.js"></script> -->
      <script type="module">import "/e.js";</script>`;
    const refs = findHtmlReferences(html);
    expect(refs.urls).toEqual(['/a.js', '/b.js']);
    expect(refs.inlineModules).toEqual(['import "/e.js";']);
  });
});

describe('measureInitialJavaScript', () => {
  it('follows static imports transitively (cycles included), not dynamic ones, and sums gzip sizes', () => {
    writeApp();
    const result = measureInitialJavaScript(dist);
    const measured = result.files.map((f) => f.file).sort();
    expect(measured).toEqual(
      [
        'assets/index.js',
        'assets/preloaded.js',
        'assets/reexported.js',
        'assets/shared.js',
        'assets/side-effect.js',
        'assets/vendor.js',
      ].sort(),
    );
    expect(measured).not.toContain('assets/lazy.js');
    expect(measured).not.toContain('assets/lazy-dep.js');
    expect(measured).not.toContain('assets/in-a-string.js');

    for (const file of result.files) {
      const content = files[file.file as keyof typeof files];
      expect(file.bytes).toBe(Buffer.byteLength(content));
      expect(file.gzipBytes).toBe(gz(content));
    }
    expect(result.totalGzipBytes).toBe(result.files.reduce((sum, f) => sum + f.gzipBytes, 0));
    expect(result.unresolved).toEqual([]);
  });

  it('resolves ./relative URLs (base "./") and a base path prefix ("/shop/")', () => {
    writeApp('<script type="module" src="./assets/index.js"></script><link rel="modulepreload" href="/shop/assets/preloaded.js">');
    const measured = measureInitialJavaScript(dist).files.map((f) => f.file);
    expect(measured).toContain('assets/index.js');
    expect(measured).toContain('assets/vendor.js');
    expect(measured).toContain('assets/preloaded.js');
  });

  it('lists external and missing references as unresolved', () => {
    writeApp('<script type="module" src="https://cdn.example.com/x.js"></script><script type="module" src="/assets/missing.js"></script>');
    expect(measureInitialJavaScript(dist).unresolved).toEqual([
      'https://cdn.example.com/x.js (from index.html)',
      '/assets/missing.js (from index.html)',
    ]);
  });

  it('explains when dist/index.html is missing', () => {
    expect(() => measureInitialJavaScript(dist)).toThrow(/index\.html not found: build first/);
  });
});

describe('checkBundle', () => {
  it('passes a small app', () => {
    writeApp();
    const check = checkBundle(dist);
    expect(check.ok).toBe(true);
    expect(check.overBudget).toBe(false);
  });

  it('fails when the initial JavaScript is over the budget', () => {
    writeApp();
    // Hex of random bytes barely compresses: ~160 KB gzip, over the 120 KB budget.
    write('assets/vendor.js', `import{c}from"./shared.js";export const a=c+"${randomBytes(160 * 1024).toString('hex')}";`);
    const check = checkBundle(dist);
    expect(check.measurement.totalGzipBytes).toBeGreaterThan(INITIAL_JS_BUDGET_BYTES);
    expect(check.overBudget).toBe(true);
    expect(check.ok).toBe(false);
  });

  it('does not count a big lazy chunk', () => {
    writeApp();
    write('assets/lazy.js', `export default "${randomBytes(160 * 1024).toString('hex')}";`);
    expect(checkBundle(dist).ok).toBe(true);
  });

  it('fails when any emitted chunk, even a lazy one, carries simulator code', () => {
    writeApp();
    write('assets/lazy-dep.js', 'const w=setupWorker();w.start({serviceWorker:{url:"/mockServiceWorker.js"}});');
    const check = checkBundle(dist);
    expect(check.ok).toBe(false);
    expect(check.simulatorCode).toEqual([
      { file: 'assets/lazy-dep.js', markers: ['mockServiceWorker', 'setupWorker'], copiedFromPublic: false },
    ]);
  });
});

describe('findSimulatorMarkers', () => {
  it('flags faker and MSW strings, ignores base64 data URLs, and marks verbatim public/ copies', () => {
    writeApp();
    write('assets/sim.js', 'console.warn("[MSW] Mocking enabled.");const f="@faker-js/faker";');
    write('assets/img.js', 'export default "data:image/png;base64,AAAA+msw/faker+BBBB==";');
    const worker = '/* Mock Service Worker. */ const PACKAGE_VERSION = "2.0.0"; // msw';
    write('mockServiceWorker.js', worker);
    write('mockServiceWorker.js', worker, path.join(root, 'public'));

    expect(findSimulatorMarkers(dist)).toEqual([
      { file: 'assets/sim.js', markers: ['@faker-js', 'faker', '[MSW]'], copiedFromPublic: false },
      { file: 'mockServiceWorker.js', markers: ['msw'], copiedFromPublic: true },
    ]);
    const check = checkBundle(dist);
    expect(check.simulatorCode.map((h) => h.file)).toEqual(['assets/sim.js']);
    expect(check.publicSimulatorFiles.map((h) => h.file)).toEqual(['mockServiceWorker.js']);
  });
});
