import { describe, expect, it } from 'vitest';
import { classifyLink, storePath } from './store-path';

describe('storePath: a candidate read as the browser will, then kept only inside the store', () => {
  // Every form the audit found (issue 26, findings 3 and 4), and their spellings with tabs, newlines and escapes.
  it.each([
    ['/..//evil.example/x'],
    ['/.//'],
    ['/a/..//'],
    ['/./\\'],
    ['/%2e%2e//'],
    ['/%2E%2E//evil.example/x'],
    ['/.%2e//evil.example'],
    ['/a/b/../..//evil.example'],
    ['/.//evil.example/x'],
    ['//evil.example/x'],
    ['/\\evil.example/policy'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['\t//evil.example'],
    [' //evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%09/evil.example'],
    ['https://evil.example/x'],
    ['http://store.invalid/account'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['account'],
    ['./account'],
    ['?next=/x'],
    ['#top'],
    [''],
  ])('refuses %j', (candidate) => {
    expect(storePath(candidate)).toBeNull();
  });

  it.each([
    ['/account/wallet?tab=credits', '/account/wallet?tab=credits'],
    ['/checkout?step=address#x', '/checkout?step=address#x'],
    ['/product/caf%C3%A9', '/product/caf%C3%A9'],
    ['/product/café', '/product/caf%C3%A9'],
    ['/category/a%2Fb', '/category/a%2Fb'],
    ['/a/../b', '/b'],
    ['/a/./b/', '/a/b/'],
    ['/..', '/'],
    ['/', '/'],
    ['/%2e%2e/account', '/account'],
    ['\\account', '/account'],
    [' /account ', '/account'],
    ['/acc\tount\n', '/account'],
    ['/search?q=a b', '/search?q=a%20b'],
    ['/x?next=//evil.example', '/x?next=//evil.example'],
    ['/x#//evil.example', '/x#//evil.example'],
  ])('keeps %j as %j', (candidate, path) => {
    expect(storePath(candidate)).toBe(path);
  });

  it('gives a path that reads the same again: never `//`, never another origin', () => {
    for (const candidate of ['/a/../b', '/%2e%2e/x', '\\account', '/product/café']) {
      const path = storePath(candidate);
      expect(path).not.toBeNull();
      expect(path?.startsWith('//')).toBe(false);
      expect(storePath(path ?? '')).toBe(path);
    }
  });
});

describe('classifyLink: a merchant link is a store path, another site over http(s), or refused', () => {
  it.each([
    ['/page/about', { kind: 'path', href: '/page/about' }],
    ['/a/../page/about', { kind: 'path', href: '/page/about' }],
    [' /page/about ', { kind: 'path', href: '/page/about' }],
    ['https://ok.example/x', { kind: 'external', href: 'https://ok.example/x' }],
    ['HTTP://OK.example', { kind: 'external', href: 'http://ok.example/' }],
    [' https://ok.example/a b ', { kind: 'external', href: 'https://ok.example/a%20b' }],
    ['/\\evil.example/policy', { kind: 'refused', reason: 'off-store' }],
    ['\\\\evil.example', { kind: 'refused', reason: 'off-store' }],
    ['/%5Cevil.example', { kind: 'refused', reason: 'off-store' }],
    ['//evil.example/x', { kind: 'refused', reason: 'off-store' }],
    ['/..//evil.example/x', { kind: 'refused', reason: 'off-store' }],
    ['javascript:alert(1)', { kind: 'refused', reason: 'not-a-link' }],
    [' java\tscript:alert(1)', { kind: 'refused', reason: 'not-a-link' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'refused', reason: 'not-a-link' }],
    ['ftp://files.example', { kind: 'refused', reason: 'not-a-link' }],
    ['mailto:hi@example.com', { kind: 'refused', reason: 'not-a-link' }],
    ['page/about', { kind: 'refused', reason: 'not-a-link' }],
    ['', { kind: 'refused', reason: 'not-a-link' }],
  ])('%j is %o', (candidate, target) => {
    expect(classifyLink(candidate)).toEqual(target);
  });
});
