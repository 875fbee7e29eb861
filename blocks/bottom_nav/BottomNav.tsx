import type { CSSProperties } from 'react';
import { Link, useLocation } from 'wouter';
import type { BlockProps } from '@/layout/define-block';
import { cartBadgeClass, useCartAndSession } from '@/shared/lib/use-cart-and-session';
import { useHydrating, useIsMobile } from '@/shared/lib/use-media-query';
import { cartTabName, isTabCurrent, tabHref, tabLabel } from './bottom-nav.lib';
import type { BottomNavData, BottomNavSettings } from './bottom_nav.block';
import { TabIcon } from './icons';
import './bottom-nav.css';

/**
 * The mobile tab bar. Desktop has the top bar and the overlay for child routes, so it renders nothing there. A server
 * cannot know the width: it draws the bar, which CSS shows on phones only (bottom-nav.css), until the browser has
 * hydrated and knows.
 */
export default function BottomNav({ id, data, settings }: BlockProps<BottomNavData, BottomNavSettings>) {
  const isMobile = useIsMobile();
  const hydrating = useHydrating();
  const [path] = useLocation();
  const [quantity, loggedIn, adds] = useCartAndSession();
  if (!isMobile && !hydrating) return null;

  // The schemas only let hex/rgb/hsl colours through, so these cannot carry other CSS.
  const colours: Record<string, string> = {};
  if (settings.background_color) colours['--bottom-nav-bg'] = settings.background_color;
  if (settings.text_color) colours['--bottom-nav-text'] = settings.text_color;
  if (settings.active_color) colours['--bottom-nav-active'] = settings.active_color;

  return (
    <nav className="bottom-nav" aria-label="Tab bar" data-block="bottom_nav" data-block-id={id} style={colours as CSSProperties}>
      <ul className="bottom-nav__tabs">
        {data.tabs.map((tab) => {
          const label = tabLabel(tab.kind, tab.label, loggedIn);
          return (
            <li key={tab.kind} className="bottom-nav__item" data-tab={tab.kind}>
              <Link
                href={tabHref(tab.kind, loggedIn)}
                className="bottom-nav__tab"
                aria-current={isTabCurrent(tab.kind, path) ? 'page' : undefined}
                aria-label={tab.kind === 'cart' ? cartTabName(label, quantity) : undefined}
              >
                <span className="bottom-nav__icon-wrap">
                  <TabIcon kind={tab.kind} />
                  {tab.kind === 'cart' && quantity > 0 ? (
                    <span key={adds} className={cartBadgeClass('bottom-nav__badge', adds)} aria-hidden="true">
                      {quantity > 99 ? '99+' : quantity}
                    </span>
                  ) : null}
                </span>
                <span className="bottom-nav__label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
