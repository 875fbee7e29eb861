import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { LayoutRenderer } from '@/layout/LayoutRenderer';
import { preloadableView } from '@/layout/preloadable-view';
import { isHomePath } from '@/app/home-path';
import { HomeScreen } from '@/screens/home/HomeScreen';
import { useFirstScreenReady, useHomeLayout } from '@/screens/home/use-home-layout';
import { useHydrating, useIsMobile } from '@/shared/lib/use-media-query';
import { useRenderMode } from '@/shared/lib/use-render-mode';
import { AppHeader } from './AppHeader';
import type { SiteWidePluginsProps } from '../plugins/SiteWidePlugins';
import type { ScrollPlace } from './route-scroll.lib';
import { SiteProgressOverlay } from './SiteProgressOverlay';
import { ScreenFallback } from './ScreenFallback';

// The footer is below every first screen. A footer whose code cannot load (offline) is left out, never the page.
const Footer = lazy<ComponentType>(() => import('./Footer').catch(() => ({ default: () => null })));
// Where each page is scrolled (ADR 0039), from its own chunk: code that cannot load (offline) leaves the browser's way.
// Preloaded before a server's page hydrates, it starts with the root: a tap as soon as the page answers is a navigation
// it must see, or the product opens where the home page was scrolled and Back loses the place.
const scrollMemoryView = preloadableView<ScrollMemoryProps>(() => import('./ScrollMemory').catch(() => ({ default: () => null })));
const ScrollMemory = scrollMemoryView.View;
export const preloadScrollMemory = scrollMemoryView.load;
// The plugin runtime comes after the first screen (no plugin byte before it); code that cannot load (offline) shows none.
const SiteWidePlugins = lazy<ComponentType<SiteWidePluginsProps>>(() => import('../plugins/SiteWidePlugins').catch(() => ({ default: () => null })));

// A child route: its screen in the sheet (ChildRoute.tsx), with the screen registry, in a chunk the home page never
// downloads. A page opened directly at a child route asks for it now, alongside the site data.
const loadChildRoute = () => import('./ChildRoute');
if (!import.meta.env.SSR && !isHomePath(window.location.pathname)) void loadChildRoute();
const ChildRoute = lazy(loadChildRoute);

type ScrollMemoryProps = { path: string; place: ScrollPlace };

/**
 * The open store. Desktop (wider than 768 px) keeps the home page behind a modal that hosts child
 * routes; mobile shows a child route as a full page. A server's HTML, and the browser's hydration of it, hold the child
 * route alone, which CSS presents either way (ChildRoute.tsx): the home page comes behind it afterwards.
 */
export function Storefront() {
  const [path] = useLocation();
  const isMobile = useIsMobile();
  const hydrating = useHydrating();
  const isHome = isHomePath(path);
  const homeLayout = useHomeLayout();
  // The merchant's top_nav block is the header of the home page; the shell's own header serves pages without it.
  const hasTopNav = homeLayout.header.length > 0;
  const homeBehind = !isHome && !isMobile && !hydrating;
  const showHomePage = isHome || homeBehind;
  const firstScreenReady = useFirstScreenReady(homeLayout, showHomePage);
  const mode = useRenderMode();
  // Whether the shopper has been on the home page in this visit: closing the desktop overlay then goes back to it in
  // history, rather than adding an entry Back would reopen the overlay from (ChildRoute.tsx).
  const [sawHome, setSawHome] = useState(isHome);
  if (isHome && !sawHome) setSawHome(true);
  const placedInLayout = useMemo(
    () => new Set(showHomePage ? homeLayout.nodes.flatMap((node) => (node.kind === 'plugin' ? [node.plugin.uniqueId] : [])) : []),
    [showHomePage, homeLayout],
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

  const footer = (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
  return (
    <>
      {scrollMemory}
      {/* Before the home page is behind a child route, the footer waits with it on desktop (CSS): it would move. */}
      <div className={showHomePage ? 'storefront' : 'storefront storefront--sheet-alone'} data-layout={isMobile ? 'mobile' : 'desktop'}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {hasTopNav && showHomePage ? null : <AppHeader />}
        {showHomePage ? <HomeScreen layout={homeLayout} behind={homeBehind} /> : null}
        {isHome ? (
          footer
        ) : (
          <Suspense fallback={<ScreenFallback />}>
            <ChildRoute path={path} overlay={homeBehind} openedFromHome={sawHome} footer={footer} />
          </Suspense>
        )}
        {/* The phone's tab bar stays on every route, the current tab marked (it renders nothing on desktop). */}
        {homeLayout.fixed.length > 0 ? <LayoutRenderer nodes={homeLayout.fixed} mode={mode} /> : null}
        {/* After the first screen: no plugin byte is fetched before the storefront's first render. */}
        <Suspense fallback={null}>
          <SiteWidePlugins mode={mode} placedInLayout={placedInLayout} />
        </Suspense>
      </div>
    </>
  );
}

