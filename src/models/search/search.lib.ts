import * as z from 'zod/mini';
import type { Category } from '@/api/schemas/category.schema';
import type { Product } from '@/api/schemas/product.schema';
import type { SearchAnswer } from '@/api/schemas/search.schema';

/** The pause after the last keystroke before a query counts as settled (Dawn's predictive search waits as long). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Products per page of results: one page is what a settled query paints (the "Show more results" button adds the next). */
export const SEARCH_PAGE_SIZE = 20;
/** The API refuses longer queries (contract: search-products `q`, at most 100 characters). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Recent searches kept on the device (Algolia's default, and the spec's limit for recent places). */
const RECENT_SEARCHES_LIMIT = 5;
/** Answers kept for this visit, so Back and retyping a query paint at once without asking again. */
export const SEARCH_CACHE_LIMIT = 12;
/** Where recent searches are kept on the device (localStorage). */
export const RECENT_SEARCHES_KEY = 'storefront:recent-searches';

/** A query as it is sent and shown: outer spaces trimmed, inner runs of spaces made one, at most 100 characters. */
export function normalizeQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** Two queries that differ only in case ask the same thing: one cache entry, one analytics event, one recent search. */
export const queryKey = (query: string) => normalizeQuery(query).toLocaleLowerCase();

/** The address of the search screen for a query; an empty query is the bare screen. */
export const searchPath = (query: string) => (query === '' ? '/search' : `/search?q=${encodeURIComponent(query)}`);

/** The query in a location's query string (`q=pizza` or `?q=pizza`), as typed. */
export function queryOfSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** What a settled query has on show: its products so far (page after page) and its categories. */
export interface SearchResults {
  /** The query these results answer (normalised). */
  query: string;
  products: Product[];
  categories: Category[];
  /** The last page received, from 1. */
  page: number;
  lastPage: number;
  /** Products matching in all, over every page. */
  total: number;
}

export function resultsOf(query: string, answer: SearchAnswer): SearchResults {
  return { query, products: answer.data, categories: answer.categories, page: answer.current_page, lastPage: answer.last_page, total: answer.total };
}

/** A later page appended; a product the shifting order already showed on an earlier page is not shown twice. */
export function withNextPage(results: SearchResults, answer: SearchAnswer): SearchResults {
  const shown = new Set(results.products.map((product) => String(product.id)));
  const added = answer.data.filter((product) => !shown.has(String(product.id)));
  return { ...results, products: [...results.products, ...added], page: answer.current_page, lastPage: answer.last_page, total: answer.total };
}

export const hasMoreResults = (results: SearchResults) => results.page < results.lastPage;

/** Everything the query found: its products (on every page) and its categories. */
export const resultCount = (results: SearchResults) => results.total + results.categories.length;

/** What the polite live region says once a query has settled. */
export function resultsMessage(results: SearchResults): string {
  const count = resultCount(results);
  if (count === 0) return `No results for “${results.query}”`;
  return `${count} ${count === 1 ? 'result' : 'results'} for “${results.query}”`;
}

export interface CachedResults {
  /** queryKey of the query, with the branch: prices and stock differ per branch. */
  key: string;
  results: SearchResults;
}

export const cacheKeyOf = (branchId: string, query: string) => `${branchId}\n${queryKey(query)}`;

export function cachedResults(cache: readonly CachedResults[], key: string): SearchResults | null {
  return cache.find((entry) => entry.key === key)?.results ?? null;
}

/** The entry for `key` first (newest), replacing an older one, at most SEARCH_CACHE_LIMIT entries. */
export function cacheResults(cache: readonly CachedResults[], key: string, results: SearchResults): CachedResults[] {
  return [{ key, results }, ...cache.filter((entry) => entry.key !== key)].slice(0, SEARCH_CACHE_LIMIT);
}

/** Newest first, no two alike whatever their case, at most RECENT_SEARCHES_LIMIT. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const term = normalizeQuery(query);
  if (term === '') return [...recent];
  const key = queryKey(term);
  return [term, ...recent.filter((kept) => queryKey(kept) !== key)].slice(0, RECENT_SEARCHES_LIMIT);
}

export function removeRecentSearch(recent: readonly string[], query: string): string[] {
  const key = queryKey(query);
  return recent.filter((kept) => queryKey(kept) !== key);
}

/** What localStorage holds: a list of strings. Anything else reads as none. */
export const storedRecentSearchesSchema = z.array(z.string());

/** A stored list made safe to show: normalised, non-empty, deduplicated, capped (the storage may have been edited). */
export function recentSearchesFromStorage(stored: readonly string[] | null): string[] {
  return (stored ?? []).reduceRight<string[]>((list, term) => addRecentSearch(list, term), []);
}

/**
 * The current history entry of the search screen: the query in its address, and whether that entry is committed
 * (the shopper opened its results: Enter, "See all results", a recent search, or arrived with the query from a
 * search box or by Back/Forward) or a draft that typing keeps replacing.
 */
export interface AddressState {
  query: string;
  committed: boolean;
}

interface AddressWrite {
  to: string;
  replace: boolean;
}

/**
 * How a settled query goes into the address. Typing replaces the draft entry, so Back never steps through
 * keystrokes (algolia/instantsearch#2171); a new query typed over committed results gets its own entry, so Back
 * returns to those results. Opening the results commits the entry; it pushes only when the query differs from a
 * committed one: the same address twice would make Back look broken.
 */
export function planAddress(current: AddressState, query: string, commit: boolean): { next: AddressState; write: AddressWrite | null } {
  const committed = query !== '' && (commit || (query === current.query && current.committed));
  if (query === current.query) return { next: { query, committed }, write: null };
  const push = current.committed && current.query !== '';
  return { next: { query, committed }, write: { to: searchPath(query), replace: !push } };
}
