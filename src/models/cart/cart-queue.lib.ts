import type { CartAddPayload, CartItem, CartSummary, CartUpdatePayload } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';

/**
 * The cart's mutation queue, as pure functions over plain data (the model in cart.model.ts only wires
 * them to effector). Its guarantees, which rapid taps on a phone would otherwise break:
 *
 * - At most one cart call is in flight, so answers cannot arrive out of order: every answer is newer
 *   than the one before it, and replacing the whole summary with it is always right.
 * - Taps on a line are kept as deltas (+1, -1, remove) and coalesced: however many taps arrive while a
 *   call is out, the next call carries one absolute quantity. A burst of ten taps is one or two calls.
 * - A failed call rolls back only the taps it carried; taps made after it was sent are kept and sent next.
 * - When a burst settles, one fetch of the cart follows, so the screen ends on the server's truth.
 * - A reset (logout, another branch) bumps the generation: an answer to a call sent before it is dropped.
 */

/** What the shopper chose for a product, as the cart payloads send it. */
export interface CartSelection {
  selectedAttributes: Readonly<Record<string, string>>;
  selectedMultiAttributes: Readonly<Record<string, readonly string[]>>;
}

/** One tap of an Add button (a card or the options panel). */
interface AddRequest {
  requestId: string;
  productId: string;
  quantity: number;
  selection: CartSelection;
}

/** Taps on one line not yet answered by the server: a quantity delta, or a removal. */
interface LineTaps {
  delta: number;
  remove: boolean;
}

const noTaps: LineTaps = { delta: 0, remove: false };

interface LineState {
  /** Taps carried by the call in flight. */
  sent: LineTaps;
  /** Taps made since: they go with the next call. */
  queued: LineTaps;
}

type QueueEntry =
  | { kind: 'add'; key: string; requests: AddRequest[] }
  | { kind: 'line'; lineId: string }
  | { kind: 'apply-coupon'; code: string }
  | { kind: 'remove-coupon' }
  | { kind: 'fetch'; reportFailure: boolean };

/** A call to make, with everything needed to make it and to settle it. */
export type CartOperation = { generation: number } & (
  | { kind: 'add'; payload: CartAddPayload; requests: AddRequest[]; productId: string }
  | { kind: 'update'; payload: CartUpdatePayload; lineId: string; productId: string }
  | { kind: 'remove'; lineId: string; productId: string }
  | { kind: 'apply-coupon'; code: string }
  | { kind: 'remove-coupon' }
  | { kind: 'fetch'; reportFailure: boolean }
);

export interface CartQueueState {
  entries: QueueEntry[];
  lines: Record<string, LineState>;
  inFlight: CartOperation | null;
  /** A mutation settled since the last fetch: fetch once the queue is empty. */
  fetchAfterBurst: boolean;
  generation: number;
}

export const initialCartQueue: CartQueueState = { entries: [], lines: {}, inFlight: null, fetchAfterBurst: false, generation: 0 };

/** Ids compare as strings: the API sends numbers or strings. */
const idKey = (id: Id) => String(id);

function canonicalSelection(selection: CartSelection): string {
  const single = Object.entries(selection.selectedAttributes)
    .map(([attribute, value]) => `${attribute}=${value}`)
    .sort();
  const multi = Object.entries(selection.selectedMultiAttributes)
    .filter(([, values]) => values.length > 0)
    .map(([group, values]) => `${group}=${[...values].map(String).sort().join(',')}`)
    .sort();
  return `${single.join('&')}|${multi.join('&')}`;
}

/** Identical adds (same product, same options) waiting together are sent as one add of their total quantity. */
function addKey(request: Pick<AddRequest, 'productId' | 'selection'>): string {
  return `${request.productId}|${canonicalSelection(request.selection)}`;
}

export function enqueueAdd(state: CartQueueState, request: AddRequest): CartQueueState {
  const key = addKey(request);
  const waiting = state.entries.findIndex((entry) => entry.kind === 'add' && entry.key === key);
  if (waiting >= 0) {
    const entries = state.entries.map((entry, index) =>
      index === waiting && entry.kind === 'add' ? { ...entry, requests: [...entry.requests, request] } : entry,
    );
    return { ...state, entries };
  }
  return { ...state, entries: [...state.entries, { kind: 'add', key, requests: [request] }] };
}

