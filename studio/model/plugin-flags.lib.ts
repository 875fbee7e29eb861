import type { RawSettings } from '@/api/schemas/site.schema';
import type { RegisteredPlugin } from '@/layout/define-plugin';

/** The simulator's working configuration of a plugin (fake-store/domain/plugin-settings.ts), keyed by its uniqueId. */
type SeededPluginConfigs = Readonly<Record<string, { config: Readonly<Record<string, string>> } | undefined>>;

function isBlank(value: RawSettings[string] | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/** Whether the plugin's switch is on, read as the storefront reads it (exactly 'true'). */
export function isPluginOn(settings: RawSettings, plugin: Pick<RegisteredPlugin, 'enabledSetting'>): boolean {
  const value = settings[plugin.enabledSetting];
  return value === 'true' || value === true;
}

/**
 * The settings to change when a plugin is switched. Switching on a plugin that has no configuration at all also
 * fills in the simulator's seeded configuration, so it works in the preview at once; a configuration the merchant
 * has typed is never overwritten.
 */
export function pluginSwitchChanges(
  settings: RawSettings,
  plugin: Pick<RegisteredPlugin, 'uniqueId' | 'enabledSetting' | 'configSettings'>,
  on: boolean,
  seeded: SeededPluginConfigs,
): Record<string, string> {
  const changes: Record<string, string> = { [plugin.enabledSetting]: on ? 'true' : 'false' };
  if (!on) return changes;
  const configured = Object.values(plugin.configSettings).some((key) => !isBlank(settings[key]));
  if (!configured) Object.assign(changes, seeded[plugin.uniqueId]?.config ?? {});
  return changes;
}
