/*
 * The storefront's page policy, written once (ADR 0033, ADR 0044 decision 6): the static build writes it to
 * dist/_headers with its inline scripts' hashes and every vendor; the server sends it with each page, with a nonce and
 * only the vendors the store has switched on. Web standard, so the Vite config and `workerd` both load it.
 */
import type { pluginRegistry } from '../../plugins/registry';

type Directive = 'script-src' | 'style-src' | 'font-src' | 'connect-src' | 'frame-src' | 'media-src';

/** A plugin's name (its `uniqueId`), or the payment window the checkout opens. */
type VendorName = (typeof pluginRegistry)[number]['uniqueId'] | 'razorpay';

/**
 * Where each optional vendor loads from, by CSP directive: a plugin's or the payment window's script, and what that
 * script then fetches, frames or draws. Only what a shopper's browser needs when the merchant turns the plugin on.
 * Keyed by the plugin's `uniqueId`, so the server can tell which plugins' hosts a store needs.
 */
const vendorSources = {
  // Google Analytics 4 (plugins/google_analytics)
  google_analytics: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  // Crisp live chat (plugins/live_chat_crisp)
  live_chat_crisp: {
    'script-src': ['https://client.crisp.chat'],
    'style-src': ['https://client.crisp.chat'],
    'font-src': ['https://client.crisp.chat'],
    'connect-src': ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
    'frame-src': ['https://game.crisp.chat'],
    'media-src': ['https://client.crisp.chat'],
  },
  // Tawk.to live chat (plugins/live_chat_tawk)
  live_chat_tawk: {
    'script-src': ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
    'style-src': ['https://embed.tawk.to', 'https://fonts.googleapis.com'],
    'font-src': ['https://embed.tawk.to', 'https://fonts.gstatic.com'],
    'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
    'frame-src': ['https://*.tawk.to'],
    'media-src': ['https://*.tawk.to'],
  },
  // Razorpay Standard Checkout (src/models/checkout/razorpay.ts)
  razorpay: {
    'script-src': ['https://checkout.razorpay.com'],
    'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  },
} satisfies Partial<Record<VendorName, Partial<Record<Directive, string[]>>>>;

export type Vendor = keyof typeof vendorSources;

/** Every vendor, in the table's order: what a page whose plugins are not known must allow. */
export const everyVendor = Object.keys(vendorSources) as Vendor[];

export interface PolicyInput {
  /** What `script-src` allows besides `'self'` and the vendors, as CSP writes it (quoted): hashes, or a nonce and `'strict-dynamic'`. */
  scriptSources: readonly string[];
  /** The vendors whose hosts the page may use. */
  vendors: readonly Vendor[];
  /** Another origin the browser calls the API on, or '' for the page's own. */
  apiOrigin: string;
}

/** The Content-Security-Policy of the storefront's pages. */
export function contentSecurityPolicy({ scriptSources, vendors, apiOrigin }: PolicyInput): string {
  const vendor = (directive: Directive) => vendors.flatMap((name) => (vendorSources[name] as Partial<Record<Directive, string[]>>)[directive] ?? []);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources, ...vendor('script-src')],
    // Merchant HTML keeps its style attributes (sanitised), and vendor widgets style themselves: styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...vendor('style-src')],
    // Product pictures come from wherever the merchant's backend keeps them.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...vendor('font-src')],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...vendor('connect-src')],
    'frame-src': ["'self'", ...vendor('frame-src')],
    'media-src': ["'self'", ...vendor('media-src')],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the store itself (the merchant preview studio) may frame its pages.
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every security header of the storefront's pages, by name. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    // Addresses carry capabilities (a tracking link's token): other sites get the origin at most.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing of the storefront films, records or locates the shopper (address search is typed), so no page or frame may.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
  };
}
