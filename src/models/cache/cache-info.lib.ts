import type { CacheInfo } from '@/api/schemas/site.schema';

export const PRODUCT_PAGE_CACHE_PREFIX = 'cache-key:products-page-';

export interface CacheComparison {
  siteDataChanged: boolean;
  productsChanged: boolean;
}

/**
 * Compares the server's versions with the copy kept locally. With no kept copy everything counts as
 * changed: whatever was cached before came from an unknown version.
 */
export function compareCacheInfo(kept: CacheInfo | null, current: CacheInfo): CacheComparison {
  if (!kept) return { siteDataChanged: true, productsChanged: true };
  return {
    siteDataChanged:
      kept['cache-settings'] !== current['cache-settings'] ||
      kept['cache-layouts'] !== current['cache-layouts'] ||
      kept['cache-branches'] !== current['cache-branches'],
    productsChanged: kept['cache-products'] !== current['cache-products'],
  };
}
