import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartRecommendedProductsSchema } from '@/api/schemas/cart.schema';
import { apiErrorBodySchema, type Id } from '@/api/schemas/common.schema';
import { products } from '../../domain/db';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken } from '../../domain/sessions';
import { addToCart, cents, fetchCart, multi, pick, refusal, removeLine, seededProduct, summaryOf, updateLine } from '../cart-testing';
import { server } from '../../hosts/node';
import { callApi, otherGuestId } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fries = () => seededProduct(seedFacts.productWithoutOptionsId);
const pizza = () => seededProduct(seedFacts.productWithVariantPricesId);
const burger = () => seededProduct(seedFacts.productWithDependenciesId);
const bowl = () => seededProduct(seedFacts.productWithCombinationsAndMinimumId);
const bigBowl = () => seededProduct(seedFacts.productWith2048CombinationsId);

/** A burger line that passes every rule: Beef with Ketchup. */
const beefWithKetchup = () => ({ attributes: [pick(burger(), 'Patty', 'Beef')], multi: [multi(burger(), 'Sauces', 'Ketchup')] });

describe('the seeded prices these tests count on (default seed)', () => {
  it('sells French Fries at 6.99 and the Margherita from 12.49', () => {
    expect(fries().selling_price).toBe(6.99);
    expect(pizza().selling_price).toBe(12.49);
    expect(bigBowl().selling_price).toBe(12.49);
  });
});

describe('GET /api/get-cart', () => {
  it('answers an empty cart summary with every field filled', async () => {
    const { status, body } = await callApi('/api/get-cart');
    expect(status).toBe(200);
    expect(summaryOf(body)).toEqual({
      cartItems: [],
      cartDetails: { items_count: 0, total_quantity: 0 },
      tax_amount: 0,
      delivery_charge: 0,
      delivery_message: null,
      order_discount_amount: 0,
      shipping_discount_amount: 0,
      product_price_discount: 0,
      subtotal: 0,
      total_original_price: 0,
      total_discount: 0,
      address: null,
      total: 0,
      discount_eligibility_message: null,
      coupon_applied: false,
      coupon_message: null,
      customer_applied_coupon: null,
      is_delivery_available: true,
      adjusted_cart_items: [],
      subtotal_after_discounts: 0,
    });
  });

  it('says the closed Airport branch does not deliver, and charges no delivery there', async () => {
    await addToCart(seedFacts.productWithoutOptionsId);
    const cart = await fetchCart({ branchId: 3 });
    expect(cart).toMatchObject({
      is_delivery_available: false,
      delivery_charge: 0,
      delivery_message: 'Airport is closed, so delivery is not available right now.',
    });
    // 6.99 + 8.25% tax (57.67 cents, rounded half up to 58), nothing for delivery.
    expect(cents(cart.total)).toBe(699 + 58);
  });
});

