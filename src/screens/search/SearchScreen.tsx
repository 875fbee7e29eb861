import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Category } from '@/api/schemas/category.schema';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import { queryKey, queryOfSearch, type SearchResults } from '@/models/search/search.lib';
import {
  $announcement,
  $moreStatus,
  $query,
  $recentSearches,
  $results,
  $returnPoint,
  $searchView,
  $settledQuery,
  $updating,
  addressQueryChanged,
  moreResultsRequested,
  queryChanged,
  recentSearchChosen,
  recentSearchRemoved,
  resultOpened,
  returnPointUsed,
  searchRetried,
  searchScreenLeft,
  searchPageLoaded,
  searchScreenOpened,
  searchSubmitted,
  type MoreStatus,
  type ReturnPoint,
  type SearchView,
} from '@/models/search/search.model';
import { defineEntryLoad, defineHead } from '@/app/screen-module';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { CategoryLinks } from './CategoryLinks';
import { createHighlighter, type HighlightPart } from './highlight';
import { scrollOffsetOf, scrollParentOf, scrollParentTo, watchScrollOffset } from '@/shared/ui/infinite-list/scroll-parent';
import { SearchCombobox } from './SearchCombobox';
import { SearchResultsList } from './SearchResultsList';
import { SearchStart } from './SearchStart';
import '@/shared/ui/product-card/skeleton.css';
import './search.css';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';

/**
 * On arrival the field has focus (a search box elsewhere or a tab sent the shopper here to type). Returning by Back
 * to the results they left, the page scrolls back to where they were and focus goes to the result they had opened:
 * focusing the field would scroll to the top and, on phones, bring up the keyboard over the results.
 *
 * An arrival is each time the screen comes on show, which is not always a mount: while the next route's code loads,
 * the route's Suspense boundary hides this screen (its state kept, its layout effects cleaned up) and, when Back comes
 * first, shows the same screen again. So everything here is decided in layout effects, which run again then, from
 * the address of the moment, never from state kept since the screen first mounted.
 */
