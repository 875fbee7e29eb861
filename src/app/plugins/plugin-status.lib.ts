import { readPluginConfig, type RegisteredPlugin } from '@/layout/define-plugin';
import type { LayoutIssue } from '@/layout/define-block';
import { consentAllows, type ConsentState } from '@/models/consent/consent.lib';
import type { SiteSettings } from '@/domain/site-settings';

/** Where a plugin stands, and so whether its code may be downloaded. */
export type PluginStatus =
  | { kind: 'off' }
  | { kind: 'invalid'; issues: LayoutIssue[] }
  | { kind: 'waiting-for-consent'; config: unknown }
  | { kind: 'allowed'; config: unknown };

/**
 * The setting that switches cookie consent on. While it is on, plugins outside `necessary` wait for the shopper's
 * yes; it counts even when the banner's own configuration is invalid, so a misconfigured banner never lets
 * analytics through unasked.
 */
const cookieConsentSetting = 'plugin_cookie_consent_enabled';

export const isConsentRequired = (settings: SiteSettings) => settings[cookieConsentSetting] === true;

export function pluginStatus(plugin: RegisteredPlugin, settings: SiteSettings, consent: ConsentState): PluginStatus {
  const config = readPluginConfig(plugin, settings);
  switch (config.status) {
    case 'off':
      return { kind: 'off' };
    case 'invalid':
      return { kind: 'invalid', issues: config.issues };
    case 'on':
      return consentAllows(plugin.consent, consent, isConsentRequired(settings))
        ? { kind: 'allowed', config: config.config }
        : { kind: 'waiting-for-consent', config: config.config };
    default:
      return config satisfies never;
  }
}
