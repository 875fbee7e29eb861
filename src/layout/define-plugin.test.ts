import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { definePlugin, readPluginConfig } from './define-plugin';

const plugin = definePlugin({
  uniqueId: 'test_plugin',
  label: 'Test plugin',
  enabledSetting: 'plugin_test_enabled',
  configSettings: { accountId: 'plugin_test_account', greeting: 'plugin_test_greeting' },
  configSchema: z.object({ accountId: z.string().check(z.regex(/^A\d+$/, 'Use an id like A123')), greeting: z._default(z.string(), 'Hello') }),
  siteWide: 'floating',
  consent: 'marketing',
  loadOn: 'idle',
  load: () => Promise.resolve({ default: () => null }),
});

describe('readPluginConfig', () => {
  it('is off unless the switch is exactly true', () => {
    expect(readPluginConfig(plugin, {})).toEqual({ status: 'off' });
    expect(readPluginConfig(plugin, { plugin_test_enabled: false, plugin_test_account: 'A1' })).toEqual({ status: 'off' });
    expect(readPluginConfig(plugin, { plugin_test_enabled: 'yes', plugin_test_account: 'A1' })).toEqual({ status: 'off' });
  });

  it('reads the configuration from its settings, with the schema defaults for empty ones', () => {
    expect(readPluginConfig(plugin, { plugin_test_enabled: true, plugin_test_account: 'A42', plugin_test_greeting: '' })).toEqual({
      status: 'on',
      config: { accountId: 'A42', greeting: 'Hello' },
    });
  });

  it('names the failing setting key and the message when the configuration is invalid', () => {
    expect(readPluginConfig(plugin, { plugin_test_enabled: true, plugin_test_account: 'nope' })).toEqual({
      status: 'invalid',
      issues: [{ path: 'plugin_test_account', message: 'Use an id like A123' }],
    });
    const missing = readPluginConfig(plugin, { plugin_test_enabled: true });
    expect(missing.status).toBe('invalid');
    expect(missing.status === 'invalid' && missing.issues[0]?.path).toBe('plugin_test_account');
  });

  it('defaults: no reserved height, not slottable', () => {
    expect(plugin.slottable).toBe(false);
    expect(plugin.reservedHeight).toEqual({ mobile: '0px', desktop: '0px' });
  });
});
