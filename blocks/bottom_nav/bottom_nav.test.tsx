// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CartItem } from '@/api/schemas/cart.schema';
import { $cart, cartRestored, emptyCartSummary, initialCart } from '@/models/cart/cart.model';
import { sessionStarted } from '@/models/session/session.model';
import BottomNav from './BottomNav';
import { bottomNavBlock, bottomNavDataSchema, bottomNavSettingsSchema } from './bottom_nav.block';
import { bottomNavFixture } from './bottom_nav.fixture';
import { serverHtml } from '../../tests/support/server-html';

function cartItem(id: number, name: string, quantity: number): CartItem {
  return { id, product_id: id, quantity, selectedAttributes: {}, selectedMultiAttributes: {}, name, image: '', slug: name.toLowerCase(), unit_price: 900, line_total: 900 * quantity };
}

/** A screen whose width the test controls: phones match the mobile query (max-width: 768px). */
function screenOf(mobile: boolean) {
  const list = new EventTarget() as EventTarget & { matches: boolean };
  list.matches = mobile;
  const notMatching = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => Object.assign(notMatching(query), {
    get matches() {
      return list.matches;
    },
    addEventListener: list.addEventListener.bind(list),
    removeEventListener: list.removeEventListener.bind(list),
  }));
  return {
    resize(toMobile: boolean) {
      act(() => {
        list.matches = toMobile;
        list.dispatchEvent(new Event('change'));
      });
    },
  };
}

function renderBottomNav({ path = '/', data = bottomNavFixture.data as z.input<typeof bottomNavDataSchema>, settings = bottomNavFixture.settings as z.input<typeof bottomNavSettingsSchema> } = {}) {
  const scope = fork({ values: [[$cart, { ...initialCart, cartItems: [cartItem(1, 'Margherita', 2), cartItem(2, 'Lemonade', 1)] }]] });
  const location = memoryLocation({ path });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <BottomNav id="12" index={11} mode="live" data={bottomNavDataSchema.parse(data)} settings={bottomNavSettingsSchema.parse(settings)} />
      </Router>
    </Provider>,
  );
  return { scope, view };
}