describe('POST /api/cart/add', () => {
  it('answers 201 with the whole cart: lines with their words and prices, totals for Downtown', async () => {
    const { status, body } = await addToCart(seedFacts.productWithoutOptionsId, { quantity: 2 });
    expect(status).toBe(201);
    const cart = summaryOf(body);
    expect(cart.cartItems).toEqual([
      {
        id: expect.anything() as Id,
        product_id: 21,
        quantity: 2,
        selectedAttributes: {},
        selectedMultiAttributes: {},
        name: 'French Fries',
        image: fries().image,
        slug: 'french-fries',
        unit_price: 6.99,
        line_total: 13.98,
        option_labels: [],
      },
    ]);
    // 13.98, tax 8.25% = 115.335 cents -> 115, delivery 4.99 under 50.00.
    expect(cart).toMatchObject({
      cartDetails: { items_count: 1, total_quantity: 2 },
      subtotal: 13.98,
      subtotal_after_discounts: 13.98,
      tax_amount: 1.15,
      delivery_charge: 4.99,
      delivery_message: 'Add $36.02 more for free delivery.',
      total: 20.12,
      is_delivery_available: true,
    });
  });

  it('works out the totals for the branch the call names: Riverside taxes 7% and charges 5.99, free from the same figure', async () => {
    const cart = summaryOf((await addToCart(seedFacts.productWithoutOptionsId, { quantity: 6 }, { branchId: 2 })).body);
    // 41.94, short of the store's 50.00 at every branch. Tax 293.58 cents -> 294.
    expect(cart).toMatchObject({ subtotal: 41.94, tax_amount: 2.94, delivery_charge: 5.99, delivery_message: 'Add $8.06 more for free delivery.', total: 50.87 });
    const downtown = await fetchCart({ branchId: 1 });
    // Tax 346.005 cents -> 346.
    expect(downtown).toMatchObject({ subtotal: 41.94, tax_amount: 3.46, delivery_charge: 4.99, delivery_message: 'Add $8.06 more for free delivery.', total: 50.39 });
  });

  it('delivers free from exactly the threshold, and charges one cent below it', async () => {
    // Chocolate Brownies (6.99) and Mozzarella Sticks (4.00), counted to the cent.
    const brownie = seededProduct(31);
    const sticks = seededProduct(25);
    expect([brownie.selling_price, sticks.selling_price]).toEqual([6.99, 4]);
    // 6 brownies (41.94) + 2 sticks (8.00) = 49.94: 6 cents short.
    await addToCart(brownie.id, { quantity: 6 });
    const short = summaryOf((await addToCart(sticks.id, { quantity: 2 })).body);
    expect(short).toMatchObject({ subtotal: 49.94, delivery_charge: 4.99, delivery_message: 'Add $0.06 more for free delivery.' });
    const over = summaryOf((await addToCart(sticks.id)).body);
    expect(over).toMatchObject({ subtotal: 53.94, delivery_charge: 0 });
  });

  it('merges the same product and options into one line, however the client spells them', async () => {
    const product = burger();
    const sauces = multi(product, 'Sauces', 'Ketchup', 'Mayo');
    await addToCart(product.id, { attributes: [pick(product, 'Patty', 'Beef')], multi: [sauces] });
    // Same choice: ids sent as strings, values listed in another order, one repeated, an empty group.
    const [groupId, [ketchup, mayo]] = sauces;
    const [pattyId, beef] = pick(product, 'Patty', 'Beef');
    const [addOnsId] = multi(product, 'Add-ons');
    const cart = summaryOf(
      (
        await addToCart(String(product.id), {
          quantity: 2,
          attributes: [[pattyId, String(beef)]],
          multi: [
            [groupId, [String(mayo), String(ketchup), String(mayo)]],
            [addOnsId, []],
          ],
        })
      ).body,
    );
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      quantity: 3,
      // Stored in the product's own ids and order.
      selectedAttributes: { [pattyId]: beef },
      selectedMultiAttributes: { [groupId]: [ketchup, mayo] },
    });
  });

  it('adds a new line for the same product with other options', async () => {
    const product = burger();
    await addToCart(product.id, beefWithKetchup());
    const cart = summaryOf((await addToCart(product.id, { attributes: [pick(product, 'Patty', 'Chicken')], multi: [multi(product, 'Sauces', 'Ketchup')] })).body);
    expect(cart.cartItems).toHaveLength(2);
    expect(cart.cartItems.map((item) => item.unit_price)).toEqual([9.49, 8.99]);
  });

  it('prices a line with the options engine: combination, variant prices and a met dependency', async () => {
    const product = pizza();
    const cart = summaryOf(
      (
        await addToCart(product.id, {
          quantity: 3,
          attributes: [pick(product, 'Size', 'Large 14"'), pick(product, 'Crust', 'Classic')],
          multi: [multi(product, 'Extra toppings', 'Olives', 'Mushrooms'), multi(product, 'Extras', 'Cheese-stuffed crust', 'Truffle oil drizzle')],
        })
      ).body,
    );
    // Large Classic 19.49 (12.49 + 6.00 + 1.00); toppings 2.00 each on a Large; stuffed crust 2.50 (Classic chosen);
    // truffle 3.00 (its Large-only variant price).
    const line = cart.cartItems[0];
    expect(line).toMatchObject({ unit_price: 28.99, line_total: 86.97 });
    expect(line?.option_labels).toEqual([
      { name: 'Size', values: ['Large 14"'] },
      { name: 'Crust', values: ['Classic'] },
      { name: 'Extra toppings', values: ['Olives', 'Mushrooms'] },
      { name: 'Extras', values: ['Cheese-stuffed crust', 'Truffle oil drizzle'] },
    ]);
    expect(cart.subtotal).toBe(86.97);
  });

  it('prices a Small pizza’s toppings at their Small variant price', async () => {
    const product = pizza();
    const cart = summaryOf(
      (
        await addToCart(product.id, {
          attributes: [pick(product, 'Size', 'Small 10"'), pick(product, 'Crust', 'Thin')],
          multi: [multi(product, 'Extra toppings', 'Olives')],
        })
      ).body,
    );
    expect(cart.cartItems[0]?.unit_price).toBe(13.49);
  });

  it('orders the 2,048-combination bowl at the price of its exact combination', async () => {
    const product = bigBowl();
    expect(product.combinations).toHaveLength(2048);
    const seconds = product.attributes.map((attribute): [string, Id] => [String(attribute.id), attribute.values[1]?.id ?? -1]);
    const cart = summaryOf((await addToCart(product.id, { attributes: seconds, multi: [multi(product, 'Add-ons', 'Avocado', 'Miso soup')] })).body);
    // 12.49 + Large 3.00 + Brown rice 0.50 + Kale 0.25 + Crispy onions 0.25 + Soft-boiled egg 1.25 + Nori 0.25, + 1.50 + 2.00.
    expect(cart.cartItems[0]?.unit_price).toBe(21.49);
    expect(cart.cartItems[0]?.option_labels).toHaveLength(12);
  });

  it('reports the struck-through price as a product discount', async () => {
    const onSale = seededProduct(40);
    expect([onSale.selling_price, onSale.original_price]).toEqual([8.49, 12.49]);
    const cart = summaryOf((await addToCart(onSale.id, { quantity: 2 })).body);
    expect(cart).toMatchObject({ subtotal: 16.98, total_original_price: 24.98, product_price_discount: 8, total_discount: 8 });
  });

  it('sells the generated products too (Full menu and search list them), with their source’s options and price', async () => {
    const friesCopy = 1000 + seedFacts.productWithoutOptionsId;
    const added = summaryOf((await addToCart(friesCopy, { quantity: 2 })).body);
    expect(added.cartItems).toMatchObject([{ product_id: friesCopy, name: 'Loaded French Fries', slug: 'loaded-french-fries', unit_price: fries().selling_price, quantity: 2 }]);
    // Copy 2 of the Margherita, with the Margherita's own option ids.
    const pizzaCopy = 1000 + 40 + seedFacts.productWithVariantPricesId;
    const large = [pick(pizza(), 'Size', 'Large 14"'), pick(pizza(), 'Crust', 'Classic')];
    const cart = summaryOf((await addToCart(pizzaCopy, { attributes: large })).body);
    expect(cart.cartItems.map((line) => [line.name, line.option_labels])).toEqual([
      ['Loaded French Fries', []],
      ['Hot Honey Margherita Pizza', [{ name: 'Size', values: ['Large 14"'] }, { name: 'Crust', values: ['Classic'] }]],
    ]);
    expect(await refusal(addToCart(2201))).toEqual({ status: 422, message: 'This product is no longer available.' });
  });

  it('keeps guests and logged-in customers in separate carts', async () => {
    const { token } = await createSessionToken();
    await addToCart(seedFacts.productWithoutOptionsId);
    await addToCart(seedFacts.productWithoutOptionsId, {}, { token });
    await addToCart(seedFacts.productWithoutOptionsId, { quantity: 5 }, { token });
    expect((await fetchCart()).cartDetails.total_quantity).toBe(1);
    expect((await fetchCart({ guestId: otherGuestId })).cartItems).toEqual([]);
    expect((await fetchCart({ token })).cartDetails.total_quantity).toBe(6);
    // A second login of the same customer sees the same cart.
    const again = await createSessionToken();
    expect((await fetchCart({ token: again.token })).cartDetails.total_quantity).toBe(6);
  });

  describe('refuses with 422, a message the shopper can read, and the cart unchanged', () => {
    /** Adds a line first, so "unchanged" means something, then expects the refusal and the same cart. */
    async function expectRefused(call: () => Promise<{ status: number; body: unknown }>, message: string) {
      await addToCart(seedFacts.productWithoutOptionsId);
      const before = await fetchCart();
      expect(await refusal(call())).toEqual({ status: 422, message });
      expect(await fetchCart()).toEqual(before);
    }

    it('an unknown product', async () => {
      await expectRefused(() => addToCart(9999), 'This product is no longer available.');
    });

    it.each([0, -1, 1.5, 100, '2'])('a quantity of %j', async (quantity) => {
      const body = { product_id: seedFacts.productWithoutOptionsId, quantity, selected_attributes: {}, selected_multi_attributes: {} };
      await expectRefused(() => callApi('/api/cart/add', { method: 'POST', body }), 'Quantity must be a whole number from 1 to 99.');
    });

    it('a quantity that would take a line over 99 when added again', async () => {
      await addToCart(seedFacts.productWithoutOptionsId, { quantity: 97 });
      await expectRefused(() => addToCart(seedFacts.productWithoutOptionsId, { quantity: 2 }), 'You can order at most 99 of one item.');
    });

    it('a payload that misses a field, or is not JSON', async () => {
      await expectRefused(
        () => callApi('/api/cart/add', { method: 'POST', body: { product_id: 1, quantity: 1 } }),
        'The chosen options are not in the expected format.',
      );
      await expectRefused(
        () => callApi('/api/cart/add', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: undefined }),
        'The request body must be JSON.',
      );
    });

    it('an out-of-stock product, with or without options', async () => {
      await expectRefused(() => addToCart(seedFacts.outOfStockProductId), 'Sorry, Sweet Potato Fries is out of stock.');
      await expectRefused(() => addToCart(seedFacts.outOfStockProductWithOptionsId), 'Sorry, Falafel Bowl is out of stock.');
    });

    it('single-choice values that form no combination', async () => {
      const veggie = seededProduct(seedFacts.productWithMissingCombinationId);
      await expectRefused(
        () => addToCart(veggie.id, { attributes: [pick(veggie, 'Size', 'Large 14"'), pick(veggie, 'Crust', 'Thin')] }),
        'This combination of options is not available.',
      );
    });

    it('a single-choice attribute left unchosen', async () => {
      const product = pizza();
      await expectRefused(() => addToCart(product.id, { attributes: [pick(product, 'Size', 'Small 10"')] }), 'Please choose Crust.');
    });

    it('a value of another product, or an id the attribute does not have', async () => {
      const product = pizza();
      await expectRefused(() => addToCart(product.id, { attributes: [pick(burger(), 'Patty', 'Beef')] }), 'This option is no longer available.');
      const [sizeId] = pick(product, 'Size', 'Small 10"');
      await expectRefused(
        () => addToCart(product.id, { attributes: [[sizeId, 424242], pick(product, 'Crust', 'Thin')] }),
        'This option is no longer available.',
      );
    });

    it('fewer multi-choice values than min_select, with the exact spec message', async () => {
      await expectRefused(() => addToCart(burger().id, { attributes: [pick(burger(), 'Patty', 'Beef')] }), 'Please select at least 1 options for Sauces.');
      const product = bowl();
      await expectRefused(
        () => addToCart(product.id, { attributes: [pick(product, 'Base', 'Quinoa')], multi: [multi(product, 'Toppings', 'Corn')] }),
        'Please select at least 2 options for Toppings.',
      );
      // "Sauces" has a minimum and no maximum.
      await expectRefused(
        () => addToCart(product.id, { attributes: [pick(product, 'Base', 'Quinoa')], multi: [multi(product, 'Toppings', 'Corn', 'Kimchi')] }),
        'Please select at least 1 options for Sauces.',
      );
    });

    it('more multi-choice values than max_select', async () => {
      const product = burger();
      await expectRefused(
        () => addToCart(product.id, { attributes: [pick(product, 'Patty', 'Beef')], multi: [multi(product, 'Sauces', 'Ketchup', 'Mayo', 'BBQ sauce')] }),
        'Please select at most 2 options for Sauces.',
      );
    });

    it('a multi-choice value whose dependencies are not chosen', async () => {
      const product = burger();
      await expectRefused(
        () => addToCart(product.id, { attributes: [pick(product, 'Patty', 'Plant-based')], multi: [multi(product, 'Sauces', 'Ketchup'), multi(product, 'Add-ons', 'Bacon')] }),
        'Bacon is not available with the options chosen.',
      );
      const big = bigBowl();
      const tofu = big.attributes.map((attribute): [string, Id] => [String(attribute.id), attribute.values[attribute.name === 'Protein' ? 1 : 0]?.id ?? -1]);
      await expectRefused(() => addToCart(big.id, { attributes: tofu, multi: [multi(big, 'Add-ons', 'Double chicken')] }), 'Double chicken is not available with the options chosen.');
    });

    it('a multi-choice value with no variant price for the chosen combination', async () => {
      const product = pizza();
      await expectRefused(
        () =>
          addToCart(product.id, {
            attributes: [pick(product, 'Size', 'Medium 12"'), pick(product, 'Crust', 'Thin')],
            multi: [multi(product, 'Extras', 'Truffle oil drizzle')],
          }),
        'Truffle oil drizzle is not available with the options chosen.',
      );
    });
  });
});

