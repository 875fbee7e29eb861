// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { emitAnalyticsEvent, resetAnalyticsBus, type AnalyticsEvent, type AnalyticsItem } from '@/models/analytics/analytics-bus';
import { vendorProxyMetaName } from '@/domain/vendor-proxy';
import { pageLocation, toGa4Event, type Ga4Event } from './ga4-events';
import GoogleAnalytics from './GoogleAnalytics';
import { googleAnalyticsPlugin } from './google_analytics.plugin';
import { consentOnMount, type GtagGlobals } from './gtag';

const pageUrl = 'https://shop.example/menu?utm_source=newsletter#top';

const margherita: AnalyticsItem = { id: 'p-12', name: 'Margherita', price: 12.1, quantity: 3, variant: 'Large, Extra cheese' };
const cola: AnalyticsItem = { id: 'p-40', name: 'Cola', price: 2.5, quantity: 1 };
const ga4Margherita = { item_id: 'p-12', item_name: 'Margherita', price: 12.1, quantity: 3, item_variant: 'Large, Extra cheese' };
const ga4Cola = { item_id: 'p-40', item_name: 'Cola', price: 2.5, quantity: 1 };

describe('the GA4 shape of each storefront event', () => {
  it.each<[string, AnalyticsEvent, Ga4Event]>([
    [
      'a page view carries the full location, the path and the title',
      { type: 'page_view', path: '/menu', title: 'Menu · Juniper Kitchen' },
      { name: 'page_view', params: { page_location: 'https://shop.example/menu?utm_source=newsletter', page_path: '/menu', page_title: 'Menu · Juniper Kitchen' } },
    ],
    [
      'a product view is view_item, valued at its line',
      { type: 'product_view', currency: 'USD', item: margherita },
      { name: 'view_item', params: { currency: 'USD', value: 36.3, items: [ga4Margherita] } },
    ],
    [
      'an add to cart',
      { type: 'add_to_cart', currency: 'USD', value: 2.5, item: cola },
      { name: 'add_to_cart', params: { currency: 'USD', value: 2.5, items: [ga4Cola] } },
    ],
    [
      'a remove from cart',
      { type: 'remove_from_cart', currency: 'EUR', value: 36.3, item: margherita },
      { name: 'remove_from_cart', params: { currency: 'EUR', value: 36.3, items: [ga4Margherita] } },
    ],
    [
      'a checkout begun with a coupon',
      { type: 'begin_checkout', currency: 'USD', value: 38.8, items: [margherita, cola], coupon: 'WELCOME10' },
      { name: 'begin_checkout', params: { currency: 'USD', value: 38.8, items: [ga4Margherita, ga4Cola], coupon: 'WELCOME10' } },
    ],
    [
      'a checkout begun without a coupon leaves the coupon out',
      { type: 'begin_checkout', currency: 'USD', value: 2.5, items: [cola] },
      { name: 'begin_checkout', params: { currency: 'USD', value: 2.5, items: [ga4Cola] } },
    ],
    [
      'a purchase',
      { type: 'purchase', transactionId: 'ORD-1001', currency: 'USD', value: 43.1, tax: 3.1, shipping: 4, items: [margherita, cola], coupon: 'SAVE5' },
      {
        name: 'purchase',
        params: { transaction_id: 'ORD-1001', currency: 'USD', value: 43.1, tax: 3.1, shipping: 4, items: [ga4Margherita, ga4Cola], coupon: 'SAVE5' },
      },
    ],
    [
      'a purchase without a coupon leaves the coupon out',
      { type: 'purchase', transactionId: 'ORD-1002', currency: 'USD', value: 2.5, tax: 0, shipping: 0, items: [cola] },
      { name: 'purchase', params: { transaction_id: 'ORD-1002', currency: 'USD', value: 2.5, tax: 0, shipping: 0, items: [ga4Cola] } },
    ],
    ['a search', { type: 'search', term: 'vegan pizza' }, { name: 'search', params: { search_term: 'vegan pizza' } }],
  ])('%s', (_case, event, expected) => {
    expect(toGa4Event(event, { pageUrl })).toEqual(expected);
  });

  it('sends no item_variant for a product without chosen options', () => {
    const { params } = toGa4Event({ type: 'product_view', currency: 'USD', item: cola }, { pageUrl });
    expect(params).toEqual({ currency: 'USD', value: 2.5, items: [{ item_id: 'p-40', item_name: 'Cola', price: 2.5, quantity: 1 }] });
  });

  describe('page_location', () => {
    it.each([
      ['keeps the query of the page the shopper is on (campaign tags)', '/menu', 'https://shop.example/menu?utm_source=newsletter'],
      ['uses the query the path brings', '/menu?category=pizza', 'https://shop.example/menu?category=pizza'],
      ['does not lend the current query to another page', '/cart', 'https://shop.example/cart'],
    ])('%s', (_case, path, expected) => {
      expect(pageLocation(path, pageUrl)).toBe(expected);
    });
  });
});

