import type { RegisteredPlugin } from '@/layout/define-block';

/**
 * Plugins rendered by uniqueId where a `type: plugin` layout item stands. The plugins issue fills this;
 * until then the engine skips plugin items quietly (and names them in merchant preview).
 */
export const pluginRegistry: readonly RegisteredPlugin[] = [];
