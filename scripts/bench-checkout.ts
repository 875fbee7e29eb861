/**
 * Checkout and the order screens' figures for `npm run bench` (issue 18): the production build served by the simulator
 * in this process, with the seeded store (no scenario).
 *
 *   The checkout screen's own JavaScript, gzip -9 (target ≤ 30 KB; Razorpay's script is not in it: it loads when paying)
 *   Each order screen's own JavaScript (confirmation, tracking, my orders, rating), gzip -9 (target ≤ 25 KB each)
 *   Lighthouse accessibility (mobile), median of 3, on /checkout (a guest with a cart) and /track-order/{id} (that
 *   guest's paid order): target 100
 *   Pressing Place order to the confirmation painted, the bank step excluded (Chromium, median of 20)
 */
import type { Browser, Page } from '@playwright/test';
import type { Measurement, MeasurementResult } from './bench';
import { registerCustomer, signedInStorage, type Customer } from './bench-account';
import { lighthouseMeasurement, lighthouseOnPages, machineLoad, oncePerRun, screenJavaScriptMeasurement, settle, withSimulatorAndChromium, medianTimingResult, type LighthousePage, type TimedSamples } from './bench-screens';
import { seedFacts } from '../fake-store/domain/seed-facts';

const ORDER_ROUTES = ['/order-placed/:order_id', '/track-order/:order_id', '/account/my-orders', '/account/my-orders/reviews/:order_id'] as const;

const LIGHTHOUSE_PAGES = [
  { key: 'checkout', path: '/checkout', label: 'Checkout (a guest with a cart)' },
  { key: 'track-order', path: '/track-order', label: 'Order tracking (a paid order)' },
] as const satisfies readonly LighthousePage[];

const TARGETS = { checkoutJsGzipBytes: 30 * 1024, screenJsGzipBytes: 25 * 1024, accessibility: 100 } as const;

/** Orders timed from Place order to the confirmation. */
const ORDERS_TIMED = 20;
/** A postal code the default branch delivers to (fake-store/domain/seed-places.ts). */
const DELIVERABLE = { line1: '500 East Capitol Avenue', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' } as const;

type Caller = { token: string } | { guestId: string };

/** One API call as the storefront's client makes it (src/api/client.ts), failing on a status other than `expected`. */
async function call<Answer>(origin: string, caller: Caller, method: string, path: string, body: unknown, expected: number, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, origin);
  url.searchParams.set('branch_id', '1');
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...('token' in caller ? { authorization: `Bearer ${caller.token}` } : { 'guest-id': caller.guestId }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Answer;
}

/** Puts the seeded product without options in the caller's cart. */
const addPlainProduct = (origin: string, caller: Caller) =>
  call(origin, caller, 'POST', '/api/cart/add', { product_id: seedFacts.productWithoutOptionsId, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} }, 201);

interface PlacedAnswer {
  data: { id: number | string; total: number; tracking_token: string | null };
  payment: { key_id: string; gateway_order_id: string } | null;
}

/** A guest with a cart, whose order is placed and paid as the stand-in's bank would pay it. */
async function guestWithPaidOrder(origin: string): Promise<{ guestId: string; orderId: string; token: string | null }> {
  const guest = { guestId: crypto.randomUUID() };
  const cart = await addPlainProduct(origin, guest).then(() => call<{ total: number }>(origin, guest, 'GET', '/api/get-cart', undefined, 200));
  const placed = await call<PlacedAnswer>(
    origin,
    guest,
    'POST',
    '/api/place-order',
    {
      contact: { name: 'Bench Guest', phone: '+1 555 0142', email: 'bench-guest@example.com' },
      address: { label: 'Home', name: 'Bench Guest', phone: '+1 555 0142', line2: null, ...DELIVERABLE },
      payment_method: 'razorpay',
      wallet_amount: 0,
      expected_total: cart.total,
    },
    201,
    { 'idempotency-key': crypto.randomUUID() },
  );
  if (!placed.payment) throw new Error('place-order answered no card payment for a guest');
  // The simulated bank pays it as the stand-in's Success would (fake-store/domain/razorpay-bank.ts), outside any page.
  const bank = await fetch(new URL('/sim-razorpay/pay', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key_id: placed.payment.key_id, order_id: placed.payment.gateway_order_id, choice: 'success' }),
  });
  if (!bank.ok) throw new Error(`the simulated bank answered ${bank.status}: ${await bank.text()}`);
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = (await bank.json()) as Record<string, string>;
  await call(origin, guest, 'POST', '/api/razorpay/process-payment', { order_id: placed.data.id, razorpay_payment_id, razorpay_order_id, razorpay_signature }, 200);
  return { guestId: guest.guestId, orderId: String(placed.data.id), token: placed.data.tracking_token };
}

const lighthouseFigures = lighthouseOnPages(LIGHTHOUSE_PAGES, async (origin, page) => {
  if (page.key === 'checkout') {
    const guestId = crypto.randomUUID();
    await addPlainProduct(origin, { guestId });
    return { localStorage: { guest_id: guestId } };
  }
  const { guestId, orderId } = await guestWithPaidOrder(origin);
  return { localStorage: { guest_id: guestId }, path: `/track-order/${orderId}` };
});

