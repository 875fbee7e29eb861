// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RecentOrder } from '@/api/schemas/recent-orders.schema';
import type { RenderMode } from '@/layout/define-block';
import { readPluginConfig, type PluginViewProps } from '@/layout/define-plugin';
import { $branchesState, branchPicked } from '@/models/branches/branches.model';
import { $recentOrders } from '@/models/recent-orders/recent-orders.model';
import { $guestId } from '@/models/session/session.model';
import { TEST_GUEST_ID } from '@/shared/ui/product-card/testing';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { recentOrderCount } from '../../fake-store/domain/recent-orders';
import { setupSimulatedStore } from '../../tests/support/simulated-store';
import SocialProof, { CLOSED_STORAGE_KEY } from './SocialProof';
import { socialProofConfigSchema, socialProofPlugin, type SocialProofConfig } from './social_proof.plugin';

const { server, requests } = setupSimulatedStore();

const minute = 60_000;
const hour = 60 * minute;

/** An order placed `ago` ms before now; half a minute more, so "5 minutes ago" holds while the test runs. */
function order(id: number, city: string, product: string, ago: number): RecentOrder {
  return { id, city, product_name: product, product_id: id, placed_at: new Date(Date.now() - ago - 30_000).toISOString() };
}

const pizza = order(1, 'Springfield', 'Margherita Pizza', 5 * minute);
const fries = order(2, 'Shelbyville', 'French Fries', 2 * hour);
const lemonade = order(3, 'Riverton', 'Fresh Lemonade', 26 * hour);
const pizzaNotice = 'Someone in Springfield bought Margherita Pizza 5 minutes ago';
const friesNotice = 'Someone in Shelbyville bought French Fries 2 hours ago';
const lemonadeNotice = 'Someone in Riverton bought Fresh Lemonade 1 day ago';

/** The simulated store answers these orders (in this order) instead of its seeded ones. */
function answerOrders(orders: RecentOrder[]) {
  server.use(http.get('*/api/get-recent-orders', () => HttpResponse.json({ orders })));
}

const downtown = { id: 1, name: 'Downtown', address: null, phone: null, is_open: true };
const riverside = { id: 2, name: 'Riverside', address: null, phone: null, is_open: true };

function storeScope(): Scope {
  return fork({ values: [[$guestId, TEST_GUEST_ID], [$branchesState, { branches: [downtown, riverside], selected_branch: downtown, manual_selection_done: false }]] });
}

interface RenderOptions {
  path?: string;
  config?: Partial<SocialProofConfig>;
  placement?: PluginViewProps<SocialProofConfig>['placement'];
  mode?: RenderMode;
  scope?: Scope;
}

function renderNotices({ path = '/', config = {}, placement = 'floating', mode = 'live', scope = storeScope() }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <SocialProof config={socialProofConfigSchema.parse(config)} placement={placement} mode={mode} />
      </Router>
    </Provider>,
  );
  return { ...view, location, scope };
}

const recentOrderRequests = () => requests.filter((request) => request.url.pathname === '/api/get-recent-orders');
const status = () => screen.queryByRole('status');

