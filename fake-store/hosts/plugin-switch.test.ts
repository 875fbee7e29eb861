import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePluginSelection, pluginSettingsFor, serializePluginSelection, withPluginSettings } from './plugin-switch';

afterEach(() => vi.restoreAllMocks());

describe('the simulator plugin switch', () => {
  it('reads all, none and lists, and ignores unknown ids with a warning', () => {
    expect(parsePluginSelection('all')?.size).toBe(7);
    expect(parsePluginSelection('none')?.size).toBe(0);
    expect([...(parsePluginSelection(' google_analytics , cookie_consent ') ?? [])]).toEqual(['google_analytics', 'cookie_consent']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parsePluginSelection('mega_plugin')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parsePluginSelection(null)).toBeNull();
  });

  it('round-trips through its cookie value', () => {
    const selection = parsePluginSelection('social_proof,messaging_chat');
    expect(selection && parsePluginSelection(serializePluginSelection(selection))).toEqual(selection);
    expect(serializePluginSelection(new Set())).toBe('none');
  });

  it('switches the chosen plugins on with their configuration and every other one off', () => {
    const settings = pluginSettingsFor(new Set(['google_analytics']));
    expect(settings.plugin_google_analytics_enabled).toBe('true');
    expect(settings.plugin_google_analytics_measurement_id).toBe('G-SIM12345');
    expect(settings.plugin_cookie_consent_enabled).toBe('false');
    expect(settings.plugin_live_chat_crisp_website_id).toBeUndefined();
  });

  it('lays the settings over a get-data answer and leaves anything else alone', () => {
    const siteData = { layout: [], settings: { storeName: 'Juniper', plugin_google_analytics_enabled: 'true' }, branches: {} };
    expect(withPluginSettings(siteData, new Set())).toMatchObject({ settings: { storeName: 'Juniper', plugin_google_analytics_enabled: 'false' } });
    expect(withPluginSettings('nope', new Set())).toBe('nope');
  });
});
