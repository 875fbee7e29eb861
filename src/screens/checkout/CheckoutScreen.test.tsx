// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { allSettled, fork, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { Address, AddressList, PincodeCheck } from '@/api/schemas/address.schema';
import type { CartSummary } from '@/api/schemas/cart.schema';
import type { Order, PlacedOrder, PlaceOrderPayload } from '@/api/schemas/order.schema';
import type { Branch } from '@/api/schemas/site.schema';
import { $addresses, $addressesStatus, getAddressesFx } from '@/models/addresses/addresses.model';
import { testAddress } from '@/models/addresses/test-addresses';
import { trackAnalyticsFx } from '@/models/analytics/analytics.model';
import { $branchesState } from '@/models/branches/branches.model';
import { $cart, $cartFetchStatus, emptyCartSummary, initialCart, runCartOperationFx, type CartState } from '@/models/cart/cart.model';
import { requestHandler } from '@/models/catalog/test-products';
import { $phase, checkWalletFx } from '@/models/checkout/checkout-phase.model';
import { newAttemptKeyFx, placeOrderFx, retryDelayFx } from '@/models/checkout/place-order.model';
import {
  getOrderFx,
  openPaymentWindowFx,
  paymentAuthorised,
  paymentDeclined,
  paymentWindowDismissed,
  processPaymentFx,
} from '@/models/checkout/payment-window.model';
import { checkDeliveryFx } from '@/models/checkout/delivery.model';
import { paidOrder, testOrder, testPlaced } from '@/models/checkout/test-orders';
import { $user, type UserState } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import CheckoutScreen, { checkoutScreenTexts } from './CheckoutScreen';

