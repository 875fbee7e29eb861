// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { CartAddPayload } from '@/api/schemas/cart.schema';
import type { Product } from '@/api/schemas/product.schema';
import type { Wishlist, WishlistToggleAnswer } from '@/api/schemas/wishlist.schema';
import { emptyCartSummary, runCartOperationFx } from '@/models/cart/cart.model';
import { requestHandler, testProduct } from '@/models/catalog/test-products';
import { $user } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import type { WishlistRequest } from '@/models/wishlist/wishlist.lib';
import { loadWishlistFx, saveWishlistChangeFx } from '@/models/wishlist/wishlist.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import WishlistScreen from './WishlistScreen';

const margherita = testProduct(1, { name: 'Margherita Pizza', selling_price: 12.5, attributes: [{ id: 1001, name: 'Size', values: [{ id: 1002, value: 'Small' }] }] });
const fries = testProduct(21, { name: 'French Fries', selling_price: 4.49 });
const soldOut = testProduct(24, { name: 'Sweet Potato Fries', in_stock: false });
const customer = { id: 7, name: 'Robin', email: 'robin@example.com', phone: null, avatar: null, referral_code: null, authToken: 'token-1' };

type CartOperation = Parameters<typeof runCartOperationFx>[0];

function renderScreen(options: { load?: () => Promise<Wishlist>; save?: (request: WishlistRequest) => Promise<WishlistToggleAnswer> } = {}) {
  const load = vi.fn(options.load ?? (() => Promise.resolve<Wishlist>({ data: [margherita, fries, soldOut] })));
  const save = vi.fn(options.save ?? ((request: WishlistRequest) => Promise.resolve({ product_id: request.product.id, in_wishlist: request.inWishlist })));
  const cartAdds: CartAddPayload[] = [];
  const cartCall = (operation: CartOperation) => {
    if (operation.kind === 'add') cartAdds.push(operation.payload);
    return Promise.resolve(emptyCartSummary);
  };
  const scope = fork({
    values: [
      [$user, customer],
      [$siteSettings, testStoreSettings],
    ],
    handlers: [requestHandler(loadWishlistFx, load), requestHandler(saveWishlistChangeFx, save), requestHandler(runCartOperationFx, cartCall)],
  });
  const location = memoryLocation({ path: '/account/wishlist', record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <WishlistScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, load, save, cartAdds, container: view.container };
}

const row = (name: string) => screen.getByRole('article', { name });
const savedProducts = () => screen.getByRole('list', { name: 'Saved products' });

describe('/account/wishlist', () => {
  it('lists the saved products with picture, name, price and the action a card offers, without axe violations', async () => {
    const { container, load } = renderScreen();
    await waitFor(() => expect(within(savedProducts()).getAllByRole('listitem')).toHaveLength(3));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(within(row('French Fries')).getByRole('link', { name: 'French Fries' }).getAttribute('href')).toBe('/product/french-fries');
    expect(within(row('French Fries')).getByText('$4.49')).toBeTruthy();
    expect(within(row('French Fries')).getByRole('button', { name: 'Add French Fries to cart' })).toBeTruthy();
    expect(within(row('Margherita Pizza')).getByRole('button', { name: 'Choose options for Margherita Pizza' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(row('Sweet Potato Fries')).getByText('Sold out')).toBeTruthy();
    expect(within(row('Sweet Potato Fries')).getByRole('button', { name: 'Remove Sweet Potato Fries from your wishlist' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('adds a product to the cart through the cart queue, as a card does', async () => {
    const { cartAdds } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add French Fries to cart' }));
    await waitFor(() => expect(cartAdds).toEqual([{ product_id: expect.toSatisfy((id) => String(id) === '21'), quantity: 1, selected_attributes: {}, selected_multi_attributes: {} }]));
  });

  it('removes a product in place, keeping focus on the same button, now Undo, and Undo saves it again', async () => {
    const { save } = renderScreen();
    const remove = await screen.findByRole('button', { name: 'Remove French Fries from your wishlist' });
    await userEvent.click(remove);
    const undo = within(row('French Fries')).getByRole('button', { name: 'Undo removing French Fries' });
    expect(undo).toBe(remove);
    expect(document.activeElement).toBe(undo);
    expect(within(row('French Fries')).getByRole('status').textContent).toBe('Removed from your wishlist.');
    expect(within(row('French Fries')).queryByRole('button', { name: /to cart/ })).toBeNull();
    await userEvent.click(undo);
    expect(document.activeElement).toBe(within(row('French Fries')).getByRole('button', { name: 'Remove French Fries from your wishlist' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls.map(([request]) => request.inWishlist)).toEqual([false, true]);
  });

  it('puts a row back when its removal fails', async () => {
    let fail: (error: ApiError) => void = () => undefined;
    renderScreen({ save: () => new Promise<WishlistToggleAnswer>((_resolve, reject) => (fail = reject)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove French Fries from your wishlist' }));
    expect(row('French Fries').closest('li')?.getAttribute('data-state')).toBe('removed');
    await act(async () => fail(new ApiError('network', 'offline')));
    await waitFor(() => expect(row('French Fries').closest('li')?.getAttribute('data-state')).toBe('saved'));
  });

  it('says the wishlist is empty and leads to the menu', async () => {
    renderScreen({ load: () => Promise.resolve({ data: [] as Product[] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/');
  });

  it('says when the wishlist cannot load, and loads it again on Retry', async () => {
    let attempt = 0;
    const { load } = renderScreen({
      load: () => (attempt++ === 0 ? Promise.reject(new ApiError('network', 'offline')) : Promise.resolve<Wishlist>({ data: [fries] })),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 2, name: 'We couldn’t load your wishlist' })).toBeTruthy();
    await userEvent.click(retry);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wishlist' }));
    expect(await screen.findByRole('article', { name: 'French Fries' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
