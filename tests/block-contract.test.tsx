// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LayoutRenderer } from '@/layout/LayoutRenderer';
import { parseLayout } from '@/layout/parse-layout';
import type { RenderMode } from '@/layout/define-block';
import { $siteSettings } from '@/models/site/site.model';
import { normalizeSettings } from '@/domain/site-settings';
import { blockRegistry } from '../blocks/registry';
import { getSettings } from '../fake-store/domain/db';
import { setupSimulatedStore } from './support/simulated-store';

setupSimulatedStore();

const registry = { blocks: blockRegistry, plugins: [] };

async function itemOf(block: (typeof blockRegistry)[number], id = 1) {
  const { data, settings } = await block.loadDefaults();
  const versioned = block.version > 1 ? { ...(data as object), schema_version: block.version } : data;
  return { id, code: block.code, type: 'designElement' as const, data: versioned, settings, position: 1, uniqueId: null };
}

/** Phones first: every block (bottom_nav included) must render on a 375 px screen. */
function pretendPhone() {
  const notMatching = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: query.includes('max-width: 768px') }));
}

async function renderBlock(block: (typeof blockRegistry)[number], mode: RenderMode): Promise<Scope> {
  pretendPhone();
  const scope = fork({ values: [[$siteSettings, normalizeSettings(getSettings())]] });
  const nodes = parseLayout([await itemOf(block)], registry);
  await act(async () => {
    render(
      <Provider value={scope}>
        <main>
          <LayoutRenderer nodes={nodes} mode={mode} />
        </main>
      </Provider>,
    );
  });
  return scope;
}

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe checks instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the block registry contract', () => {
  it('has unique codes', () => {
    const codes = blockRegistry.map((block) => block.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('covers every layout code of the spec', () => {
    // A developer's own blocks (npm run new:block) join these; none of the spec's may go missing.
    expect(blockRegistry.map((block) => block.code)).toEqual(
      expect.arrayContaining([
        'banner_slider',
        'bottom_nav',
        'categories_grid',
        'categories_horizontal_strip',
        'custom_html_block',
        'product_horizontal_strip',
        'products_display',
        'products_infinite_scroll',
        'search_block',
        'slider_centered',
        'static_banner',
        'top_nav',
      ]),
    );
  });

  describe.each(blockRegistry.map((block) => [block.code, block] as const))('%s', (code, block) => {
    it('has a label and reserved space', () => {
      expect(block.label.trim()).not.toBe('');
      expect(block.reservedHeight.mobile).toMatch(/^\d+(\.\d+)?(px|rem|vh|vw)$|^calc\(/);
      expect(block.reservedHeight.desktop).toMatch(/^\d+(\.\d+)?(px|rem|vh|vw)$|^calc\(/);
    });

    it('parses its own fixture', async () => {
      const item = await itemOf(block);
      expect(parseLayout([item], registry)[0]?.kind).toBe('block');
      const parsed = block.parse(item.data, item.settings);
      expect(parsed.success ? [] : parsed.issues).toEqual([]);
    });

    it('rejects data of the wrong shape with named issues', () => {
      const parsed = block.parse('not an object', 42);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.issues.length).toBeGreaterThan(0);
    });

    it.each(['live', 'preview'] as const)('renders in %s mode with its root marked, and no axe violations', async (mode) => {
      await renderBlock(block, mode);
      await waitFor(() => expect(document.querySelector(`[data-block="${code}"][data-block-id="1"]`)).not.toBeNull(), { timeout: 3000 });
      expect(screen.queryByRole('note')).toBeNull();
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });
});
