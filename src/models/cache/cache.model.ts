import { createEffect, createEvent, createStore, sample } from 'effector';
import { request } from '@/api/client';
import { site } from '@/api/calls/site';
import type { CacheInfo } from '@/api/schemas/site.schema';
import { createRequestFx } from '@/models/request/request.model';
import { cachedSiteDataDropped } from '@/models/site/site.model';
import { removeKeysWithPrefix } from '@/shared/lib/storage';
import { compareCacheInfo, PRODUCT_PAGE_CACHE_PREFIX } from './cache-info.lib';

export const cacheCheckRequested = createEvent();
export const cacheVersionsRestored = createEvent<CacheInfo | null>();

const checkCacheInfoFx = createRequestFx((context, _: void) => request(context, site.cacheInfo));
const clearProductPageCachesFx = createEffect(() => removeKeysWithPrefix(PRODUCT_PAGE_CACHE_PREFIX));

/** The versions the locally kept copies belong to. */
export const $cacheVersions = createStore<CacheInfo | null>(null);

// When a cache check is requested, ask cache-info. A failure is silently ignored (spec section 8).
sample({ clock: cacheCheckRequested, target: checkCacheInfoFx });

const compared = sample({
  clock: checkCacheInfoFx.doneData,
  source: $cacheVersions,
  fn: (kept, current) => ({ ...compareCacheInfo(kept, current), current }),
});

// When settings, layouts or branches changed, drop the cached site data.
sample({ clock: compared, filter: (comparison) => comparison.siteDataChanged, target: cachedSiteDataDropped });
// When products changed, remove every kept product page.
sample({ clock: compared, filter: (comparison) => comparison.productsChanged, fn: () => undefined, target: clearProductPageCachesFx });

// When the comparison is done, the server's versions become the kept ones. (Updating on doneData itself
// would race the comparison, which must read the old versions.)
$cacheVersions.on(cacheVersionsRestored, (_, versions) => versions).on(compared, (_, { current }) => current);
