import { describe, expect, it } from 'vitest';
import { testProduct } from '@/models/catalog/test-products';
import { isDiscounted, productCardAction } from './product-card-action';

const sizes = { id: 1, name: 'Size', values: [{ id: 2, value: 'Large' }] };
const sauces = { id: 3, name: 'Sauces', min_select: 1, max_select: 2, values: {} };

describe('productCardAction', () => {
  it.each([
    ['a product without options', testProduct(21), {}, { kind: 'add' }],
    ['a product with single-choice options', testProduct(1, { slug: 'margherita', attributes: [sizes] }), {}, { kind: 'choose-options' }],
    ['a product with only multi-choice options', testProduct(11, { slug: 'caesar', multi_selectable_attributes: [sauces] }), {}, { kind: 'choose-options' }],
    ['a product out of stock', testProduct(24, { in_stock: false }), {}, { kind: 'sold-out' }],
    ['any product of a digital store', testProduct(21, { slug: 'e-book' }), { digital: true }, { kind: 'view', href: '/product/e-book' }],
  ] as const)('offers %s', (_, product, store, expected) => {
    expect(productCardAction(product, store)).toEqual(expected);
  });
});

describe('isDiscounted', () => {
  it.each([
    [4.99, null, false],
    [4.99, 4.99, false],
    [4.99, 4.5, false],
    [4.99, 6.99, true],
    [0.1 + 0.2, 0.3, false],
  ])('selling at %s, was %s: %s', (selling_price, original_price, expected) => {
    expect(isDiscounted({ selling_price, original_price })).toBe(expected);
  });
});
