import type { Page } from '@playwright/test';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { expect, test } from './support/fixtures';
import {
  calledId,
  exerciseInPage,
  expectClean,
  expectControlIntact,
  findingsNow,
  settleExercise,
  sweepPointer,
  watchPage,
  type Finding,
} from './support/xss-canary';
import { CONTROL_HTML, XSS_PAYLOADS, sentinelAttribute, withSentinel, type XssPayload } from '../fake-store/domain/xss-corpus';

/**
 * Merchant HTML never runs script. The production build on the simulator gets get-data rewritten (page.route) so
 * that the home layout is custom_html_block items carrying the XSS corpus (fake-store/domain/xss-corpus.ts), and the
 * footer's powered_by_zepio carries it too. The page is scrolled through until every payload has rendered; focusable
 * elements are focused, the mouse sweeps over the content, elements carrying an on* attribute get their events, and
 * every link and button is clicked (navigation blocked); then the canary must have recorded nothing and the rendered
 * HTML must hold no script, no on* attribute and no javascript:/data:text/html URL, while safe HTML and its links
 * survive. The canary and the inspection are e2e/support/xss-canary.ts.
 */

const CUSTOM_HTML = '[data-block="custom_html_block"]';
const FOOTER = '[data-testid="site-footer"]';
/** Payloads that leave the parser as they found it share a layout item, this many at a time. */
const PAYLOADS_PER_ITEM = 25;
/** Footer loads are whole page loads: cap them (each load renders the payloads the previous ones did not reach). */
const MAX_FOOTER_LOADS = 12;
/** The footer's share of the corpus is split into this many tests, so both workers can take them. */
const FOOTER_PARTS = 3;
/** A page of the app's origin without the app, for the tests of the canary itself. */
const SANDBOX_HTML = '<!doctype html><title>sandbox</title><main id="raw"></main>';

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
// the footer

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
    await settleExercise(page);
    findings.push(...(await findingsNow(page, FOOTER)));
  }
  return { watch, rendered, pending, findings, loads, clicked };
}

// ---------------------------------------------------------------------------------------------------------------

test.describe('merchant HTML cannot run script', () => {
  // Independent tests, and the corpus runs are the slow ones: let both workers take them.
  test.describe.configure({ mode: 'parallel' });
  // The hostile store is made in the browser, by rewriting get-data's answer (watchPage): a page the server rendered
  // brings the seeded store's answer with it and asks for none, so these pages keep their head alone.
  test.use({ serverBodies: false });

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
    await settleExercise(page);
    const fired = () => new Set(watch.calls.map(calledId).filter((id) => id !== undefined));
    const kinds = () => [...new Set(watch.calls.map((call) => call.kind))];
    test.info().annotations.push({ type: 'live payloads', description: `${fired().size} of ${XSS_PAYLOADS.length} fired unsanitised` });
    await expect.poll(kinds).toEqual(expect.arrayContaining(['__xss', 'alert', 'confirm', 'prompt', 'print']));
    await expect.poll(() => fired().size).toBeGreaterThanOrEqual(Math.floor(XSS_PAYLOADS.length / 2));
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
    await settleExercise(page);

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
