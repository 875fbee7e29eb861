import { createEvent, sample } from 'effector';
import { cacheCheckRequested } from '@/models/cache/cache.model';
import { connectivityWatchStarted, connectivityWatchStopped } from '@/models/connectivity/connectivity.model';
import { consentRestoreRequested } from '@/models/consent/consent.model';
import { persistenceStarted, rehydrateFx } from '@/models/persist/persist.model';
import { ensureGuestIdFx } from '@/models/session/session.model';
import { siteDataRequested } from '@/models/site/site.model';

/** Starts the app inside its fork scope: nothing happens before this event. */
export const appStarted = createEvent();
/** Tears the app's background work down (its timers and window listeners): a scope that is thrown away. */
export const appStopped = createEvent();

// When the app starts, make sure the guest has an id and watch connectivity.
sample({ clock: appStarted, target: [ensureGuestIdFx, connectivityWatchStarted, consentRestoreRequested] });
// When the guest id is known, read the kept state (the first requests need its branch and token).
sample({ clock: ensureGuestIdFx.finally, target: persistenceStarted });
// When the kept state is in (or timed out), load the site and check the caches.
sample({ clock: rehydrateFx.finally, target: [siteDataRequested, cacheCheckRequested] });
// When the app stops, stop watching connectivity: nothing of a thrown-away scope keeps ticking.
sample({ clock: appStopped, target: connectivityWatchStopped });
