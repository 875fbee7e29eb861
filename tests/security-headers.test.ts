import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineScriptHashes, pageHeadersFrom, securityHeaders } from '../scripts/vite/security-headers';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the pages’ security headers', () => {
  it('hash each inline script of the page, not external ones or JSON data blocks', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('allow only the page’s own scripts, those hashes and the vendors’, and no framing by other sites', () => {
    const policy = contentSecurityPolicy({ inlineScriptHashes: [sha('a()')], apiOrigin: '' });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(`'${sha('a()')}'`);
    expect(scriptSrc).toContain('https://checkout.razorpay.com');
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it('let a build pointed at another API origin call it', () => {
    const connect = (apiOrigin: string) => contentSecurityPolicy({ inlineScriptHashes: [], apiOrigin }).split('; ').find((directive) => directive.startsWith('connect-src ')) ?? '';
    expect(connect('https://api.example.com')).toContain('https://api.example.com');
    expect(connect('')).not.toContain('api.example.com');
  });

  it('write a _headers file the simulator reads back the same', () => {
    const headers = securityHeaders({ inlineScriptHashes: [sha('a()')], apiOrigin: '' });
    const file = headersFile(headers);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(pageHeadersFrom(file)).toEqual(headers);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });
});
