import { createEffect, createEvent, createStore, sample } from 'effector';
import { $cart, cartAddRequested, cartAddSettled, lineRemoved } from '@/models/cart/cart.model';
import { productDrawerOpened } from '@/models/product-options/product-drawer.events';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import type { AnalyticsEvent } from './analytics-bus';
import { cartItemToAnalytics, itemsValue, pageViewEvent, productToAnalytics, roundMoney } from './analytics.lib';

/**
 * What the storefront tells the analytics bus. The storefront does not know which plugins listen (none, GA4, ...):
 * it emits facts here and the bus hands them to whoever subscribed.
 */

/** A page was shown: its path, query string and document title. */
export const pageViewed = createEvent<{ path: string; search: string; title: string }>();
/** The checkout flow says an order was placed (the checkout issue calls this with the order). */
export const purchaseCompleted = createEvent<Extract<AnalyticsEvent, { type: 'purchase' }>>();

/**
 * Hands an event to the bus. The bus (replay, and the cleaning of capabilities) loads with the first event, after
 * the first render, rather than in the first download; events keep their order, each waiting on the same import.
 */
export const trackAnalyticsFx = createEffect(async (event: AnalyticsEvent) => (await import('./analytics-bus')).emitAnalyticsEvent(event));

const $currency = $siteSettings.map((settings) => readString(settings, settingKeys.currencyCode)?.toUpperCase() ?? 'USD');
/** Adds on their way, by requestId: an add is reported once the store accepted it, not when it was tapped. */
const $pendingAdds = createStore<Readonly<Record<string, { productId: string; quantity: number }>>>({});

// When a page is shown, report the page view. (A /search?q= view is no search: src/models/search reports each
// settled query once, so neither keystrokes nor page views count it twice.)
sample({ clock: pageViewed, fn: ({ path, search, title }) => pageViewEvent(path, search, title), target: trackAnalyticsFx });
// When the checkout page opens with something in the cart, report the checkout's start.
sample({
  clock: pageViewed,
  source: { cart: $cart, currency: $currency },
  filter: ({ cart }, { path }) => path === '/checkout' && cart.cartItems.length > 0,
  fn: ({ cart, currency }): AnalyticsEvent => {
    const items = cart.cartItems.map((item) => cartItemToAnalytics(item));
    return { type: 'begin_checkout', currency, value: roundMoney(cart.total), items, ...(cart.customer_applied_coupon ? { coupon: cart.customer_applied_coupon } : {}) };
  },
  target: trackAnalyticsFx,
});
// When a product's options panel opens, report the product view.
sample({ clock: productDrawerOpened, source: $currency, fn: (currency, product): AnalyticsEvent => ({ type: 'product_view', currency, item: productToAnalytics(product) }), target: trackAnalyticsFx });

// When an add is tapped, remember it until the store answers.
sample({
  clock: cartAddRequested,
  source: $pendingAdds,
  fn: (pending, request) => ({ ...pending, [request.requestId]: { productId: String(request.product_id), quantity: request.quantity ?? 1 } }),
  target: $pendingAdds,
});
// When the store accepted an add, report it with the line's name and price.
sample({
  clock: cartAddSettled,
  source: { pending: $pendingAdds, cart: $cart, currency: $currency },
  filter: ({ pending }, settled) => settled.ok && pending[settled.requestId] !== undefined,
  fn: ({ pending, cart, currency }, settled): AnalyticsEvent => {
    const add = pending[settled.requestId] ?? { productId: '', quantity: 1 };
    const line = cart.cartItems.find((item) => String(item.product_id) === add.productId);
    const item = line ? cartItemToAnalytics(line, add.quantity) : { id: add.productId, name: '', price: 0, quantity: add.quantity };
    return { type: 'add_to_cart', currency, value: itemsValue([item]), item };
  },
  target: trackAnalyticsFx,
});
// When an add settles either way, forget it.
sample({
  clock: cartAddSettled,
  source: $pendingAdds,
  fn: (pending, settled) => Object.fromEntries(Object.entries(pending).filter(([requestId]) => requestId !== settled.requestId)),
  target: $pendingAdds,
});
// When a line is removed, report what left the cart.
sample({
  clock: lineRemoved,
  source: { cart: $cart, currency: $currency },
  filter: ({ cart }, lineId) => cart.cartItems.some((item) => String(item.id) === lineId),
  fn: ({ cart, currency }, lineId): AnalyticsEvent => {
    const line = cart.cartItems.find((item) => String(item.id) === lineId);
    const item = line ? cartItemToAnalytics(line) : { id: lineId, name: '', price: 0, quantity: 1 };
    return { type: 'remove_from_cart', currency, value: itemsValue([item]), item };
  },
  target: trackAnalyticsFx,
});
// When the checkout reports an order, pass it on.
sample({ clock: purchaseCompleted, target: trackAnalyticsFx });
