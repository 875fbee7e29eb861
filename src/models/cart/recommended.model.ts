import { createEvent, createStore, sample } from 'effector';
import { recommended } from '@/api/calls/recommended';
import { request } from '@/api/client';
import type { Product } from '@/api/schemas/product.schema';
import { branchPicked } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';

/** Products suggested beside the cart on /cart (GET /api/get-cart-recommended-products). */

export type RecommendedStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RecommendedState {
  status: RecommendedStatus;
  products: Product[];
  /** Which request the list waits for: an answer for an earlier branch or shopper is dropped. */
  request: number;
}

export const initialRecommended: RecommendedState = { status: 'idle', products: [], request: 0 };

/** The cart screen opened, or Retry was clicked: suggestions depend on the cart, so ask again. */
export const recommendedProductsRequested = createEvent();

export const fetchRecommendedProductsFx = createRequestFx((context, _request: number) => request(context, recommended.list));

export const $recommendedProducts = createStore<RecommendedState>(initialRecommended);

// When suggestions are asked for, number a new request.
const requestStarted = sample({ clock: recommendedProductsRequested, source: $recommendedProducts, fn: (state) => state.request + 1 });

// When a request starts, what is on show stays while it refreshes; ask the server.
$recommendedProducts.on(requestStarted, (state, request) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'loading', request }));
sample({ clock: requestStarted, target: fetchRecommendedProductsFx });

// When the latest request answers, its products replace ours; an older answer is ignored.
$recommendedProducts.on(fetchRecommendedProductsFx.done, (state, { params, result }) =>
  params === state.request ? { ...state, status: 'ready', products: result.data } : state,
);

// When the latest request fails, keep suggestions on show, else say it failed.
$recommendedProducts.on(fetchRecommendedProductsFx.fail, (state, { params }) =>
  params === state.request && state.status !== 'ready' ? { ...state, status: 'failed' } : state,
);

// When the branch or the shopper changes, the suggestions were for another cart.
$recommendedProducts.on([branchPicked, loggedOut, sessionStarted], (state) => ({ ...initialRecommended, request: state.request + 1 }));
