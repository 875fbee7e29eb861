import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { addOnServer, apiHeaders, serverCart } from './support/server-cart';

/**
 * The Razorpay stand-in (fake-store/http/vendors/razorpay.ts) in Chromium over the storefront's page: its bank window is
 * an accessible modal that does not break the page's axe check, keyboard Failure then Escape, and Success paying the
 * order for real through the simulated bank and process-payment. The checkout screens' own journeys are theirs.
 */

const FRIES_ID = 21;

interface PlacedAnswer {
  data: { id: number | string; order_number: string };
  payment: { key_id: string; gateway_order_id: string; amount: number; currency: string };
}

/** A guest's order placed outside the page, awaiting its card payment. */
async function placeOrder(request: APIRequestContext, guestId: string): Promise<PlacedAnswer> {
  await addOnServer(request, guestId, FRIES_ID, 2);
  const { total } = (await serverCart(request, guestId)) as unknown as { total: number };
  const response = await request.post('/api/place-order?branch_id=1', {
    headers: { ...apiHeaders(guestId), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' },
      address: { label: 'Home', name: 'Ana Lima', phone: '+1 555 0101', line1: '500 East Capitol Avenue', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US', lat: null, lng: null, place_id: null },
      payment_method: 'razorpay',
      wallet_amount: 0,
      expected_total: total,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlacedAnswer;
}

/** Loads the stand-in as the storefront would and opens the window; what it reports lands in window.__razorpayEvents. */
async function openCheckout(page: Page, placed: PlacedAnswer): Promise<void> {
  await page.addScriptTag({ url: '/sim-vendor/checkout.razorpay.com/v1/checkout.js' });
  await page.evaluate((payment) => {
    const events: unknown[] = [];
    Object.assign(window, { __razorpayEvents: events });
    const Razorpay = (window as unknown as { Razorpay: new (options: Record<string, unknown>) => { open(): void; on(event: string, callback: (response: unknown) => void): void } }).Razorpay;
    const checkout = new Razorpay({
      key: payment.key_id,
      amount: payment.amount,
      currency: payment.currency,
      order_id: payment.gateway_order_id,
      name: 'Juniper Kitchen',
      prefill: { name: 'Ana Lima', email: 'ana@example.com', contact: '+1 555 0101' },
      theme: { color: '#1f6f5c' },
      handler: (response: unknown) => events.push(['handler', response]),
      modal: { ondismiss: () => events.push(['dismissed']) },
    });
    checkout.on('payment.failed', (response) => events.push(['failed', response]));
    checkout.open();
  }, placed.payment);
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __razorpayEvents: unknown[] }).__razorpayEvents);

for (const viewport of viewports) {
  test.describe(`the Razorpay stand-in on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an accessible bank window: keyboard Failure then Escape, then Success pays the order', async ({ page, request }) => {
      const guestId = crypto.randomUUID();
      const placed = await placeOrder(request, guestId);
      await page.goto('/');
      await expect(page.getByRole('main')).toBeVisible();
      await openCheckout(page, placed);

      const bank = page.getByRole('dialog', { name: 'Razorpay test payment' });
      await expect(bank).toBeVisible();
      await expect(bank).toHaveAttribute('data-sim-vendor', 'razorpay');
      await expect(bank).toContainText('Juniper Kitchen');
      expect(await bank.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      for (const name of ['Success', 'Failure', 'Close']) {
        const box = await bank.getByRole('button', { name, exact: true }).boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(bank.getByRole('button', { name: 'Failure' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(bank.getByRole('status')).toContainText('Your bank declined this payment');
      await page.keyboard.press('Escape');
      await expect(bank).toHaveCount(0);
      expect((await events(page)).map((event) => (event as unknown[])[0])).toEqual(['failed', 'dismissed']);

      await openCheckout(page, placed);
      await page.getByRole('dialog', { name: 'Razorpay test payment' }).getByRole('button', { name: 'Success' }).click();
      await expect(page.getByRole('dialog', { name: 'Razorpay test payment' })).toHaveCount(0);
      await expect.poll(async () => (await events(page)).length).toBe(1);
      const [[kind, response]] = (await events(page)) as [[string, Record<string, string>]];
      expect(kind).toBe('handler');
      const paid = await request.post('/api/razorpay/process-payment?branch_id=1', { headers: apiHeaders(guestId), data: { order_id: placed.data.id, ...response } });
      expect(paid.status()).toBe(200);
      expect(await paid.json()).toMatchObject({ data: { status: 'placed', payment_status: 'paid' } });
    });
  });
}
