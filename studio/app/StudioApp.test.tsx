// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteData } from '@/api/schemas/site.schema';
import { staticBannerFixture } from '../../blocks/static_banner/static_banner.fixture';
import type { PreviewPaneProps } from '../contracts';
import { corruptDraftStorageKey, draftStorageKey } from '../model/draft-storage.lib';
import { testItem, testSiteData } from '../model/test-fixtures';
import { StudioApp } from './StudioApp';

// The preview's frames are the preview's own tests; here it records what the editor hands it.
const preview = vi.hoisted(() => ({ last: null as PreviewPaneProps | null }));
vi.mock('../preview/PreviewPane', () => ({
  PreviewPane: (props: PreviewPaneProps) => {
    preview.last = props;
    return <p>Preview</p>;
  },
}));

const banner = (id: number, position: number, heading = 'Free delivery') =>
  testItem(id, position, { code: 'static_banner', data: { ...staticBannerFixture.data, heading }, settings: staticBannerFixture.settings });

function seeded(): SiteData {
  return testSiteData([banner(1, 10, 'First'), banner(2, 20, 'Second'), banner(3, 30, 'x'.repeat(121))]);
}

async function renderStudio() {
  const user = userEvent.setup();
  render(<StudioApp loadSeeded={async () => seeded()} />);
  await screen.findByRole('tab', { name: 'Layout' });
  return user;
}

function itemButtons() {
  return within(screen.getByRole('list', { name: 'Layout items' })).getAllByRole('button').filter((button) => button.classList.contains('st-item-button'));
}
const previewIds = () => preview.last?.siteData.layout.map((item) => [item.id, item.position]);
const report = () => screen.getByRole('region', { name: 'Validation report' });

beforeEach(() => {
  preview.last = null;
});

