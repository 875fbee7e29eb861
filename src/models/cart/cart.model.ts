import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { request } from '@/api/client';
import { cart } from '@/api/calls/cart';
import { shopperMessage } from '@/api/api-error';
import type { CartSummary } from '@/api/schemas/cart.schema';
import type { Id } from '@/api/schemas/common.schema';
import { branchPicked } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';
import { toastShown } from '@/models/toast/toast.model';
import {
  addingProductIds,
  cartLineViews,
  enqueueAdd,
  enqueueCouponApply,
  enqueueCouponRemoval,
  enqueueFetch,
  enqueueLineDelta,
  enqueueLineRemoval,
  hasWork,
  initialCartQueue,
  isCurrent,
  isIdle,
  isUpdating,
  planNext,
  resetQueue,
  settle,
  updatingProductId,
  type CartOperation,
  type CartQueueState,
  type CartSelection,
} from './cart-queue.lib';

export type { CartLineView } from './cart-queue.lib';

/** The cart slice of spec section 3: the server's summary plus the client's in-flight flags. */
export type CartState = CartSummary & {
  is_cart_updating: boolean;
  /** The product whose line is changing, so its controls can show a pending state. */
  is_cart_updating_product: string | null;
};

export const emptyCartSummary: CartSummary = {
  cartItems: [],
  cartDetails: { items_count: 0, total_quantity: 0 },
  tax_amount: 0,
  delivery_charge: 0,
  delivery_message: null,
  order_discount_amount: 0,
  shipping_discount_amount: 0,
  product_price_discount: 0,
  subtotal: 0,
  total_original_price: 0,
  total_discount: 0,
  address: null,
  total: 0,
  discount_eligibility_message: null,
  coupon_applied: false,
  coupon_message: null,
  customer_applied_coupon: null,
  is_delivery_available: true,
  adjusted_cart_items: [],
  subtotal_after_discounts: 0,
};

export const initialCart: CartState = { ...emptyCartSummary, is_cart_updating: false, is_cart_updating_product: null };

export const CART_FETCH_ERROR = 'Cart Fetch Error';
export const CART_REMOVE_ERROR = 'Error remove item from cart';
const CART_CHANGE_ERROR = 'Could not update the cart. Please try again.';
const COUPON_REMOVE_ERROR = 'Could not remove the coupon. Please try again.';
const COUPON_APPLY_ERROR = 'Could not apply the code. Please try again.';

// ---------------------------------------------------------------------------------------------------------
// What screens ask for

export const homePageOpened = createEvent();
/** The cart screen opened: fetch it, without a toast if that fails (the screen shows its own state). */
export const cartOpened = createEvent();
export const cartRestored = createEvent<CartSummary>();

export interface CartAddRequest {
  /** The caller's id for this tap, echoed by `cartAddSettled`. */
  requestId: string;
  product_id: Id;
  quantity?: number;
  selection: CartSelection;
}
export const cartAddRequested = createEvent<CartAddRequest>();
/** Once per requestId: its add was answered (ok) or refused or failed (message: what the toast said). */
export const cartAddSettled = createEvent<{ requestId: string; ok: boolean; message: string | null }>();

export const lineIncremented = createEvent<string>();
/** Below 1 the line is removed (spec section 4). */
export const lineDecremented = createEvent<string>();
export const lineRemoved = createEvent<string>();

export const couponApplyRequested = createEvent<string>();
export const couponRemoveRequested = createEvent();

// ---------------------------------------------------------------------------------------------------------
// The calls. Every cart call goes through the queue below (runCartOperationFx).

/** Runs one queued operation with the call it needs. */
export const runCartOperationFx = createRequestFx((context, operation: CartOperation): Promise<CartSummary> => {
  switch (operation.kind) {
    case 'fetch':
      return request(context, cart.get);
    case 'add':
      return request(context, cart.add, { body: operation.payload });
    case 'update':
      return request(context, cart.update, { body: operation.payload });
    case 'remove':
      return request(context, cart.remove, { params: { cart_item_id: operation.lineId } });
    case 'apply-coupon':
      return request(context, cart.applyCoupon, { body: { code: operation.code } });
    case 'remove-coupon':
      return request(context, cart.removeCoupon);
    default:
      return operation satisfies never;
  }
});

