import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Chromium only (Debian's /usr/bin/chromium; `scripts/find-chromium.sh` finds another one and
 * `scripts/test.sh` exports it as CHROME_PATH).
 *
 * Two servers, both started for every run:
 *   prod  http://127.0.0.1:4310/  the production build in dist/ served by the simulator (`npm run build` first;
 *                                  `npm test` does), with the simulated API on the server side, and the studio's
 *                                  build in dist-studio/ under /__studio/ (`npm run build:studio`; `npm test` does)
 *   dev   http://127.0.0.1:4311/  Vite's dev server in simulator mode: the MSW worker serves the API in the browser
 * Project `prod` runs every spec except `*.dev.spec.ts`; project `dev` runs only `*.dev.spec.ts`.
 * Import `test`/`expect` from `e2e/support/fixtures` rather than from @playwright/test.
 */

const isCI = !!process.env.CI;
// E2E_PORT moves both servers (prod on it, dev on the next port), so two checkouts can run their suites side by side.
const PROD_PORT = Number(process.env.E2E_PORT ?? 4310);
const DEV_PORT = PROD_PORT + 1;
const DEV_SPECS = /.*\.dev\.spec\.ts$/;

// Chromium at a 127.0.0.1 site on a closed network: without the background-networking flags it keeps dialling
// Google's hosts; as root it needs --no-sandbox.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // 2-core machine: the two web servers and Chromium share it. A third worker fills the time the others spend waiting
  // (time limits, simulated delays), measured at about 5 % less wall time than two.
  workers: 3,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The look's pictures (e2e/look.spec.ts) are the README's gallery: one set, compared by every run, refreshed by
  // `npm run gallery`.
  snapshotPathTemplate: 'docs/gallery/{arg}{ext}',

  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // Recording a trace for every test took a quarter of the suite's time: CI records the retry of a failed test;
    // locally, `npx playwright test <spec> --trace on` records what you are looking at.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },

  projects: [
    {
      name: 'prod',
      testIgnore: DEV_SPECS,
      use: { baseURL: `http://127.0.0.1:${PROD_PORT}/` },
    },
    {
      name: 'dev',
      testMatch: DEV_SPECS,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}/` },
    },
  ],

  webServer: [
    {
      name: 'simulator',
      // Fails at once, saying why, when there is no build to serve.
      command:
        'test -f dist/index.html || { echo "dist/index.html is missing: run npm run build first (npm test does)" >&2; exit 1; }; ' +
        'test -f dist-studio/index.html || { echo "dist-studio/index.html is missing: run npm run build:studio first (npm test does)" >&2; exit 1; }; ' +
        'exec npx tsx fake-store/hosts/server.ts',
      env: { PORT: String(PROD_PORT) },
      url: `http://127.0.0.1:${PROD_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stderr: 'pipe',
    },
    {
      name: 'vite-dev',
      // --host: bind the IPv4 loopback the url below polls (`localhost` may resolve to ::1 only).
      command: `npx vite --mode simulator --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stderr: 'pipe',
    },
  ],
});
