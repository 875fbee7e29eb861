import { allSettled, createWatch, fork, scopeBind, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import type { ProductsPage } from '@/api/schemas/product.schema';
import { cartAddRequested, cartAddSettled, emptyCartSummary, runCartOperationFx, type CartAddRequest } from '@/models/cart/cart.model';
import { requestHandler, testPage, testProduct } from '@/models/catalog/test-products';
import { ADD_FAILED_MESSAGE } from '@/models/product-options/options-form.lib';
import { $siteSettings } from '@/models/site/site.model';
import {
  $pageAdd,
  $pageNotice,
  $productPage,
  $quantity,
  $relatedProducts,
  $selection,
  clampQuantity,
  fetchProductFx,
  fetchRelatedProductsFx,
  pageAddRequested,
  pageOptionRefused,
  pageQuantityChanged,
  productPageAddressChanged,
  productPageClosed,
  productPageOpened,
  productPageRetried,
  relatedProductsRetried,
} from './product-page.model';
import { testProductDetail } from './test-product-detail';

type CartOperation = Parameters<typeof runCartOperationFx>[0];

/** A request the test answers by hand, in any order. */
interface Pending<T> {
  params: unknown;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<Params, T>() {
  const pending: (Pending<T> & { params: Params })[] = [];
  const handler = vi.fn(
    (params: Params) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ params, resolve, reject });
      }),
  );
  return { handler, pending };
}

const pizza = testProductDetail();
const others = [testProduct(2, { name: 'Pepperoni' }), testProduct(3, { name: 'Four Cheese' }), testProduct(4, { name: 'Veggie' }), testProduct(5, { name: 'Hawaiian' }), testProduct(6, { name: 'Calzone' })];

interface SetupOptions {
  product?: (params: { slug: string }) => Promise<ProductDetail>;
  related?: (params: { productId: string }) => Promise<ProductsPage>;
  cart?: (operation: CartOperation) => Promise<CartSummary>;
}

function setup({ product = () => Promise.resolve(pizza), related = () => Promise.resolve(testPage([pizza, ...others])), cart = () => Promise.resolve(emptyCartSummary) }: SetupOptions = {}) {
  const productCall = vi.fn(product);
  const relatedCall = vi.fn(related);
  const cartCall = vi.fn(cart);
  const scope: Scope = fork({
    values: [[$siteSettings, { currencyCode: 'USD', decimalPlaces: '2' }]],
    handlers: [requestHandler(fetchProductFx, productCall), requestHandler(fetchRelatedProductsFx, relatedCall), requestHandler(runCartOperationFx, cartCall)],
  });
  const adds: CartAddRequest[] = [];
  createWatch({ unit: cartAddRequested, fn: (request) => adds.push(request), scope });
  return { scope, productCall, relatedCall, cartCall, adds };
}

const open = (scope: Scope, slug = 'margherita-pizza') => allSettled(productPageOpened, { scope, params: { slug } });
const address = (scope: Scope, search: string) => allSettled(productPageAddressChanged, { scope, params: search });

