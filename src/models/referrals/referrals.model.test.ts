import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Referrals } from '@/api/schemas/loyalty.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import { $referrals, fetchReferralsFx, REFERRALS_LOAD_ERROR, referAFriendOpened, referralsRetried } from './referrals.model';
import { testReferrals } from './test-referrals';

function setup(answers: Array<Referrals | ApiError>) {
  const fetch = vi.fn(() => {
    const answer = answers.shift();
    return answer instanceof ApiError || answer === undefined ? Promise.reject(answer ?? new ApiError('server', 'no answer', 500)) : Promise.resolve({ data: answer });
  });
  return { scope: fork({ handlers: [requestHandler(fetchReferralsFx, fetch)] }), fetch };
}

describe('the refer-a-friend page', () => {
  it('loads the code, the rules and the referrals when it opens', async () => {
    const { scope } = setup([testReferrals()]);
    expect(scope.getState($referrals)).toEqual({ view: 'loading' });
    await allSettled(referAFriendOpened, { scope });
    expect(scope.getState($referrals)).toEqual({ view: 'ready', referrals: testReferrals(), refreshing: false });
  });

  it('a failed load says so, and Retry loads it', async () => {
    const { scope, fetch } = setup([new ApiError('server', 'Boom', 500), testReferrals()]);
    await allSettled(referAFriendOpened, { scope });
    expect(scope.getState($referrals)).toEqual({ view: 'failed', message: REFERRALS_LOAD_ERROR });
    await allSettled(referralsRetried, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($referrals).view).toBe('ready');
  });

  it('Retry asks nothing while the page is shown', async () => {
    const { scope, fetch } = setup([testReferrals()]);
    await allSettled(referAFriendOpened, { scope });
    await allSettled(referralsRetried, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('opened again, it refreshes: a friend who joined since appears; a failed refresh keeps what was shown', async () => {
    const later = testReferrals({ referrals: [...testReferrals().referrals, { ...testReferrals().referrals[0]!, id: 4, name: 'New F.' }] });
    const { scope } = setup([testReferrals(), later, new ApiError('network', 'offline')]);
    await allSettled(referAFriendOpened, { scope });
    await allSettled(referAFriendOpened, { scope });
    const shown = scope.getState($referrals);
    expect(shown.view === 'ready' && shown.referrals.referrals.map((referral) => referral.name)).toContain('New F.');
    await allSettled(referAFriendOpened, { scope });
    expect(scope.getState($referrals)).toEqual({ view: 'ready', referrals: later, refreshing: false });
  });

  it('logging out forgets them', async () => {
    const { scope } = setup([testReferrals()]);
    await allSettled(referAFriendOpened, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($referrals)).toEqual({ view: 'loading' });
  });
});