const cartWithLine: CartSummary = {
  ...emptyCartSummary,
  cartItems: [
    {
      id: 1,
      product_id: 10,
      quantity: 2,
      selectedAttributes: {},
      selectedMultiAttributes: {},
      name: 'Margherita Pizza',
      image: null,
      slug: 'margherita-pizza',
      unit_price: 10,
      line_total: 20,
      option_labels: [{ name: 'Size', values: ['Large'] }],
    },
  ],
  subtotal: 20,
  tax_amount: 1.5,
  delivery_charge: 3,
  total: 24.5,
};
const openBranch: Branch = { id: 1, name: 'Downtown', address: null, phone: null, is_open: true };
const customer: UserState = { authToken: 'token', id: 3, name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' };
const home = testAddress(1, { label: 'Home', is_default: true });
const work = testAddress(2, { label: 'Work', postal_code: '99999' });

const pair = <Value,>(store: StoreWritable<Value>, value: Value): [StoreWritable<Value>, Value] => [store, value];

function renderCheckout(
  options: {
    user?: UserState;
    cart?: CartSummary;
    branch?: Branch;
    addresses?: Address[];
    balance?: number;
    place?: (payload: PlaceOrderPayload) => Promise<PlacedOrder>;
    order?: () => Promise<{ data: Order }>;
    delivery?: (code: string) => PincodeCheck;
    settings?: typeof testStoreSettings;
  } = {},
) {
  const placed: { payload: PlaceOrderPayload; key: string }[] = [];
  const windows: unknown[] = [];
  const cart: CartState = { ...initialCart, ...(options.cart ?? cartWithLine) };
  const addresses = options.addresses ?? [home, work];
  const scope = fork({
    values: [
      pair($siteSettings, options.settings ?? testStoreSettings),
      pair($user, options.user ?? { authToken: null }),
      pair($cart, cart),
      pair($cartFetchStatus, 'idle'),
      pair($branchesState, { branches: [options.branch ?? openBranch], selected_branch: options.branch ?? openBranch, manual_selection_done: true }),
      pair($addresses, options.user ? addresses : []),
      pair($addressesStatus, options.user ? 'ready' : 'idle'),
    ],
    handlers: [
      requestHandler(runCartOperationFx, () => Promise.resolve(cart)),
      requestHandler(getAddressesFx, (): Promise<AddressList> => Promise.resolve({ data: addresses })),
      requestHandler(checkWalletFx, () => Promise.resolve({ balance: options.balance ?? 10, currency: null, credits: [], ledger: [] })),
      requestHandler(checkDeliveryFx, (code: string) =>
        Promise.resolve(options.delivery ? options.delivery(code) : { deliverable: true, message: `Downtown delivers to ${code}.`, delivery_charge: 3 }),
      ),
      requestHandler(placeOrderFx, (attempt: { payload: PlaceOrderPayload; key: string }) => {
        placed.push(attempt);
        return options.place ? options.place(attempt.payload) : Promise.resolve(testPlaced());
      }),
      requestHandler(processPaymentFx, () => Promise.resolve({ data: paidOrder() })),
      requestHandler(getOrderFx, () => (options.order ? options.order() : Promise.resolve({ data: testOrder() }))),
      [newAttemptKeyFx, () => `key-${placed.length + 1}`],
      [retryDelayFx, () => Promise.resolve()],
      [openPaymentWindowFx, (request: unknown) => void windows.push(request)],
      [trackAnalyticsFx, () => undefined],
    ],
  });
  const location = memoryLocation({ path: '/checkout', record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <CheckoutScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { ...view, scope, location, placed, windows };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const placeButton = () => screen.getByRole('button', { name: /^Place order/ });

beforeEach(() => localStorage.clear());

describe('/checkout', () => {
  describe('for a customer', () => {
    it('starts from the profile and the default address, says whether the branch delivers there, and has no axe violations', async () => {
      const { container } = renderCheckout({ user: customer });
      expect(field('Your name').value).toBe('Ana Lima');
      expect(field('Your phone number').value).toBe('+1 555 0101');
      expect(field('Email').value).toBe('ana@example.com');
      expect(field('Your name').getAttribute('autocomplete')).toBe('name');
      expect(field('Your phone number').getAttribute('autocomplete')).toBe('tel');
      expect(field('Email').getAttribute('autocomplete')).toBe('email');
      expect((screen.getByRole('radio', { name: /Home \(default\)/ }) as HTMLInputElement).checked).toBe(true);
      expect(await screen.findByText(/Downtown delivers to 62701/)).toBeTruthy();
      expect(await screen.findByRole('checkbox', { name: /Use my wallet/ })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Your order' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
      expect((screen.getByRole('link', { name: 'Apply a discount code' })).getAttribute('href')).toBe('/cart/discounts');
      await expectNoAxeViolations(container);
    });

    it('places the order with the chosen address and part of the wallet, then opens the payment window', async () => {
      const { placed, windows, scope } = renderCheckout({ user: customer, balance: 10 });
      const shopper = userEvent.setup();
      await shopper.click(screen.getByRole('radio', { name: /Work/ }));
      await shopper.click(await screen.findByRole('checkbox', { name: /Use my wallet/ }));
      const amount = field('Amount from your wallet');
      expect(amount.value).toBe('10');
      await shopper.clear(amount);
      await shopper.type(amount, '4');
      await shopper.click(placeButton());
      expect(placed).toEqual([
        {
          key: 'key-1',
          payload: {
            contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' },
            address_id: 2,
            payment_method: 'razorpay',
            wallet_amount: 4,
            expected_total: 24.5,
          },
        },
      ]);
      expect(windows).toHaveLength(1);
      expect(scope.getState($phase)).toBe('paying');
    });

    it('pays by wallet alone when it covers the total, and goes to the confirmation', async () => {
      const { placed, windows, location } = renderCheckout({
        user: customer,
        balance: 50,
        place: () => Promise.resolve({ data: paidOrder({ wallet_amount: 24.5, amount_payable: 0 }), payment: null }),
      });
      const shopper = userEvent.setup();
      await shopper.click(await screen.findByRole('checkbox', { name: /Use my wallet/ }));
      expect(screen.getByText(/Your wallet pays the whole total/)).toBeTruthy();
      await shopper.click(placeButton());
      expect(placed[0]?.payload).toMatchObject({ payment_method: 'wallet', wallet_amount: 24.5 });
      expect(windows).toHaveLength(0);
      expect(location.history?.at(-1)).toBe('/order-placed/501');
    });

    it('says the branch does not deliver to the address, with the ways to fix it instead of Place order', async () => {
      renderCheckout({ user: customer, delivery: (code) => ({ deliverable: false, message: `Downtown does not deliver to ${code}.`, delivery_charge: null }) });
      expect(await screen.findAllByText('Downtown does not deliver to 62701.')).not.toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Choose another address' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Place order/ })).toBeNull();
    });
  });

  describe('for a guest', () => {
    it('shows each missing detail on its field, focuses the first, and asks for the address', async () => {
      const { placed } = renderCheckout();
      const shopper = userEvent.setup();
      await shopper.click(placeButton());
      const name = field('Your name');
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(name)).toContain(checkoutScreenTexts.nameMissing);
      expect(describedBy(field('Email'))).toContain(checkoutScreenTexts.emailInvalid);
      await waitFor(() => expect(document.activeElement).toBe(name));
      // The address form, once its code is here, has a summary of its own (empty): the checkout's says it.
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(checkoutScreenTexts.addressMissing))).toBe(true);
      expect(placed).toHaveLength(0);
    });

    it('takes the address once, its receiver the contact when left empty, and places the order with it', async () => {
      const { placed } = renderCheckout();
      const shopper = userEvent.setup();
      await shopper.type(field('Your name'), 'Bo Guest');
      await shopper.type(field('Your phone number'), '+1 555 0199');
      await shopper.type(field('Email'), 'bo@example.com');
      const addressForm = await screen.findByRole('form', { name: 'Address' });
      expect(within(addressForm).queryByRole('group', { name: 'Save it as' })).toBeNull();
      expect((within(addressForm).getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('');
      await shopper.type(within(addressForm).getByRole('textbox', { name: 'Street address' }), '9 Elm Street');
      await shopper.type(within(addressForm).getByRole('textbox', { name: 'Town or city' }), 'Springfield');
      await shopper.type(within(addressForm).getByRole('textbox', { name: 'State' }), 'IL');
      await shopper.type(within(addressForm).getByRole('textbox', { name: 'ZIP code' }), '62701');
      await shopper.click(within(addressForm).getByRole('button', { name: 'Use this address' }));
      expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Change address' }));
      expect(await screen.findByText(/Downtown delivers to 62701/)).toBeTruthy();
      await shopper.click(placeButton());
      expect(placed[0]?.payload).toMatchObject({
        contact: { name: 'Bo Guest', phone: '+1 555 0199', email: 'bo@example.com' },
        address: { line1: '9 Elm Street', city: 'Springfield', state: 'IL', postal_code: '62701', name: 'Bo Guest', phone: '+1 555 0199' },
        payment_method: 'razorpay',
        wallet_amount: 0,
      });
    });

    it('offers to sign in with a code without leaving checkout', async () => {
      renderCheckout();
      const shopper = userEvent.setup();
      await shopper.click(screen.getByRole('button', { name: 'Have an account? Sign in with a code' }));
      expect(await screen.findByRole('form', { name: 'Log in with a one-time code' })).toBeTruthy();
    });
  });

  describe('paying by card', () => {
    it.each([
      ['USD', 'Pay by card in Razorpay’s secure window.'],
      ['INR', 'Pay by card, UPI or netbanking in Razorpay’s secure window.'],
    ])('names the ways a store in %s can be paid', (currencyCode, words) => {
      renderCheckout({ user: customer, settings: { ...testStoreSettings, currencyCode, locale: currencyCode === 'INR' ? 'en-IN' : 'en-US' } });
      const payment = screen.getByRole('region', { name: 'Payment' });
      expect(payment.textContent).toContain(words);
    });
  });

  describe('when nothing can be ordered', () => {
    it('says first that the cart is empty, leads to the menu, and shows no form to fill for nothing', async () => {
      renderCheckout({ user: customer, cart: emptyCartSummary });
      const empty = await screen.findByText(checkoutScreenTexts.emptyCart);
      // Right under the title: nothing comes between them.
      expect(screen.getByRole('heading', { level: 1, name: 'Checkout' }).nextElementSibling).toBe(empty.closest('.checkout-empty'));
      expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
      expect(screen.queryByRole('form', { name: 'Place your order' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Place order/ })).toBeNull();
    });

    it('says the cart is empty at the top when the server finds it so on Place order, and moves the focus there', async () => {
      renderCheckout({
        user: customer,
        place: () => Promise.reject(new ApiError('rejected', 'Your cart is empty.', 422, [], true, { message: 'Your cart is empty.', code: 'cart_empty' })),
      });
      await userEvent.setup().click(placeButton());
      const empty = await screen.findByText(checkoutScreenTexts.emptyCart);
      await waitFor(() => expect(document.activeElement).toBe(empty));
      expect(screen.queryByRole('form', { name: 'Place your order' })).toBeNull();
    });

    it('says the branch is closed and offers another', () => {
      renderCheckout({ user: customer, branch: { ...openBranch, is_open: false } });
      expect(screen.getByText(checkoutScreenTexts.branchClosed('Downtown'))).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Place order/ })).toBeNull();
    });
  });

  describe('after Place order', () => {
    it('says the branch just closed in the server’s words, with the branch selector instead of Place order', async () => {
      const closed = 'Downtown has just stopped taking orders. Your cart is saved: choose another branch.';
      renderCheckout({ user: customer, place: () => Promise.reject(new ApiError('rejected', closed, 422, [], true, { message: closed, code: 'branch_closed' })) });
      await userEvent.setup().click(placeButton());
      expect(await screen.findByText(closed)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Place order/ })).toBeNull();
      expect(screen.getByRole('alert').textContent).not.toContain(closed);
    });

    it('marks a line that can no longer be ordered, with the way to the cart', async () => {
      const cartNow = { ...cartWithLine, adjusted_cart_items: [{ cart_id: 1, message: 'Margherita Pizza is sold out.' }] };
      renderCheckout({
        user: customer,
        place: () => Promise.reject(new ApiError('rejected', 'A line is unavailable.', 422, [], true, { message: 'A line is unavailable.', code: 'item_unavailable', cart: cartNow })),
      });
      await userEvent.setup().click(placeButton());
      expect(await screen.findByText(/Margherita Pizza is sold out\./)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Change it in your cart' }).getAttribute('href')).toBe('/cart');
      expect(screen.getByRole('alert').textContent).toContain('A line is unavailable.');
    });

    it('puts the server’s field errors on their fields', async () => {
      renderCheckout({
        user: customer,
        place: () => Promise.reject(new ApiError('rejected', 'Check the form.', 422, [], true, { message: 'Check the form.', errors: { 'contact.email': ['That email cannot take receipts.'] } })),
      });
      const shopper = userEvent.setup();
      await shopper.click(placeButton());
      const email = field('Email');
      await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(email)).toContain('That email cannot take receipts.');
      await waitFor(() => expect(document.activeElement).toBe(email));
    });

    it('shows which figures changed and places the order for the new total once confirmed', async () => {
      const cartNow = { ...cartWithLine, cartItems: [{ ...cartWithLine.cartItems[0]!, unit_price: 11, line_total: 22 }], subtotal: 22, total: 26.5 };
      let calls = 0;
      const { placed } = renderCheckout({
        user: customer,
        place: () =>
          (calls += 1) === 1
            ? Promise.reject(new ApiError('rejected', 'Prices changed.', 422, [], true, { message: 'Prices changed.', code: 'totals_changed', cart: cartNow }))
            : Promise.resolve(testPlaced({ total: 26.5 })),
      });
      const shopper = userEvent.setup();
      await shopper.click(placeButton());
      const heading = await screen.findByRole('heading', { name: 'Your order total changed' });
      expect(document.activeElement).toBe(heading);
      expect((within(screen.getByRole('list', { name: 'Changed items' })).getByRole('listitem')).textContent).toMatch(/Margherita Pizza: \$10 → \$11 each/);
      expect(within(screen.getByRole('list', { name: 'Changed figures' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Subtotal: $20 → $22',
        'Total: $24.50 → $26.50',
      ]);
      await shopper.click(screen.getByRole('button', { name: 'Place order for $26.50' }));
      expect(placed.map(({ payload, key }) => [payload.expected_total, key])).toEqual([
        [24.5, 'key-1'],
        [26.5, 'key-2'],
      ]);
    });

    it('offers Pay now on the same order when the payment window is closed, and goes to the confirmation once paid', async () => {
      const { scope, placed, windows, location } = renderCheckout({ user: customer });
      const shopper = userEvent.setup();
      await shopper.click(placeButton());
      await act(() => allSettled(paymentWindowDismissed, { scope }));
      expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Payment not completed' }));
      await shopper.click(screen.getByRole('button', { name: 'Pay now' }));
      expect(windows).toHaveLength(2);
      expect(placed).toHaveLength(1);
      await act(() => allSettled(paymentAuthorised, { scope, params: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_G1', razorpay_signature: 'sig' } }));
      expect(location.history?.at(-1)).toBe('/order-placed/501');
    });

    it.each([
      ['words that say it already', 'Your card was declined and no money was taken. Please try another card or another way to pay.'],
      ['words that do not', 'The bank declined the payment.'],
    ])('says once that no money was taken after a declined payment, with the bank’s %s', async (_, description) => {
      const { scope } = renderCheckout({ user: customer, order: () => Promise.resolve({ data: testOrder({ payment_status: 'failed' }) }) });
      await userEvent.setup().click(placeButton());
      await act(() => allSettled(paymentDeclined, { scope, params: { error: { description, reason: 'card_declined' } } }));
      await act(() => allSettled(paymentWindowDismissed, { scope }));
      const notice = (await screen.findByRole('heading', { name: 'Payment not completed' })).closest('section') as HTMLElement;
      expect(notice.textContent).toContain(description);
      expect(notice.textContent?.match(/no money was taken/gi)).toHaveLength(1);
      expect(within(notice).getByRole('button', { name: 'Pay again' })).toBeTruthy();
    });

    it('offers Check my payment while it waits for the bank window, and goes to the confirmation the server says is paid', async () => {
      const { location } = renderCheckout({ user: customer, order: () => Promise.resolve({ data: paidOrder() }) });
      const shopper = userEvent.setup();
      await shopper.click(placeButton());
      expect(screen.getByText('Complete the payment in the bank’s window.')).toBeTruthy();
      await shopper.click(screen.getByRole('button', { name: 'Check my payment' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe('/order-placed/501'));
    });

    it('says the payment was received when a pending one is found paid on arrival', async () => {
      localStorage.setItem('storefront:pending-payment', JSON.stringify({ order_id: '501', gateway_order_id: 'order_G1', started_at: Date.now() }));
      renderCheckout({ user: customer, order: () => Promise.resolve({ data: paidOrder() }) });
      expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
      expect((screen.getByRole('link', { name: 'See your order' })).getAttribute('href')).toBe('/order-placed/501');
    });
  });
});
