import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { SettingValue } from '@/domain/site-settings';
import type { LayoutIssue, RenderMode, ReservedHeight } from './define-block';
import { preloadableView } from './preloadable-view';

/** Which consent a plugin needs before it may load (when cookie consent is on). */
export type ConsentCategory = 'necessary' | 'analytics' | 'marketing' | 'functional';

/** Where a plugin renders when no layout item places it: a floating control, the document head, or the end of the body. */
type SiteWidePlacement = 'floating' | 'head' | 'body-end';

/**
 * When the code is downloaded, once the plugin is allowed: `idle` after the first render when the main thread is
 * free, `interaction` on the shopper's first tap, key or scroll, `in-view` when its layout slot nears the viewport.
 */
export type PluginLoadTrigger = 'idle' | 'interaction' | 'in-view';

/** What a plugin's view receives. */
export interface PluginViewProps<Config> {
  /** The plugin's configuration, read from the site settings and checked by its schema. */
  config: Config;
  mode: RenderMode;
  /** Where it renders: its site-wide place, or the layout item that placed it. */
  placement: SiteWidePlacement | 'slot';
  /** The layout item id when it renders in a layout slot. */
  itemId?: string;
}

interface PluginDefinition<UniqueId extends string, ConfigSchema extends z.ZodMiniType> {
  /** The layout item's uniqueId, and the plugin's stable name everywhere else (README, preview, tests). */
  uniqueId: UniqueId;
  /** A merchant-facing name. */
  label: string;
  /** The site setting that switches the plugin on (the strings 'true' / 'false'). */
  enabledSetting: string;
  /** Configuration field → the site setting it is read from. */
  configSettings: { readonly [Field in keyof z.input<ConfigSchema>]-?: string };
  /** Checks the configuration; fills defaults. A configuration that fails it keeps the plugin from loading. */
  configSchema: ConfigSchema;
  siteWide: SiteWidePlacement;
  /** Whether a `type: plugin` layout item may place it in the page instead of its site-wide place. */
  slottable?: boolean;
  consent: ConsentCategory;
  loadOn: PluginLoadTrigger;
  /** Space held in a layout slot before the code arrives. */
  reservedHeight?: ReservedHeight;
  load: () => Promise<{ default: ComponentType<PluginViewProps<z.output<ConfigSchema>>> }>;
}

/** A plugin as the runtime sees it: its configuration type erased behind `readConfig`. */
export interface RegisteredPlugin<UniqueId extends string = string> {
  kind: 'plugin';
  uniqueId: UniqueId;
  label: string;
  enabledSetting: string;
  configSettings: Readonly<Record<string, string>>;
  configSchema: z.ZodMiniType;
  siteWide: SiteWidePlacement;
  slottable: boolean;
  consent: ConsentCategory;
  loadOn: PluginLoadTrigger;
  reservedHeight: ReservedHeight;
  load: () => Promise<{ default: ComponentType<PluginViewProps<unknown>> }>;
  /** Renders at once when loaded, else suspends until the code arrives. */
  View: ComponentType<PluginViewProps<unknown>>;
}

const noReservedHeight: ReservedHeight = { mobile: '0px', desktop: '0px' };

/** Declares a plugin: its view's config type is inferred from its schema. */
export function definePlugin<const UniqueId extends string, ConfigSchema extends z.ZodMiniType>(
  definition: PluginDefinition<UniqueId, ConfigSchema>,
): RegisteredPlugin<UniqueId> {
  return {
    kind: 'plugin',
    uniqueId: definition.uniqueId,
    label: definition.label,
    enabledSetting: definition.enabledSetting,
    configSettings: definition.configSettings,
    configSchema: definition.configSchema,
    siteWide: definition.siteWide,
    slottable: definition.slottable ?? false,
    consent: definition.consent,
    loadOn: definition.loadOn,
    reservedHeight: definition.reservedHeight ?? noReservedHeight,
    // The one place the config type is erased: `readPluginConfig` is the only way a config reaches the view,
    // and it is always the output of this plugin's own schema.
    ...preloadableView(definition.load as RegisteredPlugin['load']),
  };
}

/** What the site settings say of a plugin. */
type PluginConfigState =
  | { status: 'off' }
  | { status: 'invalid'; issues: LayoutIssue[] }
  | { status: 'on'; config: unknown };

/**
 * Reads a plugin's switch and configuration from the site settings. Off unless the switch is exactly true;
 * a configuration that fails the schema is `invalid` (the plugin is not loaded; merchant preview says why).
 */
export function readPluginConfig(plugin: RegisteredPlugin, settings: Readonly<Record<string, SettingValue>>): PluginConfigState {
  if (settings[plugin.enabledSetting] !== true) return { status: 'off' };
  const raw: Record<string, SettingValue> = {};
  for (const [field, key] of Object.entries(plugin.configSettings)) {
    const value = settings[key];
    // Absent and empty settings are left out, so the schema's defaults apply.
    if (value !== undefined && value !== null && value !== '') raw[field] = value;
  }
  const parsed = plugin.configSchema.safeParse(raw);
  if (parsed.success) return { status: 'on', config: parsed.data };
  return {
    status: 'invalid',
    issues: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      return { path: plugin.configSettings[field] ?? field, message: issue.message };
    }),
  };
}
