// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Wishlist, WishlistToggleAnswer } from '@/api/schemas/wishlist.schema';
import { requestHandler, testProduct } from '@/models/catalog/test-products';
import { $user } from '@/models/session/session.model';
import { $toasts } from '@/models/toast/toast.model';
import type { WishlistRequest } from '@/models/wishlist/wishlist.lib';
import { loadWishlistFx, saveFailedMessage, saveWishlistChangeFx } from '@/models/wishlist/wishlist.model';
import { WishlistHeart } from './WishlistHeart';

const margherita = testProduct(1, { name: 'Margherita Pizza' });
const fries = testProduct(21, { name: 'French Fries' });
const customer = { id: 7, name: 'Robin', email: 'robin@example.com', phone: null, avatar: null, referral_code: null, authToken: 'token-1' };

function renderHearts(options: { signedIn?: boolean; saved?: Wishlist['data']; save?: (request: WishlistRequest) => Promise<WishlistToggleAnswer> } = {}) {
  const load = vi.fn(() => Promise.resolve<Wishlist>({ data: options.saved ?? [] }));
  const save = vi.fn(options.save ?? ((request: WishlistRequest) => Promise.resolve({ product_id: request.product.id, in_wishlist: request.inWishlist })));
  const scope = fork({
    values: options.signedIn === false ? [] : [[$user, customer]],
    handlers: [requestHandler(loadWishlistFx, load), requestHandler(saveWishlistChangeFx, save)],
  });
  render(
    <Provider value={scope}>
      <WishlistHeart product={margherita} />
      <WishlistHeart product={fries} />
    </Provider>,
  );
  return { scope, load, save };
}

const heart = (name: string) => screen.getByRole('button', { name: `Save ${name} to your wishlist` });
/** The hearts' code loads in a chunk of its own: wait for the buttons. */
const heartsShown = () => screen.findAllByRole('button', { name: /^Save .+ to your wishlist$/ });

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

describe('WishlistHeart', () => {
  it('holds a 44 px slot, given the caller’s class, while its button loads', async () => {
    renderHearts();
    const slots = document.querySelectorAll('.wishlist-heart-slot');
    expect(slots).toHaveLength(2);
    await heartsShown();
    expect(slots[0]?.querySelector('button.wishlist-heart')).not.toBeNull();
  });

  it('is a toggle button named for what it does to which product, pressed when the product is saved', async () => {
    const { load } = renderHearts({ saved: [margherita] });
    await heartsShown();
    await waitFor(() => expect(heart('Margherita Pizza').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('French Fries').getAttribute('aria-pressed')).toBe('false');
    expect(heart('Margherita Pizza').getAttribute('type')).toBe('button');
    // The shape, not the colour alone, tells the state (a filled heart is styled from the pressed state).
    expect(heart('Margherita Pizza').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // Two hearts, one request for the wishlist.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the tap at once, and goes back with a toast when saving fails', async () => {
    let fail: (error: ApiError) => void = () => undefined;
    const { scope, save } = renderHearts({ save: () => new Promise<WishlistToggleAnswer>((_resolve, reject) => (fail = reject)) });
    await heartsShown();
    await userEvent.click(heart('French Fries'));
    expect(heart('French Fries').getAttribute('aria-pressed')).toBe('true');
    expect(save).toHaveBeenCalledWith({ product: { id: 21, name: 'French Fries' }, inWishlist: true, confirm: false, session: 0 });
    await act(async () => fail(new ApiError('server', 'Server error (500)', 500)));
    await waitFor(() => expect(heart('French Fries').getAttribute('aria-pressed')).toBe('false'));
    expect(scope.getState($toasts).map((toast) => toast.message)).toEqual([saveFailedMessage('French Fries')]);
  });

  it('sends a guest to sign in, leaving the heart as it was', async () => {
    window.history.replaceState(null, '', '/category/pizzas');
    const { load, save } = renderHearts({ signedIn: false });
    await heartsShown();
    await userEvent.click(heart('Margherita Pizza'));
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fcategory%2Fpizzas');
    expect(heart('Margherita Pizza').getAttribute('aria-pressed')).toBe('false');
    expect(load).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});