describe('the configuration', () => {
  it('reads a GA4 measurement id from its setting', () => {
    const state = readPluginConfig(googleAnalyticsPlugin, { plugin_google_analytics_enabled: true, plugin_google_analytics_measurement_id: 'G-SIM12345' });
    expect(state).toEqual({ status: 'on', config: { measurementId: 'G-SIM12345' } });
  });

  it.each(['UA-12345-1', 'g-sim12345', 'G-1', 'GTM-ABC123'])('refuses %s, saying what an id looks like', (measurementId) => {
    const state = readPluginConfig(googleAnalyticsPlugin, { plugin_google_analytics_enabled: true, plugin_google_analytics_measurement_id: measurementId });
    expect(state).toEqual({
      status: 'invalid',
      issues: [{ path: 'plugin_google_analytics_measurement_id', message: 'Use a GA4 measurement id such as G-ABC123XYZ' }],
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// the view

const globals = window as Window & GtagGlobals;

/** The dataLayer's gtag commands as plain arrays (gtag pushes Arguments objects). */
function commands(): unknown[][] {
  return (globals.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const eventCommands = () => commands().filter(([command]) => command === 'event');

function gtagScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.includes('gtag/js'));
}

let idCount = 0;
/** vendor-script.ts loads each URL once per page: each test takes its own id, so its own script. */
function nextMeasurementId(): string {
  idCount += 1;
  return `G-TEST${idCount}`;
}

function renderAnalytics(measurementId: string, options: { strict?: boolean } = {}) {
  const view = <GoogleAnalytics config={{ measurementId }} mode="live" placement="head" />;
  return render(options.strict ? <StrictMode>{view}</StrictMode> : view);
}

class TestBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{`${this.state.error.name}: ${this.state.error.message}`}</p> : this.props.children;
  }
}

beforeEach(() => {
  resetAnalyticsBus();
  delete globals.dataLayer;
  delete globals.gtag;
});

afterEach(() => {
  for (const script of gtagScripts()) script.remove();
  document.head.querySelector(`meta[name="${vendorProxyMetaName}"]`)?.remove();
});

describe('GoogleAnalytics', () => {
  it('renders nothing visible', () => {
    const { container } = renderAnalytics(nextMeasurementId());
    expect(container.innerHTML).toBe('');
  });

  it('grants measurement, denies advertising, and configures the property without its own page views', () => {
    const measurementId = nextMeasurementId();
    renderAnalytics(measurementId);
    const [consent, js, page, config] = commands();
    expect(consent).toEqual(['consent', 'default', consentOnMount]);
    expect(consentOnMount).toEqual({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(page).toEqual(['set', { page_location: new URL('/', window.location.href).href, page_referrer: '' }]);
    expect(config).toEqual(['config', measurementId, { send_page_view: false }]);
  });

  it('pushes Arguments objects, as gtag.js expects of the snippet', () => {
    renderAnalytics(nextMeasurementId());
    expect(Object.prototype.toString.call(globals.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('forwards the events emitted before it loaded, then the later ones, in GA4 shape', () => {
    const measurementId = nextMeasurementId();
    emitAnalyticsEvent({ type: 'page_view', path: '/', title: 'Juniper Kitchen' });
    emitAnalyticsEvent({ type: 'add_to_cart', currency: 'USD', value: 2.5, item: cola });
    renderAnalytics(measurementId);
    act(() => emitAnalyticsEvent({ type: 'search', term: 'soup' }));

    expect(eventCommands()).toEqual([
      [
        'event',
        'page_view',
        { page_location: new URL('/', window.location.href).href, page_path: '/', page_title: 'Juniper Kitchen', send_to: measurementId },
      ],
      ['event', 'add_to_cart', { currency: 'USD', value: 2.5, items: [ga4Cola], send_to: measurementId }],
      ['event', 'search', { search_term: 'soup', send_to: measurementId }],
    ]);
  });

  it('configures once and forwards each event once under StrictMode’s double mount', () => {
    const measurementId = nextMeasurementId();
    emitAnalyticsEvent({ type: 'page_view', path: '/', title: 'Juniper Kitchen' });
    renderAnalytics(measurementId, { strict: true });
    act(() => emitAnalyticsEvent({ type: 'search', term: 'soup' }));

    expect(commands().filter(([command]) => command === 'config')).toHaveLength(1);
    expect(eventCommands().map(([, name]) => name)).toEqual(['page_view', 'search']);
    // The double mount ends granted: gtag.js reads the consent commands in order.
    expect(commands().filter(([command]) => command === 'consent').at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('stops forwarding and withdraws measurement consent when it unmounts', () => {
    const { unmount } = renderAnalytics(nextMeasurementId());
    unmount();
    emitAnalyticsEvent({ type: 'search', term: 'after unmount' });

    expect(eventCommands()).toEqual([]);
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  describe('on a tracking link, whose token is a capability to read the order', () => {
    const token = 'tr_secret_9f8e';
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('tells GA4 the page without the token, in the page view and in what gtag.js sends with every hit', () => {
      const measurementId = nextMeasurementId();
      const cleanPath = '/track-order/12?utm_source=mail';
      window.history.replaceState(null, '', `/track-order/12?utm_source=mail&token=${token}`);
      emitAnalyticsEvent({ type: 'page_view', path: `/track-order/12?utm_source=mail&token=${token}`, title: 'Track your order' });
      renderAnalytics(measurementId);
      act(() => emitAnalyticsEvent({ type: 'add_to_cart', currency: 'USD', value: 2.5, item: cola }));

      const cleanLocation = new URL(cleanPath, window.location.href).href;
      expect(eventCommands()[0]).toEqual(['event', 'page_view', { page_location: cleanLocation, page_path: cleanPath, page_title: 'Track your order', send_to: measurementId }]);
      // gtag.js sends document.location and document.referrer with every hit unless the page is set for it.
      const setAt = commands().findIndex(([command]) => command === 'set');
      expect(commands()[setAt]).toEqual(['set', { page_location: cleanLocation, page_referrer: '' }]);
      expect(setAt).toBeLessThan(commands().findIndex(([command]) => command === 'config'));
      expect(JSON.stringify(commands())).not.toContain(token);
    });
  });

  describe('the gtag.js script', () => {
    it('loads from Google with the measurement id, once', () => {
      const measurementId = nextMeasurementId();
      renderAnalytics(measurementId, { strict: true });
      expect(gtagScripts().map((script) => script.src)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${measurementId}`]);
      expect(gtagScripts()[0]?.async).toBe(true);
    });

    it('loads through the vendor proxy when the page names one', () => {
      const meta = document.createElement('meta');
      meta.name = vendorProxyMetaName;
      meta.content = '/sim-vendor/';
      document.head.append(meta);
      const measurementId = nextMeasurementId();
      renderAnalytics(measurementId);
      expect(gtagScripts().map((script) => script.getAttribute('src'))).toEqual([`/sim-vendor/www.googletagmanager.com/gtag/js?id=${measurementId}`]);
    });

    it('that fails to load reaches the error boundary, the events staying queued', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error too
      const measurementId = nextMeasurementId();
      emitAnalyticsEvent({ type: 'page_view', path: '/', title: 'Juniper Kitchen' });
      render(
        <TestBoundary>
          <GoogleAnalytics config={{ measurementId }} mode="live" placement="head" />
        </TestBoundary>,
      );
      const [script] = gtagScripts();
      await act(async () => {
        script?.dispatchEvent(new Event('error'));
      });

      expect(screen.getByRole('alert').textContent).toBe(`VendorScriptError: The script https://www.googletagmanager.com/gtag/js?id=${measurementId} failed to load`);
      expect(eventCommands().map(([, name]) => name)).toEqual(['page_view']);
    });
  });
});