// ---------------------------------------------------------------------------------------------------------------
// Place order to the confirmation

/**
 * In the page: when Place order was pressed (the click, capture phase), when the bank window showed, when its Success
 * was pressed, and the first frame painted after the confirmation's heading is in the DOM. The bank step (from the
 * window showing to Success pressed) is the shopper's own time and is left out.
 */
function watchPlaceOrderToConfirmation(): void {
  const marks: { pressed?: number; bankShown?: number; bankDone?: number; painted?: number } = {};
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      const name = button?.textContent?.trim() ?? '';
      if (/^Place order/.test(name)) marks.pressed ??= performance.now();
      if (name === 'Success' && button?.closest('[data-sim-vendor="razorpay"]')) marks.bankDone ??= performance.now();
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (marks.pressed !== undefined && marks.bankShown === undefined && document.querySelector('[data-sim-vendor="razorpay"][role="dialog"]')) marks.bankShown = performance.now();
    if (marks.bankDone === undefined || !location.pathname.startsWith('/order-placed/') || !document.querySelector('h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
}

async function timeOneOrder(page: Page, origin: string, customer: Customer): Promise<number> {
  await addPlainProduct(origin, { token: customer.token });
  await page.goto(new URL('/checkout', origin).href);
  const placeOrder = page.getByRole('button', { name: /^Place order/ });
  await placeOrder.waitFor();
  // The customer registered without a phone number: checkout asks for one (the store calls it about the order).
  const phone = page.getByLabel('Your phone number');
  if ((await phone.count()) > 0 && (await phone.inputValue()) === '') await phone.fill('+1 555 0143');
  await page.evaluate(watchPlaceOrderToConfirmation);
  await placeOrder.click();
  await page.getByRole('dialog', { name: 'Razorpay test payment' }).getByRole('button', { name: 'Success' }).click();
  await page.waitForFunction(() => (window as unknown as { __benchMarks?: { painted?: number } }).__benchMarks?.painted !== undefined, undefined, { timeout: 20_000 });
  return page.evaluate(() => {
    const marks = (window as unknown as { __benchMarks: { pressed: number; bankShown: number; bankDone: number; painted: number } }).__benchMarks;
    return marks.bankShown - marks.pressed + (marks.painted - marks.bankDone);
  });
}

const orderTimingFigures = oncePerRun((context) =>
  withSimulatorAndChromium(context, async (origin, browser: Browser): Promise<TimedSamples> => {
    const url = new URL('/checkout', origin).href;
    console.log(`bench: place order to confirmation ${url}: x${ORDERS_TIMED}`);
    const customer = await registerCustomer(origin, 'checkout');
    await call(origin, customer, 'POST', '/api/address/add', { label: 'Home', name: 'Bench Customer', phone: '+1 555 0143', line2: null, ...DELIVERABLE, is_default: true }, 201);
    const browserContext = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      await browserContext.addInitScript((storage: Record<string, string>) => {
        for (const [key, value] of Object.entries(storage)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }, signedInStorage(customer));
      const page = await browserContext.newPage();
      const load = machineLoad();
      const samples: number[] = [];
      for (let index = 0; index < ORDERS_TIMED; index += 1) samples.push(await timeOneOrder(page, origin, customer));
      return { url, load, samples };
    } finally {
      await browserContext.close();
    }
  }),
);

const placeOrderToConfirmation: Measurement = {
  name: 'checkout-place-order-to-confirmation-ms',
  title: 'Pressing Place order to the confirmation painted, the bank step excluded (phone, median of 20)',
  async run(context): Promise<MeasurementResult> {
    return medianTimingResult(await settle(() => orderTimingFigures(context)), {
      noun: 'orders',
      what: 'a signed-in customer with a saved address pays by card: (Place order pressed → the bank window shown) + (its Success pressed → the first frame after the confirmation heading is in the DOM); place-order, Razorpay’s script (cached after the first), process-payment and the confirmation’s code and call in between',
    });
  },
};

/** The checkout and order screens' measurements, in the order the bench prints them; every name starts with `checkout-`. */
export const checkoutMeasurements: Measurement[] = [
  screenJavaScriptMeasurement({
    name: 'checkout-screen-js-gzip',
    title: 'The checkout screen’s own JavaScript beyond the home page’s first download, gzip -9',
    routes: ['/checkout'],
    target: TARGETS.checkoutJsGzipBytes,
  }),
  screenJavaScriptMeasurement({
    name: 'checkout-order-screens-js-gzip',
    title: 'Each order screen’s own JavaScript beyond the home page’s first download, gzip -9 (the largest is the figure)',
    routes: ORDER_ROUTES,
    target: TARGETS.screenJsGzipBytes,
  }),
  ...LIGHTHOUSE_PAGES.map((page) => lighthouseMeasurement({ prefix: 'checkout', page, category: 'accessibility', target: TARGETS.accessibility, figuresOf: lighthouseFigures })),
  placeOrderToConfirmation,
];
