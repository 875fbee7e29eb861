// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { allSettled, fork, type Scope } from 'effector';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { cart } from '@/api/calls/cart';
import { request } from '@/api/client';
import type { CartSummary } from '@/api/schemas/cart.schema';
import { branchPicked } from '@/models/branches/branches.model';
import { $cart, cartAddRequested } from '@/models/cart/cart.model';
import { $requestContext } from '@/models/request/request.model';
import { $siteSettings } from '@/models/site/site.model';
import { formatMoney, moneyFormatFromSettings } from '@/domain/money';
import { MOBILE_QUERY } from '@/shared/lib/use-media-query';
import { recommendedProducts } from '../fake-store/domain/cart';
import { couponCodes } from '../fake-store/domain/seed-discounts';
import { seedFacts } from '../fake-store/domain/seed';
import { setupSimulatedStore, startApp } from './support/simulated-store';

const { server } = setupSimulatedStore();

const FRIES = seedFacts.productWithoutOptionsId;
const PIZZA = seedFacts.productWithOptionsId;
/** Margherita Pizza: Small 10", Thin, with Olives. */
const pizzaSelection = { selectedAttributes: { 1001: '1002', 1005: '1006' }, selectedMultiAttributes: { 1008: ['1009'] } };
const noOptions = { selectedAttributes: {}, selectedMultiAttributes: {} };

const scopes: Scope[] = [];

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  // A test's last requests (the refresh after a change, the suggestions) would otherwise answer after it
  // and write its cart into the next test's storage.
  await Promise.all(scopes.splice(0).map((scope) => allSettled(scope)));
});

/** Phones show a child route as the whole page: the cart alone, without the home page behind it. */
function onPhone() {
  const notMatching = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: query === MOBILE_QUERY }));
}

let requestSerial = 0;
async function addToCart(scope: Scope, productId: number, quantity = 1, selection = noOptions) {
  requestSerial += 1;
  await allSettled(cartAddRequested, { scope, params: { requestId: `test-${requestSerial}`, product_id: productId, quantity, selection } });
}

/** Boots the store, lets `prepare` fill the cart through the app's own events, then shows `path`. */
async function openAt(path: string, prepare: (scope: Scope) => Promise<void> = async () => undefined) {
  const scope = await startApp(fork());
  scopes.push(scope);
  await prepare(scope);
  window.history.replaceState(null, '', path);
  render(<App scope={scope} />);
  return scope;
}

const pizzaAndFries = async (scope: Scope) => {
  await addToCart(scope, PIZZA, 1, pizzaSelection);
  await addToCart(scope, FRIES, 2);
};

/** The cart as the server has it now, asked afresh. */
const serverCart = (scope: Scope): Promise<CartSummary> => request(scope.getState($requestContext), cart.get);

const money = (scope: Scope, amount: number) => formatMoney(amount, moneyFormatFromSettings(scope.getState($siteSettings)));

function lineOf(name: string): HTMLElement {
  const line = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!line) throw new Error(`no cart line for ${name}`);
  return line;
}

