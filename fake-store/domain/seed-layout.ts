import type { LayoutItem } from '@/api/schemas/site.schema';
import { SCHEMA_VERSION_KEY } from '@/domain/layout-schema-version';
import { freeDeliveryPromise } from './seed-delivery';

/**
 * The seeded home layout as the merchant's editor would have saved it: every block the storefront has, in a realistic
 * order, its data linking to the seeded categories, products and pages (tests/store-links.integration.test.ts looks
 * each link up in the store). Plain data, as a backend holds it: tests/seeded-layout.test.ts checks every item against
 * the block registry's schemas and versions, so a block that changes its shape cannot leave this behind.
 */
const seededBlocks = [
  {
    code: 'top_nav',
    data: {
      logo: null,
      menu_links: [
        { label: 'Pizzas', link: { type: 'category', slug: 'pizzas' } },
        { label: 'Bowls', link: { type: 'category', slug: 'bowls' } },
        { label: 'Drinks', link: { type: 'category', slug: 'drinks' } },
        { label: 'Our story', link: { type: 'page', slug: 'about-us' } },
        { label: 'Gift cards', link: { type: 'url', url: 'https://gifts.example.com/harbour-kitchen' } },
      ],
      search_placeholder: 'Search pizzas, bowls, drinks…',
    },
    settings: {
      sticky: true,
      background_color: null,
      text_color: null,
      show_store_name: false,
      show_search: true,
      search_style: 'link',
      show_branch_selector: true,
      show_account: true,
    },
  },
  {
    code: 'search_block',
    data: {
      heading: 'What are you craving today?',
      label: 'Search the menu',
      placeholder: 'Pizza, salads, desserts...',
      button_label: 'Search',
    },
    settings: { show_label: false, background_color: '#1f6f5c', text_color: '#ffffff' },
  },
  {
    code: 'banner_slider',
    data: {
      title: '',
      slides: [
        {
          image: {
            src: '/sim-images/fresh-salads.svg?w=1200&h=600',
            alt: 'A bowl of crisp salad with grilled vegetables on a sunny table',
            width: 1200,
            height: 600,
          },
          mobile_image: {
            src: '/sim-images/fresh-salads-mobile.svg?w=800&h=600',
            alt: 'A bowl of crisp salad with grilled vegetables on a sunny table',
            width: 800,
            height: 600,
          },
          heading: 'Fresh salads, dressed every morning',
          text: 'Crisp leaves from local farms and dressings we make in house.',
          button_label: 'See the salads',
          link: { type: 'category', slug: 'salads' },
        },
        {
          image: {
            src: '/sim-images/margherita-pizza-banner.svg?w=1200&h=600',
            alt: 'A Margherita pizza fresh from the stone oven',
            width: 1200,
            height: 600,
          },
          heading: 'Our Margherita, from the stone oven',
          text: 'Dough proved for 48 hours, in the size and crust you like.',
          button_label: 'Order a Margherita',
          link: { type: 'product', slug: 'margherita-pizza' },
        },
        {
          image: {
            src: '/sim-images/gift-cards.svg?w=1200&h=600',
            alt: 'Gift cards from our store, available online',
            width: 1200,
            height: 600,
          },
          link: { type: 'url', url: 'https://gifts.example.com/our-store' },
        },
      ],
    },
    settings: {
      autoplay: true,
      interval_seconds: 6,
      show_arrows: true,
      show_dots: true,
      aspect_ratio: '2:1',
      mobile_aspect_ratio: '4:3',
      text_color: '#ffffff',
      overlay_opacity: 35,
      text_position: 'center',
    },
  },
  {
    code: 'categories_horizontal_strip',
    data: {
      title: 'What are you craving?',
      subtitle: '',
      source: { type: 'picked', slugs: ['pizzas', 'burgers', 'bowls', 'breakfast', 'desserts', 'drinks'] },
      max_count: 6,
      columns_mobile: 3,
      columns_desktop: 6,
      view_all_label: 'All categories',
      view_all_link: { type: 'url', url: '/search' },
    },
    settings: { image_shape: 'circle', show_names: true, mobile_style: 'chips' },
  },
  {
    code: 'products_display',
    data: {
      title: 'Popular right now',
      subtitle: 'What our regulars order again and again.',
      source: { type: 'sort', sort: 'popular' },
      count: 8,
      columns_mobile: 2,
      columns_desktop: 4,
      view_all_label: 'See the whole menu',
      view_all_link: { type: 'url', url: '/search' },
    },
    settings: {},
  },
  {
    code: 'static_banner',
    data: {
      [SCHEMA_VERSION_KEY]: 2,
      image: {
        src: '/sim-images/free-delivery.svg?w=1200&h=400',
        alt: 'A delivery rider with an insulated food bag',
        width: 1200,
        height: 400,
      },
      mobile_image: {
        src: '/sim-images/free-delivery-mobile.svg?w=800&h=600',
        alt: 'A delivery rider with an insulated food bag',
        width: 800,
        height: 600,
      },
      // The store's own figure, which a block's sample text cannot know.
      heading: freeDeliveryPromise,
      text: 'Within 5 km of any of our branches, every day.',
      button_label: 'Start an order',
      link: { type: 'category', slug: 'full-menu' },
    },
    settings: { text_color: '#ffffff', overlay_opacity: 30, text_position: 'left' },
  },
  {
    code: 'product_horizontal_strip',
    data: {
      title: 'Sweet treats',
      subtitle: 'Save room for dessert.',
      source: { type: 'category', category: 'desserts', sort: 'price_asc' },
      count: 10,
      view_all_label: 'All desserts',
      view_all_link: { type: 'category', slug: 'desserts' },
    },
    settings: { show_arrows: true, background_color: '#fdf3e7', text_color: '#1d2a26' },
  },
  {
    code: 'slider_centered',
    data: {
      title: 'Explore our kitchen',
      items: [
        {
          image: {
            src: '/sim-images/wood-fired-pizza.svg?w=800&h=600',
            alt: '',
            width: 800,
            height: 600,
          },
          title: 'Wood-fired pizza',
          subtitle: 'Baked at 450 °C in 90 seconds',
          link: { type: 'category', slug: 'pizzas' },
        },
        {
          image: { src: '/sim-images/warm-bowls.svg?w=800&h=600', alt: '', width: 800, height: 600 },
          title: 'Warm bowls',
          subtitle: 'Grains, bright toppings and your sauce',
          link: { type: 'category', slug: 'bowls' },
        },
        {
          image: { src: '/sim-images/tiramisu.svg?w=800&h=600', alt: '', width: 800, height: 600 },
          title: 'Our tiramisu',
          subtitle: 'Made in our kitchen each day',
          link: { type: 'product', slug: 'tiramisu' },
        },
        {
          image: { src: '/sim-images/our-story.svg?w=800&h=600', alt: '', width: 800, height: 600 },
          title: 'Our story',
          subtitle: 'Three generations of cooks',
          link: { type: 'page', slug: 'about-us' },
        },
        {
          image: {
            src: '/sim-images/catering.svg?w=800&h=600',
            alt: 'Buffet table set for a party of twenty',
            width: 800,
            height: 600,
          },
        },
      ],
    },
    settings: {
      autoplay: false,
      interval_seconds: 5,
      show_arrows: true,
      show_dots: true,
      aspect_ratio: '4:3',
      card_width: 'medium',
    },
  },
  {
    code: 'categories_grid',
    data: {
      title: 'Browse the menu',
      subtitle: 'Pizzas, bowls, breakfast and more, made to order.',
      source: { type: 'all' },
      max_count: 8,
      columns_mobile: 3,
      columns_desktop: 4,
      view_all_label: 'Search the menu',
      view_all_link: { type: 'url', url: '/search' },
    },
    settings: { image_shape: 'rounded', show_names: true },
  },
  {
    code: 'custom_html_block',
    data: {
      title: 'Opening hours',
      html: '<p>We cook to order every day. Orders placed after closing are scheduled for the next opening.</p><table><tbody><tr><th scope="row">Monday to Friday</th><td>11:00 to 22:00</td></tr><tr><th scope="row">Saturday and Sunday</th><td>12:00 to 23:00</td></tr></tbody></table><p>Allergies? Read how our kitchens handle them in our <a href="/page/terms">terms</a> or <a href="https://www.food.gov.uk/safety-hygiene/food-allergy-and-intolerance">the food standards advice</a>.</p>',
    },
    settings: { max_width: 'medium', padding: 'medium', background_color: '#ffffff', text_color: '#1c2326' },
  },
  {
    code: 'products_infinite_scroll',
    data: {
      title: 'Everything on the menu',
      subtitle: 'Keep scrolling: there is always something else to try.',
      source: { type: 'all' },
      per_page: 12,
      columns_mobile: 2,
      columns_desktop: 4,
      end_message: 'You’ve seen everything',
    },
    settings: {},
  },
  {
    code: 'bottom_nav',
    data: {
      tabs: [
        { kind: 'home', label: 'Menu' },
        { kind: 'search', label: '' },
        { kind: 'cart', label: 'Basket' },
        { kind: 'account', label: '' },
      ],
    },
    settings: { background_color: null, text_color: null, active_color: null },
  },

] as const satisfies readonly { code: string; data: Record<string, unknown>; settings: Record<string, unknown> }[];

export const layoutCodes = seededBlocks.map((block) => block.code);
export type SeededLayoutCode = (typeof seededBlocks)[number]['code'];

/** One layout item per seeded block, ids 1–12 in display order (positions 10, 20, ... leave room to insert). */
export function buildLayout(): LayoutItem[] {
  return seededBlocks.map(({ code, data, settings }, index) => ({
    id: index + 1,
    code,
    type: 'designElement',
    data: structuredClone(data),
    settings: structuredClone(settings),
    position: (index + 1) * 10,
    uniqueId: null,
  }));
}

/** The seeded item of a block, for a scenario that lays it out again. */
export function seededLayoutItem(code: SeededLayoutCode): LayoutItem {
  const item = buildLayout().find((candidate) => candidate.code === code);
  if (!item) throw new Error(`The seeded layout has no ${code}`);
  return item;
}
