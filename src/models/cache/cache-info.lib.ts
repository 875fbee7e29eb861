import type { CacheInfo } from '@/api/schemas/site.schema';

export const PRODUCT_PAGE_CACHE_PREFIX = 'cache-key:products-page-';

interface CacheComparison {
  siteDataChanged: boolean;
  productsChanged: boolean;
}

/**
 * Compares the server's versions with the copy kept locally. With no kept copy everything counts as
 * changed: whatever was cached before came from an unknown version.
 */
export function compareCacheInfo(kept: CacheInfo | null, current: CacheInfo): CacheComparison {
  if (!kept) return { siteDataChanged: true, productsChanged: true };
  // A version the server left out is unknown: it says nothing changed, so it never drops a kept copy.
  const changed = (key: keyof CacheInfo) => current[key] !== null && kept[key] !== current[key];
  return {
    siteDataChanged: changed('cache-settings') || changed('cache-layouts') || changed('cache-branches'),
    productsChanged: changed('cache-products'),
  };
}
