import { combine, createEvent, createStore, sample } from 'effector';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { site } from '@/api/calls/site';
import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';
import { $selectedBranchId, branchesReceived, branchPicked } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { isStoreEnabled, normalizeSettings, type SiteSettings } from '../../domain/site-settings';

export interface LayoutSettingsState {
  data: LayoutItem[];
}

/** Where the site data on screen came from: nothing yet, the copy kept from the last visit, or the network. */
type SiteDataSource = 'none' | 'cache' | 'network';
type SiteRequestState = 'pending' | 'done' | 'failed';
/** What the shell shows: the progress overlay, the calm failure with a retry, or the store. */
export type SiteStatus = 'loading' | 'failed' | 'ready';

export const siteDataRequested = createEvent();
/** The store starts: the site data is asked for unless the network's answer for the chosen branch is in already. */
export const siteDataNeeded = createEvent();
export const siteDataRetryClicked = createEvent();
/** Site data kept from an earlier visit was restored at start. */
export const cachedSiteDataRestored = createEvent<{ siteSettings: SiteSettings; layoutSettings: LayoutSettingsState }>();
/** cache-info says the kept settings, layout or branches are out of date. */
export const cachedSiteDataDropped = createEvent();
/**
 * A get-data answer fetched outside the usual request (the merchant preview studio's quiet refresh): it
 * replaces what is on screen as a network answer does, without the refresh bar a refetch would show.
 */
export const siteDataReplaced = createEvent<SiteData>();

export const fetchSiteDataFx = createRequestFx((context) => request(context, site.data));

export const $siteSettings = createStore<SiteSettings>({});
export const $layoutSettings = createStore<LayoutSettingsState>({ data: [] });
export const $siteDataSource = createStore<SiteDataSource>('none');
const $siteRequest = createStore<SiteRequestState>('pending');

export const $siteStatus = combine($siteDataSource, $siteRequest, (source, request): SiteStatus => {
  if (source === 'network') return 'ready';
  if (source === 'cache') return request === 'pending' ? 'loading' : 'ready';
  return request === 'failed' ? 'failed' : 'loading';
});
export const $storeEnabled = $siteSettings.map(isStoreEnabled);
/** A refetch (branch switch, retry) is running while the store is already on screen. */
export const $siteRefreshing = fetchSiteDataFx.pending;

/** The branch the last get-data was asked for, and the one the network's site data on screen answered. */
const $askedBranch = createStore<string | null>(null);
const $answeredBranch = createStore<string | null>(null);
sample({ clock: fetchSiteDataFx, source: $selectedBranchId, target: $askedBranch });
sample({ clock: fetchSiteDataFx.done, source: $askedBranch, target: $answeredBranch });
sample({ clock: siteDataNeeded, source: [$answeredBranch, $selectedBranchId] as const, filter: ([answered, chosen]) => answered !== chosen, target: siteDataRequested });

// When site data is requested, or the shopper retries, fetch get-data.
sample({ clock: [siteDataRequested, siteDataRetryClicked], target: fetchSiteDataFx });
// When get-data answers 401 to an expired session, ask once more as the guest the shopper now is: an old
// login must not keep the store from loading. A guest's 401 is final, so this can never loop.
sample({
  clock: fetchSiteDataFx.failData,
  filter: (error) => isApiError(error) && error.kind === 'unauthorized' && error.sentWithToken,
  fn: () => undefined,
  target: siteDataRequested,
});
// When the shopper picks another branch, refetch what depends on it.
sample({ clock: branchPicked, target: siteDataRequested });

$siteRequest.on(fetchSiteDataFx, () => 'pending').on(fetchSiteDataFx.done, () => 'done').on(fetchSiteDataFx.fail, () => 'failed');

// When get-data answers, take its settings (read as booleans where they are 'true'/'false') and layout.
$siteSettings.on(fetchSiteDataFx.doneData, (_, data) => normalizeSettings(data.settings));
$layoutSettings.on(fetchSiteDataFx.doneData, (_, data) => ({ data: data.layout }));
$siteDataSource.on(fetchSiteDataFx.done, () => 'network');
sample({ clock: fetchSiteDataFx.doneData, fn: (data) => data.branches, target: branchesReceived });

// When a quietly fetched answer replaces the site data, take it exactly as a network answer.
$siteSettings.on(siteDataReplaced, (_, data) => normalizeSettings(data.settings));
$layoutSettings.on(siteDataReplaced, (_, data) => ({ data: data.layout }));
$siteDataSource.on(siteDataReplaced, () => 'network');
$siteRequest.on(siteDataReplaced, () => 'done');
sample({ clock: siteDataReplaced, fn: (data) => data.branches, target: branchesReceived });

// When the kept copy is restored, show it only until the network answers (or as the fallback if it fails); a page that
// came with the network's answer keeps it.
const keptCopyShown = sample({ clock: cachedSiteDataRestored, source: $siteDataSource, filter: (source) => source === 'none', fn: (_, cached) => cached });
$siteSettings.on(keptCopyShown, (_, cached) => cached.siteSettings);
$layoutSettings.on(keptCopyShown, (_, cached) => cached.layoutSettings);
$siteDataSource.on(keptCopyShown, () => 'cache');

// When cache-info says the kept copy is stale, drop it, unless fresh data has already replaced it.
const staleCopyDropped = sample({ clock: cachedSiteDataDropped, source: $siteDataSource, filter: (source) => source === 'cache' });
$siteSettings.reset(staleCopyDropped);
$layoutSettings.reset(staleCopyDropped);
$siteDataSource.on(staleCopyDropped, () => 'none');
