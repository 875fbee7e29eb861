/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { globSync } from 'tinyglobby';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { clientCallFactsOnly } from './scripts/vite/client-call-facts-plugin';
import { startUpCompileHints } from './scripts/vite/compile-hints-plugin';
import { bootChunks, isBootStepChunk, lazySharedAssetName, accountChunkGroup, addressBookChunkGroup, comboboxChunkGroup, catalogueKitChunkGroup, emptyStateChunkGroup, formKitChunkGroup, lazySharedChunkGroups, ordersChunkGroup, patronumChunkGroup, lazySharedFileName, shellChunkGroup, startUpChunkGroup } from './scripts/vite/start-up-chunks';
import { firstScreenPreload } from './scripts/vite/first-screen-preload-plugin';
import { securityHeadersFile } from './scripts/vite/security-headers';
import { ANSWER_TIME_LIMIT_MS } from './src/api/answer-time-limit';
import { SENDABLE_TOKEN } from './src/api/schemas/bearer-token-rules';
import { startSiteDataPrefetch } from './src/boot/site-data-prefetch';
import { EAGER_NODE_COUNT } from './src/layout/eager-node-count';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Serves MSW's worker script in simulator mode straight from the installed msw package. It is never in
 * public/, so no production build can ship it, and it always matches the installed msw version.
 */
function simulatorWorker(): Plugin {
  return {
    name: 'storefront:simulator-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Service-Worker-Allowed', '/');
        response.end(readFileSync(require.resolve('msw/mockServiceWorker.js')));
      });
    },
  };
}

/**
 * The published contract on the dev server, as `npm run simulator` serves it: /sim/contract (the page) and
 * /sim/contract.json. The mock worker answers them too, but a service worker never sees a page navigation, so an
 * address typed into the browser needs the server (contract/README.md).
 */
function simulatorContract(): Plugin {
  return {
    name: 'storefront:simulator-contract',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (request.method !== 'GET' || (path !== '/sim/contract' && path !== '/sim/contract.json')) return next();
        try {
          const { buildContract } = await server.ssrLoadModule('/contract/build-contract.ts');
          const document = buildContract();
          if (path === '/sim/contract.json') {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(JSON.stringify(document));
            return;
          }
          const { renderContractPage } = await server.ssrLoadModule('/fake-store/http/handlers/contract.handlers.ts');
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(renderContractPage(document));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** In simulator mode plugins fetch vendor scripts through /sim-vendor/, where the mock worker's stand-ins answer. */
function simulatorVendorProxy(): Plugin {
  return {
    name: 'storefront:simulator-vendor-proxy',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'storefront-vendor-proxy', content: '/sim-vendor/' }, injectTo: 'head' }],
  };
}

/** The studio's page in the project; Vite serves and transforms it like any html file under the root. */
const studioHtmlPath = '/studio/index.html';

/**
 * The merchant preview studio at /__studio on the dev server, as `npm run simulator` serves it: /__studio and
 * /__studio/ (with any query; the hash never reaches the server) are rewritten to studio/index.html, so Vite's own
 * html middleware transforms it (React refresh, module URLs). The page's URL stays /__studio, where the browser would
 * resolve the html's relative module URLs (./main.tsx) against the wrong folder, so they are made absolute first.
 */
