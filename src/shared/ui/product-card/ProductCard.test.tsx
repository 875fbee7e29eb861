// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CartAddPayload, CartSummary } from '@/api/schemas/cart.schema';
import type { Product } from '@/api/schemas/product.schema';
import { $addingProductIds, cartAddRequested, emptyCartSummary, runCartOperationFx } from '@/models/cart/cart.model';
import { requestHandler, testProduct } from '@/models/catalog/test-products';
import { $productDrawer } from '@/models/product-options/product-drawer.model';
import { PRODUCT_OPTIONS_DRAWER_ID } from '@/shared/ui/product-options/product-options-entry';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import { placeholderImage } from '@/shared/ui/placeholder-image';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { serverHtml } from '../../../../tests/support/server-html';

const fries = testProduct(21, { name: 'French Fries', selling_price: 4.49 });
const margherita = testProduct(1, { name: 'Margherita Pizza', attributes: [{ id: 1001, name: 'Size', values: [{ id: 1002, value: 'Small 10"' }] }] });
const settings: SiteSettings = { currencyCode: 'USD', locale: 'en-US', decimalPlaces: '2', symbolPlacement: 'before' };

type CartOperation = Parameters<typeof runCartOperationFx>[0];

function renderCard(product: Product, options: { settings?: SiteSettings; add?: () => Promise<CartSummary>; eager?: boolean } = {}) {
  const add = vi.fn((_payload: CartAddPayload) => (options.add ? options.add() : Promise.resolve(emptyCartSummary)));
  // The cart model queues every change through one effect; adds go to `add`, its follow-up fetch answers at once.
  const cartCall = (operation: CartOperation) => (operation.kind === 'add' ? add(operation.payload) : Promise.resolve(emptyCartSummary));
  const scope: Scope = fork({ values: [[$siteSettings, options.settings ?? settings]], handlers: [requestHandler(runCartOperationFx, cartCall)] });
  const location = memoryLocation({ path: '/' });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <ProductCard product={product} eager={options.eager} />
      </Router>
    </Provider>,
  );
  return { add, scope };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ProductCard', () => {
  it('shows the name as a heading link, a sized lazy image and the price', () => {
    renderCard(fries);
    expect(screen.getByRole('heading', { level: 3, name: 'French Fries' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'French Fries' }).getAttribute('href')).toBe(`/product/${fries.slug}`);
    const image = document.querySelector('img');
    expect(image?.getAttribute('width')).toBe('600');
    expect(image?.getAttribute('height')).toBe('600');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('$4.49')).toBeTruthy();
  });

  it('shows a picture drawn from the name when the backend sent none, and distinct ones for distinct names', () => {
    renderCard(testProduct(31, { name: 'Garlic Bread', image: null }));
    const drawn = document.querySelector('img')?.getAttribute('src') ?? '';
    expect(drawn).toMatch(/^data:image\/svg\+xml,/);
    expect(placeholderImage('Garlic Bread')).toBe(drawn);
    expect(placeholderImage('Onion Rings')).not.toBe(drawn);
  });

  it('loads the image at once when told it is seen on arrival', () => {
    renderCard(fries, { eager: true });
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('strikes through a higher original price, and only a higher one', () => {
    renderCard(testProduct(4, { name: 'BBQ Chicken Pizza', selling_price: 12.99, original_price: 15.99 }));
    const was = document.querySelector('s');
    expect(was?.textContent).toBe('Was $15.99');
    renderCard(testProduct(5, { selling_price: 9, original_price: 9 }));
    expect(document.querySelectorAll('s')).toHaveLength(1);
  });

  it('adds a product without options to the cart at quantity 1', async () => {
    const { add } = renderCard(fries);
    await userEvent.click(screen.getByRole('button', { name: 'Add French Fries to cart' }));
    // The API takes the id as a number or a string.
    expect(add).toHaveBeenCalledWith({ product_id: expect.toSatisfy((id) => String(id) === '21'), quantity: 1, selected_attributes: {}, selected_multi_attributes: {} });
  });

  it('shows a pending state while its add is on the way, and ignores a second tap', async () => {
    let finish: (summary: CartSummary) => void = () => undefined;
    const { add } = renderCard(fries, { add: () => new Promise<CartSummary>((resolve) => (finish = resolve)) });
    const button = screen.getByRole('button', { name: 'Add French Fries to cart' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Adding… French Fries to cart' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(add).toHaveBeenCalledTimes(1);
    await act(async () => finish(emptyCartSummary));
    expect(screen.getByRole('button', { name: 'Add French Fries to cart' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('survives a refused add (the cart model shows the toast)', async () => {
    const { add } = renderCard(fries, { add: () => Promise.reject(new Error('422')) });
    await userEvent.click(screen.getByRole('button', { name: 'Add French Fries to cart' }));
    expect(add).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add French Fries to cart' })).toBeTruthy();
  });

  it('opens the options panel for a product with options, and keeps its name a link to its page', async () => {
    const { scope, add } = renderCard(margherita);
    expect(screen.getByRole('link', { name: 'Margherita Pizza' }).getAttribute('href')).toBe(`/product/${margherita.slug}`);
    const button = screen.getByRole('button', { name: 'Choose options for Margherita Pizza' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    // The panel's code (and the drawer model with it) loads first, then the product is handed over.
    await waitFor(() => expect(scope.getState($productDrawer)).toMatchObject({ currentProduct: margherita, desktopDialogOpen: true }));
    expect(window.location.hash).toBe(`#${PRODUCT_OPTIONS_DRAWER_ID}`);
    expect(add).not.toHaveBeenCalled();
  });

  it('says when a product is sold out, with nothing to add', async () => {
    renderCard(testProduct(24, { name: 'Sweet Potato Fries', in_stock: false }));
    expect(screen.getByText('Sold out')).toBeTruthy();
    // Nothing to add; it can still be saved for later.
    expect((await screen.findAllByRole('button')).map((button) => button.textContent)).toEqual(['Save Sweet Potato Fries to your wishlist']);
    expect(document.querySelector('article')?.getAttribute('data-state')).toBe('sold-out');
  });

  it('hides the price and the add control in a digital store', async () => {
    renderCard(fries, { settings: { ...settings, store_type: 'digital' } });
    expect(screen.queryByText('$4.49')).toBeNull();
    // No price call-to-action; saving a product is not one (ADR 0023).
    expect((await screen.findAllByRole('button')).map((button) => button.textContent)).toEqual(['Save French Fries to your wishlist']);
    expect(screen.getByRole('link', { name: 'View French Fries' }).getAttribute('href')).toBe(`/product/${fries.slug}`);
  });
});

describe('ProductCardSkeleton', () => {
  it('holds the card’s boxes and is hidden from assistive tech', () => {
    const { container } = render(<ProductCardSkeleton />);
    const skeleton = container.firstElementChild;
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.querySelector('.product-card__media')).not.toBeNull();
    expect(skeleton?.querySelector('.product-card__button')).not.toBeNull();
  });
});

describe('a card the server drew, hydrated late', () => {
  it('is drawn first as the server drew it (Add), then shows the add of its product already on its way', async () => {
    // An add that never ends: the product stays "adding" while the card hydrates.
    const scope = fork({ values: [[$siteSettings, settings]], handlers: [requestHandler(runCartOperationFx, () => new Promise<CartSummary>(() => {}))] });
    void allSettled(cartAddRequested, { scope, params: { requestId: 'r1', product_id: fries.id, quantity: 1, selection: { selectedAttributes: {}, selectedMultiAttributes: {} } } });
    expect(scope.getState($addingProductIds)).toContain(String(fries.id));
    const card = (
      <Provider value={scope}>
        <Router ssrPath="/">
          <ProductCard product={fries} />
        </Router>
      </Provider>
    );
    const { container, hydrate } = serverHtml(card);
    expect(container.querySelector('.product-card__button')?.textContent).toBe('Add French Fries to cart');
    const recoverable = await hydrate(card);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.product-card__button')?.textContent).toBe('Adding… French Fries to cart');
    container.remove();
  });
});
