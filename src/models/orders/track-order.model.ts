import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { orders } from '@/api/calls/orders';
import { request } from '@/api/client';
import type { TrackedOrder } from '@/api/schemas/order.schema';
import { createRequestFx } from '@/models/request/request.model';
import { orderStatusSentence, pollDelayMs } from './order-status.lib';

/*
 * The tracking screen's order (ADR 0027): loaded when the screen opens, then asked for again on a schedule that
 * slows as the order advances (pollDelayMs), stopped at a final status, paused while the tab is hidden and resumed
 * with an immediate look when it shows again. One timer and one visibility listener per scope, each with its stop
 * function kept in the scope (as src/models/connectivity does), removed when the screen closes (ADR 0027).
 */

export interface TrackRequest {
  orderId: string;
  /** The order's tracking token from the confirmation link (a guest on another device); null for the owner. */
  token: string | null;
}

type TrackingView = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

interface TrackingState {
  view: TrackingView;
  request: TrackRequest | null;
  order: TrackedOrder | null;
  /** The first load's failure (view `failed`), or the last refresh's while an order is shown. */
  error: string | null;
  /** Said once per status change by the screen's polite live region; '' until the status first changes. */
  announcement: string;
}

export const TRACKING_LOAD_ERROR = 'We couldn’t load this order’s progress.';
export const TRACKING_REFRESH_ERROR = 'We couldn’t check for news just now. We’ll try again shortly.';

const initialTracking: TrackingState = { view: 'idle', request: null, order: null, error: null, announcement: '' };

/** The tracking screen opened (or its address changed to another order). */
export const trackingOpened = createEvent<TrackRequest>();
/** The tracking screen closed: stop asking and listening. */
export const trackingClosed = createEvent();
/** The shopper pressed Retry after the first load failed. */
export const trackingRetried = createEvent();
/** The tab was shown or hidden. */
const pageVisibilityChanged = createEvent<boolean>();

export const fetchTrackedOrderFx = createRequestFx((context, asked: TrackRequest) =>
  request(context, orders.track, { query: { order_id: asked.orderId, token: asked.token ?? undefined } }),
);

export const $tracking = createStore<TrackingState>(initialTracking);
export const $pageVisible = createStore(true).on(pageVisibilityChanged, (_, visible) => visible);

const sameRequest = (a: TrackRequest | null, b: TrackRequest) => a !== null && a.orderId === b.orderId && a.token === b.token;

// When the screen opens for an order, start afresh unless it already shows that order (Back to a screen still held).
$tracking.on(trackingOpened, (state, request) => (sameRequest(state.request, request) ? state : { ...initialTracking, view: 'loading', request }));
$tracking.reset(trackingClosed);

// When the screen opens, ask at once.
sample({ clock: trackingOpened, target: fetchTrackedOrderFx });

// When Retry is pressed after a failed first load, ask again.
const retried = sample({
  clock: trackingRetried,
  source: $tracking,
  filter: (state) => state.view === 'failed' && state.request !== null,
  fn: (state) => state.request as TrackRequest,
});
$tracking.on(retried, (state) => ({ ...state, view: 'loading', error: null }));
sample({ clock: retried, target: fetchTrackedOrderFx });

// An answer or failure counts only for the order on screen now.
const answered = sample({
  clock: fetchTrackedOrderFx.done,
  source: $tracking,
  filter: (state, { params }) => sameRequest(state.request, params),
  fn: (_, { result }) => result.data,
});
const failed = sample({
  clock: fetchTrackedOrderFx.fail,
  source: $tracking,
  filter: (state, { params }) => sameRequest(state.request, params),
  fn: (_, { error }) => error,
});

// When the order answers, show it; when its status moved on since the last answer, say so once.
$tracking.on(answered, (state, order) => ({
  ...state,
  view: 'ready',
  order,
  error: null,
  announcement: state.order !== null && state.order.status !== order.status ? orderStatusSentence(order.status) : state.announcement,
}));

// When the first load fails, say so (no such order for this caller: not found); a failed refresh keeps the order shown.
$tracking.on(failed, (state, error) =>
  state.order !== null
    ? { ...state, error: TRACKING_REFRESH_ERROR }
    : isApiError(error) && (error.status === 404 || error.status === 403)
      ? { ...state, view: 'notFound', error: null }
      : { ...state, view: 'failed', error: shopperMessage(error, TRACKING_LOAD_ERROR) },
);