/** Waits until the orders have answered (or failed) in the scope. */
async function ordersSettled(scope: Scope) {
  await waitFor(() => expect(['ready', 'failed']).toContain(scope.getState($recentOrders).status));
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the social_proof plugin', () => {
  describe('its configuration', () => {
    const seeded = simulatedPluginSettings.social_proof;

    it('reads the simulated store’s settings, numbers given as text', () => {
      expect(readPluginConfig(socialProofPlugin, { [seeded.enabled]: true, ...seeded.config })).toEqual({
        status: 'on',
        config: { intervalSeconds: 8, position: 'bottom-left', maxAgeHours: 48 },
      });
    });

    it('has a default for everything', () => {
      expect(readPluginConfig(socialProofPlugin, { [seeded.enabled]: true })).toEqual({
        status: 'on',
        config: { intervalSeconds: 8, position: 'bottom-left', maxAgeHours: 48 },
      });
    });

    it.each([
      ['an interval too short to read', 'plugin_social_proof_interval_seconds', '1', 'Use a whole number from 3 to 120'],
      ['an interval that is no number', 'plugin_social_proof_interval_seconds', 'soon', 'Use a whole number from 3 to 120'],
      ['an age of more than a month', 'plugin_social_proof_max_age_hours', '1000', 'Use a whole number from 1 to 720'],
    ])('refuses %s, naming the setting', (_, key, value, message) => {
      expect(readPluginConfig(socialProofPlugin, { [seeded.enabled]: true, ...seeded.config, [key]: value })).toEqual({
        status: 'invalid',
        issues: [{ path: key, message }],
      });
    });
  });

  describe('its notices', () => {
    it('ask the store for the selected branch’s orders, as every API call does', async () => {
      const { scope } = renderNotices();
      await ordersSettled(scope);
      const [request, ...more] = recentOrderRequests();
      expect(more).toEqual([]);
      expect(request?.url.searchParams.get('branch_id')).toBe('1');
      expect(request?.headers.get('guest-id')).toBe(TEST_GUEST_ID);
      expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    });

    it('tell of an order from the seeded catalogue', async () => {
      const { scope } = renderNotices();
      expect(await screen.findByText(/^Someone in .+ bought .+ (minute|minutes|hour|hours) ago$/)).toBeTruthy();
      expect(scope.getState($recentOrders).orders).toHaveLength(recentOrderCount);
    });

    it('start with the newest order, politely announced', async () => {
      answerOrders([fries, pizza]);
      renderNotices();
      const region = await screen.findByRole('status');
      await waitFor(() => expect(region.textContent).toBe(pizzaNotice));
      expect(region.getAttribute('aria-live')).toBe('polite');
      expect(screen.getByRole('region', { name: 'Recent purchases' })).toBeTruthy();
    });

    it('turn to the next order every interval, and round again', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      answerOrders([pizza, fries, lemonade]);
      renderNotices({ config: { intervalSeconds: 10 } });
      await screen.findByText(pizzaNotice);
      act(() => vi.advanceTimersByTime(9_000));
      expect(status()?.textContent).toBe(pizzaNotice);
      act(() => vi.advanceTimersByTime(1_000));
      expect(status()?.textContent).toBe(friesNotice);
      act(() => vi.advanceTimersByTime(10_000));
      expect(status()?.textContent).toBe(lemonadeNotice);
      act(() => vi.advanceTimersByTime(10_000));
      expect(status()?.textContent).toBe(pizzaNotice);
    });

    it('leave out orders older than the configured age', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      answerOrders([pizza, order(4, 'Oak Hill', 'Tiramisu', 30 * hour), fries]);
      renderNotices({ config: { maxAgeHours: 24 } });
      await screen.findByText(pizzaNotice);
      const seen = new Set<string>();
      for (let turn = 0; turn < 4; turn += 1) {
        seen.add(status()?.textContent ?? '');
        act(() => vi.advanceTimersByTime(8_000));
      }
      expect([...seen]).toEqual([pizzaNotice, friesNotice]);
    });

    it('show nothing when every order is too old', async () => {
      answerOrders([order(5, 'Fairview', 'Apple Pie', 3 * hour)]);
      const { scope, container } = renderNotices({ config: { maxAgeHours: 2 } });
      await ordersSettled(scope);
      expect(container.innerHTML).toBe('');
    });

    it('stop turning when paused, and go on when resumed', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const user = userEvent.setup();
      answerOrders([pizza, fries]);
      renderNotices();
      await screen.findByText(pizzaNotice);
      await user.click(screen.getByRole('button', { name: 'Pause purchase notices' }));
      act(() => vi.advanceTimersByTime(60_000));
      expect(status()?.textContent).toBe(pizzaNotice);
      await user.click(screen.getByRole('button', { name: 'Resume purchase notices' }));
      act(() => vi.advanceTimersByTime(8_000));
      expect(status()?.textContent).toBe(friesNotice);
      expect(screen.getByRole('button', { name: 'Pause purchase notices' })).toBeTruthy();
    });

    it('close for the rest of the session', async () => {
      const user = userEvent.setup();
      answerOrders([pizza]);
      const { container, unmount } = renderNotices();
      await screen.findByText(pizzaNotice);
      await user.click(screen.getByRole('button', { name: 'Close purchase notices' }));
      expect(container.innerHTML).toBe('');
      expect(window.sessionStorage.getItem(CLOSED_STORAGE_KEY)).toBe('true');
      unmount();

      // The next page of the session: nothing shows, and the orders are not even asked for.
      requests.length = 0;
      const next = renderNotices();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(next.container.innerHTML).toBe('');
      expect(recentOrderRequests()).toEqual([]);
    });

    it.each([['/cart'], ['/cart/discounts'], ['/checkout']])('are not shown at all on %s', async (path) => {
      answerOrders([pizza]);
      const { container } = renderNotices({ path });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(container.innerHTML).toBe('');
      expect(recentOrderRequests()).toEqual([]);
    });

    it('go away while the shopper is in the cart, and come back after', async () => {
      answerOrders([pizza]);
      const { location } = renderNotices({ path: '/product/margherita-pizza' });
      await screen.findByText(pizzaNotice);
      act(() => location.navigate('/cart'));
      expect(status()).toBeNull();
      act(() => location.navigate('/'));
      expect(status()?.textContent).toBe(pizzaNotice);
    });

    it('ask again for the new branch’s orders when the branch changes', async () => {
      answerOrders([pizza]);
      const { scope } = renderNotices();
      await screen.findByText(pizzaNotice);
      answerOrders([fries]);
      await act(() => allSettled(branchPicked, { scope, params: riverside }));
      await screen.findByText(friesNotice);
      expect(recentOrderRequests().map((request) => request.url.searchParams.get('branch_id'))).toEqual(['1', '2']);
    });

    it('leave out a broken order and tell the rest', async () => {
      server.use(http.get('*/api/get-recent-orders', () => HttpResponse.json({ orders: [{ id: 1, city: 'Springfield' }, pizza] })));
      const { scope } = renderNotices();
      await screen.findByText(pizzaNotice);
      expect(scope.getState($recentOrders).status).not.toBe('failed');
    });

    it.each([
      ['the store fails', () => HttpResponse.json({ message: 'Not here.' }, { status: 404 })],
      ['the answer has no list of orders', () => HttpResponse.json({ orders: { id: 1, city: 'Springfield' } })],
      ['the answer is not JSON', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })],
    ])('show nothing when %s', async (_, resolver) => {
      server.use(http.get('*/api/get-recent-orders', resolver));
      const { scope, container } = renderNotices();
      await ordersSettled(scope);
      expect(scope.getState($recentOrders).status).toBe('failed');
      expect(container.innerHTML).toBe('');
    });

    it.each([['bottom-left'], ['bottom-right']] as const)('float in the %s corner', async (position) => {
      answerOrders([pizza]);
      const { container } = renderNotices({ config: { position } });
      await screen.findByText(pizzaNotice);
      const root = container.querySelector('[data-plugin="social_proof"]');
      expect(root?.classList.contains('plugin-social-proof--floating')).toBe(true);
      expect(root?.classList.contains(`plugin-social-proof--${position}`)).toBe(true);
    });

    it('render the same in merchant preview', async () => {
      answerOrders([pizza, fries]);
      renderNotices({ mode: 'preview' });
      expect(await screen.findByText(pizzaNotice)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pause purchase notices' })).toBeTruthy();
    });

    it('have no accessibility violations axe can see without layout', async () => {
      answerOrders([pizza, fries]);
      const { container } = renderNotices();
      await screen.findByText(pizzaNotice);
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
