import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LayoutRenderer } from '@/layout/LayoutRenderer';
import { homePageOpened } from '@/models/cart/cart.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { useRenderMode } from '@/shared/lib/use-render-mode';
import type { HomeLayout } from './use-home-layout';

/**
 * The home page: the merchant's layout, parsed once per layout and rendered block by block. `behind`: a child route's
 * overlay is over it on desktop, and the route's sheet is the page's main content (its `#main`).
 */
export function HomeScreen({ layout: { header, body }, behind = false }: { layout: HomeLayout; behind?: boolean }) {
  const [settings, opened] = useUnit([$siteSettings, homePageOpened]);
  const mode = useRenderMode();

  // When the home page loads, fetch the cart (spec section 2).
  useEffect(() => {
    opened();
  }, [opened]);

  const storeName = readString(settings, settingKeys.storeName) ?? 'Our store';
  return (
    <div className="home" data-testid="home">
      {header.length > 0 ? <LayoutRenderer nodes={header} mode={mode} /> : null}
      <main id={behind ? undefined : 'main'} className="storefront__main storefront__main--home">
        <h1 className="visually-hidden">{storeName}</h1>
        <LayoutRenderer nodes={body} mode={mode} />
      </main>
    </div>
  );
}
