// @vitest-environment jsdom
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Category } from '@/api/schemas/category.schema';
import type { Product } from '@/api/schemas/product.schema';
import type { SearchAnswer } from '@/api/schemas/search.schema';
import type { AnalyticsEvent } from '@/models/analytics/analytics-bus';
import { trackAnalyticsFx } from '@/models/analytics/analytics.model';
import { requestHandler, testCategory, testProduct } from '@/models/catalog/test-products';
import { RECENT_SEARCHES_KEY, SEARCH_DEBOUNCE_MS } from './search.lib';
import {
  $announcement,
  $moreStatus,
  $query,
  $recentSearches,
  $results,
  $returnPoint,
  $searchStatus,
  $searchView,
  $updating,
  addressQueryChanged,
  moreResultsRequested,
  queryChanged,
  recentSearchChosen,
  recentSearchRemoved,
  resultOpened,
  searchProductsFx,
  searchRetried,
  searchScreenLeft,
  searchScreenOpened,
  searchSubmitted,
  SEARCH_FAILED_MESSAGE,
} from './search.model';

type SearchRequest = Parameters<typeof searchProductsFx>[0];

const pizzas = [testProduct(1, { name: 'Margherita Pizza' }), testProduct(5, { name: 'Garden Veggie Pizza' })];
const burgers = [testProduct(6, { name: 'Classic Burger' })];
const pizzaCategory = testCategory(1, 'Pizzas');

function answer(data: Product[], options: { categories?: Category[]; page?: number; lastPage?: number; total?: number } = {}): SearchAnswer {
  const page = options.page ?? 1;
  return { data, categories: options.categories ?? [], current_page: page, last_page: options.lastPage ?? page, total: options.total ?? data.length };
}

/** A search endpoint the test answers by hand: each call waits until the test settles it. */
function manualSearch() {
  const calls: { request: SearchRequest; answer: (result: SearchAnswer) => void; fail: (error: unknown) => void }[] = [];
  const handler = (request: SearchRequest) =>
    new Promise<SearchAnswer>((resolve, reject) => {
      calls.push({ request, answer: resolve, fail: reject });
    });
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index}; calls: ${calls.map((entry) => entry.request.query).join(', ')}`);
    return found;
  };
  return { calls, handler, call, queries: () => calls.map(({ request }) => `${request.query}#${request.page}`) };
}

/** Lets effects, promise callbacks and effector's reactions run, moving the fake clock by `ms`. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup() {
  const server = manualSearch();
  const tracked: AnalyticsEvent[] = [];
  const navigate = vi.fn<(to: string, options: { replace: boolean }) => void>();
  const scope = fork({
    handlers: [requestHandler(searchProductsFx, server.handler), [trackAnalyticsFx, (event: AnalyticsEvent) => void tracked.push(event)]],
  });
  /** Fires an event without waiting for what it starts (allSettled would wait for the manual server and the timer). */
  const fire = <T>(event: EventCallable<T>, payload: T) => void allSettled(event, { scope, params: payload });
  const open = async (query = '') => {
    fire(searchScreenOpened, { query, navigate });
    await tick();
  };
  /** Types a query one key at a time, `gap` ms apart (no pause long enough to settle in between). */
  const type = async (text: string, gap = 50) => {
    for (let length = 1; length <= text.length; length += 1) {
      fire(queryChanged, text.slice(0, length));
      await tick(gap);
    }
  };
  /** Types a query and waits past the pause, so it settles. */
  const search = async (text: string) => {
    fire(queryChanged, text);
    await tick(SEARCH_DEBOUNCE_MS);
  };
  return { scope, server, tracked, navigate, fire, open, type, search };
}

