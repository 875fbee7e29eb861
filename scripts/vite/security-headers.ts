import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/*
 * The response headers the storefront's pages should be served with (ADR 0033), written once: the build writes them to
 * dist/_headers (the format Netlify and Cloudflare Pages read) and prints the inline scripts' hashes; the simulator
 * serves dist/ with them, so every end-to-end test runs under this policy; the README lists them for other hosts.
 */

/**
 * Where each optional vendor loads from, by CSP directive: a plugin's or the payment window's script, and what that
 * script then fetches, frames or draws. Only what a shopper's browser needs when the merchant turns the plugin on.
 */
const vendorSources = {
  // Google Analytics 4 (plugins/google_analytics)
  analytics: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  // Crisp live chat (plugins/live_chat_crisp)
  crisp: {
    'script-src': ['https://client.crisp.chat'],
    'style-src': ['https://client.crisp.chat'],
    'font-src': ['https://client.crisp.chat'],
    'connect-src': ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
    'frame-src': ['https://game.crisp.chat'],
    'media-src': ['https://client.crisp.chat'],
  },
  // Tawk.to live chat (plugins/live_chat_tawk)
  tawk: {
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
} satisfies Record<string, Partial<Record<Directive, string[]>>>;

type Directive = 'script-src' | 'style-src' | 'font-src' | 'connect-src' | 'frame-src' | 'media-src';

export interface SecurityHeadersInput {
  /** `sha256-…` of each inline script of index.html, as CSP writes them (without quotes). */
  inlineScriptHashes: readonly string[];
  /** Another origin the build calls the API on (VITE_API_ORIGIN), or '' for its own. */
  apiOrigin: string;
}

const vendor = (directive: Directive) => Object.values(vendorSources).flatMap((sources: Partial<Record<Directive, string[]>>) => sources[directive] ?? []);

/** The Content-Security-Policy of the storefront's pages. */
export function contentSecurityPolicy({ inlineScriptHashes, apiOrigin }: SecurityHeadersInput): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...vendor('script-src')],
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

/** Every header of the storefront's pages, by name. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    // Addresses carry capabilities (a tracking link's token): other sites get the origin at most.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), usb=()',
  };
}

/** `sha256-…` of each inline (no src) classic or module script of a page. JSON data blocks are not scripts CSP checks. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** dist/_headers: the pages' headers for every path, and a year's cache for the fingerprinted assets. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const page = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...page, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}

/** Reads dist/_headers back: the headers of `/*` (what the simulator sends with each page). */
export function pageHeadersFrom(file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inPages = false;
  for (const line of file.split('\n')) {
    if (!line.startsWith(' ') && line.trim() !== '') inPages = line.trim() === '/*';
    else if (inPages && line.includes(':')) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return headers;
}

/** Writes dist/_headers once index.html is final, and prints the inline scripts' hashes for hosts configured by hand. */
export function securityHeadersFile(apiOrigin: string): Plugin {
  return {
    name: 'storefront:security-headers',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const hashes = inlineScriptHashes(String(page.source));
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(securityHeaders({ inlineScriptHashes: hashes, apiOrigin })) });
      this.info(`index.html's inline scripts (Content-Security-Policy script-src, written to dist/_headers): ${hashes.map((hash) => `'${hash}'`).join(' ')}`);
    },
  };
}
