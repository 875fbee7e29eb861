import { createEvent, createStore, sample } from 'effector';
import { shopperMessage } from '@/api/api-error';
import { loyalty } from '@/api/calls/loyalty';
import { request } from '@/api/client';
import type { Referrals } from '@/api/schemas/loyalty.schema';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, sessionStarted } from '@/models/session/session.model';

/** The refer-a-friend page: the customer's code, the rules and the friends who joined with it. */
type ReferralsState =
  | { view: 'loading' }
  | { view: 'ready'; referrals: Referrals; refreshing: boolean }
  | { view: 'failed'; message: string };

export const REFERRALS_LOAD_ERROR = 'We couldn’t load your referrals.';

/** The page opened: load, or refresh what an earlier visit showed (a friend may have joined since). */
export const referAFriendOpened = createEvent();
/** Retry after the first load failed. */
export const referralsRetried = createEvent();

export const fetchReferralsFx = createRequestFx((context) => request(context, loyalty.referrals));

export const $referrals = createStore<ReferralsState>({ view: 'loading' });

// When the page opens, or Retry is pressed after a failure, ask, unless an ask is on its way.
sample({ clock: referAFriendOpened, source: fetchReferralsFx.pending, filter: (pending) => !pending, fn: () => undefined, target: fetchReferralsFx });
sample({
  clock: referralsRetried,
  source: { state: $referrals, pending: fetchReferralsFx.pending },
  filter: ({ state, pending }) => state.view === 'failed' && !pending,
  fn: () => undefined,
  target: fetchReferralsFx,
});

// While asking, a page already shown stays (refreshing); otherwise it is loading.
$referrals.on(fetchReferralsFx, (state) => (state.view === 'ready' ? { ...state, refreshing: true } : { view: 'loading' }));
$referrals.on(fetchReferralsFx.doneData, (_, answer) => ({ view: 'ready', referrals: answer.data, refreshing: false }));
// When asking fails, a page already shown stays as it was; otherwise say so with Retry.
$referrals.on(fetchReferralsFx.failData, (state, error) =>
  state.view === 'ready' ? { ...state, refreshing: false } : { view: 'failed', message: shopperMessage(error, REFERRALS_LOAD_ERROR) },
);

// When the session changes hands, the referrals were someone else's.
$referrals.reset(loggedOut, sessionStarted);
