// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectedEventSchema, type CollectedEvent } from '../analytics-sink';
import { analyticsCollectPath, gtagStandIn } from './gtag';

const page = window as Window & { dataLayer?: unknown[]; __storefrontGtagStandIn?: boolean };

function standInSource(id = 'G-SIM12345'): string {
  const [standIn] = gtagStandIn;
  if (!standIn) throw new Error('no gtag stand-in');
  return standIn.source(new URL(`https://www.googletagmanager.com/gtag/js?id=${id}`));
}

/** Runs the stand-in as the browser would run the classic script. */
function loadStandIn(id?: string): void {
  new Function(standInSource(id))();
}

/** The page's snippet: gtag pushes its Arguments object. */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (page.dataLayer ??= []).push(arguments);
}

let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;

/** What reached the sink, checked against the sink's own schema. */
function beacons(): CollectedEvent[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(analyticsCollectPath);
    return collectedEventSchema.parse(JSON.parse(body));
  });
}

const sent = () => beacons().map(({ measurement_id, name, params }) => ({ measurement_id, name, params }));

beforeEach(() => {
  sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
});

afterEach(() => {
  delete page.dataLayer;
  delete page.__storefrontGtagStandIn;
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the gtag.js stand-in', () => {
  it('answers only gtag.js’s own path on Google’s tag host', () => {
    const [standIn] = gtagStandIn;
    expect(standIn?.host).toBe('www.googletagmanager.com');
    expect(standIn?.path.test('/gtag/js')).toBe(true);
    expect(standIn?.path.test('/gtm.js')).toBe(false);
  });

  it('sends the config and events queued before it loaded', () => {
    gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied' });
    gtag('js', new Date());
    gtag('config', 'G-SIM12345', { send_page_view: false });
    gtag('event', 'page_view', { page_path: '/', page_title: 'Home', send_to: 'G-SIM12345' });
    loadStandIn();

    expect(sent()).toEqual([
      { measurement_id: 'G-SIM12345', name: 'config', params: { send_page_view: false } },
      { measurement_id: 'G-SIM12345', name: 'page_view', params: { page_path: '/', page_title: 'Home' } },
    ]);
    expect(beacons()[0]?.ts).toBeGreaterThan(0);
  });

  it('sends the page’s location with every hit, as gtag.js does', () => {
    gtag('config', 'G-SIM12345', {});
    gtag('event', 'search', { search_term: 'soup' });
    loadStandIn();
    expect(beacons().map((event) => event.page_location)).toEqual([window.location.href, window.location.href]);
  });

  it('sends the location the page set, or the event’s own, instead of the document’s, as gtag.js does', () => {
    gtag('set', { page_location: 'https://shop.example/track-order/12', page_referrer: '' });
    gtag('config', 'G-SIM12345', {});
    gtag('event', 'page_view', { page_location: 'https://shop.example/track-order/12?utm_source=mail', page_path: '/track-order/12?utm_source=mail' });
    loadStandIn();
    expect(beacons().map((event) => event.page_location)).toEqual(['https://shop.example/track-order/12', 'https://shop.example/track-order/12?utm_source=mail']);
  });

  it('sends the commands pushed after it loaded', () => {
    gtag('config', 'G-SIM12345', {});
    loadStandIn();
    sendBeacon.mockClear();
    gtag('event', 'search', { search_term: 'soup' });
    expect(sent()).toEqual([{ measurement_id: 'G-SIM12345', name: 'search', params: { search_term: 'soup' } }]);
  });

  it('ignores dataLayer messages that are not gtag commands', () => {
    loadStandIn();
    page.dataLayer?.push({ event: 'gtm.js' }, ['event', 'an_array_copy', {}]);
    expect(sent()).toEqual([]);
  });

  it('routes an event without send_to to every configured property', () => {
    gtag('config', 'G-FIRST1', {});
    gtag('config', 'G-SECOND2', {});
    loadStandIn();
    sendBeacon.mockClear();
    gtag('event', 'search', { search_term: 'tea' });
    expect(sent().map((event) => event.measurement_id)).toEqual(['G-FIRST1', 'G-SECOND2']);
  });

  it('sends nothing while analytics storage is denied', () => {
    gtag('consent', 'default', { analytics_storage: 'denied' });
    gtag('config', 'G-SIM12345', {});
    gtag('event', 'page_view', { page_path: '/' });
    loadStandIn();
    expect(sent()).toEqual([]);

    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('event', 'search', { search_term: 'soup' });
    expect(sent().map((event) => event.name)).toEqual(['search']);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    sendBeacon.mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    gtag('config', 'G-SIM12345', {});
    loadStandIn();
    expect(fetchSpy).toHaveBeenCalledWith(analyticsCollectPath, expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('takes over dataLayer once, however often it is loaded', () => {
    gtag('config', 'G-SIM12345', {});
    loadStandIn();
    loadStandIn();
    sendBeacon.mockClear();
    gtag('event', 'search', { search_term: 'soup' });
    expect(sent()).toHaveLength(1);
  });

  it('keeps the page running when a command cannot be sent', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadStandIn();
    sendBeacon.mockImplementation(() => {
      throw new Error('beacon quota');
    });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    expect(() => gtag('config', 'G-SIM12345', {})).not.toThrow();
  });
});
