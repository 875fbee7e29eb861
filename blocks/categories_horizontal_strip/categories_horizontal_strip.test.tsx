// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { RenderMode } from '@/layout/define-block';
import { matchMobile, renderInStore } from '@/shared/ui/product-card/testing';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import CategoriesHorizontalStrip from './CategoriesHorizontalStrip';
import {
  categoriesHorizontalStripBlock,
  categoriesHorizontalStripDataSchema,
  categoriesHorizontalStripSettingsSchema,
} from './categories_horizontal_strip.block';
import { categoriesHorizontalStripFixture } from './categories_horizontal_strip.fixture';

setupSimulatedStore();

function renderStrip({ data = {}, settings = {}, mode = 'live', phone = true }: { data?: object; settings?: object; mode?: RenderMode; phone?: boolean } = {}) {
  if (phone) {
    const phoneMedia = matchMobile(window.matchMedia);
    vi.spyOn(window, 'matchMedia').mockImplementation(phoneMedia);
  }
  return renderInStore(
    <CategoriesHorizontalStrip
      id="4"
      index={1}
      mode={mode}
      data={categoriesHorizontalStripDataSchema.parse({ ...categoriesHorizontalStripFixture.data, ...data })}
      settings={categoriesHorizontalStripSettingsSchema.parse({ ...categoriesHorizontalStripFixture.settings, ...settings })}
    />,
  );
}

const root = () => document.querySelector<HTMLElement>('[data-block="categories_horizontal_strip"][data-block-id="4"]');
const ready = () => waitFor(() => expect(root()?.dataset.state).toBe('ready'));
const names = () => Array.from(root()?.querySelectorAll('li') ?? []).map((item) => item.textContent);

describe('the categories_horizontal_strip block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(categoriesHorizontalStripBlock.parse(categoriesHorizontalStripFixture.data, categoriesHorizontalStripFixture.settings).success).toBe(true);
      await expect(categoriesHorizontalStripBlock.loadDefaults()).resolves.toBe(categoriesHorizontalStripFixture);
    });

    it('take the grid’s fields, with 12 categories and tiles by default', () => {
      expect(categoriesHorizontalStripBlock.parse({}, null)).toMatchObject({
        success: true,
        data: { source: { type: 'all' }, max_count: 12, columns_desktop: 4 },
        settings: { mobile_style: 'tiles', image_shape: 'rounded', show_names: true },
      });
      expect(categoriesHorizontalStripBlock.parse({}, { mobile_style: 'carousel' }).success).toBe(false);
    });
  });

  describe('on a phone', () => {
    it('shows the merchant’s picks as a sideways row of chips linking to each category', async () => {
      renderStrip();
      expect(root()?.querySelectorAll('.category-chip--skeleton')).toHaveLength(6);
      await ready();
      expect(root()?.querySelector('.category-strip')).not.toBeNull();
      expect(root()?.querySelector('.category-grid')).toBeNull();
      expect(names()).toEqual(['Pizzas', 'Burgers', 'Bowls', 'Breakfast', 'Desserts', 'Drinks']);
      expect(screen.getByRole('link', { name: 'Bowls' }).getAttribute('href')).toBe('/category/bowls');
      const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });

    it('shows picture tiles when the merchant prefers them', async () => {
      renderStrip({ data: { source: { type: 'all' }, max_count: 3 }, settings: { mobile_style: 'tiles' } });
      await ready();
      expect(root()?.querySelectorAll('.category-strip .category-tile')).toHaveLength(3);
      expect(within(root() as HTMLElement).getByRole('link', { name: 'Salads' })).toBeTruthy();
    });
  });

  describe('on desktop', () => {
    it('renders exactly as the categories grid, keeping its own code on the root', async () => {
      renderStrip({ phone: false });
      await ready();
      expect(root()?.querySelector('.category-grid')).not.toBeNull();
      expect(root()?.querySelector('.category-strip')).toBeNull();
      expect(root()?.style.getPropertyValue('--columns-desktop')).toBe('6');
      expect(names()).toEqual(['Pizzas', 'Burgers', 'Bowls', 'Breakfast', 'Desserts', 'Drinks']);
    });
  });
});
