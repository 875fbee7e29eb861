// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { Order, RateOrderItemPayload } from '@/api/schemas/order.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { fetchOrderFx, rateOrderItemFx } from '@/models/orders/order-details.model';
import { fetchOrdersPageFx } from '@/models/orders/my-orders.model';
import { testOrder, testOrderItem, testOrdersPage } from '@/models/orders/test-orders';
import { $screenHead } from '@/models/site/screen-head.model';
import { $user } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import MyOrdersScreen from './MyOrdersScreen';
import OrderPlacedScreen from './OrderPlacedScreen';
import { orderNotYoursTexts } from './order-sections';
import RateOrderScreen from './RateOrderScreen';


const starSettings = { ...testStoreSettings, plugin_product_reviews_star_color: '#b26b00' };

function renderAt(path: string, screenElement: ReactNode, scope: Scope): Scope {
  const location = memoryLocation({ path });
  render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>{screenElement}</main>
      </Router>
    </Provider>,
  );
  return scope;
}

const orderAnswer = (order: Order) => vi.fn(() => Promise.resolve({ data: order }));

describe('the confirmation', () => {
  it('shows the number, the lines with their options, every figure with the wallet part, the address and a tracking link with the token', async () => {
    const order = testOrder({ wallet_amount: 10, amount_payable: 22.16, order_discount_amount: 5, coupon_code: 'SAVE5' });
    renderAt('/order-placed/501', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(order))] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' })).toBeTruthy();
    expect(screen.getByText('1042')).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Margherita Pizza')).toBeTruthy();
    expect(within(items).getByText('Large 14"')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    for (const label of ['Subtotal', 'Discount (SAVE5)', 'Delivery', 'Tax', 'Total', 'Paid from your wallet', 'Paid by card']) {
      expect(within(totals).getByText(label)).toBeTruthy();
    }
    // A postal address, as the address book and checkout write it: town, state and ZIP on one line, no country code.
    const address = within(screen.getByRole('region', { name: 'Delivery address' })).getByRole('group');
    expect([...address.children].map((line) => line.textContent)).toEqual(['Robin Tester', '1 Capitol Avenue', 'Springfield, IL 62701', '+1 555 0101']);
    expect(screen.getByText('Estimated delivery')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe('/track-order/501?token=tok-501');
    await expectNoAxeViolations();
  });

  it.each<[Order['payment_status'], RegExp, string]>([
    ['pending', /^Payment not completed/, 'Go to checkout to pay'],
    ['failed', /^Payment not completed/, 'Go to checkout to pay'],
    ['processing', /^We are confirming your payment/, 'Check again'],
  ])('with payment %s, says so plainly and never calls the order confirmed', async (payment, text, action) => {
    renderAt('/order-placed/501', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(testOrder({ status: 'awaiting_payment', payment_status: payment })))] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042: not confirmed yet' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole(action === 'Check again' ? 'button' : 'link', { name: action })).toBeTruthy();
    expect(screen.queryByText(/confirmed\./)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track your order' })).toBeNull();
  });

  it('says a cancelled order was cancelled, with its refund, rather than "not confirmed yet"', async () => {
    renderAt('/order-placed/501', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(testOrder({ status: 'cancelled', payment_status: 'refunded' })))] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042 was cancelled' })).toBeTruthy();
    expect(screen.getByText(/your payment has been refunded/)).toBeTruthy();
  });

  it('names a delivered order by its number, without thanks or an estimate (a past order opened from the wallet)', async () => {
    renderAt('/order-placed/501', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(testOrder({ status: 'delivered' })))] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042 was delivered' })).toBeTruthy();
    expect(screen.queryByText('Estimated delivery')).toBeNull();
  });

  it('offers Retry when the order cannot be loaded', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce({ data: testOrder() });
    renderAt('/order-placed/501', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, fetch)] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' })).toBeTruthy();
  });

  describe('an order that is not the caller’s', () => {
    const notTheirs = () => Promise.reject(new ApiError('rejected', 'Not found', 404));

    it('says so to a guest in one clear state, titled as it, with the ways on: log in and come back, or home', async () => {
      const scope = renderAt('/order-placed/9', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, notTheirs)] }));
      expect(await screen.findByRole('heading', { level: 1, name: orderNotYoursTexts.title })).toBeTruthy();
      expect(screen.getByText(orderNotYoursTexts.reason)).toBeTruthy();
      expect(screen.queryByText(/page not found/i)).toBeNull();
      await waitFor(() => expect(scope.getState($screenHead)?.title).toBe(orderNotYoursTexts.title));
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Forder-placed%2F9');
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('link', { name: 'Track this order' })).toBeNull();
      await expectNoAxeViolations();
    });

    it('leads a link that carries the order’s code to its tracking, and a customer to their own orders', async () => {
      renderAt('/order-placed/9?token=tok-9', <OrderPlacedScreen />, fork({ values: [[$siteSettings, starSettings], [$user, { authToken: 'token' }]], handlers: [requestHandler(fetchOrderFx, notTheirs)] }));
      expect((await screen.findByRole('link', { name: 'Track this order' })).getAttribute('href')).toBe('/track-order/9?token=tok-9');
      expect(screen.getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe('/account/my-orders');
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    });
  });
});

