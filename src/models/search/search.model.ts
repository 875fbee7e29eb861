import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { debounce } from 'patronum/debounce';
import { search } from '@/api/calls/search';
import { request } from '@/api/client';
import type { AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { trackAnalyticsFx } from '@/models/analytics/analytics.model';
import { $selectedBranchId } from '@/models/branches/branches.model';
import { readCache, writeCache } from '@/models/catalog/catalog-cache.lib';
import { createRequestFx } from '@/models/request/request.model';
import { safeLocalStorage } from '@/shared/lib/storage';
import {
  addRecentSearch,
  cachedResults,
  cacheKeyOf,
  cacheResults,
  hasMoreResults,
  normalizeQuery,
  planAddress,
  queryKey,
  RECENT_SEARCHES_KEY,
  recentSearchesFromStorage,
  removeRecentSearch,
  resultCount,
  resultsMessage,
  resultsOf,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  storedRecentSearchesSchema,
  withNextPage,
  type AddressState,
  type CachedResults,
  type SearchResults,
} from './search.lib';

/*
 * The search screen (/search?q=): the query as the shopper types it, its results, recent searches and the address.
 * The screen's chunk loads late, so nothing here runs at start: the screen fires `searchScreenOpened` on mount (with
 * the address's query and the router's navigate) and `searchScreenLeft` when it goes.
 */

export const SEARCH_FAILED_MESSAGE = 'We couldn’t search right now.';
/** How many answered queries count as reported for analytics; older ones may be reported again. */
const REPORTED_QUERIES_LIMIT = 100;

/** The router's navigate of the screen on show: the model decides when the address changes, the router changes it. */
type Navigate = (to: string, options: { replace: boolean }) => void;

/** Where the settled query stands: nothing asked (empty field), asking, answered, or the request failed. */
type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** The "Show more results" request. */
export type MoreStatus = 'idle' | 'loading' | 'failed';
/** What the screen's body shows. */
export type SearchView = 'start' | 'searching' | 'results' | 'no-results' | 'failed';

/** Where in the results the shopper was when the screen went (a product opened), for their return by Back. */
export interface ReturnPoint {
  key: string;
  scrollTop: number;
  /** The result they opened, to give focus back to. */
  href: string | null;
}

type SettledVia = 'typing' | 'submit' | 'address' | 'retry';
interface Settle {
  query: string;
  via: SettledVia;
}
interface SearchRequest {
  query: string;
  page: number;
  signal: AbortSignal;
}

/**
 * The page is entered at an address with a query (the screen's loader): its results are asked for before the screen
 * shows, so a server's page carries them, and the screen opening on the same query asks nothing again.
 */
export const searchPageLoaded = createEvent<string>();
/** The screen is on show; `query` is the address's `?q=`. */
export const searchScreenOpened = createEvent<{ query: string; navigate: Navigate }>();
/** The screen went; `scrollTop` is where the shopper was. */
export const searchScreenLeft = createEvent<{ scrollTop: number }>();
/** The address's `?q=` changed while the screen is on show (Back, Forward, or the model's own write). */
export const addressQueryChanged = createEvent<string>();
/** The text in the field changed. */
export const queryChanged = createEvent<string>();
/** The shopper opened the results of what they typed: Enter without a chosen suggestion, or "See all results". */
export const searchSubmitted = createEvent();
export const recentSearchChosen = createEvent<string>();
export const recentSearchRemoved = createEvent<string>();
/** The shopper opened a product or category from the results (its address). */
export const resultOpened = createEvent<string>();
export const moreResultsRequested = createEvent();
export const searchRetried = createEvent();
/** The screen has used the return point (or found it was for another query). */
export const returnPointUsed = createEvent();

const querySettled = createEvent<Settle>();
const recentSearchAdded = createEvent<string>();

export const searchProductsFx = createRequestFx((context, asked: SearchRequest) =>
  request(context, search.products, { query: { q: asked.query, page: asked.page, per_page: SEARCH_PAGE_SIZE }, signal: asked.signal }),
);

/** The signal of the request on its way; aborting it is how a newer query supersedes it. */
const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' });

/** Aborts the request on its way, and gives the next one its own signal. */
const startRequestFx = attach({
  source: $controller,
  effect: (previous: AbortController | null, request: { query: string; page: number }) => {
    previous?.abort();
    return { ...request, controller: new AbortController() };
  },
});
const abortRequestFx = createEffect((controller: AbortController | null) => controller?.abort());

/** Recent searches kept on the device; corrupt storage reads as none. */
const readRecentSearchesFx = createEffect(() =>
  recentSearchesFromStorage(readCache(safeLocalStorage(), RECENT_SEARCHES_KEY, storedRecentSearchesSchema)),
);
const writeRecentSearchesFx = createEffect((recent: string[]) => {
  writeCache(safeLocalStorage(), RECENT_SEARCHES_KEY, recent);
});

const $navigate = createStore<Navigate | null>(null, { serialize: 'ignore' });
const writeAddressFx = attach({
  source: $navigate,
  effect: (navigate: Navigate | null, write: { to: string; replace: boolean }) => navigate?.(write.to, { replace: write.replace }),
});

/** The text in the field, as typed. */
export const $query = createStore('');
/** Whether the screen is on show: a pause that ends after the shopper left settles nothing. */
const $open = createStore(false);
/** The query the results are wanted for (normalised); empty before typing. */
export const $settledQuery = createStore('');
export const $searchStatus = createStore<SearchStatus>('idle');
export const $moreStatus = createStore<MoreStatus>('idle');
/** The results on show: while a newer query is on its way, the previous ones stay (marked as updating). */
export const $results = createStore<SearchResults | null>(null);
/** Answers of this visit, newest first: Back and retyping paint at once, with no request. */
const $resultsCache = createStore<CachedResults[]>([]);
export const $recentSearches = createStore<string[]>([]);
/** Queries already reported to analytics in this visit (their keys). */
const $reportedKeys = createStore<string[]>([]);
/** The current history entry (see planAddress). */
const $address = createStore<AddressState>({ query: '', committed: false });
const $openedHref = createStore<string | null>(null);
export const $returnPoint = createStore<ReturnPoint | null>(null);

export const $searchView = combine($settledQuery, $searchStatus, $results, (settled, status, results): SearchView => {
  if (settled === '') return 'start';
  if (status === 'failed') return 'failed';
  if (results === null) return 'searching';
  return resultCount(results) === 0 ? 'no-results' : 'results';
});
/** A newer query is on its way while earlier results stay on show. */
export const $updating = combine($searchStatus, $results, (status, results) => status === 'loading' && results !== null);
/** What the polite live region says: it changes once per settled query, never per keystroke. */
export const $announcement = combine($searchStatus, $results, (status, results) => {
  if (status === 'failed') return SEARCH_FAILED_MESSAGE;
  return results === null ? '' : resultsMessage(results);
});

$open.on(searchScreenOpened, () => true).on(searchScreenLeft, () => false);
$navigate.on(searchScreenOpened, (_, { navigate }) => navigate).reset(searchScreenLeft);
$openedHref.on(resultOpened, (_, href) => href).reset(searchScreenOpened);

/** The address moved under the open screen (Back, Forward): not the model's own write coming back. */
const addressMoved = sample({ clock: addressQueryChanged, source: $address, filter: (address, query) => query !== address.query, fn: (_, query) => query });

$query
  .on(queryChanged, (_, text) => text)
  .on(searchScreenOpened, (_, { query }) => query)
  .on(searchPageLoaded, (_, query) => query)
  .on(addressMoved, (_, query) => query)
  .on(recentSearchChosen, (_, term) => term);

// When the shopper pauses typing, the query settles (one request per pause, not per keystroke); a pause that ends
// after more typing, Back or leaving is dropped.
const typingPaused = debounce({ source: queryChanged, timeout: SEARCH_DEBOUNCE_MS });
sample({
  clock: typingPaused,
  source: { query: $query, open: $open },
  filter: ({ query, open }, paused) => open && paused === query && normalizeQuery(paused) !== '',
  fn: (_, paused): Settle => ({ query: normalizeQuery(paused), via: 'typing' }),
  target: querySettled,
});
// When the field is emptied, that settles at once: there is nothing to wait for, and nothing is asked.
sample({ clock: queryChanged, filter: (text) => normalizeQuery(text) === '', fn: (): Settle => ({ query: '', via: 'typing' }), target: querySettled });
// When the shopper opens the results, what they typed settles at once.
sample({ clock: searchSubmitted, source: $query, fn: (query): Settle => ({ query: normalizeQuery(query), via: 'submit' }), target: querySettled });
sample({ clock: recentSearchChosen, fn: (term): Settle => ({ query: normalizeQuery(term), via: 'submit' }), target: querySettled });
/** The screen opened on its address's query. */
const arrived = sample({ clock: searchScreenOpened, fn: ({ query }) => normalizeQuery(query) });
// When the screen opens on another query than the results left from an earlier visit, those are not shown meanwhile.
$results.on(arrived, (results, query) => (results !== null && queryKey(results.query) !== queryKey(query) ? null : results));
// When the screen opens, or the address moves under it, its query settles at once: no pause after a search box
// elsewhere, and Back paints the query it returns to.
sample({ clock: arrived, fn: (query): Settle => ({ query, via: 'address' }), target: querySettled });
sample({ clock: searchPageLoaded, fn: (query): Settle => ({ query: normalizeQuery(query), via: 'address' }), target: querySettled });
sample({ clock: addressMoved, fn: (query): Settle => ({ query: normalizeQuery(query), via: 'address' }), target: querySettled });
// When the shopper retries, the failed query settles again.
sample({ clock: searchRetried, source: $settledQuery, fn: (query): Settle => ({ query, via: 'retry' }), target: querySettled });

// When typing or opening the results settles a query, it goes into the address (planAddress: replace or push).
const addressPlanned = sample({
  clock: querySettled,
  source: $address,
  filter: (_, { via }) => via === 'typing' || via === 'submit',
  fn: (address, { query, via }) => planAddress(address, query, via === 'submit'),
});
$address
  .on(addressPlanned, (_, plan) => plan.next)
  .on(searchScreenOpened, (_, { query }) => ({ query, committed: normalizeQuery(query) !== '' }))
  .on(addressMoved, (_, query) => ({ query, committed: normalizeQuery(query) !== '' }));
sample({ clock: addressPlanned.filterMap((plan) => plan.write ?? undefined), target: writeAddressFx });

// When a query settles that is neither on show nor on its way (or its last attempt failed), it is searched for.
const searchWanted = sample({
  clock: querySettled,
  source: { settled: $settledQuery, status: $searchStatus },
  filter: ({ settled, status }, { query }) => queryKey(query) !== queryKey(settled) || status === 'failed',
  fn: (_, { query }) => query,
});
$settledQuery.on(searchWanted, (_, query) => query);

const searchRouted = sample({
  clock: searchWanted,
  source: { cache: $resultsCache, branchId: $selectedBranchId },
  fn: ({ cache, branchId }, query) => ({ query, cached: query === '' ? null : cachedResults(cache, cacheKeyOf(branchId, query)) }),
});
/** The field was emptied: no request (an empty term must never fetch the whole catalogue). */
const searchCleared = searchRouted.filter({ fn: ({ query }) => query === '' });
/** The query was answered earlier in this visit. */
const cachedShown = searchRouted.filterMap(({ cached }) => cached ?? undefined);
/** The query goes to the network. */
const firstPageWanted = searchRouted.filterMap(({ query, cached }) => (query !== '' && cached === null ? query : undefined));

// When a query settles without a request (emptied, or kept from earlier), the request on its way is stale: abort it.
sample({ clock: [searchCleared, cachedShown], source: $controller, target: abortRequestFx });
// When a query goes to the network, abort the request on its way and send the new one.
sample({ clock: firstPageWanted, fn: (query) => ({ query, page: 1 }), target: startRequestFx });

// When the shopper asks for more of the results on show (and they are settled, with pages left), fetch the next page.
const nextPageWanted = sample({ clock: moreResultsRequested, source: { results: $results, status: $searchStatus, more: $moreStatus } }).filterMap(
  ({ results, status, more }) => (results !== null && status === 'ready' && more !== 'loading' && hasMoreResults(results) ? { query: results.query, page: results.page + 1 } : undefined),
);
sample({ clock: nextPageWanted, target: startRequestFx });

$controller.on(startRequestFx.doneData, (_, { controller }) => controller);
sample({ clock: startRequestFx.doneData, fn: ({ query, page, controller }): SearchRequest => ({ query, page, signal: controller.signal }), target: searchProductsFx });

// An answer counts only if its request was not superseded: every newer query aborts the request before it, so a
// late answer for an older query can never replace newer results (and an aborted request's failure is no failure).
const answered = searchProductsFx.done.filter({ fn: ({ params }) => !params.signal.aborted });
const failed = searchProductsFx.fail.filter({ fn: ({ params }) => !params.signal.aborted });
const firstPageReceived = answered.filterMap(({ params, result }) => (params.page === 1 ? resultsOf(params.query, result) : undefined));
const nextPageReceived = answered.filter({ fn: ({ params }) => params.page > 1 });
const firstPageFailed = failed.filter({ fn: ({ params }) => params.page === 1 });
const nextPageFailed = failed.filter({ fn: ({ params }) => params.page > 1 });
/** A query's first page is on show, fresh or kept from earlier. */
const firstPageShown = merge([firstPageReceived, cachedShown]);

$searchStatus
  .on(searchCleared, () => 'idle')
  .on(cachedShown, () => 'ready')
  .on(firstPageWanted, () => 'loading')
  .on(firstPageReceived, () => 'ready')
  .on(firstPageFailed, () => 'failed');

$moreStatus
  .on(nextPageWanted, () => 'loading')
  .on(nextPageReceived, () => 'idle')
  .on(nextPageFailed, () => 'failed')
  .reset(searchWanted);

$results
  .on(searchCleared, () => null)
  .on(firstPageShown, (_, results) => results)
  .on(nextPageReceived, (results, { params, result }) => (results !== null && results.query === params.query ? withNextPage(results, result) : results));

// When results change (a first page, a later page, a kept answer shown again), keep them first in this visit's cache.
sample({
  clock: $results.updates.filterMap((results) => results ?? undefined),
  source: { cache: $resultsCache, branchId: $selectedBranchId },
  fn: ({ cache, branchId }, results) => cacheResults(cache, cacheKeyOf(branchId, results.query), results),
  target: $resultsCache,
});

// When a query's results are first on show, report the search: once per distinct query in the visit, so neither
// keystrokes nor Back (which shows a query already reported) count again.
const searchReported = sample({
  clock: firstPageShown,
  source: $reportedKeys,
  filter: (reported, results) => !reported.includes(queryKey(results.query)),
  fn: (_, results) => results.query,
});
$reportedKeys.on(searchReported, (reported, query) => [...reported, queryKey(query)].slice(-REPORTED_QUERIES_LIMIT));
sample({ clock: searchReported, fn: (term): AnalyticsEvent => ({ type: 'search', term }), target: trackAnalyticsFx });

// When the screen opens, read the recent searches kept on the device.
sample({ clock: searchScreenOpened, fn: (): void => undefined, target: readRecentSearchesFx });
$recentSearches.on(readRecentSearchesFx.doneData, (_, recent) => recent);
// When the list has been read on arrival with a query (a search box elsewhere sent the shopper here, or Back), that
// query goes on top.
sample({ clock: readRecentSearchesFx.done, source: $settledQuery, filter: (settled) => settled !== '', target: recentSearchAdded });
// When the shopper opens the results or one result, the query goes on top. Merely pausing while typing does not
// count: "piz" on the way to "pizza" is no search to come back to.
sample({ clock: searchSubmitted, source: $query, filter: (query) => normalizeQuery(query) !== '', fn: normalizeQuery, target: recentSearchAdded });
sample({ clock: recentSearchChosen, target: recentSearchAdded });
sample({ clock: resultOpened, source: $results, filter: Boolean, fn: (results: SearchResults) => results.query, target: recentSearchAdded });

// When the list changes, keep it on the device.
const recentSearchesChanged = merge([
  sample({ clock: recentSearchAdded, source: $recentSearches, fn: addRecentSearch }),
  sample({ clock: recentSearchRemoved, source: $recentSearches, fn: removeRecentSearch }),
]);
$recentSearches.on(recentSearchesChanged, (_, recent) => recent);
sample({ clock: recentSearchesChanged, target: writeRecentSearchesFx });

// When the screen goes with results on show, remember where the shopper was in them, for their return by Back.
sample({
  clock: searchScreenLeft,
  source: { results: $results, href: $openedHref },
  fn: ({ results, href }, { scrollTop }): ReturnPoint | null => (results === null ? null : { key: queryKey(results.query), scrollTop: Math.max(0, Math.round(scrollTop)), href }),
  target: $returnPoint,
});
$returnPoint.reset(returnPointUsed);
