import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import type { RenderMode } from '@/layout/define-block';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { $consent } from '@/models/consent/consent.model';
import { $siteSettings } from '@/models/site/site.model';
import { pluginRegistry } from '../../../plugins/registry';
import { PluginBoundary } from './PluginBoundary';
import { pluginStatus, type PluginStatus } from './plugin-status.lib';
import { useLoadTrigger } from './use-load-trigger';

/** The merchant preview's panels (plugins, the backend's broken rows): their own chunk, fetched in preview only. */
const PreviewPanels = lazy(() => import('../preview-panels/PreviewPanels'));
/** What preview shows for a plugin item that cannot show: its own chunk, fetched in preview only. */
const PluginProblem = lazy(() => import('./PluginProblem'));

function usePluginStatus(plugin: RegisteredPlugin): PluginStatus {
  const [settings, consent] = useUnit([$siteSettings, $consent]);
  return pluginStatus(plugin, settings, consent);
}

/** One site-wide plugin: downloaded only once it is on, allowed, and its load trigger has fired. */
function SiteWidePlugin({ plugin, mode }: { plugin: RegisteredPlugin; mode: RenderMode }) {
  const status = usePluginStatus(plugin);
  const allowed = status.kind === 'allowed';
  const triggered = useLoadTrigger(plugin.loadOn, allowed, plugin.load);
  if (!allowed || !triggered) return null;
  const View = plugin.View;
  return (
    <PluginBoundary plugin={plugin} mode={mode}>
      <Suspense fallback={null}>
        <View config={status.config} mode={mode} placement={plugin.siteWide} />
      </Suspense>
    </PluginBoundary>
  );
}

/**
 * The plugins that render site-wide (floating controls, head scripts, body-end widgets). Mounted by the storefront
 * once its first screen is up, so no plugin byte is fetched before the first render. `placedInLayout` names the
 * plugins a layout item on the page renders instead.
 */
export function SiteWidePlugins({
  mode,
  placedInLayout,
  plugins = pluginRegistry,
}: {
  mode: RenderMode;
  placedInLayout: ReadonlySet<string>;
  /** Tests hand in their own. */
  plugins?: readonly RegisteredPlugin[];
}) {
  return (
    <div className="site-plugins" data-testid="site-plugins">
      {plugins
        .filter((plugin) => !(plugin.slottable && placedInLayout.has(plugin.uniqueId)))
        .map((plugin) => (
          <SiteWidePlugin key={plugin.uniqueId} plugin={plugin} mode={mode} />
        ))}
      {mode === 'preview' ? (
        <Suspense fallback={null}>
          <PreviewPanels plugins={plugins} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A plugin placed by a `type: plugin` layout item (the layout engine mounts it near the viewport). */
export function PluginSlot({ plugin, itemId, mode }: { plugin: RegisteredPlugin; itemId: string; mode: RenderMode }) {
  const status = usePluginStatus(plugin);
  if (!plugin.slottable || status.kind !== 'allowed') {
    if (mode === 'live') return null;
    return (
      <Suspense fallback={null}>
        <PluginProblem plugin={plugin} itemId={itemId} status={status} />
      </Suspense>
    );
  }
  const View = plugin.View;
  return (
    <PluginBoundary plugin={plugin} mode={mode}>
      <Suspense fallback={null}>
        <View config={status.config} mode={mode} placement="slot" itemId={itemId} />
      </Suspense>
    </PluginBoundary>
  );
}
