import { useEffect, useState } from 'react';
import type { PluginViewProps } from '@/layout/define-plugin';
import { analyticsPageUrl, analyticsReferrer, subscribeAnalytics } from '@/models/analytics/analytics-bus';
import { loadVendorScript } from '@/shared/lib/vendor-script';
import { toGa4Event } from './ga4-events';
import type { GoogleAnalyticsConfig } from './google_analytics.plugin';
import { gtagScriptUrl, pauseGtag, startGtag, type GtagGlobals, type GtagPageParams } from './gtag';

/** The page as the bus gives it: never `location.href`, which may carry a tracking link's token (ADR 0035). */
const currentPage = (): GtagPageParams => ({ page_location: analyticsPageUrl(), page_referrer: analyticsReferrer() });

/**
 * Forwards the storefront's analytics bus to GA4 through gtag.js. Renders nothing: its work is the dataLayer
 * queue, the vendor script and the bus subscription, all set up on mount and released on unmount.
 */
export default function GoogleAnalytics({ config }: PluginViewProps<GoogleAnalyticsConfig>) {
  const { measurementId } = config;
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    const globals: GtagGlobals = window as Window & GtagGlobals;
    const { gtag, forwarded, setPage } = startGtag(globals, measurementId, currentPage());
    // Replay: the page view that opened the visit was emitted before this chunk (idle, after consent) arrived.
    const unsubscribe = subscribeAnalytics((event) => {
      if (forwarded.has(event)) return;
      forwarded.add(event);
      const page = currentPage();
      setPage(page);
      const { name, params } = toGa4Event(event, { pageUrl: page.page_location });
      // send_to keeps the storefront's events to this property when the page carries other gtag configs.
      gtag('event', name, { ...params, send_to: measurementId });
    });

    let mounted = true;
    loadVendorScript(gtagScriptUrl(measurementId)).catch((error: unknown) => {
      // Thrown into render below, so the plugin's error boundary isolates and reports it. The commands already
      // queued stay in dataLayer, unread and harmless.
      if (mounted) setFailure(error instanceof Error ? error : new Error(String(error)));
    });

    return () => {
      mounted = false;
      unsubscribe();
      pauseGtag(globals);
    };
  }, [measurementId]);

  if (failure) throw failure;
  return null;
}
