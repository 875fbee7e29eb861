import type { GatewayPayment, Order, PlacedOrder, PlaceOrderPayload } from '@/api/schemas/order.schema';
import { testOrder as baseTestOrder, testOrderItem } from '@/models/orders/test-orders';

/** Test data for checkout: an order as get-single-order answers it; `overrides` change what a test is about. */
export const testGatewayPayment: GatewayPayment = { provider: 'razorpay', key_id: 'rzp_test_simulator', gateway_order_id: 'order_G1', amount: 2450, currency: 'USD' };

/**
 * The order models' test order (src/models/orders/test-orders.ts) as checkout first sees it: awaiting its card payment,
 * one line, no estimate yet.
 */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return baseTestOrder({
    status: 'awaiting_payment',
    payment_status: 'pending',
    estimated_delivery_at: '',
    items: [
      testOrderItem({
        id: 1,
        product_id: 10,
        unit_price: 10,
        line_total: 20,
        option_labels: [{ name: 'Size', values: ['Large'] }],
        selected_attributes: {},
        selected_multi_attributes: {},
      }),
    ],
    subtotal: 20,
    tax_amount: 1.5,
    total: 24.5,
    amount_payable: 24.5,
    address: { name: 'Ana Lima', phone: '+1 555 0101', line1: '1 Oak Street', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' },
    payment: testGatewayPayment,
    tracking_token: 'track-501',
    steps: [],
    ...overrides,
  });
}

export const paidOrder = (overrides: Partial<Order> = {}) => testOrder({ status: 'placed', payment_status: 'paid', payment: null, ...overrides });

export function testPlaced(overrides: Partial<Order> = {}): PlacedOrder {
  const data = testOrder(overrides);
  return { data, payment: data.payment };
}

export const testPayload = (overrides: Partial<PlaceOrderPayload> = {}): PlaceOrderPayload => ({
  contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' },
  address_id: 3,
  payment_method: 'razorpay',
  wallet_amount: 0,
  expected_total: 24.5,
  ...overrides,
});
