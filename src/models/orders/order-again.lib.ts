import type { Id } from '@/api/schemas/common.schema';
import type { OrderItem } from '@/api/schemas/order.schema';
import type { CartAddRequest } from '@/models/cart/cart.model';

/*
 * "Order again" (ADR 0027): the order's lines go to the cart one after another through the cart's own queue
 * (cartAddRequested, ADR 0010), each waiting for the cart's answer to it (cartAddSettled), so the cart stays the one
 * owner of what is in it and every refusal is known by line. Pure steps of that run, for the model and its tests.
 */

interface RefusedLine {
  name: string;
  /** The line's options in words ("Large, Olives"), '' without options. */
  options: string;
  /** What the cart said (the server's words for a 422: out of stock, no longer sold...). */
  message: string;
}

export type OrderAgainRun =
  | { status: 'idle' }
  /** Waiting for the order's lines (get-single-order). */
  | { status: 'loading'; orderId: string; run: number }
  /** Adding `lines[next]`, whose add is `requestId`. */
  | { status: 'adding'; orderId: string; run: number; lines: readonly OrderItem[]; next: number; added: number; refused: RefusedLine[] }
  | { status: 'done'; orderId: string; added: number; refused: RefusedLine[] }
  | { status: 'failed'; orderId: string; message: string };

export const idleOrderAgain: OrderAgainRun = { status: 'idle' };
export const ORDER_AGAIN_LOAD_ERROR = 'We couldn’t read that order’s items. Please try again.';

export const isOrderAgainBusy = (run: OrderAgainRun) => run.status === 'loading' || run.status === 'adding';

/** A new run for an order, numbered so its requests never share an id with an earlier run's. */
export function startOrderAgain(previous: OrderAgainRun, orderId: string, run: number): OrderAgainRun {
  return isOrderAgainBusy(previous) ? previous : { status: 'loading', orderId, run };
}

/** The order's lines arrived: start adding the first, or finish at once when it has none. */
export function beginAdding(state: OrderAgainRun, lines: readonly OrderItem[]): OrderAgainRun {
  if (state.status !== 'loading') return state;
  if (lines.length === 0) return { status: 'done', orderId: state.orderId, added: 0, refused: [] };
  return { status: 'adding', orderId: state.orderId, run: state.run, lines, next: 0, added: 0, refused: [] };
}

/** The id of the add the run waits for, if it waits for one. */
export function awaitedRequestId(state: OrderAgainRun): string | null {
  return state.status === 'adding' ? `order-again:${state.orderId}:${state.run}:${state.next}` : null;
}

const idText = (id: Id) => String(id);

/** The cart add for the line the run is at: the same product, quantity and options as ordered. */
export function currentAddRequest(state: OrderAgainRun): CartAddRequest | null {
  const requestId = awaitedRequestId(state);
  if (state.status !== 'adding' || requestId === null) return null;
  const line = state.lines[state.next];
  if (!line) return null;
  return {
    requestId,
    product_id: line.product_id,
    quantity: line.quantity,
    selection: {
      selectedAttributes: Object.fromEntries(Object.entries(line.selected_attributes).map(([group, value]) => [group, idText(value)])),
      selectedMultiAttributes: Object.fromEntries(Object.entries(line.selected_multi_attributes).map(([group, values]) => [group, values.map(idText)])),
    },
  };
}

export const optionsText = (line: Pick<OrderItem, 'option_labels'>) => line.option_labels.flatMap((label) => label.values).join(', ');

/** The cart answered the awaited add: count it, and move to the next line or finish. */
export function lineSettled(state: OrderAgainRun, outcome: { ok: boolean; message: string | null }): OrderAgainRun {
  if (state.status !== 'adding') return state;
  const line = state.lines[state.next];
  const refused =
    outcome.ok || !line ? state.refused : [...state.refused, { name: line.name, options: optionsText(line), message: outcome.message ?? 'It can’t be added now.' }];
  const added = outcome.ok && line ? state.added + line.quantity : state.added;
  const next = state.next + 1;
  return next < state.lines.length ? { ...state, next, added, refused } : { status: 'done', orderId: state.orderId, added, refused };
}

/** What the run's ending says, in one sentence (the list of refused lines follows it). */
export function orderAgainSummary(state: Extract<OrderAgainRun, { status: 'done' }>): string {
  const { added, refused } = state;
  if (refused.length === 0) return added === 0 ? 'That order had nothing to add.' : `Added ${itemsText(added)} to your cart.`;
  const unavailable = refused.length === 1 ? 'One item is no longer available' : `${refused.length} items are no longer available`;
  return added === 0 ? `${unavailable}, so nothing was added to your cart.` : `Added ${itemsText(added)} to your cart. ${unavailable}:`;
}

const itemsText = (count: number) => (count === 1 ? '1 item' : `${count} items`);
