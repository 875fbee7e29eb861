import type { RawSettings } from '@/api/schemas/site.schema';
import type { RegisteredPlugin } from '@/layout/define-plugin';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { isPluginOn, pluginSwitchChanges } from '../model/plugin-flags.lib';
import { settingFieldId } from '../model/settings-fields.lib';

interface PluginSettingsProps {
  plugins: readonly RegisteredPlugin[];
  settings: RawSettings;
  onChange: (values: Record<string, string>) => void;
  /** Prefixes the controls' ids when the same plugin's settings show twice (Settings tab and item editor). */
  idPrefix?: string;
}

function text(value: RawSettings[string] | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** One switch per plugin (its enabled setting), with its configuration settings under it. */
export function PluginSettings({ plugins, settings, onChange, idPrefix = '' }: PluginSettingsProps) {
  return (
    <ul className="st-plugins">
      {plugins.map((plugin) => {
        const on = isPluginOn(settings, plugin);
        const switchId = `${idPrefix}${settingFieldId(plugin.enabledSetting)}`;
        return (
          <li key={plugin.uniqueId} className="st-plugin">
            <div className="st-switch-row">
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                className="st-switch"
                checked={on}
                onChange={(event) => onChange(pluginSwitchChanges(settings, plugin, event.target.checked, simulatedPluginSettings))}
              />
              <label htmlFor={switchId}>{plugin.label}</label>
              <code className="st-hint">{plugin.enabledSetting}</code>
            </div>
            <details className="st-plugin-config">
              <summary>
                {plugin.label} configuration
              </summary>
              {Object.entries(plugin.configSettings).map(([field, key]) => (
                <div key={key} className="st-field">
                  <label htmlFor={`${idPrefix}${settingFieldId(key)}`}>
                    {field} <code className="st-hint">{key}</code>
                  </label>
                  <input id={`${idPrefix}${settingFieldId(key)}`} value={text(settings[key])} onChange={(event) => onChange({ [key]: event.target.value })} />
                </div>
              ))}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
