import { describe, expect, it } from 'vitest';
import { isPluginOn, pluginSwitchChanges } from './plugin-flags.lib';

const plugin = { uniqueId: 'chat', enabledSetting: 'plugin_chat_enabled', configSettings: { phone: 'plugin_chat_phone', label: 'plugin_chat_label' } };
const seeded = { chat: { config: { plugin_chat_phone: '+1 555', plugin_chat_label: 'Chat' } } };

describe('plugin switches', () => {
  it('reads on only from the string (or boolean) true', () => {
    expect(isPluginOn({ plugin_chat_enabled: 'true' }, plugin)).toBe(true);
    expect(isPluginOn({ plugin_chat_enabled: 'false' }, plugin)).toBe(false);
    expect(isPluginOn({}, plugin)).toBe(false);
  });

  it('fills in the seeded configuration when a plugin with none is switched on', () => {
    expect(pluginSwitchChanges({}, plugin, true, seeded)).toEqual({ plugin_chat_enabled: 'true', plugin_chat_phone: '+1 555', plugin_chat_label: 'Chat' });
  });

  it('never overwrites a configuration the merchant typed', () => {
    expect(pluginSwitchChanges({ plugin_chat_phone: '+44 1' }, plugin, true, seeded)).toEqual({ plugin_chat_enabled: 'true' });
  });

  it('switching off only changes the switch', () => {
    expect(pluginSwitchChanges({}, plugin, false, seeded)).toEqual({ plugin_chat_enabled: 'false' });
  });
});
