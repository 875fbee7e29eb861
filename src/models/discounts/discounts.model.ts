import { createEvent, createStore, sample } from 'effector';
import { discounts } from '@/api/calls/discounts';
import { request } from '@/api/client';
import type { Discount } from '@/api/schemas/discount.schema';
import { branchPicked } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';

/** The discount codes listed on /cart/discounts. Applying and removing a code is the cart model's job. */

export type DiscountsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface DiscountsState {
  status: DiscountsStatus;
  discounts: Discount[];
  /**
   * Which request the list waits for. Eligibility depends on the caller's cart and branch, so an answer
   * to a request made before the branch or the shopper changed is dropped.
   */
  request: number;
}

export const initialDiscounts: DiscountsState = { status: 'idle', discounts: [], request: 0 };

/** The discounts screen opened, or Retry was clicked: fetch the list afresh (eligibility follows the cart). */
export const discountsOpened = createEvent();

export const fetchDiscountsFx = createRequestFx((context, _request: number) => request(context, discounts.list));

export const $discounts = createStore<DiscountsState>(initialDiscounts);

// When the screen opens, number a new request.
const requestStarted = sample({ clock: discountsOpened, source: $discounts, fn: (state) => state.request + 1 });

// When a request starts, a list already on show stays while it refreshes; ask the server.
$discounts.on(requestStarted, (state, request) => ({ ...state, status: state.status === 'ready' ? 'ready' : 'loading', request }));
sample({ clock: requestStarted, target: fetchDiscountsFx });

// When the latest request answers, its list replaces ours; an older answer is ignored.
$discounts.on(fetchDiscountsFx.done, (state, { params, result }) =>
  params === state.request ? { ...state, status: 'ready', discounts: result.data } : state,
);

// When the latest request fails, keep a list on show, else say it failed.
$discounts.on(fetchDiscountsFx.fail, (state, { params }) =>
  params === state.request && state.status !== 'ready' ? { ...state, status: 'failed' } : state,
);

// When the branch or the shopper changes, the list (and any answer on its way) belongs to someone else.
$discounts.on([branchPicked, loggedOut, sessionStarted], (state) => ({ ...initialDiscounts, request: state.request + 1 }));
