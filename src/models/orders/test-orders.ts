import type { Order, OrderItem, OrdersPage, OrderSummary, TrackedOrder } from '@/api/schemas/order.schema';

/** Test data for the order models and screens, typed by the contract's schemas. */

export function testOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 11,
    product_id: 101,
    name: 'Margherita Pizza',
    slug: 'margherita-pizza',
    image: null,
    quantity: 2,
    unit_price: 12.5,
    line_total: 25,
    option_labels: [{ name: 'Size', values: ['Large 14"'] }],
    selected_attributes: { '7': 71 },
    selected_multi_attributes: { '8': [81, 82] },
    rating: null,
    ...overrides,
  };
}

export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 501,
    order_number: '1042',
    status: 'placed',
    payment_status: 'paid',
    placed_at: '2026-11-26T12:00:00Z',
    estimated_delivery_at: '2026-11-26T12:45:00Z',
    items: [testOrderItem(), testOrderItem({ id: 12, product_id: 102, name: 'Cola', quantity: 1, unit_price: 2, line_total: 2, option_labels: [], selected_attributes: {}, selected_multi_attributes: {} })],
    subtotal: 27,
    order_discount_amount: 0,
    product_price_discount: 0,
    shipping_discount_amount: 0,
    tax_amount: 2.16,
    delivery_charge: 3,
    wallet_amount: 0,
    total: 32.16,
    amount_payable: 32.16,
    coupon_code: null,
    address: { name: 'Robin Tester', phone: '+1 555 0101', line1: '1 Capitol Avenue', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    contact: { name: 'Robin Tester', phone: '+1 555 0101', email: 'robin@example.com' },
    branch_name: 'Downtown',
    payment: null,
    tracking_token: 'tok-501',
    can_rate: false,
    rating_message: null,
    steps: [{ status: 'placed', at: '2026-11-26T12:00:00Z' }],
    ...overrides,
  };
}

/** The test order as tracking reads it: the same order, with the branch's phone that only tracking carries. */
export function testTrackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  const { id, order_number, status, payment_status, placed_at, estimated_delivery_at, steps, branch_name, total } = testOrder();
  return { id, order_number, status, payment_status, placed_at, estimated_delivery_at, steps, branch_name, branch_phone: '+1 555 0199', total, ...overrides };
}

export function testOrderSummary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    order_number: String(1000 + id),
    status: 'delivered',
    payment_status: 'paid',
    placed_at: '2026-11-20T12:00:00Z',
    total: 20,
    items_count: 2,
    item_names: ['Margherita Pizza', 'Cola'],
    can_rate: true,
    ...overrides,
  };
}

/** Page `page` of `lastPage`, three orders a page, ids counting down (newest first). */
export function testOrdersPage(page: number, lastPage: number): OrdersPage {
  const first = 100 - (page - 1) * 3;
  return { data: [first, first - 1, first - 2].map((id) => testOrderSummary(id)), current_page: page, last_page: lastPage, total: lastPage * 3 };
}
