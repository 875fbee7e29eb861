import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Referrer } from '@/api/schemas/loyalty.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { keepReferralFx } from '@/models/kept-referral/kept-referral.model';
import { $user, guestUser, type UserState } from '@/models/session/session.model';
import { $landingView, fetchReferrerFx, REFERRER_LOAD_ERROR, referralLandingOpened, referralLandingRetried } from './referral-landing.model';
import { testReferrer } from './test-referrals';

const customer = (referralCode: string | null): UserState => ({ authToken: 'tok', id: 9, name: 'Sam Kay', referral_code: referralCode });

function setup(answers: Array<Referrer | ApiError>, user: UserState = guestUser) {
  const asked: string[] = [];
  const fetch = vi.fn((code: string) => {
    asked.push(code);
    const answer = answers.shift();
    return answer instanceof ApiError || answer === undefined ? Promise.reject(answer ?? new ApiError('server', 'no answer', 500)) : Promise.resolve({ data: answer });
  });
  const kept = vi.fn();
  const scope = fork({ values: [[$user, user]], handlers: [requestHandler(fetchReferrerFx, fetch), [keepReferralFx, kept]] });
  return { scope, asked, kept };
}

describe('the referral landing', () => {
  it('a guest with a good code sees the invite, and the referral is kept once with the referrer’s name', async () => {
    const { scope, asked, kept } = setup([testReferrer()]);
    await allSettled(referralLandingOpened, { scope, params: 'alex10' });
    expect(asked).toEqual(['alex10']);
    expect(scope.getState($landingView)).toEqual({ kind: 'invited', referrer: testReferrer() });
    // The answer's spelling of the code is the one kept.
    expect(kept.mock.calls).toEqual([[{ code: 'ALEX10', referrerName: 'Alex M.' }]]);
  });

  it('an unknown code (404) says so and keeps nothing', async () => {
    const { scope, kept } = setup([new ApiError('rejected', 'Not found', 404)]);
    await allSettled(referralLandingOpened, { scope, params: 'NOPE' });
    expect(scope.getState($landingView)).toEqual({ kind: 'unknown' });
    expect(kept).not.toHaveBeenCalled();
  });

  it('an address without a code asks nothing', async () => {
    const { scope, asked } = setup([]);
    await allSettled(referralLandingOpened, { scope, params: null });
    expect(asked).toEqual([]);
    expect(scope.getState($landingView)).toEqual({ kind: 'unknown' });
  });

  it('a failed check offers Retry, which asks again and then keeps the good code', async () => {
    const { scope, asked, kept } = setup([new ApiError('network', 'offline'), testReferrer()]);
    await allSettled(referralLandingOpened, { scope, params: 'ALEX10' });
    expect(scope.getState($landingView)).toEqual({ kind: 'failed', message: REFERRER_LOAD_ERROR });
    expect(kept).not.toHaveBeenCalled();
    await allSettled(referralLandingRetried, { scope });
    expect(asked).toEqual(['ALEX10', 'ALEX10']);
    expect(scope.getState($landingView).kind).toBe('invited');
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('Retry does nothing unless the check failed', async () => {
    const { scope, asked } = setup([testReferrer()]);
    await allSettled(referralLandingOpened, { scope, params: 'ALEX10' });
    await allSettled(referralLandingRetried, { scope });
    expect(asked).toEqual(['ALEX10']);
  });

  it('a signed-in customer is told invites are for new customers, and nothing is kept', async () => {
    const { scope, kept } = setup([testReferrer()], customer('SAM22'));
    await allSettled(referralLandingOpened, { scope, params: 'ALEX10' });
    expect(scope.getState($landingView)).toEqual({ kind: 'signedIn' });
    expect(kept).not.toHaveBeenCalled();
  });

  it.each([
    ['their profile’s code, in another case', customer('alex10'), testReferrer()],
    ['the answer’s is_you', customer(null), testReferrer({ is_you: true })],
  ])('the referrer opening their own link is told so (%s), and nothing is kept', async (_, user, answer) => {
    const { scope, kept } = setup([answer], user);
    await allSettled(referralLandingOpened, { scope, params: 'ALEX10' });
    expect(scope.getState($landingView)).toEqual({ kind: 'own' });
    expect(kept).not.toHaveBeenCalled();
  });

  it('an answer for a code the landing has left is dropped', async () => {
    let release: (answer: { data: Referrer }) => void = () => undefined;
    const slow = new Promise<{ data: Referrer }>((resolve) => (release = resolve));
    const kept = vi.fn();
    const fetch = vi.fn((code: string) => (code === 'OLD1' ? slow : Promise.resolve({ data: testReferrer({ code: 'NEW2', name: 'Jo P.' }) })));
    const scope = fork({ handlers: [requestHandler(fetchReferrerFx, fetch), [keepReferralFx, kept]] });
    const first = allSettled(referralLandingOpened, { scope, params: 'OLD1' });
    // allSettled waits for every effect of the scope, the slow one too: release it before waiting.
    const second = allSettled(referralLandingOpened, { scope, params: 'NEW2' });
    release({ data: testReferrer({ code: 'OLD1' }) });
    await Promise.all([first, second]);
    expect(scope.getState($landingView)).toMatchObject({ kind: 'invited', referrer: { code: 'NEW2' } });
    expect(kept.mock.calls).toEqual([[{ code: 'NEW2', referrerName: 'Jo P.' }]]);
  });
});