describe('the bottom_nav block', () => {
  describe('its schemas', () => {
    it('accept the fixture and the defaults', async () => {
      expect(bottomNavBlock.parse(bottomNavFixture.data, bottomNavFixture.settings).success).toBe(true);
      const defaults = await bottomNavBlock.loadDefaults();
      expect(bottomNavBlock.parse(defaults.data, defaults.settings).success).toBe(true);
    });

    it('read empty data as all four tabs', () => {
      const parsed = bottomNavBlock.parse({}, null);
      expect(parsed).toMatchObject({ success: true, data: { tabs: [{ kind: 'home' }, { kind: 'search' }, { kind: 'cart' }, { kind: 'account' }] } });
    });

    it.each([
      ['no tabs', { tabs: [] }],
      ['the same tab twice', { tabs: [{ kind: 'cart' }, { kind: 'cart' }] }],
      ['a tab of unknown kind', { tabs: [{ kind: 'javascript:alert(1)' }] }],
    ])('refuse %s', (_, data) => {
      expect(bottomNavBlock.parse(data, {}).success).toBe(false);
    });

    it('refuses a colour that is not a colour', () => {
      expect(bottomNavBlock.parse({}, { active_color: 'url(https://evil.example/x.png)' })).toMatchObject({ success: false, issues: [{ path: 'settings.active_color' }] });
    });
  });

  describe('on desktop', () => {
    it('renders nothing', () => {
      screenOf(false);
      const { view } = renderBottomNav();
      expect(view.container.innerHTML).toBe('');
    });
  });

  describe('on a phone', () => {
    it('shows the tabs in order with their labels, marked with its code and layout id', () => {
      screenOf(true);
      renderBottomNav();
      const bar = screen.getByRole('navigation', { name: 'Tab bar' });
      expect(bar.dataset.block).toBe('bottom_nav');
      expect(bar.dataset.blockId).toBe('12');
      const tabs = [
        ['Menu', '/'],
        ['Search', '/search'],
        ['Basket, 3 items', '/cart'],
        ['Log in', '/login'],
      ].map(([name, href]) => {
        const link = within(bar).getByRole('link', { name });
        expect(link.getAttribute('href')).toBe(href);
        return link;
      });
      expect(within(bar).getAllByRole('link')).toEqual(tabs);
      expect(within(bar).getByText('Basket')).toBeTruthy();
    });

    it('leaves out the tabs the merchant removed', () => {
      screenOf(true);
      renderBottomNav({ data: { tabs: [{ kind: 'home', label: '' }, { kind: 'cart', label: '' }] } });
      expect(screen.getAllByRole('link')).toEqual([screen.getByRole('link', { name: 'Home' }), screen.getByRole('link', { name: 'Cart, 3 items' })]);
    });

    it.each([
      ['/', 'Menu'],
      ['/search', 'Search'],
      ['/cart/discounts', 'Basket, 3 items'],
      ['/login', 'Log in'],
    ])('marks the tab for %s as the current page', (path, name) => {
      screenOf(true);
      renderBottomNav({ path });
      const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current).toEqual([screen.getByRole('link', { name })]);
    });

    it('names the cart tab with the live count', async () => {
      screenOf(true);
      const { scope } = renderBottomNav();
      expect(screen.getByRole('link', { name: 'Basket, 3 items' })).toBeTruthy();
      await act(() => allSettled(cartRestored, { scope, params: { ...emptyCartSummary, cartItems: [cartItem(3, 'Espresso', 1)] } }));
      expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeTruthy();
    });

    it('sends a logged-in shopper to their account', async () => {
      screenOf(true);
      const { scope } = renderBottomNav({ path: '/account/wallet' });
      const user = { id: 5, name: 'Ada', email: null, phone: null, avatar: null, referral_code: null };
      await act(() => allSettled(sessionStarted, { scope, params: { token: 'token-1', user } }));
      const account = screen.getByRole('link', { name: 'Account' });
      expect(account.getAttribute('href')).toBe('/account');
      expect(account.getAttribute('aria-current')).toBe('page');
    });

    it('takes the merchant’s colours', () => {
      screenOf(true);
      renderBottomNav({ settings: { background_color: '#ffffff', text_color: '#3d4744', active_color: '#0b5a47' } });
      const bar = screen.getByRole('navigation', { name: 'Tab bar' });
      expect(bar.style.getPropertyValue('--bottom-nav-active')).toBe('#0b5a47');
    });

    it('marks each tab with its kind, which the page reads to pad its end and to leave the top bars’ buttons out (CSS)', () => {
      screenOf(true);
      renderBottomNav();
      const bar = screen.getByRole('navigation', { name: 'Tab bar' });
      expect([...bar.querySelectorAll('li')].map((item) => item.dataset.tab)).toEqual(['home', 'search', 'cart', 'account']);
    });
  });

  describe('drawn by a server', () => {
    function serverDrawn() {
      const bar = (scope: Scope) => (
        <Provider value={scope}>
          <Router ssrPath="/">
            <BottomNav id="12" index={11} mode="live" data={bottomNavDataSchema.parse(bottomNavFixture.data)} settings={bottomNavSettingsSchema.parse(bottomNavFixture.settings)} />
          </Router>
        </Provider>
      );
      return { ...serverHtml(bar(fork())), bar };
    }

    it('is in the HTML whatever the width, and stays on a phone once hydrated, with the shopper’s cart after', async () => {
      screenOf(true);
      const { container, bar, hydrate } = serverDrawn();
      expect(container.querySelector('nav.bottom-nav')).not.toBeNull();
      const recoverable = await hydrate(bar(fork({ values: [[$cart, { ...initialCart, cartItems: [cartItem(1, 'Margherita', 2)] }]] })));
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector('.bottom-nav__badge')?.textContent).toBe('2');
      container.remove();
    });

    it('gives way on a desktop once hydrated', async () => {
      screenOf(false);
      const { container, bar, hydrate } = serverDrawn();
      const recoverable = await hydrate(bar(fork()));
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector('nav.bottom-nav')).toBeNull();
      container.remove();
    });
  });
});
