// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { allSettled, createEvent } from 'effector';
import { describe, expect, it } from 'vitest';
import type { RenderMode } from '@/layout/define-block';
import { $cart } from '@/models/cart/cart.model';
import { $productQueries, type ProductQueryState } from '@/models/catalog/product-queries.model';
import { PRODUCTS_ERROR } from '@/shared/ui/product-card/ProductList';
import { catalogScope, renderInStore } from '@/shared/ui/product-card/testing';
import { seedFacts } from '../../fake-store/domain/seed-facts';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import ProductsDisplay from './ProductsDisplay';
import { productsDisplayBlock, productsDisplayDataSchema, productsDisplaySettingsSchema } from './products_display.block';
import { productsDisplayFixture } from './products_display.fixture';

const { server } = setupSimulatedStore();

function renderDisplay({ data = {}, settings = {}, mode = 'live', scope = catalogScope() }: { data?: object; settings?: object; mode?: RenderMode; scope?: ReturnType<typeof catalogScope> } = {}) {
  return renderInStore(
    <ProductsDisplay
      id="5"
      index={0}
      mode={mode}
      data={productsDisplayDataSchema.parse({ ...productsDisplayFixture.data, ...data })}
      settings={productsDisplaySettingsSchema.parse({ ...productsDisplayFixture.settings, ...settings })}
    />,
    scope,
  );
}

const root = () => document.querySelector<HTMLElement>('[data-block="products_display"][data-block-id="5"]');
const ready = () => waitFor(() => expect(root()?.dataset.state).toBe('ready'));
const cardNames = () => Array.from(root()?.querySelectorAll('.product-card__name') ?? []).map((name) => name.textContent);

describe('the products_display block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(productsDisplayBlock.parse(productsDisplayFixture.data, productsDisplayFixture.settings).success).toBe(true);
      await expect(productsDisplayBlock.loadDefaults()).resolves.toBe(productsDisplayFixture);
    });

    it('fill every field from defaults: the 8 most popular products in 4 columns', () => {
      expect(productsDisplayBlock.parse({}, null)).toEqual({
        success: true,
        data: { title: '', subtitle: '', source: { type: 'sort', sort: 'popular' }, count: 8, columns_mobile: 2, columns_desktop: 4, view_all_label: 'View all', view_all_link: { type: 'none' } },
        settings: {},
      });
    });

    it.each([
      ['an unknown sort', { source: { type: 'sort', sort: 'cheapest' } }, 'data.source.sort'],
      ['no picked products', { source: { type: 'products', ids: [] } }, 'data.source.ids'],
      ['a category without a name', { source: { type: 'category', category: ' ' } }, 'data.source.category'],
      ['a count of 0', { count: 0 }, 'data.count'],
      ['7 desktop columns', { columns_desktop: 7 }, 'data.columns_desktop'],
    ])('refuse %s', (_, data, path) => {
      const parsed = productsDisplayBlock.parse(data, {});
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toContain(path);
    });
  });

  it('holds the space of its cards while loading, then shows the products of its source', async () => {
    renderDisplay({ data: { source: { type: 'sort', sort: 'newest' }, count: 3 } });
    expect(root()?.querySelectorAll('.product-card--skeleton')).toHaveLength(3);
    await ready();
    expect(cardNames()).toEqual(['Granola Parfait', 'Breakfast Burrito', 'Eggs Benedict']);
    expect(screen.getByRole('heading', { level: 2, name: 'Popular right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the whole menu: Popular right now' }).getAttribute('href')).toBe('/search');
    // The block is first on the page: its first row of images loads at once.
    expect(root()?.querySelector('img')?.getAttribute('loading')).toBe('eager');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('renders products that a store update brings in a later task (a transition React slices), not in the update’s own', async () => {
    const replaced = createEvent<Record<string, ProductQueryState>>();
    $productQueries.on(replaced, (_, next) => next);
    const { scope } = renderDisplay({ data: { count: 3 } });
    await ready();
    const names = cardNames();
    const queries = scope.getState($productQueries);
    const entry = queries['products_display:5'];
    if (!entry) throw new Error('the block asked under another key');
    await allSettled(replaced, { scope, params: { ...queries, 'products_display:5': { ...entry, products: [...entry.products].reverse() } } });
    // A synchronous render (useSyncExternalStore's own) would have been flushed by the end of these microtasks.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(cardNames()).toEqual(names);
    await waitFor(() => expect(cardNames()).toEqual([...names].reverse()));
  });

  it('finds a category by its slug', async () => {
    renderDisplay({ data: { source: { type: 'category', category: 'sides', sort: 'price_asc' }, count: 10 } });
    await ready();
    expect(cardNames().sort()).toEqual(['French Fries', 'Garlic Bread', 'Mozzarella Sticks', 'Onion Rings', 'Sweet Potato Fries']);
  });

  it('shows hand-picked products in the merchant’s order', async () => {
    renderDisplay({ data: { source: { type: 'products', ids: [seedFacts.productWithoutOptionsId, seedFacts.productWithOptionsId, 999] } } });
    await ready();
    expect(cardNames()).toEqual(['French Fries', 'Margherita Pizza']);
  });

  it('adds a product without options to the cart from its card', async () => {
    const { scope } = renderDisplay({ data: { source: { type: 'products', ids: [seedFacts.productWithoutOptionsId] } } });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Add French Fries to cart' }));
    await waitFor(() => expect(scope.getState($cart).cartDetails.total_quantity).toBe(1));
    expect(within(root() as HTMLElement).getByRole('button', { name: 'Add French Fries to cart' })).toBeTruthy();
  });

  it('shows a kept copy at once on the next visit, and keeps it when the refresh fails', async () => {
    const first = renderDisplay({ data: { count: 4 } });
    await ready();
    const names = cardNames();
    first.unmount();
    server.use(http.get('*/api/get-products', () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 422 })));
    const { scope } = renderDisplay({ data: { count: 4 } });
    expect(root()?.dataset.state).toBe('ready');
    expect(cardNames()).toEqual(names);
    await waitFor(() => expect(scope.getState($productQueries)['products_display:5']?.refreshing).toBe(false));
    expect(cardNames()).toEqual(names);
  });

  it('says so inline with a Retry when the products cannot load, and recovers', async () => {
    server.use(http.get('*/api/get-products', () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 422 }), { once: true }));
    renderDisplay();
    expect(await screen.findByText(PRODUCTS_ERROR)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
    expect(cardNames()).toHaveLength(8);
  });

  it('hides itself from shoppers for a category that does not exist, and tells a previewing merchant', async () => {
    renderDisplay({ data: { source: { type: 'category', category: 'soups' } } });
    await waitFor(() => expect(root()?.dataset.state).toBe('empty'));
    expect(root()?.hidden).toBe(true);
  });

  it('tells a previewing merchant when its source matches nothing', async () => {
    renderDisplay({ data: { source: { type: 'category', category: 'soups' } }, mode: 'preview' });
    expect(await screen.findByText('No product matches this block’s source yet.')).toBeTruthy();
  });
});
