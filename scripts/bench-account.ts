/**
 * The account screens' figures for `npm run bench` (issue 17): the production build served by the simulator in this
 * process, with the seeded store (no scenario).
 *
 *   Each account screen's own JavaScript, gzip -9 (target ≤ 25 KB each; the screens together, each file once, shown)
 *   Lighthouse accessibility (mobile), median of 3, for a direct load of /login, /register and /account/add-address
 *   (the last as a signed-in customer of its own): target 100
 *   Signing in with a one-time code: from submitting the code to the account screen painted (Chromium, median)
 */
import type { Browser } from '@playwright/test';
import type { Measurement, MeasurementResult } from './bench';
import { lighthouseMeasurement, lighthouseOnPages, machineLoad, oncePerRun, screenJavaScriptMeasurement, settle, withSimulatorAndChromium, medianTimingResult, type LighthousePage, type TimedSamples } from './bench-screens';

/** The screens issue 17 adds, by their route in src/app/screens.ts. */
const ACCOUNT_ROUTES = ['/login', '/register', '/forgot-password', '/account', '/account/edit-profile', '/account/addresses', '/account/add-address', '/account/wishlist'] as const;

const LIGHTHOUSE_PAGES = [
  { key: 'login', path: '/login', label: 'Log in' },
  { key: 'register', path: '/register', label: 'Register' },
  { key: 'add-address', path: '/account/add-address', label: 'Add an address (signed in)' },
] as const satisfies readonly LighthousePage[];

const TARGETS = { screenJsGzipBytes: 25 * 1024, accessibility: 100 } as const;

/** Sign-ins timed, each as a customer of its own in a fresh browser context (codes are rate-limited per login). */
const OTP_SIGN_INS = 10;
/** The code the simulator "sends" for sign-in (fake-store/domain/auth.ts simulatorCodes). */
const SIMULATOR_LOGIN_CODE = '246810';

export interface Customer {
  email: string;
  token: string;
  user: Record<string, unknown>;
}

/** A customer of its own, registered through the simulator's API as a guest would. */
export async function registerCustomer(origin: string, label: string): Promise<Customer> {
  const email = `bench-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await fetch(new URL('/api/register?branch_id=1', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'guest-id': crypto.randomUUID() },
    body: JSON.stringify({ name: 'Bench Customer', email, password: 'bench-password-1' }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: Record<string, unknown> };
  return { email, token: body.token, user: body.user };
}

/** The kept state of a shopper who signed in on an earlier visit (src/models/persist/persist.lib.ts). */
export const signedInStorage = (customer: Customer) => ({ storefrontApp: JSON.stringify({ version: 1, state: { user: { ...customer.user, authToken: customer.token } } }) });

const lighthouseFigures = lighthouseOnPages(LIGHTHOUSE_PAGES, async (origin, page) =>
  page.key === 'add-address' ? { localStorage: signedInStorage(await registerCustomer(origin, 'lighthouse')) } : null,
);

// ---------------------------------------------------------------------------------------------------------------
// one-time code: submit to the account screen

/**
 * In the page: the time of the code form's submit (capture phase, before React's handler), and of the first frame
 * painted after the account screen's heading is in the DOM.
 */
function watchSubmitToAccount(): void {
  const marks: { submitted?: number; painted?: number } = {};
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  document.addEventListener('submit', () => (marks.submitted ??= performance.now()), { capture: true });
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (marks.submitted === undefined || heading?.textContent?.trim() !== 'Your account') return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
}

async function timeOneSignIn(browser: Browser, origin: string, index: number): Promise<number> {
  const customer = await registerCustomer(origin, `otp${index}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/login', origin).href);
    await page.getByRole('button', { name: 'Log in with a one-time code instead' }).click();
    await page.getByLabel('Email or phone number').fill(customer.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeField = page.getByRole('textbox', { name: 'One-time code' });
    await codeField.fill(SIMULATOR_LOGIN_CODE);
    await page.evaluate(watchSubmitToAccount);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __benchMarks?: { painted?: number } }).__benchMarks?.painted !== undefined, undefined, { timeout: 15_000 });
    return await page.evaluate(() => {
      const marks = (window as unknown as { __benchMarks: { submitted: number; painted: number } }).__benchMarks;
      return marks.painted - marks.submitted;
    });
  } finally {
    await context.close();
  }
}

const otpFigures = oncePerRun((context) =>
  withSimulatorAndChromium(context, async (origin, browser): Promise<TimedSamples> => {
    const url = new URL('/login', origin).href;
    console.log(`bench: one-time-code sign-in ${url}: x${OTP_SIGN_INS}`);
    const load = machineLoad();
    const samples: number[] = [];
    for (let index = 0; index < OTP_SIGN_INS; index += 1) samples.push(await timeOneSignIn(browser, origin, index));
    return { url, load, samples };
  }),
);

const otpSignIn: Measurement = {
  name: 'account-otp-submit-to-account-ms',
  title: 'Signing in with a one-time code: submitting the code to the account screen painted (phone, median)',
  async run(context): Promise<MeasurementResult> {
    return medianTimingResult(await settle(() => otpFigures(context)), {
      noun: 'sign-ins',
      what: 'from the code form’s submit event to the first frame after the /account heading is in the DOM; login-otp, the profile and the cart fetch, and the account screen’s code in between',
    });
  },
};

/** The account screens' measurements, in the order the bench prints them; every name starts with `account-`. */
export const accountMeasurements: Measurement[] = [
  screenJavaScriptMeasurement({
    name: 'account-screen-js-gzip',
    title: 'Each account screen’s own JavaScript beyond the home page’s first download, gzip -9 (the largest is the figure)',
    routes: ACCOUNT_ROUTES,
    target: TARGETS.screenJsGzipBytes,
  }),
  ...LIGHTHOUSE_PAGES.map((page) => lighthouseMeasurement({ prefix: 'account', page, category: 'accessibility', target: TARGETS.accessibility, figuresOf: lighthouseFigures })),
  otpSignIn,
];
