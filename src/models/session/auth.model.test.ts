import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { UserProfile } from '@/api/schemas/user.schema';
import { fetchProfileFx, loginFx, logoutClicked, logoutFx, registerFx, updateProfileFx } from './auth.model';
import { $isLoggedIn, $user } from './session.model';

const ada: UserProfile = { id: 7, name: 'Ada', email: 'ada@example.com', phone: null, avatar: null, referral_code: 'ADA7' };

describe('the user slice', () => {
  it('merges the token and profile on login', async () => {
    const scope = fork({ handlers: [[loginFx, () => ({ token: 't-1', user: ada })]] });
    await allSettled(loginFx, { scope, params: { email: 'ada@example.com', password: 'secret' } });
    expect(scope.getState($user)).toEqual({ ...ada, authToken: 't-1' });
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  it('merges on registration', async () => {
    const scope = fork({ handlers: [[registerFx, () => ({ token: 't-2', user: ada })]] });
    await allSettled(registerFx, { scope, params: { name: 'Ada', email: 'ada@example.com', phone: null, password: 'secret' } });
    expect(scope.getState($user).authToken).toBe('t-2');
  });

  it('merges a fetched or updated profile without losing the token', async () => {
    const scope = fork({
      values: [[$user, { authToken: 't-1', ...ada }]],
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

  it('resets on logout, even when the logout call fails', async () => {
    const scope = fork({
      values: [[$user, { authToken: 't-1', ...ada }]],
      handlers: [
        [
          logoutFx,
          () => {
            throw new ApiError('network', 'offline');
          },
        ],
      ],
    });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($user)).toEqual({ authToken: null });
  });

  it('keeps the user when a login is refused', async () => {
    const scope = fork({
      handlers: [
        [
          loginFx,
          () => {
            throw new ApiError('rejected', 'These credentials do not match our records.', 422);
          },
        ],
      ],
    });
    await allSettled(loginFx, { scope, params: { email: 'x@example.com', password: 'nope' } }).catch(() => undefined);
    expect(scope.getState($user)).toEqual({ authToken: null });
  });
});
