import type { Product } from '@/api/schemas/product.schema';
import { testProduct } from '@/models/catalog/test-products';

/**
 * A pizza with every option shape the panel shows, for the panel's and the drawer model's tests (never imported
 * by the app). Ids mix numbers and strings, as the API sends them.
 *
 * - Size (Small 10, Large 20) x Crust (Thin 30, Thick 31): Small/Thin 10.00, Small/Thick 11.00, Large/Thin 14.50;
 *   Large/Thick is no combination.
 * - Toppings (min 1, max 2): Olives +1.00, Basil +0.50, Truffle with a variant price for Large/Thin only.
 * - Extras (no minimum, no maximum): Extra cheese +1.25, only with Large (a dependency).
 */
export const optionsPizza: Product = testProduct(1, {
  name: 'Margherita Pizza',
  selling_price: 9,
  attributes: [
    { id: 1, name: 'Size', values: [{ id: 10, value: 'Small' }, { id: '20', value: 'Large' }] },
    { id: '2', name: 'Crust', values: [{ id: 30, value: 'Thin' }, { id: 31, value: 'Thick' }] },
  ],
  combinations: [
    { ids: [10, 30], price: 10, variant_id: 'v-small-thin' },
    { ids: [10, '31'], price: 11, variant_id: 'v-small-thick' },
    { ids: ['20', 30], price: 14.5, variant_id: 'v-large-thin' },
  ],
  multi_selectable_attributes: [
    {
      id: 'toppings',
      name: 'Toppings',
      min_select: 1,
      max_select: 2,
      values: {
        olives: { id: 'olives', value: 'Olives', price: 1, dependencies: [], variant_prices: [] },
        basil: { id: 'basil', value: 'Basil', price: 0.5, dependencies: [], variant_prices: [] },
        truffle: { id: 'truffle', value: 'Truffle', price: 3, dependencies: [], variant_prices: [{ variant_id: 'v-large-thin', price: 3.5 }] },
      },
    },
    {
      id: 'extras',
      name: 'Extras',
      min_select: null,
      max_select: null,
      values: {
        cheese: { id: 'cheese', value: 'Extra cheese', price: 1.25, dependencies: [20], variant_prices: [] },
      },
    },
  ],
});

/** A salad with one dressing to choose (min 1, max 1) and a size with one value only, which opens chosen. */
export const optionsSalad: Product = testProduct(11, {
  name: 'Caesar Salad',
  selling_price: 7.5,
  attributes: [{ id: 5, name: 'Portion', values: [{ id: 50, value: 'Regular' }] }],
  combinations: [{ ids: [50], price: 7.5, variant_id: 'v-regular' }],
  multi_selectable_attributes: [
    {
      id: 'dressing',
      name: 'Dressing',
      min_select: 1,
      max_select: 1,
      values: {
        ranch: { id: 'ranch', value: 'Ranch', price: 0, dependencies: [], variant_prices: [] },
        caesar: { id: 'caesar', value: 'Caesar', price: 0.75, dependencies: [], variant_prices: [] },
      },
    },
  ],
});

/**
 * A calzone whose every filling is priced per variant: until Size and Crust are chosen there is no variant, so no
 * filling can be chosen yet. Fillings: min 1, no maximum.
 */
export const optionsCalzone: Product = testProduct(12, {
  name: 'Calzone',
  selling_price: 10,
  attributes: [
    { id: 6, name: 'Size', values: [{ id: 60, value: 'Small' }, { id: 61, value: 'Large' }] },
    { id: 7, name: 'Crust', values: [{ id: 70, value: 'Thin' }, { id: 71, value: 'Thick' }] },
  ],
  combinations: [
    { ids: [60, 70], price: 10, variant_id: 'v-small-thin' },
    { ids: [60, 71], price: 11, variant_id: 'v-small-thick' },
    { ids: [61, 70], price: 13, variant_id: 'v-large-thin' },
    { ids: [61, 71], price: 14, variant_id: 'v-large-thick' },
  ],
  multi_selectable_attributes: [
    {
      id: 'fillings',
      name: 'Fillings',
      min_select: 1,
      max_select: null,
      values: Object.fromEntries(
        ['Ham', 'Mushrooms', 'Peppers'].map((name) => [
          name.toLowerCase(),
          {
            id: name.toLowerCase(),
            value: name,
            price: 1,
            dependencies: [],
            variant_prices: ['v-small-thin', 'v-small-thick', 'v-large-thin', 'v-large-thick'].map((variant_id) => ({ variant_id, price: 1 })),
          },
        ]),
      ),
    },
  ],
});
