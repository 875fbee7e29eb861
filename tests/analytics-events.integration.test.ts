import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@/api/schemas/cart.schema';
import { $cart, cartAddRequested, initialCart, lineRemoved } from '@/models/cart/cart.model';
import { productDrawerOpened } from '@/models/product-options/product-drawer.events';
import { $siteSettings } from '@/models/site/site.model';
import { resetAnalyticsBus, subscribeAnalytics, type AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { pageViewed } from '@/models/analytics/analytics.model';
import { seedFacts } from '../fake-store/domain/seed-facts';
import { setupSimulatedStore, startApp } from './support/simulated-store';

const line: CartItem = {
  id: 71,
  product_id: 6,
  quantity: 2,
  selectedAttributes: {},
  selectedMultiAttributes: {},
  name: 'Classic Burger',
  image: '/sim-images/burger.svg',
  slug: 'classic-burger',
  unit_price: 9.5,
  line_total: 19,
  option_labels: [{ name: 'Extras', values: ['Cheese', 'Bacon'] }],
};

function setup(cartItems: CartItem[] = []) {
  const events: AnalyticsEvent[] = [];
  subscribeAnalytics((event) => events.push(event));
  const scope = fork({ values: [[$siteSettings, { currencyCode: 'eur' }], [$cart, { ...initialCart, cartItems, total: 19 }]] });
  return { scope, events };
}

setupSimulatedStore();
afterEach(() => resetAnalyticsBus());

describe('what the storefront tells the analytics bus', () => {
  it('a page view (a /search?q= page view is not a search: the search model reports settled queries), and the checkout page as begin_checkout', async () => {
    const { scope, events } = setup([line]);
    await allSettled(pageViewed, { scope, params: { path: '/search', search: 'q=pizza', title: 'Search' } });
    await allSettled(pageViewed, { scope, params: { path: '/checkout', search: '', title: 'Checkout' } });
    expect(events).toEqual([
      { type: 'page_view', path: '/search?q=pizza', title: 'Search' },
      { type: 'page_view', path: '/checkout', title: 'Checkout' },
      { type: 'begin_checkout', currency: 'EUR', value: 19, items: [{ id: '6', name: 'Classic Burger', price: 9.5, quantity: 2, variant: 'Cheese, Bacon' }] },
    ]);
  });

  it('a page view of a tracking link without its token (a capability to read the order), campaign tags kept', async () => {
    const { scope, events } = setup();
    await allSettled(pageViewed, { scope, params: { path: '/track-order/12', search: '?token=tr_secret_9f8e&utm_source=mail', title: 'Track your order' } });
    expect(events).toEqual([{ type: 'page_view', path: '/track-order/12?utm_source=mail', title: 'Track your order' }]);
  });

  it('a product view when its options panel opens', async () => {
    const { scope, events } = setup();
    await allSettled(productDrawerOpened, { scope, params: { id: 1, name: 'Margherita', selling_price: 12.5 } as Parameters<typeof productDrawerOpened>[0] });
    expect(events).toEqual([{ type: 'product_view', currency: 'EUR', item: { id: '1', name: 'Margherita', price: 12.5, quantity: 1 } }]);
  });

  it('an add once the store accepted it, never for a refused one', async () => {
    const events: AnalyticsEvent[] = [];
    subscribeAnalytics((event) => events.push(event));
    const scope = await startApp();
    const noOptions = { selectedAttributes: {}, selectedMultiAttributes: {} };
    await allSettled(cartAddRequested, { scope, params: { requestId: 'r1', product_id: 21, quantity: 1, selection: noOptions } });
    // An out-of-stock product is refused by the store: its add must not be reported.
    await allSettled(cartAddRequested, { scope, params: { requestId: 'r2', product_id: seedFacts.outOfStockProductId, quantity: 1, selection: noOptions } });
    const adds = events.filter((event) => event.type === 'add_to_cart');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatchObject({ type: 'add_to_cart', item: { id: '21', name: seedFacts.productNames[21], quantity: 1 } });
    expect(adds[0]?.type === 'add_to_cart' && adds[0].value).toBeGreaterThan(0);
  });

  it('a removal with the line that left', async () => {
    const { scope, events } = setup([line]);
    await allSettled(lineRemoved, { scope, params: '71' });
    expect(events.filter((event) => event.type === 'remove_from_cart')).toEqual([
      { type: 'remove_from_cart', currency: 'EUR', value: 19, item: { id: '6', name: 'Classic Burger', price: 9.5, quantity: 2, variant: 'Cheese, Bacon' } },
    ]);
  });
});
