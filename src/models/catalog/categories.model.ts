import { createEffect, createEvent, createStore, sample } from 'effector';
import { catalog } from '@/api/calls/catalog';
import { request } from '@/api/client';
import type { Category } from '@/api/schemas/category.schema';
import { createRequestFx } from '@/models/request/request.model';
import { safeLocalStorage } from '@/shared/lib/storage';
import { cachedCategoriesSchema, CATEGORIES_CACHE_KEY, readCache, writeCache } from './catalog-cache.lib';

/** The top-level categories, for the category blocks and for finding a category by slug. */

export type CategoriesStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** Where the list on show came from: nothing yet, the copy kept from the last visit, or the network. */
export type CategoriesSource = 'none' | 'cache' | 'network';

export interface CategoriesState {
  status: CategoriesStatus;
  categories: Category[];
  source: CategoriesSource;
  /** A network request is on its way, also while a kept copy is shown. */
  refreshing: boolean;
}

export const initialCategories: CategoriesState = { status: 'idle', categories: [], source: 'none', refreshing: false };

/** Something on the page needs the categories (a block mounted, Retry was clicked). */
export const categoriesRequested = createEvent();

export const fetchCategoriesFx = createRequestFx((context, _: void) => request(context, catalog.parentCategories));
export const readCachedCategoriesFx = createEffect(() => readCache(safeLocalStorage(), CATEGORIES_CACHE_KEY, cachedCategoriesSchema)?.categories ?? null);
export const writeCachedCategoriesFx = createEffect((categories: Category[]) => {
  writeCache(safeLocalStorage(), CATEGORIES_CACHE_KEY, { categories });
});

export const $categories = createStore<CategoriesState>(initialCategories);

// When categories are needed, fetch them once per visit: not while a request is on its way, not again
// after the network has answered (several blocks ask on the same page).
const fetchStarted = sample({
  clock: categoriesRequested,
  source: $categories,
  filter: (state) => !state.refreshing && state.source !== 'network',
  fn: (): void => undefined,
});

$categories.on(fetchStarted, (state) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'loading', refreshing: true }));

// When a fetch starts with nothing on show, look for a kept copy; in any case ask the network.
sample({ clock: fetchStarted, source: $categories, filter: (state) => state.source === 'none', fn: (): void => undefined, target: readCachedCategoriesFx });
sample({ clock: fetchStarted, target: fetchCategoriesFx });

// When a kept copy turns up before the network has answered, show it meanwhile.
$categories.on(readCachedCategoriesFx.doneData, (state, categories) =>
  categories && state.source === 'none' ? { ...state, status: 'ready', categories, source: 'cache' } : state,
);

// When the network answers, its list replaces the kept one; a failure keeps a kept copy on show.
$categories
  .on(fetchCategoriesFx.doneData, (_, { data }) => ({ status: 'ready', categories: data, source: 'network', refreshing: false }))
  .on(fetchCategoriesFx.fail, (state) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'failed', refreshing: false }));

// When the network answers, keep the list for the next visit.
sample({ clock: fetchCategoriesFx.doneData, fn: ({ data }) => data, target: writeCachedCategoriesFx });
