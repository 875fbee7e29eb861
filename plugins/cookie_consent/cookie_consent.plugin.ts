import * as z from 'zod/mini';
import { definePlugin } from '@/layout/define-plugin';
import { linkUrlSchema } from '@/layout/block-field-schemas';

const cookieConsentConfigSchema = z.object({
  message: z._default(
    z.string().check(z.minLength(1), z.maxLength(400)),
    'We use cookies to run the store, and, with your permission, to measure visits, remember your choices and show offers.',
  ),
  /** Where "Cookie policy" leads: an http(s) address or a path of this store. */
  policyUrl: z.optional(linkUrlSchema),
});
export type CookieConsentConfig = z.output<typeof cookieConsentConfigSchema>;

/**
 * Cookie consent: a banner with accept, reject and per-category choices. While it is on and the shopper has not
 * chosen, nothing in analytics or marketing loads (src/models/consent).
 */
export const cookieConsentPlugin = definePlugin({
  uniqueId: 'cookie_consent',
  label: 'Cookie consent',
  enabledSetting: 'plugin_cookie_consent_enabled',
  configSettings: { message: 'plugin_cookie_consent_message', policyUrl: 'plugin_cookie_consent_policy_url' },
  configSchema: cookieConsentConfigSchema,
  siteWide: 'body-end',
  consent: 'necessary',
  loadOn: 'idle',
  load: () => import('./CookieConsent'),
});
