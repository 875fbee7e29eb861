// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@/api/schemas/cart.schema';
import { $cart, initialCart } from '@/models/cart/cart.model';
import { $externalWindowOpen } from '@/models/external-window/external-window.model';
import ChildRoute from './ChildRoute';

/** The child route at `path` beside a header, as the desktop overlay (`overlay`) or as the page, over a cart of `quantities`. */
function renderRoute(path: string, { overlay, quantities = [], externalWindow = false }: { overlay: boolean; quantities?: number[]; externalWindow?: boolean }) {
  if (window.location.pathname !== path) window.history.replaceState(null, '', path);
  const cart = { ...initialCart, cartItems: quantities.map((quantity, index) => cartItem(index + 1, quantity)) };
  const scope = fork({ values: [[$cart, cart], [$externalWindowOpen, externalWindow]] });
  const view = (isOverlay: boolean) => (
    <Provider value={scope}>
      <div className="storefront">
        <header>
          <button type="button">Opener</button>
        </header>
        <ChildRoute path={path} overlay={isOverlay} openedFromHome footer={<footer>Footer</footer>} />
      </div>
    </Provider>
  );
  const rendered = render(view(overlay));
  return { ...rendered, becomeOverlay: () => rendered.rerender(view(true)) };
}

function cartItem(id: number, quantity: number): CartItem {
  return { id, product_id: id, quantity, selectedAttributes: {}, selectedMultiAttributes: {}, name: `Dish ${id}`, image: '', slug: `dish-${id}`, unit_price: 900, line_total: 900 * quantity };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a child route', () => {
  it('is the page, with the footer, where it is not the desktop overlay: no dialog, nothing made inert', () => {
    const { container } = renderRoute('/no/such/route', { overlay: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('main').querySelector('.route-sheet')).not.toBeNull();
    expect(screen.getByText('Footer')).toBeTruthy();
    expect(container.querySelector('[inert]')).toBeNull();
  });

  it('becomes the desktop overlay in place: the same sheet, the screen not mounted again, the rest inert', async () => {
    const { becomeOverlay, container } = renderRoute('/no/such/route', { overlay: false, quantities: [2] });
    const sheet = container.querySelector('.route-sheet');
    const heading = screen.getByRole('heading', { level: 1 });
    becomeOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Page not found' });
    expect(dialog).toBe(sheet);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(container.querySelector('header')?.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })));
  });

  it('carries the cart, with its count, in the overlay\'s bar, since the overlay covers the header; none on the cart itself', () => {
    renderRoute('/product/margherita-pizza', { overlay: true, quantities: [2, 1] });
    const cart = within(screen.getByRole('dialog')).getByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('Cart 3');
  });

  it('offers no cart link in the overlay on the cart itself', () => {
    renderRoute('/cart', { overlay: true, quantities: [1] });
    expect(within(screen.getByRole('dialog')).queryByRole('link', { name: /^Cart/ })).toBeNull();
  });

  it('closes on Escape, back to the home page it was opened from', async () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/no/such/route');
    renderRoute('/no/such/route', { overlay: true });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await Promise.resolve();
    });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('yields to a payment window over it: not modal, nothing inert, Escape leaves it open', () => {
    const { container } = renderRoute('/no/such/route', { overlay: true, externalWindow: true });
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('false');
    expect(container.querySelector('[inert]')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(window.location.pathname).toBe('/no/such/route');
  });
});
