import { lazy, Suspense } from 'react';
import type { RenderMode } from '@/layout/define-block';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { PluginBoundary } from './PluginBoundary';
import { usePluginStatus } from './use-plugin-status';

/** What preview shows for a plugin item that cannot show: its own chunk, fetched in preview only. */
const PluginProblem = lazy(() => import('./PluginProblem'));

/** A plugin placed by a `type: plugin` layout item (the layout engine mounts it near the viewport). */
export default function PluginSlot({ plugin, itemId, mode }: { plugin: RegisteredPlugin; itemId: string; mode: RenderMode }) {
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
