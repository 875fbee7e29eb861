import { lazy } from 'react';
import type { LayoutRegistry } from '@/layout/define-block';
import { blockRegistry } from '../../blocks/registry';
import { pluginRegistry } from '../../plugins/registry';

/** A layout's plugin item, from a chunk of its own: most layouts place none, and shoppers of those never fetch it. */
const PluginSlot = lazy(() => import('./plugins/PluginSlot'));

/** The registries the engine renders with: src/app is the one place that knows blocks/ and plugins/. */
export const layoutRegistry: LayoutRegistry = { blocks: blockRegistry, plugins: pluginRegistry, PluginSlot };
