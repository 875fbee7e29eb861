// @vitest-environment jsdom
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartSummarySchema } from '@/api/schemas/cart.schema';
import { orderAnswerSchema, placedOrderSchema, type PlacedOrder } from '@/api/schemas/order.schema';
import { handlers } from '../handlers';
import type { ScenarioName } from '../scenario-catalog';
import { scenarioHandlers } from '../scenarios';
import { apiRequest } from '../testing';
import { razorpayKeyId, razorpaySignature } from '../../domain/razorpay';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';

/*
 * The Razorpay stand-in in a page (jsdom): the script as the simulator serves it, its window driven as a shopper
 * would, its bank calls answered by the simulator's own handlers (a scenario's in front when a test says so).
 */

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } };
}
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;
const page = window as unknown as Window & { Razorpay?: RazorpayConstructor };

/** Where the page's requests go: the simulated store, a scenario in front when set. */
let scenario: ScenarioName | null = null;
const answerer = (): RequestHandler[] => (scenario ? [...scenarioHandlers(scenario), ...handlers] : handlers);

async function simulator(request: Request): Promise<Response> {
  const response = await getResponse(answerer(), request);
  if (!response) throw new Error(`Nothing answered ${request.method} ${request.url}`);
  return response;
}

async function json(request: Request): Promise<unknown> {
  return (await simulator(request)).json();
}

/** The page's fetch: relative paths on the simulator's origin, answered by its handlers. */
const pageFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => simulator(new Request(new URL(String(input), 'http://localhost'), init)));

async function loadStandIn(): Promise<RazorpayConstructor> {
  const response = await simulator(new Request('http://localhost/sim-vendor/checkout.razorpay.com/v1/checkout.js'));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
  new Function(await response.text())();
  if (!page.Razorpay) throw new Error('the stand-in defined no window.Razorpay');
  return page.Razorpay;
}

/** A guest's order of two fries, awaiting its card payment. */
async function placedOrder(): Promise<PlacedOrder> {
  await simulator(apiRequest('/api/cart/add', { method: 'POST', body: { product_id: seedFacts.productWithoutOptionsId, quantity: 2, selected_attributes: {}, selected_multi_attributes: {} } }));
  const { total } = cartSummarySchema.parse(await json(apiRequest('/api/get-cart')));
  const body = await json(
    apiRequest('/api/place-order', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' },
        address: { label: 'Home', name: 'Ana Lima', phone: '+1 555 0101', line1: '500 East Capitol Avenue', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US', lat: null, lng: null, place_id: null },
        payment_method: 'razorpay',
        wallet_amount: 0,
        expected_total: total,
      },
    }),
  );
  return placedOrderSchema.parse(body);
}

async function orderNow(orderId: string | number) {
  return orderAnswerSchema.parse(await json(apiRequest(`/api/get-single-order?order_id=${orderId}`))).data;
}

function optionsFor(placed: PlacedOrder, extra: Record<string, unknown> = {}) {
  return {
    key: placed.payment?.key_id,
    amount: placed.payment?.amount,
    currency: placed.payment?.currency,
    order_id: placed.payment?.gateway_order_id,
    name: 'Juniper Kitchen',
    description: `Order ${placed.data.order_number}`,
    prefill: { name: 'Ana Lima', email: 'ana@example.com', contact: '+1 555 0101' },
    theme: { color: '#1f6f5c' },
    ...extra,
  };
}

const bankWindow = () => screen.getByRole('dialog', { name: 'Razorpay test payment' });
const waitUntil = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