function studioEntry(): Plugin {
  return {
    name: 'storefront:studio-entry',
    apply: 'serve',
    configureServer(server) {
      // Added here (not in a returned hook), so it runs before Vite's middlewares, html included.
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/';
        const queryAt = url.indexOf('?');
        const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
        if (pathname === '/__studio' || pathname === '/__studio/') request.url = `${studioHtmlPath}${queryAt === -1 ? '' : url.slice(queryAt)}`;
        next();
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => (context.path === studioHtmlPath ? html.replace(/(\s(?:src|href)=["'])\.\//g, '$1/studio/') : html),
    },
  };
}

/**
 * The shopper's build must hold no studio code (issue 6): the studio is its own entry with its own build
 * (studio/vite.config.ts). Checked on the modules Rollup bundled, not on strings in the output, so it cannot be
 * fooled by minification and never flags a storefront file that merely mentions the studio (the preview bridge).
 */
function noStudioCode(): Plugin {
  const studioDir = fromRoot('./studio/');
  return {
    name: 'storefront:no-studio-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const leaks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? output.moduleIds.filter((id) => id.startsWith(studioDir)).map((id) => `${output.fileName} <- ${id.slice(studioDir.length - 'studio/'.length)}`) : [],
      );
      if (leaks.length > 0) this.error(`The storefront build imports studio code, which belongs to the studio's own build only:\n  ${leaks.join('\n  ')}`);
    },
  };
}

/**
 * Production builds start the site data request from index.html, in parallel with the app's JavaScript
 * (src/boot/site-data-prefetch.ts). Not in simulator mode: the mock worker is not running that early.
 */
function siteDataPrefetch(apiOrigin: string): Plugin {
  const origin = apiOrigin === '' ? 'location.origin' : JSON.stringify(apiOrigin.replace(/\/+$/, ''));
  return {
    name: 'storefront:site-data-prefetch',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', children: `(${startSiteDataPrefetch.toString()})(window, ${origin}, ${ANSWER_TIME_LIMIT_MS}, ${String(SENDABLE_TOKEN)});`, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * `npm start`'s first load, measured by `npm run bench` (scripts/bench-dev-start.ts). The dependency optimiser scans
 * both pages (the store and the studio, not the builds in dist*) and bundles every dependency it finds before the first
 * module is served, without waiting for the browser's own crawl of the modules: its scan finds them all, so no page
 * reloads for a dependency found late. The first screen's modules (the boot's steps, the simulator, the blocks' views
 * and the fixtures the seed loads, all reached by dynamic imports the warm-up would not follow) are transformed as the
 * server starts, not one import level at a time as the browser discovers them. Serving only: the builds are untouched.
 */
const simulatorFirstLoad: Pick<UserConfig, 'optimizeDeps'> & { warmup: NonNullable<UserConfig['server']>['warmup'] } = {
  optimizeDeps: { entries: ['index.html', 'studio/index.html'], holdUntilCrawlEnd: false },
  // Never a test file: its imports (vitest, testing-library) would send the optimiser back to work, and the page with it.
  warmup: { clientFiles: ['./src/main.tsx', './src/boot/*.{ts,tsx}', './fake-store/hosts/browser.ts', './src/app/shell/*.tsx', './blocks/*/*.tsx', './blocks/*/*.fixture.ts', '!**/*.test.{ts,tsx}'] },
};

/** The API's origin a build is pointed at (VITE_API_ORIGIN, README), or '' for its own origin. */
const apiOriginOf = (mode: string) => (loadEnv(mode, process.cwd(), 'VITE_').VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** Every test file of the project (vitest). */
const testFiles = ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'studio/**/*.test.{ts,tsx}', 'fake-store/**/*.test.ts', 'server/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'];

/**
 * The test files that run the simulated store: the fake store's own folders, the cross-cutting tests, and any file that
 * imports msw, @msw/data, the fake store or tests/support/simulated-store. Read from the files themselves, so
 * a new test lands in the right pool without a list to keep.
 */
const simulatedStoreTestFiles = globSync(testFiles, { cwd: fromRoot('.') }).filter(
  (file) => /^(tests|fake-store)\//.test(file) || /from ['"](msw|@msw\/data)|\/fake-store\/|simulated-store/.test(readFileSync(fromRoot(`./${file}`), 'utf8')),
);

/** The module that boots the app in steps (scripts/vite/start-up-chunks.ts). */
const bootModule = fromRoot('./src/main.tsx');

/** How the storefront's imports resolve, in the browser's build and the server's (server/vite.config.ts). */
export const storefrontAliases = [
  { find: '@', replacement: fromRoot('./src') },
  // effector-react and wouter import the shim for Reacts without useSyncExternalStore; React 19 has it, so they
  // get React's own hook and the selector helper built on it (no fallback code in the first download).
  { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fromRoot('./src/shared/lib/use-sync-external-store-native.ts') },
  { find: /^use-sync-external-store\/shim\/with-selector\.js$/, replacement: 'use-sync-external-store/with-selector.js' },
];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    noStudioCode(),
    ...(mode === 'simulator' ? [simulatorWorker(), simulatorVendorProxy(), simulatorContract(), studioEntry()] : [clientCallFactsOnly(), siteDataPrefetch(apiOriginOf(mode)), securityHeadersFile(apiOriginOf(mode)), firstScreenPreload({ blocksDir: fromRoot('./blocks'), eagerCount: EAGER_NODE_COUNT }), startUpCompileHints(isBootStepChunk), bootChunks(bootModule)]),
  ],
  resolve: { alias: storefrontAliases },
  server: { port: 5173, strictPort: false, ...(mode === 'simulator' ? { warmup: simulatorFirstLoad.warmup } : {}) },
  ...(mode === 'simulator' ? { optimizeDeps: simulatorFirstLoad.optimizeDeps } : {}),
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The shopper's bundle is measured by `npm run bench` and checked by `npm test` (scripts/bundle-size.ts).
    reportCompressedSize: false,
    // Every browser of the es2022 target but Safari 15.4-16 reads <link rel="modulepreload">; there the modules still
    // load through their imports, a little later. The polyfill cost every shopper 0.5 KB of the first download.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server links a page's stylesheets and scripts from it (server/render/page-assets.ts).
    manifest: true,
    // The start-up JavaScript as two files, the entry and React's renderer, not seven (scripts/vite/start-up-chunks.ts);
    // the lazy code shared between screens and blocks in a few files rather than one per module.
    rolldownOptions: { output: { codeSplitting: { groups: [startUpChunkGroup(bootModule), shellChunkGroup(bootModule), formKitChunkGroup, accountChunkGroup, ordersChunkGroup, addressBookChunkGroup, patronumChunkGroup, comboboxChunkGroup, emptyStateChunkGroup, catalogueKitChunkGroup, ...lazySharedChunkGroups()] }, chunkFileNames: lazySharedFileName, assetFileNames: lazySharedAssetName } },
  },
  test: {
    // Most tests need no DOM: jsdom only where a file asks for it (`// @vitest-environment jsdom` on its first line).
    environment: 'node',
    // Vitest's default on a 2-core machine is one worker; the tests are CPU-bound and share nothing, so use both.
    maxWorkers: 2,
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      // Each file in a VM context of its own inside a warm worker: isolated as in a process of its own, without paying
      // for a new one (and a new jsdom) per file.
      { extends: true, test: { name: 'unit', pool: 'vmThreads', include: testFiles, exclude: simulatedStoreTestFiles } },
      // msw and @msw/data need Node's own realm (web streams, crypto, structural checks of plain objects).
      { extends: true, test: { name: 'simulated-store', pool: 'forks', include: simulatedStoreTestFiles } },
    ],
  },
}));
