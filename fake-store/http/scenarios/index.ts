import { delay, type RequestHandler } from 'msw';
import { seededRandom } from '@/domain/seeded-random';
import type { ScenarioName } from '../scenario-catalog';
import { branchClosedAtCheckoutHandlers } from './branch-closed-at-checkout';
import { brokenBackendHandlers } from './broken-backend';
import { brokenLayoutHandlers } from './broken-layout';
import { cartChaosHandlers } from './cart-chaos';
import { couponRejectedHandlers } from './coupon-rejected';
import { emptyCatalogHandlers } from './empty-catalog';
import { flakyHandlers } from './flaky';
import { lateAuthorisationHandlers } from './late-authorisation';
import { legacyBackendHandlers } from './legacy-backend';
import { longLayoutHandlers } from './long-layout';
import { offlineHandlers } from './offline';
import { otpRateLimitedHandlers } from './otp-rate-limited';
import { paymentCallbackLostHandlers } from './payment-callback-lost';
import { paymentFailureHandlers } from './payment-failure';
import { priceChangedAtCheckoutHandlers } from './price-changed-at-checkout';
import { slowHandlers } from './slow';
import { soldOutOptionsHandlers } from './sold-out-options';
import { storeClosedHandlers } from './store-closed';
import { unauthorizedHandlers } from './unauthorized';

/**
 * Scenarios are handler overrides put in front of the normal handlers (`worker.use`, `server.use`, or
 * the Node simulator's per-request list), never flags inside the handlers themselves. Their names and
 * labels are the catalogue's (`../scenario-catalog.ts`); this maps each name to its file.
 */

export interface ScenarioOptions {
  /**
   * Where `slow`, `flaky` and `cart-chaos` get their randomness: a function returning [0, 1). Defaults
   * to a PRNG seeded per `scenarioHandlers` call, so a given run fails the same requests every time.
   */
  random?: () => number;
  /** The seed of that PRNG (`?seed=N`); the same seed gives the same latencies and failures. */
  seed?: number;
  /**
   * How `slow` and `cart-chaos` wait out a latency (default: msw's `delay`). Tests pass one that records the
   * latency and returns at once (or when the test says), to check a seeded run without sleeping through it.
   */
  wait?: (ms: number) => Promise<unknown>;
  /**
   * The store the scenario changes (default: the seeded store's `handlers`). The studio passes its draft's
   * handlers in front of them, so `store-closed` closes the draft rather than the seeded layout.
   */
  base?: readonly RequestHandler[];
}

export const defaultScenarioSeed = 0x5eed;

/** The options with their defaults filled in, as each scenario's handlers take them. */
interface ScenarioSetup {
  seed: number;
  random: () => number;
  wait: (ms: number) => Promise<unknown>;
  options: ScenarioOptions;
}

const scenarios: { readonly [Name in ScenarioName]: (setup: ScenarioSetup) => RequestHandler[] } = {
  'store-closed': ({ options }) => storeClosedHandlers(options.base),
  slow: ({ random, wait }) => slowHandlers(random, wait),
  flaky: ({ random }) => flakyHandlers(random),
  offline: () => offlineHandlers(),
  unauthorized: () => unauthorizedHandlers(),
  'broken-layout': ({ options }) => brokenLayoutHandlers(options.base),
  'long-layout': ({ options }) => longLayoutHandlers(options.base),
  // A second stream for get-cart, derived from the same seed (golden-ratio offset keeps the two apart).
  'cart-chaos': ({ seed, random, wait, options }) => cartChaosHandlers(random, options.random ?? seededRandom((seed + 0x9e3779b9) >>> 0), wait),
  'empty-catalog': ({ options }) => emptyCatalogHandlers(options.base),
  'sold-out-options': ({ options }) => soldOutOptionsHandlers(options.base),
  'coupon-rejected': () => couponRejectedHandlers(),
  'payment-failure': ({ options }) => paymentFailureHandlers(options.base),
  'payment-callback-lost': ({ options }) => paymentCallbackLostHandlers(options.base),
  'price-changed-at-checkout': ({ options }) => priceChangedAtCheckoutHandlers(options.base),
  'branch-closed-at-checkout': ({ options }) => branchClosedAtCheckoutHandlers(options.base),
  'late-authorisation': ({ options }) => lateAuthorisationHandlers(options.base),
  'legacy-backend': ({ options }) => legacyBackendHandlers(options.base),
  'broken-backend': ({ options }) => brokenBackendHandlers(options.base),
  'otp-rate-limited': () => otpRateLimitedHandlers(),
};

/** The handlers that turn the normal store into `name`. Put them in front of `handlers`. */
export function scenarioHandlers(name: ScenarioName, options: ScenarioOptions = {}): RequestHandler[] {
  const seed = options.seed ?? defaultScenarioSeed;
  return scenarios[name]({ seed, random: options.random ?? seededRandom(seed), wait: options.wait ?? delay, options });
}
