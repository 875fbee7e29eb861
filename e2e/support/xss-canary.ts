/**
 * The XSS canary for end-to-end specs that render merchant HTML (e2e/xss.spec.ts, e2e/reviews-and-pages.spec.ts):
 * proof that no script ran, from every frame, and that the rendered HTML holds nothing that could run. The payloads
 * themselves are in fake-store/domain/xss-corpus.ts; every one calls the canary with its own id, so a failure names the payload.
 *
 *   const watch = await watchPage(page);                      // before the first goto
 *   await page.goto(url); watch.arm();                         // from here a top-level navigation is a finding
 *   const result = await page.evaluate(exerciseInPage, { targets: [{ selector, sentinels: [] }], timeoutMs, sentinelAttribute });
 *   await sweepPointer(page, selector); await settleExercise(page);
 *   expectClean(watch, [...result.findings, ...(await findingsNow(page, selector))]);
 *   await expectControlIntact(page, selector);
 *
 * In the test
 *   watchPage(page, siteData?)             installs the canary in every frame (__xss, alert, confirm, prompt and print
 *                                          record instead of acting; links and forms are held unless their URL would
 *                                          run script), records native dialogs and popups, aborts requests to other
 *                                          hosts, clears localStorage on each load, rewrites get-data through
 *                                          `siteData`, and once armed aborts and records top-level navigations
 *   sweepPointer(page, selector, screens?) real mouse strokes over the roots, screen by screen, then a few Tabs
 *   settleExercise(page)                   waits until what the exercise and the pointer set off has had its turn
 *   findingsNow(page, selector)            the DOM inspection alone, after the page has settled
 *   expectClean(watch, findings)           no canary call, no finding, no navigation, no popup (each failure described)
 *   expectControlIntact(page, root)        CONTROL_HTML's links and bold text survived sanitising
 *   calledId(call)                         the payload id a canary call carries
 * In the page (pass to page.evaluate)
 *   exerciseInPage({ targets, timeoutMs, sentinelAttribute, interact? })   scrolls each target into being, inspects
 *                                          it, focuses, sends on* elements their events, clicks every link and button
 */
import type { Page, Route } from '@playwright/test';
import type { SiteData } from '@/api/schemas/site.schema';
import { expect } from './fixtures';
import { payloadById, sentinelAttribute } from '../../fake-store/domain/xss-corpus';

// ---------------------------------------------------------------------------------------------------------------
// the canary

/** A call of the canary (or a native dialog that opened anyway), as the frame that made it reported it. */
export interface CanaryCall {
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

export interface Watch {
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
export async function watchPage(page: Page, siteData?: (data: SiteData) => SiteData): Promise<Watch> {
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
export function calledId(call: CanaryCall): number | undefined {
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
// in the page: render, poke, inspect

export interface Target {
  /** CSS selector of the root element. */
  selector: string;
  /** Sentinel ids that must be rendered inside it before it counts as rendered. */
  sentinels: number[];
}

export interface Finding {
  root: string;
  /** The payload whose sentinel precedes the element, if any. */
  payloadId: number | null;
  problem: string;
  html: string;
}

export interface ExerciseResult {
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
export async function exerciseInPage({
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
  /** Resolves once the tasks queued so far (a javascript: navigation a click queued, say) have run. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
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
      if (startsScriptNavigation(element)) await nextTask();
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
      // Looked at again once the page has rendered what the scroll brought near.
      await frame();
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
export async function findingsNow(page: Page, selector: string): Promise<Finding[]> {
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
export async function sweepPointer(page: Page, selector: string, maxScreens = 8): Promise<void> {
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

let settleProbes = 0;

/**
 * Waits until what the exercise and the pointer set off has had its turn, so that the verdict read next can fail.
 * Handlers of dispatched events and real input have run already (synchronously, their canary calls reported before
 * the call that dispatched them returns); then, in the page: a timer set now runs after the timers already due (a
 * payload's setTimeout), two rendering steps dispatch the animation and transition events, and an image asked for
 * now fails after a round trip to the server, queued behind the payloads' own images (their error and load handlers)
 * and after the javascript: navigations the clicks queued.
 */
export async function settleExercise(page: Page): Promise<void> {
  settleProbes += 1;
  await page.evaluate(async (probeUrl) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let step = 0; step < 2; step += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => {
      const probe = new Image();
      probe.onload = probe.onerror = resolve;
      probe.src = probeUrl;
    });
  }, `/__xss-settle-probe.png?${settleProbes}`);
}

export async function expectControlIntact(page: Page, root: string): Promise<void> {
  const control = page.locator(`${root} [data-xss-control]`).first();
  await expect(control.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/page/about');
  await expect(control.locator('b')).toHaveText('bold');
  const external = control.getByRole('link', { name: 'Our menu' });
  await expect(external).toHaveAttribute('href', 'https://example.com/menu');
  await expect(external).toHaveAttribute('rel', /noopener/);
}

export function expectClean(watch: Watch, findings: Finding[]): void {
  expect(watch.calls, `the canary was called:\n${describeCalls(watch.calls)}`).toEqual([]);
  expect(findings, `executable markup survived sanitising:\n${describeFindings(findings)}`).toEqual([]);
  expect(watch.navigations, 'merchant HTML navigated the page').toEqual([]);
  expect(watch.popups, 'merchant HTML opened windows').toEqual([]);
}
