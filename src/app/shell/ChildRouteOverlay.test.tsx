// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@/api/schemas/cart.schema';
import { $cart, initialCart } from '@/models/cart/cart.model';
import ChildRouteOverlay from './ChildRouteOverlay';

/** The desktop overlay at `path`, over a cart holding `quantities` (one line each). */
function renderOverlay(path: string, quantities: number[]) {
  window.history.replaceState(null, '', path);
  const scope = fork({ values: [[$cart, { ...initialCart, cartItems: quantities.map((quantity, index) => cartItem(index + 1, quantity)) }]] });
  render(
    <Provider value={scope}>
      <ChildRouteOverlay title="Product" wide={false} openedFromHome>
        <h1>Margherita Pizza</h1>
      </ChildRouteOverlay>
    </Provider>,
  );
  return screen.getByRole('dialog', { name: 'Product' });
}

function cartItem(id: number, quantity: number): CartItem {
  return { id, product_id: id, quantity, selectedAttributes: {}, selectedMultiAttributes: {}, name: `Dish ${id}`, image: '', slug: `dish-${id}`, unit_price: 900, line_total: 900 * quantity };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the desktop overlay over the home page', () => {
  it('carries the cart, with its count, in its own bar, since it covers the header', async () => {
    const overlay = renderOverlay('/product/margherita-pizza', [2, 1]);
    const cart = within(overlay).getByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.textContent).toBe('Cart 3');
    // Focus still starts on Close, as in every dialog without a bar of its own.
    await waitFor(() => expect(document.activeElement).toBe(within(overlay).getByRole('button', { name: 'Close' })));
  });

  it('offers no cart link on the cart itself', () => {
    const overlay = renderOverlay('/cart', [1]);
    expect(within(overlay).queryByRole('link', { name: /^Cart/ })).toBeNull();
  });
});
