// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { CartAddPayload, CartSummary } from '@/api/schemas/cart.schema';
import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import type { ProductsPage } from '@/api/schemas/product.schema';
import { emptyCartSummary, runCartOperationFx } from '@/models/cart/cart.model';
import { requestHandler, testPage, testProduct } from '@/models/catalog/test-products';
import { fetchProductFx, fetchRelatedProductsFx } from '@/models/product-page/product-page.model';
import { testProductDetail } from '@/models/product-page/test-product-detail';
import { $screenHead } from '@/models/site/screen-head.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import * as productScreen from './ProductScreen';
import { TestScreen } from '@/app/shell/test-screen';

type CartOperation = Parameters<typeof runCartOperationFx>[0];

const settings: SiteSettings = { currencyCode: 'USD', locale: 'en-US', decimalPlaces: '2', symbolPlacement: 'before' };
const pizza = testProductDetail();
const related = [testProduct(2, { name: 'Pepperoni Pizza' }), testProduct(3, { name: 'Four Cheese Pizza' }), testProduct(4, { name: 'Veggie Pizza' }), testProduct(5, { name: 'Hawaiian Pizza' }), testProduct(6, { name: 'Calzone' })];

interface RenderOptions {
  path?: string;
  product?: (slug: string) => Promise<ProductDetail>;
  related?: () => Promise<ProductsPage>;
  add?: (payload: CartAddPayload) => Promise<CartSummary>;
  settings?: SiteSettings;
}

/** The screen at `path`, in a scope whose calls answer as told and an in-memory router that records its history. */
function renderProductPage(options: RenderOptions = {}) {
  const productCall = vi.fn(({ slug }: { slug: string }) => (options.product ? options.product(slug) : Promise.resolve(pizza)));
  const relatedCall = vi.fn(() => (options.related ? options.related() : Promise.resolve(testPage([pizza, ...related]))));
  const add = vi.fn((payload: CartAddPayload) => (options.add ? options.add(payload) : Promise.resolve(emptyCartSummary)));
  const cartCall = (operation: CartOperation) => (operation.kind === 'add' ? add(operation.payload) : Promise.resolve(emptyCartSummary));
  const scope: Scope = fork({
    values: [[$siteSettings, options.settings ?? settings]],
    handlers: [requestHandler(fetchProductFx, productCall), requestHandler(fetchRelatedProductsFx, relatedCall), requestHandler(runCartOperationFx, cartCall)],
  });
  const location = memoryLocation({ path: options.path ?? '/product/margherita-pizza', record: true });
  render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <TestScreen name="product/ProductScreen" module={productScreen} />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, location, productCall, relatedCall, add };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Margherita Pizza' });
const total = () => document.querySelector('.product-page__bar .product-options__total')?.textContent;
const group = (name: RegExp) => screen.getByRole('group', { name });

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe checks instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  for (const script of document.head.querySelectorAll('script[data-json-ld]')) script.remove();
});

