import type { Page, Route } from '@playwright/test';
import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';
import { expect, test } from './support/fixtures';
import { CONTROL_HTML, XSS_PAYLOADS, payloadById, sentinelAttribute, withSentinel, type XssPayload } from './support/xss-corpus';

/**
 * Merchant HTML never runs script. The production build on the simulator gets get-data rewritten (page.route) so
 * that the home layout is custom_html_block items carrying the XSS corpus (e2e/support/xss-corpus.ts), and the
 * footer's powered_by_zepio carries it too. The page is scrolled through until every payload has rendered; focusable
 * elements are focused, the mouse sweeps over the content, elements carrying an on* attribute get their events, and
 * every link and button is clicked (navigation blocked); then the canary must have recorded nothing and the rendered
 * HTML must hold no script, no on* attribute and no javascript:/data:text/html URL, while safe HTML and its links
 * survive.
 */

const CUSTOM_HTML = '[data-block="custom_html_block"]';
const FOOTER = '[data-testid="site-footer"]';
/** Payloads that leave the parser as they found it share a layout item, this many at a time. */
const PAYLOADS_PER_ITEM = 25;
/** Footer loads are whole page loads: cap them (each load renders the payloads the previous ones did not reach). */
const MAX_FOOTER_LOADS = 12;
/** The footer's share of the corpus is split into this many tests, so both workers can take them. */
const FOOTER_PARTS = 3;
const SETTLE_MS = 600;
/** A page of the app's origin without the app, for the tests of the canary itself. */
const SANDBOX_HTML = '<!doctype html><title>sandbox</title><main id="raw"></main>';

// ---------------------------------------------------------------------------------------------------------------
// the canary

interface CanaryCall {
  kind: string;
  args: string[];
  /** The document that made the call. */
  url: string;
}

/** Runs first in every frame: defines the canary and makes alert/confirm/prompt/print record instead of block. */
function canaryInitScript() {
  type Report = (call: { kind: string; args: string[]; url: string }) => void;
  const w = window as unknown as { __xssReport?: Report };
  const describe = (value: unknown) => {
    try {
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    } catch {
      return '?';
    }
  };
  const record = (kind: string, args: unknown[]) => {
    // The binding reaches the test from every frame, opaque-origin ones included.
    w.__xssReport?.({ kind, args: args.map(describe), url: location.href });
  };
  const fixed = (name: string, value: unknown) =>
    Object.defineProperty(window, name, { value, writable: false, configurable: false, enumerable: false });
  fixed('__xss', (...args: unknown[]) => record('__xss', args));
  fixed('alert', (...args: unknown[]) => record('alert', args));
  fixed('confirm', (...args: unknown[]) => (record('confirm', args), false));
  fixed('prompt', (...args: unknown[]) => (record('prompt', args), null));
  fixed('print', (...args: unknown[]) => record('print', args));

  // Links in merchant HTML must not take the page away while the test clicks them; a link or form whose URL (as the
  // browser resolves it) is javascript:, vbscript: or data: is let through, so one that survived sanitising gets its
  // chance to run (and be caught).
  const runsScript = (url: string | undefined) => {
    try {
      return url !== undefined && url !== '' && ['javascript:', 'vbscript:', 'data:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  };
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href], area[href]') as HTMLAnchorElement | HTMLAreaElement | null | undefined;
      const submitter = target?.closest('button, input') as HTMLButtonElement | HTMLInputElement | null | undefined;
      if (link) {
        if (runsScript(link.href)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      } else if (submitter?.form && !runsScript(submitter.hasAttribute('formaction') ? submitter.formAction : submitter.form.action)) {
        event.preventDefault();
      }
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      if (!runsScript(submitter?.hasAttribute('formaction') ? submitter.formAction : form?.action)) event.preventDefault();
    },
    true,
  );
}

interface Watch {
  /** Canary calls from any frame, and native dialogs that opened anyway. */
  calls: CanaryCall[];
  /** Top-level navigations after the page had loaded (aborted). */
  navigations: string[];
  popups: string[];
  /** Arms the navigation guard: from now on a navigation of the main frame is recorded and aborted. */
  arm(): void;
  disarm(): void;
}

const isLocalHost = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/**
 * Installs the canary, the dialog and popup watch, and one route for every request: other hosts are aborted (the
 * machine has no network, and a payload must not make the test wait on one), get-data goes through `siteData`, and
 * once armed, top-level navigations are aborted and recorded.
 */
async function watchPage(page: Page, siteData?: (data: SiteData) => SiteData): Promise<Watch> {
  let armed = false;
  const watch: Watch = {
    calls: [],
    navigations: [],
    popups: [],
    arm: () => {
      armed = true;
    },
    disarm: () => {
      armed = false;
    },
  };
  await page.exposeBinding('__xssReport', (_source, call: CanaryCall) => {
    watch.calls.push(call);
  });
  await page.addInitScript(canaryInitScript);
  // Each load starts from the network's answer, not from the copy of the last load's settings kept in storage.
  await page.addInitScript(() => {
    try {
      if (window === window.top) localStorage.clear();
    } catch {
      // opaque origins have no storage
    }
  });
  page.on('dialog', (dialog) => {
    watch.calls.push({ kind: `native ${dialog.type()}`, args: [dialog.message()], url: page.url() });
    dialog.dismiss().catch(() => undefined);
  });
  page.on('popup', (popup) => {
    watch.popups.push(popup.url());
    popup.close().catch(() => undefined);
  });
  await page.route('**/*', async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (!isLocalHost(url)) return route.abort('blockedbyclient');
    if (armed && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      watch.navigations.push(request.url());
      return route.abort('blockedbyclient');
    }
    if (siteData && url.pathname === '/api/get-data') {
      const response = await route.fetch();
      if (!response.ok()) return route.fulfill({ response });
      return route.fulfill({ response, json: siteData((await response.json()) as SiteData) });
    }
    return route.fallback();
  });
  return watch;
}

