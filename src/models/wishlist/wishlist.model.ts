import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { shopperMessage } from '@/api/api-error';
import { wishlist } from '@/api/calls/wishlist';
import { request } from '@/api/client';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, loggedOut, sessionStarted } from '@/models/session/session.model';
import { toastShown } from '@/models/toast/toast.model';
import {
  endedSession,
  heartMayLoad,
  initialWishlist,
  loaded,
  loadFailed,
  loadStarted,
  PENDING_ADD_KEY,
  pendingAddFrom,
  pendingAddText,
  planNextSend,
  sendFailed,
  settled,
  signInPathFor,
  toggled,
  wanted,
  type WishlistProduct,
  type WishlistRequest,
} from './wishlist.lib';

export { isSaved, type WishlistProduct } from './wishlist.lib';

/*
 * The customer's wishlist (ADR 0023): which products the hearts show as saved, and the list of /account/wishlist.
 * Loaded lazily, with the hearts' code: nothing here runs at start-up. The first heart (or the wishlist screen) to
 * show asks for it with `wishlistNeeded`; it is loaded once per session, again on sign-in and when the screen opens,
 * and forgotten on logout. After a failed load the next heart asks again only once a back-off is over (ADR 0036).
 * Every answer is checked against the session that asked: one that comes back after a logout or for another customer
 * is dropped.
 */

export const WISHLIST_SAVED_MESSAGE = 'Saved to your wishlist';
export const signInToSaveMessage = (name: string) => `Log in to save ${name} to your wishlist.`;
export const saveFailedMessage = (name: string) => `We couldn’t save ${name} to your wishlist. Please try again.`;
export const removeFailedMessage = (name: string) => `We couldn’t remove ${name} from your wishlist. Please try again.`;

/** A heart (or the wishlist screen) is on show: the wishlist is needed, if it is not here yet. */
export const wishlistNeeded = createEvent();
/** The wishlist screen opened: its list is read afresh. */
export const wishlistScreenOpened = createEvent();
/** The shopper asked to try the failed list again. */
export const wishlistRetried = createEvent();
/** A tap on a heart. A guest is asked to sign in, and the product is saved once they have. */
export const heartTapped = createEvent<WishlistProduct>();
/** The shopper asked for a product saved or not, whatever it shows (the wishlist screen's Remove and Undo). */
export const wishlistChangeRequested = createEvent<{ product: WishlistProduct; inWishlist: boolean }>();

const pendingAddFound = createEvent<WishlistProduct>();

/** When a heart asked: the back-off after a failed load is measured against it. */
const heartClockFx = createEffect(() => Date.now());
/** When a load of `session` failed: the back-off starts then. */
const failureClockFx = createEffect((session: number) => ({ session, at: Date.now() }));

/** `session`: the session that asked (see $session), so an answer that comes back in another one is dropped. */
export const loadWishlistFx = createRequestFx((context, _session: number) => request(context, wishlist.get));
// The storefront always says which state it wants (`in_wishlist`), never "flip it": a repeated tap never undoes one.
export const saveWishlistChangeFx = createRequestFx((context, change: WishlistRequest & { session: number }) =>
  request(context, wishlist.toggle, { body: { product_id: change.product.id, in_wishlist: change.inWishlist } }),
);

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A guest tapped a heart: keep the product in this tab and send them to sign in, with the way back to this page. A
 * storage that refuses (private mode) loses only the save after signing in, never the way to sign in.
 */
const askSignInFx = createEffect((product: WishlistProduct) => {
  try {
    safeSessionStorage()?.setItem(PENDING_ADD_KEY, pendingAddText(product, Date.now()));
  } catch {
    // Full or refused: the shopper taps again after signing in.
  }
  const { pathname, search, hash } = window.location;
  window.history.pushState(null, '', signInPathFor(`${pathname}${search}${hash}`));
});

/** The guest's kept add, if there is one fit to apply: taken, so it is applied once whatever happens next. */
const takePendingAddFx = createEffect((): WishlistProduct | null => {
  const storage = safeSessionStorage();
  try {
    const text = storage?.getItem(PENDING_ADD_KEY) ?? null;
    storage?.removeItem(PENDING_ADD_KEY);
    return pendingAddFrom(text, Date.now());
  } catch {
    return null;
  }
});

export const $wishlist = createStore(initialWishlist);
/** Counts sign-ins and logouts: requests carry the count they were sent in, and an answer from another is dropped. */
const $session = createStore(0);

const sessionBegan = sample({ clock: sessionStarted, source: $session, fn: (session) => session + 1 });
const sessionEnded = sample({ clock: loggedOut, source: $session, fn: (session) => session + 1 });
$session.on([sessionBegan, sessionEnded], (_, session) => session);
// When a customer signs in or logs out, what was known or asked for belonged to the previous session.
$wishlist.reset(sessionBegan, sessionEnded);

const $customer = combine({ loggedIn: $isLoggedIn, session: $session, state: $wishlist });

