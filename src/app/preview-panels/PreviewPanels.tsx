import { useUnit } from 'effector-react';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { $consent } from '@/models/consent/consent.model';
import { $siteSettings } from '@/models/site/site.model';
import { pluginStatus } from '../plugins/plugin-status.lib';
import { describePluginStatus } from '../plugins/plugin-status-words';
import { DroppedPartsPanel } from './DroppedPartsPanel';
import { StoreLinksPanel } from './StoreLinksPanel';
import './preview-panels.css';

/** What a merchant previewing sees: every plugin, and why it is or is not on the page. */
export function PluginPreviewPanel({ plugins }: { plugins: readonly RegisteredPlugin[] }) {
  const [settings, consent] = useUnit([$siteSettings, $consent]);
  return (
    <details className="plugin-preview-panel" data-testid="plugin-preview-panel">
      <summary>Plugins</summary>
      <ul>
        {plugins.map((plugin) => {
          const status = pluginStatus(plugin, settings, consent);
          return (
            <li key={plugin.uniqueId} data-plugin-status={status.kind} data-plugin-id={plugin.uniqueId}>
              <strong>{plugin.label}</strong> <code>{plugin.uniqueId}</code>: {describePluginStatus(plugin, status)}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * What a merchant previewing a layout (ADR 0036) sees on top of the page: the plugins and why each is or is
 * not on, the parts of the backend's answers the storefront left out, and the layout's links to store pages the
 * backend does not have. Loaded lazily, in preview only
 * (src/app/plugins/SiteWidePlugins.tsx), so shoppers never download it.
 */
export default function PreviewPanels({ plugins }: { plugins: readonly RegisteredPlugin[] }) {
  return (
    <div className="preview-panels">
      <PluginPreviewPanel plugins={plugins} />
      <DroppedPartsPanel />
      <StoreLinksPanel />
    </div>
  );
}
