import { describe, expect, it } from 'vitest';
import { composeHead, safeColor } from './head.lib';

const settings = {
  storeName: 'Green Grocer',
  seo_meta_title: 'Green Grocer – fresh food',
  seo_meta_description: 'Fresh food delivered.',
  og_image: '/sim-images/og.svg',
  seo_general_title_prefix: '🛒 ',
  seo_product_title_prefix: 'Buy ',
  seo_product_title_suffix: ' | Green Grocer',
  seo_product_description_prefix: 'Order ',
  seo_product_description_suffix: ' today.',
  seo_category_title_suffix: ' – aisle',
  favicon16: '/sim-images/fav-16.svg',
  favicon512: '/sim-images/fav-512.svg',
  storeBgColor: '#123456',
};

describe('the document head', () => {
  it('uses the store title with the general prefix on the home page', () => {
    expect(composeHead(settings, { kind: 'general', title: null }).title).toBe('🛒 Green Grocer – fresh food');
  });

  it('adds the product prefix and suffix to title and description', () => {
    const head = composeHead(settings, { kind: 'product', title: 'Apples', description: 'crisp apples' });
    expect(head.title).toBe('Buy Apples | Green Grocer');
    expect(head.description).toBe('Order crisp apples today.');
  });

  it('adds the category suffix and the site description when the page has none', () => {
    const head = composeHead(settings, { kind: 'category', title: 'Fruit' });
    expect(head.title).toBe('Fruit – aisle');
    expect(head.description).toBe('Fresh food delivered.');
  });

  it('names general screens after the store', () => {
    expect(composeHead(settings, { kind: 'general', title: 'Cart' }).title).toBe('🛒 Cart | Green Grocer');
  });

  it('lists the configured icons with their sizes, largest first, and the social image', () => {
    const head = composeHead(settings, { kind: 'general', title: null });
    expect(head.icons).toEqual([
      { size: 512, href: '/sim-images/fav-512.svg' },
      { size: 16, href: '/sim-images/fav-16.svg' },
    ]);
    expect(head.image).toBe('/sim-images/og.svg');
    expect(head.themeColor).toBe('#123456');
  });

  it('lets only plain colours through', () => {
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColor('red; background: url(https://evil.example)')).toBeNull();
    expect(safeColor('expression(alert(1))')).toBeNull();
  });
});