function figure(label: string): string {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Waits until no line shows a change on its way. */
async function settled() {
  await waitFor(() => expect(document.querySelector('.cart-line[aria-busy="true"]')).toBeNull(), { timeout: 4000 });
}

async function axeViolations() {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe checks instead.
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the cart screen', () => {
  it('shows the empty state with a way back to shopping', async () => {
    onPhone();
    await openAt('/cart');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows each line with its options in words and every figure exactly as the server sends it', async () => {
    onPhone();
    const scope = await openAt('/cart', pizzaAndFries);
    await screen.findByRole('heading', { level: 3, name: 'Margherita Pizza' });
    const answer = await serverCart(scope);

    const pizza = lineOf('Margherita Pizza');
    expect(pizza.textContent).toContain('Size: Small 10"');
    expect(pizza.textContent).toContain('Crust: Thin');
    expect(pizza.textContent).toContain('Extra toppings: Olives');
    for (const item of answer.cartItems) {
      const line = lineOf(item.name);
      expect(within(line).getByTestId('line-quantity').textContent).toBe(`Quantity ${item.quantity}`);
      expect(line.textContent).toContain(`${money(scope, item.unit_price)} each`);
      expect(line.querySelector('.cart-line__total')?.textContent).toContain(money(scope, item.line_total));
      expect(within(line).getByRole('link', { name: item.name }).getAttribute('href')).toBe(`/product/${item.slug}`);
    }
    expect(figure('Subtotal')).toBe(money(scope, answer.subtotal));
    expect(figure('Tax')).toBe(money(scope, answer.tax_amount));
    expect(figure('Delivery')).toBe(answer.delivery_charge > 0 ? money(scope, answer.delivery_charge) : 'Free');
    expect(figure('Total')).toBe(money(scope, answer.total));
    expect(answer.delivery_message).not.toBeNull();
    expect(screen.getByText(answer.delivery_message ?? '')).toBeTruthy();
    if (answer.discount_eligibility_message) expect(screen.getByText(answer.discount_eligibility_message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply a discount code' }).getAttribute('href')).toBe('/cart/discounts');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByTestId('delivery-unavailable')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('changes quantities with labelled controls, shows each line’s pending state and announces the settled result', async () => {
    onPhone();
    // Each change takes a moment, as on a real network, so the pending state can be seen.
    server.use(http.put('*/api/cart/update', async () => void (await delay(150))));
    const scope = await openAt('/cart', pizzaAndFries);
    const fries = await screen.findByRole('heading', { level: 3, name: 'French Fries' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of French Fries' }));
    const line = fries.closest('li') as HTMLElement;
    expect(within(line).getByTestId('line-quantity').textContent).toBe('Quantity 3');
    expect(line.getAttribute('aria-busy')).toBe('true');
    expect(line.textContent).toContain('Updating…');
    expect(lineOf('Margherita Pizza').getAttribute('aria-busy')).toBeNull();
    await settled();

    let answer = await serverCart(scope);
    const serverFries = answer.cartItems.find((item) => item.product_id === FRIES);
    expect(serverFries?.quantity).toBe(3);
    expect(line.querySelector('.cart-line__total')?.textContent).toContain(money(scope, serverFries?.line_total ?? 0));
    expect(figure('Total')).toBe(money(scope, answer.total));
    await waitFor(() => expect(screen.getByTestId('cart-announcement').textContent).toBe(`French Fries: quantity 3. Cart total ${money(scope, answer.total)}.`));

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of French Fries' }));
    await settled();
    answer = await serverCart(scope);
    expect(answer.cartItems.find((item) => item.product_id === FRIES)?.quantity).toBe(1);
    expect(within(line).getByTestId('line-quantity').textContent).toBe('Quantity 1');
    expect(figure('Total')).toBe(money(scope, answer.total));
  });

  it('removes a line with Remove and moves focus to the next line, then to the empty state', async () => {
    onPhone();
    const scope = await openAt('/cart', pizzaAndFries);
    await screen.findByRole('heading', { level: 3, name: 'Margherita Pizza' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove Margherita Pizza' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Margherita Pizza' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'French Fries' })));
    const answer = await serverCart(scope);
    expect(answer.cartItems.map((item) => item.name)).toEqual(['French Fries']);
    await waitFor(() => expect(screen.getByTestId('cart-announcement').textContent).toBe(`Margherita Pizza removed. Cart total ${money(scope, answer.total)}.`));

    // Below 1 the line goes (spec section 4): − at quantity 1 removes it.
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of French Fries' }));
    const empty = await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' });
    await waitFor(() => expect(document.activeElement).toBe(empty));
    expect((await serverCart(scope)).cartItems).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('cart-announcement').textContent).toBe('French Fries removed. Your cart is empty.'));
  });

  it('says clearly when the branch does not deliver', async () => {
    onPhone();
    const closed = { ...seedFacts.branches[2], address: null, phone: null };
    await openAt('/cart', async (scope) => {
      await allSettled(branchPicked, { scope, params: closed });
      await addToCart(scope, FRIES, 1);
    });
    const notice = await screen.findByTestId('delivery-unavailable');
    expect(notice.textContent).toContain('Delivery is not available');
    expect(notice.textContent).toContain('Airport is closed, so delivery is not available right now.');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByText('Delivery', { selector: 'dt' })).toBeNull();
  });

  it('shows the server’s notes about adjusted lines, on the line or on their own when the line is gone', async () => {
    onPhone();
    const scope = await openAt('/cart', async (scope) => addToCart(scope, FRIES, 1));
    const kept = scope.getState($cart);
    const friesId = kept.cartItems[0]?.id ?? 0;
    server.use(
      http.get('*/api/get-cart', () =>
        HttpResponse.json({
          ...kept,
          is_cart_updating: undefined,
          is_cart_updating_product: undefined,
          adjusted_cart_items: [
            { cart_id: friesId, message: 'The price of French Fries changed.' },
            { cart_id: 999, message: 'An item that is no longer available was removed from your cart.' },
          ],
        } satisfies Record<string, unknown>),
      ),
    );
    await allSettled(branchPicked, { scope, params: { ...seedFacts.branches[0], address: null, phone: null } });
    await screen.findByText('The price of French Fries changed.');
    expect(lineOf('French Fries').textContent).toContain('The price of French Fries changed.');
    expect(screen.getByTestId('cart-adjustments').textContent).toContain('An item that is no longer available was removed from your cart.');
  });

  it('shows a failed state with Retry when the cart cannot be fetched, and recovers', async () => {
    onPhone();
    server.use(http.get('*/api/get-cart', () => HttpResponse.json({ message: 'Try later' }, { status: 422 })));
    await openAt('/cart');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 2, name: 'We couldn’t load your cart' })).toBeTruthy();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
  });

  it('suggests the server’s recommended products with product cards', async () => {
    onPhone();
    const scope = await openAt('/cart', async (scope) => addToCart(scope, FRIES, 1));
    const section = await screen.findByRole('region', { name: 'You might also like' });
    const owner = scope.getState($requestContext).guestId;
    const expected = recommendedProducts(owner).map((product) => product.name);
    await waitFor(() => expect(within(section).getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual(expected));
    expect(expected).not.toContain('French Fries');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(expected.length);
  });

  it('opens over the home page on desktop, in the child-route overlay', async () => {
    await openAt('/cart', async (scope) => addToCart(scope, FRIES, 1));
    // The home page behind the overlay appears whole, once its first blocks have loaded.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'French Fries' })).toBeTruthy();
    expect(screen.getByTestId('home')).toBeTruthy();
  });
});

