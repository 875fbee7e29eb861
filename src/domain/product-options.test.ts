// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';
import {
  attributeValueDisabledReason,
  chooseAttributeValue,
  computePrice,
  computePriceInMinorUnits,
  currentVariantId,
  emptySelection,
  findCombination,
  isAttributeValueDisabled,
  isMultiValueDisabled,
  multiGroupHint,
  multiGroupLabel,
  multiValueDisabledCause,
  multiValueDisabledReason,
  optionsPanelState,
  toggleMultiValue,
  unchosenAttributeId,
  validateMinimums,
  validateSelection,
  type OptionSelection,
} from './product-options';
import { productWithCombinations } from './test-products';

/**
 * A pizza with every rule in play and ids of both types. Small + Classic is no combination; Family is in none.
 * Toppings: Olives has variant prices for variants 102 and 103; Stuffed crust needs Classic; Anchovies needs Thin
 * OR Classic (any-of).
 */
const pizza: Product = {
  id: 7,
  name: 'Test Pizza',
  slug: 'test-pizza',
  description: '',
  image: '',
  image_alt: 'Test Pizza',
  category_id: 1,
  selling_price: 9,
  original_price: null,
  in_stock: true,
  attributes: [
    {
      id: 1,
      name: 'Size',
      values: [
        { id: 11, value: 'Small' },
        { id: '12', value: 'Large' },
        { id: 13, value: 'Family' },
      ],
    },
    {
      id: '2',
      name: 'Crust',
      values: [
        { id: 21, value: 'Thin' },
        { id: '22', value: 'Classic' },
      ],
    },
  ],
  combinations: [
    { ids: [11, 21], price: 10, variant_id: 100 },
    { ids: [12, '21'], price: 14.5, variant_id: '102' },
    { ids: ['22', 12], price: 15.99, variant_id: 103 },
  ],
  multi_selectable_attributes: [
    {
      id: 3,
      name: 'Toppings',
      min_select: null,
      max_select: 2,
      values: {
        31: {
          id: 31,
          value: 'Olives',
          price: 1,
          dependencies: [],
          variant_prices: [
            { variant_id: 102, price: 2 },
            { variant_id: '103', price: 2.25 },
          ],
        },
        32: { id: '32', value: 'Basil', price: 0.1, dependencies: [], variant_prices: [] },
        33: { id: 33, value: 'Stuffed crust', price: 2.5, dependencies: ['22'], variant_prices: [] },
        34: { id: 34, value: 'Anchovies', price: 0.2, dependencies: [21, 22], variant_prices: [] },
      },
    },
    {
      id: 's-4',
      name: 'Sauces',
      min_select: 1,
      max_select: null,
      values: {
        41: { id: 41, value: 'Garlic', price: 0.1, dependencies: [], variant_prices: [] },
        42: { id: '42', value: 'Chili', price: 0.2, dependencies: [], variant_prices: [] },
      },
    },
    {
      id: 5,
      name: 'Sides',
      min_select: 2,
      max_select: null,
      values: {
        51: { id: 51, value: 'Fries', price: 3, dependencies: [], variant_prices: [] },
        52: { id: 52, value: 'Salad', price: 3, dependencies: [], variant_prices: [] },
        53: { id: 53, value: 'Bread', price: 1.5, dependencies: [], variant_prices: [] },
      },
    },
  ],
};

function selection(single: Record<string, string> = {}, multi: Record<string, string[]> = {}): OptionSelection {
  return { selectedAttributes: single, selectedMultiAttributes: multi };
}

const small = { '1': '11' };
const smallThin = { '1': '11', '2': '21' };
const largeThin = { '1': '12', '2': '21' };
const largeClassic = { '1': '12', '2': '22' };

// ---------------------------------------------------------------------------------------------------------------
// The oracle: the rules written as plainly as they read in the spec, scanning everything, sharing no code with
// the engine.
// ---------------------------------------------------------------------------------------------------------------

const text = (id: unknown): string => String(id);

function oracleFindCombination(product: Product, chosen: OptionSelection) {
  const chosenIds = new Set(Object.values(chosen.selectedAttributes).map(text));
  return product.combinations.find((combination) => {
    const ids = new Set(combination.ids.map(text));
    return ids.size === chosenIds.size && [...ids].every((id) => chosenIds.has(id));
  });
}

function oracleAttributeValueDisabled(product: Product, chosen: OptionSelection, attributeId: Id, valueId: Id): boolean {
  const required = [
    text(valueId),
    ...Object.entries(chosen.selectedAttributes)
      .filter(([key]) => key !== text(attributeId))
      .map(([, id]) => text(id)),
  ];
  return !product.combinations.some((combination) => {
    const ids = combination.ids.map(text);
    return required.every((id) => ids.includes(id));
  });
}

type Group = Product['multi_selectable_attributes'][number];

function oracleChosenInGroup(group: Group, chosen: OptionSelection): string[] {
  const valueIds = Object.values(group.values).map((value) => text(value.id));
  const result: string[] = [];
  for (const id of chosen.selectedMultiAttributes[text(group.id)] ?? []) {
    if (valueIds.includes(text(id)) && !result.includes(text(id))) result.push(text(id));
  }
  return result;
}

function oracleDependenciesMet(dependencies: readonly Id[], chosen: OptionSelection): boolean {
  const singles = Object.values(chosen.selectedAttributes).map(text);
  return dependencies.length === 0 || dependencies.some((id) => singles.includes(text(id)));
}

