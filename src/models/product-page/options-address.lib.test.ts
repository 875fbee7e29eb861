import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/schemas/product.schema';
import { testProduct } from '@/models/catalog/test-products';
import type { OptionSelection } from '@/domain/product-options';
import { optionsPizza, optionsSalad } from '@/shared/ui/product-options/test-product';
import { parseOptionsAddress, searchAfterChoice, searchAfterToggle, searchWithSelection, selectionFromAddress } from './options-address.lib';

const selection = (selectedAttributes: Record<string, string>, selectedMultiAttributes: Record<string, string[]> = {}): OptionSelection => ({
  selectedAttributes,
  selectedMultiAttributes,
});

/** Ids with the separators in them, to show each id is encoded on its own. */
const oddIds: Product = testProduct(7, {
  name: 'Odd ids',
  attributes: [{ id: 'a,1', name: 'Size', values: [{ id: 'small:1', value: 'Small' }, { id: 'large,2', value: 'Large' }] }],
  combinations: [
    { ids: ['small:1'], price: 5, variant_id: 'v1' },
    { ids: ['large,2'], price: 7, variant_id: 'v2' },
  ],
  multi_selectable_attributes: [
    {
      id: 'sauce:s',
      name: 'Sauce',
      min_select: null,
      max_select: null,
      values: { 'x&y': { id: 'x&y', value: 'X and Y', price: 1, dependencies: [], variant_prices: [] }, 'é ü': { id: 'é ü', value: 'Accents', price: 1, dependencies: [], variant_prices: [] } },
    },
  ],
});

