import type { Faker } from '@faker-js/faker';
import type { Id } from '@/api/schemas/common.schema';
import type { OrderItem } from '@/api/schemas/order.schema';
import type { Product } from '@/api/schemas/product.schema';
import { computePriceInMinorUnits, validateSelection } from '@/domain/product-options';
import { engineSelection, optionLabels, type CanonicalSelection } from './cart';
import { branchPricing, defaultBranchPricing } from './cart-totals';
import type { StoredOrderData } from './db';
import { fromMinorUnits } from './money';
import { orderClock } from './orders';
import { demoOrderFacts, demoOrderHistory } from './seed-facts';
import { demoAddresses } from './seed-places';

/*
 * The demo customer's order history (seed.ts): twelve orders from the Downtown branch, their items real catalogue
 * products with options, drawn from the store's seed, their times counted back from the day of seeding. Twelve, so
 * get-all-orders has a second page (what each one is: seed-facts.ts). Statuses derive from the times like any order's
 * (ADR 0025).
 */

const minuteMs = 60_000;

/** Products with options (and fries, without), the dishes the history is drawn from. */
const dishIds = [1, 5, 6, 11, 16, 21] as const;

/** A valid choice of options: the first combination, and each multi-choice group's minimum (one topping on the first group). */
function seededSelection(product: Product): CanonicalSelection {
  const selectedAttributes: Record<string, Id> = {};
  const combination = product.combinations[0];
  for (const attribute of product.attributes) {
    const value = attribute.values.find((entry) => combination?.ids.some((id) => String(id) === String(entry.id))) ?? attribute.values[0];
    if (value) selectedAttributes[String(attribute.id)] = value.id;
  }
  const selectedMultiAttributes: Record<string, Id[]> = {};
  product.multi_selectable_attributes.forEach((group, index) => {
    const count = Math.max(group.min_select ?? 0, index === 0 ? 1 : 0);
    const values = Object.values(group.values).slice(0, count);
    if (values.length > 0) selectedMultiAttributes[String(group.id)] = values.map((value) => value.id);
  });
  const withExtras = { selectedAttributes, selectedMultiAttributes };
  if (validateSelection(product, engineSelection(selectedAttributes, selectedMultiAttributes)) === null) return withExtras;
  // The first group's extra broke a rule (a dependency): only the minimums, which the seeded menu always allows.
  const minimums: Record<string, Id[]> = {};
  for (const group of product.multi_selectable_attributes) {
    const values = Object.values(group.values).slice(0, group.min_select ?? 0);
    if (values.length > 0) minimums[String(group.id)] = values.map((value) => value.id);
  }
  return { selectedAttributes, selectedMultiAttributes: minimums };
}

function orderItem(product: Product, quantity: number, itemId: number, rating: OrderItem['rating']): OrderItem {
  const selection = seededSelection(product);
  const unitCents = computePriceInMinorUnits(product, engineSelection(selection.selectedAttributes, selection.selectedMultiAttributes));
  return {
    id: itemId,
    product_id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.image,
    quantity,
    unit_price: fromMinorUnits(unitCents),
    line_total: fromMinorUnits(unitCents * quantity),
    option_labels: optionLabels(product, selection),
    selected_attributes: selection.selectedAttributes,
    selected_multi_attributes: selection.selectedMultiAttributes,
    rating,
  };
}

const ratingComments = ['Hot and on time.', 'Great as always.', null, 'A little salty this time.', 'Perfect crust.', null];

/**
 * The demo customer's orders, oldest first. `nextItemId` hands out order item ids (the store's sequence), and the
 * orders take ids 1 to 12 from the store's order sequence, as `nextOrderId` gives them.
 */
export function buildDemoOrders(input: {
  faker: Faker;
  catalogue: readonly Product[];
  userId: Id;
  now: Date;
  nextOrderId: () => number;
  nextItemId: () => number;
}): StoredOrderData[] {
  const { faker, now } = input;
  const byId = new Map(input.catalogue.map((product) => [String(product.id), product]));
  const dishes = dishIds.map((id) => byId.get(String(id))).filter((product): product is Product => product !== undefined);
  const home = demoAddresses[0];
  const pricing = branchPricing['1'] ?? defaultBranchPricing;

  return demoOrderHistory.map(({ paidAgoMs, kind }) => {
    const id = input.nextOrderId();
    const chosen = faker.helpers.arrayElements(dishes, { min: 1, max: 3 });
    const items = chosen.map((product) =>
      orderItem(
        product,
        faker.number.int({ min: 1, max: 2 }),
        input.nextItemId(),
        kind === 'delivered-rated' ? { rating: faker.number.int({ min: 3, max: 5 }), comment: faker.helpers.arrayElement(ratingComments) } : null,
      ),
    );
    const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.line_total * 100), 0);
    const taxCents = Math.round((subtotalCents * pricing.taxBasisPoints) / 10_000);
    const deliveryCents = subtotalCents >= pricing.freeDeliveryFromCents ? 0 : pricing.deliveryChargeCents;
    const totalCents = subtotalCents + taxCents + deliveryCents;
    const paidAt = now.getTime() - paidAgoMs;
    return {
      id,
      order_number: String(1000 + id),
      placed_at: new Date(paidAt - minuteMs).toISOString(),
      items,
      subtotal: fromMinorUnits(subtotalCents),
      order_discount_amount: 0,
      product_price_discount: 0,
      shipping_discount_amount: 0,
      tax_amount: fromMinorUnits(taxCents),
      delivery_charge: fromMinorUnits(deliveryCents),
      wallet_amount: 0,
      total: fromMinorUnits(totalCents),
      amount_payable: fromMinorUnits(totalCents),
      coupon_code: null,
      address: home
        ? { name: home.name, phone: home.phone, line1: home.line1, line2: home.line2 ?? null, city: home.city, state: home.state, postal_code: home.postal_code, country: home.country }
        : null,
      contact: { name: 'Alex Morgan', phone: '+1 555 0100', email: 'alex@example.com' },
      branch_name: 'Downtown',
      tracking_token: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
      owner: `user:${String(input.userId)}`,
      user_id: input.userId,
      branch_id: '1',
      branch_phone: null,
      gateway_order_id: `order_${faker.string.alphanumeric(14)}`,
      paid_at: paidAt,
      payment_id: `pay_${faker.string.alphanumeric(14)}`,
      failed_at: null,
      late_authorised_at: null,
      // Cancelled by the store after accepting it (the kitchen ran out), the money refunded.
      cancelled_at: kind === 'cancelled' ? paidAt + 3 * minuteMs : null,
      step_minutes: kind === 'on-its-way' ? [...demoOrderFacts.onItsWayStepMinutes] : [...orderClock.stepMinutes],
      clock_shift_ms: 0,
      step_dates: {},
    };
  });
}
