// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartSummarySchema, type CartSummary } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema, type Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import { products } from '../../simulator/db';
import { seedDatabase, seedFacts } from '../../simulator/seed';
import { createSessionToken } from '../../simulator/sessions';
import { server } from '../node';
import { callApi, otherGuestId, type ApiCallOptions } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function product(id: number): Product {
  const found = products.findFirst((q) => q.where({ id }));
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** The ids of a single-choice value, found by names so the tests read like the options panel. */
function pick(from: Product, attributeName: string, valueName: string): [string, Id] {
  const attribute = from.attributes.find((entry) => entry.name === attributeName);
  const value = attribute?.values.find((entry) => entry.value === valueName);
  if (!attribute || !value) throw new Error(`no ${attributeName}: ${valueName}`);
  return [String(attribute.id), value.id];
}

function multi(from: Product, groupName: string, ...valueNames: string[]): [string, Id[]] {
  const group = from.multi_selectable_attributes.find((entry) => entry.name === groupName);
  if (!group) throw new Error(`no group ${groupName}`);
  const values = Object.values(group.values);
  return [String(group.id), valueNames.map((name) => values.find((value) => value.value === name)?.id ?? -1)];
}

interface AddOptions {
  quantity?: number;
  attributes?: Array<[string, Id]>;
  multi?: Array<[string, Id[]]>;
}

function addBody(productId: Id, options: AddOptions = {}) {
  return {
    product_id: productId,
    quantity: options.quantity ?? 1,
    selected_attributes: Object.fromEntries(options.attributes ?? []),
    selected_multi_attributes: Object.fromEntries(options.multi ?? []),
  };
}

async function add(productId: Id, options: AddOptions = {}, call: ApiCallOptions = {}) {
  return callApi('/api/cart/add', { method: 'POST', body: addBody(productId, options), ...call });
}

/** Parses a cart answer with the client's own schema, failing the test when it does not fit. */
function summary(body: unknown): CartSummary {
  return cartSummarySchema.parse(body);
}

async function expect422(call: Promise<{ status: number; body: unknown }>, message: string) {
  const { status, body } = await call;
  expect({ status, message: apiErrorBodySchema.parse(body).message }).toEqual({ status: 422, message });
}

const cents = (amount: number) => Math.round(amount * 100);

describe('GET /api/get-cart', () => {
  it('answers an empty cart summary with every field filled', async () => {
    const { status, body } = await callApi('/api/get-cart');
    expect(status).toBe(200);
    expect(summary(body)).toMatchObject({
      cartItems: [],
      cartDetails: { items_count: 0, total_quantity: 0 },
      subtotal: 0,
      tax_amount: 0,
      delivery_charge: 0,
      total: 0,
      coupon_applied: false,
      is_delivery_available: true,
      adjusted_cart_items: [],
    });
  });
});

describe('POST /api/cart/add', () => {
  it('answers 201 with the whole cart, totals computed by the server', async () => {
    const fries = product(seedFacts.productWithoutOptionsId);
    const { status, body } = await add(fries.id, { quantity: 2 });
    expect(status).toBe(201);
    const cart = summary(body);
    const subtotal = cents(fries.selling_price) * 2;
    expect(cart.cartItems).toEqual([
      expect.objectContaining({ product_id: fries.id, quantity: 2, name: fries.name, unit_price: fries.selling_price, line_total: subtotal / 100 }),
    ]);
    expect(cents(cart.subtotal)).toBe(subtotal);
    expect(cents(cart.tax_amount)).toBe(Math.round(subtotal * 0.05));
    expect(cart.delivery_charge).toBe(4.99);
    expect(cents(cart.total)).toBe(subtotal + Math.round(subtotal * 0.05) + 499);
    expect(cart.delivery_message).toMatch(/^Add \$\d+\.\d{2} more for free delivery\.$/);
    expect(cart.cartDetails).toEqual({ items_count: 1, total_quantity: 2 });
  });

  it('delivers free from a 50.00 subtotal', async () => {
    const fries = product(seedFacts.productWithoutOptionsId);
    const quantity = Math.ceil(5000 / cents(fries.selling_price));
    const cart = summary((await add(fries.id, { quantity })).body);
    expect(cart.subtotal).toBeGreaterThanOrEqual(50);
    expect(cart.delivery_charge).toBe(0);
    expect(cents(cart.total)).toBe(cents(cart.subtotal) + cents(cart.tax_amount));
  });

  it('raises the quantity of the line when the same product and options are added again', async () => {
    const burger = product(seedFacts.productWithRequiredChoiceId);
    const options = { attributes: [pick(burger, 'Patty', 'Beef')], multi: [multi(burger, 'Sauces', 'Ketchup', 'Mayo')] };
    await add(burger.id, options);
    // Same choice, values listed in another order and ids sent as strings.
    const reordered = { attributes: options.attributes.map(([key, id]): [string, Id] => [key, String(id)]), multi: [multi(burger, 'Sauces', 'Mayo', 'Ketchup')] };
    const cart = summary((await add(burger.id, reordered)).body);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]?.quantity).toBe(2);
  });

  it('adds a new line for the same product with other options', async () => {
    const burger = product(seedFacts.productWithRequiredChoiceId);
    await add(burger.id, { attributes: [pick(burger, 'Patty', 'Beef')], multi: [multi(burger, 'Sauces', 'Ketchup')] });
    const cart = summary((await add(burger.id, { attributes: [pick(burger, 'Patty', 'Chicken')], multi: [multi(burger, 'Sauces', 'Ketchup')] })).body);
    expect(cart.cartItems).toHaveLength(2);
  });

  it('prices a line from the matching combination plus variant-priced and dependent multi-choice values', async () => {
    const pizza = product(seedFacts.productWithOptionsId);
    const size = pick(pizza, 'Size', 'Large 14"');
    const crust = pick(pizza, 'Crust', 'Classic');
    const combination = pizza.combinations.find((entry) => entry.ids.map(String).sort().join() === [size[1], crust[1]].map(String).sort().join());
    if (!combination) throw new Error('no combination');
    const cart = summary(
      (
        await add(pizza.id, {
          quantity: 3,
          attributes: [size, crust],
          multi: [multi(pizza, 'Extra toppings', 'Olives', 'Mushrooms'), multi(pizza, 'Extras', 'Cheese-stuffed crust')],
        })
      ).body,
    );
    // Large toppings cost 2.00 each (their variant price), the stuffed crust 2.50 (its Classic dependency is chosen).
    const unit = cents(combination.price) + 200 + 200 + 250;
    expect(cents(cart.cartItems[0]?.unit_price ?? 0)).toBe(unit);
    expect(cents(cart.cartItems[0]?.line_total ?? 0)).toBe(unit * 3);
    expect(cents(cart.subtotal)).toBe(unit * 3);
  });

  it('reports the struck-through price as a product discount', async () => {
    const onSale = products.all().find((entry) => entry.in_stock && entry.original_price !== null && entry.attributes.length === 0 && entry.multi_selectable_attributes.length === 0);
    if (!onSale || onSale.original_price === null) throw new Error('no product on sale');
    const cart = summary((await add(onSale.id)).body);
    expect(cents(cart.product_price_discount)).toBe(cents(onSale.original_price) - cents(onSale.selling_price));
    expect(cents(cart.total_original_price)).toBe(cents(onSale.original_price));
    expect(cart.total_discount).toBe(cart.product_price_discount);
  });

  it('keeps guests and logged-in customers in separate carts', async () => {
    const { token } = await createSessionToken();
    await add(seedFacts.productWithoutOptionsId);
    await add(seedFacts.productWithoutOptionsId, {}, { token });
    await add(seedFacts.productWithoutOptionsId, { quantity: 5 }, { token });
    expect(summary((await callApi('/api/get-cart')).body).cartDetails.total_quantity).toBe(1);
    expect(summary((await callApi('/api/get-cart', { guestId: otherGuestId })).body).cartItems).toEqual([]);
    expect(summary((await callApi('/api/get-cart', { token })).body).cartDetails.total_quantity).toBe(6);
    // A second login of the same customer sees the same cart.
    const again = await createSessionToken();
    expect(summary((await callApi('/api/get-cart', { token: again.token })).body).cartDetails.total_quantity).toBe(6);
  });

  describe('refuses with 422 and a message the shopper can read', () => {
    it('an unknown product', async () => {
      await expect422(add(9999), 'This product is no longer available.');
    });

    it.each([0, -1, 1.5])('a quantity of %s', async (quantity) => {
      await expect422(add(seedFacts.productWithoutOptionsId, { quantity }), 'Quantity must be a whole number from 1 to 99.');
    });

    it('a quantity above the line cap, also when reached by adding again', async () => {
      await expect422(add(seedFacts.productWithoutOptionsId, { quantity: 100 }), 'Quantity must be a whole number from 1 to 99.');
      await add(seedFacts.productWithoutOptionsId, { quantity: 98 });
      await expect422(add(seedFacts.productWithoutOptionsId, { quantity: 2 }), 'You can order at most 99 of one item.');
    });

    it('a payload that misses a field', async () => {
      const { status, body } = await callApi('/api/cart/add', { method: 'POST', body: { product_id: 1, quantity: 1 } });
      expect(status).toBe(422);
      expect(apiErrorBodySchema.parse(body).message).toBe('The chosen options are not in the expected format.');
    });

    it('an out-of-stock product', async () => {
      const soldOut = product(seedFacts.outOfStockProductId);
      await expect422(add(soldOut.id), `Sorry, ${soldOut.name} is out of stock.`);
    });

    it('single-choice values that form no combination', async () => {
      const pizza = product(seedFacts.productWithMissingCombinationId);
      await expect422(
        add(pizza.id, { attributes: [pick(pizza, 'Size', 'Large 14"'), pick(pizza, 'Crust', 'Thin')] }),
        'This combination of options is not available.',
      );
    });

    it('a single-choice attribute left unchosen', async () => {
      const pizza = product(seedFacts.productWithOptionsId);
      await expect422(add(pizza.id, { attributes: [pick(pizza, 'Size', 'Small 10"')] }), 'Please choose an option for Crust.');
    });

    it('a value of another product', async () => {
      const pizza = product(seedFacts.productWithOptionsId);
      const burger = product(seedFacts.productWithRequiredChoiceId);
      await expect422(add(pizza.id, { attributes: [pick(burger, 'Patty', 'Beef')] }), 'One of the chosen options does not belong to this product.');
      const [sizeId] = pick(pizza, 'Size', 'Small 10"');
      await expect422(add(pizza.id, { attributes: [[sizeId, 424242], pick(pizza, 'Crust', 'Thin')] }), 'That choice is not available for Size.');
    });

    it('fewer multi-choice values than min_select, with the exact spec message', async () => {
      const burger = product(seedFacts.productWithRequiredChoiceId);
      await expect422(add(burger.id, { attributes: [pick(burger, 'Patty', 'Beef')] }), 'Please select at least 1 options for Sauces.');
      const bowl = product(16);
      await expect422(
        add(bowl.id, { attributes: [pick(bowl, 'Base', 'Quinoa')], multi: [multi(bowl, 'Toppings', 'Corn')] }),
        'Please select at least 2 options for Toppings.',
      );
    });

    it('more multi-choice values than max_select', async () => {
      const burger = product(seedFacts.productWithRequiredChoiceId);
      await expect422(
        add(burger.id, { attributes: [pick(burger, 'Patty', 'Beef')], multi: [multi(burger, 'Sauces', 'Ketchup', 'Mayo', 'BBQ sauce')] }),
        'Please select at most 2 options for Sauces.',
      );
    });

    it('a multi-choice value whose dependencies are not chosen', async () => {
      const burger = product(seedFacts.productWithRequiredChoiceId);
      await expect422(
        add(burger.id, {
          attributes: [pick(burger, 'Patty', 'Plant-based')],
          multi: [multi(burger, 'Sauces', 'Ketchup'), multi(burger, 'Add-ons', 'Bacon')],
        }),
        'Bacon is not available with the options you chose.',
      );
    });
  });
});

