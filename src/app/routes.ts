import { matchRoute, type Parser } from 'wouter';
import type { PageKind } from '@/domain/site-settings';

export interface RouteDefinition {
  path: string;
  /** The screen's heading and the base of its page title. */
  title: string;
  kind: PageKind;
  /** Content pages get the wider (80vw) desktop overlay. */
  wide?: boolean;
  /** Pages where the footer HTML is not shown (spec section 2). */
  hideFooter?: boolean;
  /** Only a signed-in customer sees it; a guest is sent to sign in and brought back (ADR 0019). */
  customer?: true;
}

/*
 * Every route of the spec has its screen now (listed in RouteScreen.tsx). A route added here before its screen shows
 * the coming-soon screen; mark it with an `owner` comment naming the work that builds it (which tools can count)
 * rather than a field: a field shipped those words to every shopper in the home page's first download (ADR 0023).
 */

/** Every route of spec section 2, in matching order. `/` is the home page and not listed here. */
export const childRoutes: readonly RouteDefinition[] = [
  { path: '/login', title: 'Log in', kind: 'general', hideFooter: true },
  { path: '/register', title: 'Create an account', kind: 'general', hideFooter: true },
  { path: '/forgot-password', title: 'Forgot your password?', kind: 'general', hideFooter: true },
  { path: '/account', title: 'Your account', kind: 'general', customer: true },
  { path: '/account/edit-profile', title: 'Edit profile', kind: 'general', customer: true },
  { path: '/account/addresses', title: 'Addresses', kind: 'general', customer: true },
  { path: '/account/add-address', title: 'Add an address', kind: 'general', hideFooter: true, customer: true },
  { path: '/account/wishlist', title: 'Wishlist', kind: 'general', customer: true },
  { path: '/account/wallet', title: 'Wallet', kind: 'general', customer: true },
  { path: '/account/rewards', title: 'Rewards', kind: 'general', customer: true },
  { path: '/account/scratch-cards', title: 'Scratch cards', kind: 'general', customer: true },
  { path: '/account/my-orders', title: 'My orders', kind: 'general', customer: true },
  { path: '/account/my-orders/reviews/:order_id', title: 'Rate your order', kind: 'general', customer: true },
  { path: '/cart', title: 'Cart', kind: 'general', hideFooter: true },
  { path: '/cart/discounts', title: 'Discounts', kind: 'general' },
  { path: '/checkout', title: 'Checkout', kind: 'general', hideFooter: true },
  { path: '/search', title: 'Search', kind: 'general' },
  { path: '/order-placed/:order_id', title: 'Order placed', kind: 'general' },
  { path: '/track-order/:order_id', title: 'Track your order', kind: 'general' },
  { path: '/page/:slug', title: 'Page', kind: 'page', wide: true },
  { path: '/category/:slug', title: 'Category', kind: 'category' },
  { path: '/product/reviews/:product_id', title: 'Product reviews', kind: 'product' },
  { path: '/product/:slug', title: 'Product', kind: 'product' },
  { path: '/refer-a-friend', title: 'Refer a friend', kind: 'general', customer: true },
  { path: '/r/:referred_by', title: 'You were invited', kind: 'general' },
];

export const homeRoute: RouteDefinition = { path: '/', title: 'Home', kind: 'general' };
export const notFoundRoute: RouteDefinition = { path: '/404', title: 'Page not found', kind: 'general' };

/** The route a path shows: home, one of the child routes, or the not-found screen. */
export function findRoute(parser: Parser, path: string): RouteDefinition {
  if (path === '/' || path === '') return homeRoute;
  return childRoutes.find((route) => matchRoute(parser, route.path, path)[0]) ?? notFoundRoute;
}
