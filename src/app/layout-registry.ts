import type { LayoutRegistry } from '@/layout/define-block';
import { blockRegistry } from '../../blocks/registry';
import { pluginRegistry } from '../../plugins/registry';
import { PluginSlot } from './plugins/SiteWidePlugins';

/** The registries the engine renders with: src/app is the one place that knows blocks/ and plugins/. */
export const layoutRegistry: LayoutRegistry = { blocks: blockRegistry, plugins: pluginRegistry, PluginSlot };
