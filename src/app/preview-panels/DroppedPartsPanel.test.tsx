// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import SiteWidePlugins from '@/app/plugins/SiteWidePlugins';
import type { RenderMode } from '@/layout/define-block';
import { $droppedReports, answerPartsDropped, reportDroppedToConsoleFx, type DroppedReport } from '@/models/tolerance/tolerance.model';
import { DroppedPartsPanel } from './DroppedPartsPanel';
import { droppedItem } from '@/api/schemas/tolerance-testing';

const reports: DroppedReport[] = [
  { call: 'GET /api/get-data', path: 'layout.3', message: 'dropped: id: expected number or string, got nothing' },
  { call: 'GET /api/products', path: 'data.12', message: 'dropped: price: expected number, got the string "free"' },
];

function renderPanel(scope: Scope) {
  return render(
    <Provider value={scope}>
      <DroppedPartsPanel />
    </Provider>,
  );
}

/** The storefront's shell as the panel meets it: the site-wide plugins (none here) in the given mode. */
function renderShell(scope: Scope, mode: RenderMode) {
  return render(
    <Provider value={scope}>
      <SiteWidePlugins mode={mode} placedInLayout={new Set()} plugins={[]} />
    </Provider>,
  );
}

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe checks instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the Backend answers panel', () => {
  describe('when the backend sent parts the storefront left out', () => {
    it('names the count and lists each part with its call, path and why', async () => {
      renderPanel(fork({ values: [[$droppedReports, reports]] }));
      await userEvent.click(screen.getByText('Backend answers: 2 parts left out'));
      const rows = within(screen.getByRole('list', { name: 'Parts left out' })).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        'GET /api/get-data at layout.3: dropped: id: expected number or string, got nothing',
        'GET /api/products at data.12: dropped: price: expected number, got the string "free"',
      ]);
    });

    it('has no axe violations when open', async () => {
      const { container } = renderPanel(fork({ values: [[$droppedReports, reports]] }));
      await userEvent.click(screen.getByText(/^Backend answers:/));
      expect(screen.getByTestId('dropped-parts-panel').hasAttribute('open')).toBe(true);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('adds a part the next answer leaves out', async () => {
      // The console line is the model's own test; here it would only be noise.
      const scope = fork({ values: [[$droppedReports, reports.slice(0, 1)]], handlers: [[reportDroppedToConsoleFx, () => undefined]] });
      renderPanel(scope);
      expect(screen.getByText('Backend answers: 1 part left out')).toBeTruthy();
      await act(() => allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/cart', dropped: [droppedItem('cartItems.0', { quantity: null }, 'quantity', 'number')] } }));
      expect(screen.getByText('Backend answers: 2 parts left out')).toBeTruthy();
      expect(screen.getByText(/quantity: expected number, got null/).textContent).toBe('GET /api/cart at cartItems.0: dropped: quantity: expected number, got null');
    });
  });

  describe('when every answer was read in full', () => {
    it('says so in one line, and has no axe violations', async () => {
      const { container } = renderPanel(fork());
      await userEvent.click(screen.getByText('Backend answers: all read in full'));
      expect(screen.getByText('Every answer was read in full.')).toBeTruthy();
      expect(screen.queryByRole('list')).toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  describe('in the storefront', () => {
    it('is loaded beside the Plugins panel in merchant preview', async () => {
      renderShell(fork({ values: [[$droppedReports, reports]] }), 'preview');
      const panel = await screen.findByTestId('dropped-parts-panel');
      expect(panel.closest('.preview-panels')?.contains(screen.getByTestId('plugin-preview-panel'))).toBe(true);
      expect(within(panel).getByText('Backend answers: 2 parts left out')).toBeTruthy();
    });

    it('is not part of the page a shopper sees', () => {
      const { container } = renderShell(fork({ values: [[$droppedReports, reports]] }), 'live');
      // Not rendered at all in live mode, so its lazy chunk is never requested.
      expect(container.querySelector('.preview-panels')).toBeNull();
      expect(screen.queryByTestId('dropped-parts-panel')).toBeNull();
    });
  });
});
