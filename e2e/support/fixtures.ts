/**
 * Playwright fixtures and helpers for the storefront's end-to-end specs. Import from here, not @playwright/test:
 *
 *   import { test, expect, expectNoAxeViolations, seedLocalStorage } from './support/fixtures';
 *
 * Fixtures
 *   pageErrors     automatic in every test: uncaught exceptions of any page of the test's context, and anything the
 *                  Content-Security-Policy blocked (reported on the console). The test fails at
 *                  teardown when there were any. Opt out for a file or describe block with
 *                  `test.use({ allowPageErrors: true })`, or assert the expected ones and then empty the list:
 *                  `expect(pageErrors.map((e) => e.message)).toEqual(['…']); pageErrors.length = 0;`
 *   serverBodies   option, true by default: the simulator's pages come with their server-rendered body, which the
 *                  browser hydrates, as a shopper gets them (ADR 0044), and a navigation to one waits for its
 *                  hydration; `test.use({ serverBodies: false })` gives the head alone (the cookie
 *                  `simulator_render=head`), the body drawn by the browser as from the static build.
 *   apiRequests    every request whose path starts with /api/ (method, url, path, headers, postData), in order,
 *                  from the moment the test starts. MSW's worker in the dev project answers them in the browser;
 *                  they are recorded all the same.
 * Helpers
 *   expectNoAxeViolations(page, options?)   axe-core scan (WCAG 2.x A + AA rules by default); fails listing each
 *                                           violation with its elements; attaches the full results to the report
 *   seedLocalStorage(page, entries, opts?)  localStorage values set before the app's scripts run
 *   scrollToFirst(page, locator, timeout?)  the first match on the home page, scrolled to (lower blocks load as they near)
 *   firstAddButton(page)                    the first product's one-tap Add button, scrolled to
 *   cartLink(page)                          the link to the cart the shopper sees: the top bar's, or on a phone the tab
 *                                           bar's (the top bar leaves it to the tab bar); its aria-label ends ", N items" (check the attribute: behind
 *                                           the desktop overlay the link is aria-hidden, and has no accessible name)
 *   settled(page, read)                     `read()` once it gives the same value two animation frames apart (a scroll
 *                                           or a list that has stopped moving)
 *   cartCountName(count)                    that ending as a pattern: cartCountName(1) matches "Cart, 1 item"
 * Values
 *   viewports                               the phone and the desktop a screen is checked at, one describe block each:
 *                                           `test.use({ viewport: { width: viewport.width, height: viewport.height } })`
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export { expect };

export interface ApiRequest {
  method: string;
  /** The full URL. */
  url: string;
  /** Path and query, e.g. `/api/products?page=2`. */
  path: string;
  /**
   * Request headers, names in lower case, as Playwright's `request.headers()` reports them: without cookies and a few
   * other security-related headers. `await apiRequest.request.allHeaders()` has them all.
   */
  headers: Record<string, string>;
  postData: string | null;
  /** The Playwright request, for anything else (response, timing, failure). */
  request: Request;
}

interface Options {
  /** When true, uncaught page errors do not fail the test (they are still collected in `pageErrors`). */
  allowPageErrors: boolean;
  /**
   * When true, the simulator's pages come with their server-rendered body, which the browser hydrates; otherwise with
   * their head alone (the cookie `simulator_render=head`), the body drawn by the browser.
   */
  serverBodies: boolean;
}

interface Fixtures {
  /** Uncaught exceptions in the test's pages so far. Empty it (`length = 0`) after asserting on expected ones. */
  pageErrors: Error[];
  /** Requests to /api/… made by the test's pages so far. */
  apiRequests: ApiRequest[];
}

function describePageError(error: Error, pageUrl: string | undefined, index: number): string {
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 4)
    .map((line) => `       ${line.trim()}`);
  return [`  ${index + 1}. ${error.name}: ${error.message}${pageUrl ? `  (page: ${pageUrl})` : ''}`, ...stack].join('\n');
}

