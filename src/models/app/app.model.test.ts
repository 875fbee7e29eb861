import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { UserProfile } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { emptyPersistedState, type RestoreResult } from '@/models/persist/persist.lib';
import { rehydrateFx } from '@/models/persist/persist.model';
import { $user } from '@/models/session/session.model';
import { profileRefreshFx } from './app.model';

const kept: UserProfile = { id: 7, name: 'Ana', email: 'ana@example.com', phone: null, avatar: null, referral_code: null };

function startWith(user: RestoreResult['state']['user'], refresh: () => Promise<{ user: UserProfile }>) {
  const restored: RestoreResult = { state: { ...emptyPersistedState, user }, outcome: 'restored', reason: null };
  const refreshCall = vi.fn(refresh);
  const scope = fork({ handlers: [[rehydrateFx, () => restored], requestHandler(profileRefreshFx, refreshCall)] });
  return { scope, refreshCall };
}

describe('a kept session at start', () => {
  it("refreshes the customer's profile with the server's", async () => {
    const { scope, refreshCall } = startWith({ authToken: 'kept-token', ...kept }, () => Promise.resolve({ user: { ...kept, name: 'Ana Lima' } }));
    await allSettled(rehydrateFx, { scope });
    expect(refreshCall).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).toMatchObject({ authToken: 'kept-token', name: 'Ana Lima' });
  });

  it('keeps the kept profile when the refresh fails for another reason than 401 (offline at start)', async () => {
    const { scope } = startWith({ authToken: 'kept-token', ...kept }, () => Promise.reject(new ApiError('network', 'Failed to fetch')));
    await allSettled(rehydrateFx, { scope });
    expect(scope.getState($user)).toMatchObject({ authToken: 'kept-token', name: 'Ana' });
  });

  it('asks nothing for a guest', async () => {
    const { scope, refreshCall } = startWith({ authToken: null }, () => Promise.resolve({ user: kept }));
    await allSettled(rehydrateFx, { scope });
    expect(refreshCall).not.toHaveBeenCalled();
  });
});
