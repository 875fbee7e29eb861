import { describe, expect, it } from 'vitest';
import type { CartItem, CartSummary } from '@/api/schemas/cart.schema';
import { emptyCartSummary } from '@/models/cart/cart.model';
import { totalsChange } from './totals-change.lib';

const line = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  product_id: id * 10,
  quantity: 1,
  selectedAttributes: {},
  selectedMultiAttributes: {},
  name: `Item ${id}`,
  image: null,
  slug: '',
  unit_price: 10,
  line_total: 10,
  ...overrides,
});
const cart = (overrides: Partial<CartSummary> = {}): CartSummary => ({ ...emptyCartSummary, cartItems: [line(1), line(2)], subtotal: 20, total: 20, ...overrides });

describe('totalsChange', () => {
  it.each([
    ['nothing changed', cart(), cart(), [], []],
    ['cents that round the same', cart({ total: 20 }), cart({ total: 20.001 }), [], []],
    [
      'a line’s price',
      cart(),
      cart({ cartItems: [line(1, { unit_price: 12, line_total: 12 }), line(2)], subtotal: 22, total: 22 }),
      [{ kind: 'price', lineId: '1', name: 'Item 1', before: 10, after: 12 }],
      ['subtotal', 'total'],
    ],
    [
      'the delivery charge',
      cart(),
      cart({ delivery_charge: 3.5, total: 23.5 }),
      [],
      ['delivery_charge', 'total'],
    ],
    [
      'a discount that no longer applies',
      cart({ order_discount_amount: 2, total: 18 }),
      cart(),
      [],
      ['order_discount_amount', 'total'],
    ],
    [
      'a line gone and one new',
      cart(),
      cart({ cartItems: [line(1), line(3, { quantity: 2 })] }),
      [
        { kind: 'removed', lineId: '2', name: 'Item 2' },
        { kind: 'added', lineId: '3', name: 'Item 3', quantity: 2 },
      ],
      [],
    ],
    [
      'a quantity',
      cart(),
      cart({ cartItems: [line(1, { quantity: 2 }), line(2)] }),
      [{ kind: 'quantity', lineId: '1', name: 'Item 1', before: 1, after: 2 }],
      [],
    ],
  ] as const)('%s', (_, shown, now, lines, figures) => {
    const change = totalsChange(shown, now);
    expect(change.lines).toEqual(lines);
    expect(change.figures.map((figure) => figure.figure)).toEqual(figures);
  });

  it('gives the old and the new figure', () => {
    expect(totalsChange(cart(), cart({ tax_amount: 1.2, total: 21.2 })).figures).toEqual([
      { figure: 'tax_amount', label: 'Tax', before: 0, after: 1.2 },
      { figure: 'total', label: 'Total', before: 20, after: 21.2 },
    ]);
  });
});
