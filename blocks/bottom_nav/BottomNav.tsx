import { useEffect, type CSSProperties } from 'react';
import { Link, useLocation } from 'wouter';
import type { BlockProps } from '@/layout/define-block';
import { useCartAndSession } from '@/shared/lib/use-cart-and-session';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { BOTTOM_NAV_HEIGHT, cartTabName, isTabCurrent, tabHref, tabLabel } from './bottom-nav.lib';
import type { BottomNavData, BottomNavSettings } from './bottom_nav.block';
import { TabIcon } from './icons';
import './bottom-nav.css';

// Bars on screen; a layout could hold two, and the first to unmount must not take the height from the other.
let mountedBars = 0;

/**
 * Publishes the bar's height as --bottom-nav-height on :root while a bar is on screen, so the page (and the
 * toasts, in styles.css) keep clear of it, and its tabs as `data-tab-bar` ("home search cart account"), so the
 * top bars hide the cart and account buttons the tab bar already has. Unset, everything falls back to none.
 */
function useBottomNavHeight(shown: boolean, tabs: string) {
  useEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    mountedBars += 1;
    root.style.setProperty('--bottom-nav-height', BOTTOM_NAV_HEIGHT);
    root.dataset.tabBar = tabs;
    return () => {
      mountedBars -= 1;
      if (mountedBars === 0) {
        root.style.removeProperty('--bottom-nav-height');
        delete root.dataset.tabBar;
      }
    };
  }, [shown, tabs]);
}

/** The mobile tab bar. Desktop has the top bar and the overlay for child routes, so it renders nothing there. */
export default function BottomNav({ id, data, settings }: BlockProps<BottomNavData, BottomNavSettings>) {
  const isMobile = useIsMobile();
  const [path] = useLocation();
  const [quantity, loggedIn] = useCartAndSession();
  useBottomNavHeight(isMobile, data.tabs.map((tab) => tab.kind).join(' '));
  if (!isMobile) return null;

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
            <li key={tab.kind} className="bottom-nav__item">
              <Link
                href={tabHref(tab.kind, loggedIn)}
                className="bottom-nav__tab"
                aria-current={isTabCurrent(tab.kind, path) ? 'page' : undefined}
                aria-label={tab.kind === 'cart' ? cartTabName(label, quantity) : undefined}
              >
                <span className="bottom-nav__icon-wrap">
                  <TabIcon kind={tab.kind} />
                  {tab.kind === 'cart' && quantity > 0 ? (
                    <span className="bottom-nav__badge" aria-hidden="true">
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