describe('PUT /api/cart/update', () => {
  it('answers 200 with the cart after changing quantity and options', async () => {
    const product = burger();
    const line = summaryOf((await addToCart(product.id, beefWithKetchup())).body).cartItems[0];
    if (!line) throw new Error('no line');
    const { status, body } = await updateLine(line.id, { quantity: 4, attributes: [pick(product, 'Patty', 'Chicken')], multi: [multi(product, 'Sauces', 'Mayo')] });
    expect(status).toBe(200);
    const cart = summaryOf(body);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      id: line.id,
      quantity: 4,
      unit_price: 8.99,
      line_total: 35.96,
      option_labels: [
        { name: 'Patty', values: ['Chicken'] },
        { name: 'Sauces', values: ['Mayo'] },
      ],
    });
  });

  it('sets an absolute quantity: the same update twice leaves the same cart', async () => {
    const line = summaryOf((await addToCart(seedFacts.productWithoutOptionsId)).body).cartItems[0];
    const first = summaryOf((await updateLine(line?.id ?? 0, { quantity: 5 })).body);
    const second = summaryOf((await updateLine(line?.id ?? 0, { quantity: 5 })).body);
    expect(second).toEqual(first);
    expect(second.cartDetails.total_quantity).toBe(5);
  });

  it('merges a line into its twin when its options become the same', async () => {
    const product = burger();
    await addToCart(product.id, { ...beefWithKetchup(), quantity: 2 });
    const chicken = summaryOf((await addToCart(product.id, { attributes: [pick(product, 'Patty', 'Chicken')], multi: [multi(product, 'Sauces', 'Ketchup')] })).body).cartItems[1];
    const cart = summaryOf((await updateLine(chicken?.id ?? 0, { ...beefWithKetchup(), quantity: 3 })).body);
    expect(cart.cartItems.map((item) => item.quantity)).toEqual([5]);
  });

  describe('refuses with the cart unchanged', () => {
    it.each([
      ['a bad quantity', () => ({ ...beefWithKetchup(), quantity: 0 }), 'Quantity must be a whole number from 1 to 99.'],
      ['a quantity over the cap', () => ({ ...beefWithKetchup(), quantity: 100 }), 'Quantity must be a whole number from 1 to 99.'],
      ['an unmet minimum', () => ({ attributes: [pick(burger(), 'Patty', 'Beef')] }), 'Please select at least 1 options for Sauces.'],
      ['a disabled value', () => ({ attributes: [pick(burger(), 'Patty', 'Plant-based')], multi: [multi(burger(), 'Sauces', 'Mayo'), multi(burger(), 'Add-ons', 'Bacon')] }), 'Bacon is not available with the options chosen.'],
    ])('%s', async (_name, options, message) => {
      const line = summaryOf((await addToCart(burger().id, beefWithKetchup())).body).cartItems[0];
      const before = await fetchCart();
      expect(await refusal(updateLine(line?.id ?? 0, options()))).toEqual({ status: 422, message });
      expect(await fetchCart()).toEqual(before);
    });

    it('a line that is not in the caller’s cart: 404', async () => {
      const line = summaryOf((await addToCart(seedFacts.productWithoutOptionsId)).body).cartItems[0];
      expect(await refusal(updateLine(line?.id ?? 0, { quantity: 2 }, { guestId: otherGuestId }))).toEqual({
        status: 404,
        message: 'This item is no longer in your cart.',
      });
      expect((await fetchCart()).cartItems[0]?.quantity).toBe(1);
    });
  });
});

