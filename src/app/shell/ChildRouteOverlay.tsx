import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useUnit } from 'effector-react';
import { $externalWindowOpen } from '@/models/external-window/external-window.model';
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
    >
      {children}
    </Dialog>
  );
}
