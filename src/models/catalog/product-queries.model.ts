import { attach, createEvent, createStore, sample } from 'effector';
import { catalog } from '@/api/calls/catalog';
import { request } from '@/api/client';
import type { Product } from '@/api/schemas/product.schema';
import { $selectedBranchId } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { safeLocalStorage } from '@/shared/lib/storage';
import { cachedProductsSchema, productQueryCacheKey, readCache, stableParamsKey, writeCache } from './catalog-cache.lib';
import { productsQuery, type ProductQueryParams } from './products-query.lib';

/**
 * Product lists of the display blocks (products_display, product_horizontal_strip), one entry per block
 * key. A kept copy is shown at once while the network refreshes it (stale-while-revalidate).
 */

type ProductQueryStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ProductQueryState {
  status: ProductQueryStatus;
  products: Product[];
  /** The params these products answer (stableParamsKey): a late answer for older params is dropped. */
  paramsKey: string;
  /** A network request for these params is on its way, also while a kept copy is shown. */
  refreshing: boolean;
}

export interface ProductQuery {
  /** Who shows the list, e.g. the layout item id. */
  key: string;
  params: ProductQueryParams;
}

export const productQueryParamsKey = (params: ProductQueryParams) => stableParamsKey({ page: 1, ...params });

/** A block asked for its products (on mount, on a source change, on Retry). */
export const productQueryRequested = createEvent<ProductQuery>();

export const fetchProductQueryFx = createRequestFx((context, query: ProductQuery) => request(context, catalog.products, { query: productsQuery(query.params) }));

/** Reads the kept copy of a query's answer; corrupt entries read as none. */
const readCachedProductsFx = attach({
  source: $selectedBranchId,
  effect: (branchId, query: ProductQuery) => ({
    query,
    products: readCache(safeLocalStorage(), productQueryCacheKey(branchId, productQueryParamsKey(query.params)), cachedProductsSchema)?.products ?? null,
  }),
});

/** Keeps a query's answer for the next visit; never throws. */
const writeCachedProductsFx = attach({
  source: $selectedBranchId,
  effect: (branchId, { query, products }: { query: ProductQuery; products: Product[] }) => {
    writeCache(safeLocalStorage(), productQueryCacheKey(branchId, productQueryParamsKey(query.params)), { products });
  },
});

export const $productQueries = createStore<Record<string, ProductQueryState>>({});

function entryFor(queries: Record<string, ProductQueryState>, query: ProductQuery): ProductQueryState | null {
  const entry = queries[query.key];
  return entry && entry.paramsKey === productQueryParamsKey(query.params) ? entry : null;
}

function withEntry(queries: Record<string, ProductQueryState>, key: string, entry: ProductQueryState): Record<string, ProductQueryState> {
  return { ...queries, [key]: entry };
}

// When a block asks for products, start the query, unless the same params are already on their way (a
// second mount, StrictMode's double effects): that request would add nothing.
const queryStarted = sample({
  clock: productQueryRequested,
  source: $productQueries,
  filter: (queries, query) => entryFor(queries, query)?.refreshing !== true,
  fn: (_, query) => query,
});

// When a query starts, mark it: the same params keep what they show, new ones start empty.
$productQueries.on(queryStarted, (queries, query) => {
  const same = entryFor(queries, query);
  const showing = same !== null && same.status === 'ready';
  return withEntry(queries, query.key, {
    status: showing ? 'ready' : 'loading',
    products: showing ? same.products : [],
    paramsKey: productQueryParamsKey(query.params),
    refreshing: true,
  });
});

// When a query starts, look for a kept copy and ask the network.
sample({ clock: queryStarted, target: [readCachedProductsFx, fetchProductQueryFx] });

// When a kept copy turns up before the network has answered, show it meanwhile.
$productQueries.on(readCachedProductsFx.doneData, (queries, { query, products }) => {
  const entry = entryFor(queries, query);
  if (!products || !entry || entry.status !== 'loading') return queries;
  return withEntry(queries, query.key, { ...entry, status: 'ready', products });
});

// When the network answers for the params still asked, its products replace whatever was shown.
$productQueries.on(fetchProductQueryFx.done, (queries, { params: query, result }) => {
  const entry = entryFor(queries, query);
  if (!entry) return queries;
  return withEntry(queries, query.key, { ...entry, status: 'ready', products: result.data, refreshing: false });
});

// When the network fails, a kept copy stays on show; with nothing to show the query has failed.
$productQueries.on(fetchProductQueryFx.fail, (queries, { params: query }) => {
  const entry = entryFor(queries, query);
  if (!entry) return queries;
  return withEntry(queries, query.key, { ...entry, status: entry.status === 'ready' ? 'ready' : 'failed', refreshing: false });
});

// When the network answers, keep the answer for the next visit.
sample({ clock: fetchProductQueryFx.done, fn: ({ params: query, result }) => ({ query, products: result.data }), target: writeCachedProductsFx });
