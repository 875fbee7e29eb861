import type { GatewayPayment, Order, PlacedOrder, PlaceOrderPayload } from '@/api/schemas/order.schema';

/** Test data for checkout: an order as get-single-order answers it; `overrides` change what a test is about. */
export const testGatewayPayment: GatewayPayment = { provider: 'razorpay', key_id: 'rzp_test_simulator', gateway_order_id: 'order_G1', amount: 2450, currency: 'USD' };

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 501,
    order_number: '1042',
    status: 'awaiting_payment',
    payment_status: 'pending',
    placed_at: '2026-11-26T12:00:00Z',
    estimated_delivery_at: '',
    items: [
      {
        id: 1,
        product_id: 10,
        name: 'Margherita Pizza',
        slug: 'margherita-pizza',
        image: null,
        quantity: 2,
        unit_price: 10,
        line_total: 20,
        option_labels: [{ name: 'Size', values: ['Large'] }],
        selected_attributes: {},
        selected_multi_attributes: {},
        rating: null,
      },
    ],
    subtotal: 20,
    order_discount_amount: 0,
    product_price_discount: 0,
    shipping_discount_amount: 0,
    tax_amount: 1.5,
    delivery_charge: 3,
    wallet_amount: 0,
    total: 24.5,
    amount_payable: 24.5,
    coupon_code: null,
    address: { name: 'Ana Lima', phone: '+1 555 0101', line1: '1 Oak Street', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    contact: { name: 'Ana Lima', phone: '+1 555 0101', email: 'ana@example.com' },
    branch_name: 'Downtown',
    payment: testGatewayPayment,
    tracking_token: 'track-501',
    can_rate: false,
    rating_message: null,
    steps: [],
    ...overrides,
  };
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
