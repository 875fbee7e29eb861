import type { AnalyticsEvent, AnalyticsItem } from '@/models/analytics/analytics-bus';

/**
 * The storefront's analytics events in Google Analytics 4's recommended-event shapes
 * (https://developers.google.com/analytics/devguides/collection/ga4/reference/events). Pure, so every shape is
 * table-tested without a browser; GoogleAnalytics.tsx hands the result to `gtag('event', name, params)`.
 */

interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  /** Left out when the product has no chosen options, rather than sent empty. */
  item_variant?: string;
}

interface Ga4PageViewParams {
  page_location: string;
  page_path: string;
  page_title: string;
}

interface Ga4CommerceParams {
  currency: string;
  value: number;
  items: Ga4Item[];
}

interface Ga4CheckoutParams extends Ga4CommerceParams {
  coupon?: string;
}

interface Ga4PurchaseParams extends Ga4CheckoutParams {
  transaction_id: string;
  tax: number;
  shipping: number;
}

interface Ga4SearchParams {
  search_term: string;
}

/** One gtag event: its GA4 name and parameters, typed together. */
export type Ga4Event =
  | { name: 'page_view'; params: Ga4PageViewParams }
  | { name: 'view_item'; params: Ga4CommerceParams }
  | { name: 'add_to_cart'; params: Ga4CommerceParams }
  | { name: 'remove_from_cart'; params: Ga4CommerceParams }
  | { name: 'begin_checkout'; params: Ga4CheckoutParams }
  | { name: 'purchase'; params: Ga4PurchaseParams }
  | { name: 'search'; params: Ga4SearchParams };

interface Ga4Context {
  /**
   * The page's address as the bus gives it (`analyticsPageUrl`, capabilities left out): page_location is the full
   * URL GA4 expects, and a path from the bus is resolved against it.
   */
  pageUrl: string;
}

function toGa4Item(item: AnalyticsItem): Ga4Item {
  const ga4Item: Ga4Item = { item_id: item.id, item_name: item.name, price: item.price, quantity: item.quantity };
  if (item.variant) ga4Item.item_variant = item.variant;
  return ga4Item;
}

/**
 * price × quantity in major units without binary-float noise (12.1 × 3 is 36.3, not 36.300000000000004). Four
 * places keep every real currency's minor units (at most three) intact.
 */
function lineValue(item: AnalyticsItem): number {
  return Math.round(item.price * item.quantity * 10_000) / 10_000;
}

/**
 * GA4 reads campaign tags (utm_*, gclid) from page_location's query. The bus may carry a bare path; when it names
 * the page the shopper is on, the page's own query is kept, so a visit that arrived from a campaign is attributed.
 */
export function pageLocation(path: string, pageUrl: string): string {
  const page = new URL(pageUrl);
  const resolved = new URL(path, page);
  if (!resolved.search && resolved.pathname === page.pathname) resolved.search = page.search;
  resolved.hash = '';
  return resolved.href;
}

function withCoupon<Params extends object>(params: Params, coupon: string | undefined): Params & { coupon?: string } {
  return coupon ? { ...params, coupon } : params;
}

/** Maps one bus event to its GA4 event. */
export function toGa4Event(event: AnalyticsEvent, context: Ga4Context): Ga4Event {
  switch (event.type) {
    case 'page_view':
      return {
        name: 'page_view',
        params: { page_location: pageLocation(event.path, context.pageUrl), page_path: event.path, page_title: event.title },
      };
    case 'product_view':
      return { name: 'view_item', params: { currency: event.currency, value: lineValue(event.item), items: [toGa4Item(event.item)] } };
    case 'add_to_cart':
    case 'remove_from_cart':
      return { name: event.type, params: { currency: event.currency, value: event.value, items: [toGa4Item(event.item)] } };
    case 'begin_checkout':
      return {
        name: 'begin_checkout',
        params: withCoupon({ currency: event.currency, value: event.value, items: event.items.map(toGa4Item) }, event.coupon),
      };
    case 'purchase':
      return {
        name: 'purchase',
        params: withCoupon(
          {
            transaction_id: event.transactionId,
            currency: event.currency,
            value: event.value,
            tax: event.tax,
            shipping: event.shipping,
            items: event.items.map(toGa4Item),
          },
          event.coupon,
        ),
      };
    case 'search':
      return { name: 'search', params: { search_term: event.term } };
    default:
      return event satisfies never;
  }
}
