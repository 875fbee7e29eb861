// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import indexHtml from '../../tests/fixtures/static-headers/index.html?raw';
import { createNonce, withNonce } from './nonce';

const nonce = 'q83vEjRWeJq8nN7vEjRWeA==';

/** Every open tag of a kind, as written. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

describe('createNonce', () => {
  it('gives 128 random bits from Web Crypto, in base64, new each time', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const first = createNonce();
    expect(random).toHaveBeenCalledTimes(1);
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Uint8Array.from(atob(first), (char) => char.charCodeAt(0))).toHaveLength(16);
    expect(createNonce()).not.toBe(first);
  });
});

describe('withNonce on the client build’s index.html', () => {
  const page = withNonce(indexHtml, nonce);

  it('marks every script, the inline prefetch and preload included, and every modulepreload link', () => {
    expect(tags(indexHtml, 'script')).toHaveLength(3);
    expect(tags(page, 'script').every((tag) => tag.startsWith(`<script nonce="${nonce}"`))).toBe(true);
    const preloads = tags(page, 'link').filter((tag) => tag.includes('rel="modulepreload"'));
    expect(preloads).toHaveLength(4);
    expect(preloads.every((tag) => tag.startsWith(`<link nonce="${nonce}" rel="modulepreload"`))).toBe(true);
  });

  it('changes nothing else: other links, comments and the scripts’ own text', () => {
    const unmarked = page.replaceAll(` nonce="${nonce}"`, '');
    expect(unmarked).toBe(indexHtml);
    expect(page.split('nonce=')).toHaveLength(3 + 4 + 1);
  });

  it('does not mark a page twice, nor a tag that has its own nonce', () => {
    expect(withNonce(page, 'b3RoZXI=')).toBe(page);
    expect(withNonce('<script nonce="abc">a()</script><script>b()</script>', nonce)).toBe(`<script nonce="abc">a()</script><script nonce="${nonce}">b()</script>`);
  });

  it('leaves markup inside comments, styles and scripts alone, and reads rel as a list of tokens', () => {
    const html = [
      '<!-- <script src="/x.js"></script> -->',
      '<style>a::after{content:"<script>"}</style>',
      `<script>document.write('<link rel="modulepreload" href="/y.js">')</script>`,
      '<link rel="preload" href="/z.js" as="script">',
      '<LINK HREF=/m.js REL="ModulePreload">',
      '<link data-x="a > b" rel=modulepreload href="/n.js">',
    ].join('');
    expect(withNonce(html, nonce)).toBe(
      [
        '<!-- <script src="/x.js"></script> -->',
        '<style>a::after{content:"<script>"}</style>',
        `<script nonce="${nonce}">document.write('<link rel="modulepreload" href="/y.js">')</script>`,
        '<link rel="preload" href="/z.js" as="script">',
        `<LINK nonce="${nonce}" HREF=/m.js REL="ModulePreload">`,
        `<link nonce="${nonce}" data-x="a > b" rel=modulepreload href="/n.js">`,
      ].join(''),
    );
  });

  it('refuses a nonce that would break the attribute', () => {
    expect(() => withNonce(indexHtml, '"><script>')).toThrow(TypeError);
  });
});