describe('the product page model', () => {
  describe('loading the product', () => {
    it('asks for the slug and shows the product once it is in', async () => {
      const { scope, productCall } = setup();
      const opening = open(scope);
      expect(scope.getState($productPage)).toEqual({ status: 'loading', slug: 'margherita-pizza' });
      await opening;
      expect(productCall).toHaveBeenCalledWith({ slug: 'margherita-pizza' });
      expect(scope.getState($productPage)).toEqual({ status: 'ready', slug: 'margherita-pizza', product: pizza });
    });

    it('shows not found for an unknown slug (404)', async () => {
      const { scope } = setup({ product: () => Promise.reject(new ApiError('rejected', 'No such product.', 404)) });
      await open(scope, 'nothing-here');
      expect(scope.getState($productPage)).toEqual({ status: 'not-found', slug: 'nothing-here' });
    });

    it('shows a failure for anything else, and Retry asks again', async () => {
      let fail = true;
      const { scope, productCall } = setup({ product: () => (fail ? Promise.reject(new ApiError('server', 'Server error', 500)) : Promise.resolve(pizza)) });
      await open(scope);
      expect(scope.getState($productPage)).toEqual({ status: 'failed', slug: 'margherita-pizza' });
      fail = false;
      await allSettled(productPageRetried, { scope });
      expect(productCall).toHaveBeenCalledTimes(2);
      expect(scope.getState($productPage).status).toBe('ready');
    });

    it('drops the answer for a slug the shopper has moved on from', async () => {
      const { handler, pending } = deferred<{ slug: string }, ProductDetail>();
      const { scope } = setup({ product: handler });
      const pepperoni = testProductDetail({ id: 2, name: 'Pepperoni', slug: 'pepperoni' });
      scopeBind(productPageOpened, { scope })({ slug: 'margherita-pizza' });
      scopeBind(productPageOpened, { scope })({ slug: 'pepperoni' });
      // The newer answer first, then the older one, late: it must not replace what is on show.
      pending[1]?.resolve(pepperoni);
      pending[0]?.resolve(pizza);
      await allSettled(scope);
      expect(scope.getState($productPage)).toEqual({ status: 'ready', slug: 'pepperoni', product: pepperoni });
    });

    it('drops an answer that comes after the page closed', async () => {
      const { handler, pending } = deferred<{ slug: string }, ProductDetail>();
      const { scope } = setup({ product: handler });
      scopeBind(productPageOpened, { scope })({ slug: 'margherita-pizza' });
      scopeBind(productPageClosed, { scope })();
      pending[0]?.reject(new ApiError('rejected', 'Gone', 404));
      await allSettled(scope);
      expect(scope.getState($productPage)).toEqual({ status: 'loading', slug: 'margherita-pizza' });
    });

    it('keeps a product on show while it refreshes (back to it), even when the refresh fails', async () => {
      let answer: () => Promise<ProductDetail> = () => Promise.resolve(pizza);
      const { scope, productCall } = setup({ product: () => answer() });
      await open(scope);
      await allSettled(productPageClosed, { scope });
      answer = () => Promise.reject(new ApiError('network', 'Offline'));
      const reopening = open(scope);
      expect(scope.getState($productPage)).toEqual({ status: 'ready', slug: 'margherita-pizza', product: pizza });
      await reopening;
      expect(productCall).toHaveBeenCalledTimes(2);
      expect(scope.getState($productPage)).toEqual({ status: 'ready', slug: 'margherita-pizza', product: pizza });
    });
  });

  describe('related products', () => {
    it('asks for 8 of the category once the product is in, and keeps 4 others', async () => {
      const { scope, relatedCall } = setup();
      await open(scope);
      expect(relatedCall).toHaveBeenCalledWith({ productId: '1', categoryId: 1 });
      expect(scope.getState($relatedProducts)).toEqual({ status: 'ready', productId: '1', products: others.slice(0, 4) });
    });

    it('asks for none when the product has no category', async () => {
      const { scope, relatedCall } = setup({ product: () => Promise.resolve(testProductDetail({ category_id: null })) });
      await open(scope);
      expect(relatedCall).not.toHaveBeenCalled();
      expect(scope.getState($relatedProducts)).toEqual({ status: 'idle', productId: '1', products: [] });
    });

    it('says they failed, and Retry asks again', async () => {
      let fail = true;
      const { scope, relatedCall } = setup({ related: () => (fail ? Promise.reject(new ApiError('network', 'Offline')) : Promise.resolve(testPage(others))) });
      await open(scope);
      expect(scope.getState($relatedProducts).status).toBe('failed');
      fail = false;
      await allSettled(relatedProductsRetried, { scope });
      expect(relatedCall).toHaveBeenCalledTimes(2);
      expect(scope.getState($relatedProducts).products).toHaveLength(4);
    });

    it('drops a list that comes for the product before', async () => {
      const { handler, pending } = deferred<{ productId: string }, ProductsPage>();
      const pepperoni = testProductDetail({ id: 2, name: 'Pepperoni', slug: 'pepperoni' });
      const { scope } = setup({ product: ({ slug }) => Promise.resolve(slug === 'pepperoni' ? pepperoni : pizza), related: handler });
      scopeBind(productPageOpened, { scope })({ slug: 'margherita-pizza' });
      await vi.waitFor(() => expect(pending).toHaveLength(1));
      scopeBind(productPageOpened, { scope })({ slug: 'pepperoni' });
      await vi.waitFor(() => expect(pending).toHaveLength(2));
      // Pepperoni's list first (it leaves Pepperoni out), then the pizza's, late: it must not replace what is on show.
      pending[1]?.resolve(testPage([pizza, ...others.slice(0, 1)]));
      pending[0]?.resolve(testPage(others));
      await allSettled(scope);
      expect(scope.getState($relatedProducts)).toEqual({ status: 'ready', productId: '2', products: [pizza] });
    });
  });

  describe('the selection, derived from the address', () => {
    it('is what the address says, as the rules allow it', async () => {
      const { scope } = setup();
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives,extras:cheese,toppings:anchovies');
      expect(scope.getState($selection)).toEqual({ selectedAttributes: { '1': '20', '2': '30' }, selectedMultiAttributes: { toppings: ['olives'], extras: ['cheese'] } });
    });

    it('is there as soon as the product arrives, whichever came first', async () => {
      const { scope } = setup();
      await address(scope, '?options=10');
      expect(scope.getState($selection)).toEqual({ selectedAttributes: {}, selectedMultiAttributes: {} });
      await open(scope);
      expect(scope.getState($selection).selectedAttributes).toEqual({ '1': '10' });
    });
  });

  describe('the quantity', () => {
    it.each([
      [3, 3],
      [0, 1],
      [-4, 1],
      [150, 99],
      [2.6, 3],
      [Number.NaN, 1],
    ])('%d is kept as %d', async (typed, kept) => {
      expect(clampQuantity(typed)).toBe(kept);
      const { scope } = setup();
      await open(scope);
      await allSettled(pageQuantityChanged, { scope, params: typed });
      expect(scope.getState($quantity)).toBe(kept);
    });

    it('starts at one on every page', async () => {
      const { scope } = setup();
      await open(scope);
      await allSettled(pageQuantityChanged, { scope, params: 5 });
      await open(scope, 'pepperoni');
      expect(scope.getState($quantity)).toBe(1);
    });
  });

  describe('adding to the cart', () => {
    it('refuses with the minimum message while a minimum is not met, and sends nothing', async () => {
      const { scope, adds } = setup();
      await open(scope);
      await address(scope, '?options=20,30');
      await allSettled(pageAddRequested, { scope });
      expect(scope.getState($pageNotice)).toEqual({ kind: 'minimum', groupId: 'toppings', message: 'Please select at least 1 options for Toppings.' });
      expect(adds).toEqual([]);
    });

    it('sends the selection and the quantity through the cart queue once, waits, then says it was added', async () => {
      let answer: (summary: CartSummary) => void = () => undefined;
      const { scope, adds, cartCall } = setup({
        cart: (operation) => (operation.kind === 'add' ? new Promise<CartSummary>((resolve) => (answer = resolve)) : Promise.resolve(emptyCartSummary)),
      });
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives');
      await allSettled(pageQuantityChanged, { scope, params: 3 });
      const first = allSettled(pageAddRequested, { scope });
      expect(adds).toEqual([
        {
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          product_id: 1,
          quantity: 3,
          selection: { selectedAttributes: { '1': '20', '2': '30' }, selectedMultiAttributes: { toppings: ['olives'] } },
        },
      ]);
      expect(scope.getState($pageAdd)).toEqual({ status: 'adding', requestId: adds[0]?.requestId });
      scopeBind(pageAddRequested, { scope })();
      expect(adds).toHaveLength(1);
      answer(emptyCartSummary);
      await first;
      expect(cartCall.mock.calls.filter(([operation]) => operation.kind === 'add')).toHaveLength(1);
      expect(scope.getState($pageAdd)).toEqual({ status: 'added' });
    });

    it('forgets "added" once the quantity or the selection changes', async () => {
      const { scope } = setup();
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives');
      await allSettled(pageAddRequested, { scope });
      expect(scope.getState($pageAdd)).toEqual({ status: 'added' });
      await allSettled(pageQuantityChanged, { scope, params: 2 });
      expect(scope.getState($pageAdd)).toEqual({ status: 'idle' });
      await allSettled(pageAddRequested, { scope });
      await address(scope, '?options=20,30&extras=toppings:basil');
      expect(scope.getState($pageAdd)).toEqual({ status: 'idle' });
    });

    it('keeps the selection and says what the cart said when the add is refused', async () => {
      const { scope } = setup({ cart: () => Promise.reject(new ApiError('rejected', 'This combination of options is not available.', 422)) });
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives');
      await allSettled(pageAddRequested, { scope });
      expect(scope.getState($pageAdd)).toEqual({ status: 'idle' });
      expect(scope.getState($pageNotice)).toEqual({ kind: 'failed', message: 'This combination of options is not available.' });
      expect(scope.getState($selection).selectedMultiAttributes).toEqual({ toppings: ['olives'] });
    });

    it('falls back to a calm message when the cart gives none, and ignores answers to other adds', async () => {
      const { scope } = setup({ cart: () => new Promise<CartSummary>(() => undefined) });
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives');
      scopeBind(pageAddRequested, { scope })();
      const add = scope.getState($pageAdd);
      if (add.status !== 'adding') throw new Error('expected an add in flight');
      scopeBind(cartAddSettled, { scope })({ requestId: 'from-a-product-card', ok: true, message: null });
      expect(scope.getState($pageAdd).status).toBe('adding');
      scopeBind(cartAddSettled, { scope })({ requestId: add.requestId, ok: false, message: null });
      expect(scope.getState($pageNotice)).toEqual({ kind: 'failed', message: ADD_FAILED_MESSAGE });
    });

    it('ignores Add for a sold-out product', async () => {
      const { scope, adds } = setup({ product: () => Promise.resolve(testProductDetail({ in_stock: false })) });
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives');
      await allSettled(pageAddRequested, { scope });
      expect(adds).toEqual([]);
      expect(scope.getState($pageAdd)).toEqual({ status: 'idle' });
    });
  });

  describe('refusals', () => {
    it('shows a refused value beside its group until the selection changes', async () => {
      const { scope } = setup();
      await open(scope);
      await address(scope, '?options=20,30&extras=toppings:olives,toppings:basil');
      await allSettled(pageOptionRefused, { scope, params: { groupId: 'toppings', message: 'You can select at most 2 options for Toppings.' } });
      expect(scope.getState($pageNotice)).toEqual({ kind: 'refused', groupId: 'toppings', message: 'You can select at most 2 options for Toppings.' });
      await address(scope, '?options=20,30&extras=toppings:olives');
      expect(scope.getState($pageNotice)).toBeNull();
    });
  });
});
