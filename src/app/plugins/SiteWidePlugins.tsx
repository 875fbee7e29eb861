import { lazy, Suspense } from 'react';
import type { RenderMode } from '@/layout/define-block';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { pluginRegistry } from '../../../plugins/registry';
import { PluginBoundary } from './PluginBoundary';
import { useLoadTrigger } from './use-load-trigger';
import { usePluginStatus } from './use-plugin-status';

/** The merchant preview's panels (plugins, the backend's broken rows): their own chunk, fetched in preview only. */
const PreviewPanels = lazy(() => import('../preview-panels/PreviewPanels'));

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

/** The props of the site-wide plugins' root. */
export interface SiteWidePluginsProps {
  mode: RenderMode;
  placedInLayout: ReadonlySet<string>;
  /** Tests hand in their own. */
  plugins?: readonly RegisteredPlugin[];
}

/**
 * The plugins that render site-wide (floating controls, head scripts, body-end widgets). Mounted by the storefront
 * once its first screen is up, from a chunk of its own, so no plugin byte is fetched before the first render.
 * `placedInLayout` names the plugins a layout item on the page renders instead.
 */
export default function SiteWidePlugins({ mode, placedInLayout, plugins = pluginRegistry }: SiteWidePluginsProps) {
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
