import { useUnit } from 'effector-react';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useRoute, useRouter } from 'wouter';
import { findScreen, upPath } from '@/app/screens';
import { $cartQuantity } from '@/models/cart/cart.model';
import { $externalWindowOpen } from '@/models/external-window/external-window.model';
import { cartLinkName } from '@/shared/lib/cart-link-name';
import { closingSteps, depthAfter, stampedDepth, withDepth, type HistoryChange } from './overlay-history';
import { ROUTE_OVERLAY_ID } from './route-scroll.lib';
import { BackLink } from './BackLink';
import RouteScreen from './RouteScreen';
import { ScreenFallback } from './ScreenFallback';

/**
 * Keeps the overlay's depth in history (overlay-history.ts) while it is open, and gives the close that unwinds it.
 * wouter announces pushState/replaceState as window events; Back and Forward are popstate.
 */
function useOverlayHistory(openedFromHome: boolean) {
  const [, navigate] = useLocation();
  const depth = useRef(1);
  const homeAfterBack = useRef(false);
  // A second Escape or click before the browser has gone back would go back twice as far.
  const closing = useRef(false);

  useEffect(() => {
    const stamp = (change: HistoryChange) => {
      const stamped = stampedDepth(history.state);
      depth.current = depthAfter(change, depth.current, stamped);
      // Our own stamp is a replaceState too: the entry then carries its depth, and this returns at once.
      if (stamped === null) history.replaceState(withDepth(history.state, depth.current), '');
    };
    stamp('pop');
    const onPush = () => stamp('push');
    const onReplace = () => stamp('replace');
    const onPop = () => {
      closing.current = false;
      stamp('pop');
      if (homeAfterBack.current) {
        homeAfterBack.current = false;
        navigate('/', { replace: true });
      }
    };
    addEventListener('pushState', onPush);
    addEventListener('replaceState', onReplace);
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('pushState', onPush);
      removeEventListener('replaceState', onReplace);
      removeEventListener('popstate', onPop);
    };
  }, [navigate]);

  return useCallback(() => {
    if (closing.current) return;
    const steps = closingSteps(depth.current, openedFromHome);
    if (steps.back === 0) {
      navigate('/', { replace: true });
      return;
    }
    closing.current = true;
    homeAfterBack.current = steps.thenReplaceWithHome;
    history.go(-steps.back);
  }, [navigate, openedFromHome]);
}

/**
 * While the sheet is a modal dialog, everything beside it is inert (no focus, no clicks, out of the accessibility
 * tree), the parts that mount later included: the browser keeps focus in the dialog, as a focus trap would.
 */
