import { createEvent, sample } from 'effector';
import {
  fetchProfile,
  login,
  logout,
  register,
  updateProfile,
  type LoginPayload,
  type ProfileUpdatePayload,
  type RegisterPayload,
} from '@/api/session.api';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut, profileReceived, sessionStarted } from './session.model';

/** The shopper asked to log out. */
export const logoutClicked = createEvent();

export const loginFx = createRequestFx((context, payload: LoginPayload) => login(context, payload));
export const registerFx = createRequestFx((context, payload: RegisterPayload) => register(context, payload));
export const fetchProfileFx = createRequestFx((context, _: void) => fetchProfile(context));
export const updateProfileFx = createRequestFx((context, payload: ProfileUpdatePayload) => updateProfile(context, payload));
export const logoutFx = createRequestFx((context, _: void) => logout(context));

// When a login or registration succeeds, merge its token and profile into the user.
sample({ clock: [loginFx.doneData, registerFx.doneData], target: sessionStarted });
// When a profile fetch or update answers, merge the profile into the user.
sample({ clock: [fetchProfileFx.doneData, updateProfileFx.doneData], fn: (answer) => answer.user, target: profileReceived });
// When the shopper logs out, tell the server, and reset the user whatever it answers: a failed call must
// not keep a shopper logged in on a shared device.
sample({ clock: logoutClicked, target: logoutFx });
sample({ clock: logoutFx.finally, fn: () => undefined, target: loggedOut });
