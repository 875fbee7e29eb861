import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';
import { ComingSoonScreen, findRoute, homeRoute, NotFoundScreen, notFoundRoute, type RouteDefinition } from '@/app/routes';
import { HomeScreen } from '@/screens/home/HomeScreen';
import { useFirstScreenReady, useHomeLayout } from '@/screens/home/use-home-layout';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { useRenderMode } from '@/shared/lib/use-render-mode';
import { SiteWidePlugins } from '../plugins/SiteWidePlugins';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { SiteProgressOverlay } from './SiteProgressOverlay';

// Radix Dialog loads with the first child route on desktop, never with the home page.
const ChildRouteOverlay = lazy(() => import('./ChildRouteOverlay'));

function RouteScreen({ route }: { route: RouteDefinition }) {
  if (route === notFoundRoute) return <NotFoundScreen />;
  // A route's screen is a module-level lazy component picked from the route table, never one made here.
  const Screen = route.screen;
  if (Screen) return <Screen />;
  return <ComingSoonScreen route={route} />;
}

function ScreenFallback() {
  return <div className="screen screen--loading" aria-busy="true" aria-label="Loading" />;
}

/**
 * The open store. Desktop (wider than 768 px) keeps the home page behind a modal that hosts child
 * routes; mobile shows a child route as a full page.
 */
export function Storefront() {
  const [path] = useLocation();
  const { parser } = useRouter();
  const isMobile = useIsMobile();
  const route = findRoute(parser, path);
  const isHome = route === homeRoute;
  const homeLayout = useHomeLayout();
  // The merchant's top_nav block is the header of the home page; the shell's own header serves pages without it.
  const hasTopNav = homeLayout.header.length > 0;
  const showHomePage = !isMobile || isHome;
  const firstScreenReady = useFirstScreenReady(homeLayout);
  const mode = useRenderMode();
  const placedInLayout = useMemo(
    () => new Set(showHomePage ? homeLayout.nodes.flatMap((node) => (node.kind === 'plugin' ? [node.plugin.uniqueId] : [])) : []),
    [showHomePage, homeLayout],
  );
  const child = isHome ? null : (
    <Suspense fallback={<ScreenFallback />}>
      <RouteScreen route={route} />
    </Suspense>
  );

  // The home page shows whole, once its first blocks' code is here: it never grows in front of the shopper.
  if (showHomePage && !firstScreenReady) return <SiteProgressOverlay />;

  return (
    <div className="storefront" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {hasTopNav && showHomePage ? null : <AppHeader />}
      {showHomePage ? (
        <HomeScreen layout={homeLayout} active={isHome} />
      ) : (
        <main id="main" className="storefront__main">
          {child}
        </main>
      )}
      {route.hideFooter ? null : <Footer />}
      {!isMobile && !isHome ? (
        <Suspense fallback={null}>
          <ChildRouteOverlay title={route.title} wide={route.wide === true}>
            {child}
          </ChildRouteOverlay>
        </Suspense>
      ) : null}
      {/* After the first screen: no plugin byte is fetched before the storefront's first render. */}
      <SiteWidePlugins mode={mode} placedInLayout={placedInLayout} />
    </div>
  );
}
