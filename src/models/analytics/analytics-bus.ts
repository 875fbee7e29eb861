import { withoutCapabilities } from './capability-params.lib';

/**
 * The storefront's analytics events, for plugins to subscribe to. The storefront emits what happened; it does
 * not know which plugins listen. Deliberately free of effector and React: a plugin's chunk subscribes with a
 * plain function, and the app's models emit through `trackAnalyticsFx` (analytics.model.ts).
 *
 * Nothing that leaves here carries a capability (a tracking link's token, ADR 0035): events are cleaned on the way
 * in, and plugins take the page's address and referrer from `analyticsPageUrl` and `analyticsReferrer`.
 */

export interface AnalyticsItem {
  /** The product id. */
  id: string;
  name: string;
  /** Unit price in major units (12.5 = 12.50). */
  price: number;
  quantity: number;
  /** The chosen options in words ("Large, Extra cheese"), when there are any. */
  variant?: string;
}

export type AnalyticsEvent =
  | { type: 'page_view'; path: string; title: string }
  | { type: 'product_view'; currency: string; item: AnalyticsItem }
  | { type: 'add_to_cart'; currency: string; value: number; item: AnalyticsItem }
  | { type: 'remove_from_cart'; currency: string; value: number; item: AnalyticsItem }
  | { type: 'begin_checkout'; currency: string; value: number; items: AnalyticsItem[]; coupon?: string }
  | { type: 'purchase'; transactionId: string; currency: string; value: number; tax: number; shipping: number; items: AnalyticsItem[]; coupon?: string }
  | { type: 'search'; term: string };

export type AnalyticsEventType = AnalyticsEvent['type'];
export const analyticsEventTypes = ['page_view', 'product_view', 'add_to_cart', 'remove_from_cart', 'begin_checkout', 'purchase', 'search'] as const satisfies readonly AnalyticsEventType[];

export type AnalyticsListener = (event: AnalyticsEvent) => void;

/**
 * Events kept for listeners that subscribe late: an analytics plugin loads after the first render (and after
 * consent), and must still see the page view that opened the visit.
 */
export const ANALYTICS_REPLAY_LIMIT = 50;

const listeners = new Set<AnalyticsListener>();
let history: AnalyticsEvent[] = [];

/** The event as it may leave the page: a page view's path without capability parameters. */
function cleaned(event: AnalyticsEvent): AnalyticsEvent {
  return event.type === 'page_view' ? { ...event, path: withoutCapabilities(event.path) } : event;
}

/** Sends an event to every listener; one that throws is reported and does not stop the others. */
export function emitAnalyticsEvent(emitted: AnalyticsEvent): void {
  const event = cleaned(emitted);
  history.push(event);
  if (history.length > ANALYTICS_REPLAY_LIMIT) history = history.slice(-ANALYTICS_REPLAY_LIMIT);
  for (const listener of [...listeners]) deliver(listener, event);
}

function deliver(listener: AnalyticsListener, event: AnalyticsEvent) {
  try {
    listener(event);
  } catch (error) {
    console.error('[analytics] a listener failed:', error);
  }
}

/**
 * Listens to the events from now on; with `replay` (the default) it first receives the ones already emitted
 * (at most ANALYTICS_REPLAY_LIMIT). Returns the unsubscribe function.
 */
export function subscribeAnalytics(listener: AnalyticsListener, options: { replay?: boolean } = {}): () => void {
  if (options.replay !== false) for (const event of history) deliver(listener, event);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The page's address as analytics may see it (for GA4's page_location and the like): no capability parameters, no
 * fragment. Plugins read this, never `location.href`.
 */
export function analyticsPageUrl(): string {
  return withoutCapabilities(location.href);
}

/**
 * The page's referrer as analytics may see it, '' when there is none: a page of the store loaded from a tracking
 * link has the whole link, token included, as its referrer. Vendor scripts read `document.referrer` unless given this.
 */
export function analyticsReferrer(): string {
  return withoutCapabilities(document.referrer);
}

/** Tests start from an empty bus. */
export function resetAnalyticsBus(): void {
  listeners.clear();
  history = [];
}