describe('DELETE /api/cart/remove/:id', () => {
  it('answers 200 with the cart without the line', async () => {
    await addToCart(seedFacts.productWithoutOptionsId);
    const salad = seededProduct(seedFacts.productWithOnlyMultiChoiceId);
    const line = summaryOf((await addToCart(salad.id, { multi: [multi(salad, 'Dressing', 'Caesar')] })).body).cartItems[1];
    const { status, body } = await removeLine(line?.id ?? 0);
    expect(status).toBe(200);
    expect(summaryOf(body).cartItems.map((item) => item.product_id)).toEqual([seedFacts.productWithoutOptionsId]);
  });

  it('answers 404 for an unknown line, and never reuses a removed line id', async () => {
    const first = summaryOf((await addToCart(seedFacts.productWithoutOptionsId)).body).cartItems[0];
    await removeLine(first?.id ?? 0);
    const { status, body } = await removeLine(first?.id ?? 0);
    expect(status).toBe(404);
    expect(apiErrorBodySchema.parse(body).message).toBe('This item is no longer in your cart.');
    const second = summaryOf((await addToCart(seedFacts.productWithoutOptionsId)).body).cartItems[0];
    expect(second?.id).not.toBe(first?.id);
  });
});

describe('GET /api/get-cart-recommended-products', () => {
  it('suggests eight products in stock, sides, drinks and desserts first, shaped as get-products items', async () => {
    const { status, body } = await callApi('/api/get-cart-recommended-products');
    expect(status).toBe(200);
    const { data } = cartRecommendedProductsSchema.parse(body);
    // 24 (Sweet Potato Fries) and 33 (Tiramisu) are out of stock.
    expect(data.map((product) => product.id)).toEqual([21, 22, 23, 25, 26, 27, 28, 29]);
    expect(data[0]).toEqual(JSON.parse(JSON.stringify(products.findFirst((q) => q.where({ id: 21 })))));
  });

  it('leaves out what is already in the cart', async () => {
    await addToCart(seedFacts.productWithoutOptionsId);
    await addToCart(23, { multi: [] });
    const { data } = cartRecommendedProductsSchema.parse((await callApi('/api/get-cart-recommended-products')).body);
    expect(data.map((product) => product.id)).toEqual([22, 25, 26, 27, 28, 29, 30, 31]);
  });

  it('follows the client contract', async () => {
    expect((await callApi('/api/get-cart-recommended-products', { branchId: null })).status).toBe(400);
  });
});
