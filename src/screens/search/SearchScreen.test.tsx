// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Product } from '@/api/schemas/product.schema';
import type { SearchAnswer } from '@/api/schemas/search.schema';
import { trackAnalyticsFx } from '@/models/analytics/analytics.model';
import { $categories } from '@/models/catalog/categories.model';
import { requestHandler, testCategory, testProduct } from '@/models/catalog/test-products';
import { RECENT_SEARCHES_KEY, SEARCH_DEBOUNCE_MS } from '@/models/search/search.lib';
import { searchProductsFx } from '@/models/search/search.model';
import { $siteSettings } from '@/models/site/site.model';
import { MOBILE_QUERY } from '@/shared/lib/use-media-query';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import SearchScreen from './SearchScreen';

type SearchRequest = Parameters<typeof searchProductsFx>[0];

const storeCategories = [testCategory(1, 'Pizzas'), testCategory(2, 'Burgers'), testCategory(3, 'Salads')];
const catalogue: Product[] = [
  testProduct(1, { name: 'Margherita Pizza', selling_price: 12 }),
  testProduct(5, { name: 'Garden Veggie Pizza', selling_price: 13 }),
  testProduct(3, { name: 'Four Cheese Pizza', selling_price: 14 }),
  testProduct(6, { name: 'Classic Burger', selling_price: 9.5 }),
  testProduct(11, { name: 'Crème Brûlée', selling_price: 6 }),
];

/** A stand-in for the simulator: names matching every word by prefix, categories by name; 2 products a page. */
function answerFor(query: string, page: number, perPage = 2): SearchAnswer {
  const words = query.toLowerCase().split(/\s+/);
  const matches = (name: string) => words.every((word) => name.toLowerCase().split(/\s+/).some((part) => part.normalize('NFD').replace(/\p{M}/gu, '').startsWith(word)));
  const products = catalogue.filter((product) => matches(product.name));
  const lastPage = Math.max(1, Math.ceil(products.length / perPage));
  return {
    data: products.slice((page - 1) * perPage, page * perPage),
    categories: storeCategories.filter((category) => matches(category.name)),
    current_page: page,
    last_page: lastPage,
    total: products.length,
  };
}

interface Options {
  path?: string;
  /** Requests wait until the test answers them (`pending`); otherwise they answer at once. */
  manual?: boolean;
}

function storeScope({ manual = false }: Pick<Options, 'manual'> = {}) {
  const requests: SearchRequest[] = [];
  const pending: (() => void)[] = [];
  const handler = (request: SearchRequest) => {
    requests.push(request);
    const result = answerFor(request.query, request.page);
    if (!manual) return Promise.resolve(result);
    return new Promise<SearchAnswer>((resolve) => pending.push(() => resolve(result)));
  };
  const scope = fork({
    values: [
      [$siteSettings, testStoreSettings],
      [$categories, { status: 'ready', categories: storeCategories, source: 'network', refreshing: false }],
    ],
    handlers: [requestHandler(searchProductsFx, handler), [trackAnalyticsFx, () => undefined]],
  });
  return { scope, requests, pending };
}

function renderSearch({ path = '/search', manual = false, store = storeScope({ manual }) }: Options & { store?: ReturnType<typeof storeScope> } = {}) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider value={store.scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <SearchScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { ...view, ...store, location };
}

