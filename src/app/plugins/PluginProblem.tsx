import type { RegisteredPlugin } from '@/layout/define-plugin';
import { LayoutProblem } from '@/layout/LayoutRenderer';
import type { PluginStatus } from './plugin-status.lib';
import { describePluginStatus } from './plugin-status-words';

/**
 * What merchant preview shows for a plugin item that cannot show: a plugin that renders site-wide, or one that is not
 * on. Its own chunk, with the words: shoppers see nothing there and never download it (ADR 0036).
 */
export default function PluginProblem({ plugin, itemId, status }: { plugin: RegisteredPlugin; itemId: string; status: PluginStatus }) {
  const issue = plugin.slottable
    ? { path: '', message: describePluginStatus(plugin, status) }
    : { path: 'uniqueId', message: `${plugin.label} renders site-wide (${plugin.siteWide}), not in the layout` };
  return <LayoutProblem code={plugin.uniqueId} id={itemId} reason="plugin-invalid" issues={[issue]} />;
}
