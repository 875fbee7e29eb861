import { describe, expect, it } from 'vitest';
import {
  awaitedRequestId,
  beginAdding,
  currentAddRequest,
  idleOrderAgain,
  lineSettled,
  orderAgainSummary,
  startOrderAgain,
  type OrderAgainRun,
} from './order-again.lib';
import { testOrder, testOrderItem } from './test-orders';

const lines = testOrder().items;
const loading = startOrderAgain(idleOrderAgain, '501', 1);

describe('order again, step by step', () => {
  it('starts by waiting for the order, and ignores a second start meanwhile', () => {
    expect(loading).toEqual({ status: 'loading', orderId: '501', run: 1 });
    expect(startOrderAgain(loading, '502', 2)).toBe(loading);
  });

  it('asks the cart for the first line with its product, quantity and options as ids in text', () => {
    const adding = beginAdding(loading, lines);
    expect(currentAddRequest(adding)).toEqual({
      requestId: 'order-again:501:1:0',
      product_id: 101,
      quantity: 2,
      selection: { selectedAttributes: { '7': '71' }, selectedMultiAttributes: { '8': ['81', '82'] } },
    });
  });

  it('moves on line by line, and finishes with what was added and what was refused', () => {
    let run: OrderAgainRun = beginAdding(loading, lines);
    run = lineSettled(run, { ok: false, message: 'Margherita Pizza is sold out.' });
    expect(awaitedRequestId(run)).toBe('order-again:501:1:1');
    expect(currentAddRequest(run)?.product_id).toBe(102);
    run = lineSettled(run, { ok: true, message: null });
    expect(run).toEqual({
      status: 'done',
      orderId: '501',
      added: 1,
      refused: [{ name: 'Margherita Pizza', options: 'Large 14"', message: 'Margherita Pizza is sold out.' }],
    });
    expect(currentAddRequest(run)).toBeNull();
  });

  it('finishes at once for an order without lines', () => {
    expect(beginAdding(loading, [])).toEqual({ status: 'done', orderId: '501', added: 0, refused: [] });
  });

  it('ignores an answer when it waits for none', () => {
    expect(lineSettled(loading, { ok: true, message: null })).toBe(loading);
  });

  it('gives each run its own request ids', () => {
    const second = beginAdding(startOrderAgain({ status: 'done', orderId: '501', added: 1, refused: [] }, '501', 2), lines);
    expect(awaitedRequestId(second)).toBe('order-again:501:2:0');
  });
});

describe('what order again says', () => {
  const done = (added: number, refused: number) => ({
    status: 'done' as const,
    orderId: '1',
    added,
    refused: Array.from({ length: refused }, () => ({ name: testOrderItem().name, options: '', message: 'Gone.' })),
  });
  it.each([
    [done(3, 0), 'Added 3 items to your cart.'],
    [done(1, 0), 'Added 1 item to your cart.'],
    [done(2, 1), 'Added 2 items to your cart. One item is no longer available:'],
    [done(2, 2), 'Added 2 items to your cart. 2 items are no longer available:'],
    [done(0, 2), '2 items are no longer available, so nothing was added to your cart.'],
    [done(0, 0), 'That order had nothing to add.'],
  ])('%j: %s', (run, text) => {
    expect(orderAgainSummary(run)).toBe(text);
  });
});