const field = () => screen.getByRole('combobox', { name: 'Search the menu' });
const listbox = () => screen.getByRole('listbox', { name: 'Suggestions', hidden: true });
const liveRegion = () => screen.getByTestId('search-announcement');
/** Lets the debounce end and the answers arrive. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchScreen', () => {
  describe('on arrival', () => {
    it('focuses the field, filled from ?q=, and shows the results at once without waiting for a pause', async () => {
      const { requests } = renderSearch({ path: '/search?q=pizza' });
      expect(field()).toHaveProperty('value', 'pizza');
      expect(document.activeElement).toBe(field());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(requests.map((request) => request.query)).toEqual(['pizza']);
      expect(screen.getByRole('heading', { level: 2, name: '4 results for “pizza”' })).toBeTruthy();
      expect(liveRegion().textContent).toBe('4 results for “pizza”');
      const products = screen.getByRole('region', { name: 'Products' });
      expect(within(products).getByRole('link', { name: /Margherita Pizza/ }).getAttribute('href')).toBe('/product/margherita-pizza');
      expect(within(screen.getByRole('region', { name: 'Categories' })).getByRole('link', { name: 'Pizzas' }).getAttribute('href')).toBe('/category/pizzas');
    });

    it('shows recent searches and the store’s categories before typing, each search removable', async () => {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['fries', 'soup']));
      const { container, requests } = renderSearch();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(requests).toEqual([]);
      const recent = screen.getByRole('region', { name: 'Recent searches' });
      expect(within(recent).getAllByRole('button', { name: /^(fries|soup)$/ }).map((button) => button.textContent)).toEqual(['fries', 'soup']);
      expect(within(screen.getByRole('region', { name: 'Browse categories' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pizzas', 'Burgers', 'Salads']);
      await expectNoAxeViolations(container);

      await user().click(screen.getByRole('button', { name: 'Remove “fries” from recent searches' }));
      expect(within(recent).queryByRole('button', { name: 'fries' })).toBeNull();
      expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null')).toEqual(['soup']);
      // Focus goes to the Remove button now in its place, not to the top of the page.
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove “soup” from recent searches' }));
    });
  });

  describe('back from a result', () => {
    it('paints the query and its results at once, without a request, where the shopper was, focus on the result they opened', async () => {
      const store = storeScope();
      const first = renderSearch({ path: '/search?q=pizza', store });
      await act(() => vi.advanceTimersByTimeAsync(0));
      const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
      fireEvent.scroll(window);
      await user().click(within(screen.getByRole('region', { name: 'Products' })).getByRole('link', { name: /Garden Veggie Pizza/ }));
      expect(first.location.history?.at(-1)).toBe('/product/garden-veggie-pizza');
      first.unmount();

      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      renderSearch({ path: '/search?q=pizza', store });
      // Painted on the first frame: no "Searching…", no request.
      expect(screen.getByRole('heading', { level: 2, name: '4 results for “pizza”' })).toBeTruthy();
      expect(field()).toHaveProperty('value', 'pizza');
      expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'instant' });
      expect(document.activeElement?.textContent).toBe('Garden Veggie Pizza$13');
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(store.requests).toHaveLength(1);
      expect(scrollY).toHaveBeenCalled();
    });

    it('comes back right when the next screen’s code was still loading: the query it returns to, not the one it first opened on', async () => {
      // The route's Suspense boundary hides the screen (keeping its state) while the next screen's code loads; Back
      // before that code is in shows the same screen again instead of mounting a new one.
      const store = storeScope();
      const location = memoryLocation({ path: '/search?q=pizza', record: true });
      const loading = new Promise<never>(() => undefined);
      function Loading(): never {
        return use(loading);
      }
      function Routes() {
        const [path] = useLocation();
        return <Suspense fallback={<p>Loading</p>}>{path === '/search' ? <SearchScreen /> : <Loading />}</Suspense>;
      }
      render(
        <Provider value={store.scope}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <main>
              <Routes />
            </main>
          </Router>
        </Provider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(0));
      await user().clear(field());
      await user().type(field(), 'burger');
      await settle();
      expect(location.history?.at(-1)).toBe('/search?q=burger');
      await user().keyboard('{Enter}');
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(320);
      fireEvent.scroll(window);
      await user().click(within(screen.getByRole('region', { name: 'Products' })).getByRole('link', { name: /Classic Burger/ }));
      expect(location.history?.at(-1)).toBe('/product/classic-burger');
      expect(screen.getByText('Loading')).toBeTruthy();

      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      // Back, as the browser's popstate would bring it: the address of the burger results.
      act(() => location.navigate('/search?q=burger'));
      expect(field()).toHaveProperty('value', 'burger');
      expect(screen.getByRole('heading', { level: 2, name: '2 results for “burger”' })).toBeTruthy();
      expect(scrollTo).toHaveBeenCalledWith({ top: 320, behavior: 'instant' });
      expect(document.activeElement?.textContent).toBe('Classic Burger$9.50');
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(store.requests.map((request) => request.query)).toEqual(['pizza', 'burger']);
    });
  });

  describe('the combobox', () => {
    it('follows the WAI-ARIA combobox pattern: arrows move the active option, Enter opens it', async () => {
      const { location, container } = renderSearch();
      await user().type(field(), 'piz');
      expect(field().getAttribute('aria-expanded')).toBe('false');
      await settle();
      const input = field();
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(input.getAttribute('aria-controls')).toBe(listbox().id);
      expect(input.getAttribute('aria-autocomplete')).toBe('list');
      const options = within(listbox()).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Pizzas', 'Margherita Pizza$12', 'Garden Veggie Pizza$13', 'See all results for “piz”']);
      expect(within(listbox()).getByRole('group', { name: 'Categories' })).toBeTruthy();
      expect(within(listbox()).getByRole('group', { name: 'Products' })).toBeTruthy();
      await expectNoAxeViolations(container);

      await user().keyboard('{ArrowDown}');
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
      expect(options[0]?.getAttribute('aria-selected')).toBe('true');
      await user().keyboard('{ArrowDown}{ArrowDown}');
      expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
      expect(options[0]?.getAttribute('aria-selected')).toBe('false');
      await user().keyboard('{ArrowDown}{ArrowDown}');
      // Past the last option the arrows wrap round to the first; Up from the first goes to the last.
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
      await user().keyboard('{ArrowUp}');
      expect(input.getAttribute('aria-activedescendant')).toBe(options[3]?.id);
      await user().keyboard('{ArrowUp}{ArrowUp}');
      expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
      expect(document.activeElement).toBe(input);

      await user().keyboard('{Enter}');
      expect(location.history?.at(-1)).toBe('/product/margherita-pizza');
    });

    it('opens the results on Enter with no option active, and a category option opens its page', async () => {
      const { location, requests } = renderSearch();
      await user().type(field(), 'burger{Enter}');
      await act(() => vi.advanceTimersByTimeAsync(0));
      // Enter does not wait for the pause: the request went out at once, and the pause asks nothing more.
      expect(requests.map((request) => request.query)).toEqual(['burger']);
      expect(field().getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('heading', { level: 2, name: '2 results for “burger”' })).toBeTruthy();
      expect(location.history?.at(-1)).toBe('/search?q=burger');
      await settle();
      expect(requests).toHaveLength(1);

      await user().type(field(), '{ArrowDown}');
      expect(field().getAttribute('aria-expanded')).toBe('true');
      await user().keyboard('{Enter}');
      expect(location.history?.at(-1)).toBe('/category/burgers');
    });

    it('closes the popup on the first Escape and clears the field on the second, claiming the key from the overlay', async () => {
      renderSearch();
      await user().type(field(), 'pizza');
      await settle();
      expect(field().getAttribute('aria-expanded')).toBe('true');
      // fireEvent returns false when the default was prevented: the desktop overlay then stays open.
      expect(fireEvent.keyDown(field(), { key: 'Escape' })).toBe(false);
      expect(field().getAttribute('aria-expanded')).toBe('false');
      expect(field()).toHaveProperty('value', 'pizza');
      expect(fireEvent.keyDown(field(), { key: 'Escape' })).toBe(false);
      expect(field()).toHaveProperty('value', '');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('region', { name: 'Browse categories' })).toBeTruthy();
      // Nothing left for the field to do: Escape goes on to close the overlay.
      expect(fireEvent.keyDown(field(), { key: 'Escape' })).toBe(true);
    });
  });

  describe('on a phone', () => {
    beforeEach(() => {
      const notMatching = window.matchMedia;
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: query === MOBILE_QUERY }));
    });

    it('shows the results alone, with no suggestions over them: a tap meant for a result reaches it', async () => {
      const { location, container } = renderSearch();
      const box = screen.getByLabelText('Search the menu');
      await user().type(box, 'pizza');
      await settle();
      expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
      // A plain search box: no popup to announce as collapsed or expanded.
      expect(screen.getByRole('searchbox', { name: 'Search the menu' })).toBe(box);
      expect(box.getAttribute('aria-expanded')).toBeNull();
      const result = within(screen.getByRole('region', { name: 'Products' })).getByRole('link', { name: /Margherita Pizza/ });
      await user().click(result);
      expect(location.history?.at(-1)).toBe('/product/margherita-pizza');
      await expectNoAxeViolations(container);
    });

    it('opens nothing on the arrows; Escape clears the field', async () => {
      renderSearch({ path: '/search?q=pizza' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      const box = screen.getByLabelText('Search the menu');
      await user().type(box, '{ArrowDown}');
      expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
      expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
      expect(box).toHaveProperty('value', '');
    });
  });

  describe('results', () => {
    it('marks the words that match the query, by prefix, whatever the accents and case', async () => {
      renderSearch({ path: '/search?q=CRE%20bru' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      const link = within(screen.getByRole('region', { name: 'Products' })).getByRole('link', { name: /Crème Brûlée/ });
      expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Crè', 'Brû']);
    });

    it('says how many results a settled query has once, in a polite live region, and keeps earlier results while updating', async () => {
      const { pending } = renderSearch({ manual: true });
      expect(liveRegion().getAttribute('role')).toBe('status');
      await user().type(field(), 'pizza');
      await settle();
      expect(liveRegion().textContent).toBe('');
      await act(async () => pending.shift()?.());
      expect(liveRegion().textContent).toBe('4 results for “pizza”');

      await user().type(field(), ' garden');
      await settle();
      // The pizza results stay on show, marked busy, and the live region says nothing new yet.
      const results = screen.getByRole('heading', { level: 2, name: '4 results for “pizza”' }).closest('.search-results');
      expect(results?.getAttribute('aria-busy')).toBe('true');
      expect(listbox().getAttribute('aria-busy')).toBe('true');
      expect(liveRegion().textContent).toBe('4 results for “pizza”');
      await act(async () => pending.shift()?.());
      expect(liveRegion().textContent).toBe('1 result for “pizza garden”');
      expect(screen.getByRole('heading', { level: 2, name: '1 result for “pizza garden”' }).closest('.search-results')?.getAttribute('aria-busy')).toBe('false');
    });

    it('shows the next page on "Show more results" and moves focus to the first new result', async () => {
      const { requests } = renderSearch({ path: '/search?q=pizza' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      const products = () => within(screen.getByRole('region', { name: 'Products' })).getAllByRole('link');
      expect(products()).toHaveLength(2);
      await user().click(screen.getByRole('button', { name: 'Show more results' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(requests.map((request) => request.page)).toEqual([1, 2]);
      expect(products().map((link) => link.textContent)).toEqual(['Margherita Pizza$12', 'Garden Veggie Pizza$13', 'Four Cheese Pizza$14']);
      expect(document.activeElement).toBe(products()[2]);
      // The last page is on show: no more to ask for.
      expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    });

    it('shows suggestions and the store’s categories when nothing matches', async () => {
      const { container } = renderSearch({ path: '/search?q=xyz' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('heading', { level: 2, name: 'No results for “xyz”' })).toBeTruthy();
      expect(liveRegion().textContent).toBe('No results for “xyz”');
      expect(screen.getByText('Check the spelling.')).toBeTruthy();
      expect(screen.getByText('Try fewer or more general words.')).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Browse the categories:' }).querySelectorAll('a')).toHaveLength(3);
      await expectNoAxeViolations(container);
    });

    it('has no accessibility violations with results on show', async () => {
      const { container } = renderSearch({ path: '/search?q=pizza' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      await expectNoAxeViolations(container);
    });
  });
});
