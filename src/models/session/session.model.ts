import { createEffect, createEvent, createStore } from 'effector';
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
