import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { LayoutRegistryProvider } from '@/layout/LayoutRenderer';
import { $siteRefreshing, $siteStatus, $storeEnabled, type SiteStatus } from '@/models/site/site.model';
import { isStudioFrame } from '@/shared/lib/preview-access';
import { ProductOptionsHost } from '@/shared/ui/product-options/ProductOptionsHost';
import { layoutRegistry } from './layout-registry';
import { HeadManager } from './shell/HeadManager';
import { LoadingOverlay } from './shell/LoadingOverlay';
import { OfflineScreen } from './shell/OfflineScreen';
import { SiteLoadError } from './shell/SiteLoadError';
import { SiteProgressOverlay, SiteRefreshBar } from './shell/SiteProgressOverlay';
import { Storefront } from './shell/Storefront';
import { StoreRouter } from './shell/StoreRouter';
import { Toaster } from './shell/Toaster';

/** The closed notice: a store that is open (nearly always) never downloads it. */
const StoreClosed = lazy(() => import('./shell/StoreClosed'));

/** The merchant preview studio's bridge: only in a studio frame (isStudioFrame, ADR 0036), from its own chunk. */
const PreviewBridge = lazy(() => import('./preview-bridge/PreviewBridge'));

/** What the site status puts on screen. A switch with `satisfies never` keeps ts-pattern out of the first download. */
function StatusScreen({ status, storeEnabled }: { status: SiteStatus; storeEnabled: boolean }) {
  switch (status) {
    case 'loading':
      return <SiteProgressOverlay />;
    case 'failed':
      return <SiteLoadError />;
    case 'ready':
      return storeEnabled ? (
        <Storefront />
      ) : (
        <Suspense fallback={<SiteProgressOverlay />}>
          <StoreClosed />
        </Suspense>
      );
    default:
      return status satisfies never;
  }
}

function AppShell() {
  const [status, storeEnabled, refreshing] = useUnit([$siteStatus, $storeEnabled, $siteRefreshing]);
  // Decided once per page: navigating inside the frame drops ?preview=1, and the studio still talks to it.
  const [studioFrame] = useState(() => !import.meta.env.SSR && isStudioFrame(window));
  // The store's first render (parsing the layout, mounting its blocks) runs in a transition React slices, not in the
  // task that delivered the site's data: a store update alone re-renders synchronously (ADR 0012).
  const shownStatus = useDeferredValue(status);
  return (
    <>
      <HeadManager ready={status === 'ready' && storeEnabled} />
      <StatusScreen status={shownStatus} storeEnabled={storeEnabled} />
      {status === 'ready' && refreshing ? <SiteRefreshBar /> : null}
      <LoadingOverlay />
      <OfflineScreen />
      {/* Loads nothing until a product card first opens the options panel. */}
      <ProductOptionsHost />
      <Toaster />
      {studioFrame ? (
        <Suspense fallback={null}>
          <PreviewBridge />
        </Suspense>
      ) : null}
    </>
  );
}

/** The storefront inside its effector scope, every navigation through the store's router. */
export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <StoreRouter>
        <LayoutRegistryProvider value={layoutRegistry}>
          <AppShell />
        </LayoutRegistryProvider>
      </StoreRouter>
    </Provider>
  );
}