// When a heart or the screen first needs the wishlist of a signed-in customer (or the last load failed), read the
// clock; then load it, unless a failed load's back-off is still on: the hearts shown meanwhile ask nothing.
sample({
  clock: wishlistNeeded,
  source: $customer,
  filter: ({ loggedIn, state }) => loggedIn && (state.status === 'idle' || state.status === 'failed'),
  fn: (): void => undefined,
  target: heartClockFx,
});
sample({
  clock: heartClockFx.doneData,
  source: $customer,
  filter: ({ loggedIn, state }, now) => loggedIn && heartMayLoad(state, now),
  fn: ({ session }) => session,
  target: loadWishlistFx,
});
// When the screen opens or the shopper retries, load it afresh, unless a load is on its way.
sample({
  clock: [wishlistScreenOpened, wishlistRetried],
  source: $customer,
  filter: ({ loggedIn, state }) => loggedIn && state.status !== 'loading',
  fn: ({ session }) => session,
  target: loadWishlistFx,
});
// When a customer signs in, load theirs (hearts may be on show: this model exists once one was).
sample({ clock: sessionBegan, target: loadWishlistFx });

$wishlist.on(loadWishlistFx, loadStarted);
// When the list answers in the session that asked, it is what the server has; a failure keeps what is known.
sample({
  clock: loadWishlistFx.done,
  source: $customer,
  filter: ({ session }, { params }) => params === session,
  fn: ({ state }, { result }) => loaded(state, result.data),
  target: $wishlist,
});
// When it fails, the time is read first: the state says failed and when hearts may ask again in one step.
sample({
  clock: loadWishlistFx.fail,
  source: $session,
  filter: (session, { params }) => params === session,
  fn: (_, { params }) => params,
  target: failureClockFx,
});
sample({
  clock: failureClockFx.doneData,
  source: $customer,
  filter: ({ session }, failure) => failure.session === session,
  fn: ({ state }, { at }) => loadFailed(state, at),
  target: $wishlist,
});

// When a customer's wishlist loads, apply the add they tapped as a guest, once: an explicit add, never a toggle that
// could remove a product they had already saved.
sample({ clock: loadWishlistFx, target: takePendingAddFx });
sample({ clock: takePendingAddFx.doneData, filter: (product): product is WishlistProduct => product !== null, target: pendingAddFound });

// When a guest taps a heart, ask them to sign in (the product is kept for afterwards).
sample({ clock: heartTapped, filter: $isLoggedIn.map((loggedIn) => !loggedIn), target: askSignInFx });
sample({ clock: askSignInFx, fn: (product) => ({ message: signInToSaveMessage(product.name), tone: 'info' as const }), target: toastShown });

// When a customer taps a heart, it shows the other state at once.
sample({ clock: heartTapped, source: $wishlist, filter: $isLoggedIn, fn: toggled, target: $wishlist });
// When the screen asks for a state, or a guest's kept add is found, the heart shows it at once.
sample({
  clock: wishlistChangeRequested,
  source: $wishlist,
  filter: $isLoggedIn,
  fn: (state, { product, inWishlist }) => wanted(state, product, inWishlist),
  target: $wishlist,
});
sample({ clock: pendingAddFound, source: $wishlist, filter: $isLoggedIn, fn: (state, product) => wanted(state, product, true, true), target: $wishlist });

// When a product's wanted state is not the server's and nothing is on its way for it, send it. Marking it as sending
// changes the store, which brings us back here for the next product.
const planned = sample({
  clock: $wishlist,
  source: { loggedIn: $isLoggedIn, session: $session },
  filter: ({ loggedIn }) => loggedIn,
  fn: ({ session }, state) => {
    const plan = planNextSend(state);
    return plan ? { state: plan.state, request: { ...plan.request, session } } : null;
  },
}).filterMap((plan) => plan ?? undefined);
$wishlist.on(planned, (_, plan) => plan.state);
sample({ clock: planned, fn: (plan) => plan.request, target: saveWishlistChangeFx });

// When the server answers in the session that asked, its state is the product's.
const answered = sample({
  clock: saveWishlistChangeFx.done,
  source: $session,
  filter: (session, { params }) => params.session === session,
  fn: (_, { params, result }) => ({ request: params, inWishlist: result.in_wishlist }),
});
sample({ clock: answered, source: $wishlist, fn: (state, { request, inWishlist }) => settled(state, request.product.id, inWishlist), target: $wishlist });
// When a guest's kept add is confirmed, say so.
sample({
  clock: answered,
  filter: ({ request, inWishlist }) => request.confirm && inWishlist,
  fn: () => ({ message: WISHLIST_SAVED_MESSAGE, tone: 'success' as const }),
  target: toastShown,
});

// When a change fails in the session that asked, the heart goes back and the shopper is told; a refusal says why.
// (A 401 ends the session, and with it what was asked for: see below.)
const failed = sample({
  clock: saveWishlistChangeFx.fail,
  source: $session,
  filter: (session, { params, error }) => params.session === session && !endedSession(error),
  fn: (_, { params, error }) => ({ request: params, error }),
});
sample({ clock: failed, source: $wishlist, fn: (state, { request }) => sendFailed(state, request.product.id), target: $wishlist });
sample({
  clock: failed,
  fn: ({ request, error }) => ({
    message: shopperMessage(error, request.inWishlist ? saveFailedMessage(request.product.name) : removeFailedMessage(request.product.name)),
    tone: 'error' as const,
  }),
  target: toastShown,
});
// When a save finds the session over (401: the request model logs out), it is a guest's tap now: sign in, then saved.
sample({
  clock: saveWishlistChangeFx.fail,
  filter: ({ params, error }) => endedSession(error) && params.inWishlist,
  fn: ({ params }) => params.product,
  target: askSignInFx,
});