function oracleMultiValueDisabled(product: Product, chosen: OptionSelection, groupId: Id, valueId: Id): boolean {
  const group = product.multi_selectable_attributes.find((candidate) => text(candidate.id) === text(groupId));
  const value = group && Object.values(group.values).find((candidate) => text(candidate.id) === text(valueId));
  if (!group || !value) return true;
  if (!oracleDependenciesMet(value.dependencies, chosen)) return true;
  const chosenIds = oracleChosenInGroup(group, chosen);
  if (group.max_select !== null && chosenIds.length >= group.max_select && !chosenIds.includes(text(value.id))) return true;
  const combination = oracleFindCombination(product, chosen);
  if (value.variant_prices.length > 0) {
    return !value.variant_prices.some((entry) => combination !== undefined && text(entry.variant_id) === text(combination.variant_id));
  }
  return false;
}

/** Prices in the generated products and the pizza have at most 2 decimals, so amount * 100 rounds exactly. */
const cents = (amount: number) => Math.round(amount * 100);

function oraclePriceInCents(product: Product, chosen: OptionSelection): number {
  return oraclePriceInCentsWith(product, chosen, oracleFindCombination(product, chosen));
}

function oraclePriceInCentsWith(product: Product, chosen: OptionSelection, combination: Product['combinations'][number] | undefined): number {
  let total = cents(combination ? combination.price : product.selling_price);
  for (const group of product.multi_selectable_attributes) {
    for (const id of oracleChosenInGroup(group, chosen)) {
      const value = Object.values(group.values).find((candidate) => text(candidate.id) === id);
      if (!value || !oracleDependenciesMet(value.dependencies, chosen)) continue;
      const variantPrice = combination && value.variant_prices.find((entry) => text(entry.variant_id) === text(combination.variant_id));
      total += cents(variantPrice ? variantPrice.price : value.price);
    }
  }
  return total;
}

