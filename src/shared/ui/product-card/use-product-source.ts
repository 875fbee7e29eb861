import { useUnit } from 'effector-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { Product } from '@/api/schemas/product.schema';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import { $productQueries, productQueryParamsKey, productQueryRequested } from '@/models/catalog/product-queries.model';
import { inIdOrder, productQueryParams, type ProductSource } from '@/models/catalog/product-source.lib';
import { useHydrating } from '@/shared/lib/use-media-query';

/** What a display block shows for its source. `empty`: nothing matched (an unknown category, say). */
type ProductListStatus = 'loading' | 'ready' | 'empty' | 'failed';

export interface ProductListView {
  status: ProductListStatus;
  products: Product[];
  /** How many cards the block will show once loaded: skeletons hold exactly that space. */
  expectedCount: number;
  retry: () => void;
}

/**
 * The products of a display block: asks the catalogue model for them when the block mounts or its source
 * changes, finding a category slug through the categories first. A server draws what its scope holds (the home page's
 * blocks' data, src/app/block-data.ts), and the browser hydrates from the same.
 */
export function useProductSource(key: string, source: ProductSource, count: number): ProductListView {
  const [latestQueries, latestCategories, requestProducts, requestCategories] = useUnit([$productQueries, $categories, productQueryRequested, categoriesRequested]);
  // A store's update re-renders at once and whole (useSyncExternalStore); deferred, the cards it brings render in a
  // transition that React slices and yields between, instead of in the same long task as the update (ADR 0012).
  const queries = useDeferredValue(latestQueries);
  const categories = useDeferredValue(latestCategories);
  const hydrating = useHydrating();
  const known = categories.status === 'ready' ? categories.categories : null;
  const resolution = useMemo(() => productQueryParams(source, count, known), [source, count, known]);
  const paramsKey = resolution.kind === 'ready' ? productQueryParamsKey(resolution.params) : null;

  // When the source names a category by slug, the categories are needed first.
  useEffect(() => {
    if (resolution.kind === 'needs-categories') requestCategories();
  }, [resolution.kind, requestCategories]);

  // When the params change (not merely their object, e.g. after the categories refresh), ask for the products; not
  // at once when the server drew them and the browser was handed the same answer to hydrate with (ADR 0044).
  const handedOver = hydrating && paramsKey !== null && latestQueries[key]?.status === 'ready' && latestQueries[key].paramsKey === paramsKey;
  const lastRequested = useRef<string | null>(handedOver ? `${key}?${paramsKey}` : null);
  useEffect(() => {
    if (resolution.kind !== 'ready') return;
    const requestKey = `${key}?${productQueryParamsKey(resolution.params)}`;
    if (lastRequested.current === requestKey) return;
    lastRequested.current = requestKey;
    requestProducts({ key, params: resolution.params });
  }, [key, resolution, requestProducts]);

  const retry = useCallback(() => {
    if (resolution.kind === 'ready') requestProducts({ key, params: resolution.params });
    else requestCategories();
  }, [key, resolution, requestProducts, requestCategories]);

  const expectedCount = source.type === 'products' ? Math.min(count, source.ids.length) : count;
  const base = { expectedCount, retry };
  switch (resolution.kind) {
    case 'needs-categories':
      return { ...base, status: categories.status === 'failed' ? 'failed' : 'loading', products: [] };
    case 'unknown-category':
      return { ...base, status: 'empty', products: [] };
    case 'ready': {
      const entry = queries[key];
      if (!entry || entry.paramsKey !== paramsKey || entry.status === 'idle' || entry.status === 'loading') return { ...base, status: 'loading', products: [] };
      if (entry.status === 'failed') return { ...base, status: 'failed', products: [] };
      const products = (source.type === 'products' ? inIdOrder(entry.products, source.ids) : entry.products).slice(0, expectedCount);
      return { ...base, status: products.length > 0 ? 'ready' : 'empty', products };
    }
    default:
      return resolution satisfies never;
  }
}
