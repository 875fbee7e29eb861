// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { childScreens } from '@/app/screens';
import { STORE_CLOSED_TEXT } from '@/app/shell/store-closed-text';
import { loadingHidden, loadingShown } from '@/models/loading/loading.model';
import { scenarioHandlers } from '../fake-store/http/scenarios';
import { updateSettings } from '../fake-store/domain/db/site-meta';
import { seedFacts } from '../fake-store/domain/seed-facts';
import { setupSimulatedStore, startApp } from './support/simulated-store';

const { server } = setupSimulatedStore();

async function bootAt(path: string) {
  window.history.replaceState(null, '', path);
  const scope = fork();
  render(<App scope={scope} />);
  await act(() => startApp(scope));
  return scope;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app shell', () => {
  it('shows the progress overlay, then boots to the home page of the seeded store', async () => {
    window.history.replaceState(null, '', '/');
    const scope = fork();
    render(<App scope={scope} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the store' })).toBeTruthy();
    await act(() => startApp(scope));
    // The overlay stays until the first screen's blocks have loaded, then the page appears whole.
    expect(await screen.findByRole('heading', { level: 1, name: seedFacts.storeName })).toBeTruthy();
    expect(document.querySelector('[data-block="top_nav"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Loading the store' })).toBeNull();
    // The head's tags come with their own chunk, after the first render.
    await waitFor(() => expect(document.title).toContain(seedFacts.storeName));
  });

  it('shows the closed notice with the exact text when globalStoreEnable is false', async () => {
    server.use(...scenarioHandlers('store-closed'));
    await bootAt('/');
    expect(await screen.findByText(STORE_CLOSED_TEXT)).toBeTruthy();
    expect(screen.queryByTestId('home')).toBeNull();
  });

  it('shows a calm message with a retry when get-data fails, and recovers on retry', async () => {
    server.use(http.get('*/api/get-data', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: false }));
    await bootAt('/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We can’t reach the store just now')).toBeTruthy();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: seedFacts.storeName })).toBeTruthy();
  });

  it('shows the offline screen while the browser is offline and hides it when it returns', async () => {
    await bootAt('/');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('You are offline!')).toBeTruthy();
    expect(within(alert).getByText('Please check your internet connection.')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline!')).toBeNull();
  });

  it('shows the full-screen loading overlay with its message', async () => {
    const scope = await bootAt('/');
    await act(() => allSettled(loadingShown, { scope, params: 'Placing your order…' }));
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Placing your order…');
    await act(() => allSettled(loadingHidden, { scope }));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  describe("a customer's route opened by a guest", () => {
    it('sends the guest to sign in, with the way back in the address, replacing the entry', async () => {
      window.history.replaceState(null, '', '/search');
      window.history.pushState(null, '', '/account/wallet?tab=credits');
      const lengthBefore = window.history.length;
      await bootAt('/account/wallet?tab=credits');
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(new URLSearchParams(window.location.search).get('next')).toBe('/account/wallet?tab=credits');
      expect(window.history.length).toBe(lengthBefore);
    });

    it.each(childScreens.filter((route) => route.customer).map((route) => route.path))('%s needs a customer', async (path) => {
      await bootAt(path.replace(':order_id', '41'));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5_000 })).toBeTruthy();
      expect(window.location.pathname).toBe('/login');
    });
  });

  describe('the footer HTML', () => {
    const hidden = ['/cart', '/checkout', '/login', '/register', '/forgot-password', '/account/add-address'];
    const shown = ['/', '/cart/discounts', '/search', '/page/about-us', '/product/margherita-pizza', '/no-such-page'];

    it.each(shown)('shows on %s', async (path) => {
      await bootAt(path);
      const footer = await screen.findByTestId('site-footer');
      await waitFor(() => expect(footer.textContent).toMatch(/Powered by/i));
    });

    it.each(hidden)('is not shown on %s', async (path) => {
      await bootAt(path);
      // The home page stays behind the overlay (hidden from assistive tech while the modal is open).
      await screen.findByTestId('home');
      await screen.findByRole('dialog');
      expect(screen.queryByTestId('site-footer')).toBeNull();
    });

    it('is sanitised: scripts and event handlers never reach the page', async () => {
      updateSettings({ powered_by_zepio: '<p>Hi<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">x</a></p>' });
      await bootAt('/');
      const footer = await screen.findByTestId('site-footer');
      await waitFor(() => expect(footer.textContent).toContain('Hi'));
      expect(footer.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    });
  });

  it('keeps the head as the server writes it: noindex on a personal page, a social card on a catalogue page', async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
    await bootAt('/cart');
    await waitFor(() => expect(robots()).toBe('noindex'));
    cleanup();
    await bootAt('/category/pizzas');
    await waitFor(() => expect(document.head.querySelector('meta[name="twitter:title"]')?.getAttribute('content')).toMatch(/Pizzas/));
    expect(robots()).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/category/pizzas`);
  });

  describe('routes', () => {
    // The catalogue's screens show what the seeded store holds at a real address; the rest their own title.
    const seededScreens: Record<string, [path: string, heading: string]> = {
      '/page/:slug': ['/page/about-us', 'About us'],
      '/category/:slug': ['/category/pizzas', 'Pizzas'],
      '/product/:slug': ['/product/margherita-pizza', 'Margherita Pizza'],
      '/product/reviews/:product_id': ['/product/reviews/1', 'Product reviews: Margherita Pizza'],
      // An order is its owner's (or a tracking token's): a fresh guest's screen for another order says it is not theirs.
      // The order screens with real orders: src/screens/orders/order-screens.test.tsx and e2e/orders.spec.ts.
      '/order-placed/:order_id': ['/order-placed/1', 'We can’t show this order'],
      '/track-order/:order_id': ['/track-order/1', 'We can’t show this order'],
      // The demo customer's code (any case): the landing names who invited the shopper once get-referrer-user answers.
      '/r/:referred_by': ['/r/alex10', 'Alex M. invited you'],
    };
    // A customer's routes send a guest to sign in: tested above.
    it.each(childScreens.filter((route) => !route.customer).map((route) => seededScreens[route.path] ?? [route.path.replace(/:([a-z_]+)/g, 'sample-$1'), route.title]))(
      '%s exists and shows its screen',
      async (path, title) => {
        await bootAt(path);
        const dialog = await screen.findByRole('dialog');
        expect(await within(dialog).findByRole('heading', { level: 1, name: title }, { timeout: 5_000 })).toBeTruthy();
      },
    );

    it.each(['/product/no-such-dish', '/category/no-such-aisle', '/page/no-such-page'])('%s, an unknown slug, shows the not-found screen', async (path) => {
      await bootAt(path);
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5_000 })).toBeTruthy();
    });

    it.each(['/404', '/definitely/not/here'])('%s shows the not-found screen', async (path) => {
      await bootAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    });
  });
});
