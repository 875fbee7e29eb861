// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { RequestContext } from '@/api/client';
import type { UserProfile } from '@/api/schemas/user.schema';
import { keepReferral, readKeptReferral } from '@/models/kept-referral/kept-referral.lib';
import { unauthorizedResponseReceived } from '@/models/request/request.model';
import { $toasts } from '@/models/toast/toast.model';
import { fetchProfileFx, LOGGED_OUT_MESSAGE, loginFx, loginWithOtpFx, logoutClicked, logoutFx, registerFx, updateProfileFx } from './auth.model';
import { $isLoggedIn, $user, loggedOut } from './session.model';

const ada: UserProfile = { id: 7, name: 'Ada', email: 'ada@example.com', phone: null, avatar: null, referral_code: 'ADA7' };
const signedIn = { authToken: 't-1', ...ada };

afterEach(() => {
  vi.useRealTimers();
});

/** Runs `run` with fake timers and lets the 2 s toast timer it starts pass, so allSettled can finish. */
async function withToastTimers(run: () => Promise<unknown>): Promise<void> {
  vi.useFakeTimers();
  const settled = run();
  await vi.advanceTimersByTimeAsync(2_000);
  await settled;
}

describe('the session', () => {
  describe('signing in', () => {
    it('merges the token and profile on a password login', async () => {
      const scope = fork({ handlers: [[loginFx, () => ({ token: 't-1', user: ada })]] });
      await allSettled(loginFx, { scope, params: { email: 'ada@example.com', password: 'secret' } });
      expect(scope.getState($user)).toEqual({ ...ada, authToken: 't-1' });
      expect(scope.getState($isLoggedIn)).toBe(true);
    });

    it('merges the token and profile on a one-time code login', async () => {
      const scope = fork({ handlers: [[loginWithOtpFx, () => ({ token: 't-otp', user: ada })]] });
      await allSettled(loginWithOtpFx, { scope, params: { login: '+1 555 0100', otp: '246810' } });
      expect(scope.getState($user)).toEqual({ ...ada, authToken: 't-otp' });
    });

    it('merges on registration, and forgets the referral kept on the device (it has been used)', async () => {
      keepReferral({ code: 'ALEX10' });
      const scope = fork({ handlers: [[registerFx, () => ({ token: 't-2', user: ada })]] });
      await allSettled(registerFx, { scope, params: { name: 'Ada', email: 'ada@example.com', phone: null, password: 'secret-1', referral_code: 'ALEX10' } });
      expect(scope.getState($user).authToken).toBe('t-2');
      expect(readKeptReferral()).toBeNull();
    });

    it('keeps the guest (and the kept referral) when a login or registration is refused', async () => {
      keepReferral({ code: 'ALEX10' });
      const refuse = () => {
        throw new ApiError('rejected', 'These credentials do not match our records.', 422);
      };
      const scope = fork({ handlers: [[loginFx, refuse], [registerFx, refuse]] });
      await allSettled(loginFx, { scope, params: { email: 'x@example.com', password: 'nope' } });
      await allSettled(registerFx, { scope, params: { name: 'X', email: 'x@example.com', password: 'nope' } });
      expect(scope.getState($user)).toEqual({ authToken: null });
      expect(readKeptReferral()?.code).toBe('ALEX10');
    });

    it('merges a fetched or updated profile without losing the token', async () => {
      const scope = fork({
        values: [[$user, signedIn]],
        handlers: [
          [fetchProfileFx, () => ({ user: { ...ada, phone: '+1 555 0100' } })],
          [updateProfileFx, () => ({ user: { ...ada, name: 'Ada L.' } })],
        ],
      });
      await allSettled(fetchProfileFx, { scope });
      expect(scope.getState($user)).toMatchObject({ authToken: 't-1', phone: '+1 555 0100' });
      await allSettled(updateProfileFx, { scope, params: { name: 'Ada L.' } });
      expect(scope.getState($user)).toMatchObject({ authToken: 't-1', name: 'Ada L.' });
    });
  });

  describe('logging out', () => {
    it('resets the user at once, then tells the server with the token that ended', async () => {
      const told: { tokenSent: string; loggedInThen: boolean }[] = [];
      // The request effect's handler gets the request context first (createRequestFx), then the ended token.
      const tellServer = (_: RequestContext, endedToken: string) => void told.push({ tokenSent: endedToken, loggedInThen: scope.getState($isLoggedIn) });
      const scope = fork({ values: [[$user, signedIn]], handlers: [[logoutFx, tellServer as unknown as () => void]] });
      await withToastTimers(() => allSettled(logoutClicked, { scope }));
      expect(told).toEqual([{ tokenSent: 't-1', loggedInThen: false }]);
      expect(scope.getState($user)).toEqual({ authToken: null });
    });

    it('says "logged out" as a toast', async () => {
      vi.useFakeTimers();
      const scope = fork({ values: [[$user, signedIn]], handlers: [[logoutFx, () => undefined]] });
      const settled = allSettled(logoutClicked, { scope });
      await vi.advanceTimersByTimeAsync(0);
      expect(scope.getState($toasts)).toEqual([{ message: LOGGED_OUT_MESSAGE, tone: 'success' }]);
      await vi.advanceTimersByTimeAsync(2_000);
      await settled;
    });

    it.each([
      ['offline', new ApiError('network', 'Failed to fetch')],
      ['a server error', new ApiError('server', 'Server error (500)', 500)],
      ['a time-out', new ApiError('timeout', 'The request timed out.')],
    ])('logs the shopper out on this device even when the call fails (%s)', async (_, failure) => {
      const scope = fork({
        values: [[$user, signedIn]],
        handlers: [
          [
            logoutFx,
            () => {
              throw failure;
            },
          ],
        ],
      });
      await withToastTimers(() => allSettled(logoutClicked, { scope }));
      expect(scope.getState($user)).toEqual({ authToken: null });
    });

    it('logs out once when the logout call itself answers 401 (a session that had already ended)', async () => {
      const scope = fork({
        values: [[$user, signedIn]],
        handlers: [
          [
            logoutFx,
            () => {
              throw new ApiError('unauthorized', 'Unauthenticated.', 401, [], true);
            },
          ],
        ],
      });
      let logouts = 0;
      const watch = createWatch({ unit: loggedOut, scope, fn: () => (logouts += 1) });
      await withToastTimers(() => allSettled(logoutClicked, { scope }));
      watch.unsubscribe();
      expect(logouts).toBe(1);
      expect(scope.getState($user)).toEqual({ authToken: null });
    });
  });

  it('a 401 anywhere logs out once, however many calls answer it', async () => {
    const scope = fork({ values: [[$user, signedIn]] });
    let logouts = 0;
    const watch = createWatch({ unit: loggedOut, scope, fn: () => (logouts += 1) });
    await allSettled(unauthorizedResponseReceived, { scope });
    await allSettled(unauthorizedResponseReceived, { scope });
    await allSettled(unauthorizedResponseReceived, { scope });
    watch.unsubscribe();
    expect(logouts).toBe(1);
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});