export const test = base.extend<Fixtures & Options>({
  allowPageErrors: [false, { option: true }],
  serverBodies: [true, { option: true }],

  context: async ({ context, serverBodies, baseURL }, provide) => {
    if (!serverBodies && baseURL) await context.addCookies([{ name: 'simulator_render', value: 'head', url: baseURL }]);
    await provide(context);
  },

  // A page that came drawn by the server answers a tap only once hydrated: a navigation waits for that, as a shopper
  // waits for a page to respond, so a journey's first tap is not lost on HTML that has no handlers yet.
  page: async ({ page }, provide) => {
    const hydrated = () =>
      page.waitForFunction(() => document.getElementById('page-data') === null || (document.getElementById('root')?.hasAttribute('data-hydrated') ?? false));
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await hydrated();
          return response;
        },
      });
    }
    await provide(page);
  },

  pageErrors: [
    async ({ context, allowPageErrors }, provide) => {
      const errors: Error[] = [];
      const pageUrls = new WeakMap<Error, string>();
      context.on('weberror', (webError) => {
        const error = webError.error();
        const pageUrl = webError.page()?.url();
        if (pageUrl) pageUrls.set(error, pageUrl);
        errors.push(error);
      });
      // The production pages are served under the build's Content-Security-Policy (dist/_headers): anything it blocks
      // is a page error too, so the policy is proved by every test rather than found broken by a shopper.
      context.on('console', (message) => {
        if (message.type() !== 'error' || !message.text().includes('Content Security Policy')) return;
        // Chromium reports a hostile merchant HTML's handlers and <base> as the sanitiser parses it in an inert
        // document (DOMParser), where nothing runs; the XSS canary proves nothing does. The app writes neither.
        if (/^(Executing inline event handler|Setting the document's base URI)/.test(message.text())) return;
        const error = new Error(message.text());
        error.name = 'ContentSecurityPolicyViolation';
        pageUrls.set(error, message.page()?.url() ?? '');
        errors.push(error);
      });

      await provide(errors);

      if (errors.length > 0 && !allowPageErrors) {
        throw new Error(
          [
            `${errors.length} uncaught page error${errors.length === 1 ? '' : 's'} during the test:`,
            ...errors.map((error, index) => describePageError(error, pageUrls.get(error), index)),
            'If they are expected, assert on them and empty the list (pageErrors.length = 0), ' +
              'or use test.use({ allowPageErrors: true }).',
          ].join('\n'),
        );
      }
    },
    { auto: true },
  ],

  apiRequests: async ({ context }, provide) => {
    const requests: ApiRequest[] = [];
    const onRequest = (request: Request) => {
      // Fetches made by a service worker itself (MSW passing a request through) would duplicate the page's request.
      if (request.serviceWorker()) return;
      let url: URL;
      try {
        url = new URL(request.url());
      } catch {
        return;
      }
      if (!url.pathname.startsWith('/api/')) return;
      requests.push({
        method: request.method(),
        url: request.url(),
        path: url.pathname + url.search,
        headers: request.headers(),
        postData: request.postData(),
        request,
      });
    };
    context.on('request', onRequest);
    await provide(requests);
    context.off('request', onRequest);
  },
});

// ---------------------------------------------------------------------------------------------------------------
// accessibility

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];
type AxeSelector = Parameters<AxeBuilder['include']>[0];

/** axe-core rule tags run by default: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const DEFAULT_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheckOptions {
  /** Only scan these elements (CSS selectors). Default: the whole page. */
  include?: AxeSelector | AxeSelector[];
  /** Skip these elements (CSS selectors), e.g. a third-party widget. */
  exclude?: AxeSelector | AxeSelector[];
  /** Rule ids not to run, e.g. ['color-contrast']; say why in the spec. */
  disableRules?: string[];
  /** axe tags to run instead of DEFAULT_AXE_TAGS; [] runs every rule, best practices included. */
  tags?: string[];
}

const MAX_NODES_LISTED = 5;

export function formatAxeViolations(violations: AxeViolation[], pageUrl: string): string {
  const lines = [`${violations.length} accessibility violation${violations.length === 1 ? '' : 's'} on ${pageUrl}:`];
  for (const violation of violations) {
    lines.push(
      '',
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, MAX_NODES_LISTED)) {
      lines.push(`  - ${node.target.map((t) => JSON.stringify(t)).join(' >>> ')}`);
      const html = node.html.replace(/\s+/g, ' ');
      lines.push(`    ${html.length > 160 ? `${html.slice(0, 157)}...` : html}`);
      for (const summaryLine of (node.failureSummary ?? '').split('\n').filter(Boolean)) {
        lines.push(`      ${summaryLine.trim()}`);
      }
    }
    if (violation.nodes.length > MAX_NODES_LISTED) {
      lines.push(`  … and ${violation.nodes.length - MAX_NODES_LISTED} more elements`);
    }
  }
  return lines.join('\n');
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Runs axe on the page as it is now and fails the test, listing the violations, if there are any. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  await test.step(
    'expect no axe violations',
    async () => {
      let builder = new AxeBuilder({ page });
      const tags = options.tags ?? DEFAULT_AXE_TAGS;
      if (tags.length > 0) builder = builder.withTags(tags);
      for (const selector of asList(options.include)) builder = builder.include(selector);
      for (const selector of asList(options.exclude)) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);

      const results = await builder.analyze();
      if (results.violations.length > 0) {
        await test.info().attach('axe-violations.json', {
          body: JSON.stringify(results.violations, null, 2),
          contentType: 'application/json',
        });
      }
      expect(
        results.violations.map((v) => v.id),
        formatAxeViolations(results.violations, page.url()),
      ).toEqual([]);
    },
    { box: true },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// storage