describe('the discounts screen', () => {
  const bigEnoughCart = async (scope: Scope) => {
    // Two Margheritas and fries: over WELCOME10's $15 minimum, under FEAST15's $150.
    await addToCart(scope, PIZZA, 2, pizzaSelection);
    await addToCart(scope, FRIES, 1);
  };

  it('lists the store’s codes with their terms; ineligible ones say why, expired ones are not listed', async () => {
    onPhone();
    const scope = await openAt('/cart/discounts', bigEnoughCart);
    const welcome = await screen.findByRole('listitem', { name: '10% off your order' });
    expect(welcome.getAttribute('data-state')).toBe('eligible');
    expect(welcome.textContent).toContain(`Code ${couponCodes.percent}`);
    expect(welcome.textContent).toContain('Minimum order:' + money(scope, 15));
    expect(within(welcome).getByRole('button', { name: `Apply code ${couponCodes.percent}` })).toBeTruthy();
    expect(welcome.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const free = screen.getByRole('listitem', { name: 'Free delivery' });
    expect(free.textContent).toContain('Expires:never');

    const feast = screen.getByRole('listitem', { name: 'Feast for friends: 15% off' });
    expect(feast.getAttribute('data-state')).toBe('ineligible');
    expect(feast.textContent).toContain('Not available for this cart yet');
    expect(feast.textContent).toMatch(/Add \$[\d.,]+ more to use FEAST15/);

    expect(screen.queryByText(couponCodes.expired)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('applies a typed code, shows it applied, and the cart shows the server’s discount', async () => {
    onPhone();
    const scope = await openAt('/cart/discounts', bigEnoughCart);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const status = screen.getByTestId('coupon-status');
    await waitFor(() => expect(status.textContent).toContain(`Code ${couponCodes.percent} is applied to your cart.`));
    const answer = await serverCart(scope);
    expect(answer.customer_applied_coupon).toBe(couponCodes.percent);
    expect(status.textContent).toContain(answer.coupon_message ?? 'no message');
    expect(document.activeElement).toBe(status.querySelector('.coupon-applied'));
    expect((screen.getByRole('textbox', { name: 'Discount code' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('listitem', { name: '10% off your order' }).getAttribute('data-state')).toBe('applied');

    await user.click(screen.getByRole('link', { name: 'Back to cart' }));
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    await waitFor(() => expect(figure(`Discount (${couponCodes.percent})`)).toBe(`−minus ${money(scope, answer.order_discount_amount)}`));
    expect(figure('Subtotal after discounts')).toBe(money(scope, answer.subtotal_after_discounts));
    expect(figure('Total')).toBe(money(scope, answer.total));
    expect(screen.getByText(answer.coupon_message ?? 'no message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change or remove the code' }).getAttribute('href')).toBe('/cart/discounts');
  });

  it('shows a rejected code’s message by the input, and clears it on the next attempt', async () => {
    onPhone();
    await openAt('/cart/discounts', bigEnoughCart);
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Discount code' });

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a discount code.');

    await user.type(input, couponCodes.unknown);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This code is not valid.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect((input as HTMLInputElement).value).toBe(couponCodes.unknown);
    expect(await axeViolations()).toEqual([]);

    await user.clear(input);
    await user.type(input, couponCodes.expired);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${couponCodes.expired} has expired.`));

    await user.clear(input);
    await user.type(input, couponCodes.percent);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toContain(`Code ${couponCodes.percent} is applied`));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the refusal of a listed code beside it', async () => {
    onPhone();
    await openAt('/cart/discounts', bigEnoughCart);
    const user = userEvent.setup();
    const feast = await screen.findByRole('listitem', { name: 'Feast for friends: 15% off' });
    await user.click(within(feast).getByRole('button', { name: `Apply code ${couponCodes.ineligible}` }));
    const alert = await within(feast).findByRole('alert');
    expect(alert.textContent).toMatch(/^Add \$[\d.,]+ more to use FEAST15 \(minimum order \$150(\.00)?\)\.$/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('applies a listed code and removes it again', async () => {
    onPhone();
    const scope = await openAt('/cart/discounts', bigEnoughCart);
    const user = userEvent.setup();
    const welcome = await screen.findByRole('listitem', { name: '10% off your order' });
    await user.click(within(welcome).getByRole('button', { name: `Apply code ${couponCodes.percent}` }));
    const remove = await screen.findByRole('button', { name: `Remove code ${couponCodes.percent}` });
    expect((await serverCart(scope)).coupon_applied).toBe(true);

    await user.click(remove);
    await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe('The code was removed from your cart.'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Discount code' }));
    const answer = await serverCart(scope);
    expect(answer).toMatchObject({ customer_applied_coupon: null, coupon_applied: false, coupon_message: null });
    expect(scope.getState($cart)).toMatchObject({ customer_applied_coupon: null, coupon_applied: false, coupon_message: null });
    expect(within(welcome).getByRole('button', { name: `Apply code ${couponCodes.percent}` })).toBeTruthy();
  });

  it('has a retry when the list cannot be loaded', async () => {
    onPhone();
    server.use(http.get('*/api/get-discounts', () => HttpResponse.json({ message: 'Nope' }, { status: 422 }), { once: true }));
    await openAt('/cart/discounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: '10% off your order' })).toBeTruthy();
  });
});