// ---------------------------------------------------------------------------------------------------------
// State

export const $cartQueue = createStore<CartQueueState>(initialCartQueue);
export const $cart = createStore<CartState>(initialCart);

export const $cartLines = combine($cart, $cartQueue, cartLineViews);
/** Items in the cart as the shopper sees them, taps on their way included. */
export const $cartQuantity = $cartLines.map((lines) => lines.reduce((sum, line) => sum + line.quantity, 0));
/** The adds the cart took in this visit: the cart's badge plays its bump on each (never on a count that loads). */
export const $cartAdds = createStore(0).on(cartAddSettled, (count, { ok }) => (ok ? count + 1 : count));
export const $addingProductIds = $cartQueue.map(addingProductIds);

export interface CouponRequestState {
  status: 'idle' | 'applying' | 'removing';
  /** The server's words for the last rejected code; cleared by the next request. */
  error: string | null;
}
export const $couponRequest = createStore<CouponRequestState>({ status: 'idle', error: null });

export type CartFetchStatus = 'idle' | 'loading' | 'failed';
export const $cartFetchStatus = createStore<CartFetchStatus>('idle');

// ---------------------------------------------------------------------------------------------------------
// Queueing

$cartQueue
  .on(cartAddRequested, (queue, request) =>
    enqueueAdd(queue, { requestId: request.requestId, productId: String(request.product_id), quantity: request.quantity ?? 1, selection: request.selection }),
  )
  .on(lineIncremented, (queue, lineId) => enqueueLineDelta(queue, lineId, 1))
  .on(lineDecremented, (queue, lineId) => enqueueLineDelta(queue, lineId, -1))
  .on(lineRemoved, (queue, lineId) => enqueueLineRemoval(queue, lineId))
  .on(couponApplyRequested, (queue, code) => enqueueCouponApply(queue, code))
  .on(couponRemoveRequested, (queue) => enqueueCouponRemoval(queue))
  .on(homePageOpened, (queue) => enqueueFetch(queue, true))
  .on(cartOpened, (queue) => enqueueFetch(queue, false));

// When the user logs out, signs in (the backend has merged the guest's lines into the account's cart, ADR 0019) or
// picks another branch, what was waiting is for another cart: drop it, and ignore answers to what was already sent.
// Then fetch the new cart.
$cartQueue.on([loggedOut, sessionStarted, branchPicked], (queue) => enqueueFetch(resetQueue(queue), true));
$cart.on(loggedOut, () => initialCart);

// When the queue is idle and has work, take the next operation. planNext may drop entries whose taps
// cancel out without running anything; the store update then brings us back here for the next one.
const planned = sample({
  clock: $cartQueue,
  source: $cart,
  filter: (_, queue) => isIdle(queue) && hasWork(queue),
  fn: (cart, queue) => planNext(queue, cart),
});
$cartQueue.on(planned, (_, plan) => plan.state);
sample({
  clock: planned.filterMap((plan) => plan.operation ?? undefined),
  target: runCartOperationFx,
});

// ---------------------------------------------------------------------------------------------------------
// Settling

const operationAnswered = sample({
  clock: runCartOperationFx.done,
  source: $cartQueue,
  fn: (queue, { params, result }) => ({ operation: params, summary: result, current: isCurrent(queue, params) }),
});
const operationFailed = sample({
  clock: runCartOperationFx.fail,
  source: $cartQueue,
  fn: (queue, { params, error }) => ({ operation: params, error, current: isCurrent(queue, params) }),
});

// When a call answers, its summary replaces ours whole (the server's figures are the truth), unless
// it was sent before a reset. Removing the coupon also clears its fields, whatever the server left.
$cart.on(operationAnswered, (cart, { operation, summary, current }) => {
  if (!current) return cart;
  const next = { ...cart, ...summary };
  return operation.kind === 'remove-coupon' ? { ...next, coupon_applied: false, coupon_message: null, customer_applied_coupon: null } : next;
});
$cart.on(cartRestored, (cart, summary) => ({ ...cart, ...summary }));

