/**
 * The scenarios' names, labels and parsing, apart from their handlers: the studio's picker and share links
 * need these without the simulated store (handlers, database, faker) that fake-store/http/scenarios/ brings in.
 */

/** Every scenario the simulator knows (`?scenario=<name>`). */
export const scenarioNames = [
  'store-closed',
  'slow',
  'flaky',
  'offline',
  'unauthorized',
  'broken-layout',
  'long-layout',
  'cart-chaos',
  'empty-catalog',
  'sold-out-options',
  'coupon-rejected',
  'payment-failure',
  'payment-callback-lost',
  'price-changed-at-checkout',
  'branch-closed-at-checkout',
  'late-authorisation',
  'legacy-backend',
  'broken-backend',
  'otp-rate-limited',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

/** Merchant-facing names of the scenarios, for the studio's picker and the docs. */
export const scenarioInfo: Record<ScenarioName, { label: string; description: string }> = {
  'store-closed': { label: 'Store closed', description: 'The merchant has switched the store off: shoppers see the closed notice.' },
  slow: { label: 'Slow network', description: 'Every API call waits 0.8-2.5 s, each its own time, so answers can arrive out of order.' },
  flaky: { label: 'Flaky network', description: 'One API call in three fails with a 503.' },
  offline: { label: 'Offline', description: 'The connection is gone: every API call, image and connectivity check fails, so shoppers see the offline screen.' },
  unauthorized: { label: 'Session expired (401)', description: 'Every API call answers 401: the shopper is logged out.' },
  'broken-layout': { label: 'Broken layout', description: 'An unknown block code, invalid block data and a block whose code throws.' },
  'long-layout': { label: 'Long layout', description: 'A 30-block home page over 1,200 products.' },
  'cart-chaos': { label: 'Cart chaos', description: 'Cart changes wait 0-800 ms and one in ten fails.' },
  'empty-catalog': { label: 'Empty catalog', description: 'The store has no products and no categories yet: every list and search comes back empty.' },
  'sold-out-options': { label: 'Sold-out options', description: 'About half of the first option of every product with options is sold out and shows disabled.' },
  'coupon-rejected': { label: 'Coupon rejected', description: 'Every discount code a shopper applies is refused with a message.' },
  'payment-failure': {
    label: 'Payment failure',
    description: 'Every card payment is declined: the bank’s Success answers “Your card was declined and no money was taken”, and the order stays unpaid, ready to pay again.',
  },
  'payment-callback-lost': {
    label: 'Payment callback lost',
    description: 'The bank takes the payment and the store marks the order paid, but the payment window closes without telling the page: the storefront must find out from the order itself.',
  },
  'price-changed-at-checkout': {
    label: 'Price changed at checkout',
    description: 'Placing the order finds one line $1 dearer: the order is refused with the new total and cart, and confirming the new total places it.',
  },
  'branch-closed-at-checkout': {
    label: 'Branch closed at checkout',
    description: 'The branch stops taking orders just as the shopper places one: placing the order is refused with words saying what to do.',
  },
  'late-authorisation': {
    label: 'Late bank authorisation',
    description: 'The bank does not confirm the card payment in time: the payment is “being confirmed”, then the order is cancelled and the money returned two minutes later.',
  },
  'legacy-backend': {
    label: 'Legacy backend',
    description: 'Every answer in a PHP backend’s shapes: 1/0 flags, string ids and amounts, nulls for empty text and a broken row in every list. Shoppers see the store as usual.',
  },
  'broken-backend': {
    label: 'Broken backend',
    description: 'Answers the storefront cannot use: get-data without its layout, a product list that is one product, cache-info as an HTML page.',
  },
  'otp-rate-limited': { label: 'Sign-in codes rate-limited', description: 'Asking for a sign-in code is refused at once with a 429: try again in 60 seconds.' },
};

/** Reads a scenario seed (`?seed=`, cookie or storage): a whole number from 0 to 2^32 - 1, else none. */
export function parseScenarioSeed(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const seed = Number(text);
  return seed <= 0xffffffff ? seed : null;
}

/** Reads a scenario name from a URL parameter, cookie or storage value; anything else (and 'none') is no scenario. */
export function parseScenario(value: string | null): ScenarioName | null {
  const name = value?.trim().toLowerCase() ?? '';
  return scenarioNames.find((scenario) => scenario === name) ?? null;
}