describe('the product page', () => {
  describe('a product with options', () => {
    it('shows its name, picture, price, breadcrumbs, reviews link, options and Total', async () => {
      const { productCall } = renderProductPage();
      await heading();
      expect(productCall).toHaveBeenCalledWith({ slug: 'margherita-pizza' });
      const picture = screen.getByRole('img', { name: 'Margherita Pizza' });
      expect(picture.getAttribute('src')).toBe(pizza.image);
      expect(picture.getAttribute('width')).toBe('600');
      expect(picture.getAttribute('height')).toBe('600');
      expect(picture.getAttribute('loading')).toBe('eager');
      expect(picture.getAttribute('fetchpriority')).toBe('high');
      expect(document.querySelector('.product-page__price')?.textContent).toBe('$9');
      const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
      expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Mains', 'Pizzas', 'Margherita Pizza']);
      expect(crumbs.getByRole('link', { name: 'Pizzas' }).getAttribute('href')).toBe('/category/pizzas');
      expect(screen.getByRole('radio', { name: /^Large/ })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Toppings (Min: 1, Max: 2)' })).toBeTruthy();
      expect(total()).toBe('Total $9.00');
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
      expect(await screen.findByText(/mozzarella/)).toBeTruthy();
    });

    it('strikes the original price through when it is higher', async () => {
      renderProductPage({ product: () => Promise.resolve(testProductDetail({ selling_price: 9, original_price: 12 })) });
      await heading();
      expect(document.querySelector('.product-page__price s')?.textContent).toBe('Was $12');
    });

    it('keeps each choice in the address, replacing it, and the Total follows', async () => {
      const { location } = renderProductPage();
      await heading();
      await userEvent.click(screen.getByRole('radio', { name: /^Large/ }));
      expect(location.history).toEqual(['/product/margherita-pizza?options=20']);
      await userEvent.click(screen.getByRole('radio', { name: 'Thin' }));
      expect(screen.getByRole('radio', { name: 'Thin' })).toHaveProperty('checked', true);
      expect(total()).toBe('Total $14.50');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Olives +$1' }));
      expect(location.history).toEqual(['/product/margherita-pizza?options=20,30&extras=toppings:olives']);
      expect(screen.getByRole('checkbox', { name: 'Olives +$1' })).toHaveProperty('checked', true);
      expect(total()).toBe('Total $15.50');
    });

    it('restores the options an address names', async () => {
      renderProductPage({ path: '/product/margherita-pizza?options=20,30&extras=toppings:olives' });
      await heading();
      expect(screen.getByRole('radio', { name: /^Large/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('radio', { name: 'Thin' })).toHaveProperty('checked', true);
      expect(screen.getByRole('checkbox', { name: 'Olives +$1' })).toHaveProperty('checked', true);
      expect(total()).toBe('Total $15.50');
    });

    it('ignores ids in the address that the product lacks or the rules forbid', async () => {
      renderProductPage({ path: '/product/margherita-pizza?options=20,31,99&extras=extras:cheese,toppings:anchovies' });
      await heading();
      expect(screen.getByRole('radio', { name: /^Large/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('radio', { name: 'Thick' })).toHaveProperty('checked', false);
      expect(screen.getByRole('checkbox', { name: /^Extra cheese/ })).toHaveProperty('checked', true);
      expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
    });

    it('refuses a topping past the maximum beside its group, leaving the address alone', async () => {
      const path = '/product/margherita-pizza?options=20,30&extras=toppings:olives,toppings:basil';
      const { location } = renderProductPage({ path });
      await heading();
      await userEvent.click(screen.getByRole('checkbox', { name: /^Truffle/ }));
      expect(within(group(/^Toppings/)).getByRole('alert').textContent).toBe('You can select at most 2 options for Toppings.');
      expect(location.history).toEqual([path]);
    });

    it('refuses Add with the minimum message, then adds the chosen quantity through the cart and says so', async () => {
      let answer: (summary: CartSummary) => void = () => undefined;
      const { add } = renderProductPage({ path: '/product/margherita-pizza?options=20,30', add: () => new Promise((resolve) => (answer = resolve)) });
      await heading();
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Please select at least 1 options for Toppings.');
      expect(group(/^Toppings/).getAttribute('data-invalid')).toBe('true');
      // The shopper is taken to the group that needs a choice.
      expect(document.activeElement).toBe(within(group(/^Toppings/)).getAllByRole('checkbox')[0]);
      expect(add).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('checkbox', { name: 'Olives +$1' }));
      await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '3');
      expect(total()).toBe('Total $46.50');
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      const adding = screen.getByRole('button', { name: 'Adding...' });
      expect(adding.getAttribute('aria-disabled')).toBe('true');
      await userEvent.dblClick(adding);
      expect(add).toHaveBeenCalledTimes(1);
      expect(add).toHaveBeenCalledWith({
        // The API takes the id as a number or a string.
        product_id: expect.toSatisfy((id) => String(id) === '1'),
        quantity: 3,
        selected_attributes: { '1': '20', '2': '30' },
        selected_multi_attributes: { toppings: ['olives'] },
      });
      await act(async () => answer(emptyCartSummary));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added to your cart.'));
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    });

    it('offers the way to the cart beside "Added", until the choice changes', async () => {
      renderProductPage({ path: '/product/margherita-pizza?options=20,30&extras=toppings:olives' });
      await heading();
      expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added to your cart.'));
      expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
      await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
    });

    it('keeps a typed quantity within 1 to 99', async () => {
      renderProductPage();
      await heading();
      const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '150');
      expect(quantity).toHaveProperty('value', '99');
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
      await userEvent.clear(quantity);
      await userEvent.tab();
      expect(quantity).toHaveProperty('value', '99');
    });
  });

  describe('a sold-out product', () => {
    it('disables its options, quantity and Add, and says why', async () => {
      renderProductPage({ product: () => Promise.resolve(testProductDetail({ in_stock: false })) });
      await heading();
      const reason = screen.getByText('Sold out: this product can’t be ordered right now.');
      const add = screen.getByRole('button', { name: 'Sold out' });
      expect(add).toHaveProperty('disabled', true);
      expect(add.getAttribute('aria-describedby')).toContain(reason.id);
      expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('disabled', true);
      expect(group(/^Size/)).toHaveProperty('disabled', true);
      // Disabled by its fieldset: the property stays false, the element matches :disabled.
      expect(screen.getByRole('radio', { name: /^Large/ }).matches(':disabled')).toBe(true);
    });
  });

  describe('in a digital store', () => {
    it('shows no price, no quantity and no Add', async () => {
      renderProductPage({ settings: { ...settings, store_type: 'digital' } });
      await heading();
      expect(document.querySelector('.product-page__price')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
      expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
      expect(document.querySelector('.product-page__bar')).toBeNull();
    });
  });

  describe('the reviews summary', () => {
    it('says there are none yet, and still links to the reviews', async () => {
      renderProductPage();
      await heading();
      expect(screen.getByText('No reviews yet')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See reviews of Margherita Pizza' }).getAttribute('href')).toBe('/product/reviews/1');
    });

    it('shows the stars, the average and the count', async () => {
      renderProductPage({ product: () => Promise.resolve(testProductDetail({ average_rating: 4.5, rating_count: 12 })) });
      await heading();
      expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
      expect(screen.getByText('(12 ratings)')).toBeTruthy();
      expect(screen.queryByText('No reviews yet')).toBeNull();
    });
  });

  describe('related products', () => {
    it('shows up to four others of the category as cards, not this one', async () => {
      const { relatedCall } = renderProductPage();
      await heading();
      const section = await screen.findByRole('region', { name: 'You might also like' });
      await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4));
      expect(within(section).queryByRole('heading', { name: 'Margherita Pizza' })).toBeNull();
      expect(within(section).getByRole('heading', { level: 3, name: 'Pepperoni Pizza' })).toBeTruthy();
      expect(relatedCall).toHaveBeenCalledWith({ productId: '1', categoryId: 1 });
    });
  });

  describe('the gallery', () => {
    it('is a carousel of every picture with its alt text, the first loaded first', async () => {
      renderProductPage({
        product: () =>
          Promise.resolve(
            testProductDetail({
              images: [
                { url: '/a.jpg', alt: 'From above' },
                { url: '/b.jpg', alt: null },
              ],
            }),
          ),
      });
      await heading();
      const gallery = screen.getByRole('region', { name: 'Pictures of Margherita Pizza' });
      const pictures = within(gallery).getAllByRole('img');
      expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['From above', 'Margherita Pizza']);
      expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'lazy']);
      expect(within(gallery).getByRole('button', { name: 'Next slide' })).toBeTruthy();
    });
  });

  describe('the head', () => {
    it('gets the product name, its description as plain text and its picture, and Product and BreadcrumbList data', async () => {
      const { scope } = renderProductPage({ product: () => Promise.resolve(testProductDetail({ rating_count: 3, average_rating: 4 })) });
      await heading();
      await waitFor(() => expect(scope.getState($screenHead)?.title).toBe('Margherita Pizza'));
      expect(scope.getState($screenHead)).toEqual({
        path: '/product/margherita-pizza',
        title: 'Margherita Pizza',
        description: 'Tomato, mozzarella and basil.',
        image: `${window.location.origin}${pizza.image}`,
        notFound: false,
      });
      const script = document.head.querySelector('script[data-json-ld="product"]');
      const [product, breadcrumbs] = JSON.parse(script?.textContent ?? '[]') as [Record<string, unknown>, Record<string, unknown>];
      expect(product).toMatchObject({
        '@type': 'Product',
        name: 'Margherita Pizza',
        sku: '1',
        offers: { price: '9.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
        aggregateRating: { ratingValue: 4, ratingCount: 3 },
      });
      expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    });
  });

  describe('when the product cannot be shown', () => {
    it('shows the not-found screen, with a way home, for an unknown slug', async () => {
      renderProductPage({ path: '/product/nothing-here', product: () => Promise.reject(new ApiError('rejected', 'Not found', 404)) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('says so with Retry for any other failure, and Retry loads it', async () => {
      let fail = true;
      const { productCall } = renderProductPage({ product: () => (fail ? Promise.reject(new ApiError('server', 'Oops', 500)) : Promise.resolve(pizza)) });
      expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this product' })).toBeTruthy();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await heading();
      expect(productCall).toHaveBeenCalledTimes(2);
    });

    it('shows the page’s boxes while it loads', async () => {
      renderProductPage({ product: () => new Promise<ProductDetail>(() => undefined) });
      const loading = screen.getByRole('region', { name: 'Loading the product' });
      expect(loading.getAttribute('aria-busy')).toBe('true');
      expect(loading.querySelector('.product-gallery__frame')).toBeTruthy();
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });

  it('has no axe violations, with options, a refusal and related products showing', async () => {
    renderProductPage({ path: '/product/margherita-pizza?options=20', product: () => Promise.resolve(testProductDetail({ average_rating: 4.5, rating_count: 2 })) });
    await heading();
    await screen.findByRole('region', { name: 'You might also like' });
    await waitFor(() => expect(document.querySelectorAll('.product-page__related article')).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
