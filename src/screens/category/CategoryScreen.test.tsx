// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import type { ProductsPage } from '@/api/schemas/product.schema';
import type { CategoryListParams } from '@/models/category-page/category-page.lib';
import { fetchCategoryFx, fetchCategoryProductsFx } from '@/models/category-page/category-page.model';
import { requestHandler, testPage, testProduct } from '@/models/catalog/test-products';
import { $guestId } from '@/models/session/session.model';
import { $screenHead } from '@/models/site/screen-head.model';
import { $siteSettings } from '@/models/site/site.model';
import { FakeIntersectionObserver, nearTheEnd } from '@/shared/ui/infinite-list/testing';
import { TEST_GUEST_ID, testStoreSettings } from '@/shared/ui/product-card/testing';
import * as categoryScreen from './CategoryScreen';
import { TestScreen } from '@/app/shell/test-screen';

type PageCall = { params: CategoryListParams; page: number };

const pizzas: CategoryDetail = {
  id: 5,
  name: 'Pizzas',
  slug: 'pizzas',
  image: '/sim-images/category-pizzas.svg?w=400&h=400',
  image_alt: 'Pizzas',
  parent_id: 2,
  position: 1,
  description: '<p>Stone-baked <strong>every day</strong>.</p><script>window.hacked = true</script><p>Order by 10pm.</p>',
  children: [
    { id: 51, name: 'Vegetarian pizzas', slug: 'vegetarian-pizzas', image: null, image_alt: 'Vegetarian pizzas', parent_id: 5, position: 0 },
    { id: 52, name: 'Calzones', slug: 'calzones', image: null, image_alt: 'Calzones', parent_id: 5, position: 1 },
  ],
  path: [{ id: 2, name: 'Mains', slug: 'mains' }],
};

/** Pages of two products, `lastPage` of them; ids tell the page. */
const productServer = (lastPage = 3) =>
  vi.fn(({ page }: PageCall): Promise<ProductsPage> =>
    Promise.resolve(testPage([testProduct(page * 10 + 1, { name: `Pizza ${page}a` }), testProduct(page * 10 + 2, { name: `Pizza ${page}b` })], page, lastPage)),
  );
const categoryServer = (category: CategoryDetail = pizzas) => vi.fn((_: { params: CategoryListParams }) => Promise.resolve({ data: category }));

function storeScope(products = productServer(), category = categoryServer()): Scope {
  return fork({
    values: [
      [$guestId, TEST_GUEST_ID],
      [$siteSettings, testStoreSettings],
    ],
    handlers: [requestHandler(fetchCategoryFx, category), requestHandler(fetchCategoryProductsFx, products)],
  });
}

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // Scroll notifications land at once instead of on the next frame.
  vi.stubGlobal('requestAnimationFrame', undefined);
  // jsdom has no layout: the grid sits at the top of the viewport.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect);
});

/** The screen at `path`, in the scope and an in-memory router; `scroller` puts it in a scrolling box (the desktop overlay). */
function renderScreen(path: string, scope = storeScope(), { scroller = false, strict = false } = {}) {
  const location = memoryLocation({ path, record: true });
  const wrap = (content: ReactNode) => {
    const routed = (
      <Provider value={scope}>
        <Router hook={location.hook}>{scroller ? <div data-testid="overlay" style={{ overflowY: 'auto' }}>{content}</div> : content}</Router>
      </Provider>
    );
    return strict ? <StrictMode>{routed}</StrictMode> : routed;
  };
  const view = render(wrap(<TestScreen name="category/CategoryScreen" module={categoryScreen} />));
  return { ...view, scope, location, remount: () => view.rerender(wrap(<TestScreen key="again" name="category/CategoryScreen" module={categoryScreen} />)), unmountScreen: () => view.rerender(wrap(null)) };
}