// Declared after the $cart reducer above on purpose: the cart takes the answer first, so the next
// operation is planned from the quantities the server just gave (taps are relative to them).
$cartQueue.on(operationAnswered, (queue, { operation }) => settle(queue, operation));
$cartQueue.on(operationFailed, (queue, { operation }) => settle(queue, operation));

// The spec's flags follow the queue: set while a change runs, cleared when it settles.
sample({
  clock: $cartQueue,
  source: $cart,
  filter: (cart, queue) => cart.is_cart_updating !== isUpdating(queue) || cart.is_cart_updating_product !== updatingProductId(queue),
  fn: (cart, queue): CartState => ({ ...cart, is_cart_updating: isUpdating(queue), is_cart_updating_product: updatingProductId(queue) }),
  target: $cart,
});

// Every tap on an Add button hears back once (identical taps were sent together as one add).
type AddOutcome = { requestId: string; ok: boolean; message: string | null };
const announceAddOutcomesFx = createEffect((outcomes: AddOutcome[]) => {
  for (const outcome of outcomes) cartAddSettled(outcome);
});
sample({
  clock: operationAnswered,
  filter: ({ operation }) => operation.kind === 'add',
  fn: ({ operation }): AddOutcome[] => (operation.kind === 'add' ? operation.requests.map(({ requestId }) => ({ requestId, ok: true, message: null })) : []),
  target: announceAddOutcomesFx,
});
sample({
  clock: operationFailed,
  filter: ({ operation }) => operation.kind === 'add',
  fn: ({ operation, error }): AddOutcome[] => {
    const message = shopperMessage(error, CART_CHANGE_ERROR);
    return operation.kind === 'add' ? operation.requests.map(({ requestId }) => ({ requestId, ok: false, message })) : [];
  },
  target: announceAddOutcomesFx,
});

// When an add or a quantity change is refused (422), show the server's message; other failures say so calmly.
sample({
  clock: operationFailed,
  filter: ({ operation, current }) => current && (operation.kind === 'add' || operation.kind === 'update'),
  fn: ({ error }) => ({ message: shopperMessage(error, CART_CHANGE_ERROR), tone: 'error' as const }),
  target: toastShown,
});
// When a removal fails, say so (spec section 8).
sample({
  clock: operationFailed,
  filter: ({ operation, current }) => current && operation.kind === 'remove',
  fn: () => ({ message: CART_REMOVE_ERROR, tone: 'error' as const }),
  target: toastShown,
});
sample({
  clock: operationFailed,
  filter: ({ operation, current }) => current && operation.kind === 'remove-coupon',
  fn: () => ({ message: COUPON_REMOVE_ERROR, tone: 'error' as const }),
  target: toastShown,
});
// When the home page's fetch fails, say so (spec section 8); the cart screen shows its own failed state.
sample({
  clock: operationFailed,
  filter: ({ operation, current }) => current && operation.kind === 'fetch' && operation.reportFailure,
  fn: () => ({ message: CART_FETCH_ERROR, tone: 'error' as const }),
  target: toastShown,
});

// The coupon request's state, for the discounts screen.
$couponRequest
  .on(couponApplyRequested, () => ({ status: 'applying', error: null }))
  .on(couponRemoveRequested, () => ({ status: 'removing', error: null }))
  .on(operationAnswered, (state, { operation }) =>
    operation.kind === 'apply-coupon' || operation.kind === 'remove-coupon' ? { status: 'idle', error: null } : state,
  )
  .on(operationFailed, (state, { operation, error }) => {
    if (operation.kind === 'apply-coupon') return { status: 'idle', error: shopperMessage(error, COUPON_APPLY_ERROR) };
    if (operation.kind === 'remove-coupon') return { status: 'idle', error: null };
    return state;
  })
  .reset(loggedOut, branchPicked);

// The fetch state, for the cart screen: a fetch asked for by a screen, or the one after a burst.
$cartFetchStatus
  .on(runCartOperationFx, (status, operation) => (operation.kind === 'fetch' ? 'loading' : status))
  .on(operationAnswered, (status, { operation }) => (operation.kind === 'fetch' ? 'idle' : status))
  .on(operationFailed, (status, { operation }) => (operation.kind === 'fetch' ? 'failed' : status));
