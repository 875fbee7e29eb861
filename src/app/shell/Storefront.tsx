import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useLocation, useRouter } from 'wouter';
import { LayoutRenderer } from '@/layout/LayoutRenderer';
import { findScreen, homeScreen } from '@/app/screens';
import { HomeScreen } from '@/screens/home/HomeScreen';
import { useFirstScreenReady, useHomeLayout } from '@/screens/home/use-home-layout';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { useRenderMode } from '@/shared/lib/use-render-mode';
import { AppHeader } from './AppHeader';
import type { SiteWidePluginsProps } from '../plugins/SiteWidePlugins';
import type { ScrollPlace } from './route-scroll.lib';
import { SiteProgressOverlay } from './SiteProgressOverlay';

// The footer is below every first screen. A footer whose code cannot load (offline) is left out, never the page.
const Footer = lazy<ComponentType>(() => import('./Footer').catch(() => ({ default: () => null })));
// Radix Dialog loads with the first child route on desktop, never with the home page.
const ChildRouteOverlay = lazy(() => import('./ChildRouteOverlay'));
// Where each page is scrolled (ADR 0039), from its own chunk: code that cannot load (offline) leaves the browser's way.
const ScrollMemory = lazy<ComponentType<ScrollMemoryProps>>(() => import('./ScrollMemory').catch(() => ({ default: () => null })));
// The plugin runtime comes after the first screen (no plugin byte before it); code that cannot load (offline) shows none.
const SiteWidePlugins = lazy<ComponentType<SiteWidePluginsProps>>(() => import('../plugins/SiteWidePlugins').catch(() => ({ default: () => null })));

// The child routes' screens, one chunk that picks each screen's own chunk. A page opened directly at a child route
// asks for it now, alongside the site data, rather than once the data is in.
const loadRouteScreen = () => import('./RouteScreen');
if (!import.meta.env.SSR && window.location.pathname !== '/') void loadRouteScreen();
const RouteScreen = lazy(loadRouteScreen);

type ScrollMemoryProps = { path: string; place: ScrollPlace };

function ScreenFallback() {
  // A status with a name: aria-label on a div without a role is not allowed (axe aria-prohibited-attr).
  return <div className="screen screen--loading" role="status" aria-busy="true" aria-label="Loading" />;
}

/**
 * The open store. Desktop (wider than 768 px) keeps the home page behind a modal that hosts child
 * routes; mobile shows a child route as a full page.
 */
export function Storefront() {
  const [path] = useLocation();
  const { parser } = useRouter();
  const isMobile = useIsMobile();
  const screen = findScreen(parser, path);
  const isHome = screen === homeScreen;
  const homeLayout = useHomeLayout();
  // The merchant's top_nav block is the header of the home page; the shell's own header serves pages without it.
  const hasTopNav = homeLayout.header.length > 0;
  const showHomePage = !isMobile || isHome;
  const firstScreenReady = useFirstScreenReady(homeLayout, showHomePage);
  const mode = useRenderMode();
  // Whether the shopper has been on the home page in this visit: closing the desktop overlay then goes back to it in
  // history, rather than adding an entry Back would reopen the overlay from (ChildRouteOverlay).
  const [sawHome, setSawHome] = useState(isHome);
  if (isHome && !sawHome) setSawHome(true);
  const placedInLayout = useMemo(
    () => new Set(showHomePage ? homeLayout.nodes.flatMap((node) => (node.kind === 'plugin' ? [node.plugin.uniqueId] : [])) : []),
    [showHomePage, homeLayout],
  );
  // Keyed by route: another route's screen mounts afresh, rather than the last one coming back from a Suspense that
  // hid it while the next screen's code loaded (Back pressed meanwhile would show it with its old state).
  const child = isHome ? null : (
    <Suspense key={screen.path} fallback={<ScreenFallback />}>
      <RouteScreen screen={screen} />
    </Suspense>
  );

  // Outside what follows, so it lives through the progress overlay: a page shown after it is still followed.
  const scrollMemory = (
    <Suspense fallback={null}>
      <ScrollMemory path={path} place={isMobile ? 'page' : isHome ? 'home' : 'overlay'} />
    </Suspense>
  );
  // The home page shows whole, once its first blocks' code is here: it never grows in front of the shopper.
  if (showHomePage && !firstScreenReady) {
    return (
      <>
        {scrollMemory}
        <SiteProgressOverlay />
      </>
    );
  }

  return (
    <>
      {scrollMemory}
      <div className="storefront" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {hasTopNav && showHomePage ? null : <AppHeader />}
      {showHomePage ? (
        <HomeScreen layout={homeLayout} />
      ) : (
        <main id="main" className="storefront__main">
          {child}
        </main>
      )}
      {screen.hideFooter ? null : (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {/* The phone's tab bar stays on every route, the current tab marked (it renders nothing on desktop). */}
      {homeLayout.fixed.length > 0 ? <LayoutRenderer nodes={homeLayout.fixed} mode={mode} /> : null}
      {!isMobile && !isHome ? (
        <Suspense fallback={null}>
          <ChildRouteOverlay title={screen.title} wide={screen.wide === true} openedFromHome={sawHome}>
            {child}
          </ChildRouteOverlay>
        </Suspense>
      ) : null}
      {/* After the first screen: no plugin byte is fetched before the storefront's first render. */}
      <Suspense fallback={null}>
        <SiteWidePlugins mode={mode} placedInLayout={placedInLayout} />
      </Suspense>
    </div>
    </>
  );
}
