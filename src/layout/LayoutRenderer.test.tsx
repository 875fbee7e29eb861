// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayoutRenderer } from './LayoutRenderer';
import { parseLayout } from './parse-layout';
import { resetLayoutReports } from './report';
import * as z from 'zod/mini';
import { defineBlock } from './define-block';
import { testRegistry } from './test-blocks';
import type { LayoutItem } from '@/api/schemas/site.schema';

const titleBlockParts = {
  label: 'Pending',
  dataSchema: z.object({ title: z.string() }),
  settingsSchema: z.object({}),
  loadDefaults: async () => ({ data: { title: 'x' }, settings: {} }),
  reservedHeight: { mobile: '40px', desktop: '60px' },
};

const layout: LayoutItem[] = [
  { id: 1, code: 'test_title', type: 'designElement', data: { title: 'First' }, settings: null, position: 1, uniqueId: null },
  { id: 2, code: 'mega_menu_3000', type: 'designElement', data: {}, settings: null, position: 2, uniqueId: null },
  { id: 3, code: 'test_title', type: 'designElement', data: { title: 42 }, settings: null, position: 3, uniqueId: null },
  { id: 4, code: 'test_throws', type: 'designElement', data: {}, settings: null, position: 4, uniqueId: null },
  { id: 5, code: 'test_unloadable', type: 'designElement', data: {}, settings: null, position: 5, uniqueId: null },
  { id: 6, code: 'test_title', type: 'designElement', data: { title: 'Last' }, settings: null, position: 6, uniqueId: null },
];

describe('the layout renderer', () => {
  beforeEach(() => resetLayoutReports());
  afterEach(() => vi.restoreAllMocks());

  it('shows shoppers every valid block and nothing of the broken ones, reporting each once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const nodes = parseLayout(layout, testRegistry);
    const { rerender } = render(<LayoutRenderer nodes={nodes} mode="live" />);
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Last' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.querySelectorAll('[data-block="test_title"]')).toHaveLength(2);
    rerender(<LayoutRenderer nodes={nodes} mode="live" />);
    await screen.findByRole('heading', { name: 'Last' });
    const layoutReports = errors.mock.calls.filter(([message]) => typeof message === 'string' && message.startsWith('[layout]'));
    const reported = layoutReports.map(([message]) => String(message));
    expect(reported.filter((message) => message.includes('mega_menu_3000'))).toHaveLength(1);
    expect(reported.filter((message) => message.includes('(item 3)'))).toHaveLength(1);
    expect(reported.filter((message) => message.includes('kaboom'))).toHaveLength(1);
    expect(reported.filter((message) => message.includes('test_unloadable'))).toHaveLength(1);
  });

  it('labels each problem for a merchant in preview, with code, item id and every issue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LayoutRenderer nodes={parseLayout(layout, testRegistry)} mode="preview" />);
    await screen.findByRole('heading', { name: 'Last' });
    const unknown = await screen.findByRole('note', { name: 'Unknown block: mega_menu_3000, item 2' });
    expect(unknown.textContent).toContain('No block "mega_menu_3000"');
    const invalid = screen.getByRole('note', { name: 'Invalid block data: test_title, item 3' });
    expect(invalid.textContent).toContain('data.title');
    expect(await screen.findByRole('note', { name: 'Block failed to render: test_throws, item 4' })).toBeTruthy();
    expect(await screen.findByRole('note', { name: 'Block failed to render: test_unloadable, item 5' })).toBeTruthy();
  });

  it('holds the reserved height while a block loads', () => {
    const pending = defineBlock({ ...titleBlockParts, code: 'test_pending', load: () => new Promise<never>(() => undefined) });
    const item: LayoutItem = { id: 1, code: 'test_pending', type: 'designElement', data: { title: 'x' }, settings: null, position: 1, uniqueId: null };
    render(<LayoutRenderer nodes={parseLayout([item], { blocks: [pending], plugins: [] })} mode="live" />);
    const reserved = document.querySelector<HTMLElement>('[data-reserved-for="test_pending"]');
    expect(reserved?.getAttribute('style')).toBe('--reserved-mobile: 40px; --reserved-desktop: 60px;');
  });

  it('passes validated data and settings to the view', async () => {
    render(<LayoutRenderer nodes={parseLayout(layout.slice(0, 1), testRegistry)} mode="preview" />);
    await screen.findByRole('heading', { name: 'First' });
    const root = document.querySelector('[data-block="test_title"]');
    expect(root?.getAttribute('data-block-id')).toBe('1');
    expect(root?.getAttribute('data-tone')).toBe('light');
    expect(root?.getAttribute('data-mode')).toBe('preview');
    expect(screen.getByText('3 items')).toBeTruthy();
  });
});
