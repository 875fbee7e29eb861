/*
 * The loyalty screens' figures (issue 19): each screen's own JavaScript, the QR code library included. The scratch
 * card's frame time is bench-scratch.ts. Every name starts with `loyalty-`.
 */
import type { Measurement } from './bench';
import { screenJavaScriptMeasurement } from './bench-screens';

const LOYALTY_ROUTES = ['/account/wallet', '/account/rewards', '/account/scratch-cards', '/refer-a-friend', '/r/:referred_by'] as const;

const SCREEN_JS_TARGET_BYTES = 25 * 1024;

export const loyaltyMeasurements: Measurement[] = [
  screenJavaScriptMeasurement({
    name: 'loyalty-screens-js-gzip',
    title: 'Each loyalty screen’s own JavaScript beyond the home page’s first download, gzip -9 (the QR code library included; the largest is the figure)',
    routes: LOYALTY_ROUTES,
    target: SCREEN_JS_TARGET_BYTES,
  }),
];
