// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageDescription } from './content-page.lib';

describe('a content page’s description', () => {
  it('prefers the page’s own description, and has none for a page without text', () => {
    expect(pageDescription({ meta_description: '  Who we are. ', content: '<p>Text</p>' })).toBe('Who we are.');
    expect(pageDescription({ meta_description: null, content: '<p>Text</p>' })).toBe('Text');
    expect(pageDescription({ meta_description: '   ', content: '<h2>Hours</h2><script>alert(1)</script><p>Open <b>daily</b></p>' })).toBe('Hours Open daily');
    expect(pageDescription({ meta_description: '', content: '<img src="x">' })).toBeNull();
    expect(pageDescription({ meta_description: null, content: null })).toBeNull();
  });
});