describe('PUT /api/cart/update', () => {
  it('answers 200 with the cart after changing quantity and options', async () => {
    const burger = product(seedFacts.productWithRequiredChoiceId);
    const added = summary((await add(burger.id, { attributes: [pick(burger, 'Patty', 'Beef')], multi: [multi(burger, 'Sauces', 'Ketchup')] })).body);
    const line = added.cartItems[0];
    if (!line) throw new Error('no line');
    const { status, body } = await callApi('/api/cart/update', {
      method: 'PUT',
      body: {
        cart_id: line.id,
        quantity: 4,
        selected_attributes: Object.fromEntries([pick(burger, 'Patty', 'Chicken')]),
        selected_multi_attributes: Object.fromEntries([multi(burger, 'Sauces', 'Mayo')]),
      },
    });
    expect(status).toBe(200);
    const cart = summary(body);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({ id: line.id, quantity: 4, selectedAttributes: Object.fromEntries([pick(burger, 'Patty', 'Chicken')]) });
  });

  it('validates the new options like an add does', async () => {
    const burger = product(seedFacts.productWithRequiredChoiceId);
    const line = summary((await add(burger.id, { attributes: [pick(burger, 'Patty', 'Beef')], multi: [multi(burger, 'Sauces', 'Ketchup')] })).body).cartItems[0];
    await expect422(
      callApi('/api/cart/update', {
        method: 'PUT',
        body: { cart_id: line?.id, quantity: 1, selected_attributes: Object.fromEntries([pick(burger, 'Patty', 'Beef')]), selected_multi_attributes: {} },
      }),
      'Please select at least 1 options for Sauces.',
    );
  });

  it('answers 404 for a line that is not in the caller’s cart', async () => {
    const line = summary((await add(seedFacts.productWithoutOptionsId)).body).cartItems[0];
    const body = { cart_id: line?.id, quantity: 2, selected_attributes: {}, selected_multi_attributes: {} };
    const { status, body: answer } = await callApi('/api/cart/update', { method: 'PUT', body, guestId: otherGuestId });
    expect(status).toBe(404);
    expect(apiErrorBodySchema.parse(answer).message).toBe('This item is no longer in your cart.');
  });
});

describe('DELETE /api/cart/remove/:id', () => {
  it('answers 200 with the cart without the line', async () => {
    await add(seedFacts.productWithoutOptionsId);
    const line = summary((await add(seedFacts.productWithOnlyMultiChoiceId, { multi: [multi(product(seedFacts.productWithOnlyMultiChoiceId), 'Dressing', 'Caesar')] })).body).cartItems[1];
    const { status, body } = await callApi(`/api/cart/remove/${String(line?.id)}`, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(summary(body).cartItems.map((item) => item.product_id)).toEqual([seedFacts.productWithoutOptionsId]);
  });

  it('answers 404 for an unknown line, and never reuses a removed line id', async () => {
    const first = summary((await add(seedFacts.productWithoutOptionsId)).body).cartItems[0];
    await callApi(`/api/cart/remove/${String(first?.id)}`, { method: 'DELETE' });
    const { status } = await callApi(`/api/cart/remove/${String(first?.id)}`, { method: 'DELETE' });
    expect(status).toBe(404);
    const second = summary((await add(seedFacts.productWithoutOptionsId)).body).cartItems[0];
    expect(second?.id).not.toBe(first?.id);
  });
});
