import { describe, expect, it } from 'vitest';
import { isExternalLink, linkHref, linkSchema } from './schema-parts';

describe('block links', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example/x', 'ftp://x', ' /x', ''])('refuses %j', (url) => {
    expect(linkSchema.safeParse({ type: 'url', url }).success).toBe(false);
  });

  it.each(['/page/about', '/', 'https://example.com/a?b=1', 'http://example.com'])('accepts %j', (url) => {
    expect(linkSchema.safeParse({ type: 'url', url }).success).toBe(true);
  });

  it('builds store paths with encoded slugs and tells other sites apart', () => {
    expect(linkHref({ type: 'category', slug: 'pizza & pasta' })).toBe('/category/pizza%20%26%20pasta');
    expect(linkHref({ type: 'none' })).toBeNull();
    expect(isExternalLink({ type: 'url', url: 'https://example.com' })).toBe(true);
    expect(isExternalLink({ type: 'url', url: '/page/x' })).toBe(false);
  });
});
