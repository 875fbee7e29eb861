// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RenderMode } from '@/layout/define-block';
import { renderInStore } from '@/shared/ui/product-card/testing';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import CategoriesGrid from './CategoriesGrid';
import { CATEGORIES_ERROR } from './CategoryGridSection';
import { categoriesGridBlock, categoriesGridDataSchema, categoriesGridSettingsSchema } from './categories_grid.block';
import { categoriesGridFixture } from './categories_grid.fixture';

const { server } = setupSimulatedStore();

function renderGrid({ data = {}, settings = {}, mode = 'live' }: { data?: object; settings?: object; mode?: RenderMode } = {}) {
  return renderInStore(
    <CategoriesGrid
      id="9"
      index={3}
      mode={mode}
      data={categoriesGridDataSchema.parse({ ...categoriesGridFixture.data, ...data })}
      settings={categoriesGridSettingsSchema.parse({ ...categoriesGridFixture.settings, ...settings })}
    />,
  );
}

const root = () => document.querySelector<HTMLElement>('[data-block="categories_grid"][data-block-id="9"]');
const tileNames = () => within(screen.getByRole('region', { name: 'Browse the menu' })).getAllByRole('listitem').map((tile) => tile.textContent);

async function axeViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

describe('the categories_grid block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(categoriesGridBlock.parse(categoriesGridFixture.data, categoriesGridFixture.settings).success).toBe(true);
      await expect(categoriesGridBlock.loadDefaults()).resolves.toBe(categoriesGridFixture);
    });

    it('fill every field from defaults', () => {
      expect(categoriesGridBlock.parse({}, null)).toEqual({
        success: true,
        data: { title: '', subtitle: '', source: { type: 'all' }, max_count: 8, columns_mobile: 3, columns_desktop: 4, view_all_label: 'View all', view_all_link: { type: 'none' } },
        settings: { image_shape: 'rounded', show_names: true },
      });
    });

    it.each([
      ['no picked slugs', { source: { type: 'picked', slugs: [] } }, 'data.source.slugs'],
      ['too many desktop columns', { columns_desktop: 12 }, 'data.columns_desktop'],
      ['a javascript: view-all link', { view_all_link: { type: 'url', url: 'javascript:alert(1)' } }, 'data.view_all_link.url'],
    ])('refuse %s', (_, data, path) => {
      const parsed = categoriesGridBlock.parse(data, {});
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toContain(path);
    });

    it('refuse a colour that is not one', () => {
      expect(categoriesGridBlock.parse({}, { background_color: 'red; background: url(x)' }).success).toBe(false);
    });
  });

  it('holds the space of its tiles while loading, then shows every category linking to its page', async () => {
    renderGrid({});
    expect(root()?.dataset.state).toBe('loading');
    expect(root()?.querySelectorAll('.category-tile--skeleton')).toHaveLength(8);
    await waitFor(() => expect(root()?.dataset.state).toBe('ready'));
    expect(tileNames()).toEqual(['Pizzas', 'Burgers', 'Salads', 'Bowls', 'Sides', 'Drinks', 'Desserts', 'Breakfast']);
    expect(screen.getByRole('link', { name: 'Pizzas' }).getAttribute('href')).toBe('/category/pizzas');
    const picture = root()?.querySelector('img');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.getAttribute('loading')]).toEqual(['400', '400', 'lazy']);
    expect(screen.getByRole('link', { name: 'Search the menu: Browse the menu' }).getAttribute('href')).toBe('/search');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the merchant’s picks in their order, at most max_count, skipping unknown slugs', async () => {
    renderGrid({ data: { source: { type: 'picked', slugs: ['desserts', 'soups', 'PIZZAS', 'drinks'] }, max_count: 2 } });
    await waitFor(() => expect(root()?.dataset.state).toBe('ready'));
    expect(tileNames()).toEqual(['Desserts', 'Pizzas']);
  });

  it('keeps names for screen readers when the merchant hides them', async () => {
    renderGrid({ settings: { show_names: false, image_shape: 'circle' } });
    await waitFor(() => expect(root()?.dataset.state).toBe('ready'));
    const name = within(screen.getByRole('link', { name: 'Pizzas' })).getByText('Pizzas');
    expect(name.className).toBe('visually-hidden');
    expect(root()?.classList.contains('categories-block--circle')).toBe(true);
  });

  it('says so inline with a Retry when the categories cannot load, and recovers', async () => {
    server.use(http.get('*/api/get-parent-categories', () => HttpResponse.json({ message: 'Maintenance' }, { status: 422 }), { once: true }));
    renderGrid({});
    expect(await screen.findByText(CATEGORIES_ERROR)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(root()?.dataset.state).toBe('ready'));
  });

  it('hides itself from shoppers when nothing matches', async () => {
    renderGrid({ data: { source: { type: 'picked', slugs: ['soups'] } } });
    await waitFor(() => expect(root()?.dataset.state).toBe('empty'));
    expect(root()?.hidden).toBe(true);
    expect(root()?.textContent).not.toContain('No category');
  });

  it('shows a note in merchant preview when nothing matches', async () => {
    renderGrid({ data: { source: { type: 'picked', slugs: ['soups'] } }, mode: 'preview' });
    await waitFor(() => expect(root()?.dataset.state).toBe('empty'));
    expect(root()?.hidden).toBe(false);
    expect(screen.getByText('No category matches this block’s source yet.')).toBeTruthy();
  });
});
