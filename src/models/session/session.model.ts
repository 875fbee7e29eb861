import { createEffect, createEvent, createStore, sample } from 'effector';
import type { UserProfile } from '@/api/schemas/user.schema';
import { readOrCreateGuestId } from './guest-id.lib';

/** The user slice: the auth token plus the profile fields, merged in as they arrive (spec section 3). */
export type UserState = { authToken: string | null } & Partial<UserProfile>;

export const guestUser: UserState = { authToken: null };

export const sessionStarted = createEvent<{ token: string; user: UserProfile }>();
export const profileReceived = createEvent<Partial<UserProfile>>();
export const loggedOut = createEvent();

export const ensureGuestIdFx = createEffect(() => readOrCreateGuestId());

export const $user = createStore<UserState>(guestUser);
export const $authToken = $user.map((user) => user.authToken);
export const $isLoggedIn = $authToken.map((token) => token !== null);
/** Empty until the app has started; requests are only sent after that. */
export const $guestId = createStore('');

// When a login or registration succeeds, merge its token and profile into the user.
$user.on(sessionStarted, (user, { token, user: profile }) => ({ ...user, ...profile, authToken: token }));
// When a profile fetch or update answers, merge it into the user.
$user.on(profileReceived, (user, profile) => ({ ...user, ...profile }));
// When the shopper logs out, or the session expires, reset the user.
$user.reset(loggedOut);

$guestId.on(ensureGuestIdFx.doneData, (_, guestId) => guestId);

/**
 * Ends the calls sent with the current token: aborted the moment the token goes (a logout, a 401, another sign-in), and
 * a new one made for the next token. Null for a guest.
 */
const $tokenCalls = createStore<AbortController | null>(null, { serialize: 'ignore' });
const endTokenCallsFx = createEffect((calls: AbortController) => calls.abort());

/**
 * Fires when the session of the current token ends, read by every request with the token (src/models/request): a call
 * still on its way is then dropped or asked again as the guest (src/api/client.ts, ADR 0042), so nothing meant for the
 * session that ended lands in the state that follows it.
 */
export const $sessionEnd = $tokenCalls.map((calls) => calls?.signal ?? null);

// When the token changes, the old one's calls end and the new one's begin.
const tokenChanged = sample({ clock: $authToken.updates, source: $tokenCalls, fn: (ended, token) => ({ ended, started: token === null ? null : new AbortController() }) });
$tokenCalls.on(tokenChanged, (_, { started }) => started);
sample({ clock: tokenChanged.filterMap(({ ended }) => ended ?? undefined), target: endTokenCallsFx });
