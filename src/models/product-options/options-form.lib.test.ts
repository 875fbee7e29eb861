import { describe, expect, it } from 'vitest';
import { optionsPizza, optionsSalad } from '@/shared/ui/product-options/test-product';
import { addRefusal, initialSelection } from './options-form.lib';
import type { OptionSelection } from '../../domain/product-options';

const selection = (selectedAttributes: Record<string, string>, selectedMultiAttributes: Record<string, string[]> = {}): OptionSelection => ({
  selectedAttributes,
  selectedMultiAttributes,
});

describe('what every options form shares', () => {
  describe('the selection a product starts with', () => {
    it.each([
      ['nothing for attributes with a choice to make', optionsPizza, selection({})],
      ['an attribute with a single value chosen, and no multi-choice value', optionsSalad, selection({ '5': '50' })],
    ])('%s', (_, product, expected) => {
      expect(initialSelection(product)).toEqual(expected);
    });
  });

  describe('why Add is refused', () => {
    it.each([
      ['the minimum first, even with an attribute unchosen', selection({}), { kind: 'minimum', groupId: 'toppings', message: 'Please select at least 1 options for Toppings.' }],
      ['the minimum with everything else chosen', selection({ '1': '20', '2': '30' }), { kind: 'minimum', groupId: 'toppings', message: 'Please select at least 1 options for Toppings.' }],
      ['an attribute left unchosen once the minimum is met', selection({ '1': '10' }, { toppings: ['olives'] }), { kind: 'incomplete', attributeId: '2', message: 'Please choose Crust.' }],
      ['a pair no combination has', selection({ '1': '20', '2': '31' }, { toppings: ['olives'] }), { kind: 'incomplete', attributeId: null, message: 'This combination of options is not available.' }],
      ['nothing, for a selection the cart accepts', selection({ '1': '20', '2': '30' }, { toppings: ['olives'] }), null],
    ])('%s', (_, chosen, refusal) => {
      expect(addRefusal(optionsPizza, chosen)).toEqual(refusal);
    });
  });
});
