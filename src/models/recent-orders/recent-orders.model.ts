import { createEvent, createStore, merge, sample } from 'effector';
import { recentOrders } from '@/api/calls/recent-orders';
import { request } from '@/api/client';
import type { RecentOrder } from '@/api/schemas/recent-orders.schema';
import { $selectedBranchId } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';

/**
 * The branch's recent orders, read by the social-proof plugin. It lives here rather than in the plugin's folder
 * because plugins may not import src/api (eslint.config.js); only the plugin's chunk imports it, so a store without
 * the plugin never downloads it.
 */

export type RecentOrdersStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RecentOrdersState {
  status: RecentOrdersStatus;
  orders: RecentOrder[];
  /** Which request the list waits for: an answer for a branch the shopper has since left is dropped. */
  request: number;
}

export const initialRecentOrders: RecentOrdersState = { status: 'idle', orders: [], request: 0 };

/** Something came on screen that shows recent orders. */
export const recentOrdersWanted = createEvent();

export const fetchRecentOrdersFx = createRequestFx((context, _request: number) => request(context, recentOrders.list));

export const $recentOrders = createStore<RecentOrdersState>(initialRecentOrders);

// When orders are first wanted, number a request; later wants reuse the answer (or the failure: the notices
// are a nicety, not worth asking a failing server again on every page).
const firstRequest = sample({
  clock: recentOrdersWanted,
  source: $recentOrders,
  filter: (state) => state.status === 'idle',
  fn: (state) => state.request + 1,
});

// When the branch changes after orders were wanted, they belong to the other branch: number a new request.
const branchRequest = sample({
  clock: $selectedBranchId.updates,
  source: $recentOrders,
  filter: (state) => state.status !== 'idle',
  fn: (state) => state.request + 1,
});

const requestStarted = merge([firstRequest, branchRequest]);

// When a request starts, nothing of the old list stays on show; ask the server.
$recentOrders.on(requestStarted, (_state, request) => ({ status: 'loading', orders: [], request }));
sample({ clock: requestStarted, target: fetchRecentOrdersFx });

// When the latest request answers, its orders are the list; an older answer is ignored.
$recentOrders.on(fetchRecentOrdersFx.done, (state, { params, result }) =>
  params === state.request ? { ...state, status: 'ready', orders: result.orders } : state,
);

// When the latest request fails (or its answer is malformed), there is nothing to show.
$recentOrders.on(fetchRecentOrdersFx.fail, (state, { params }) => (params === state.request ? { ...state, status: 'failed', orders: [] } : state));
