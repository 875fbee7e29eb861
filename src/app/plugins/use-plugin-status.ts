import { useUnit } from 'effector-react';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { $consent } from '@/models/consent/consent.model';
import { $siteSettings } from '@/models/site/site.model';
import { pluginStatus, type PluginStatus } from './plugin-status.lib';

/** Whether a plugin may show now: its setting, its configuration and the shopper's consent. */
export function usePluginStatus(plugin: RegisteredPlugin): PluginStatus {
  const [settings, consent] = useUnit([$siteSettings, $consent]);
  return pluginStatus(plugin, settings, consent);
}