/** The payload id a canary call carries: the first number among its arguments (`__xss\`7\`` passes ["7"]). */
function calledId(call: CanaryCall): number | undefined {
  const digits = /\d+/.exec(call.args.join(' '))?.[0];
  return digits === undefined ? undefined : Number(digits);
}

function describeCalls(calls: CanaryCall[]): string {
  return calls
    .map((call) => {
      const id = calledId(call);
      const payload = id === undefined ? undefined : payloadById(id);
      const source = payload ? ` <- payload #${payload.id} (${payload.category}): ${payload.html.slice(0, 160)}` : '';
      return `  ${call.kind}(${call.args.join(', ')}) in ${call.url}${source}`;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// get-data rewriting

const POWERED_BY = 'powered_by_zepio';
const FIRST_ITEM_ID = 70001;

interface CorpusItem {
  id: number;
  payloadIds: number[];
  html: string;
}

/** The corpus as layout items: each isolated payload alone, the others PAYLOADS_PER_ITEM at a time. */
function corpusItems(): CorpusItem[] {
  const groups: XssPayload[][] = [];
  let batch: XssPayload[] = [];
  for (const payload of XSS_PAYLOADS) {
    if (payload.isolated) {
      groups.push([payload]);
      continue;
    }
    batch.push(payload);
    if (batch.length === PAYLOADS_PER_ITEM) {
      groups.push(batch);
      batch = [];
    }
  }
  if (batch.length > 0) groups.push(batch);
  // The control first, in an item of its own.
  return [
    { id: FIRST_ITEM_ID, payloadIds: [], html: CONTROL_HTML },
    ...groups.map((group, index) => ({
      id: FIRST_ITEM_ID + index + 1,
      payloadIds: group.map((payload) => payload.id),
      html: group.map(withSentinel).join(''),
    })),
  ];
}

/** custom_html_block items shaped like the simulator's own one (its settings and any other data fields kept). */
function customHtmlLayout(original: LayoutItem[], items: CorpusItem[]): LayoutItem[] {
  const template = original.find((item) => item.code === 'custom_html_block');
  const templateData = template?.data && typeof template.data === 'object' ? template.data : {};
  return items.map((item, index) => ({
    id: item.id,
    code: 'custom_html_block',
    type: 'designElement',
    data: { ...templateData, html: item.html },
    settings: template?.settings ?? { show_on_mobile: true, show_on_desktop: true },
    position: (index + 1) * 10,
    uniqueId: null,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// in the page: render, poke, inspect

interface Target {
  /** CSS selector of the root element. */
  selector: string;
  /** Sentinel ids that must be rendered inside it before it counts as rendered. */
  sentinels: number[];
}

interface Finding {
  root: string;
  /** The payload whose sentinel precedes the element, if any. */
  payloadId: number | null;
  problem: string;
  html: string;
}

interface ExerciseResult {
  /** Roots not rendered (with every sentinel) before the time limit. */
  missing: string[];
  findings: Finding[];
  elements: number;
  clicked: number;
}

/**
 * Runs in the page (self-contained). For each target in order: scrolls until it exists and shows all its sentinels
 * (lazy blocks load when scrolled near), inspects its DOM for anything executable, then focuses its focusable
 * elements, sends the elements carrying an on* attribute their events, and clicks every link and button in it.
 */
async function exerciseInPage({
  targets,
  timeoutMs,
  sentinelAttribute,
  interact = true,
}: {
  targets: Target[];
  timeoutMs: number;
  sentinelAttribute: string;
  /** false: inspect only. */
  interact?: boolean;
}): Promise<ExerciseResult> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const deadline = performance.now() + timeoutMs;
  const result: ExerciseResult = { missing: [], findings: [], elements: 0, clicked: 0 };

  const rendered = (target: Target) => {
    const root = document.querySelector(target.selector);
    return root !== null && target.sentinels.every((id) => root.querySelector(`[${sentinelAttribute}="${id}"]`) !== null);
  };

  // --- inspection
  const forbiddenTags = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'portal', 'handler']);
  // eslint-disable-next-line no-control-regex -- browsers skip control characters and spaces in a URL's scheme
  const strip = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/g, '').toLowerCase();
  const scriptUrl = /^(javascript|vbscript|livescript):|^data:(text\/html|application\/xhtml|text\/xml|application\/xml|text\/javascript|application\/javascript)/;
  const containsScriptUrl = /(javascript|vbscript|livescript):|data:(text\/html|application\/xhtml|image\/svg)/;
  /** Attributes whose value is (or holds) a URL, or that animate one into place. */
  const urlAttributes = new Set(['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'lowsrc', 'dynsrc', 'codebase', 'cite', 'ping', 'longdesc', 'usemap', 'manifest', 'icon', 'to', 'from', 'values', 'by', 'content']);
  const mediaTags = new Set(['img', 'image', 'video', 'audio', 'source', 'track', 'picture']);

  function inspect(root: Element, rootName: string) {
    let payloadId: number | null = null;
    const report = (element: Element, problem: string) =>
      result.findings.push({ root: rootName, payloadId, problem, html: element.outerHTML.slice(0, 200) });
    const visit = (parent: ParentNode) => {
      for (const element of Array.from(parent.children)) {
        result.elements += 1;
        const sentinel = element.getAttribute(sentinelAttribute);
        if (sentinel !== null) payloadId = Number(sentinel);
        const tag = element.localName.toLowerCase();
        if (forbiddenTags.has(tag)) report(element, `<${tag}> element`);
        if (tag === 'style' && /javascript:|expression\s*\(|-moz-binding|behavior\s*:/i.test(element.textContent ?? '')) {
          report(element, '<style> with script');
        }
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          const value = strip(attribute.value);
          if (name.startsWith('on')) report(element, `${name} attribute`);
          else if (name === 'srcdoc') report(element, 'srcdoc attribute');
          else if (name === 'style' && /javascript:|expression\(|-moz-binding|behavior:/.test(value)) report(element, 'style attribute with script');
          else if (scriptUrl.test(value) && !(mediaTags.has(tag) && value.startsWith('data:image/'))) report(element, `${name}="${attribute.value.slice(0, 60)}"`);
          else if (urlAttributes.has(name) && containsScriptUrl.test(value) && !(mediaTags.has(tag) && value.startsWith('data:image/'))) {
            report(element, `${name}="${attribute.value.slice(0, 60)}"`);
          }
        }
        if (element instanceof HTMLTemplateElement) visit(element.content);
        if (element.shadowRoot) visit(element.shadowRoot);
        visit(element);
      }
    };
    visit(root);
  }

  // --- interaction
  const events = [
    'mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'mouseout', 'mouseleave', 'dblclick', 'auxclick',
    'contextmenu', 'pointerover', 'pointerenter', 'pointerdown', 'pointerup', 'pointermove', 'pointerout',
    'pointerleave', 'focus', 'focusin', 'blur', 'focusout', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input',
    'change', 'select', 'toggle', 'beforetoggle', 'load', 'error', 'scroll', 'scrollend', 'wheel', 'copy', 'cut',
    'paste', 'drag', 'dragstart', 'dragend', 'dragenter', 'dragover', 'dragleave', 'drop', 'touchstart', 'touchend',
    'animationstart', 'animationend', 'transitionend', 'begin', 'end', 'play', 'pause', 'ended', 'loadstart',
    'submit', 'reset', 'invalid', 'show', 'cancel', 'close', 'start', 'finish',
  ];
  /** Whether clicking the element would start a javascript:/vbscript:/data: navigation (a link, a form submit). */
  const startsScriptNavigation = (element: Element) => {
    const link = element.closest('a, area');
    const form = element.closest('form');
    const url =
      link?.getAttribute('href') ??
      link?.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ??
      element.getAttribute('formaction') ??
      form?.getAttribute('action') ??
      '';
    return /^(javascript|vbscript|data):/.test(strip(url));
  };
  const focusable = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]';
  async function poke(root: Element) {
    const elements = Array.from(root.querySelectorAll('*'));
    for (const element of root.querySelectorAll(focusable)) {
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus({ preventScroll: true });
    }
    // Markup can only attach a handler through an on* attribute, so the elements carrying one get the events: their
    // own and the common ones. (Sending every event to every element costs seconds on the deeply nested payloads.)
    for (const element of elements) {
      const own = element.getAttributeNames().filter((name) => /^on/i.test(name)).map((name) => name.slice(2).toLowerCase());
      if (own.length === 0) continue;
      for (const type of new Set([...own, ...events])) element.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
    }
    for (const element of elements) {
      const html = element.matches('a[href], area[href], button, input[type="submit"], input[type="image"], summary') && element instanceof HTMLElement;
      const svgLink = element instanceof SVGElement && element.closest('a') !== null;
      if (!html && !svgLink) continue;
      if (html) element.click();
      else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      result.clicked += 1;
      // A javascript: navigation runs in a task of its own, and the next navigation would cancel it: let it run.
      if (startsScriptNavigation(element)) await sleep(20);
    }
  }

  for (const target of targets) {
    for (;;) {
      const root = document.querySelector(target.selector);
      if (rendered(target)) {
        (root as Element).scrollIntoView({ block: 'center' });
        await frame();
        break;
      }
      if (performance.now() > deadline) break;
      if (root) root.scrollIntoView({ block: 'center' });
      else window.scrollBy(0, window.innerHeight);
      await sleep(25);
    }
    if (!rendered(target)) {
      result.missing.push(target.selector);
      continue;
    }
    for (const root of Array.from(document.querySelectorAll(target.selector))) {
      inspect(root, target.selector);
      if (interact) await poke(root);
    }
  }
  return result;
}

/** The DOM inspection alone (after the page has settled), of every root matching `selector`. */
async function findingsNow(page: Page, selector: string): Promise<Finding[]> {
  const result = await page.evaluate(exerciseInPage, { targets: [{ selector, sentinels: [] }], timeoutMs: 0, sentinelAttribute, interact: false });
  return result.findings;
}

function describeFindings(findings: Finding[]): string {
  return findings
    .map((finding) => {
      const payload = finding.payloadId === null ? undefined : payloadById(finding.payloadId);
      const source = payload ? `payload #${payload.id} (${payload.category}) ${payload.html.slice(0, 120)}` : 'no payload';
      return `  ${finding.problem} in ${finding.root}, after ${source}\n      rendered: ${finding.html}`;
    })
    .join('\n');
}

/**
 * Real pointer and keyboard input on top of the synthetic events: scrolls over the roots matching `selector`, at most
 * `maxScreens` stops spread evenly, sweeping the mouse across each screen, then tabs through a few elements.
 */
async function sweepPointer(page: Page, selector: string, maxScreens = 8): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const span = await page.evaluate((rootSelector) => {
    const boxes = Array.from(document.querySelectorAll(rootSelector), (root) => root.getBoundingClientRect());
    if (boxes.length === 0) return null;
    return { top: Math.min(...boxes.map((b) => b.top)) + scrollY, bottom: Math.max(...boxes.map((b) => b.bottom)) + scrollY };
  }, selector);
  if (!span) return;
  const stride = Math.max(viewport.height, (span.bottom - span.top) / maxScreens);
  for (let top = span.top; top < span.bottom; top += stride) {
    const scrolled = await page.evaluate((y) => (scrollTo(0, y), scrollY), top);
    const from = Math.max(0, span.top - scrolled);
    const to = Math.min(viewport.height, span.bottom - scrolled);
    // One diagonal stroke per screen: the events on every element are sent in the page already.
    await page.mouse.move(4, from + 1);
    await page.mouse.move(viewport.width - 4, to - 1, { steps: 2 });
  }
  for (let index = 0; index < 3; index += 1) await page.keyboard.press('Tab');
}

async function expectControlIntact(page: Page, root: string): Promise<void> {
  const control = page.locator(`${root} [data-xss-control]`).first();
  await expect(control.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/page/about');
  await expect(control.locator('b')).toHaveText('bold');
  const external = control.getByRole('link', { name: 'Our menu' });
  await expect(external).toHaveAttribute('href', 'https://example.com/menu');
  await expect(external).toHaveAttribute('rel', /noopener/);
}

function expectClean(watch: Watch, findings: Finding[]): void {
  expect(watch.calls, `the canary was called:\n${describeCalls(watch.calls)}`).toEqual([]);
  expect(findings, `executable markup survived sanitising:\n${describeFindings(findings)}`).toEqual([]);
  expect(watch.navigations, 'merchant HTML navigated the page').toEqual([]);
  expect(watch.popups, 'merchant HTML opened windows').toEqual([]);
}

/**
 * The corpus dealt into FOOTER_PARTS parts for the footer. Isolated payloads are dealt out evenly (each one that turns
 * what follows into text costs its part another load) and come last, so the first load renders the self-contained
 * payloads and the later loads stay small.
 */
function footerParts(): XssPayload[][] {
  const parts: XssPayload[][] = Array.from({ length: FOOTER_PARTS }, () => []);
  const deal = (payloads: XssPayload[]) => payloads.forEach((payload, index) => parts[index % FOOTER_PARTS]?.push(payload));
  deal(XSS_PAYLOADS.filter((payload) => !payload.isolated));
  deal(XSS_PAYLOADS.filter((payload) => payload.isolated));
  return parts;
}

/**
 * Puts `payloads` in the footer, one page load after another. A payload that opens a comment, <plaintext>, a raw-text
 * element, ... turns what follows it into text: the payloads not rendered as markup go again in the next load.
 */
async function runFooterPart(page: Page, payloads: XssPayload[]) {
  let footerHtml = '';
  const watch = await watchPage(page, (data) => ({ ...data, layout: [], settings: { ...data.settings, [POWERED_BY]: footerHtml } }));
  const rendered: number[] = [];
  const findings: Finding[] = [];
  let pending = payloads;
  let loads = 0;
  let clicked = 0;
  while (pending.length > 0 && loads < MAX_FOOTER_LOADS) {
    loads += 1;
    const batch = pending;
    footerHtml = CONTROL_HTML + batch.map(withSentinel).join('');
    watch.disarm();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator(`${FOOTER} [${sentinelAttribute}="${(batch[0] as XssPayload).id}"]`)).toBeAttached({ timeout: 10_000 });
    watch.arm();
    await expectControlIntact(page, FOOTER);
    const present = await page.evaluate(
      ({ ids, footer, attribute }) => ids.filter((id) => document.querySelector(`${footer} [${attribute}="${id}"]`) !== null),
      { ids: batch.map((payload) => payload.id), footer: FOOTER, attribute: sentinelAttribute },
    );
    rendered.push(...present);
    pending = batch.filter((payload) => !present.includes(payload.id));

    const result = await page.evaluate(exerciseInPage, { targets: [{ selector: FOOTER, sentinels: [] }], timeoutMs: 2000, sentinelAttribute });
    findings.push(...result.findings);
    clicked += result.clicked;
    // The real pointer on the first load; later loads get the synthetic events (above) on what they newly render.
    if (loads === 1) await sweepPointer(page, FOOTER);
    await page.waitForTimeout(loads === 1 ? SETTLE_MS : 150);
    findings.push(...(await findingsNow(page, FOOTER)));
  }
  await page.waitForTimeout(SETTLE_MS);
  return { watch, rendered, pending, findings, loads, clicked };
}

// ---------------------------------------------------------------------------------------------------------------

test.describe('merchant HTML cannot run script', () => {
  // Independent tests, and the corpus runs are the slow ones: let both workers take them.
  test.describe.configure({ mode: 'parallel' });

  test(`the corpus holds ${XSS_PAYLOADS.length} distinct payloads, every one in a layout item and a footer part`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.html)).size).toBe(XSS_PAYLOADS.length);
    const everyId = XSS_PAYLOADS.map((payload) => payload.id);
    expect(corpusItems().flatMap((item) => item.payloadIds).sort((a, b) => a - b)).toEqual(everyId);
    expect(footerParts().flat().map((payload) => payload.id).sort((a, b) => a - b)).toEqual(everyId);
  });

  test('the canary records calls from the page and from frames (so this spec can fail)', async ({ page }) => {
    const watch = await watchPage(page);
    await page.route('**/__xss-sandbox', (route) => route.fulfill({ contentType: 'text/html', body: SANDBOX_HTML }));
    await page.goto('/__xss-sandbox');
    await page.evaluate(() => (window as unknown as { __xss: (id: number) => void }).__xss(0));
    await page.evaluate(() => {
      const main = document.getElementById('raw') as HTMLElement;
      // A same-origin frame, and an opaque-origin one: the init script and the binding reach both.
      main.innerHTML = `<iframe srcdoc="<script>__xss(-1)</script>"></iframe><iframe src="data:text/html,<script>alert(-2)</script>"></iframe>`;
    });
    await expect
      .poll(() => watch.calls.map((call) => `${call.kind}(${call.args.join()})`).sort())
      .toEqual(['__xss(-1)', '__xss(0)', 'alert(-2)']);
  });

  test('the corpus is live: unsanitised, its payloads do call the canary', async ({ page }) => {
    const watch = await watchPage(page);
    await page.route('**/__xss-sandbox', (route) => route.fulfill({ contentType: 'text/html', body: SANDBOX_HTML }));
    await page.goto('/__xss-sandbox');
    watch.arm();
    // Straight into the DOM, no sanitiser: each payload in a container of its own.
    await page.evaluate(
      ({ payloads }) => {
        const main = document.getElementById('raw') as HTMLElement;
        for (const payload of payloads) {
          const container = document.createElement('section');
          container.id = `raw-${payload.id}`;
          container.innerHTML = payload.html;
          main.append(container);
        }
      },
      { payloads: XSS_PAYLOADS.map(({ id, html }) => ({ id, html })) },
    );
    await page.evaluate(exerciseInPage, { targets: [{ selector: '#raw', sentinels: [] }], timeoutMs: 1000, sentinelAttribute });
    await page.waitForTimeout(SETTLE_MS);
    const fired = new Set(watch.calls.map(calledId).filter((id) => id !== undefined));
    const kinds = new Set(watch.calls.map((call) => call.kind));
    test.info().annotations.push({ type: 'live payloads', description: `${fired.size} of ${XSS_PAYLOADS.length} fired unsanitised` });
    expect([...kinds]).toEqual(expect.arrayContaining(['__xss', 'alert', 'confirm', 'prompt', 'print']));
    expect(fired.size).toBeGreaterThanOrEqual(Math.floor(XSS_PAYLOADS.length / 2));
  });

  test('custom_html_block: the whole corpus renders inert, safe HTML stays', async ({ page }) => {
    test.setTimeout(45_000);
    const items = corpusItems();
    const watch = await watchPage(page, (data) => ({
      ...data,
      layout: customHtmlLayout(data.layout, items),
      settings: { ...data.settings, [POWERED_BY]: CONTROL_HTML },
    }));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator(CUSTOM_HTML).first()).toBeAttached({ timeout: 10_000 });
    watch.arm();

    const result = await page.evaluate(exerciseInPage, {
      targets: items.map((item) => ({ selector: `${CUSTOM_HTML}[data-block-id="${item.id}"]`, sentinels: item.payloadIds })),
      timeoutMs: 20_000,
      sentinelAttribute,
    });
    expect(result.missing, 'these custom_html_block items never rendered all their payloads').toEqual([]);
    test.info().annotations.push({
      type: 'exercised',
      description: `${items.length} items, ${result.elements} elements inspected, ${result.clicked} links and buttons clicked`,
    });
    await sweepPointer(page, CUSTOM_HTML);
    await page.waitForTimeout(SETTLE_MS);

    const settled = await findingsNow(page, CUSTOM_HTML);
    expectClean(watch, [...result.findings, ...settled]);
    await expectControlIntact(page, CUSTOM_HTML);
    await expectControlIntact(page, FOOTER);
  });

  footerParts().forEach((part, index) => {
    test(`footer powered_by_zepio, part ${index + 1} of ${FOOTER_PARTS}: the corpus renders inert, safe HTML stays`, async ({ page }) => {
      test.setTimeout(45_000);
      const result = await runFooterPart(page, part);
      test.info().annotations.push({
        type: 'exercised',
        description: `${part.length} payloads in ${result.loads} footer loads; ${result.clicked} links and buttons clicked`,
      });
      expect(result.pending.map((payload) => payload.id), `not rendered as markup within ${MAX_FOOTER_LOADS} loads`).toEqual([]);
      expect(result.rendered.sort((x, y) => x - y)).toEqual(part.map((payload) => payload.id).sort((x, y) => x - y));
      expectClean(result.watch, result.findings);
    });
  });
});