function state(scope: Scope) {
  return {
    view: scope.getState($searchView),
    status: scope.getState($searchStatus),
    updating: scope.getState($updating),
    shown: scope.getState($results)?.products.map((product) => product.name) ?? null,
    shownFor: scope.getState($results)?.query ?? null,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the search model', () => {
  describe('as the shopper types', () => {
    it(`sends one request once typing pauses for ${SEARCH_DEBOUNCE_MS} ms, not one per keystroke`, async () => {
      const { server, open, type } = setup();
      await open();
      await type('pizza');
      expect(server.calls).toHaveLength(0);
      await tick(SEARCH_DEBOUNCE_MS - 50 - 1);
      expect(server.calls).toHaveLength(0);
      await tick(1);
      expect(server.queries()).toEqual(['pizza#1']);
      expect(server.call(0).request).toMatchObject({ query: 'pizza', page: 1 });
    });

    it('aborts the request a newer query supersedes, and a late answer to it never replaces the newer results', async () => {
      const { scope, server, open, search } = setup();
      await open();
      await search('pizza');
      await search('burger');
      expect(server.queries()).toEqual(['pizza#1', 'burger#1']);
      expect(server.call(0).request.signal.aborted).toBe(true);
      expect(server.call(1).request.signal.aborted).toBe(false);

      server.call(1).answer(answer(burgers));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'results', shownFor: 'burger', shown: ['Classic Burger'] });

      // The superseded request answers last (a slow network): its answer is dropped.
      server.call(0).answer(answer(pizzas));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'results', status: 'ready', shownFor: 'burger', shown: ['Classic Burger'] });
      expect(scope.getState($announcement)).toBe('1 result for “burger”');
    });

    it('drops the answer of a superseded request even when it arrives before the newer one', async () => {
      const { scope, server, open, search } = setup();
      await open();
      await search('pizza');
      await search('burger');
      server.call(0).answer(answer(pizzas));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'searching', status: 'loading', shown: null });
      server.call(1).answer(answer(burgers));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'results', shownFor: 'burger' });
    });

    it('keeps the previous results on show, marked as updating, while the next query is on its way', async () => {
      const { scope, server, open, search } = setup();
      await open();
      await search('pizza');
      server.call(0).answer(answer(pizzas, { categories: [pizzaCategory] }));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'results', updating: false, shownFor: 'pizza' });
      expect(scope.getState($announcement)).toBe('3 results for “pizza”');

      await search('pizza margherita');
      expect(state(scope)).toMatchObject({ view: 'results', status: 'loading', updating: true, shownFor: 'pizza', shown: ['Margherita Pizza', 'Garden Veggie Pizza'] });
      // The live region keeps its words until the new query settles: nothing is said per keystroke.
      expect(scope.getState($announcement)).toBe('3 results for “pizza”');

      server.call(1).answer(answer([]));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'no-results', updating: false, shownFor: 'pizza margherita' });
      expect(scope.getState($announcement)).toBe('No results for “pizza margherita”');
    });

    it('clears at once for an empty field, without a request, and aborts the one on its way', async () => {
      const { scope, server, open, search, fire } = setup();
      await open();
      fire(queryChanged, '   ');
      await tick(SEARCH_DEBOUNCE_MS * 2);
      expect(server.calls).toHaveLength(0);
      expect(state(scope).view).toBe('start');

      await search('pizza');
      server.call(0).answer(answer(pizzas));
      await tick();
      await search('burger');
      fire(queryChanged, '');
      await tick();
      expect(server.call(1).request.signal.aborted).toBe(true);
      expect(state(scope)).toMatchObject({ view: 'start', status: 'idle', shown: null });
      expect(scope.getState($announcement)).toBe('');
      await tick(SEARCH_DEBOUNCE_MS * 2);
      expect(server.calls).toHaveLength(2);
    });

    it('shows a query answered earlier in the visit at once, without asking again', async () => {
      const { scope, server, open, search } = setup();
      await open();
      await search('pizza');
      server.call(0).answer(answer(pizzas));
      await tick();
      await search('burger');
      server.call(1).answer(answer(burgers));
      await tick();
      await search('Pizza');
      expect(server.calls).toHaveLength(2);
      expect(state(scope)).toMatchObject({ view: 'results', status: 'ready', shownFor: 'pizza' });
    });

    it('shows a failure with its message, and searches again on retry', async () => {
      const { scope, server, open, search, fire } = setup();
      await open();
      await search('pizza');
      server.call(0).fail(new ApiError('server', 'Server error (500)', 500));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'failed', status: 'failed' });
      expect(scope.getState($announcement)).toBe(SEARCH_FAILED_MESSAGE);
      fire(searchRetried, undefined);
      await tick();
      expect(server.queries()).toEqual(['pizza#1', 'pizza#1']);
      server.call(1).answer(answer(pizzas));
      await tick();
      expect(state(scope)).toMatchObject({ view: 'results', shownFor: 'pizza' });
    });

    it('settles nothing when typing pauses after the shopper left the screen', async () => {
      const { server, open, fire } = setup();
      await open();
      fire(queryChanged, 'pizza');
      await tick(100);
      fire(searchScreenLeft, { scrollTop: 0 });
      await tick(SEARCH_DEBOUNCE_MS);
      expect(server.calls).toHaveLength(0);
    });
  });

  describe('opening the results', () => {
    it('searches at once on Enter, and the pause that follows asks nothing more', async () => {
      const { server, open, fire, navigate } = setup();
      await open();
      fire(queryChanged, 'pizza');
      await tick(100);
      fire(searchSubmitted, undefined);
      await tick();
      expect(server.queries()).toEqual(['pizza#1']);
      await tick(SEARCH_DEBOUNCE_MS);
      expect(server.calls).toHaveLength(1);
      expect(navigate.mock.calls).toEqual([['/search?q=pizza', { replace: true }]]);
    });

    it('arriving with ?q= fills the field and searches at once, without the pause', async () => {
      const { scope, server, open } = setup();
      await open('garden pizza');
      expect(scope.getState($query)).toBe('garden pizza');
      expect(server.queries()).toEqual(['garden pizza#1']);
    });

    it('arriving with another query than the results left earlier does not show those meanwhile', async () => {
      const { scope, server, open, search, fire } = setup();
      await open();
      await search('pizza');
      server.call(0).answer(answer(pizzas));
      await tick();
      fire(searchScreenLeft, { scrollTop: 0 });
      await open('burger');
      expect(state(scope)).toMatchObject({ view: 'searching', shown: null });
    });

    it('shows the next page on "Show more results", appended', async () => {
      const { scope, server, open, search, fire } = setup();
      await open();
      await search('pizza');
      server.call(0).answer(answer([pizzas[0] as Product], { lastPage: 2, total: 2 }));
      await tick();
      fire(moreResultsRequested, undefined);
      fire(moreResultsRequested, undefined);
      await tick();
      expect(server.queries()).toEqual(['pizza#1', 'pizza#2']);
      expect(scope.getState($moreStatus)).toBe('loading');
      server.call(1).answer(answer([pizzas[1] as Product], { page: 2, lastPage: 2, total: 2 }));
      await tick();
      expect(state(scope).shown).toEqual(['Margherita Pizza', 'Garden Veggie Pizza']);
      expect(scope.getState($moreStatus)).toBe('idle');
      fire(moreResultsRequested, undefined);
      await tick();
      expect(server.calls).toHaveLength(2);
    });
  });

  describe('the address', () => {
    it('replaces the entry while typing, pushes a new query typed over opened results, and follows Back without asking again', async () => {
      const { scope, server, open, search, fire, navigate } = setup();
      await open();
      await search('piz');
      await search('pizza');
      expect(navigate.mock.calls).toEqual([
        ['/search?q=piz', { replace: true }],
        ['/search?q=pizza', { replace: true }],
      ]);
      server.call(1).answer(answer(pizzas));
      await tick();
      // Enter on a query already in the address commits it: no second entry with the same address.
      fire(searchSubmitted, undefined);
      await tick();
      expect(navigate).toHaveBeenCalledTimes(2);
      // The router's own change comes back as an address change: recognised, nothing happens.
      fire(addressQueryChanged, 'pizza');
      await tick();

      await search('burger');
      expect(navigate.mock.lastCall).toEqual(['/search?q=burger', { replace: false }]);
      server.call(2).answer(answer(burgers));
      await tick();

      // Back: the address says pizza again; the field and the results follow, at once and without a request.
      fire(addressQueryChanged, 'pizza');
      await tick();
      expect(scope.getState($query)).toBe('pizza');
      expect(state(scope)).toMatchObject({ view: 'results', status: 'ready', shownFor: 'pizza' });
      expect(server.calls).toHaveLength(3);
      expect(navigate).toHaveBeenCalledTimes(3);
    });

    it('remembers where the shopper was in the results when they open one, for their return', async () => {
      const { scope, server, open, search, fire } = setup();
      await open();
      await search('pizza');
      server.call(0).answer(answer(pizzas));
      await tick();
      fire(resultOpened, '/product/margherita-pizza');
      fire(searchScreenLeft, { scrollTop: 420.4 });
      await tick();
      expect(scope.getState($returnPoint)).toEqual({ key: 'pizza', scrollTop: 420, href: '/product/margherita-pizza' });
      await open('pizza');
      expect(state(scope)).toMatchObject({ view: 'results', shownFor: 'pizza' });
      expect(server.calls).toHaveLength(1);
    });
  });

  describe('recent searches', () => {
    it('records a query when its results are opened (not when typing merely pauses), newest first, kept on the device', async () => {
      const { scope, server, open, search, fire } = setup();
      await open();
      await search('piz');
      expect(scope.getState($recentSearches)).toEqual([]);
      for (const term of ['pizza', 'salad', 'fries', 'soup', 'bowl', 'cake', 'SALAD']) {
        fire(queryChanged, term);
        fire(searchSubmitted, undefined);
        await tick();
      }
      expect(server.calls.length).toBeGreaterThan(0);
      expect(scope.getState($recentSearches)).toEqual(['SALAD', 'cake', 'bowl', 'soup', 'fries']);
      expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null')).toEqual(['SALAD', 'cake', 'bowl', 'soup', 'fries']);

      fire(recentSearchRemoved, 'soup');
      await tick();
      expect(scope.getState($recentSearches)).toEqual(['SALAD', 'cake', 'bowl', 'fries']);
      expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null')).toEqual(['SALAD', 'cake', 'bowl', 'fries']);
    });

    it('records the query of a result the shopper opens, and one chosen from the list goes back on top', async () => {
      const { scope, server, open, search, fire } = setup();
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['fries', 'soup']));
      await open();
      expect(scope.getState($recentSearches)).toEqual(['fries', 'soup']);
      await search('pizza');
      server.call(0).answer(answer(pizzas));
      await tick();
      fire(resultOpened, '/product/margherita-pizza');
      await tick();
      expect(scope.getState($recentSearches)).toEqual(['pizza', 'fries', 'soup']);
      fire(recentSearchChosen, 'soup');
      await tick();
      expect(scope.getState($recentSearches)).toEqual(['soup', 'pizza', 'fries']);
      expect(scope.getState($query)).toBe('soup');
      expect(server.queries()).toEqual(['pizza#1', 'soup#1']);
    });

    it.each([
      ['not JSON', '{not json'],
      ['not a list', '{"pizza":true}'],
      ['a list of something else', '[1, 2]'],
    ])('reads corrupt storage (%s) as none, and removes it', async (_, stored) => {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, stored);
      const { scope, open } = setup();
      await open();
      expect(scope.getState($recentSearches)).toEqual([]);
      expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    });
  });

  describe('analytics', () => {
    it('reports each settled query once: not per keystroke, not again when it comes back, not for a failure', async () => {
      const { server, tracked, open, type, search, fire } = setup();
      await open();
      await type('pizza');
      await tick(SEARCH_DEBOUNCE_MS);
      server.call(0).answer(answer(pizzas));
      await tick();
      expect(tracked).toEqual([{ type: 'search', term: 'pizza' }]);

      await search('burger');
      server.call(1).answer(answer([]));
      await tick();
      // Back to pizza (kept), and Enter on it: the same query, no second event.
      fire(addressQueryChanged, 'pizza');
      await tick();
      fire(searchSubmitted, undefined);
      await tick();
      await search('soup');
      server.call(2).fail(new ApiError('network', 'Network error'));
      await tick();
      expect(tracked).toEqual([
        { type: 'search', term: 'pizza' },
        { type: 'search', term: 'burger' },
      ]);
    });

    it('does not report a superseded query', async () => {
      const { server, tracked, open, search } = setup();
      await open();
      await search('pizza');
      await search('burger');
      server.call(0).answer(answer(pizzas));
      server.call(1).answer(answer(burgers));
      await tick();
      expect(tracked).toEqual([{ type: 'search', term: 'burger' }]);
    });
  });
});
