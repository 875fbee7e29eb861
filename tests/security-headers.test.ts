// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { headersFile, inlineScriptHashes, pageHeadersFrom, securityHeadersFile } from '../scripts/vite/security-headers';
import { contentSecurityPolicy, everyVendor, securityHeaders } from '../server/security/content-security-policy';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The static build's input to the policy: its inline scripts' hashes and every vendor. */
const staticInput = (hashes: string[], apiOrigin: string) => ({ scriptSources: hashes.map((hash) => `'${hash}'`), vendors: everyVendor, apiOrigin });

const fixture = (name: string) => readFileSync(new URL(`fixtures/static-headers/${name}`, import.meta.url), 'utf8');

/** The `_headers` the build plugin emits for an index.html. */
function emittedHeaders(indexHtml: string, apiOrigin: string): string {
  const emitted: string[] = [];
  const context = { emitFile: (file: { source: string }) => emitted.push(file.source), info: () => undefined };
  const bundle = { 'index.html': { type: 'asset', fileName: 'index.html', source: indexHtml } } as unknown as Rollup.OutputBundle;
  (securityHeadersFile(apiOrigin).generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle, isWrite: boolean) => void).call(context, {}, bundle, true);
  return emitted.join('');
}

describe('the pages’ security headers', () => {
  // The fixtures are a build's index.html and the _headers the build wrote for it: a change to them is a policy change.
  it.each([
    ['', '_headers'],
    ['https://api.example.com', 'api-origin._headers'],
  ])('write the same dist/_headers for a build’s index.html (API origin %j)', (apiOrigin, expected) => {
    expect(emittedHeaders(fixture('index.html'), apiOrigin)).toBe(fixture(expected));
  });

  it('hash each inline script of the page, not external ones or JSON data blocks', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('allow only the page’s own scripts, those hashes and the vendors’, and no framing by other sites', () => {
    const policy = contentSecurityPolicy(staticInput([sha('a()')], ''));
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(`'${sha('a()')}'`);
    expect(scriptSrc).toContain('https://checkout.razorpay.com');
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('let a build pointed at another API origin call it', () => {
    const connect = (apiOrigin: string) => contentSecurityPolicy(staticInput([], apiOrigin)).split('; ').find((directive) => directive.startsWith('connect-src ')) ?? '';
    expect(connect('https://api.example.com')).toContain('https://api.example.com');
    expect(connect('')).not.toContain('api.example.com');
  });

  it('write a _headers file the simulator reads back the same', () => {
    const headers = securityHeaders(staticInput([sha('a()')], ''));
    const file = headersFile(headers);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(pageHeadersFrom(file)).toEqual(headers);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });
});
