// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type * as z from 'zod/mini';
import type { Branch } from '@/api/schemas/site.schema';
import type { CartItem } from '@/api/schemas/cart.schema';
import { $branchesState } from '@/models/branches/branches.model';
import { $cart, cartAddSettled, cartRestored, emptyCartSummary, initialCart, runCartOperationFx } from '@/models/cart/cart.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import TopNav from './TopNav';
import { topNavBlock, topNavDataSchema, topNavSettingsSchema } from './top_nav.block';
import { topNavFixture } from './top_nav.fixture';
import { serverHtml } from '../../tests/support/server-html';

const siteSettings: SiteSettings = { storeName: 'Harbour Kitchen', logo: 'https://cdn.example.com/harbour-kitchen/logo.png' };

const branches: Branch[] = [
  { id: 1, name: 'Downtown', address: '12 Market Street', phone: null, is_open: true },
  { id: 2, name: 'Riverside', address: '4 Quay Road', phone: null, is_open: true },
];

function cartItem(id: number, name: string, quantity: number): CartItem {
  return { id, product_id: id, quantity, selectedAttributes: {}, selectedMultiAttributes: {}, name, image: '', slug: name.toLowerCase(), unit_price: 900, line_total: 900 * quantity };
}

const threeItems = [cartItem(1, 'Margherita', 2), cartItem(2, 'Lemonade', 1)];

type Overrides = { data?: Partial<z.input<typeof topNavDataSchema>>; settings?: Partial<z.input<typeof topNavSettingsSchema>> };

