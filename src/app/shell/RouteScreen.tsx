import { useUnit } from 'effector-react';
import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { $isLoggedIn } from '@/models/session/session.model';
import { childRoutes, notFoundRoute, type RouteDefinition } from '@/app/routes';
import ComingSoonScreen from '@/screens/coming-soon/ComingSoonScreen';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { preloadSanitizer } from '@/shared/ui/SafeHtml';
import { hasPendingPayment } from './pending-payment-check';
import { answerScreenPreloads } from './screen-preload';
import { signInPathFor } from './sign-in-redirect';

/**
 * A screen whose first paint holds merchant HTML (a description, a page's body) loads with the sanitiser's chunk,
 * side by side, and shows once both are in. Asked for by the screen's own SafeHtml instead, DOMPurify was one more
 * download after the screen's, delaying the largest paint (a product's description), and the description arrived
 * after the rest of the screen and pushed it down (a category's grid: layout shift 0.05). A sanitiser that fails to
 * load does not hold the screen back: SafeHtml then shows its own failure and retry.
 */
const withSanitiser = <Screen,>(screen: Promise<Screen>): Promise<Screen> =>
  Promise.all([screen, preloadSanitizer().catch(() => undefined)]).then(([loaded]) => loaded);

/*
 * The screens of the child routes, by route path. This file is a chunk of its own, loaded with the first child route:
 * each screen listed here would otherwise cost the home page's first download its lazy loader and its chunk names
 * (about 60 bytes gzip a screen), and that download is at its budget. Each screen is a chunk of its own too.
 */
const screenLoaders: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  '/login': () => import('@/screens/auth/LoginScreen'),
  '/register': () => import('@/screens/auth/RegisterScreen'),
  '/forgot-password': () => import('@/screens/auth/ForgotPasswordScreen'),
  '/account': () => import('@/screens/account/AccountScreen'),
  '/account/edit-profile': () => import('@/screens/account/edit-profile/EditProfileScreen'),
  '/account/wishlist': () => import('@/screens/wishlist/WishlistScreen'),
  '/account/addresses': () => import('@/screens/addresses/AddressesScreen'),
  '/account/wallet': () => import('@/screens/wallet/WalletScreen'),
  '/account/rewards': () => import('@/screens/rewards/RewardsScreen'),
  '/account/scratch-cards': () => import('@/screens/scratch-cards/ScratchCardsScreen'),
  '/account/my-orders': () => import('@/screens/orders/MyOrdersScreen'),
  '/account/my-orders/reviews/:order_id': () => import('@/screens/orders/RateOrderScreen'),
  '/account/add-address': () => import('@/screens/addresses/AddAddressScreen'),
  '/cart': () => import('@/screens/cart/CartScreen'),
  '/cart/discounts': () => import('@/screens/cart/DiscountsScreen'),
  '/checkout': () => import('@/screens/checkout/CheckoutScreen'),
  '/search': () => import('@/screens/search/SearchScreen'),
  '/order-placed/:order_id': () => import('@/screens/orders/OrderPlacedScreen'),
  '/track-order/:order_id': () => import('@/screens/orders/TrackOrderScreen'),
  '/page/:slug': () => withSanitiser(import('@/screens/content-page/ContentPageScreen')),
  '/category/:slug': () => withSanitiser(import('@/screens/category/CategoryScreen')),
  '/product/reviews/:product_id': () => import('@/screens/reviews/ProductReviewsScreen'),
  '/product/:slug': () => withSanitiser(import('@/screens/product/ProductScreen')),
  '/refer-a-friend': () => import('@/screens/referrals/ReferAFriendScreen'),
  '/r/:referred_by': () => import('@/screens/referrals/ReferralLandingScreen'),
};

/**
 * Whether a route pattern (`/product/:slug`) fits a path. Only for the guess below: the router itself matches routes,
 * and a wrong guess costs one needless download, never a wrong screen.
 */
const patternFits = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path);

/**
 * A screen whose code can be asked for before its route renders. A screen mounted once its code is here renders it
 * directly: through `lazy` alone it still suspends for a moment, and React then holds the reveal for up to 300 ms
 * (its Suspense throttle), which signing in paid on its way to the account screen. Decided once per mount, so a
 * screen that suspended is never swapped for another element type (and remounted) when its code arrives.
 */
function preloadable(load: () => Promise<{ default: ComponentType }>): { Screen: ComponentType; preload: () => Promise<unknown> } {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen() {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct /> : <Lazy />;
  }
  return { Screen, preload };
}

const screens: Readonly<Record<string, ReturnType<typeof preloadable> | undefined>> = Object.fromEntries(
  Object.entries(screenLoaders).map(([path, load]) => [path, preloadable(load)]),
);

/**
 * Starts loading the screen of `path` (a path of this store, query allowed) unless it is loading or here already: a
 * screen that knows where the shopper goes next (signing in) asks for it early (screen-preload.ts), and the navigation
 * does not wait.
 */
answerScreenPreloads((path) => {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const route = childRoutes.find((candidate) => patternFits(candidate.path, pathname));
  if (route) void screens[route.path]?.preload().catch(() => undefined);
});

// Opened directly at a child route: its screen's code starts loading with this chunk, while the site data is on its
// way, rather than once the shell first renders the route. Through its loader, not `preload`: the first render of a
// page opened directly stays a suspended one, which React resumes in slices (a product page rendered at once took
// 100 ms of blocking time on Lighthouse's phone, ADR 0017).
const openedAt = childRoutes.find((route) => patternFits(route.path, window.location.pathname));
if (openedAt) void screenLoaders[openedAt.path]?.().catch(() => undefined);

/**
 * A guest at a customer's route is sent to sign in, with the way back in the address (ADR 0019). The address is
 * replaced, keeping the history entry's state (the overlay's depth stamp): Back never returns to a page that would
 * send the guest away again.
 */
function SignInFirst() {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    navigate(signInPathFor(`${pathname}${search}${hash}`), { replace: true, state: window.history.state as unknown });
  }, [navigate]);
  return null;
}

/**
 * A card payment left pending on this device (closed tab, lost callback) is settled on the next page the shopper opens
 * (ADR 0026). Only its presence is tested here; the check itself loads only then. Checkout settles its own, and the
 * confirmation is where a settled payment leads. The home page is not a child route: its first download stays as is.
 */
const PendingPaymentBanner = lazy(() => import('@/screens/checkout/PendingPaymentBanner'));
const settlesItsOwnPayment = (path: string) => path === '/checkout' || path.startsWith('/order-placed');

/** A child route's screen: its own, the not-found screen, or the coming-soon screen of a route not built yet. */
export default function RouteScreen({ route }: { route: RouteDefinition }) {
  const loggedIn = useUnit($isLoggedIn);
  const [paymentPending] = useState(() => !settlesItsOwnPayment(route.path) && hasPendingPayment());
  if (route === notFoundRoute) return <NotFoundScreen />;
  if (route.customer && !loggedIn) return <SignInFirst />;
  // A module-level screen component picked from the table above, never one made here.
  const Screen = screens[route.path]?.Screen;
  const screen = Screen ? <Screen /> : <ComingSoonScreen route={route} />;
  return paymentPending ? (
    <>
      <Suspense fallback={null}>
        <PendingPaymentBanner />
      </Suspense>
      {screen}
    </>
  ) : (
    screen
  );
}
