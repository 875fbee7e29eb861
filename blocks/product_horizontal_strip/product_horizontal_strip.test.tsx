// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RenderMode } from '@/layout/define-block';
import { PRODUCTS_ERROR } from '@/shared/ui/product-card/ProductList';
import { renderInStore } from '@/shared/ui/product-card/testing';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import ProductHorizontalStrip from './ProductHorizontalStrip';
import { productHorizontalStripBlock, productHorizontalStripDataSchema, productHorizontalStripSettingsSchema } from './product_horizontal_strip.block';
import { productHorizontalStripFixture } from './product_horizontal_strip.fixture';

const { server } = setupSimulatedStore();

function renderStrip({ data = {}, settings = {}, mode = 'live' }: { data?: object; settings?: object; mode?: RenderMode } = {}) {
  return renderInStore(
    <ProductHorizontalStrip
      id="6"
      index={4}
      mode={mode}
      data={productHorizontalStripDataSchema.parse({ ...productHorizontalStripFixture.data, ...data })}
      settings={productHorizontalStripSettingsSchema.parse({ ...productHorizontalStripFixture.settings, ...settings })}
    />,
  );
}

const root = () => document.querySelector<HTMLElement>('[data-block="product_horizontal_strip"][data-block-id="6"]');
const ready = () => waitFor(() => expect(root()?.dataset.state).toBe('ready'));
const cardNames = () => Array.from(root()?.querySelectorAll('.product-card__name') ?? []).map((name) => name.textContent);

describe('the product_horizontal_strip block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(productHorizontalStripBlock.parse(productHorizontalStripFixture.data, productHorizontalStripFixture.settings).success).toBe(true);
      await expect(productHorizontalStripBlock.loadDefaults()).resolves.toBe(productHorizontalStripFixture);
    });

    it('fill every field from defaults: the 10 most popular products with arrows', () => {
      expect(productHorizontalStripBlock.parse({}, null)).toEqual({
        success: true,
        data: { title: '', subtitle: '', source: { type: 'sort', sort: 'popular' }, count: 10, view_all_label: 'View all', view_all_link: { type: 'none' } },
        settings: { show_arrows: true },
      });
    });

    it('refuse a count above 24', () => {
      const parsed = productHorizontalStripBlock.parse({ count: 25 }, {});
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toEqual(['data.count']);
    });
  });

  it('holds the space of its cards while loading, then shows them in a labelled strip', async () => {
    renderStrip();
    expect(root()?.querySelectorAll('.product-card--skeleton')).toHaveLength(10);
    await ready();
    expect(cardNames()).toHaveLength(5);
    const strip = screen.getByRole('region', { name: 'Sweet treats: products' });
    expect(within(strip).getAllByRole('group')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'All desserts: Sweet treats' }).getAttribute('href')).toBe('/category/desserts');
    expect(root()?.style.background).not.toBe('');
    expect(root()?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('offers previous and next buttons, or none when the merchant turns them off', async () => {
    renderStrip();
    await ready();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    renderStrip({ settings: { show_arrows: false } });
    await waitFor(() => expect(document.querySelectorAll('[data-block="product_horizontal_strip"][data-state="ready"]')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Next slide' })).toHaveLength(1);
  });

  it('says so inline with a Retry when the products cannot load, and recovers', async () => {
    server.use(http.get('*/api/get-products', () => HttpResponse.json({ message: 'Down for maintenance.' }, { status: 422 }), { once: true }));
    renderStrip({ data: { source: { type: 'sort', sort: 'newest' }, count: 3 } });
    expect(await screen.findByText(PRODUCTS_ERROR)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
    expect(cardNames()).toEqual(['Granola Parfait', 'Breakfast Burrito', 'Eggs Benedict']);
  });

  it('hides itself from shoppers when its source matches nothing', async () => {
    renderStrip({ data: { source: { type: 'products', ids: [9999] } } });
    await waitFor(() => expect(root()?.dataset.state).toBe('empty'));
    expect(root()?.hidden).toBe(true);
  });
});