describe('my orders', () => {
  it('lists orders with number, date, status, total and items, and opens a detail in place', async () => {
    renderAt('/account/my-orders', <MyOrdersScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [
      requestHandler(fetchOrdersPageFx, (page: number) => Promise.resolve(testOrdersPage(page, 2))),
      requestHandler(fetchOrderFx, orderAnswer(testOrder({ id: 100 }))),
    ] }));
    const first = (await screen.findAllByTestId('my-order'))[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Order 1100' })).toBeTruthy();
    expect(within(first).getByText('Delivered')).toBeTruthy();
    expect(within(first).getByText('Margherita Pizza and Cola')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Rate order 1100' }).getAttribute('href')).toBe('/account/my-orders/reviews/100');
    const toggle = within(first).getByRole('button', { name: 'Show details of order 1100' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(first).findByRole('region', { name: 'Totals' })).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByTestId('my-order')).toHaveLength(6));
    expect(document.activeElement?.textContent).toBe('Order 1097');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });
});

describe('rating an order', () => {
  const delivered = testOrder({ status: 'delivered', can_rate: true, items: [testOrderItem({ id: 11, name: 'Margherita Pizza' }), testOrderItem({ id: 12, name: 'Cola', option_labels: [], rating: { rating: 5, comment: 'Cold and fizzy' } })] });

  it('rates an item: five named radios choose stars, the comment is optional, the rating then shows', async () => {
    const rate = vi.fn((payload: RateOrderItemPayload) =>
      Promise.resolve({ data: { ...delivered, items: delivered.items.map((item) => (item.id === payload.order_item_id ? { ...item, rating: { rating: payload.rating, comment: payload.comment ?? null } } : item)) } }),
    );
    renderAt('/account/my-orders/reviews/501', <RateOrderScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(delivered)), requestHandler(rateOrderItemFx, rate)] }));
    const group = await screen.findByRole('group', { name: 'Your rating for Margherita Pizza' });
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Cold and fizzy')).toBeTruthy();
    await expectNoAxeViolations();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['☆1 star', '☆2 stars', '☆3 stars', '☆4 stars', '☆5 stars']);
    // The arrow keys are the browser's own on native radios (jsdom has none): e2e/orders.spec.ts presses them.
    await userEvent.click(radios[3] as HTMLElement);
    expect((radios[3] as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('4 stars of 5')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Crisp base');
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(rate).toHaveBeenCalledWith({ order_id: 501, order_item_id: 11, rating: 4, comment: 'Crisp base' });
    expect(screen.getByText('Thank you: every item is rated.')).toBeTruthy();
  });

  it('asks for stars before saving, and shows the server’s 422 on its field', async () => {
    const rate = vi.fn(() => Promise.reject(new ApiError('rejected', 'Invalid', 422, [], true, { message: 'Invalid', errors: { comment: ['Keep it polite.'] } })));
    renderAt('/account/my-orders/reviews/501', <RateOrderScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(delivered)), requestHandler(rateOrderItemFx, rate)] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(rate).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('radio')[4] as HTMLElement);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Rude words');
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Keep it polite.')).toBeTruthy();
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' }) as HTMLTextAreaElement;
    expect(comment.value).toBe('Rude words');
    expect(document.activeElement).toBe(comment);
    expect((screen.getAllByRole('radio')[4] as HTMLInputElement).checked).toBe(true);
  });

  it('says when rating opens for an order not delivered yet', async () => {
    renderAt('/account/my-orders/reviews/501', <RateOrderScreen />, fork({ values: [[$siteSettings, starSettings]], handlers: [requestHandler(fetchOrderFx, orderAnswer(testOrder({ status: 'preparing', can_rate: false, rating_message: 'You can rate this order once it is delivered.' })))] }));
    expect(await screen.findByText('You can rate this order once it is delivered.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
