import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { useUnit } from 'effector-react';
import { $cartQuantity } from '@/models/cart/cart.model';
import { $externalWindowOpen } from '@/models/external-window/external-window.model';
import { cartLinkName } from '@/shared/lib/cart-link-name';
import Dialog from '@/shared/ui/Dialog';
import { closingSteps, depthAfter, stampedDepth, withDepth, type HistoryChange } from './overlay-history';
import { ROUTE_OVERLAY_ID } from './route-scroll.lib';

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

/** Desktop: child routes open in a modal over the home page; closing it returns to where the shopper was before. */
export default function ChildRouteOverlay({ title, wide, openedFromHome, children }: { title: string; wide: boolean; openedFromHome: boolean; children: ReactNode }) {
  const close = useOverlayHistory(openedFromHome);
  // A payment window over checkout takes the focus and the keyboard: the overlay yields while it is open (ADR 0026).
  const externalWindowOpen = useUnit($externalWindowOpen);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      size={wide ? 'wide' : 'narrow'}
      id={ROUTE_OVERLAY_ID}
      hideTitle
      modal={!externalWindowOpen}
      actions={<OverlayCartLink />}
    >
      {children}
    </Dialog>
  );
}