const productNames = () => within(screen.getByRole('list', { name: 'Pizzas products' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the category screen', () => {
  it('shows the name, description, child categories, breadcrumbs and the first products', async () => {
    const products = productServer();
    const { scope } = renderScreen('/category/pizzas', storeScope(products));
    expect(screen.getByRole('heading', { level: 1, name: 'Loading category…' })).toBeTruthy();
    // The first products are asked for while the category is still on its way, not after it.
    expect(products).toHaveBeenCalledWith({ params: { slug: 'pizzas', sort: 'recommended', inStock: false }, page: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzas' })).toBeTruthy();
    await waitFor(() => expect(productNames()).toEqual(['Pizza 1a', 'Pizza 1b']));
    expect(products).toHaveBeenCalledTimes(1);

    // Merchant HTML goes through the sanitiser: its text shows, its script does not.
    expect(await screen.findByText('every day')).toBeTruthy();
    expect(document.querySelector('.category-screen__description script')).toBeNull();

    const chips = screen.getByRole('navigation', { name: 'Inside Pizzas' });
    expect(within(chips).getByRole('link', { name: 'Calzones' }).getAttribute('href')).toBe('/category/calzones');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Mains', '/category/mains'],
    ]);
    expect(within(trail).getByText('Pizzas').getAttribute('aria-current')).toBe('page');

    expect(scope.getState($screenHead)).toEqual({
      path: '/category/pizzas',
      title: 'Pizzas',
      description: 'Stone-baked every day. Order by 10pm.',
      image: '/sim-images/category-pizzas.svg?w=400&h=400',
      notFound: false,
    });
    const jsonLd = JSON.parse(document.head.querySelector('script[data-json-ld="breadcrumbs"]')?.textContent ?? '{}') as { '@type'?: string; itemListElement?: { name: string }[] };
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement?.map((item) => item.name)).toEqual(['Home', 'Mains', 'Pizzas']);

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('loads the next page as the shopper nears the end', async () => {
    const products = productServer();
    renderScreen('/category/pizzas', storeScope(products));
    await waitFor(() => expect(productNames()).toHaveLength(2));
    nearTheEnd();
    await waitFor(() => expect(productNames()).toEqual(['Pizza 1a', 'Pizza 1b', 'Pizza 2a', 'Pizza 2b']));
    expect(products).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('puts a new order and the in-stock filter in the address, and lists from page 1 again', async () => {
    const user = userEvent.setup();
    const products = productServer();
    const { location } = renderScreen('/category/pizzas', storeScope(products));
    await waitFor(() => expect(productNames()).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(location.history?.at(-1)).toBe('/category/pizzas?sort=price_asc');
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ params: { slug: 'pizzas', sort: 'price_asc', inStock: false }, page: 1 }));

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(location.history?.at(-1)).toBe('/category/pizzas?sort=price_asc&in_stock=1');
    await waitFor(() => expect(products).toHaveBeenLastCalledWith({ params: { slug: 'pizzas', sort: 'price_asc', inStock: true }, page: 1 }));
    // The entry is replaced: Back leaves the category in one press.
    expect(location.history).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Recommended');
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(location.history?.at(-1)).toBe('/category/pizzas');
  });

  it('reads the order and filter from the address', async () => {
    const products = productServer();
    renderScreen('/category/pizzas?sort=price_desc&in_stock=1', storeScope(products));
    await screen.findByRole('heading', { level: 1, name: 'Pizzas' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_desc');
    expect((screen.getByRole('checkbox', { name: 'In stock only' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(products).toHaveBeenCalledWith({ params: { slug: 'pizzas', sort: 'price_desc', inStock: true }, page: 1 }));
  });

  it('reads an unknown order as the default', async () => {
    renderScreen('/category/pizzas?sort=cheapest');
    await screen.findByRole('heading', { level: 1, name: 'Pizzas' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('recommended');
  });

  describe('with no products', () => {
    const empty = () => vi.fn((_: PageCall) => Promise.resolve(testPage([], 1, 1)));

    it('says so and offers every category', async () => {
      renderScreen('/category/pizzas', storeScope(empty()));
      expect(await screen.findByText('No products here yet.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('list', { name: 'Pizzas products' })).toBeNull();
    });

    it('with the in-stock filter on, says nothing is in stock and offers to show all', async () => {
      const user = userEvent.setup();
      const products = empty();
      const { location } = renderScreen('/category/pizzas?in_stock=1', storeScope(products));
      expect(await screen.findByText('No products here are in stock right now.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Show all products' }));
      expect(location.history?.at(-1)).toBe('/category/pizzas');
      await waitFor(() => expect(products).toHaveBeenLastCalledWith(expect.objectContaining({ params: { slug: 'pizzas', sort: 'recommended', inStock: false } })));
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });

  it('offers Retry when the category fails, and shows it once retried', async () => {
    const user = userEvent.setup();
    const category = categoryServer();
    category.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    renderScreen('/category/pizzas', storeScope(productServer(), category));
    expect(await screen.findByText('We couldn’t load this category.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzas' })).toBeTruthy();
    await waitFor(() => expect(productNames()).toHaveLength(2));
  });

  it('keeps the products shown when a later page fails, and offers Retry', async () => {
    const user = userEvent.setup();
    const products = productServer();
    renderScreen('/category/pizzas', storeScope(products));
    await waitFor(() => expect(productNames()).toHaveLength(2));
    products.mockImplementationOnce(() => Promise.reject(new ApiError('server', 'Server error', 500)));
    nearTheEnd();
    expect(await screen.findByText('We couldn’t load more products.')).toBeTruthy();
    expect(productNames()).toEqual(['Pizza 1a', 'Pizza 1b']);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(productNames()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the not-found screen for an unknown slug', async () => {
    const category = vi.fn((_: { params: CategoryListParams }) => Promise.reject(new ApiError('rejected', 'No query results.', 404)));
    // Its products were asked for together with it, and are not found either.
    const products = vi.fn((_: PageCall) => Promise.reject(new ApiError('rejected', 'Category not found.', 404)));
    renderScreen('/category/no-such-thing', storeScope(products, category));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(products).toHaveBeenCalledWith({ params: { slug: 'no-such-thing', sort: 'recommended', inStock: false }, page: 1 });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  describe('coming back to it (Back from a product)', () => {
    it('in the desktop overlay: shows the same products at once, without asking again', async () => {
      const products = productServer();
      const category = categoryServer();
      const { remount, unmountScreen } = renderScreen('/category/pizzas?sort=name', storeScope(products, category), { scroller: true, strict: true });
      await waitFor(() => expect(productNames()).toHaveLength(2));
      nearTheEnd();
      await waitFor(() => expect(productNames()).toHaveLength(4));
      // The near-end observer watches the overlay's scrolling box, not the viewport.
      expect([...FakeIntersectionObserver.live].map((observer) => observer.root)).toEqual([screen.getByTestId('overlay')]);
      const calls = products.mock.calls.length;

      unmountScreen();
      remount();
      // In the document at once, so the shell can scroll back where the shopper was before the page is painted.
      expect(productNames()).toEqual(['Pizza 1a', 'Pizza 1b', 'Pizza 2a', 'Pizza 2b']);
      expect(products.mock.calls.length).toBe(calls);
      expect(category).toHaveBeenCalledTimes(2); // StrictMode's double mount on the first visit only
    });

  });
});