function oracleMinimums(product: Product, chosen: OptionSelection): string | null {
  for (const group of product.multi_selectable_attributes) {
    if (group.min_select !== null && oracleChosenInGroup(group, chosen).length < group.min_select) {
      return `Please select at least ${group.min_select} options for ${group.name}.`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------

describe('the options engine', () => {
  describe('findCombination', () => {
    it.each([
      ['numeric and string ids alike', smallThin, 100],
      ['the chosen values in any order of attributes', { '2': '21', '1': '12' }, '102'],
      ['a combination that writes its ids in another order and type', largeClassic, 103],
    ])('matches %s', (_, single, variantId) => {
      expect(findCombination(pizza, selection(single))?.variant_id).toBe(variantId);
    });

    it.each([
      ['nothing is chosen', {}],
      ['only some attributes are chosen', small],
      ['the values form no combination', { '1': '11', '2': '22' }],
      ['a value is in no combination', { '1': '13', '2': '21' }],
      ['an extra value is chosen', { ...smallThin, '9': '99' }],
      ['an id is unknown', { '1': 'nope', '2': '21' }],
    ])('finds nothing when %s', (_, single) => {
      expect(findCombination(pizza, selection(single))).toBeUndefined();
    });

    it('compares sets: a combination repeating an id still matches, and an empty one matches an empty choice', () => {
      const product: Product = {
        ...pizza,
        combinations: [
          { ids: [], price: 1, variant_id: 'empty' },
          { ids: [11, '11', 21], price: 2, variant_id: 'repeated' },
        ],
      };
      expect(findCombination(product, selection())?.variant_id).toBe('empty');
      expect(findCombination(product, selection(smallThin))?.variant_id).toBe('repeated');
    });

    it('takes the first of two combinations with the same ids, as a linear search would', () => {
      const product: Product = {
        ...pizza,
        combinations: [
          { ids: [11, 21], price: 1, variant_id: 'first' },
          { ids: ['21', '11'], price: 2, variant_id: 'second' },
        ],
      };
      expect(findCombination(product, selection(smallThin))?.variant_id).toBe('first');
    });

    it('gives the matching variant id as a string, or null', () => {
      expect(currentVariantId(pizza, selection(smallThin))).toBe('100');
      expect(currentVariantId(pizza, selection(small))).toBeNull();
    });
  });

  describe('computePrice', () => {
    it.each([
      ['the selling price when nothing is chosen', selection(), 9],
      ['the selling price when the choice matches no combination', selection(small), 9],
      ['the combination price', selection(smallThin), 10],
      ['the combination price plus chosen extras', selection(smallThin, { '3': ['32'], 's-4': ['41', '42'], '5': ['53'] }), 11.9],
      ['exact money: 0.1 + 0.2 is 0.3', selection(largeClassic, { 's-4': ['41', '42'] }), 16.29],
      ['the variant price of the current variant', selection(largeThin, { '3': ['31'] }), 16.5],
      ['the variant price, the variant written in another id type', selection(largeClassic, { '3': ['31'] }), 18.24],
      ['the own price when no variant price matches', selection(smallThin, { '3': ['31'] }), 11],
      ['the own price when no combination matches', selection(small, { '3': ['31'] }), 10],
      ['a dependent extra when one of its dependencies is chosen (any-of)', selection(smallThin, { '3': ['34'] }), 10.2],
      ['nothing for an extra whose dependencies are unmet', selection(smallThin, { '3': ['33'] }), 10],
      ['nothing for a dependent extra when no single value is chosen', selection({}, { '3': ['34'] }), 9],
      ['each chosen extra once, even if listed twice', selection(smallThin, { '5': ['51', '51'] }), 13],
      ['nothing for unknown groups and values', selection(smallThin, { '99': ['1'], '5': ['nope'] }), 10],
      ['numeric ids in the selection too', selection({ '1': 12 as unknown as string, '2': 21 as unknown as string }), 14.5],
    ])('is %s', (_, chosen, expected) => {
      expect(computePrice(pizza, chosen)).toBe(expected);
      expect(computePriceInMinorUnits(pizza, chosen)).toBe(Math.round(expected * 100));
    });

    it('adds drifting amounts exactly where floating point would not', () => {
      const product: Product = {
        ...pizza,
        selling_price: 0.1,
        combinations: [],
        multi_selectable_attributes: [
          {
            id: 1,
            name: 'Extras',
            min_select: null,
            max_select: null,
            values: {
              1: { id: 1, value: 'a', price: 0.2, dependencies: [], variant_prices: [] },
              2: { id: 2, value: 'b', price: 0.7, dependencies: [], variant_prices: [] },
              3: { id: 3, value: 'c', price: 1.15, dependencies: [], variant_prices: [] },
            },
          },
        ],
      };
      expect(0.1 + 0.2).not.toBe(0.3);
      expect(computePrice(product, selection({}, { '1': ['1'] }))).toBe(0.3);
      expect(computePrice(product, selection({}, { '1': ['1', '2', '3'] }))).toBe(2.15);
    });

    it('works in the store decimal places, rounding each amount to them', () => {
      const product: Product = { ...pizza, selling_price: 1.125, combinations: [] };
      const chosen = selection({}, { 's-4': ['41', '42'] });
      expect(computePriceInMinorUnits(product, chosen, 3)).toBe(1425);
      expect(computePrice(product, chosen, 3)).toBe(1.425);
      expect(computePrice(product, chosen, 0)).toBe(1);
      expect(computePrice({ ...product, selling_price: 1.005 }, selection(), 2)).toBe(1.01);
    });

    it('refuses decimal places that are not a small whole number', () => {
      expect(() => computePrice(pizza, selection(), 2.5)).toThrow(RangeError);
      expect(() => computePrice(pizza, selection(), -1)).toThrow(RangeError);
    });
  });

  describe('isAttributeValueDisabled', () => {
    it.each([
      ['nothing is chosen', {}, 1, 11, false],
      ['nothing is chosen, for a value in no combination', {}, 1, 13, true],
      ['the other attribute allows it', { '2': '21' }, 1, 11, false],
      ['the other attribute rules it out', { '2': '22' }, 1, 11, true],
      ['its own attribute has another value chosen', largeClassic, '1', '11', true],
      ['its own attribute has another value chosen and the other allows it', largeThin, 1, '11', false],
      ['its own value is chosen', smallThin, 1, 11, false],
      ['the attribute id is a string and the value id a number', small, '2', 22, true],
      ['the attribute id is a number and the value id a string', small, 2, '21', false],
      ['the value is unknown', {}, 1, 'nope', true],
      ['another chosen value is unknown', { '2': 'nope' }, 1, 12, true],
    ])('when %s: %s', (_, single, attributeId, valueId, expected) => {
      expect(isAttributeValueDisabled(pizza, selection(single), attributeId, valueId)).toBe(expected);
    });

    it('disables every value of a product without combinations (no combination contains them)', () => {
      expect(isAttributeValueDisabled({ ...pizza, combinations: [] }, selection(), 1, 11)).toBe(true);
    });

    it('says why, naming the values that rule it out', () => {
      expect(attributeValueDisabledReason(pizza, selection({ '2': '22' }), 1, 11)).toBe('Not available with Classic.');
      expect(attributeValueDisabledReason(pizza, selection(), 1, 13)).toBe('Not available.');
      expect(attributeValueDisabledReason(pizza, selection({ '2': '22' }), 1, 12)).toBeNull();
    });

    it('refuses a selection changed in place, rather than answer from what it remembers of it', () => {
      const chosen = selection({ '2': '21' });
      expect(isAttributeValueDisabled(pizza, chosen, 1, 11)).toBe(false);
      expect(() => {
        chosen.selectedAttributes['2'] = '22';
      }).toThrow(TypeError);
      expect(isAttributeValueDisabled(pizza, { ...chosen, selectedAttributes: { '2': '22' } }, 1, 11)).toBe(true);
    });
  });

  describe('isMultiValueDisabled', () => {
    it.each([
      ['no dependencies, no variant prices, room left', smallThin, {}, 3, 32, null],
      ['its dependency is not chosen', smallThin, {}, 3, 33, 'dependencies'],
      ['its dependency is chosen', largeClassic, {}, 3, 33, null],
      ['one of its dependencies is chosen (any-of)', smallThin, {}, '3', '34', null],
      ['its dependencies are unmet because nothing is chosen', {}, {}, 3, 34, 'dependencies'],
      ['the maximum is reached and it is not chosen', largeThin, { '3': ['31', '32'] }, 3, 34, 'maximum'],
      ['the maximum is reached and it is chosen', largeThin, { '3': ['31', '32'] }, 3, 32, null],
      ['the maximum counts each value once', largeThin, { '3': ['32', '32'] }, 3, 34, null],
      ['the maximum counts no stale ids', largeThin, { '3': ['32', 'gone'] }, 3, 34, null],
      ['the maximum is null (unlimited)', {}, { 's-4': ['41', '42'], '5': ['51', '52'] }, 5, 53, null],
      ['a variant price matches the current variant', largeThin, {}, 3, 31, null],
      ['a variant price matches, written in another id type', largeClassic, {}, 3, '31', null],
      ['no variant price matches the current variant', smallThin, {}, 3, 31, 'variant'],
      ['it has variant prices and no combination is matched', small, {}, 3, 31, 'variant'],
      ['the group is unknown', smallThin, {}, 99, 31, 'unknown'],
      ['the value is unknown', smallThin, {}, 3, 99, 'unknown'],
    ] as const)('when %s', (_, single, multi, groupId, valueId, cause) => {
      const chosen = selection({ ...single }, Object.fromEntries(Object.entries(multi).map(([key, ids]) => [key, [...ids]])));
      expect(multiValueDisabledCause(pizza, chosen, groupId, valueId)).toBe(cause);
      expect(isMultiValueDisabled(pizza, chosen, groupId, valueId)).toBe(cause !== null);
    });

    it.each([
      [smallThin, {}, 33, 'Available only with Classic.'],
      [{}, {}, 34, 'Available only with Thin or Classic.'],
      [largeThin, { '3': ['31', '32'] }, 34, 'You can select at most 2 options for Toppings.'],
      [smallThin, {}, 31, 'Not available with the options chosen.'],
      [small, {}, 31, 'Choose Crust first.'],
      [{}, {}, 31, 'Choose Size and Crust first.'],
      [largeThin, {}, 31, null],
    ])('gives a reason for assistive technology (%o, %o, value %s)', (single, multi, valueId, reason) => {
      expect(multiValueDisabledReason(pizza, selection(single, multi), 3, valueId)).toBe(reason);
    });
  });

  describe('validateMinimums', () => {
    it.each([
      ['nothing is chosen: the first group with a minimum', {}, 'Please select at least 1 options for Sauces.'],
      ['the first minimum is met: the next one', { 's-4': ['41'] }, 'Please select at least 2 options for Sides.'],
      ['a repeated id counts once', { 's-4': ['41'], '5': ['51', '51'] }, 'Please select at least 2 options for Sides.'],
      ['a stale id does not count', { 's-4': ['41'], '5': ['51', 'gone'] }, 'Please select at least 2 options for Sides.'],
      ['every minimum is met', { 's-4': ['41'], '5': ['51', '53'] }, null],
      ['a null minimum never refuses', { 's-4': ['42'], '5': ['52', '53'], '3': [] }, null],
    ])('when %s', (_, multi, expected) => {
      expect(validateMinimums(pizza, selection(smallThin, multi))).toBe(expected);
    });

    it('treats a minimum of 0 as no minimum', () => {
      const product: Product = {
        ...pizza,
        multi_selectable_attributes: pizza.multi_selectable_attributes.map((group) => ({ ...group, min_select: 0 })),
      };
      expect(validateMinimums(product, selection())).toBeNull();
    });
  });

  describe('validateSelection', () => {
    const met = { 's-4': ['41'], '5': ['51', '52'] };
    it.each([
      ['a complete, available selection', smallThin, met, null],
      ['an attribute left unchosen', small, met, 'Please choose Crust.'],
      ['a combination that does not exist', { '1': '11', '2': '22' }, met, 'This combination of options is not available.'],
      ['a value of another attribute', { '1': '21', '2': '11' }, met, 'This option is no longer available.'],
      ['an unknown attribute', { ...smallThin, '9': '91' }, met, 'This option is no longer available.'],
      ['an unknown multi value', smallThin, { ...met, '3': ['39'] }, 'This option is no longer available.'],
      ['an unknown group with values', smallThin, { ...met, '99': ['1'] }, 'This option is no longer available.'],
      ['an extra with unmet dependencies', smallThin, { ...met, '3': ['33'] }, 'Stuffed crust is not available with the options chosen.'],
      ['an extra without a price for the variant', smallThin, { ...met, '3': ['31'] }, 'Olives is not available with the options chosen.'],
      ['a group over its maximum', largeThin, { ...met, '3': ['31', '32', '34'] }, 'Please select at most 2 options for Toppings.'],
      ['a minimum not met', smallThin, { 's-4': ['41'] }, 'Please select at least 2 options for Sides.'],
    ])('answers for %s', (_, single, multi, expected) => {
      expect(validateSelection(pizza, selection(single, multi))).toBe(expected);
    });

    it('asks for no single choice on a product without attributes and combinations', () => {
      expect(validateSelection({ ...pizza, attributes: [], combinations: [] }, selection({}, met))).toBeNull();
    });
  });

  describe('chooseAttributeValue', () => {
    it('sets the value as a string and resets every multi-choice selection', () => {
      const before = selection(smallThin, { '3': ['32'], 's-4': ['41'] });
      const after = chooseAttributeValue(pizza, before, 1, 12);
      expect(after).toEqual(selection({ '1': '12', '2': '21' }, {}));
      expect(before).toEqual(selection(smallThin, { '3': ['32'], 's-4': ['41'] }));
    });

    it('resets the multi-choice selections even when the same value is chosen again', () => {
      expect(chooseAttributeValue(pizza, selection(smallThin, { '3': ['32'] }), '1', '11').selectedMultiAttributes).toEqual({});
    });

    it.each([
      ['an unknown attribute', 9, 11],
      ['a value of another attribute', 1, 21],
    ])('changes nothing for %s', (_, attributeId, valueId) => {
      const before = selection(smallThin, { '3': ['32'] });
      expect(chooseAttributeValue(pizza, before, attributeId, valueId)).toBe(before);
    });
  });

  describe('toggleMultiValue', () => {
    it('adds a value at the end, as a string', () => {
      expect(toggleMultiValue(pizza, selection(largeThin, { '3': ['31'] }), 3, 32)).toEqual({
        status: 'changed',
        selection: selection(largeThin, { '3': ['31', '32'] }),
      });
    });

    it('removes a chosen value, and the group key with its last value', () => {
      expect(toggleMultiValue(pizza, selection(largeThin, { '3': ['31', '32'] }), '3', '31')).toEqual({
        status: 'changed',
        selection: selection(largeThin, { '3': ['32'] }),
      });
      expect(toggleMultiValue(pizza, selection(largeThin, { '3': ['32'], '5': ['51'] }), 3, '32')).toEqual({
        status: 'changed',
        selection: selection(largeThin, { '5': ['51'] }),
      });
    });

    it('refuses to add beyond the maximum, saying so', () => {
      expect(toggleMultiValue(pizza, selection(largeThin, { '3': ['31', '32'] }), 3, 34)).toEqual({
        status: 'refused',
        reason: 'You can select at most 2 options for Toppings.',
      });
    });

    it('refuses to add a value whose dependencies are unmet', () => {
      expect(toggleMultiValue(pizza, selection(smallThin), 3, 33)).toEqual({ status: 'refused', reason: 'Available only with Classic.' });
    });

    it('adds without limit when the maximum is null', () => {
      let chosen = selection(smallThin);
      for (const id of ['51', '52', '53']) {
        const result = toggleMultiValue(pizza, chosen, 5, id);
        if (result.status !== 'changed') throw new Error(`refused ${id}`);
        chosen = result.selection;
      }
      expect(chosen.selectedMultiAttributes['5']).toEqual(['51', '52', '53']);
    });

    it('never changes the selection it was given', () => {
      const before = selection(largeThin, { '3': ['31'] });
      toggleMultiValue(pizza, before, 3, 32);
      toggleMultiValue(pizza, before, 3, 31);
      expect(before).toEqual(selection(largeThin, { '3': ['31'] }));
    });
  });

  describe('multiGroupLabel', () => {
    it.each([
      [1, 3, '(Min: 1, Max: 3)'],
      [0, null, '(Min: 0, Max: Unlimited)'],
      [null, null, '(Min: 0, Max: Unlimited)'],
      [null, 2, '(Min: 0, Max: 2)'],
    ])('reads min %s, max %s as %s', (min_select, max_select, label) => {
      expect(multiGroupLabel({ min_select, max_select })).toBe(label);
    });
  });

  describe('multiGroupHint', () => {
    it.each([
      [0, null, 'Choose as many as you like.'],
      [null, null, 'Choose as many as you like.'],
      [2, null, 'Choose 2 or more.'],
      [1, 3, null],
      [null, 2, null],
    ])('adds to min %s, max %s the line %s', (min_select, max_select, hint) => {
      expect(multiGroupHint({ min_select, max_select })).toBe(hint);
    });
  });

  describe('unchosenAttributeId', () => {
    it.each([
      ['the first attribute left unchosen', pizza, {}, '1'],
      ['the next one once the first is chosen', pizza, { '1': '12' }, '2'],
      ['none once every attribute is chosen', pizza, largeThin, null],
      ['none for a product without combinations, where nothing is required', { ...pizza, combinations: [] }, {}, null],
    ])('%s', (_, product, chosen, attributeId) => {
      expect(unchosenAttributeId(product, selection(chosen))).toBe(attributeId);
    });
  });

  describe('optionsPanelState', () => {
    it('marks the attributes required when the product has combinations', () => {
      expect(optionsPanelState(pizza, emptySelection()).attributes.map((attribute) => attribute.required)).toEqual([true, true]);
      expect(optionsPanelState({ ...pizza, combinations: [] }, emptySelection()).attributes.map((attribute) => attribute.required)).toEqual([false, false]);
    });

    it('gives a group one reason when all its values wait for the same choice, and none when their reasons differ', () => {
      const waiting: Product = {
        ...pizza,
        multi_selectable_attributes: [
          {
            id: 9,
            name: 'Dips',
            min_select: null,
            max_select: null,
            values: {
              91: { id: 91, value: 'Garlic', price: 1, dependencies: [], variant_prices: [{ variant_id: 102, price: 1 }] },
              92: { id: 92, value: 'Chilli', price: 1, dependencies: [], variant_prices: [{ variant_id: '103', price: 1 }] },
            },
          },
        ],
      };
      const [dips] = optionsPanelState(waiting, emptySelection()).multiGroups;
      expect(dips?.groupReason).toBe('Choose Size and Crust first.');
      expect(dips?.hint).toBe('Choose as many as you like.');
      expect(optionsPanelState(pizza, selection(largeThin, { '3': ['31', '32'] })).multiGroups[0]?.groupReason).toBeNull();
    });


    it('agrees with the single rules for every value', () => {
      const chosen = selection(largeThin, { '3': ['31', '32'], 's-4': ['41'] });
      const state = optionsPanelState(pizza, chosen);
      expect(state.price).toBe(computePrice(pizza, chosen));
      expect(state.priceInMinorUnits).toBe(1670);
      expect(state.variantId).toBe('102');
      expect(state.minimumMessage).toBe('Please select at least 2 options for Sides.');
      for (const attribute of state.attributes) {
        for (const value of attribute.values) {
          expect(value.disabled).toBe(isAttributeValueDisabled(pizza, chosen, attribute.id, value.id));
          expect(value.chosen).toBe(chosen.selectedAttributes[attribute.id] === value.id);
        }
      }
      const toppings = state.multiGroups[0];
      expect(toppings?.label).toBe('(Min: 0, Max: 2)');
      expect(toppings?.chosenCount).toBe(2);
      expect(toppings?.values.map((value) => [value.id, value.chosen, value.disabledReason, value.priceInMinorUnits])).toEqual([
        ['31', true, null, 200],
        ['32', true, null, 10],
        ['33', false, 'Available only with Classic.', 250],
        ['34', false, 'You can select at most 2 options for Toppings.', 20],
      ]);
    });

    it('starts from the selling price with nothing chosen', () => {
      expect(optionsPanelState(pizza, emptySelection()).price).toBe(9);
    });

    describe('the price difference of each single-choice value', () => {
      /** Per attribute, the values' price differences in minor units, in the product's order. */
      const differences = (product: Product, chosen: Record<string, string>) =>
        optionsPanelState(product, selection(chosen)).attributes.map((attribute) => attribute.values.map((value) => value.priceDifferenceInMinorUnits));

      it('is what swapping to it costs more, against the combination chosen now', () => {
        // Large/Thin 14.50; Large/Classic 15.99.
        expect(differences(pizza, largeThin)[1]).toEqual([null, 149]);
      });

      it('is negative when swapping to it costs less', () => {
        // Small/Thin 10.00 against Large/Thin 14.50; Family is in no combination.
        expect(differences(pizza, largeThin)[0]).toEqual([-450, null, null]);
      });

      it('is null for the chosen value and for a swap to the same price', () => {
        const samePrice: Product = { ...pizza, combinations: [...pizza.combinations.slice(0, 2), { ids: [12, 22], price: 14.5, variant_id: 103 }] };
        expect(differences(samePrice, largeThin)).toEqual([
          [-450, null, null],
          [null, null],
        ]);
      });

      it('with nothing chosen, compares the cheapest combination of each value with the cheapest of them all', () => {
        // Size: Small from 10.00, Large from 14.50; Crust: Thin from 10.00, Classic from 15.99.
        expect(differences(pizza, {})).toEqual([
          [null, 450, null],
          [null, 599],
        ]);
      });

      it('without a combination chosen, compares what each value can still reach with the other choices', () => {
        // Only Size chosen: Crust values are compared with Small kept (Classic has no combination with it), Size values
        // with nothing else chosen.
        expect(differences(pizza, small)).toEqual([
          [null, 450, null],
          [null, null],
        ]);
        // Large alone: Thin from 14.50, Classic from 15.99.
        expect(differences(pizza, { '1': '12' })[1]).toEqual([null, 149]);
      });

      it('is null for a disabled value', () => {
        // Small/Thin chosen: Classic has no combination with Small, Family none at all.
        const state = optionsPanelState(pizza, selection(smallThin));
        const [size, crust] = state.attributes;
        expect(size?.values.map((value) => [value.label, value.disabled, value.priceDifferenceInMinorUnits])).toEqual([
          ['Small', false, null],
          ['Large', false, 450],
          ['Family', true, null],
        ]);
        expect(crust?.values.map((value) => [value.label, value.disabled, value.priceDifferenceInMinorUnits])).toEqual([
          ['Thin', false, null],
          ['Classic', true, null],
        ]);
      });

      it('is in the minor units of the decimal places asked for', () => {
        const [, crust] = optionsPanelState(pizza, selection(largeThin), 3).attributes;
        expect(crust?.values.map((value) => value.priceDifferenceInMinorUnits)).toEqual([null, 1490]);
      });
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Against the oracle
// ---------------------------------------------------------------------------------------------------------------

describe('the options engine against a brute-force oracle', () => {
  it('agrees on every selection of a product with 2,048 combinations: zero mismatches', () => {
    // 8 attributes (four of 4 values, four of 2): 4,096 assignments, half of them combinations, so many full and
    // partial choices rule values out. Every selection, partial ones included, is 5^4 * 3^4 = 50,625 of them.
    const product = productWithCombinations(8, [4, 4, 4, 4, 2, 2, 2, 2], 4, { combinationCount: 2048, seed: 2048 });
    expect(product.combinations).toHaveLength(2048);
    const { attributes } = product;

    // Every selection is a code in a mixed radix: per attribute, 0 for "not chosen" or 1 + the value's index.
    const radices = attributes.map((attribute) => attribute.values.length + 1);
    const weights = radices.map((_, index) => radices.slice(0, index).reduce((total, radix) => total * radix, 1));
    const selectionCount = radices.reduce((total, radix) => total * radix, 1);

    // Brute force for "some combination contains these values": mark every sub-selection of every combination.
    const valuePosition = new Map<string, [number, number]>();
    attributes.forEach((attribute, attributeIndex) =>
      attribute.values.forEach((value, valueIndex) => valuePosition.set(text(value.id), [attributeIndex, valueIndex])),
    );
    const contained = new Uint8Array(selectionCount);
    for (const combination of product.combinations) {
      const digits = attributes.map(() => 0);
      for (const id of combination.ids) {
        const [attributeIndex, valueIndex] = valuePosition.get(text(id)) ?? [-1, -1];
        digits[attributeIndex] = valueIndex + 1;
      }
      for (let subset = 0; subset < 2 ** attributes.length; subset += 1) {
        let code = 0;
        digits.forEach((digit, attributeIndex) => {
          if (subset & (1 << attributeIndex)) code += digit * (weights[attributeIndex] ?? 0);
        });
        contained[code] = 1;
      }
    }
    // The plain scan for findCombination, with the combinations' id sets read once.
    const combinationIdSets = product.combinations.map((combination) => [...new Set(combination.ids.map(text))]);
    const combinationSizes = new Set(combinationIdSets.map((ids) => ids.length));
    const findByScan = (chosenIds: Set<string>) => {
      if (!combinationSizes.has(chosenIds.size)) return undefined;
      for (const [index, ids] of combinationIdSets.entries()) {
        if (ids.length === chosenIds.size && ids.every((id) => chosenIds.has(id))) return product.combinations[index];
      }
      return undefined;
    };
    // Every extra of every group is chosen, so every selection's price has dependencies and variant prices in play.
    const everyExtra = Object.fromEntries(
      product.multi_selectable_attributes.map((group) => [text(group.id), Object.values(group.values).map((value) => text(value.id))]),
    );

    const mismatches: string[] = [];
    let disabledCount = 0;
    let enabledCount = 0;
    let foundCount = 0;
    for (let code = 0; code < selectionCount; code += 1) {
      const digits = radices.map((radix, attributeIndex) => Math.floor(code / (weights[attributeIndex] ?? 1)) % radix);
      const single: Record<string, string> = {};
      digits.forEach((digit, attributeIndex) => {
        const attribute = attributes[attributeIndex];
        const value = attribute?.values[digit - 1];
        if (attribute && value) single[text(attribute.id)] = text(value.id);
      });
      const chosen = selection(single, everyExtra);

      const expectedCombination = findByScan(new Set(Object.values(single)));
      if (findCombination(product, chosen) !== expectedCombination) mismatches.push(`findCombination at ${code}`);
      if (expectedCombination) foundCount += 1;
      const expectedVariant = expectedCombination ? text(expectedCombination.variant_id) : null;
      if (currentVariantId(product, chosen) !== expectedVariant) mismatches.push(`currentVariantId at ${code}`);
      const expectedCents = oraclePriceInCentsWith(product, chosen, expectedCombination);
      if (computePrice(product, chosen) !== expectedCents / 100) {
        mismatches.push(`computePrice at ${code}`);
      }
      attributes.forEach((attribute, attributeIndex) => {
        const weight = weights[attributeIndex] ?? 0;
        const withoutThis = code - (digits[attributeIndex] ?? 0) * weight;
        attribute.values.forEach((value, valueIndex) => {
          const expected = contained[withoutThis + (valueIndex + 1) * weight] !== 1;
          if (expected) disabledCount += 1;
          else enabledCount += 1;
          if (isAttributeValueDisabled(product, chosen, attribute.id, value.id) !== expected) {
            mismatches.push(`isAttributeValueDisabled at ${code}, attribute ${text(attribute.id)}, value ${text(value.id)}`);
          }
        });
      });
    }

    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(selectionCount).toBe(5 ** 4 * 3 ** 4);
    expect(foundCount).toBe(2048);
    // The product is a real test: both answers occur many times.
    expect(disabledCount).toBeGreaterThan(50_000);
    expect(enabledCount).toBeGreaterThan(50_000);
    // About 2 s on an idle machine; the margin is for a busy one.
  }, 30_000);

  it('checks the brute-force shortcut against the plain scan on a sample of those selections', () => {
    const product = productWithCombinations(8, [4, 4, 4, 4, 2, 2, 2, 2], 0, { combinationCount: 2048, seed: 2048 });
    fc.assert(
      fc.property(
        fc.tuple(...product.attributes.map((attribute) => fc.option(fc.constantFrom(...attribute.values), { nil: undefined }))),
        (values) => {
          const single: Record<string, string> = {};
          values.forEach((value, attributeIndex) => {
            const attribute = product.attributes[attributeIndex];
            if (value && attribute) single[text(attribute.id)] = text(value.id);
          });
          const chosen = selection(single);
          for (const attribute of product.attributes) {
            for (const value of attribute.values) {
              expect(isAttributeValueDisabled(product, chosen, attribute.id, value.id)).toBe(
                oracleAttributeValueDisabled(product, chosen, attribute.id, value.id),
              );
            }
          }
        },
      ),
      { numRuns: 60, seed: 11 },
    );
  });

  /** Small products of every shape, and selections with stale ids, repeated ids and unknown groups. */
  const productAndSelection = fc
    .record({
      attributeCount: fc.integer({ min: 0, max: 4 }),
      valuesPerAttribute: fc.integer({ min: 1, max: 3 }),
      multiGroupCount: fc.integer({ min: 0, max: 4 }),
      valuesPerMultiGroup: fc.integer({ min: 0, max: 4 }),
      keptFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .map(({ attributeCount, valuesPerAttribute, multiGroupCount, valuesPerMultiGroup, keptFraction, seed }) =>
      productWithCombinations(attributeCount, valuesPerAttribute, multiGroupCount, {
        combinationCount: Math.round(keptFraction * valuesPerAttribute ** attributeCount),
        valuesPerMultiGroup,
        seed,
      }),
    )
    .chain((product) => {
      const single = fc.record(
        Object.fromEntries([
          ...product.attributes.map((attribute) => [
            text(attribute.id),
            fc.constantFrom(...attribute.values.map((value) => text(value.id)), 'stale-value'),
          ]),
          ['stale-attribute', fc.constantFrom('stale-value', ...product.attributes.flatMap((attribute) => attribute.values.map((value) => text(value.id))))],
        ]),
        { requiredKeys: [] },
      );
      const multi = fc.record(
        Object.fromEntries([
          ...product.multi_selectable_attributes.map((group) => [
            text(group.id),
            fc.array(fc.constantFrom(...Object.values(group.values).map((value) => text(value.id)), 'stale-extra'), { maxLength: 6 }),
          ]),
          ['stale-group', fc.array(fc.constant('stale-extra'), { maxLength: 2 })],
        ]),
        { requiredKeys: [] },
      );
      return fc.record({ product: fc.constant(product), chosen: fc.record({ selectedAttributes: single, selectedMultiAttributes: multi }) });
    });

  it('agrees on random products and random selections (fast-check)', () => {
    let disabledMultiValues = 0;
    let refusedMinimums = 0;
    fc.assert(
      fc.property(productAndSelection, ({ product, chosen }) => {
        const selected: OptionSelection = {
          selectedAttributes: Object.fromEntries(Object.entries(chosen.selectedAttributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
          selectedMultiAttributes: Object.fromEntries(Object.entries(chosen.selectedMultiAttributes).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))),
        };
        expect(findCombination(product, selected)).toBe(oracleFindCombination(product, selected));
        const expectedCents = oraclePriceInCents(product, selected);
        expect(computePriceInMinorUnits(product, selected)).toBe(expectedCents);
        expect(computePrice(product, selected)).toBe(expectedCents / 100);
        const minimum = validateMinimums(product, selected);
        expect(minimum).toBe(oracleMinimums(product, selected));
        if (minimum !== null) refusedMinimums += 1;
        for (const attribute of product.attributes) {
          for (const value of [...attribute.values.map((entry) => entry.id), 'stale-value']) {
            expect(isAttributeValueDisabled(product, selected, attribute.id, value)).toBe(oracleAttributeValueDisabled(product, selected, attribute.id, value));
          }
        }
        for (const group of product.multi_selectable_attributes) {
          for (const valueId of [...Object.values(group.values).map((value) => value.id), 'stale-extra']) {
            const disabled = isMultiValueDisabled(product, selected, group.id, valueId);
            expect(disabled).toBe(oracleMultiValueDisabled(product, selected, group.id, valueId));
            if (disabled && valueId !== 'stale-extra') disabledMultiValues += 1;
          }
        }
      }),
      { numRuns: 400, seed: 4 },
    );
    // The generated cases reach both answers of the multi-choice and minimum rules.
    expect(disabledMultiValues).toBeGreaterThan(50);
    expect(refusedMinimums).toBeGreaterThan(20);
  });

  it('agrees on the price difference of every single-choice value (fast-check)', () => {
    /** Each combination's ids as a set of strings, read once per product. */
    const idSetsOf = new WeakMap<Product, Set<string>[]>();
    const idSets = (product: Product) => {
      let sets = idSetsOf.get(product);
      if (!sets) {
        sets = product.combinations.map((combination) => new Set(combination.ids.map(text)));
        idSetsOf.set(product, sets);
      }
      return sets;
    };
    /** The first combination whose ids are exactly `ids`, and the combinations that contain them all. */
    const exactly = (product: Product, ids: Set<string>) => product.combinations.find((_, position) => {
      const set = idSets(product)[position];
      return set !== undefined && set.size === ids.size && [...ids].every((id) => set.has(id));
    });
    const containing = (product: Product, ids: string[]) => product.combinations.filter((_, position) => ids.every((id) => idSets(product)[position]?.has(id)));
    /** The oracle's difference: the cheapest reachable with the other choices, against the combination matched now, else against the cheapest of all. */
    const expectedDifferences = (product: Product, chosen: OptionSelection, attribute: Product['attributes'][number]) => {
      const attributeId = text(attribute.id);
      const chosenId = chosen.selectedAttributes[attributeId];
      const current = exactly(product, new Set(Object.values(chosen.selectedAttributes).map(text)));
      const others = Object.entries(chosen.selectedAttributes)
        .filter(([key]) => key !== attributeId)
        .map(([, id]) => text(id));
      const nonZero = (difference: number) => (difference === 0 ? null : difference);
      // A value is disabled when no combination has it with the other choices.
      const reachable = attribute.values.map((value) => containing(product, [text(value.id), ...others]));
      const cheapest = reachable.map((combinations) => (combinations.length === 0 ? null : Math.min(...combinations.map((combination) => cents(combination.price)))));
      const base = chosenId !== undefined && current !== undefined ? cents(current.price) : Math.min(...cheapest.filter((price): price is number => price !== null));
      return cheapest.map((price) => (price === null ? null : nonZero(price - base)));
    };
    const shown = { swap: 0, cheapest: 0 };
    const check = (product: Product, selected: OptionSelection) => {
      const state = optionsPanelState(product, selected);
      product.attributes.forEach((attribute, position) => {
        const actual = state.attributes[position]?.values.map((value) => value.priceDifferenceInMinorUnits);
        expect(actual).toEqual(expectedDifferences(product, selected, attribute));
        const count = actual?.filter((difference) => difference !== null).length ?? 0;
        if (state.combination !== undefined && Object.hasOwn(selected.selectedAttributes, text(attribute.id))) shown.swap += count;
        else shown.cheapest += count;
      });
    };
    // Small products of every shape, with stale and repeated ids.
    fc.assert(
      fc.property(productAndSelection, ({ product, chosen }) => {
        check(product, selection(Object.fromEntries(Object.entries(chosen.selectedAttributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))));
      }),
      { numRuns: 300, seed: 9 },
    );
    // Partial and full selections of a product with 2,048 combinations (many words per bitset).
    const large = productWithCombinations(8, [4, 4, 4, 4, 2, 2, 2, 2], 0, { combinationCount: 2048, seed: 2048 });
    fc.assert(
      fc.property(fc.tuple(...large.attributes.map((attribute) => fc.option(fc.constantFrom(...attribute.values), { nil: undefined }))), (values) => {
        const single: Record<string, string> = {};
        values.forEach((value, attributeIndex) => {
          const attribute = large.attributes[attributeIndex];
          if (value && attribute) single[text(attribute.id)] = text(value.id);
        });
        check(large, selection(single));
      }),
      { numRuns: 150, seed: 12 },
    );
    // Both ways of comparing show differences, not only nulls.
    expect(shown.swap).toBeGreaterThan(50);
    expect(shown.cheapest).toBeGreaterThan(50);
  });

  it('keeps every multi-choice selection built by toggling within the rules (fast-check)', () => {
    fc.assert(
      fc.property(
        productAndSelection,
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }),
        ({ product }, clicks) => {
          const groups = product.multi_selectable_attributes;
          let chosen = emptySelection();
          for (const attribute of product.attributes) {
            const value = attribute.values.find((candidate) => !isAttributeValueDisabled(product, chosen, attribute.id, candidate.id));
            if (value) chosen = chooseAttributeValue(product, chosen, attribute.id, value.id);
          }
          for (const [groupPick, valuePick] of clicks) {
            const group = groups[groupPick % Math.max(1, groups.length)];
            const values = group ? Object.values(group.values) : [];
            const value = values[valuePick % Math.max(1, values.length)];
            if (!group || !value) continue;
            const wasDisabled = oracleMultiValueDisabled(product, chosen, group.id, value.id);
            const result = toggleMultiValue(product, chosen, group.id, value.id);
            const wasChosen = (chosen.selectedMultiAttributes[text(group.id)] ?? []).includes(text(value.id));
            expect(result.status).toBe(!wasChosen && wasDisabled ? 'refused' : 'changed');
            if (result.status === 'changed') chosen = result.selection;
          }
          for (const group of groups) {
            const count = (chosen.selectedMultiAttributes[text(group.id)] ?? []).length;
            if (group.max_select !== null) expect(count).toBeLessThanOrEqual(group.max_select);
          }
        },
      ),
      { numRuns: 200, seed: 6 },
    );
  });
});
