import { useEffect, useState } from 'react';
import type { PluginLoadTrigger } from '@/layout/define-plugin';

const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
/** An idle callback may wait this long at most: a busy page still gets its plugins. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Whether a plugin's moment to load has come. It only ever starts after the component mounted, which is after the
 * storefront's first render (src/app/plugins/SiteWidePlugins.tsx mounts once the first screen is up).
 */
export function useLoadTrigger(trigger: PluginLoadTrigger, active: boolean): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!active || fired || trigger === 'in-view') return;
    if (trigger === 'idle') {
      const fire = () => setFired(true);
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
        return () => window.cancelIdleCallback(handle);
      }
      const timer = window.setTimeout(fire, 200);
      return () => window.clearTimeout(timer);
    }
    const controller = new AbortController();
    const fire = () => {
      controller.abort();
      setFired(true);
    };
    for (const type of interactionEvents) window.addEventListener(type, fire, { passive: true, capture: true, signal: controller.signal });
    return () => controller.abort();
  }, [trigger, active, fired]);
  // A layout slot only mounts its plugin near the viewport (src/layout/LayoutRenderer.tsx); site-wide that is now.
  return trigger === 'in-view' ? active : fired;
}
