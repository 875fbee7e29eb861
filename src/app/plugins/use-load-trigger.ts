import { startTransition, useEffect, useState } from 'react';
import type { PluginLoadTrigger } from '@/layout/define-plugin';
import { whenInteracted } from './first-interaction';
import { pluginIdleTurns } from './idle-turns';

/**
 * Whether a plugin's moment to load has come. It only ever starts after the component mounted, which is after the
 * storefront's first render (src/app/plugins/SiteWidePlugins.tsx mounts once the first screen is up).
 * `idle` plugins take turns (src/app/plugins/idle-turns.ts): each turn fetches the plugin's code with `load`, then
 * asks for its first render as a transition, which React renders in slices rather than one long task.
 */
export function useLoadTrigger(trigger: PluginLoadTrigger, active: boolean, load: () => Promise<unknown>): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!active || fired || trigger === 'in-view') return;
    if (trigger === 'idle') {
      let left = false;
      const leave = pluginIdleTurns.take(async () => {
        // A chunk that fails to load is the plugin's boundary's business once it renders.
        await load().catch(() => undefined);
        if (!left) startTransition(() => setFired(true));
      });
      return () => {
        left = true;
        leave();
      };
    }
    return whenInteracted(() => setFired(true));
  }, [trigger, active, fired, load]);
  // A layout slot only mounts its plugin near the viewport (src/layout/LayoutRenderer.tsx); site-wide that is now.
  return trigger === 'in-view' ? active : fired;
}
