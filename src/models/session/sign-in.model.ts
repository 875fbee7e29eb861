import { attach, createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionStarted } from './session.model';
import { resetPasswordFx, sendLoginOtpFx, sendPasswordResetFx } from './auth.model';
import { createCodeRequest } from './code-request.model';

/*
 * What the sign-in screens share while a shopper moves between them (/login by password or by code, /forgot-password,
 * /register): the login they typed, the way they chose, and the confirmation a reset leaves for /login. Loaded with
 * those screens only. Nothing is kept on the device: a reload starts afresh, and signing in forgets it all.
 */

/** The two ways in on /login. */
export type SignInWay = 'password' | 'code';

/** What /login says on arrival: the password was just changed (the shopper is not signed in: OWASP). */
type SignInNotice = 'password-changed';

export const loginScreenOpened = createEvent();
export const forgotPasswordScreenOpened = createEvent();
/** The shopper chose the other way in. */
export const signInWayChosen = createEvent<SignInWay>();
/** The email or phone number field changed, on any of the screens: the others start with it. */
export const loginTyped = createEvent<string>();

/** Asks for a sign-in code for a login (an email or a phone number). */
export const sendLoginCodeFx = attach({ effect: sendLoginOtpFx, mapParams: (login: string) => ({ login: login.trim() }) });
/** Asks for a password-reset code for an email. */
export const sendResetCodeFx = attach({ effect: sendPasswordResetFx, mapParams: (email: string) => ({ email: email.trim() }) });

export const loginCode = createCodeRequest(sendLoginCodeFx);
export const resetCode = createCodeRequest(sendResetCodeFx);

export const $signInWay = createStore<SignInWay>('password');
export const $typedLogin = createStore('');
export const $signInNotice = createStore<SignInNotice | null>(null);

// When /login opens, it offers the password first, and no code has been asked for on it.
$signInWay.on(signInWayChosen, (_, way) => way).reset(loginScreenOpened);
sample({ clock: loginScreenOpened, target: loginCode.opened });
// When /forgot-password opens, it starts from the email.
sample({ clock: forgotPasswordScreenOpened, target: resetCode.opened });
// When the shopper types their login anywhere, or a code is sent to one, the other screens start with it.
$typedLogin.on(loginTyped, (_, login) => login);
$typedLogin.on([sendLoginCodeFx.done, sendResetCodeFx.done], (_, { params }) => params.trim());
// When a password was reset, /login says so and offers the email it was reset for.
$signInNotice.on(resetPasswordFx.done, () => 'password-changed');
$typedLogin.on(resetPasswordFx.done, (_, { params }) => params.email);
// When someone signs in, starts another reset, or logs out, the notice and the typed login have done their job.
$signInNotice.reset(sessionStarted, sendPasswordResetFx, loggedOut);
$typedLogin.reset(sessionStarted, loggedOut);
