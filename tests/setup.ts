/**
 * Vitest setup (vite.config.ts `test.setupFiles`). The default environment is node; a test file that needs a DOM
 * starts with `// @vitest-environment jsdom`, so everything that needs a DOM is guarded by `typeof window`.
 *
 * jsdom tests get, after each test: React Testing Library's cleanup (unmounts what `render` mounted; RTL only
 * registers it itself when vitest globals are on, and they are off here) and empty localStorage/sessionStorage.
 * window.matchMedia is stubbed when jsdom lacks it: no query matches. A test that needs a match overrides it, e.g.
 *   const notMatching = window.matchMedia;
 *   vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: true }));
 * (restored after the test: restoreMocks is on).
 * Element.prototype.scrollIntoView, which jsdom lacks (it has no layout), is a no-op a test may spy on.
 */
import { performance as nodePerformance } from 'node:perf_hooks';
import { afterEach } from 'vitest';

// jsdom's performance in a VM context (the unit project's vmThreads) has no marks or measures: Node's has both.
if (typeof performance.measure !== 'function') Object.defineProperty(globalThis, 'performance', { configurable: true, writable: true, value: nodePerformance });

function createMediaQueryList(query: string): MediaQueryList {
  const target = new EventTarget();
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined, // deprecated API, still used by some libraries
    removeListener: () => undefined,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string): MediaQueryList => createMediaQueryList(query),
    });
  }

  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: () => undefined });
  }

  const { cleanup } = await import('@testing-library/react');

  afterEach(() => {
    cleanup();
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage is unavailable on opaque origins (a test that navigated jsdom to about:blank): nothing to clear.
    }
  });
}