function useInertSiblings(sheet: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const main = sheet.current?.parentElement;
    const page = main?.parentElement;
    if (!active || !main || !page) return undefined;
    const made = new Set<Element>();
    const mark = () => {
      for (const sibling of page.children) {
        if (sibling === main || made.has(sibling) || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        made.add(sibling);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(page, { childList: true });
    return () => {
      observer.disconnect();
      for (const sibling of made) sibling.removeAttribute('inert');
    };
  }, [sheet, active]);
}

/**
 * The overlay covers the page's header, and with it the header's cart: the overlay's bar carries its own, with the
 * count, on every screen but the cart itself.
 */
function OverlayCartLink() {
  const quantity = useUnit($cartQuantity);
  const [onCart] = useRoute('/cart');
  if (onCart) return null;
  return (
    <Link href="/cart" className="button overlay-cart" aria-label={cartLinkName(quantity)}>
      {/* The space keeps the visible text ("Cart 3") inside the accessible name ("Cart, 3 items"), WCAG 2.5.3. */}
      <span>Cart</span>{' '}
      <span className="badge overlay-cart__count" aria-hidden="true">
        {quantity}
      </span>
    </Link>
  );
}

interface OverlayBarProps {
  sheet: RefObject<HTMLDivElement | null>;
  titleId: string;
  title: string;
  openedFromHome: boolean;
  /** False while another party's window sits over the overlay (a payment window, ADR 0026): it then yields. */
  modal: boolean;
}

/**
 * The desktop overlay's bar and its behaviour as a modal dialog: the route's name, the cart, Close; Escape and a press
 * on the backdrop close it, focus starts on Close and goes back, when it closes, to what opened it.
 */
function OverlayBar({ sheet, titleId, title, openedFromHome, modal }: OverlayBarProps) {
  const close = useOverlayHistory(openedFromHome);
  const closeButton = useRef<HTMLButtonElement>(null);
  useInertSiblings(sheet, modal);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const panel = sheet.current;
    // A screen that put the focus in itself (search's field) keeps it; otherwise it starts on Close.
    if (!panel?.contains(document.activeElement)) closeButton.current?.focus({ preventScroll: true });
    return () => {
      // Unless the shopper has moved on inside another dialog, focus goes back to what opened the overlay.
      const active = document.activeElement;
      if (opener?.isConnected && (active === null || active === document.body || panel?.contains(active) === true || !active.isConnected)) opener.focus({ preventScroll: true });
    };
  }, [sheet]);

  useEffect(() => {
    const backdrop = sheet.current?.previousElementSibling;
    if (!modal) return undefined;
    // Escape pressed inside the sheet (or with nothing focused): a dialog opened over it handles its own.
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (target instanceof Node && target !== document.body && !sheet.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    backdrop?.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      backdrop?.removeEventListener('click', close);
    };
  }, [sheet, modal, close]);

  return (
    <div className="dialog-header">
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      <div className="dialog-header__actions">
        <OverlayCartLink />
      </div>
      <button ref={closeButton} type="button" className="icon-button" aria-label="Close" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

interface ChildRouteProps {
  path: string;
  /** Desktop, in the browser: the home page is behind, and the route is a modal dialog over it. */
  overlay: boolean;
  openedFromHome: boolean;
  /** The store's footer, shown below the screen unless the screen goes without it. */
  footer: ReactNode;
}

/**
 * A child route (ADR 0044 decision 9): its screen in a sheet that is the page on a phone and, from 769 px, a panel over
 * a backdrop (CSS alone, so the server's HTML shows it so at either width). In the browser on desktop the home page
 * comes behind it and the sheet becomes a modal dialog: the same element, given the dialog's attributes, its bar and
 * behaviour, so the screen inside is never mounted again and nothing the shopper sees moves.
 */
export default function ChildRoute({ path, overlay, openedFromHome, footer }: ChildRouteProps) {
  const { parser } = useRouter();
  const screen = findScreen(parser, path);
  const sheet = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A payment window over checkout takes the focus and the keyboard: the overlay yields while it is open (ADR 0026).
  const modal = !useUnit($externalWindowOpen);
  const dialog = overlay ? { role: 'dialog', 'aria-modal': modal, 'aria-labelledby': titleId, id: ROUTE_OVERLAY_ID, tabIndex: -1 } : {};
  // Opened from the page, it slides in; a sheet that was drawn first (a server's page, a phone) is already in place.
  const [entering] = useState(overlay);
  const sheetClass = ['route-sheet', screen.wide ? 'route-sheet--wide' : null, entering ? 'route-sheet--entering' : null].filter(Boolean).join(' ');
  return (
    <>
      <main id="main" className="storefront__main storefront__main--sheet">
        <div className="route-sheet__backdrop" aria-hidden="true" />
        <div ref={sheet} className={sheetClass} {...dialog}>
          {overlay ? (
            <OverlayBar sheet={sheet} titleId={titleId} title={screen.title} openedFromHome={openedFromHome} modal={modal} />
          ) : (
            <BackLink up={upPath(parser, path)} />
          )}
          {/* Keyed by route: another route's screen mounts afresh, rather than the last one coming back from a Suspense
              that hid it while the next screen's code loaded (Back pressed meanwhile would show it with its old state). */}
          <Suspense key={screen.path} fallback={<ScreenFallback />}>
            <RouteScreen screen={screen} />
          </Suspense>
        </div>
      </main>
      {screen.hideFooter ? null : footer}
    </>
  );
}
