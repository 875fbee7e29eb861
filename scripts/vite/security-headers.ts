import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { everyVendor, securityHeaders } from '../../server/security/content-security-policy';

/*
 * The static build's page headers (ADR 0033): the policy the server also sends (server/security), with the inline
 * scripts' hashes and every vendor, since a file cannot mint nonces or know the store's plugins. The build writes them
 * to dist/_headers (the format Netlify and Cloudflare Pages read) and prints the hashes; the simulator serves dist/
 * with them, so every end-to-end test runs under this policy; the README lists them for other hosts.
 */

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
      const headers = securityHeaders({ scriptSources: hashes.map((hash) => `'${hash}'`), vendors: everyVendor, apiOrigin });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      this.info(`index.html's inline scripts (Content-Security-Policy script-src, written to dist/_headers): ${hashes.map((hash) => `'${hash}'`).join(' ')}`);
    },
  };
}
