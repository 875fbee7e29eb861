import { createEvent, createStore, sample } from 'effector';
import { shopperMessage } from '@/api/api-error';
import { orders } from '@/api/calls/orders';
import { request } from '@/api/client';
import type { OrderSummary } from '@/api/schemas/order.schema';
import { appendPage, emptyPagedList, type PagedListState } from '@/models/catalog/paged-list.lib';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';

/** The signed-in customer's orders, newest first (the server's order), a page at a time with "Show more". */
type MyOrdersState = PagedListState<OrderSummary>;

export const MY_ORDERS_ERROR = 'We couldn’t load your orders.';
export const MORE_ORDERS_ERROR = 'We couldn’t load more orders.';

/** My orders opened: load the first page, or again if the list on hand is from an earlier visit. */
export const myOrdersOpened = createEvent();
/** "Show more" pressed. Ignored while a page loads, after a failure (Retry is for that) or at the end. */
export const moreOrdersRequested = createEvent();
/** Retry after a failed page. */
export const ordersRetried = createEvent();

export const fetchOrdersPageFx = createRequestFx((context, page: number) => request(context, orders.list, { query: { page } }));

export const $myOrders = createStore<MyOrdersState>(emptyPagedList<OrderSummary>());

// When the list opens, load the first page afresh: an order placed since the last visit goes on top.
sample({ clock: myOrdersOpened, source: $myOrders, filter: (state) => !state.isFetching, fn: () => 1, target: fetchOrdersPageFx });

// When Show more is pressed, load the next page, unless one is loading, the last one failed, or this was the last.
sample({
  clock: moreOrdersRequested,
  source: $myOrders,
  filter: (state) => !state.isFetching && state.error === null && state.currentPage > 0 && state.currentPage < state.lastPage,
  fn: (state) => state.currentPage + 1,
  target: fetchOrdersPageFx,
});

// When Retry is pressed, load the page that failed.
sample({
  clock: ordersRetried,
  source: $myOrders,
  filter: (state) => !state.isFetching && state.error !== null,
  fn: (state) => state.currentPage + 1,
  target: fetchOrdersPageFx,
});

$myOrders.on(fetchOrdersPageFx, (state) => ({ ...state, isFetching: true, error: null }));

// When a page answers, append it (page 1 starts the list again); an order pushed onto the next page by a new one is
// not shown twice.
$myOrders.on(fetchOrdersPageFx.done, (state, { result }) => {
  const shown = new Set(result.current_page <= 1 ? [] : state.items.map((order) => String(order.id)));
  return appendPage(state, {
    items: result.data.filter((order) => !shown.has(String(order.id))),
    currentPage: result.current_page,
    lastPage: result.last_page,
  });
});

// When a page fails, keep what is shown and offer Retry.
$myOrders.on(fetchOrdersPageFx.fail, (state, { params, error }) => ({
  ...state,
  isFetching: false,
  error: shopperMessage(error, params === 1 ? MY_ORDERS_ERROR : MORE_ORDERS_ERROR),
}));

// When the session changes hands, the list was someone else's.
$myOrders.reset(loggedOut, sessionStarted);
