import type { ComponentType } from 'react';
import { preloadableView } from './preloadable-view';
import type * as z from 'zod/mini';
import type { RegisteredPlugin } from './define-plugin';

/** How the view is shown: to shoppers, or to a merchant previewing a layout (`?preview=1`). */
export type RenderMode = 'live' | 'preview';

/** What every block view receives: its validated data and settings, and where it sits. */
export interface BlockProps<Data, Settings> {
  /** The layout item id; the engine puts it on the root as data-block-id. */
  id: string;
  data: Data;
  settings: Settings;
  /** 0-based place on the page: views load images eagerly only near the top. */
  index: number;
  mode: RenderMode;
}

/** Upgrades a block's saved `data` from one version to the next (see src/layout/migrations.ts). */
export type BlockMigration = (data: Record<string, unknown>) => Record<string, unknown>;

/** One problem found in an item's data or settings, as a merchant preview lists it. */
export interface LayoutIssue {
  /** Where: `data.slides.0.image.alt`. */
  path: string;
  message: string;
}

type BlockRegion = 'header' | 'main' | 'fixed';

/** Reserved space before a block's code has loaded (CSS lengths; `desktop` applies above 768 px). */
export interface ReservedHeight {
  mobile: string;
  desktop: string;
}

interface BlockDefinition<Code extends string, DataSchema extends z.ZodMiniType, SettingsSchema extends z.ZodMiniType> {
  /** The layout code, exactly as the API sends it. */
  code: Code;
  /** A merchant-facing name. */
  label: string;
  /** Validates an item's `data`; the schema fills defaults for optional fields. */
  dataSchema: DataSchema;
  /** Validates an item's `settings`; a missing or null settings value is read as `{}`. */
  settingsSchema: SettingsSchema;
  /** Loads a complete example (the block's fixture): what a merchant starts from and what tests render. */
  loadDefaults: () => Promise<{ data: z.input<DataSchema>; settings: z.input<SettingsSchema> }>;
  /** Space held before the view has loaded, so nothing shifts. */
  reservedHeight: ReservedHeight;
  /**
   * `header` blocks render before the page's main landmark (a top bar); `fixed` blocks are pinned to the
   * screen (a bottom bar) and so load at once wherever they stand in the layout. Default `main`.
   */
  region?: BlockRegion;
  /** The current version of the `data` shape; 1 when never changed. */
  version?: number;
  /** migrations[n] upgrades data of version n to n + 1. */
  migrations?: Record<number, BlockMigration>;
  /** Loads the view; only codes present in a layout are ever loaded. */
  load: () => Promise<{ default: ComponentType<BlockProps<z.output<DataSchema>, z.output<SettingsSchema>>> }>;
}

/** A block as the engine sees it: types erased behind `parse`, which is the only way data reaches a view. */
export interface RegisteredBlock<Code extends string = string> {
  kind: 'block';
  code: Code;
  label: string;
  reservedHeight: ReservedHeight;
  region: BlockRegion;
  version: number;
  migrations: Record<number, BlockMigration>;
  dataSchema: z.ZodMiniType;
  settingsSchema: z.ZodMiniType;
  loadDefaults: () => Promise<{ data: unknown; settings: unknown }>;
  parse: (data: unknown, settings: unknown) => { success: true; data: unknown; settings: unknown } | { success: false; issues: LayoutIssue[] };
  load: () => Promise<{ default: ComponentType<BlockProps<unknown, unknown>> }>;
  /** The view: renders at once when preloaded, else suspends until its code arrives. */
  View: ComponentType<BlockProps<unknown, unknown>>;
}

function toIssues(prefix: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): LayoutIssue[] {
  return issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].join('.'), message: issue.message }));
}

/** Declares a block: its view's props are inferred from its schemas. */
export function defineBlock<const Code extends string, DataSchema extends z.ZodMiniType, SettingsSchema extends z.ZodMiniType>(
  definition: BlockDefinition<Code, DataSchema, SettingsSchema>,
): RegisteredBlock<Code> {
  return {
    kind: 'block',
    code: definition.code,
    label: definition.label,
    reservedHeight: definition.reservedHeight,
    region: definition.region ?? 'main',
    version: definition.version ?? 1,
    migrations: definition.migrations ?? {},
    dataSchema: definition.dataSchema,
    settingsSchema: definition.settingsSchema,
    loadDefaults: definition.loadDefaults,
    parse(data, settings) {
      const parsedData = definition.dataSchema.safeParse(data);
      const parsedSettings = definition.settingsSchema.safeParse(settings ?? {});
      if (parsedData.success && parsedSettings.success) return { success: true, data: parsedData.data, settings: parsedSettings.data };
      return {
        success: false,
        issues: [
          ...(parsedData.success ? [] : toIssues('data', parsedData.error.issues)),
          ...(parsedSettings.success ? [] : toIssues('settings', parsedSettings.error.issues)),
        ],
      };
    },
    // The one place types are erased: `parse` above is the only way data reaches this view, so the view
    // always receives the output of its own schemas.
    ...preloadableView(definition.load as RegisteredBlock['load']),
  };
}

export interface LayoutRegistry {
  blocks: readonly RegisteredBlock[];
  plugins: readonly RegisteredPlugin[];
  /**
   * Renders a plugin that a `type: plugin` layout item places (src/app decides whether it is switched on,
   * configured and consented to). Without it, plugin items render nothing.
   */
  PluginSlot?: ComponentType<{ plugin: RegisteredPlugin; itemId: string; mode: RenderMode }>;
}
