import type { BottomNavTabKind } from './bottom_nav.block';

/** Where a tab leads; the account tab sends guests to log in. */
export function tabHref(kind: BottomNavTabKind, loggedIn: boolean): string {
  switch (kind) {
    case 'home':
      return '/';
    case 'search':
      return '/search';
    case 'cart':
      return '/cart';
    case 'account':
      return loggedIn ? '/account' : '/login';
    default:
      return kind satisfies never;
  }
}

/**
 * The routes each tab stands for: a tab stays current on the pages beneath it (/cart/discounts is Cart). Home is the
 * shop window: the product, category and content pages a shopper browses to from it are Home too.
 */
const tabSections: Record<BottomNavTabKind, readonly string[]> = {
  home: ['/product', '/category', '/page'],
  search: ['/search'],
  cart: ['/cart', '/checkout'],
  account: ['/account', '/login', '/register', '/forgot-password'],
};

const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

export function isTabCurrent(kind: BottomNavTabKind, path: string): boolean {
  if (kind === 'home' && (path === '/' || path === '')) return true;
  return tabSections[kind].some((section) => within(path, section));
}

export function tabLabel(kind: BottomNavTabKind, label: string, loggedIn: boolean): string {
  if (label !== '') return label;
  switch (kind) {
    case 'home':
      return 'Home';
    case 'search':
      return 'Search';
    case 'cart':
      return 'Cart';
    case 'account':
      return loggedIn ? 'Account' : 'Log in';
    default:
      return kind satisfies never;
  }
}

/** The cart tab's name carries the count: "Cart, 3 items" (or the merchant's label in place of Cart). */
export const cartTabName = (label: string, quantity: number) => `${label}, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
