import { allSettled } from 'effector';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { apiOrigin } from '@/api/client';
import { App } from '@/app/App';
import { loadScreenData, loadSiteData, pageRoute, pageScope, type PageHandOver } from '@/app/page-data';
import { layoutRegistry } from '@/app/layout-registry';
import { homeScreen } from '@/app/screens';
import { loadHandedOver } from '@/app/shell/handed-load';
import { preloadScrollMemory } from '@/app/shell/Storefront';
import { parseLayout, splitHeaderNodes } from '@/layout/parse-layout';
import { $layoutSettings } from '@/models/site/site.model';
import { preloadFirstScreen } from '@/screens/home/use-home-layout';
import { appStarted } from '@/models/app/app.model';
import { readOrCreateGuestId } from '@/models/session/guest-id.lib';
import { holdEarlyTaps } from './early-taps';

/** The hand-over as the server wrote it, or null when it cannot be read (the page is then drawn afresh). */
export function readHandOver(text: string | null): PageHandOver | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { branch, answers } = value as Partial<PageHandOver>;
    const answersRead = Array.isArray(answers) && answers.every((answer) => Array.isArray(answer) && typeof answer[0] === 'string' && typeof answer[1] === 'number' && typeof answer[2] === 'string');
    return answersRead && (branch === null || typeof branch === 'string') ? { branch, answers } : null;
  } catch {
    return null;
  }
}

/**
 * Once React has taken the server's HTML over: the app starts (the shopper's own state may change what is drawn only
 * now, or the first render would not equal the HTML), and the root is marked (`data-hydrated`) for tools and tests.
 */
function WhenHydrated({ root, onHydrated, children }: { root: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '');
    onHydrated();
  }, [root, onHydrated]);
  return children;
}

/**
 * Hydrates a page the server rendered (ADR 0044): its data is loaded again in a scope like the server's, from the
 * answers the server got (given to the client as early answers, site-data-prefetch.ts), so the first render equals the
 * HTML and nothing is asked twice. The shopper's own state (kept cart, session, branch) comes after, as the app starts:
 * it is never in a server's HTML.
 */
export async function hydrateApp(container: HTMLElement, handOver: PageHandOver, onCaughtError: () => void): Promise<void> {
  const guestId = readOrCreateGuestId();
  const scope = pageScope(handOver.branch, guestId);
  const origin = apiOrigin();
  window.__storefrontScreenPrefetch = handOver.answers.map(([url, status, body]) => ({
    url: `${origin}${url}`,
    identity: ['guest-id', guestId] as const,
    response: Promise.resolve(new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } })),
  }));
  const { screen, route } = pageRoute(parsePattern, new URL(window.location.href), window.location.origin);
  const data = (await loadSiteData(scope)) ? await loadScreenData(screen, route, scope) : null;
  // The first screen's blocks hydrate with the rest, in one pass: arriving after, each would stay the server's lifeless
  // HTML a moment longer, where a tap does nothing.
  const nodes = parseLayout(scope.getState($layoutSettings).data, layoutRegistry);
  // And the scroll memory, which must see the first navigation (Storefront.tsx).
  await Promise.all([preloadFirstScreen(splitHeaderNodes(nodes), screen === homeScreen), preloadScrollMemory()]);
  // An answer left over is the server's, not the network's: a later call asks again.
  delete window.__storefrontScreenPrefetch;
  if (data && data !== 'gave up' && data.loadKey !== null) loadHandedOver(screen.path, data.loadKey);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void allSettled(appStarted, { scope });
  };
  holdEarlyTaps(container);
  hydrateRoot(
    container,
    <StrictMode>
      <WhenHydrated root={container} onHydrated={start}>
        <App scope={scope} />
      </WhenHydrated>
    </StrictMode>,
    { onCaughtError },
  );
}
