import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import { testRewards } from '@/models/wallet/test-loyalty';
import { $redeemReceipt, $rewards, fetchRewardsFx, redeemPointsFx, REWARDS_LOAD_ERROR, rewardsOpened, rewardsRetried } from './rewards.model';

const redeemed = { data: testRewards({ points: 750 }), wallet: { balance: 16, currency: 'USD' } };

describe('the rewards', () => {
  it('are read each time the screen opens', async () => {
    const fetch = vi.fn().mockResolvedValueOnce({ data: testRewards() }).mockResolvedValueOnce({ data: testRewards({ points: 1283 }) });
    const scope = fork({ handlers: [requestHandler(fetchRewardsFx, fetch)] });
    await allSettled(rewardsOpened, { scope });
    expect(scope.getState($rewards)).toMatchObject({ status: 'ready', rewards: { points: 1250 } });
    await allSettled(rewardsOpened, { scope });
    expect(scope.getState($rewards)).toMatchObject({ status: 'ready', rewards: { points: 1283 } });
  });

  it('say a failed read, and Retry reads again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce({ data: testRewards() });
    const scope = fork({ handlers: [requestHandler(fetchRewardsFx, fetch)] });
    await allSettled(rewardsOpened, { scope });
    expect(scope.getState($rewards)).toEqual({ status: 'failed', message: REWARDS_LOAD_ERROR, rewards: null });
    await allSettled(rewardsRetried, { scope });
    expect(scope.getState($rewards)).toMatchObject({ status: 'ready', rewards: { points: 1250 } });
  });
});

describe('redeeming points', () => {
  it('shows the points left and keeps a receipt with the rules and the wallet after it', async () => {
    const redeem = vi.fn(() => Promise.resolve(redeemed));
    const scope = fork({ handlers: [requestHandler(fetchRewardsFx, () => Promise.resolve({ data: testRewards() })), requestHandler(redeemPointsFx, redeem)] });
    await allSettled(rewardsOpened, { scope });
    await allSettled(redeemPointsFx, { scope, params: { points: 500 } });
    expect(redeem).toHaveBeenCalledWith({ points: 500 });
    expect(scope.getState($rewards)).toMatchObject({ status: 'ready', rewards: { points: 750 } });
    expect(scope.getState($redeemReceipt)).toEqual({ points: 500, rules: testRewards().redeeming, wallet: { balance: 16, currency: 'USD' } });
  });

  it('leaves the points as they were and keeps no receipt when refused', async () => {
    const refusal = new ApiError('rejected', 'Not enough points.', 422, [], true, { message: 'Not enough points.', errors: { points: ['You have 1,250 points.'] } });
    const scope = fork({
      values: [[$rewards, { status: 'ready', rewards: testRewards() }]],
      handlers: [requestHandler(redeemPointsFx, () => Promise.reject(refusal))],
    });
    await allSettled(redeemPointsFx, { scope, params: { points: 5000 } });
    expect(scope.getState($rewards)).toMatchObject({ status: 'ready', rewards: { points: 1250 } });
    expect(scope.getState($redeemReceipt)).toBeNull();
  });

  it('drops the last receipt when the screen opens again or another redeem starts, and on log out', async () => {
    const scope = fork({ handlers: [requestHandler(fetchRewardsFx, () => Promise.resolve({ data: testRewards() })), requestHandler(redeemPointsFx, () => Promise.resolve(redeemed))] });
    await allSettled(redeemPointsFx, { scope, params: { points: 500 } });
    await allSettled(rewardsOpened, { scope });
    expect(scope.getState($redeemReceipt)).toBeNull();
    await allSettled(redeemPointsFx, { scope, params: { points: 500 } });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($redeemReceipt)).toBeNull();
    expect(scope.getState($rewards)).toEqual({ status: 'idle' });
  });
});
