/**
 * The order screens' figures for `npm run bench` (issue 18, section 6; ADR 0027): the production build served by the
 * simulator in this process, with the seeded store (no scenario).
 *
 *   Each order screen's own JavaScript, gzip -9 (target ≤ 25 KB each)
 *   Lighthouse accessibility (mobile), median of 3, for a direct load of /track-order/12 (the demo customer's order
 *   out for delivery, simulator/seed-orders.ts), signed in as the demo customer: target 100. Reading only.
 */
import type { Measurement } from './bench';
import { lighthouseMeasurement, lighthouseOnPages, screenJavaScriptMeasurement, type LighthousePage } from './bench-screens';

/** The screens issue 18 section 3 adds, by their route in src/app/shell/RouteScreen.tsx. */
const ORDER_ROUTES = ['/order-placed/:order_id', '/track-order/:order_id', '/account/my-orders', '/account/my-orders/reviews/:order_id'] as const;

const LIGHTHOUSE_PAGES = [{ key: 'track-order', path: '/track-order/12', label: 'Track an order (signed in)' }] as const satisfies readonly LighthousePage[];

const TARGETS = { screenJsGzipBytes: 25 * 1024, accessibility: 100 } as const;

/** The seeded demo customer (simulator/seed.ts; e2e/support/account.ts), signed in for reading its order. */
const DEMO = { email: 'alex@example.com', password: 'demo-password-1' } as const;

async function demoStorage(origin: string): Promise<Record<string, string>> {
  const response = await fetch(new URL('/api/login?branch_id=1', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'guest-id': crypto.randomUUID() },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: Record<string, unknown> };
  return { storefrontApp: JSON.stringify({ version: 1, state: { user: { ...body.user, authToken: body.token } } }) };
}

const lighthouseFigures = lighthouseOnPages(LIGHTHOUSE_PAGES, (origin) => demoStorage(origin));

export const orderMeasurements: Measurement[] = [
  screenJavaScriptMeasurement({
    name: 'order-screen-js-gzip',
    title: 'Each order screen’s own JavaScript beyond the home page’s first download, gzip -9 (the largest is the figure)',
    routes: ORDER_ROUTES,
    target: TARGETS.screenJsGzipBytes,
  }),
  ...LIGHTHOUSE_PAGES.map((page) => lighthouseMeasurement({ prefix: 'orders', page, category: 'accessibility', target: TARGETS.accessibility, figuresOf: lighthouseFigures })),
];
