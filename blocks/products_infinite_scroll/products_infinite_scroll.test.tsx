// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderMode } from '@/layout/define-block';
import { $products, PAGES_LOADED_AUTOMATICALLY } from '@/models/catalog/products.model';
import { catalogScope, renderInStore } from '@/shared/ui/product-card/testing';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import ProductsInfiniteScroll, { SHOW_MORE } from './ProductsInfiniteScroll';
import { productsInfiniteScrollBlock, productsInfiniteScrollDataSchema, productsInfiniteScrollSettingsSchema } from './products_infinite_scroll.block';
import { productsInfiniteScrollFixture } from './products_infinite_scroll.fixture';
import { rowStrides } from './infinite-scroll.lib';
import { FakeIntersectionObserver, nearTheEnd } from '@/shared/ui/infinite-list/testing';

const { server, requests } = setupSimulatedStore();

/** jsdom has no layout: the grid's top edge is wherever the test has scrolled it. */
let gridTop = 0;
function scrollGridTo(top: number) {
  gridTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  gridTop = 0;
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // Scroll notifications land at once instead of on the next frame.
  vi.stubGlobal('requestAnimationFrame', undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('virtual-grid') ? gridTop : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
});

type Props = { data?: object; settings?: object; mode?: RenderMode };

function element({ data = {}, settings = {}, mode = 'live' }: Props) {
  return (
    <ProductsInfiniteScroll
      id="11"
      index={6}
      mode={mode}
      data={productsInfiniteScrollDataSchema.parse({ ...productsInfiniteScrollFixture.data, ...data })}
      settings={productsInfiniteScrollSettingsSchema.parse({ ...productsInfiniteScrollFixture.settings, ...settings })}
    />
  );
}

function renderList(props: Props = {}, scope = catalogScope()) {
  return renderInStore(element(props), scope);
}

const root = () => document.querySelector<HTMLElement>('[data-block="products_infinite_scroll"][data-block-id="11"]');
const productCount = (scope: ReturnType<typeof catalogScope>) => scope.getState($products).items.length;
const productRequests = () => requests.filter((request) => request.url.pathname === '/api/get-products');

