import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $branchesState } from '@/models/branches/branches.model';
import { $cacheVersions, cacheVersionsRestored } from '@/models/cache/cache.model';
import { PRODUCT_PAGE_CACHE_PREFIX } from '@/models/cache/cache-info.lib';
import { $cart, cartRestored } from '@/models/cart/cart.model';
import { $recentPlaces, recentPlacesReplaced } from '@/models/places/recent-places.model';
import { $user } from '@/models/session/session.model';
import { $layoutSettings, $siteDataSource, $siteSettings, cachedSiteDataRestored } from '@/models/site/site.model';
import { removeKeysWithPrefix, safeLocalStorage } from '@/shared/lib/storage';
import {
  PERSIST_KEY,
  restorePersistedState,
  serializePersistedState,
  withPersistTimeout,
  type PersistedState,
  type RestoreResult,
} from './persist.lib';

export const persistenceStarted = createEvent();

/** Reads the raw kept state. A storage that throws (disabled, denied) reads as empty. */
export const readPersistedFx = createEffect(async (): Promise<string | null> => {
  try {
    return safeLocalStorage()?.getItem(PERSIST_KEY) ?? null;
  } catch {
    return null;
  }
});

/** Reads and validates the kept state within 5000 ms, else fails with "persist timed out". */
export const rehydrateFx = createEffect(async (): Promise<RestoreResult> => restorePersistedState(await withPersistTimeout(readPersistedFx())));

export const writePersistedFx = createEffect((state: PersistedState) => {
  const storage = safeLocalStorage();
  if (!storage) return;
  const serialized = serializePersistedState(state);
  try {
    storage.setItem(PERSIST_KEY, serialized);
  } catch {
    // A full storage: kept product pages are the cheapest thing to give up, then try once more.
    removeKeysWithPrefix(PRODUCT_PAGE_CACHE_PREFIX, storage);
    try {
      storage.setItem(PERSIST_KEY, serialized);
    } catch {
      // Still full: the app keeps working from memory; the next change tries again.
    }
  }
});

const logRestoreFx = createEffect((result: RestoreResult) => {
  if (result.outcome === 'discarded' || result.outcome === 'repaired') {
    console.info(`[storefront] kept state ${result.outcome}: ${result.reason ?? ''}`);
  }
});
const logRehydrateFailureFx = createEffect((error: Error) => {
  console.info(`[storefront] starting clean: ${error.message}`);
});

/** Whether the kept state has been read (or given up on): writes wait for it so nothing is overwritten. */
export const $rehydrated = createStore(false).on(rehydrateFx.finally, () => true);

const $persistedSnapshot = combine(
  { user: $user, cart: $cart, branches: $branchesState, siteSettings: $siteSettings, layoutSettings: $layoutSettings, recentPlaces: $recentPlaces, cacheVersions: $cacheVersions, source: $siteDataSource },
  ({ cart, source, siteSettings, layoutSettings, ...rest }): PersistedState => {
    const { is_cart_updating: _updating, is_cart_updating_product: _product, ...summary } = cart;
    const hasSiteData = source !== 'none';
    return {
      ...rest,
      cart: summary,
      siteSettings: hasSiteData ? siteSettings : null,
      layoutSettings: hasSiteData ? layoutSettings : null,
    };
  },
);

// When persistence starts, read the kept state.
sample({ clock: persistenceStarted, target: rehydrateFx });

const restored = rehydrateFx.doneData.map((result) => result.state);
sample({ clock: rehydrateFx.doneData, target: logRestoreFx });
sample({ clock: rehydrateFx.failData, target: logRehydrateFailureFx });

// When the kept state is read, hand each slice to its model.
$user.on(restored, (_, state) => state.user);
// A page that came with its data has the network's branches already: the kept choice is taken, the fresher list stays.
$branchesState.on(restored, (current, { branches: kept }) =>
  current.branches.length === 0 ? kept : kept.selected_branch ? { ...kept, branches: current.branches } : current,
);
sample({ clock: restored, filter: (state) => state.cart !== null, fn: (state) => state.cart as NonNullable<PersistedState['cart']>, target: cartRestored });
sample({ clock: restored, fn: (state) => state.recentPlaces, target: recentPlacesReplaced });
sample({ clock: restored, fn: (state) => state.cacheVersions, target: cacheVersionsRestored });
sample({
  clock: restored,
  filter: (state) => state.siteSettings !== null && state.layoutSettings !== null,
  fn: (state) => ({ siteSettings: state.siteSettings ?? {}, layoutSettings: state.layoutSettings ?? { data: [] } }),
  target: cachedSiteDataRestored,
});

// When anything kept changes after rehydration, write it.
sample({ clock: $persistedSnapshot, filter: $rehydrated, target: writePersistedFx });
// And once right after rehydration, so a repaired or migrated state replaces the damaged one.
sample({ clock: rehydrateFx.finally, source: $persistedSnapshot, target: writePersistedFx });
