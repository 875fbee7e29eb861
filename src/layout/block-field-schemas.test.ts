import { describe, expect, it } from 'vitest';
import { isExternalLink, linkHref, linkSchema } from './block-field-schemas';

describe('block links', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example/x', 'ftp://x', ''])('refuses %j', (url) => {
    expect(linkSchema.safeParse({ type: 'url', url }).success).toBe(false);
  });

  it.each(['/page/about', '/', 'https://example.com/a?b=1', 'http://example.com'])('accepts %j', (url) => {
    expect(linkSchema.safeParse({ type: 'url', url }).success).toBe(true);
  });

  // Browsers read each of these as another site's address, though it starts like a path of the store.
  it.each(['/\\evil.example/policy', '\\\\evil.example', '/%5Cevil.example', '/..//evil.example/x', '/\t/evil.example'])(
    'refuses %j, saying it leads off the store',
    (url) => {
      const result = linkSchema.safeParse({ type: 'url', url });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'This path leads to another site: write a path of this store (one / at the start), or a full https:// address',
      ]);
    },
  );

  it('explains a link that is neither a path nor an http(s) address', () => {
    expect(linkSchema.safeParse({ type: 'url', url: 'javascript:alert(1)' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Use an http(s) address or a path starting with /',
    ]);
  });

  it('leads where the browser would go, and never off the store through a path', () => {
    expect(linkHref({ type: 'url', url: '/a/../page/about' })).toBe('/page/about');
    expect(linkHref({ type: 'url', url: ' /page/about ' })).toBe('/page/about');
    expect(linkHref({ type: 'url', url: '/\\evil.example/policy' })).toBeNull();
    expect(isExternalLink({ type: 'url', url: '/\\evil.example/policy' })).toBe(false);
    expect(linkHref({ type: 'url', url: 'HTTPS://Gifts.example/x' })).toBe('https://gifts.example/x');
    expect(isExternalLink({ type: 'url', url: 'HTTPS://Gifts.example/x' })).toBe(true);
  });

  it('builds store paths with encoded slugs and tells other sites apart', () => {
    expect(linkHref({ type: 'category', slug: 'pizza & pasta' })).toBe('/category/pizza%20%26%20pasta');
    expect(linkHref({ type: 'none' })).toBeNull();
    expect(isExternalLink({ type: 'url', url: 'https://example.com' })).toBe(true);
    expect(isExternalLink({ type: 'url', url: '/page/x' })).toBe(false);
  });
});
