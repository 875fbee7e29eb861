import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { $guestId } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';

/** Helpers for the catalogue blocks' tests (never imported by the app). */

/** A guest id in the UUID form the simulator requires. */
export const TEST_GUEST_ID = '6f1c2b7e-3d4a-4c8b-9e2f-1a5b7c9d0e3f';

export const testStoreSettings: SiteSettings = { currencyCode: 'USD', locale: 'en-US', decimalPlaces: '2', symbolPlacement: 'before', store_type: 'physical' };

/** A scope that can talk to the simulated store at once, without booting the whole app. */
export function catalogScope(settings: SiteSettings = testStoreSettings): Scope {
  return fork({ values: [[$guestId, TEST_GUEST_ID], [$siteSettings, settings]] });
}

/** Renders inside the scope and an in-memory router (so links never navigate jsdom). */
export function renderInStore(ui: ReactNode, scope: Scope = catalogScope()) {
  const location = memoryLocation({ path: '/', record: true });
  const wrap = (content: ReactNode) => (
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>{content}</main>
      </Router>
    </Provider>
  );
  const view = render(wrap(ui));
  // Rerendering keeps the scope and router: without them the view would fall back to effector's global scope.
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)), scope, location };
}

/** Pretends to be a phone (up to 768 px wide) for useIsMobile. */
export function matchMobile(matchMedia: typeof window.matchMedia): typeof window.matchMedia {
  return (query) => ({ ...matchMedia(query), matches: query.includes('max-width: 768px') });
}