export interface SeedOptions {
  /**
   * false (default): seed once per tab (and origin), on the first page load; a reload keeps what the app wrote since.
   * true: write the entries again before every page load (reloads included).
   */
  everyNavigation?: boolean;
}

let seedCount = 0;

/**
 * Sets localStorage entries before the app boots (call it before `page.goto`). Strings are stored as they are; any
 * other value as JSON. Applies to the top frame of whatever origin the page loads.
 */
export async function seedLocalStorage(
  page: Page,
  entries: Record<string, unknown>,
  options: SeedOptions = {},
): Promise<void> {
  const items = Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  seedCount += 1;
  await page.addInitScript(
    ({ items, everyNavigation, marker }) => {
      if (window !== window.top) return;
      try {
        if (!everyNavigation) {
          // sessionStorage lives as long as the tab and survives reloads: it remembers that this tab was seeded.
          if (window.sessionStorage.getItem(marker) !== null) return;
          window.sessionStorage.setItem(marker, '1');
        }
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { items, everyNavigation: options.everyNavigation ?? false, marker: `__e2e_seeded_${seedCount}` },
  );
}

/**
 * The first element `locator` matches on the home page, brought into view: the page scrolls in short, even steps
 * until one has loaded, since lower blocks load only as they near the viewport (the default poll back-off would
 * wait seconds between scrolls).
 */
export async function scrollToFirst(page: Page, locator: Locator, timeout = 15_000): Promise<Locator> {
  await expect
    .poll(
      async () => {
        if ((await locator.count()) > 0) return true;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.9));
        return false;
      },
      { timeout, intervals: [150] },
    )
    .toBe(true);
  const first = locator.first();
  await first.scrollIntoViewIfNeeded();
  return first;
}

/** The first product on the home page that adds with one tap, brought into view. */
export function firstAddButton(page: Page): Promise<Locator> {
  return scrollToFirst(page, page.getByRole('button', { name: /^Add .+ to cart$/ }));
}

// ---------------------------------------------------------------------------------------------------------------
// viewports

/**
 * The two widths a screen is checked at: a phone, where a child route is a page of its own and the tab bar shows, and
 * a desktop, where it opens in a modal overlay over the home page (src/app/shell/ChildRoute.tsx).
 */
/**
 * Both widths run every journey whose layout changes between them: the desktop overlay against the phone's full page,
 * the options drawer against the dialog, the tab bar, grids and sticky bars, and every axe check of a screen. A journey
 * that a width does not change (the same form, the same calls, the same server rules) runs at one of them, chosen so
 * each screen is still walked at both somewhere in the suite: `if (viewport.name === 'phone') test(…)`. Running it
 * twice cost the suite its time budget and proved nothing more.
 */
export const viewports = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export type NamedViewport = (typeof viewports)[number];

/**
 * The link to the cart the shopper sees: the top bar's, or on a phone the tab bar's, which holds it there instead. The
 * one named with the count: a "View cart" beside the product page's "Added" is a link to the cart too.
 */
export const cartLink = (page: Page): Locator => page.locator('a[href="/cart"][aria-label]').filter({ visible: true }).first();

/** The end of the cart link's name for a count, whatever the merchant calls the cart ("Cart", "Basket"). */
export const cartCountName = (count: number) => new RegExp(`, ${count} ${count === 1 ? 'item' : 'items'}$`);

/** `read()` once it gives the same value two animation frames apart: a scroll or a layout that has stopped moving. */
export async function settled<Value>(page: Page, read: () => Promise<Value>, attempts = 60): Promise<Value> {
  let last = await read();
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  throw new Error(`Still changing after ${attempts} checks: last ${String(last)}`);
}
