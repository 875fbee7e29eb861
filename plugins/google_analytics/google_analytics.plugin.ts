import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';

const googleAnalyticsConfigSchema = z.object({
  /** A GA4 measurement id. */
  measurementId: z.string().check(z.regex(/^G-[A-Z0-9]{4,16}$/, 'Use a GA4 measurement id such as G-ABC123XYZ')),
});
export type GoogleAnalyticsConfig = z.output<typeof googleAnalyticsConfigSchema>;

/** Forwards the storefront's analytics events to Google Analytics 4 through gtag.js. */
export const googleAnalyticsPlugin = definePlugin({
  uniqueId: 'google_analytics',
  label: 'Google Analytics 4',
  enabledSetting: 'plugin_google_analytics_enabled',
  configSettings: { measurementId: 'plugin_google_analytics_measurement_id' },
  configSchema: googleAnalyticsConfigSchema,
  siteWide: 'head',
  consent: 'analytics',
  loadOn: 'idle',
  load: () => import('./GoogleAnalytics'),
});
