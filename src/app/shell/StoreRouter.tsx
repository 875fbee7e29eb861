import type { ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { storePath } from '@/shared/lib/store-path';

/**
 * Every navigation of the app passes here (links, `navigate`), so none can blank the page (ADR 0034): the target is
 * read as the browser will (`storePath`), one that leaves the store is refused, and a navigation the browser still
 * throws on (pushState to another origin is a SecurityError) is reported and dropped. Thrown inside an effect, it
 * would unmount the whole app.
 */
const navigateWithinStore: AroundNavHandler = (navigate, to, options) => {
  const path = storePath(to);
  if (path === null) {
    console.error(`[navigation] refused ${JSON.stringify(to)}: not a path of this store`);
    return;
  }
  try {
    navigate(path, options);
  } catch (error) {
    console.error(`[navigation] the browser refused ${JSON.stringify(path)}`, error);
  }
};

/** The router of the storefront: wouter's browser location, every navigation through `navigateWithinStore`. */
export function StoreRouter({ children }: { children: ReactNode }) {
  return <Router aroundNav={navigateWithinStore}>{children}</Router>;
}
