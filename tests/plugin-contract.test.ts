import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { pluginSettingsFor } from '../fake-store/hosts/plugin-switch';
import { pluginRegistry } from '../plugins/registry';
import { simulatedPluginSettings, type SimulatedPluginId } from '../fake-store/domain/plugin-settings';

type PluginUniqueId = (typeof pluginRegistry)[number]['uniqueId'];

const root = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(root, 'plugins/README.md'), 'utf8');
const normalize = (settings: Record<string, string>) => Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, value === 'true' ? true : value === 'false' ? false : value]));

describe('the plugin registry', () => {
  it('has unique uniqueIds and setting keys, all prefixed plugin_', () => {
    const ids = pluginRegistry.map((plugin) => plugin.uniqueId);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = pluginRegistry.flatMap((plugin) => [plugin.enabledSetting, ...Object.values(plugin.configSettings)]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^plugin_[a-z0-9_]+$/);
  });

  it('is what the fake store seeds a configuration for, no plugin more or less', () => {
    expectTypeOf<SimulatedPluginId>().toEqualTypeOf<PluginUniqueId>();
    expect(Object.keys(simulatedPluginSettings).sort()).toEqual(pluginRegistry.map((plugin) => plugin.uniqueId).sort());
  });

  it.each(pluginRegistry.map((plugin) => [plugin.uniqueId, plugin] as const))('%s: lives in its own folder, is documented, and its seeded configuration is valid', (uniqueId, plugin) => {
    const definitionFile = path.join(root, 'plugins', uniqueId, `${uniqueId}.plugin.ts`);
    expect(existsSync(definitionFile)).toBe(true);
    const view = /load: \(\) => import\('\.\/(\w+)'\)/.exec(readFileSync(definitionFile, 'utf8'))?.[1];
    expect(view && existsSync(path.join(root, 'plugins', uniqueId, `${view}.tsx`))).toBe(true);
    // The README table names the plugin, its switch and every configuration setting.
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${uniqueId}\``));
    expect(row).toBeDefined();
    for (const key of [plugin.enabledSetting, ...Object.values(plugin.configSettings)]) expect(row).toContain(`\`${key}\``);
    expect(row).toContain(plugin.consent);
    // The simulator's switch turns it on with a configuration its schema accepts.
    expect(simulatedPluginSettings[uniqueId].enabled).toBe(plugin.enabledSetting);
    expect(readPluginConfig(plugin, normalize(pluginSettingsFor(new Set([uniqueId]))))).toMatchObject({ status: 'on' });
    expect(readPluginConfig(plugin, normalize(pluginSettingsFor(new Set())))).toEqual({ status: 'off' });
  });
});