describe('the options in the address', () => {
  describe('reading them', () => {
    it.each([
      ['', { options: [], extras: [] }],
      ['?options=10,30', { options: ['10', '30'], extras: [] }],
      ['options=10,30', { options: ['10', '30'], extras: [] }],
      ['?utm_source=mail&options=20&extras=toppings:olives,extras:cheese', { options: ['20'], extras: [{ groupId: 'toppings', valueId: 'olives' }, { groupId: 'extras', valueId: 'cheese' }] }],
      ['?options=10&options=30', { options: ['10', '30'], extras: [] }],
      ['?options=a%2Cb,c', { options: ['a,b', 'c'], extras: [] }],
      ['?extras=a%3Ab:c%2Cd', { options: [], extras: [{ groupId: 'a:b', valueId: 'c,d' }] }],
      ['?options=,10,,', { options: ['10'], extras: [] }],
      ['?options=%E0%A4%A,10', { options: ['10'], extras: [] }],
      ['?extras=olives,a:b:c,:v,g:,toppings:basil', { options: [], extras: [{ groupId: 'toppings', valueId: 'basil' }] }],
      ['?options&extras', { options: [], extras: [] }],
      ['?optionsx=10&xoptions=20', { options: [], extras: [] }],
    ])('%j reads as %j', (search, expected) => {
      expect(parseOptionsAddress(search)).toEqual(expected);
    });
  });

  describe('the selection an address stands for', () => {
    it.each([
      ['nothing', '', selection({})],
      ['a size and a crust', '?options=20,30', selection({ '1': '20', '2': '30' })],
      ['the same in another order', '?options=30,20', selection({ '1': '20', '2': '30' })],
      ['a pair no combination has: the later value is ignored', '?options=20,31', selection({ '1': '20' })],
      ['an id the product lacks', '?options=99,10', selection({ '1': '10' })],
      ['two sizes: the first counts', '?options=10,20', selection({ '1': '10' })],
      ['toppings, priced for the variant', '?options=20,30&extras=toppings:olives,toppings:truffle', selection({ '1': '20', '2': '30' }, { toppings: ['olives', 'truffle'] })],
      ['a topping with no price for this variant', '?options=10,30&extras=toppings:truffle', selection({ '1': '10', '2': '30' })],
      ['more than the maximum: the first two', '?options=20,30&extras=toppings:olives,toppings:basil,toppings:truffle', selection({ '1': '20', '2': '30' }, { toppings: ['olives', 'basil'] })],
      ['a repeated value, once', '?options=20,30&extras=toppings:olives,toppings:olives', selection({ '1': '20', '2': '30' }, { toppings: ['olives'] })],
      ['an extra whose dependency is not chosen', '?options=10,30&extras=extras:cheese', selection({ '1': '10', '2': '30' })],
      ['an extra whose dependency is chosen', '?options=20,30&extras=extras:cheese', selection({ '1': '20', '2': '30' }, { extras: ['cheese'] })],
      ['an unknown group or value', '?options=20,30&extras=sauces:olives,toppings:anchovies', selection({ '1': '20', '2': '30' })],
      ['a value named under another group', '?options=20,30&extras=extras:olives', selection({ '1': '20', '2': '30' })],
    ])('%s (%s)', (_, search, expected) => {
      expect(selectionFromAddress(optionsPizza, search)).toEqual(expected);
    });

    it('starts from what the product starts with: an attribute with a single value is chosen', () => {
      expect(selectionFromAddress(optionsSalad, '')).toEqual(selection({ '5': '50' }));
      expect(selectionFromAddress(optionsSalad, '?extras=dressing:caesar')).toEqual(selection({ '5': '50' }, { dressing: ['caesar'] }));
    });
  });

  describe('writing them', () => {
    it.each([
      ['nothing chosen, nothing written', '', selection({}), ''],
      ['values in the product order', '', selection({ '2': '30', '1': '20' }, { toppings: ['olives'] }), '?options=20,30&extras=toppings:olives'],
      ['multi-choice values in the order chosen, groups in the product order', '', selection({ '1': '20', '2': '30' }, { extras: ['cheese'], toppings: ['truffle', 'olives'] }), '?options=20,30&extras=toppings:truffle,toppings:olives,extras:cheese'],
      ['other parameters kept, old options replaced', '?utm_source=mail&options=10&extras=toppings:basil&ref=x', selection({ '1': '20' }), '?utm_source=mail&ref=x&options=20'],
      ['an emptied selection drops the parameters', '?options=10&extras=toppings:basil', selection({}), ''],
      ['other parameters alone stay', '?options=10&utm_source=mail', selection({}), '?utm_source=mail'],
    ])('%s', (_, search, chosen, expected) => {
      expect(searchWithSelection(search, optionsPizza, chosen)).toBe(expected);
    });

    it('encodes each id on its own, so ids with separators come back whole', () => {
      const chosen = selection({ 'a,1': 'large,2' }, { 'sauce:s': ['é ü', 'x&y'] });
      const search = searchWithSelection('', oddIds, chosen);
      expect(search).toBe('?options=large%2C2&extras=sauce%3As:%C3%A9%20%C3%BC,sauce%3As:x%26y');
      expect(selectionFromAddress(oddIds, search)).toEqual(chosen);
    });

    it.each([
      selection({ '1': '10', '2': '30' }, { toppings: ['basil'] }),
      selection({ '1': '20', '2': '30' }, { toppings: ['truffle', 'olives'], extras: ['cheese'] }),
      selection({ '1': '10' }),
    ])('reads back what it wrote: %j', (chosen) => {
      expect(selectionFromAddress(optionsPizza, searchWithSelection('?ref=x', optionsPizza, chosen))).toEqual(chosen);
    });
  });

  describe('after a click', () => {
    it('choosing a single-choice value resets the multi-choice values (spec section 4)', () => {
      const before = selection({ '1': '20', '2': '30' }, { toppings: ['olives'] });
      expect(searchAfterChoice(optionsPizza, before, '?options=20,30&extras=toppings:olives', { attributeId: '1', valueId: '10' })).toBe('?options=10,30');
    });

    it('ticking a value adds it to the address', () => {
      const before = selection({ '1': '20', '2': '30' });
      expect(searchAfterToggle(optionsPizza, before, '?options=20,30', { groupId: 'toppings', valueId: 'olives' })).toEqual({
        kind: 'changed',
        search: '?options=20,30&extras=toppings:olives',
      });
    });

    it('unticking it takes it off', () => {
      const before = selection({ '1': '20', '2': '30' }, { toppings: ['olives'] });
      expect(searchAfterToggle(optionsPizza, before, '?options=20,30&extras=toppings:olives', { groupId: 'toppings', valueId: 'olives' })).toEqual({
        kind: 'changed',
        search: '?options=20,30',
      });
    });

    it('a value past the maximum is refused with the reason, beside its group', () => {
      const before = selection({ '1': '20', '2': '30' }, { toppings: ['olives', 'basil'] });
      expect(searchAfterToggle(optionsPizza, before, '', { groupId: 'toppings', valueId: 'truffle' })).toEqual({
        kind: 'refused',
        groupId: 'toppings',
        message: 'You can select at most 2 options for Toppings.',
      });
    });
  });
});
