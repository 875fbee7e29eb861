import { createEvent, sample } from 'effector';
import { request } from '@/api/client';
import { profile } from '@/api/calls/profile';
import { cacheCheckRequested } from '@/models/cache/cache.model';
import { connectivityWatchStarted, connectivityWatchStopped } from '@/models/connectivity/connectivity.model';
import { consentRestoreRequested } from '@/models/consent/consent.model';
import { persistenceStarted, rehydrateFx } from '@/models/persist/persist.model';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, ensureGuestIdFx, profileReceived } from '@/models/session/session.model';
import { siteDataNeeded } from '@/models/site/site.model';

/** Starts the app inside its fork scope: nothing happens before this event. */
export const appStarted = createEvent();
/** Tears the app's background work down (its timers and window listeners): a scope that is thrown away. */
export const appStopped = createEvent();

// When the app starts, make sure the guest has an id and watch connectivity.
sample({ clock: appStarted, target: [ensureGuestIdFx, connectivityWatchStarted, consentRestoreRequested] });
// When the guest id is known, read the kept state (the first requests need its branch and token).
sample({ clock: ensureGuestIdFx.finally, target: persistenceStarted });
// When the kept state is in (or timed out), load the site and check the caches.
sample({ clock: rehydrateFx.finally, target: [siteDataNeeded, cacheCheckRequested] });
/** A kept customer's profile, asked for again at start (ADR 0019, 0020). */
export const profileRefreshFx = createRequestFx((context, _: void) => request(context, profile.get));
// When the kept state holds a customer's token, refresh their profile; a 401 logs them out once (request model),
// any other failure keeps the kept profile (a shopper offline at start stays signed in).
sample({ clock: rehydrateFx.finally, source: $isLoggedIn, filter: Boolean, fn: () => undefined, target: profileRefreshFx });
sample({ clock: profileRefreshFx.doneData, fn: (answer) => answer.user, target: profileReceived });
// When the app stops, stop watching connectivity: nothing of a thrown-away scope keeps ticking.
sample({ clock: appStopped, target: connectivityWatchStopped });
