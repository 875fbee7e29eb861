import { simulatedPluginSettings, type SimulatedPluginId } from '../domain/plugin-settings';

/**
 * `?plugins=` switches the simulated store's plugins: `all`, `none`, or a comma-separated list of uniqueIds
 * (`?plugins=google_analytics,cookie_consent`). Like a scenario it is remembered (session storage in the browser,
 * the `sim_plugins` cookie on the Node simulator) until another `?plugins=` replaces it. Without it, the seeded
 * store has every plugin off.
 */
export const pluginsCookieName = 'sim_plugins';
export const pluginsStorageKey = 'simulator:plugins';

export type PluginSelection = ReadonlySet<SimulatedPluginId>;

const allPluginIds = Object.keys(simulatedPluginSettings) as SimulatedPluginId[];
const isPluginId = (value: string): value is SimulatedPluginId => allPluginIds.some((id) => id === value);

/** Reads a `?plugins=` value (or its remembered copy); null when there is none or it names nothing known. */
export function parsePluginSelection(value: string | null): PluginSelection | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  if (text === 'all') return new Set(allPluginIds);
  if (text === 'none') return new Set();
  const ids = text.split(',').map((part) => part.trim());
  const known = ids.filter(isPluginId);
  const unknown = ids.filter((id) => id !== '' && !isPluginId(id));
  if (unknown.length > 0) console.warn(`[simulator] Unknown plugin(s) ${unknown.join(', ')}; known: ${allPluginIds.join(', ')}`);
  return known.length > 0 ? new Set(known) : null;
}

/** The selection as a cookie or storage value. */
export const serializePluginSelection = (selection: PluginSelection) => (selection.size === 0 ? 'none' : [...selection].join(','));

/** The settings the selection puts into get-data: every plugin's switch, and the configuration of those on. */
export function pluginSettingsFor(selection: PluginSelection): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const id of allPluginIds) {
    const { enabled, config } = simulatedPluginSettings[id];
    settings[enabled] = selection.has(id) ? 'true' : 'false';
    if (selection.has(id)) Object.assign(settings, config);
  }
  return settings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A get-data answer with the selection's plugin settings laid over its own; anything else passes unchanged. */
export function withPluginSettings(siteData: unknown, selection: PluginSelection): unknown {
  if (!isRecord(siteData) || !isRecord(siteData.settings)) return siteData;
  return { ...siteData, settings: { ...siteData.settings, ...pluginSettingsFor(selection) } };
}