// Rendering a block's generated forms in jsdom takes a second or two; the default 5 s is too tight on a busy machine.
describe('StudioApp', { timeout: 20_000 }, () => {
  it('shows the seeded layout in position order, labels the page and has no axe violations', async () => {
    await renderStudio();
    expect(document.title).toBe('Storefront studio');
    expect(itemButtons().map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^10Static bannerstatic_banner · id 1$/),
      expect.stringMatching(/^20Static bannerstatic_banner · id 2$/),
      expect.stringMatching(/^30Static bannerstatic_banner · id 31 problem$/),
    ]);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  describe('the layout list', () => {
    it('adds a block from its fixture after the selected item, with a new id', async () => {
      const user = await renderStudio();
      await user.click(itemButtons()[0]!);
      await user.selectOptions(screen.getByLabelText('Block or plugin to add'), 'block:static_banner');
      await user.click(screen.getByRole('button', { name: 'Add block' }));
      await waitFor(() => expect(previewIds()).toEqual([[1, 10], [4, 20], [2, 30], [3, 40]]));
      expect(preview.last?.siteData.layout[1]?.data).toEqual(staticBannerFixture.data);
      expect(preview.last?.highlightItemId).toBe('4');
    });

    it('adds a plugin item at the end when nothing is selected', async () => {
      const user = await renderStudio();
      await user.selectOptions(screen.getByLabelText('Block or plugin to add'), 'plugin:cookie_consent');
      await user.click(screen.getByRole('button', { name: 'Add block' }));
      await waitFor(() => expect(preview.last?.siteData.layout[3]).toMatchObject({ id: 4, type: 'plugin', uniqueId: 'cookie_consent', position: 40 }));
    });

    it('removes the selected item, and Undo puts it back', async () => {
      const user = await renderStudio();
      await user.click(itemButtons()[1]!);
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      expect(previewIds()).toEqual([[1, 10], [3, 20]]);
      expect(screen.getByText(/Removed Static banner \(item 2\)/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(previewIds()).toEqual([[1, 10], [2, 20], [3, 30]]);
    });

    it('moves the selected item with the keyboard, keeping focus on the button', async () => {
      const user = await renderStudio();
      await user.click(itemButtons()[0]!);
      const moveDown = screen.getByRole('button', { name: 'Move down' });
      moveDown.focus();
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      expect(previewIds()).toEqual([[2, 10], [3, 20], [1, 30]]);
      expect(document.activeElement).toBe(moveDown);
      expect(moveDown.getAttribute('aria-disabled')).toBe('true');
      await user.keyboard('{Enter}');
      expect(previewIds()).toEqual([[2, 10], [3, 20], [1, 30]]);
      await user.click(screen.getByRole('button', { name: 'Move up' }));
      expect(previewIds()).toEqual([[2, 10], [1, 20], [3, 30]]);
    });

    it('duplicates the selected item right after it with a new id', async () => {
      const user = await renderStudio();
      await user.click(itemButtons()[0]!);
      await user.click(screen.getByRole('button', { name: 'Duplicate' }));
      expect(previewIds()).toEqual([[1, 10], [4, 20], [2, 30], [3, 40]]);
      expect(preview.last?.siteData.layout[1]?.data).toEqual(preview.last?.siteData.layout[0]?.data);
    });

    it('shows what each block costs, once the preview has measured it', async () => {
      await renderStudio();
      act(() =>
        preview.last?.onCosts?.({
          '1': { itemId: '1', code: 'static_banner', jsBytes: 8806, jsFiles: ['/assets/StaticBanner.js'], requests: [{ url: '/a.svg', kind: 'image', bytes: 900 }, { url: '/b.svg', kind: 'image', bytes: 900 }], measuredOn: 'production' },
        }),
      );
      expect(screen.getByText('8.6 KB JS · 2 requests')).toBeTruthy();
    });
  });

  describe('the item editor', () => {
    it('edits a field and the draft (and the JSON beside it) follows', async () => {
      const user = await renderStudio();
      await user.click(itemButtons()[0]!);
      const heading = document.getElementById('st-item-1-data-heading') as HTMLInputElement;
      expect(heading.value).toBe('First');
      await user.clear(heading);
      await user.type(heading, 'Hello');
      expect(preview.last?.siteData.layout[0]?.data).toMatchObject({ heading: 'Hello' });
      expect((screen.getByLabelText('Item JSON') as HTMLTextAreaElement).value).toContain('"heading": "Hello"');
      await waitFor(() => expect(window.localStorage.getItem(draftStorageKey)).toContain('"heading":"Hello"'));
    });
  });

  describe('the validation report', () => {
    it('lists the invalid item and takes the merchant to the field', async () => {
      const user = await renderStudio();
      const entry = within(report()).getByRole('button', { name: /Position 30 · static_banner · item 3/ });
      expect(entry).toBeTruthy();
      await user.click(within(report()).getByRole('button', { name: /^data\.heading:/ }));
      expect(document.activeElement?.id).toBe('st-item-3-data-heading');
      expect(preview.last?.highlightItemId).toBe('3');
      await user.clear(document.activeElement as HTMLInputElement);
      await user.type(document.activeElement as HTMLInputElement, 'Short');
      expect(report().textContent).toMatch(/Everything is valid: 3 items/);
    });

    it('points at an unknown code in the JSON editor', async () => {
      const user = await renderStudio();
      await user.click(screen.getByRole('button', { name: 'Import JSON' }));
      const layout = [...seeded().layout.slice(0, 2), testItem(9, 30, { code: 'mega_menu' })];
      await user.click(screen.getByLabelText('Paste get-data JSON'));
      await user.paste(JSON.stringify({ ...seeded(), layout }));
      await user.click(screen.getByRole('button', { name: 'Import pasted JSON' }));
      await user.click(within(report()).getByRole('button', { name: /^code: No block "mega_menu"/ }));
      expect(document.activeElement).toBe(screen.getByLabelText('Item JSON'));
    });

    it('lists what the preview frames\' storefronts left out of their backend\'s answers, beside the invalid item', async () => {
      const user = await renderStudio();
      const row = { call: 'GET /api/products', path: 'data.2', message: 'dropped: price: expected number, got the string "free"' };
      act(() => preview.last?.onDroppedParts?.([row]));
      expect(within(report()).getByRole('status').textContent).toBe('1 invalid item, 1 row left out');
      const list = within(report()).getByRole('list', { name: 'Rows the storefront leaves out' });
      expect(list.textContent).toBe('GET /api/products · data.2: dropped: price: expected number, got the string "free"');
      // Listed only (the row is not in the draft); the invalid item's entry still takes the merchant to it.
      expect(within(list).queryByRole('button')).toBeNull();
      await user.click(within(report()).getByRole('button', { name: /Position 30 · static_banner · item 3/ }));
      expect(preview.last?.highlightItemId).toBe('3');
      act(() => preview.last?.onDroppedParts?.([]));
      expect(within(report()).queryByRole('list', { name: 'Rows the storefront leaves out' })).toBeNull();
    });

    it('lists the links the preview found leading to no page of the store, and takes the merchant to the link', async () => {
      const user = await renderStudio();
      const dead = { itemId: '1', code: 'static_banner', path: 'data.link.slug', href: '/category/most-popular', verdict: 'missing' as const, message: 'The store has no category "most-popular": shoppers following /category/most-popular see "Page not found".' };
      const unchecked = { itemId: '2', code: 'static_banner', path: 'data.link.slug', href: '/category/full-menu', verdict: 'unchecked' as const, message: 'Could not check /category/full-menu: the backend did not answer. It may be fine; look again when the backend is back.' };
      act(() => preview.last?.onStoreLinkProblems?.([dead, unchecked]));
      expect(within(report()).getByRole('status').textContent).toBe('1 invalid item, 1 link leads nowhere, 1 link not checked');
      const list = within(report()).getByRole('list', { name: 'Links to store pages' });
      expect(within(list).getAllByRole('button').map((entry) => entry.textContent)).toEqual([
        `static_banner · item 1 · data.link.slug: ${dead.message}`,
        `static_banner · item 2 · data.link.slug: ${unchecked.message}`,
      ]);
      await user.click(within(list).getAllByRole('button')[0]!);
      // The slug field of item 1's link, in its form.
      expect(document.activeElement?.id).toMatch(/^st-item-1-data-link[-_]+slug$/);
      expect((document.activeElement as HTMLInputElement).value).toBe(staticBannerFixture.data.link.slug);
      expect(preview.last?.highlightItemId).toBe('1');
      act(() => preview.last?.onStoreLinkProblems?.([]));
      expect(within(report()).queryByRole('list', { name: 'Links to store pages' })).toBeNull();
    });

    it('lists a setting a shopper would trip on and focuses it', async () => {
      const user = await renderStudio();
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      const currency = screen.getByLabelText(/Currency code/);
      await user.clear(currency);
      await user.type(currency, 'dollars');
      await user.click(screen.getByRole('tab', { name: 'Layout' }));
      await user.click(within(report()).getByRole('button', { name: /Setting Currency code/ }));
      expect(document.activeElement).toBe(currency);
      expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  describe('import', () => {
    it('refuses invalid JSON with a clear error and changes nothing', async () => {
      const user = await renderStudio();
      const before = preview.last?.siteData;
      await user.click(screen.getByRole('button', { name: 'Import JSON' }));
      await user.click(screen.getByLabelText('Paste get-data JSON'));
      await user.paste('{ "layout": [');
      await user.click(screen.getByRole('button', { name: 'Import pasted JSON' }));
      expect(screen.getByRole('alert').textContent).toMatch(/not valid JSON.*Nothing was changed/);
      expect(preview.last?.siteData).toBe(before);
    });

    it('refuses a file of the wrong shape', async () => {
      const user = await renderStudio();
      const before = preview.last?.siteData;
      await user.click(screen.getByRole('button', { name: 'Import JSON' }));
      await user.upload(screen.getByLabelText('Import JSON file'), new File(['{"layout": {}}'], 'wrong.json', { type: 'application/json' }));
      expect((await screen.findByRole('alert')).textContent).toMatch(/wrong\.json: .*shape of \/api\/get-data/);
      expect(preview.last?.siteData).toBe(before);
    });

    it('imports a get-data file', async () => {
      const user = await renderStudio();
      await user.click(screen.getByRole('button', { name: 'Import JSON' }));
      const siteData = testSiteData([banner(7, 10)]);
      await user.upload(screen.getByLabelText('Import JSON file'), new File([JSON.stringify(siteData)], 'storefront-get-data.json', { type: 'application/json' }));
      await waitFor(() => expect(preview.last?.siteData).toEqual(siteData));
    });

    it('leaves out a row the storefront cannot read, says so, and the report lists it until the next reset', async () => {
      const user = await renderStudio();
      await user.click(screen.getByRole('button', { name: 'Import JSON' }));
      const broken = { code: 'static_banner', type: 'designElement', data: {}, settings: {}, position: 5, uniqueId: null };
      const siteData = testSiteData([banner(7, 10)]);
      const file = new File([JSON.stringify({ ...siteData, layout: [broken, ...siteData.layout] })], 'backend.json', { type: 'application/json' });
      await user.upload(screen.getByLabelText('Import JSON file'), file);
      await waitFor(() => expect(preview.last?.siteData).toEqual(siteData));
      expect(screen.getByText(/Imported backend\.json; 1 row the storefront cannot read was left out: see the validation report\./)).toBeTruthy();
      expect(within(report()).getByRole('status').textContent).toBe('1 row left out');
      const rows = within(within(report()).getByRole('list', { name: 'Rows the storefront leaves out' })).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Import: backend\.json · layout\.0: dropped: id: expected number or string, got nothing/)]);
      const results = await axe.run(report(), { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Reset to seeded store' }));
      await waitFor(() => expect(within(report()).queryByRole('list', { name: 'Rows the storefront leaves out' })).toBeNull());
    });
  });

  describe('store state', () => {
    it('applies a scenario and seed to the preview', async () => {
      const user = await renderStudio();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'store-closed');
      await user.type(screen.getByRole('textbox', { name: 'Scenario seed' }), '42');
      expect(preview.last).toMatchObject({ scenario: 'store-closed', seed: 42 });
    });

    it('switches a plugin on with the seeded configuration', async () => {
      const user = await renderStudio();
      await user.click(screen.getByRole('tab', { name: 'Settings' }));
      await user.click(screen.getByRole('switch', { name: 'Google Analytics 4' }));
      expect(preview.last?.siteData.settings).toMatchObject({ plugin_google_analytics_enabled: 'true', plugin_google_analytics_measurement_id: 'G-SIM12345' });
    });

    it('picks the preview branch', async () => {
      const user = await renderStudio();
      await user.click(screen.getByRole('tab', { name: 'Branch' }));
      await user.click(screen.getByRole('radio', { name: /Airport/ }));
      expect(preview.last?.siteData.branches.selected_branch?.id).toBe(2);
    });
  });

  describe('saved drafts', () => {
    it('reports a corrupt saved draft, keeps it, and shows the seeded store', async () => {
      window.localStorage.setItem(draftStorageKey, 'not json');
      await renderStudio();
      expect(screen.getByRole('alert').textContent).toMatch(/could not be read/);
      expect(window.localStorage.getItem(corruptDraftStorageKey)).toBe('not json');
      expect(itemButtons()).toHaveLength(3);
    });
  });
});
