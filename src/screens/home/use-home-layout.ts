import { useUnit } from 'effector-react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { preloadLayout, useLayoutRegistry } from '@/layout/LayoutRenderer';
import { parseLayout, splitHeaderNodes, type LayoutNode } from '@/layout/parse-layout';
import { $layoutSettings } from '@/models/site/site.model';
import { useHydrating } from '@/shared/lib/use-media-query';

/** How long the first screen may wait for its blocks' code before it shows with placeholders anyway. */
export const FIRST_SCREEN_WAIT_MS = 2_500;

export interface HomeLayout {
  nodes: LayoutNode[];
  header: LayoutNode[];
  body: LayoutNode[];
  /** Fixed to the viewport (the tab bar): the shell renders them on every route. */
  fixed: LayoutNode[];
}

/** The home layout, parsed once per layout (and registry) and split into the top bar and the rest. */
export function useHomeLayout(): HomeLayout {
  const layout = useUnit($layoutSettings);
  const registry = useLayoutRegistry();
  return useMemo(() => {
    const nodes = parseLayout(layout.data, registry);
    return { nodes, ...splitHeaderNodes(nodes) };
  }, [layout.data, registry]);
}

/**
 * The code of the blocks a first screen shows: the top bar's, the tab bar's, and with `withBody` the home page's first
 * blocks (a screen over it shows none of them).
 */
export function preloadFirstScreen({ header, body, fixed }: Omit<HomeLayout, 'nodes'>, withBody: boolean): Promise<void> {
  return Promise.all([preloadLayout(header, header.length), withBody ? preloadLayout(body) : null, preloadLayout(fixed)]).then(() => undefined);
}

/**
 * Whether the code of the first screen's blocks has arrived. The home page shows only then (or after
 * FIRST_SCREEN_WAIT_MS), so it appears whole instead of growing block by block: no layout shift, and
 * the progress overlay covers the wait.
 *
 * A page opened at another screen that hides the home page (a phone at a product) asks for the blocks only after
 * FIRST_SCREEN_WAIT_MS: they are for the way back home, and fetched at once they competed with that screen's own
 * first paint (measured: a product page's simulated LCP). Going home sooner asks for them then.
 */
export function useFirstScreenReady({ header, body, fixed }: HomeLayout, shown: boolean): boolean {
  // A server render waits for every block's code (its stream's allReady), so its first screen, and the browser's
  // hydration of it, are ready at once.
  const [ready, setReady] = useState(useHydrating());
  useEffect(() => {
    if (ready) return;
    let active = true;
    const done = () => {
      // A transition: React renders the whole page in slices it yields between, rather than in one long task.
      if (active) startTransition(() => setReady(true));
    };
    const preload = () => void preloadFirstScreen({ header, body, fixed }, true).then(done);
    const timer = setTimeout(shown ? done : preload, FIRST_SCREEN_WAIT_MS);
    if (shown) preload();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [header, body, fixed, ready, shown]);
  return ready;
}
