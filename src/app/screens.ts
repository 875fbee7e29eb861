import { matchRoute, type Parser } from 'wouter';
import type { PageKind } from '@/domain/site-settings';
import { isHomePath } from './home-path';

/**
 * A screen of the store (ADR 0044): the facts the router, the head, the preloader, the server and the sitemap read.
 * Its code is the module it names; nothing heavier is here. The home page's first download goes without it: the shell
 * tells the home page by its path (home-path.ts), and a child route's chunk brings the list.
 */
export interface ScreenDefinition {
  path: string;
  /** The screen's heading, and its page title until its data is in. */
  title: string;
  kind: PageKind;
  /**
   * 'server': the page's HTML can carry its content (a catalogue page, the same for every shopper of a branch).
   * 'browser': personal, rendered in the browser only, never indexed.
   */
  render: 'server' | 'browser';
  /** Its module under src/screens, without `.tsx`: the view (default export), and its `load` and `head` when it has data. */
  module: string;
  /** Its first paint holds merchant HTML: the sanitiser loads beside its code, not after it. */
  html?: true;
  /** Content pages get the wider (80vw) desktop overlay. */
  wide?: true;
  /** Pages where the footer HTML is not shown (spec section 2). */
  hideFooter?: true;
  /** Rendered with its content but kept out of search engines (a store's own search results, as Google asks). */
  noindex?: true;
  /** Only a signed-in customer sees it; a guest is sent to sign in and brought back (ADR 0019). */
  customer?: true;
  /** Where its Back goes when the shopper did not come from inside the store, if not the screen its path is under. */
  up?: string;
}

/** Every child route of spec section 2, in matching order. `/` is the home page and not listed here. */
export const childScreens: readonly ScreenDefinition[] = [
  { path: '/login', title: 'Log in', kind: 'general', render: 'browser', module: 'auth/LoginScreen', hideFooter: true },
  { path: '/register', title: 'Create an account', kind: 'general', render: 'browser', module: 'auth/RegisterScreen', hideFooter: true },
  { path: '/forgot-password', title: 'Forgot your password?', kind: 'general', render: 'browser', module: 'auth/ForgotPasswordScreen', hideFooter: true },
  { path: '/account', title: 'Your account', kind: 'general', render: 'browser', module: 'account/AccountScreen', customer: true },
  { path: '/account/edit-profile', title: 'Edit profile', kind: 'general', render: 'browser', module: 'account/edit-profile/EditProfileScreen', customer: true },
  { path: '/account/addresses', title: 'Addresses', kind: 'general', render: 'browser', module: 'addresses/AddressesScreen', customer: true },
  { path: '/account/add-address', title: 'Add an address', kind: 'general', render: 'browser', module: 'addresses/AddAddressScreen', hideFooter: true, customer: true },
  { path: '/account/wishlist', title: 'Wishlist', kind: 'general', render: 'browser', module: 'wishlist/WishlistScreen', customer: true },
  { path: '/account/wallet', title: 'Wallet', kind: 'general', render: 'browser', module: 'wallet/WalletScreen', customer: true },
  { path: '/account/rewards', title: 'Rewards', kind: 'general', render: 'browser', module: 'rewards/RewardsScreen', customer: true },
  { path: '/account/scratch-cards', title: 'Scratch cards', kind: 'general', render: 'browser', module: 'scratch-cards/ScratchCardsScreen', customer: true },
  { path: '/account/my-orders', title: 'My orders', kind: 'general', render: 'browser', module: 'orders/MyOrdersScreen', customer: true },
  { path: '/account/my-orders/reviews/:order_id', title: 'Rate your order', kind: 'general', render: 'browser', module: 'orders/RateOrderScreen', customer: true },
  { path: '/cart', title: 'Cart', kind: 'general', render: 'browser', module: 'cart/CartScreen', hideFooter: true },
  { path: '/cart/discounts', title: 'Discounts', kind: 'general', render: 'browser', module: 'cart/DiscountsScreen' },
  { path: '/checkout', title: 'Checkout', kind: 'general', render: 'browser', module: 'checkout/CheckoutScreen', hideFooter: true, up: '/cart' },
  { path: '/search', title: 'Search', kind: 'general', render: 'server', module: 'search/SearchScreen', noindex: true },
  { path: '/order-placed/:order_id', title: 'Order placed', kind: 'general', render: 'browser', module: 'orders/OrderPlacedScreen' },
  { path: '/track-order/:order_id', title: 'Track your order', kind: 'general', render: 'browser', module: 'orders/TrackOrderScreen' },
  { path: '/page/:slug', title: 'Page', kind: 'page', render: 'server', module: 'content-page/ContentPageScreen', html: true, wide: true },
  { path: '/category/:slug', title: 'Category', kind: 'category', render: 'server', module: 'category/CategoryScreen', html: true },
  { path: '/product/reviews/:product_id', title: 'Product reviews', kind: 'product', render: 'server', module: 'reviews/ProductReviewsScreen' },
  { path: '/product/:slug', title: 'Product', kind: 'product', render: 'server', module: 'product/ProductScreen', html: true },
  { path: '/refer-a-friend', title: 'Refer a friend', kind: 'general', render: 'browser', module: 'referrals/ReferAFriendScreen', customer: true },
  { path: '/r/:referred_by', title: 'You were invited', kind: 'general', render: 'server', module: 'referrals/ReferralLandingScreen' },
];

export const homeScreen: ScreenDefinition = { path: '/', title: 'Home', kind: 'general', render: 'server', module: 'home/HomeScreen' };
export const notFoundScreen: ScreenDefinition = { path: '/404', title: 'Page not found', kind: 'general', render: 'server', module: 'not-found/NotFoundScreen' };

/**
 * Where Back leads from a path when there is no page of the store to go back to: the screen's own `up`, else the
 * nearest screen of a fixed path that its path is under (`/account/wallet` to `/account`), else the home page.
 */
export function upPath(parser: Parser, path: string): string {
  const screen = findScreen(parser, path);
  if (screen.up !== undefined) return screen.up;
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (childScreens.some((child) => child.path === candidate)) return candidate;
  }
  return '/';
}

/** The screen a path shows: home, one of the child screens, or the not-found screen. */
export function findScreen(parser: Parser, path: string): ScreenDefinition {
  if (isHomePath(path)) return homeScreen;
  return childScreens.find((screen) => matchRoute(parser, screen.path, path)[0]) ?? notFoundScreen;
}