beforeEach(async () => {
  scenario = null;
  await seedDatabase();
  vi.stubGlobal('fetch', pageFetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  pageFetch.mockClear();
  document.body.innerHTML = '';
  document.querySelectorAll('[data-sim-vendor-style]').forEach((node) => node.remove());
  delete page.Razorpay;
});

describe('the Razorpay stand-in', () => {
  it('is served for checkout.js only', async () => {
    expect((await simulator(new Request('http://localhost/sim-vendor/checkout.razorpay.com/v1/other.js'))).status).toBe(404);
    await loadStandIn();
  });

  it('opens an accessible test-mode bank window with the store, the amount and three buttons, focus inside', async () => {
    const Razorpay = await loadStandIn();
    const trigger = document.body.appendChild(document.createElement('button'));
    trigger.textContent = 'Pay now';
    trigger.focus();
    const placed = await placedOrder();
    const first = new Razorpay(optionsFor(placed));
    first.open();

    const dialog = bankWindow();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-sim-vendor')).toBe('razorpay');
    expect(within(dialog).getByText('Juniper Kitchen')).toBeTruthy();
    expect(within(dialog).getByText(new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(placed.data.total))).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Success', 'Failure', 'Close']);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const results = await axe.run(dialog.parentElement!, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // Tab cycles inside the window.
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Success');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Close');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Success');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Close');

    // Escape is Close: the window goes, ondismiss runs and focus returns to where it was.
    first.close();
    expect(document.activeElement).toBe(trigger);
    const ondismiss = vi.fn();
    new Razorpay(optionsFor(placed, { modal: { ondismiss } })).open();
    expect(bankWindow().contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ondismiss).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(trigger);
  });

  it('Success: the bank captures and signs, the window closes and the handler gets a signature the store verifies', async () => {
    const Razorpay = await loadStandIn();
    const placed = await placedOrder();
    const handler = vi.fn<(response: RazorpayResponse) => void>();
    new Razorpay(optionsFor(placed, { handler })).open();
    await userEvent.setup().click(within(bankWindow()).getByRole('button', { name: 'Success' }));

    await waitUntil(() => handler.mock.calls.length === 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const [response] = handler.mock.calls[0]!;
    const gatewayOrderId = placed.payment?.gateway_order_id ?? '';
    expect(response).toEqual({ razorpay_payment_id: expect.stringMatching(/^pay_/), razorpay_order_id: gatewayOrderId, razorpay_signature: await razorpaySignature(gatewayOrderId, response.razorpay_payment_id) });
    expect(pageFetch).toHaveBeenCalledWith('/sim-razorpay/pay', expect.objectContaining({ method: 'POST' }));
    const paid = await json(apiRequest('/api/razorpay/process-payment', { method: 'POST', body: { order_id: placed.data.id, ...response } }));
    expect(orderAnswerSchema.parse(paid).data).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('Failure: payment.failed gets Razorpay’s error and the window stays for another try; Close then fires ondismiss', async () => {
    const Razorpay = await loadStandIn();
    const placed = await placedOrder();
    const failed = vi.fn<(response: RazorpayFailure) => void>();
    const ondismiss = vi.fn();
    const handler = vi.fn();
    const checkout = new Razorpay(optionsFor(placed, { handler, modal: { ondismiss } }));
    checkout.on('payment.failed', failed);
    checkout.open();
    const user = userEvent.setup();
    await user.click(within(bankWindow()).getByRole('button', { name: 'Failure' }));

    await waitUntil(() => failed.mock.calls.length === 1);
    expect(failed.mock.calls[0]![0]).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your bank declined this payment. No money was taken: try again, or use another card.',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: placed.payment?.gateway_order_id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(within(bankWindow()).getByRole('status').textContent).toMatch(/declined/);
    expect((await orderNow(placed.data.id)).payment_status).toBe('failed');

    await user.click(within(bankWindow()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ondismiss).toHaveBeenCalledOnce();
    expect(handler).not.toHaveBeenCalled();
  });

  it('takes another attempt on the same order after a failure, and only one can succeed', async () => {
    const Razorpay = await loadStandIn();
    const placed = await placedOrder();
    const handler = vi.fn();
    const failed = vi.fn();
    const checkout = new Razorpay(optionsFor(placed, { handler }));
    checkout.on('payment.failed', failed);
    checkout.open();
    const user = userEvent.setup();
    await user.click(within(bankWindow()).getByRole('button', { name: 'Failure' }));
    await waitUntil(() => failed.mock.calls.length === 1);
    await user.click(within(bankWindow()).getByRole('button', { name: 'Success' }));
    await waitUntil(() => handler.mock.calls.length === 1);
    expect((await orderNow(placed.data.id)).payment_status).toBe('paid');

    // The same gateway order again: the bank refuses, as Razorpay refuses a paid order.
    const again = new Razorpay(optionsFor(placed, { handler }));
    again.on('payment.failed', failed);
    again.open();
    await user.click(within(bankWindow()).getByRole('button', { name: 'Success' }));
    await waitUntil(() => failed.mock.calls.length === 2);
    expect(failed.mock.calls[1]![0]).toMatchObject({ error: { description: 'This order has already been paid.' } });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('reports a bank that cannot be reached as payment.failed, and close() removes the window without ondismiss', async () => {
    const Razorpay = await loadStandIn();
    const placed = await placedOrder();
    pageFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const failed = vi.fn<(response: RazorpayFailure) => void>();
    const ondismiss = vi.fn();
    const checkout = new Razorpay(optionsFor(placed, { modal: { ondismiss } }));
    checkout.on('payment.failed', failed);
    checkout.open();
    await userEvent.setup().click(within(bankWindow()).getByRole('button', { name: 'Success' }));
    await waitUntil(() => failed.mock.calls.length === 1);
    expect(failed.mock.calls[0]![0].error).toMatchObject({ code: 'GATEWAY_ERROR', reason: 'network_error', metadata: { order_id: placed.payment?.gateway_order_id, payment_id: '' } });
    checkout.close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();
    expect((await orderNow(placed.data.id)).payment_status).toBe('pending');
  });

  it('refuses a key that is not the simulator’s, through payment.failed', async () => {
    const Razorpay = await loadStandIn();
    const placed = await placedOrder();
    const failed = vi.fn<(response: RazorpayFailure) => void>();
    const checkout = new Razorpay(optionsFor(placed, { key: 'rzp_test_someone_else' }));
    checkout.on('payment.failed', failed);
    checkout.open();
    await userEvent.setup().click(within(bankWindow()).getByRole('button', { name: 'Success' }));
    await waitUntil(() => failed.mock.calls.length === 1);
    expect(failed.mock.calls[0]![0].error.description).toBe('The api key provided is invalid.');
    expect(razorpayKeyId).toBe('rzp_test_simulator');
  });

  describe('under the checkout scenarios', () => {
    it('payment-callback-lost: Success closes the window and calls nothing, though the order is paid', async () => {
      const Razorpay = await loadStandIn();
      const placed = await placedOrder();
      scenario = 'payment-callback-lost';
      const handler = vi.fn();
      const ondismiss = vi.fn();
      const failed = vi.fn();
      const checkout = new Razorpay(optionsFor(placed, { handler, modal: { ondismiss } }));
      checkout.on('payment.failed', failed);
      checkout.open();
      await userEvent.setup().click(within(bankWindow()).getByRole('button', { name: 'Success' }));
      await waitUntil(() => screen.queryByRole('dialog') === null);
      expect((await orderNow(placed.data.id)).payment_status).toBe('paid');
      expect([handler.mock.calls.length, ondismiss.mock.calls.length, failed.mock.calls.length]).toEqual([0, 0, 0]);
    });

    it('payment-failure: Success fires payment.failed with the decline and the window stays', async () => {
      const Razorpay = await loadStandIn();
      const placed = await placedOrder();
      scenario = 'payment-failure';
      const failed = vi.fn<(response: RazorpayFailure) => void>();
      const checkout = new Razorpay(optionsFor(placed, { handler: vi.fn() }));
      checkout.on('payment.failed', failed);
      checkout.open();
      await userEvent.setup().click(within(bankWindow()).getByRole('button', { name: 'Success' }));
      await waitUntil(() => failed.mock.calls.length === 1);
      expect(failed.mock.calls[0]![0].error).toMatchObject({ reason: 'card_declined', description: 'Your card was declined and no money was taken. Please try another card or another way to pay.' });
      expect(bankWindow()).toBeTruthy();
    });

    it('late-authorisation: Success fires payment.failed with the time-out, and the order is being confirmed', async () => {
      const Razorpay = await loadStandIn();
      const placed = await placedOrder();
      scenario = 'late-authorisation';
      const failed = vi.fn<(response: RazorpayFailure) => void>();
      const checkout = new Razorpay(optionsFor(placed));
      checkout.on('payment.failed', failed);
      checkout.open();
      await userEvent.setup().click(within(bankWindow()).getByRole('button', { name: 'Success' }));
      await waitUntil(() => failed.mock.calls.length === 1);
      expect(failed.mock.calls[0]![0].error).toMatchObject({ code: 'GATEWAY_ERROR', reason: 'payment_timed_out' });
      expect((await orderNow(placed.data.id)).payment_status).toBe('processing');
    });
  });
});