function useArrival(sectionRef: RefObject<HTMLElement | null>, inputRef: RefObject<HTMLInputElement | null>, addressQuery: string, view: SearchView, results: SearchResults | null) {
  const [returnPoint, used] = useUnit([$returnPoint, returnPointUsed]);
  // The place to return to in these results (Back from one of them), or none; set on each arrival.
  const pending = useRef<ReturnPoint | null>(null);

  const focusField = useEffectEvent(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
  });

  // Nowhere to return to: the screen starts at its top (a phone keeps the page's scroll from the screen before) and the
  // field gets focus at once; a return point for another query is dropped.
  const arrived = useEffectEvent(() => {
    pending.current = returnPoint !== null && returnPoint.key === queryKey(addressQuery) ? returnPoint : null;
    if (pending.current !== null) return;
    const container = scrollParentOf(sectionRef.current);
    if (scrollOffsetOf(container) > 0) scrollParentTo(container, 0);
    focusField();
    used();
  });
  // Declared before the one below: on an arrival it runs first and sets what that one uses.
  useLayoutEffect(() => arrived(), []);

  // Once the results returned to are on screen (kept for this visit, so at once), scroll back and give focus back.
  useLayoutEffect(() => {
    const target = pending.current;
    if (target === null || view === 'searching') return;
    pending.current = null;
    if (view === 'results' && results !== null && queryKey(results.query) === target.key) {
      scrollParentTo(scrollParentOf(sectionRef.current), target.scrollTop);
      const links = [...(sectionRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
      const opened = links.find((link) => link.getAttribute('href') === target.href);
      if (opened) opened.focus({ preventScroll: true });
      else focusField();
    } else focusField();
    used();
  }, [view, results, used, sectionRef]);
}

interface BodyProps {
  view: SearchView;
  settled: string;
  results: SearchResults | null;
  updating: boolean;
  moreStatus: MoreStatus;
  recent: readonly string[];
  categories: readonly Category[];
  highlight: (text: string) => HighlightPart[];
  inputRef: RefObject<HTMLInputElement | null>;
  onOpen: (href: string) => void;
  onMore: () => void;
  onRetry: () => void;
  onChooseRecent: (term: string) => void;
  onRemoveRecent: (term: string) => void;
}

function SearchBody({ view, settled, results, updating, moreStatus, recent, categories, highlight, inputRef, onOpen, onMore, onRetry, onChooseRecent, onRemoveRecent }: BodyProps) {
  switch (view) {
    case 'start':
      return <SearchStart recent={recent} categories={categories} inputRef={inputRef} onChoose={onChooseRecent} onRemove={onRemoveRecent} />;
    case 'searching':
      return (
        <div className="search-results" aria-busy="true" data-state="searching">
          <div className="search-results__progress" aria-hidden="true" />
          <p className="search-results__title">Searching for “{settled}”…</p>
          <ul className="search-results__list" aria-hidden="true">
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="search-result search-result--skeleton">
                <span className="search-result__image" />
                <span className="search-result__name skeleton-line" />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'results':
      return results === null ? null : <SearchResultsList results={results} updating={updating} moreStatus={moreStatus} highlight={highlight} onOpen={onOpen} onMore={onMore} />;
    case 'no-results':
      return (
        <div className="search-results search-empty" aria-busy={updating} data-state={updating ? 'updating' : 'settled'}>
          <div className="search-results__progress" aria-hidden="true" />
          <EmptyState picture="search" className="search-empty__body">
            <h2 className="search-results__title">No results for “{results?.query ?? settled}”</h2>
            <p>Suggestions:</p>
            <ul className="search-empty__tips">
              <li>Check the spelling.</li>
              <li>Try fewer or more general words.</li>
              <li>
                <span id="search-browse-tip">Browse the categories:</span>
                {categories.length > 0 ? <CategoryLinks categories={categories} labelledBy="search-browse-tip" /> : null}
              </li>
            </ul>
          </EmptyState>
        </div>
      );
    case 'failed':
      return (
        <EmptyState picture="failed" className="search-results search-empty">
          <h2 className="search-results__title">We couldn’t search right now</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        </EmptyState>
      );
    default:
      return view satisfies never;
  }
}

/** The results of the query the page is entered at: a server's page carries them (its HTML is not indexed). */
export const load = defineEntryLoad(searchPageLoaded, ({ search }) => queryOfSearch(search));

export const head = defineHead({ settled: $settledQuery }, ({ settled }) => ({ title: settled === '' ? 'Search' : `Search results for “${settled}”` }));

/** /search?q=: search as you type, with full results, recent searches, the store's categories and, on desktop, suggestions. */
export default function SearchScreen() {
  const addressQuery = queryOfSearch(useSearch());
  const [path, navigate] = useLocation();
  const model = useUnit({
    query: $query,
    settled: $settledQuery,
    view: $searchView,
    results: $results,
    updating: $updating,
    moreStatus: $moreStatus,
    announcement: $announcement,
    recent: $recentSearches,
    categories: $categories,
    opened: searchScreenOpened,
    left: searchScreenLeft,
    addressChanged: addressQueryChanged,
    changed: queryChanged,
    submitted: searchSubmitted,
    resultOpened,
    more: moreResultsRequested,
    retried: searchRetried,
    recentChosen: recentSearchChosen,
    recentRemoved: recentSearchRemoved,
    categoriesRequested,
  });
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // On a phone the screen is the results, live under the field: a popup of the same names would only cover them. The
  // desktop overlay, opened from the header over the page, keeps its suggestions.
  const isMobile = useIsMobile();
  const resultsQuery = model.results?.query ?? '';
  // One highlighter per query on show: each name is folded and matched once, however often the list re-renders.
  const highlight = useMemo(() => createHighlighter(resultsQuery), [resultsQuery]);

  // When the screen comes on show (mounted, or shown again: see useArrival), hand the model the address's query of the
  // moment and the router (the chunk loads late, so the model starts from this event, never at start); when it goes
  // (unmounted or hidden), tell it where the shopper was.
  const opened = useEffectEvent(() => model.opened({ query: addressQuery, navigate }));
  const left = useEffectEvent((scrollTop: number) => model.left({ scrollTop }));
  useLayoutEffect(() => {
    opened();
    const container = scrollParentOf(sectionRef.current);
    let scrollTop = scrollOffsetOf(container);
    const stop = watchScrollOffset(container, (top) => {
      scrollTop = top;
    });
    return () => {
      stop();
      left(scrollTop);
    };
  }, []);

  // When the address's query changes under the screen (Back, Forward), the model follows; its own writes come back
  // here too and are recognised as such. Leaving for a result is no change of query: the screen is going.
  const { addressChanged, categoriesRequested: requestCategories } = model;
  const onSearchPath = path === '/search';
  useEffect(() => {
    if (onSearchPath) addressChanged(addressQuery);
  }, [addressChanged, addressQuery, onSearchPath]);
  useEffect(() => {
    requestCategories();
  }, [requestCategories]);

  useArrival(sectionRef, inputRef, addressQuery, model.view, model.results);

  const openResult = (href: string) => {
    model.resultOpened(href);
    navigate(href);
  };

  return (
    <section ref={sectionRef} className="screen search-screen" aria-labelledby="screen-title" data-testid="search-screen" data-view={model.view}>
      <h1 id="screen-title" className="screen__title">
        Search
      </h1>
      <SearchCombobox
        query={model.query}
        results={model.results}
        updating={model.updating}
        highlight={highlight}
        inputRef={inputRef}
        onQueryChange={model.changed}
        onSubmit={model.submitted}
        onOpen={openResult}
        suggest={!isMobile}
      />
      <p className="visually-hidden" role="status" data-testid="search-announcement">
        {model.announcement}
      </p>
      <SearchBody
        view={model.view}
        settled={model.settled}
        results={model.results}
        updating={model.updating}
        moreStatus={model.moreStatus}
        recent={model.recent}
        categories={model.categories.categories}
        highlight={highlight}
        inputRef={inputRef}
        onOpen={model.resultOpened}
        onMore={model.more}
        onRetry={model.retried}
        onChooseRecent={(term) => {
          model.recentChosen(term);
          inputRef.current?.focus();
        }}
        onRemoveRecent={model.recentRemoved}
      />
    </section>
  );
}