function withLineTaps(state: CartQueueState, lineId: string, tap: (taps: LineTaps) => LineTaps): CartQueueState {
  const line = state.lines[lineId] ?? { sent: noTaps, queued: noTaps };
  const lines = { ...state.lines, [lineId]: { ...line, queued: tap(line.queued) } };
  const queued = state.entries.some((entry) => entry.kind === 'line' && entry.lineId === lineId);
  return { ...state, lines, entries: queued ? state.entries : [...state.entries, { kind: 'line', lineId }] };
}

/** A tap on + (1) or - (-1) of a line. */
export function enqueueLineDelta(state: CartQueueState, lineId: Id, delta: number): CartQueueState {
  return withLineTaps(state, idKey(lineId), (taps) => ({ ...taps, delta: taps.delta + delta }));
}

/** A tap on Remove: the line goes whatever its taps said. */
export function enqueueLineRemoval(state: CartQueueState, lineId: Id): CartQueueState {
  return withLineTaps(state, idKey(lineId), () => ({ delta: 0, remove: true }));
}

export function enqueueCouponApply(state: CartQueueState, code: string): CartQueueState {
  // A second code typed before the first was answered replaces it: only the latest one matters.
  const entries = state.entries.filter((entry) => entry.kind !== 'apply-coupon' && entry.kind !== 'remove-coupon');
  return { ...state, entries: [...entries, { kind: 'apply-coupon', code }] };
}

export function enqueueCouponRemoval(state: CartQueueState): CartQueueState {
  const entries = state.entries.filter((entry) => entry.kind !== 'apply-coupon' && entry.kind !== 'remove-coupon');
  return { ...state, entries: [...entries, { kind: 'remove-coupon' }] };
}

/** A fetch asked for by a screen. One waiting fetch is enough; it reports failure if any asker wanted that. */
export function enqueueFetch(state: CartQueueState, reportFailure: boolean): CartQueueState {
  const waiting = state.entries.find((entry): entry is Extract<QueueEntry, { kind: 'fetch' }> => entry.kind === 'fetch');
  if (waiting) {
    if (waiting.reportFailure || !reportFailure) return state;
    return { ...state, entries: state.entries.map((entry) => (entry === waiting ? { kind: 'fetch', reportFailure: true } : entry)) };
  }
  return { ...state, entries: [...state.entries, { kind: 'fetch', reportFailure }] };
}

/** Everything waiting is dropped and answers to calls already sent will be ignored. */
export function resetQueue(state: CartQueueState): CartQueueState {
  return { ...initialCartQueue, inFlight: state.inFlight, generation: state.generation + 1 };
}

const hasTaps = (taps: LineTaps) => taps.remove || taps.delta !== 0;

/** The quantity a line would have with the given taps applied to the server's quantity. */
function applyTaps(quantity: number, ...taps: LineTaps[]): number {
  let result = quantity;
  for (const tap of taps) result = tap.remove ? 0 : Math.max(0, result + tap.delta);
  return result;
}

function selectionPayload(item: CartItem) {
  return { selected_attributes: item.selectedAttributes, selected_multi_attributes: item.selectedMultiAttributes };
}

export function isIdle(state: CartQueueState): boolean {
  return state.inFlight === null;
}

export function hasWork(state: CartQueueState): boolean {
  return state.entries.length > 0 || state.fetchAfterBurst;
}

/**
 * Takes the next entry off the queue and turns it into a call, or into nothing when its taps cancel out
 * (+1 then -1). Call only when idle. Returns the new state and the operation to run (null: nothing to run
 * now, possibly with the queue shortened: call again while `hasWork`).
 */
