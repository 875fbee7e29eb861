import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { OtpSent, UserProfile } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loginWithOtpFx, resetPasswordFx, sendLoginOtpFx, sendPasswordResetFx } from './auth.model';
import { loggedOut } from './session.model';
import {
  $signInNotice,
  $signInWay,
  $typedLogin,
  forgotPasswordScreenOpened,
  loginCode,
  loginScreenOpened,
  loginTyped,
  resetCode,
  sendLoginCodeFx,
  sendResetCodeFx,
  signInWayChosen,
} from './sign-in.model';

const sent: OtpSent = { message: null, resend_after: 0, expires_in: 300, length: 6 };
const ana: UserProfile = { id: 7, name: 'Ana', email: 'ana@example.com', phone: null, avatar: null, referral_code: null };

describe('moving between the sign-in screens', () => {
  it('sends the login typed, trimmed, in the call the way needs', async () => {
    const loginCalls: unknown[] = [];
    const resetCalls: unknown[] = [];
    const scope = fork({
      handlers: [
        requestHandler(sendLoginOtpFx, (payload) => (loginCalls.push(payload), sent)),
        requestHandler(sendPasswordResetFx, (payload) => (resetCalls.push(payload), sent)),
      ],
    });
    await allSettled(sendLoginCodeFx, { scope, params: ' +1 555 0100 ' });
    await allSettled(sendResetCodeFx, { scope, params: ' ana@example.com ' });
    expect(loginCalls).toEqual([{ login: '+1 555 0100' }]);
    expect(resetCalls).toEqual([{ email: 'ana@example.com' }]);
    expect(scope.getState(loginCode.$sentTo)).toBe('+1 555 0100');
    expect(scope.getState(resetCode.$sentTo)).toBe('ana@example.com');
  });

  it('carries the login typed from one way (or screen) to the next', async () => {
    const scope = fork();
    await allSettled(loginTyped, { scope, params: 'ana@example.com' });
    await allSettled(signInWayChosen, { scope, params: 'code' });
    expect(scope.getState($signInWay)).toBe('code');
    expect(scope.getState($typedLogin)).toBe('ana@example.com');
  });

  it('offers the password first each time /login opens, with no code asked for yet', async () => {
    const scope = fork({ handlers: [requestHandler(sendLoginOtpFx, () => sent)] });
    await allSettled(signInWayChosen, { scope, params: 'code' });
    await allSettled(sendLoginCodeFx, { scope, params: 'ana@example.com' });
    await allSettled(loginScreenOpened, { scope });
    expect(scope.getState($signInWay)).toBe('password');
    expect(scope.getState(loginCode.$sentTo)).toBeNull();
  });

  it('opening /forgot-password starts from the email', async () => {
    const scope = fork({ handlers: [requestHandler(sendPasswordResetFx, () => sent)] });
    await allSettled(sendResetCodeFx, { scope, params: 'ana@example.com' });
    await allSettled(forgotPasswordScreenOpened, { scope });
    expect(scope.getState(resetCode.$sentTo)).toBeNull();
  });

  it('after a reset, /login confirms it and offers the email; signing in (or another reset) ends both', async () => {
    const scope = fork({
      handlers: [
        requestHandler(resetPasswordFx, () => ({ message: null })),
        requestHandler(loginWithOtpFx, () => ({ token: 't', user: ana })),
        requestHandler(sendPasswordResetFx, () => sent),
      ],
    });
    await allSettled(resetPasswordFx, { scope, params: { email: 'ana@example.com', code: '135790', password: 'new-password-2' } });
    expect(scope.getState($signInNotice)).toBe('password-changed');
    expect(scope.getState($typedLogin)).toBe('ana@example.com');
    // Opening /login (where the shopper is sent) keeps it.
    await allSettled(loginScreenOpened, { scope });
    expect(scope.getState($signInNotice)).toBe('password-changed');
    await allSettled(loginWithOtpFx, { scope, params: { login: 'ana@example.com', otp: '246810' } });
    expect(scope.getState($signInNotice)).toBeNull();
    expect(scope.getState($typedLogin)).toBe('');

    await allSettled(resetPasswordFx, { scope, params: { email: 'ana@example.com', code: '135790', password: 'new-password-3' } });
    await allSettled(sendResetCodeFx, { scope, params: 'ana@example.com' });
    expect(scope.getState($signInNotice)).toBeNull();
  });

  it('forgets the typed login when the shopper logs out (a shared device)', async () => {
    const scope = fork();
    await allSettled(loginTyped, { scope, params: 'ana@example.com' });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($typedLogin)).toBe('');
  });
});
