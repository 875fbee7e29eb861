// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import SearchBlock from './SearchBlock';
import { searchBlockBlock, searchBlockDataSchema, searchBlockSettingsSchema } from './search_block.block';
import { searchBlockFixture } from './search_block.fixture';

type Input = { data?: unknown; settings?: unknown };

function renderSearch({ data = searchBlockFixture.data, settings = searchBlockFixture.settings }: Input = {}) {
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Router hook={location.hook}>
      <main>
        <SearchBlock id="2" index={1} mode="live" data={searchBlockDataSchema.parse(data)} settings={searchBlockSettingsSchema.parse(settings)} />
      </main>
    </Router>,
  );
  return { ...view, location };
}

const field = () => screen.getByRole('searchbox', { name: 'Search the menu' });

describe('the search_block block', () => {
  describe('its schemas', () => {
    it('accept the fixture, which is also the default', async () => {
      expect(searchBlockBlock.parse(searchBlockFixture.data, searchBlockFixture.settings).success).toBe(true);
      await expect(searchBlockBlock.loadDefaults()).resolves.toBe(searchBlockFixture);
    });

    it('make a working search form out of empty data', () => {
      expect(searchBlockBlock.parse({}, null)).toMatchObject({
        success: true,
        data: { heading: '', label: 'Search the menu', button_label: 'Search' },
        settings: { show_label: false },
      });
    });

    it.each([
      ['an empty label, which would leave the field nameless', { label: '' }, {}],
      ['an empty button label', { button_label: '' }, {}],
      ['a background that is not a colour', {}, { background_color: 'red;position:fixed' }],
    ])('refuse %s', (_, data, settings) => {
      expect(searchBlockBlock.parse(data, settings).success).toBe(false);
    });
  });

  describe('its view', () => {
    it('marks its root with its code and item id', () => {
      const { container } = renderSearch();
      expect(container.querySelector('[data-block="search_block"][data-block-id="2"]')).not.toBeNull();
    });

    it('is a search landmark with a labelled field and a submit button', () => {
      renderSearch();
      expect(screen.getByRole('search', { name: 'Search the menu' })).toBeTruthy();
      expect(field().getAttribute('placeholder')).toBe('Pizza, salads, desserts...');
      expect(field().getAttribute('name')).toBe('q');
      expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
      expect(screen.getByRole('heading', { level: 2, name: 'What are you craving today?' })).toBeTruthy();
    });

    it('opens the search screen with the query when Enter is pressed', async () => {
      const user = userEvent.setup();
      const { location } = renderSearch();
      await user.type(field(), 'margherita pizza{Enter}');
      expect(location.history.at(-1)).toBe('/search?q=margherita%20pizza');
    });

    it('opens the search screen from the button, trimming and encoding the query', async () => {
      const user = userEvent.setup();
      const { location } = renderSearch();
      await user.type(field(), '  fish & chips #1 ');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(location.history.at(-1)).toBe('/search?q=fish%20%26%20chips%20%231');
    });

    it.each([
      ['empty', ''],
      ['only spaces', '   '],
    ])('stays put when the query is %s', async (_, typed) => {
      const user = userEvent.setup();
      const { location } = renderSearch();
      if (typed !== '') await user.type(field(), typed);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(location.history).toEqual(['/']);
    });

    it('can be reached and used with the keyboard alone', async () => {
      const user = userEvent.setup();
      const { location } = renderSearch();
      await user.tab();
      expect(document.activeElement).toBe(field());
      await user.keyboard('salad');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
      await user.keyboard('{Enter}');
      expect(location.history.at(-1)).toBe('/search?q=salad');
    });

    it('shows its label when asked, and keeps it for screen readers otherwise', () => {
      const { unmount } = renderSearch();
      expect(screen.getByText('Search the menu', { selector: 'label' }).className).toBe('visually-hidden');
      unmount();
      renderSearch({ settings: { show_label: true } });
      expect(screen.getByText('Search the menu', { selector: 'label' }).className).toBe('search-block__label');
    });

    it('paints the merchant colours', () => {
      const { container } = renderSearch({ settings: { background_color: '#102030', text_color: '#ffffff' } });
      const root = container.querySelector<HTMLElement>('[data-block="search_block"]');
      expect(root?.style.backgroundColor).toBe('rgb(16, 32, 48)');
      expect(root?.style.color).toBe('rgb(255, 255, 255)');
    });

    it('has no accessibility violations axe can see without layout', async () => {
      const { container } = renderSearch();
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
