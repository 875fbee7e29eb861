import { useUnit } from 'effector-react';
import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { $isLoggedIn } from '@/models/session/session.model';
import type { ScreenModule } from '@/app/screen-module';
import { screenModuleLoader } from '@/app/screen-modules';
import { childScreens, notFoundScreen, type ScreenDefinition } from '@/app/screens';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { preloadSanitizer } from '@/shared/ui/SafeHtml';
import { useHydrating } from '@/shared/lib/use-media-query';
import { hasPendingPayment } from './pending-payment-check';
import { answerScreenPreloads } from './screen-preload';
import { ScreenWithData } from './ScreenWithData';
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

/** The loader of a screen's module, the sanitiser beside it when its first paint holds merchant HTML. */
function moduleLoader(screen: ScreenDefinition): (() => Promise<ScreenModule>) | undefined {
  const load = screenModuleLoader(screen);
  if (!load || !screen.html) return load;
  return () => withSanitiser(load());
}

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
function preloadable(load: () => Promise<ScreenModule>, path: string): { Screen: ComponentType; preload: () => Promise<unknown> } {
  let loaded: ScreenModule | null = null;
  let pending: Promise<ScreenModule> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((module) => ({ default: () => <ScreenWithData module={module} path={path} /> })));
  function Screen() {
    const [Direct] = useState(() => loaded);
    return Direct ? <ScreenWithData module={Direct} path={path} /> : <Lazy />;
  }
  return { Screen, preload };
}

const screens: Readonly<Record<string, ReturnType<typeof preloadable> | undefined>> = Object.fromEntries(
  childScreens.flatMap((screen) => {
    const load = moduleLoader(screen);
    return load ? [[screen.module, preloadable(load, screen.path)]] : [];
  }),
);

/**
 * Starts loading the screen of `path` (a path of this store, query allowed) unless it is loading or here already: a
 * screen that knows where the shopper goes next (signing in) asks for it early (screen-preload.ts), and the navigation
 * does not wait.
 */
answerScreenPreloads((path) => {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const screen = childScreens.find((candidate) => patternFits(candidate.path, pathname));
  if (screen) void screens[screen.module]?.preload().catch(() => undefined);
});

// Opened directly at a child route: its screen's code starts loading with this chunk, while the site data is on its
// way, rather than once the shell first renders the route. Through its loader, not `preload`: the first render of a
// page opened directly stays a suspended one, which React resumes in slices (a product page rendered at once took
// 100 ms of blocking time on Lighthouse's phone, ADR 0017).
const openedAt = import.meta.env.SSR ? undefined : childScreens.find((screen) => patternFits(screen.path, window.location.pathname));
if (openedAt) void moduleLoader(openedAt)?.().catch(() => undefined);

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

/** A child route's screen: its own, or the not-found screen. */
export default function RouteScreen({ screen }: { screen: ScreenDefinition }) {
  const loggedIn = useUnit($isLoggedIn);
  const [pendingOnDevice] = useState(() => !import.meta.env.SSR && !settlesItsOwnPayment(screen.path) && hasPendingPayment());
  // The device's own state is never in a server's HTML: the banner comes once the page is hydrated.
  const hydrating = useHydrating();
  const paymentPending = pendingOnDevice && !hydrating;
  if (screen === notFoundScreen) return <NotFoundScreen />;
  if (screen.customer && !loggedIn) return <SignInFirst />;
  // A module-level screen component picked from the table above, never one made here.
  const Screen = screens[screen.module]?.Screen;
  const view = Screen ? <Screen /> : <NotFoundScreen />;
  // One structure with or without the banner: the screen is never mounted again when the banner comes.
  return (
    <>
      {paymentPending ? (
        <Suspense fallback={null}>
          <PendingPaymentBanner />
        </Suspense>
      ) : null}
      {view}
    </>
  );
}
