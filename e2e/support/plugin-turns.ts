/**
 * Proof for the plugin specs that assert that a plugin's code was not fetched (off, consent withheld, no interaction
 * yet). A fixed sleep passes when the plugin is merely slow; this waits for events that come after its moment.
 *
 *   const turns = watchPluginTurns(page);   // before the first goto: it counts the page's requests from the start
 *   await page.goto(url); ...
 *   await turns.taken();
 *   expect(requested).toEqual([]);          // the absence, read once every plugin has had its moment
 *
 * A plugin's moment (src/app/plugins): once the site-wide plugin host has mounted, after the first screen, an `idle`
 * plugin waits for an idle period, one plugin per period, each after the one before has loaded; an `interaction`
 * plugin renders, and so fetches its code, on the shopper's first input. So `taken` waits for the host, then, in
 * rounds until a round sees no new request: every request the page made has finished, the page has been idle twice
 * (a turn that was due has started, and what an input set off has rendered), and a request the page made after that
 * has reached the test, so every request made before it has been reported (they reach the test in the order made).
 * It proves requests absent, not renders: React shows content that waited for its code up to 300 ms later, on a
 * timer, so for something not shown wait for a later render, or run the page's clock.
 */
import type { Page, Request } from '@playwright/test';
import { IDLE_TIMEOUT_MS } from '@/app/plugins/idle-turns';
import { expect } from './fixtures';

/** The sentinel: a file the storefront's server has, asked for with a query no request of the app carries. */
const SENTINEL_PATH = '/robots.txt';
const SENTINEL_PARAMETER = 'e2e-plugin-turns';

export interface PluginTurns {
  /** Resolves once every plugin whose moment has come has asked for its code (see above). */
  taken(): Promise<void>;
}

const isSentinel = (request: Request) => new URL(request.url()).searchParams.has(SENTINEL_PARAMETER);

export function watchPluginTurns(page: Page): PluginTurns {
  const inFlight = new Set<Request>();
  let made = 0;
  let rounds = 0;
  page.on('request', (request) => {
    if (isSentinel(request)) return;
    made += 1;
    inFlight.add(request);
  });
  const over = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', over);
  page.on('requestfailed', over);

  return {
    async taken() {
      // Mounted, the host has armed every plugin's trigger (src/app/plugins/SiteWidePlugins.tsx).
      await expect(page.getByTestId('site-plugins')).toBeAttached();
      for (;;) {
        const madeBefore = made;
        await expect.poll(() => [...inFlight].map((request) => request.url()), { message: 'requests still in flight' }).toEqual([]);
        rounds += 1;
        const sentinel = `${SENTINEL_PATH}?${SENTINEL_PARAMETER}=${rounds}`;
        const reported = page.waitForRequest((request) => isSentinel(request) && request.url().endsWith(sentinel));
        await page.evaluate(
          async ({ url, timeout }) => {
            // The plugins' own time limit: on a page that is never idle, their turns run out first.
            const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout }));
            await idle();
            await idle();
            await fetch(url, { cache: 'no-store' });
          },
          { url: sentinel, timeout: IDLE_TIMEOUT_MS },
        );
        await reported;
        if (made === madeBefore) return;
      }
    },
  };
}