export function planNext(state: CartQueueState, cart: CartSummary): { state: CartQueueState; operation: CartOperation | null } {
  const [entry, ...rest] = state.entries;
  const { generation } = state;
  if (!entry) {
    if (!state.fetchAfterBurst) return { state, operation: null };
    const operation: CartOperation = { generation, kind: 'fetch', reportFailure: false };
    return { state: { ...state, fetchAfterBurst: false, inFlight: operation }, operation };
  }
  const next = { ...state, entries: rest };
  switch (entry.kind) {
    case 'add': {
      const [first] = entry.requests;
      if (!first) return { state: next, operation: null };
      const quantity = entry.requests.reduce((sum, request) => sum + request.quantity, 0);
      const operation: CartOperation = {
        generation,
        kind: 'add',
        productId: first.productId,
        requests: entry.requests,
        payload: {
          product_id: first.productId,
          quantity,
          selected_attributes: { ...first.selection.selectedAttributes },
          selected_multi_attributes: Object.fromEntries(Object.entries(first.selection.selectedMultiAttributes).map(([group, values]) => [group, [...values]])),
        },
      };
      return { state: { ...next, inFlight: operation }, operation };
    }
    case 'line': {
      const line = state.lines[entry.lineId];
      const item = cart.cartItems.find((candidate) => idKey(candidate.id) === entry.lineId);
      const { [entry.lineId]: _done, ...otherLines } = state.lines;
      // The line is gone (removed elsewhere, or the cart was replaced): its taps have nothing to act on.
      if (!line || !item) return { state: { ...next, lines: otherLines }, operation: null };
      const quantity = applyTaps(item.quantity, line.queued);
      const lines = { ...state.lines, [entry.lineId]: { sent: line.queued, queued: noTaps } };
      if (quantity === item.quantity) return { state: { ...next, lines: otherLines }, operation: null };
      const productId = idKey(item.product_id);
      const operation: CartOperation =
        quantity === 0
          ? { generation, kind: 'remove', lineId: entry.lineId, productId }
          : { generation, kind: 'update', lineId: entry.lineId, productId, payload: { cart_id: item.id, quantity, ...selectionPayload(item) } };
      return { state: { ...next, lines, inFlight: operation }, operation };
    }
    case 'apply-coupon': {
      const operation: CartOperation = { generation, kind: 'apply-coupon', code: entry.code };
      return { state: { ...next, inFlight: operation }, operation };
    }
    case 'remove-coupon': {
      const operation: CartOperation = { generation, kind: 'remove-coupon' };
      return { state: { ...next, inFlight: operation }, operation };
    }
    case 'fetch': {
      const operation: CartOperation = { generation, kind: 'fetch', reportFailure: entry.reportFailure };
      return { state: { ...next, fetchAfterBurst: false, inFlight: operation }, operation };
    }
    default:
      return entry satisfies never;
  }
}

/** Whether an answer to this operation may replace the cart (it was sent in the current generation). */
export function isCurrent(state: CartQueueState, operation: CartOperation): boolean {
  return operation.generation === state.generation;
}

/** The call in flight has been answered or has failed: the same bookkeeping either way (see below). */
export function settle(state: CartQueueState, operation: CartOperation): CartQueueState {
  if (state.inFlight !== operation) return state;
  let { lines } = state;
  if ((operation.kind === 'update' || operation.kind === 'remove') && isCurrent(state, operation)) {
    const line = lines[operation.lineId];
    if (line) {
      // Done: the server's quantity now includes the sent taps. Failed: they are rolled back. Either way
      // only the taps made since remain, and they are already queued for the next call.
      const { [operation.lineId]: _settled, ...others } = lines;
      lines = hasTaps(line.queued) ? { ...lines, [operation.lineId]: { sent: noTaps, queued: line.queued } } : others;
    }
  }
  const mutated = operation.kind !== 'fetch' && isCurrent(state, operation);
  return { ...state, lines, inFlight: null, fetchAfterBurst: state.fetchAfterBurst || mutated };
}

/** A cart line as the shopper sees it: the server's line with the taps not yet answered applied. */
export interface CartLineView {
  item: CartItem;
  /** The quantity to show: the server's, plus taps on their way. 0 while a removal is on its way. */
  quantity: number;
  /** Taps on this line are on their way or waiting. */
  pending: boolean;
  removing: boolean;
}

export function cartLineViews(cart: CartSummary, state: CartQueueState): CartLineView[] {
  return cart.cartItems.map((item) => {
    const line = state.lines[idKey(item.id)];
    if (!line) return { item, quantity: item.quantity, pending: false, removing: false };
    const quantity = applyTaps(item.quantity, line.sent, line.queued);
    return { item, quantity, pending: hasTaps(line.sent) || hasTaps(line.queued), removing: quantity === 0 };
  });
}

/** Products with an add waiting or in flight, so their Add buttons can show it. */
export function addingProductIds(state: CartQueueState): string[] {
  const ids = new Set<string>();
  for (const entry of state.entries) if (entry.kind === 'add') for (const request of entry.requests) ids.add(request.productId);
  if (state.inFlight?.kind === 'add') ids.add(state.inFlight.productId);
  return [...ids];
}

/** The product whose line or add is being changed right now (spec: is_cart_updating_product). */
export function updatingProductId(state: CartQueueState): string | null {
  const operation = state.inFlight;
  if (!operation) return null;
  return operation.kind === 'add' || operation.kind === 'update' || operation.kind === 'remove' ? operation.productId : null;
}

/** Whether a cart change is running (spec: is_cart_updating). A plain fetch is not a change. */
export function isUpdating(state: CartQueueState): boolean {
  return state.inFlight !== null && state.inFlight.kind !== 'fetch';
}
