import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { WalletAnswer } from '@/api/schemas/wallet.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loggedOut } from '@/models/session/session.model';
import { testWallet } from './test-loyalty';
import { $wallet, fetchWalletFx, WALLET_LOAD_ERROR, walletOpened, walletRetried } from './wallet.model';

describe('the wallet', () => {
  it('is read each time the screen opens, so a balance changed elsewhere shows', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(testWallet()).mockResolvedValueOnce(testWallet({ balance: 16 }));
    const scope = fork({ handlers: [requestHandler(fetchWalletFx, fetch)] });
    await allSettled(walletOpened, { scope });
    expect(scope.getState($wallet)).toMatchObject({ status: 'ready', wallet: { balance: 11 } });
    await allSettled(walletOpened, { scope });
    expect(scope.getState($wallet)).toMatchObject({ status: 'ready', wallet: { balance: 16 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps what it showed while it reads again, and reads once when opened twice at once', async () => {
    let answer: (wallet: WalletAnswer) => void = () => undefined;
    const fetch = vi.fn().mockResolvedValueOnce(testWallet()).mockImplementationOnce(() => new Promise<WalletAnswer>((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [requestHandler(fetchWalletFx, fetch)] });
    await allSettled(walletOpened, { scope });
    const second = allSettled(walletOpened, { scope });
    const third = allSettled(walletOpened, { scope });
    expect(scope.getState($wallet)).toMatchObject({ status: 'loading', wallet: { balance: 11 } });
    answer(testWallet({ balance: 3 }));
    await Promise.all([second, third]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($wallet)).toMatchObject({ status: 'ready', wallet: { balance: 3 } });
  });

  it('says it failed, in the server’s words when it gave some, and Retry reads again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockRejectedValueOnce(new ApiError('rejected', 'The wallet is resting.', 503))
      .mockResolvedValueOnce(testWallet());
    const scope = fork({ handlers: [requestHandler(fetchWalletFx, fetch)] });
    await allSettled(walletOpened, { scope });
    expect(scope.getState($wallet)).toEqual({ status: 'failed', message: WALLET_LOAD_ERROR, wallet: null });
    await allSettled(walletRetried, { scope });
    expect(scope.getState($wallet)).toEqual({ status: 'failed', message: 'The wallet is resting.', wallet: null });
    await allSettled(walletRetried, { scope });
    expect(scope.getState($wallet)).toMatchObject({ status: 'ready', wallet: { balance: 11 } });
  });

  it('keeps the last wallet shown when a later read fails', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(testWallet()).mockRejectedValueOnce(new ApiError('timeout', 'slow'));
    const scope = fork({ handlers: [requestHandler(fetchWalletFx, fetch)] });
    await allSettled(walletOpened, { scope });
    await allSettled(walletOpened, { scope });
    expect(scope.getState($wallet)).toMatchObject({ status: 'failed', message: WALLET_LOAD_ERROR, wallet: { balance: 11 } });
  });

  it('forgets the wallet when the customer logs out', async () => {
    const scope = fork({ handlers: [requestHandler(fetchWalletFx, () => Promise.resolve(testWallet()))] });
    await allSettled(walletOpened, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($wallet)).toEqual({ status: 'idle' });
  });
});
