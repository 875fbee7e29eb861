import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AFTER_SIGN_IN_PATH, safeNextPath } from '@/app/shell/next-path';
import { preloadScreen } from '@/app/shell/screen-preload';
import { $isLoggedIn } from '@/models/session/session.model';

/** Where the shopper was going, from `?next=`, made safe (ADR 0019). */
export function useNextPath(): string {
  return safeNextPath(new URLSearchParams(useSearch()).get('next'));
}

/** A sign-in route that keeps the way back: `/register?next=%2Faccount%2Fwallet` (nothing when it is the account). */
export function withNext(path: string, next: string): string {
  return next === AFTER_SIGN_IN_PATH ? path : `${path}?next=${encodeURIComponent(next)}`;
}

/**
 * Signed in (on this screen, or in another tab, or Back after signing in): on to where the shopper was going,
 * replacing the sign-in screen in history, so Back does not land on a form for a shopper who is signed in. Once: the
 * screen may render again at the new address (without its `next`) before it unmounts. The screen there is asked for
 * while the shopper signs in, so arriving does not wait for its code.
 */
export function useLeaveWhenSignedIn(next: string): void {
  const loggedIn = useUnit($isLoggedIn);
  const [, navigate] = useLocation();
  const left = useRef(false);
  useEffect(() => preloadScreen(next), [next]);
  useLayoutEffect(() => {
    if (!loggedIn || left.current) return;
    left.current = true;
    navigate(next, { replace: true });
  }, [loggedIn, next, navigate]);
}
