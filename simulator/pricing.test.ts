// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/schemas/product.schema';
import { findCombination, fromMinorUnits, toMinorUnits, unitPriceInMinorUnits, type OptionSelection } from './pricing';

/** A pizza with every pricing rule in play: combinations, variant prices, a dependency, mixed id types. */
const pizza: Product = {
  id: 7,
  name: 'Test Pizza',
  slug: 'test-pizza',
  description: '',
  image: '/sim-images/test.svg',
  image_alt: 'Test Pizza',
  category_id: 1,
  selling_price: 10,
  original_price: null,
  in_stock: true,
  attributes: [
    { id: 1, name: 'Size', values: [{ id: 11, value: 'Small' }, { id: 12, value: 'Large' }] },
    { id: 2, name: 'Crust', values: [{ id: 21, value: 'Thin' }, { id: '22', value: 'Classic' }] },
  ],
  combinations: [
    { ids: [11, 21], price: 10, variant_id: 100 },
    { ids: [11, '22'], price: 11, variant_id: 101 },
    { ids: [12, 21], price: 14.5, variant_id: 102 },
    { ids: [12, 22], price: 15.99, variant_id: '103' },
  ],
  multi_selectable_attributes: [
    {
      id: 3,
      name: 'Toppings',
      min_select: null,
      max_select: 3,
      values: {
        31: {
          id: 31,
          value: 'Olives',
          price: 1,
          dependencies: [],
          variant_prices: [
            { variant_id: '102', price: 2 },
            { variant_id: 103, price: 2.25 },
          ],
        },
        32: { id: 32, value: 'Basil', price: 0.1, dependencies: [], variant_prices: [] },
        33: { id: 33, value: 'Stuffed crust', price: 2.5, dependencies: ['22'], variant_prices: [] },
        34: { id: 34, value: 'Anchovies', price: 0.2, dependencies: [21, 22], variant_prices: [] },
      },
    },
  ],
};

const plain: Product = { ...pizza, id: 8, selling_price: 4.99, attributes: [], combinations: [], multi_selectable_attributes: [] };

function choose(selectedAttributes: OptionSelection['selectedAttributes'], selectedMultiAttributes: OptionSelection['selectedMultiAttributes'] = {}): OptionSelection {
  return { selectedAttributes, selectedMultiAttributes };
}

describe('unitPriceInMinorUnits', () => {
  it.each([
    ['a product without options costs its selling price', plain, choose({}), 499],
    ['no chosen values falls back to the selling price', pizza, choose({}), 1000],
    ['the combination matching the chosen values sets the base', pizza, choose({ 1: 12, 2: 21 }), 1450],
    ['ids are compared as strings, whichever side is a number', pizza, choose({ 1: '12', 2: 22 }), 1599],
    ['chosen values that match no combination fall back to the selling price', pizza, choose({ 1: 12 }), 1000],
    ['a multi-choice value adds its own price without variant prices', pizza, choose({ 1: 11, 2: 21 }, { 3: [32] }), 1010],
    ['a multi-choice value uses its variant price for the matched variant', pizza, choose({ 1: 12, 2: 21 }, { 3: [31] }), 1650],
    ['a variant price with a string variant id matches a numeric variant id', pizza, choose({ 1: 12, 2: 22 }, { 3: ['31'] }), 1824],
    ['a multi-choice value without a variant price for this variant uses its own price', pizza, choose({ 1: 11, 2: 21 }, { 3: [31] }), 1100],
    ['a value whose dependency is chosen counts', pizza, choose({ 1: 11, 2: 22 }, { 3: [33] }), 1350],
    ['a value whose dependencies are not chosen does not count', pizza, choose({ 1: 11, 2: 21 }, { 3: [33] }), 1000],
    ['any one chosen dependency is enough', pizza, choose({ 1: 11, 2: 21 }, { 3: [34] }), 1020],
    ['several values add up without floating-point drift', pizza, choose({ 1: 11, 2: 21 }, { 3: [32, 34] }), 1030],
    ['a value chosen twice counts once', pizza, choose({ 1: 11, 2: 21 }, { 3: [32, '32'] }), 1010],
    ['unknown groups and values are ignored', pizza, choose({ 1: 11, 2: 21 }, { 9: [1], 3: [99] }), 1000],
  ])('%s', (_name, product, selection, expected) => {
    expect(unitPriceInMinorUnits(product, selection)).toBe(expected);
  });
});

describe('findCombination', () => {
  it('needs exactly the chosen set of values, not a subset or superset', () => {
    expect(findCombination(pizza, { 1: 11, 2: 21 })?.variant_id).toBe(100);
    expect(findCombination(pizza, { 1: 11 })).toBeNull();
    expect(findCombination(pizza, { 1: 11, 2: 21, 4: 99 })).toBeNull();
  });
});

describe('minor units', () => {
  it.each([
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [12, 1200],
  ])('%s is %s cents', (amount, cents) => {
    expect(toMinorUnits(amount)).toBe(cents);
  });

  it('converts cents back to major units', () => {
    expect(fromMinorUnits(1999)).toBe(19.99);
  });
});