/** How long to wait before the next look: null once the order is final or nothing is shown. */
const $pollDelay = $tracking.map((state) => (state.view === 'ready' && state.order !== null ? pollDelayMs(state.order.status) : null));
/** Whether tracking should be asking: an order on screen, not final, and the tab visible. */
const $polling = combine($pollDelay, $pageVisible, (delay, visible) => delay !== null && visible);

/** The wait before the next look is over. */
const pollDue = createEvent();

/**
 * Waits `delay` ms, then says the next look is due; returns the cancel function. The wait is set after each answer,
 * from the status it brought, so a new pace applies at once (a fixed-period timer would run one wait at the old pace).
 * One wait per scope: a running one is cancelled first.
 */
const schedulePollFx = createEffect(({ delay, running }: { delay: number; running: (() => void) | null }) => {
  running?.();
  const due = scopeBind(pollDue, { safe: true });
  const timer = setTimeout(due, delay);
  return () => clearTimeout(timer);
});
const cancelPollFx = createEffect((cancel: (() => void) | null) => cancel?.());
/** The waiting look's cancel function, per scope (a torn-down scope leaves no timer behind). */
const $cancelPoll = createStore<(() => void) | null>(null, { serialize: 'ignore' });
sample({ clock: schedulePollFx.doneData, target: $cancelPoll });
sample({ clock: cancelPollFx.finally, fn: () => null, target: $cancelPoll });

// When an answer (or a failed look) leaves tracking live, wait the status's time before the next look.
sample({
  clock: [answered, failed],
  source: { polling: $polling, delay: $pollDelay, running: $cancelPoll },
  filter: ({ polling, delay }) => polling && delay !== null,
  fn: ({ delay, running }) => ({ delay: delay as number, running }),
  target: schedulePollFx,
});

// When tracking should no longer ask (final, hidden, closed), cancel the waiting look.
sample({ clock: $polling.updates, source: $cancelPoll, filter: (_, polling) => !polling, target: cancelPollFx });

// When the wait is over, look, unless the last look is still on its way or tracking stopped meanwhile.
sample({
  clock: pollDue,
  source: { state: $tracking, polling: $polling, asking: fetchTrackedOrderFx.pending },
  filter: ({ state, polling, asking }) => polling && !asking && state.request !== null,
  fn: ({ state }) => state.request as TrackRequest,
  target: fetchTrackedOrderFx,
});

// When the tab shows again while a live order is on screen, look at once: it may have moved on meanwhile.
sample({
  clock: pageVisibilityChanged,
  source: { state: $tracking, delay: $pollDelay, asking: fetchTrackedOrderFx.pending },
  filter: ({ delay, asking, state }, visible) => visible && delay !== null && !asking && state.request !== null,
  fn: ({ state }) => state.request as TrackRequest,
  target: fetchTrackedOrderFx,
});

/**
 * Listens to the tab's visibility; returns the stop function. A watch already running is stopped first, so opening
 * the screen twice never doubles the listener.
 */
const watchVisibilityFx = createEffect((running: (() => void) | null) => {
  running?.();
  const changed = scopeBind(pageVisibilityChanged, { safe: true });
  const onChange = () => changed(document.visibilityState !== 'hidden');
  document.addEventListener('visibilitychange', onChange);
  onChange();
  return () => document.removeEventListener('visibilitychange', onChange);
});
const stopVisibilityWatchFx = createEffect((stop: (() => void) | null) => stop?.());
/** The running watch's stop function, per scope (a torn-down scope leaves no listener behind). */
const $stopVisibilityWatch = createStore<(() => void) | null>(null, { serialize: 'ignore' });

// When the screen opens, listen to the tab's visibility; when it closes, stop listening.
sample({ clock: trackingOpened, source: $stopVisibilityWatch, target: watchVisibilityFx });
sample({ clock: watchVisibilityFx.doneData, target: $stopVisibilityWatch });
sample({ clock: trackingClosed, source: $stopVisibilityWatch, target: stopVisibilityWatchFx });
sample({ clock: stopVisibilityWatchFx.finally, fn: () => null, target: $stopVisibilityWatch });