describe('the products_infinite_scroll block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(productsInfiniteScrollBlock.parse(productsInfiniteScrollFixture.data, productsInfiniteScrollFixture.settings).success).toBe(true);
      await expect(productsInfiniteScrollBlock.loadDefaults()).resolves.toBe(productsInfiniteScrollFixture);
    });

    it('fill every field from defaults: the whole catalogue, 12 a page', () => {
      expect(productsInfiniteScrollBlock.parse({}, null)).toEqual({
        success: true,
        data: { title: '', subtitle: '', source: { type: 'all' }, per_page: 12, columns_mobile: 2, columns_desktop: 4, end_message: 'You’ve seen everything' },
        settings: {},
      });
    });

    it.each([
      ['a page of 51', { per_page: 51 }, 'data.per_page'],
      ['an unknown source', { source: { type: 'products', ids: [1] } }, 'data.source.type'],
    ])('refuse %s', (_, data, path) => {
      const parsed = productsInfiniteScrollBlock.parse(data, {});
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toContain(path);
    });
  });

  it('shows placeholders, then the first page of the whole catalogue, then appends pages as the shopper nears the end', async () => {
    const { scope } = renderList();
    expect(root()?.querySelectorAll('.product-card--skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(productCount(scope)).toBe(12));
    expect(productRequests()[0]?.url.searchParams.get('collection')).toBe('all');
    expect(productRequests()[0]?.url.searchParams.get('per_page')).toBe('12');
    expect(screen.getByRole('heading', { level: 2, name: 'Everything on the menu' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Everything on the menu' })).toBeTruthy();
    nearTheEnd();
    await waitFor(() => expect(productCount(scope)).toBe(24));
    expect(productRequests().map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(root()?.dataset.state).toBe('ready');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says the shopper has seen everything at the end of a category', async () => {
    const { scope } = renderList({ data: { source: { type: 'category', category: 'pizzas' }, per_page: 4 } });
    await waitFor(() => expect(productCount(scope)).toBe(4));
    nearTheEnd();
    expect(await screen.findByText('You’ve seen everything')).toBeTruthy();
    expect(productCount(scope)).toBe(5);
    expect(root()?.dataset.state).toBe('complete');
    nearTheEnd();
    expect(productRequests()).toHaveLength(2);
  });

  it('keeps what is shown and offers Retry when a page fails, and carries on after it', async () => {
    const { scope } = renderList();
    await waitFor(() => expect(productCount(scope)).toBe(12));
    server.use(http.get('*/api/get-products', () => HttpResponse.json({ message: 'The menu is being updated.' }, { status: 422 }), { once: true }));
    nearTheEnd();
    expect(await screen.findByText('The menu is being updated.')).toBeTruthy();
    expect(productCount(scope)).toBe(12);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(productCount(scope)).toBe(24));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('resets the list when it leaves the page, and when its source changes', async () => {
    const { scope, rerender, unmount } = renderList();
    await waitFor(() => expect(productCount(scope)).toBe(12));
    rerender(element({ data: { source: { type: 'category', category: 'sides' } } }));
    await waitFor(() => expect(scope.getState($products).items.map((product) => product.name)).toContain('French Fries'));
    expect(productCount(scope)).toBe(5);
    unmount();
    expect(scope.getState($products)).toEqual({ isFetching: false, error: null, currentPage: 0, lastPage: 1, items: [] });
  });

  // Twenty pages through the fake store, each answer checked against its call: seconds on a busy machine.
  it('keeps the DOM well under 1,500 elements after scrolling through 1,000 products', async () => {
    const { scope } = renderList({ data: { per_page: 50 } });
    const stride = rowStrides(2, 4).desktop;
    await waitFor(() => expect(productCount(scope)).toBe(50));
    while (productCount(scope) < 1000) {
      const loaded = productCount(scope);
      // The shopper scrolls to the last row, and the end comes near; past the first pages they press Show more.
      scrollGridTo(-(Math.ceil(loaded / 4) * stride) + window.innerHeight);
      if (loaded < PAGES_LOADED_AUTOMATICALLY * 50) nearTheEnd();
      else await userEvent.click(screen.getByRole('button', { name: SHOW_MORE }));
      await waitFor(() => expect(productCount(scope)).toBe(loaded + 50));
    }
    scrollGridTo(-(Math.ceil(productCount(scope) / 4) * stride) + window.innerHeight);
    expect(screen.getByRole('heading', { name: 'Peanut Butter Granola Parfait' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Wood-fired Margherita Pizza' })).toBeNull();
    const elements = document.body.querySelectorAll('*').length;
    expect(elements).toBeLessThan(1500);
    expect(elements).toBeLessThan(600);
  }, 15_000);

  it('hides itself from shoppers for a category that does not exist, and tells a previewing merchant', async () => {
    renderList({ data: { source: { type: 'category', category: 'soups' } } });
    await waitFor(() => expect(root()?.dataset.state).toBe('empty'));
    expect(root()?.hidden).toBe(true);
    renderList({ data: { source: { type: 'category', category: 'soups' } }, mode: 'preview' });
    expect(await screen.findByText('No product matches this block’s source yet.')).toBeTruthy();
  });

  it('stops loading by itself after a few pages and offers Show more, which moves focus to the first product it brought', async () => {
    const { scope } = renderList({ data: { per_page: 4 } });
    await waitFor(() => expect(productCount(scope)).toBe(4));
    for (let page = 2; page <= PAGES_LOADED_AUTOMATICALLY; page += 1) {
      expect(screen.queryByRole('button', { name: SHOW_MORE })).toBeNull();
      nearTheEnd();
      await waitFor(() => expect(productCount(scope)).toBe(page * 4));
    }
    nearTheEnd();
    const more = await screen.findByRole('button', { name: SHOW_MORE });
    expect(productRequests()).toHaveLength(PAGES_LOADED_AUTOMATICALLY);
    await userEvent.click(more);
    await waitFor(() => expect(productCount(scope)).toBe((PAGES_LOADED_AUTOMATICALLY + 1) * 4));
    const firstBrought = scope.getState($products).items[PAGES_LOADED_AUTOMATICALLY * 4];
    await waitFor(() => expect(document.activeElement?.textContent).toBe(firstBrought?.name));
    expect(document.activeElement?.tagName).toBe('A');
    expect(screen.getByRole('button', { name: SHOW_MORE })).toBeTruthy();
  });

  it('offers a Show more button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { scope } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(productCount(scope)).toBe(24));
  });
});
