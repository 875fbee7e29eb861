/*
 * The security headers the server sends with each page (ADR 0044 decision 6): the static build's policy, with the
 * response's nonce and `'strict-dynamic'` in place of the inline scripts' hashes, and the hosts of only the vendors
 * the store can load.
 */
import type { SiteSettings } from '@/domain/site-settings';
import { readPluginConfig } from '@/layout/define-plugin';
import { pluginRegistry } from '../../plugins/registry';
import { everyVendor, securityHeaders, type Vendor } from './content-security-policy';
import { isNonce } from './nonce';

/**
 * The vendors a page may use: the payment window (any page may lead to checkout without a reload), and the plugins
 * the store has switched on with a valid configuration, read as src/app/plugins reads them. Consent is not asked
 * here: the shopper may give it later on the same page. Unknown settings allow every vendor, as the static build does.
 */
export function pageVendors(settings: SiteSettings | null): Vendor[] {
  if (settings === null) return everyVendor;
  const switchedOn = new Set<string>(pluginRegistry.filter((plugin) => readPluginConfig(plugin, settings).status === 'on').map((plugin) => plugin.uniqueId));
  return everyVendor.filter((vendor) => vendor === 'razorpay' || switchedOn.has(vendor));
}

export interface PageSecurityInput {
  /** This response's nonce (`createNonce()`), the one `withNonce` wrote on the page's scripts. */
  nonce: string;
  /**
   * The settings the page was made with; null when the browser will read its own (the client shell after a failed
   * get-data, or a studio frame whose draft may switch plugins on without a reload).
   */
  settings: SiteSettings | null;
  /** Another origin the browser calls the API on, or '' for the page's own. */
  apiOrigin: string;
}

/** Every security header of a page the server answers, by name. */
export function pageSecurityHeaders({ nonce, settings, apiOrigin }: PageSecurityInput): Record<string, string> {
  if (!isNonce(nonce)) throw new TypeError('A CSP nonce is base64 text');
  // Browsers without 'strict-dynamic' ignore it and keep to 'self' and the hosts; the others ignore those instead.
  return securityHeaders({ scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'"], vendors: pageVendors(settings), apiOrigin });
}
