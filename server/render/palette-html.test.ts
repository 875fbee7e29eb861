// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingKeys } from '@/domain/site-settings';
import { withPalette } from './head-tags';

describe('withPalette', () => {
  it('puts the store’s palette and its key on the build’s <html>, keeping its other attributes, in place of the build’s key', () => {
    const html = withPalette('<!doctype html><html lang="en" data-palette="#1f6f5c #ffffff #1d2a26"><head></head></html>', {
      [settingKeys.storeBgColor]: '#2f4a7a',
      [settingKeys.storeTextOnBgColor]: '#ffffff',
      [settingKeys.storeTextColor]: '#222222',
    });
    const tag = /<html\b[^>]*>/.exec(html)?.[0];
    expect(tag).toBe(
      '<html lang="en" data-palette="#2f4a7a #ffffff #222222" style="--store-bg:#2f4a7a;--store-text-on-bg:#ffffff;--store-text:#222222;--store-accent:#2f4a7a;--store-tint:#ebf2ff">',
    );
  });
});
