import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LayoutRenderer } from '@/layout/LayoutRenderer';
import { homePageOpened } from '@/models/cart/cart.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/models/site/settings.lib';
import { useRenderMode } from '@/shared/lib/use-render-mode';
import { useIsMobile } from '@/shared/lib/use-media-query';
import type { HomeLayout } from './use-home-layout';
import { useHomeScrollRestoration } from './use-home-scroll-restoration';

/** The home page: the merchant's layout, parsed once per layout and rendered block by block. */
export function HomeScreen({ layout: { nodes, header, body }, active = true }: { layout: HomeLayout; active?: boolean }) {
  const [settings, opened] = useUnit([$siteSettings, homePageOpened]);
  const mode = useRenderMode();
  const isMobile = useIsMobile();

  // When the home page loads, fetch the cart (spec section 2).
  useEffect(() => {
    opened();
  }, [opened]);
  // Only while the home page is the page in front: behind a desktop overlay it must not record scrolling.
  useHomeScrollRestoration(!isMobile && active, nodes.length > 0);

  const storeName = readString(settings, settingKeys.storeName) ?? 'Our store';
  return (
    <div className="home" data-testid="home">
      {header.length > 0 ? <LayoutRenderer nodes={header} mode={mode} /> : null}
      <main id="main" className="storefront__main storefront__main--home">
        <h1 className="visually-hidden">{storeName}</h1>
        <LayoutRenderer nodes={body} mode={mode} />
      </main>
    </div>
  );
}