function renderTopNav({ data, settings }: Overrides = {}, scope: Scope = fork({
  values: [
    [$siteSettings, siteSettings],
    [$cart, { ...initialCart, cartItems: threeItems }],
    [$branchesState, { branches, selected_branch: branches[0] ?? null, manual_selection_done: false }],
  ],
  // Signing in and out fetch the cart (the cart model): answered here, not by the network the test has not.
  handlers: [[runCartOperationFx, () => emptyCartSummary]],
})) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <TopNav
          id="7"
          index={0}
          mode="live"
          data={topNavDataSchema.parse({ ...topNavFixture.data, ...data })}
          settings={topNavSettingsSchema.parse({ ...topNavFixture.settings, ...settings })}
        />
      </Router>
    </Provider>,
  );
  return { scope, location };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the top_nav block', () => {
  describe('its schemas', () => {
    it('accept the fixture and the defaults', async () => {
      expect(topNavBlock.parse(topNavFixture.data, topNavFixture.settings).success).toBe(true);
      const defaults = await topNavBlock.loadDefaults();
      expect(topNavBlock.parse(defaults.data, defaults.settings).success).toBe(true);
    });

    it('read empty data and missing settings as a working bar', () => {
      const parsed = topNavBlock.parse({}, null);
      expect(parsed).toMatchObject({ success: true, data: { logo: null, menu_links: [] }, settings: { sticky: true, search_style: 'link' } });
    });

    it.each([
      ['a javascript: address', { type: 'url', url: 'javascript:alert(1)' }],
      ['a link that goes nowhere', { type: 'none' }],
      ['a category without a slug', { type: 'category', slug: '' }],
    ])('refuse a menu link with %s', (_, link) => {
      const parsed = topNavBlock.parse({ menu_links: [{ label: 'Deals', link }] }, {});
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.issues[0]?.path).toMatch(/^data\.menu_links\.0\.link/);
    });

    it('refuses a colour that is not a colour', () => {
      const parsed = topNavBlock.parse({}, { background_color: 'red; background-image: url(x)' });
      expect(parsed).toMatchObject({ success: false, issues: [{ path: 'settings.background_color' }] });
    });
  });

  describe('its view', () => {
    it('is a header marked with its code and layout id', () => {
      renderTopNav();
      const header = screen.getByRole('banner');
      expect(header.dataset.block).toBe('top_nav');
      expect(header.dataset.blockId).toBe('7');
    });

    it('links the store name and the settings logo to the home page', () => {
      renderTopNav();
      const home = screen.getByRole('link', { name: 'Harbour Kitchen, home' });
      expect(home.getAttribute('href')).toBe('/');
      expect(within(home).getByText('Harbour Kitchen')).toBeTruthy();
      expect(home.querySelector('img')?.getAttribute('src')).toBe(siteSettings.logo);
    });

    it('shows the merchant’s own logo instead of the settings one', () => {
      renderTopNav({ data: { logo: { src: 'https://cdn.example.com/seasonal-logo.png', alt: 'Harbour Kitchen', width: 320, height: 80 } } });
      const image = screen.getByRole('link', { name: 'Harbour Kitchen, home' }).querySelector('img');
      expect(image?.getAttribute('src')).toBe('https://cdn.example.com/seasonal-logo.png');
      expect(image?.getAttribute('width')).toBe('320');
    });

    it('lists the menu links, opening outside ones in a new tab', () => {
      renderTopNav();
      const menu = screen.getByRole('navigation', { name: 'Main' });
      expect(within(menu).getByRole('link', { name: 'Pizzas' }).getAttribute('href')).toBe('/category/pizzas');
      expect(within(menu).getByRole('link', { name: 'Our story' }).getAttribute('href')).toBe('/page/about-us');
      const gifts = within(menu).getByRole('link', { name: /^Gift cards\s*\(opens in a new tab\)$/ });
      expect(gifts.getAttribute('target')).toBe('_blank');
      expect(gifts.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('hides the name beside a logo when asked, but keeps it as the link’s name', () => {
      renderTopNav({ settings: { show_store_name: false } });
      const home = screen.getByRole('link', { name: 'Harbour Kitchen, home' });
      expect(within(home).getByText('Harbour Kitchen').className).toBe('visually-hidden');
    });

    it('keeps the name visible when there is no logo to show instead', () => {
      const scope = fork({ values: [[$siteSettings, { storeName: 'Harbour Kitchen' }]] });
      renderTopNav({ settings: { show_store_name: false } }, scope);
      expect(within(screen.getByRole('link', { name: 'Harbour Kitchen, home' })).getByText('Harbour Kitchen').className).toBe('top-nav__name');
    });

    it('leaves out the menu when there are no links', () => {
      renderTopNav({ data: { menu_links: [] } });
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    });

    it('names the cart link with the live count', async () => {
      const { scope } = renderTopNav();
      expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/cart');
      await act(() => allSettled(cartRestored, { scope, params: { ...emptyCartSummary, cartItems: [cartItem(3, 'Espresso', 1)] } }));
      expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
      await act(() => allSettled(cartRestored, { scope, params: emptyCartSummary }));
      expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    });

    it('bumps the cart’s badge after an add the cart took, not when a count loads or an add fails', async () => {
      const { scope } = renderTopNav();
      const badge = () => within(screen.getByRole('link', { name: /^Cart, / })).getByText(/^\d+$/);
      const first = badge();
      await act(() => allSettled(cartRestored, { scope, params: { ...emptyCartSummary, cartItems: [cartItem(3, 'Espresso', 2)] } }));
      expect(badge()).toBe(first);
      expect(badge().className).toBe('top-nav__badge');
      await act(() => allSettled(cartAddSettled, { scope, params: { requestId: 'a', ok: false, message: 'Sold out' } }));
      expect(badge().className).toBe('top-nav__badge');
      await act(() => allSettled(cartAddSettled, { scope, params: { requestId: 'b', ok: true, message: null } }));
      // Drawn afresh, so its animation plays again on the next add too.
      expect(badge()).not.toBe(first);
      expect(badge().className).toBe('top-nav__badge badge--bump');
    });

    it('offers Log in to a guest and Account once logged in', async () => {
      const { scope } = renderTopNav();
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      const user = { id: 5, name: 'Ada', email: 'ada@example.com', phone: null, avatar: null, referral_code: null };
      await act(() => allSettled(sessionStarted, { scope, params: { token: 'token-1', user } }));
      expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
      await act(() => allSettled(loggedOut, { scope }));
      expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    });

    it('searches from the inline field', async () => {
      const { location } = renderTopNav({ settings: { search_style: 'field' } });
      const search = screen.getByRole('search', { name: 'Store search' });
      await userEvent.type(within(search).getByRole('searchbox', { name: 'Search the store' }), '  garlic bread {Enter}');
      expect(location.history.at(-1)).toBe('/search?q=garlic%20bread');
    });

    it('offers a Search link instead of the field when the merchant prefers', () => {
      renderTopNav({ settings: { search_style: 'link' } });
      expect(screen.queryByRole('search')).toBeNull();
      expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    });

    it('leaves out search, the branch selector and the account link when switched off', () => {
      renderTopNav({ settings: { show_search: false, show_branch_selector: false, show_account: false } });
      expect(screen.queryByRole('search')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Search' })).toBeNull();
      expect(screen.queryByTestId('branch-selector-button')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    });

    it('opens the shared branch picker', async () => {
      renderTopNav();
      const button = screen.getByTestId('branch-selector-button');
      expect(button.textContent).toContain('Downtown');
      await userEvent.click(button);
      expect(window.location.hash).toBe('#branch-selector');
      expect(await screen.findByRole('dialog', { name: 'Choose a branch' })).toBeTruthy();
    });

    it('takes the merchant’s colours, and the theme’s when none are set', () => {
      renderTopNav({ settings: { background_color: '#0b3d2e', text_color: 'rgb(255, 250, 240)' } });
      const header = screen.getByRole('banner');
      expect(header.style.getPropertyValue('--top-nav-bg')).toBe('#0b3d2e');
      expect(header.style.getPropertyValue('--top-nav-text')).toBe('rgb(255, 250, 240)');
    });

    it('sets no colour of its own by default', () => {
      renderTopNav();
      expect(screen.getByRole('banner').getAttribute('style') ?? '').toBe('');
    });
  });

  describe('its menu in a bar too narrow for every link', () => {
    /** A bar whose menu has `room` px, each label 100 px wide and "More" 80 px (jsdom has no layout of its own). */
    function narrowBar(room: number) {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('top-nav__menu') ? room : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const width = this.parentElement?.classList.contains('top-nav__menu-ruler') ? (this.classList.contains('top-nav__more-button') ? 80 : 100) : 0;
        return { width, height: 44, top: 0, left: 0, right: width, bottom: 44, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
      });
      renderTopNav();
      return screen.getByRole('navigation', { name: 'Main' });
    }

    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('shows the links that fit and puts the rest under More, closed', () => {
      const menu = narrowBar(300);
      expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pizzas', 'Bowls']);
      const more = within(menu).getByRole('button', { name: 'More links' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    });

    it('opens More to the other links, and Escape closes it and gives the button its focus back', async () => {
      const menu = narrowBar(300);
      const more = within(menu).getByRole('button', { name: 'More links' });
      await userEvent.click(more);
      expect(more.getAttribute('aria-expanded')).toBe('true');
      const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
      expect(within(list as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Drinks', 'Our story', 'Gift cards (opens in a new tab)']);
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('Drinks');
      await userEvent.keyboard('{Escape}');
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(more);
    });

    it('opens with Arrow Down onto its first link, and closes on a press outside', async () => {
      const menu = narrowBar(300);
      const more = within(menu).getByRole('button', { name: 'More links' });
      more.focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement?.textContent).toBe('Drinks');
      await userEvent.keyboard('{ArrowUp}');
      expect(document.activeElement?.textContent).toBe('Gift cards (opens in a new tab)');
      await userEvent.click(screen.getByRole('banner'));
      expect(more.getAttribute('aria-expanded')).toBe('false');
    });

    it('shows every link and no More when they all fit', () => {
      const menu = narrowBar(600);
      expect(within(menu).getAllByRole('link')).toHaveLength(5);
      expect(within(menu).queryByRole('button', { name: 'More links' })).toBeNull();
    });
  });
});

describe('a top bar the server drew, hydrated after the shopper’s own state arrived', () => {
  it('is drawn first as the server drew it (an empty cart, Log in), then shows the cart and the account', async () => {
    const bar = (scope: Scope) => (
      <Provider value={scope}>
        <Router ssrPath="/">
          <TopNav id="7" index={0} mode="live" data={topNavDataSchema.parse(topNavFixture.data)} settings={topNavSettingsSchema.parse(topNavFixture.settings)} />
        </Router>
      </Provider>
    );
    const { container, hydrate } = serverHtml(bar(fork({ values: [[$siteSettings, siteSettings]] })));
    expect(container.querySelector('.top-nav__badge')?.textContent).toBe('0');
    // The shopper's kept cart and session, loaded before this bar's code arrived.
    const scope = fork({ values: [[$siteSettings, siteSettings], [$cart, { ...initialCart, cartItems: threeItems }]], handlers: [[runCartOperationFx, () => ({ ...emptyCartSummary, cartItems: threeItems })]] });
    const user = { id: 5, name: 'Ada', email: 'ada@example.com', phone: null, avatar: null, referral_code: null };
    await allSettled(sessionStarted, { scope, params: { token: 'token-1', user } });
    const recoverable = await hydrate(bar(scope));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.top-nav__badge')?.textContent).toBe('3');
    expect(container.querySelector('.top-nav__account')?.textContent).toBe('Account');
    container.remove();
  });
});
