import type { AnalyticsEvent } from '@/models/analytics/analytics-bus';
import type { Ga4Event } from './ga4-events';

/**
 * The page side of gtag.js: the standard snippet (a `dataLayer` queue and a `gtag` function pushing onto it),
 * which works before — and without — the vendor script; gtag.js reads the queue when it arrives.
 */

/** The consent signals gtag.js reads (Consent Mode v2). */
interface GtagConsentParams {
  analytics_storage?: 'granted' | 'denied';
  ad_storage?: 'granted' | 'denied';
  ad_user_data?: 'granted' | 'denied';
  ad_personalization?: 'granted' | 'denied';
}

interface GtagConfigParams {
  send_page_view?: boolean;
}

/**
 * The page as every later hit reports it. Unless set, gtag.js reads `document.location` and `document.referrer`
 * itself, capability parameters included (ADR 0035); the values come from the analytics bus, already cleaned.
 */
export interface GtagPageParams {
  page_location: string;
  page_referrer: string;
}

/** The gtag commands this plugin issues, typed per command. */
type GtagCommand =
  | [command: 'consent', mode: 'default' | 'update', params: GtagConsentParams]
  | [command: 'js', date: Date]
  | [command: 'set', params: GtagPageParams]
  | [command: 'config', measurementId: string, params: GtagConfigParams]
  | [command: 'event', name: Ga4Event['name'], params: Ga4Event['params'] & { send_to: string }];

type Gtag = (...command: GtagCommand) => void;

/**
 * The globals the snippet owns. Read through this view of `window` rather than declared on the global Window, so
 * no other module sees (or clashes with) types that only this plugin's chunk needs.
 */
export interface GtagGlobals {
  /** Arguments objects pushed by `gtag`, and whatever else the page's other tags push. */
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export const gtagScriptUrl = (measurementId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * What this plugin has already told the current dataLayer. Kept per dataLayer array (not per module), so it lives
 * and dies with the queue it describes: a remount (React's StrictMode double effect, consent withdrawn then given
 * again) neither configures twice nor replays the bus's history twice; a page that starts a fresh dataLayer
 * starts fresh.
 */
interface DataLayerState {
  consentDefaulted: boolean;
  configured: Set<string>;
  /** The page last set, so an unchanged page is not set again before every event. */
  page: string | null;
  /** Bus events already forwarded, per measurement id: replay hands the same event objects again. */
  forwarded: Map<string, WeakSet<AnalyticsEvent>>;
}

const states = new WeakMap<unknown[], DataLayerState>();

/** Installs the snippet once per page and returns the page's gtag with the state of its dataLayer. */
function installSnippet(globals: GtagGlobals): { gtag: Gtag; state: DataLayerState } {
  const dataLayer = (globals.dataLayer ??= []);
  if (!globals.gtag) {
    globals.gtag = function gtag() {
      // gtag.js tells its commands from other dataLayer messages by their being Arguments objects; an array copy
      // of the arguments would be ignored.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  let state = states.get(dataLayer);
  if (!state) {
    state = { consentDefaulted: false, configured: new Set(), page: null, forwarded: new Map() };
    states.set(dataLayer, state);
  }
  return { gtag: globals.gtag, state };
}

/**
 * Consent. The runtime mounts this plugin only once analytics may run (the shopper granted the analytics category,
 * or the store does not ask for cookie consent), so measurement is granted on mount. Advertising signals are
 * always denied: this plugin measures, it never configures ads, and the shopper's yes to analytics is not a yes
 * to advertising (that is the marketing category, which no setting of this plugin reads).
 */
export const consentOnMount: GtagConsentParams = {
  analytics_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Sets the page for the hits that follow, when it is not already the one set. */
function setPage(gtag: Gtag, state: DataLayerState, page: GtagPageParams): void {
  const key = JSON.stringify(page);
  if (state.page === key) return;
  state.page = key;
  gtag('set', page);
}

/**
 * Starts measurement for `measurementId` on this page: consent (default the first time, an update on a later
 * mount, since gtag.js ignores a second default), `js` and `config` once, with page views left to the bus. The
 * page is set before anything can send a hit; `setPage` sets it again, when it changed, before each event.
 */
export function startGtag(
  globals: GtagGlobals,
  measurementId: string,
  page: GtagPageParams,
): { gtag: Gtag; forwarded: WeakSet<AnalyticsEvent>; setPage: (page: GtagPageParams) => void } {
  const { gtag, state } = installSnippet(globals);
  if (state.consentDefaulted) {
    gtag('consent', 'update', { analytics_storage: 'granted' });
  } else {
    gtag('consent', 'default', consentOnMount);
    gtag('js', new Date());
    state.consentDefaulted = true;
  }
  setPage(gtag, state, page);
  if (!state.configured.has(measurementId)) {
    gtag('config', measurementId, { send_page_view: false });
    state.configured.add(measurementId);
  }
  let forwarded = state.forwarded.get(measurementId);
  if (!forwarded) {
    forwarded = new WeakSet();
    state.forwarded.set(measurementId, forwarded);
  }
  return { gtag, forwarded, setPage: (next) => setPage(gtag, state, next) };
}

/**
 * Stops measurement when the plugin unmounts (consent withdrawn, or the plugin switched off). gtag.js cannot be
 * unloaded once it ran, and it would keep setting its cookies for its own automatic events; denying
 * analytics_storage is what stops that.
 */
export function pauseGtag(globals: GtagGlobals): void {
  globals.gtag?.('consent', 'update', { analytics_storage: 'denied' });
}
