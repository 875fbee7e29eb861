import type { Category } from '@/api/schemas/category.schema';
import type { Product } from '@/api/schemas/product.schema';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { simulatedImageUrl } from './images';

/**
 * The seeded home layout. The block data shapes are plausible guesses until the block schemas land
 * (blocks/<code>/<code>.block.ts); then this file should build its data from the blocks' fixtures.
 */

export const layoutCodes = [
  'top_nav',
  'search_block',
  'banner_slider',
  'categories_horizontal_strip',
  'products_display',
  'static_banner',
  'product_horizontal_strip',
  'slider_centered',
  'categories_grid',
  'custom_html_block',
  'products_infinite_scroll',
  'bottom_nav',
] as const;
export type SeededLayoutCode = (typeof layoutCodes)[number];

const defaultSettings = { show_on_mobile: true, show_on_desktop: true };

function slide(name: string, title: string, subtitle: string, link: string) {
  return {
    image: simulatedImageUrl(name, { width: 1200, height: 480, label: title }),
    image_alt: title,
    title,
    subtitle,
    link,
  };
}

function blockData(code: SeededLayoutCode, categories: readonly Category[], products: readonly Product[], storeName: string): unknown {
  const inCategory = (categoryId: number) => products.filter((product) => product.category_id === categoryId);
  switch (code) {
    case 'top_nav':
      return { logo_alt: storeName, show_search: true, show_cart: true, show_branch_picker: true };
    case 'search_block':
      return { placeholder: 'Search pizzas, bowls, drinks…' };
    case 'banner_slider':
      return {
        autoplay: true,
        interval_ms: 5000,
        slides: [
          slide('banner-pizza-night', 'Pizza night, sorted', 'Any large pizza with free garlic dip', '/category/pizzas'),
          slide('banner-fresh-bowls', 'Fresh bowls daily', 'Pick a base and your favourite toppings', '/product/build-your-own-bowl'),
          slide('banner-free-delivery', 'Free delivery over $50', 'On every order, every day', '/cart'),
        ],
      };
    case 'categories_horizontal_strip':
      return { title: 'Browse the menu', categories };
    case 'products_display':
      return { title: 'Popular right now', columns: 3, products: [1, 6, 11, 16, 21, 26].flatMap((id) => products.filter((product) => product.id === id)) };
    case 'static_banner':
      return {
        image: simulatedImageUrl('banner-breakfast', { width: 1200, height: 360, label: 'Breakfast until 11am' }),
        image_alt: 'Breakfast served until 11am',
        title: 'Breakfast until 11am',
        link: '/category/breakfast',
      };
    case 'product_horizontal_strip':
      return { title: 'Sweet treats', products: inCategory(7) };
    case 'slider_centered':
      return {
        slides: [
          slide('centered-burgers', 'Burgers made your way', 'Pick a patty, add sauces', '/category/burgers'),
          slide('centered-drinks', 'Cold drinks', 'Lemonade, iced tea and more', '/category/drinks'),
        ],
      };
    case 'categories_grid':
      return { title: 'All categories', columns: 4, categories };
    case 'custom_html_block':
      return {
        html: `<h2>About ${storeName}</h2><p>We cook everything to order from three kitchens across the city. <a href="/page/about-us">Read our story</a>.</p>`,
      };
    case 'products_infinite_scroll':
      return { title: 'Everything on the menu', per_page: 12 };
    case 'bottom_nav':
      return {
        items: [
          { label: 'Home', icon: 'home', link: '/' },
          { label: 'Search', icon: 'search', link: '/search' },
          { label: 'Cart', icon: 'cart', link: '/cart' },
          { label: 'Account', icon: 'user', link: '/account' },
        ],
      };
    default:
      return code satisfies never;
  }
}

/** One layout item per seeded code, ids 1–12 in display order (positions 10, 20, ... leave room to insert). */
export function buildLayout(categories: readonly Category[], products: readonly Product[], storeName: string): LayoutItem[] {
  return layoutCodes.map((code, index) => ({
    id: index + 1,
    code,
    type: 'designElement',
    data: blockData(code, categories, products, storeName),
    settings: defaultSettings,
    position: (index + 1) * 10,
    uniqueId: null,
  }));
}
