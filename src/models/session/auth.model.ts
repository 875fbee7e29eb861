import { createEvent, sample } from 'effector';
import { account } from '@/api/calls/account';
import { auth } from '@/api/calls/auth';
import { profile } from '@/api/calls/profile';
import { request } from '@/api/client';
import type {
  ForgotPasswordPayload,
  LoginOtpPayload,
  LoginPayload,
  ProfileUpdatePayload,
  RegisterPayload,
  SendLoginOtpPayload,
  VerifyForgotPasswordPayload,
} from '@/api/schemas/user.schema';
import { forgetReferralFx } from '@/models/kept-referral/kept-referral.model';
import { createRequestFx } from '@/models/request/request.model';
import { toastShown } from '@/models/toast/toast.model';
import { $authToken, loggedOut, profileReceived, sessionStarted } from './session.model';

/*
 * The account calls as effects (ADR 0019). Loaded with the account screens, never at start: the start-up path knows
 * only the session slice (session.model.ts) and the 401 rule (request.model.ts).
 */

/** Said once the shopper's own logout is done (not after a session that expired: that is no choice of theirs). */
export const LOGGED_OUT_MESSAGE = 'You are logged out.';

/** The shopper asked to log out. */
export const logoutClicked = createEvent();

// Sign-in and register are sent by a guest, so they carry the guest id: the backend moves that guest's cart into the
// account's cart in the same request.
export const loginFx = createRequestFx((context, payload: LoginPayload) => request(context, auth.login, { body: payload }));
export const registerFx = createRequestFx((context, payload: RegisterPayload) => request(context, auth.register, { body: payload }));
export const sendLoginOtpFx = createRequestFx((context, payload: SendLoginOtpPayload) => request(context, auth.sendLoginOtp, { body: payload }));
export const loginWithOtpFx = createRequestFx((context, payload: LoginOtpPayload) => request(context, auth.loginWithOtp, { body: payload }));
export const sendPasswordResetFx = createRequestFx((context, payload: ForgotPasswordPayload) => request(context, auth.sendForgotPasswordEmail, { body: payload }));
export const resetPasswordFx = createRequestFx((context, payload: VerifyForgotPasswordPayload) => request(context, auth.verifyForgotPassword, { body: payload }));
export const fetchProfileFx = createRequestFx((context, _: void) => request(context, profile.get));
export const updateProfileFx = createRequestFx((context, payload: ProfileUpdatePayload) => request(context, account.updateDetails, { body: payload }));
/** Tells the server that the session with this token has ended; sent after it has ended here, so with its own token. */
export const logoutFx = createRequestFx((context, endedToken: string) => request({ ...context, authToken: endedToken, sessionEnd: null }, account.logout));

// When a sign-in (password or code) or a registration succeeds, merge its token and profile into the user; the cart
// model then fetches the account's cart, into which the backend has moved the guest's lines.
sample({ clock: [loginFx.doneData, loginWithOtpFx.doneData, registerFx.doneData], target: sessionStarted });
// When a registration succeeds, forget the referral kept on this device: it has been used.
sample({ clock: registerFx.done, fn: () => undefined, target: forgetReferralFx });
// When a profile fetch or update answers, merge the profile into the user.
sample({ clock: [fetchProfileFx.doneData, updateProfileFx.doneData], fn: (answer) => answer.user, target: profileReceived });
// When the shopper logs out, the session ends on this device at once: no later call carries its token, and the calls
// still on their way are dropped or asked again as the guest (ADR 0042). Then the server is told, with that token; a
// failed or slow call never keeps a shopper logged in on a shared device.
const loggingOut = sample({ clock: logoutClicked, source: $authToken, filter: (token): token is string => token !== null });
sample({ clock: loggingOut, fn: (): void => undefined, target: loggedOut });
sample({ clock: loggingOut, target: logoutFx });
// When the shopper's logout is done, say so.
sample({ clock: logoutFx.finally, fn: () => ({ message: LOGGED_OUT_MESSAGE, tone: 'success' as const }), target: toastShown });
