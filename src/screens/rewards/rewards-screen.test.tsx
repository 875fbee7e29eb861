// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork, type EffectResult } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { RedeemPointsPayload } from '@/api/schemas/loyalty-payload.schema';
import type { Rewards } from '@/api/schemas/loyalty.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { fetchRewardsFx, redeemPointsFx } from '@/models/rewards/rewards.model';
import { $siteSettings } from '@/models/site/site.model';
import { testNow, testRewards } from '@/models/wallet/test-loyalty';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import RewardsScreen, { rewardsTexts } from './RewardsScreen';

type RedeemPointsAnswer = EffectResult<typeof redeemPointsFx>;
type Redeem = (payload: RedeemPointsPayload) => Promise<RedeemPointsAnswer>;

function renderRewards(fetch: () => Promise<{ data: Rewards }>, redeem: Redeem = () => Promise.reject(new ApiError('network', 'offline'))) {
  const scope = fork({ values: [[$siteSettings, testStoreSettings]], handlers: [requestHandler(fetchRewardsFx, fetch), requestHandler(redeemPointsFx, redeem)] });
  const location = memoryLocation({ path: '/account/rewards' });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <RewardsScreen />
        </main>
      </Router>
    </Provider>,
  );
  return scope;
}

const answer = (rewards: Rewards = testRewards()) => () => Promise.resolve({ data: rewards });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => vi.useRealTimers());

describe('the rewards screen', () => {
  it('shows the points and their worth, how they are earned, what expires soon and the history', async () => {
    renderRewards(answer());
    const balance = await screen.findByTestId('points-balance');
    expect(balance.textContent).toContain('1,250 points');
    expect(balance.textContent).toContain('Worth $12.50 of wallet credit');
    const earning = screen.getByRole('region', { name: 'How you earn points' });
    expect(within(earning).getByText('10 points for each paid order')).toBeTruthy();
    expect(within(earning).getByText('1 point for each whole $1 of an order’s total')).toBeTruthy();
    expect(earning.textContent).toContain('Points last 365 days');
    const [soon, later] = screen.getAllByTestId('points-expiring') as [HTMLElement, HTMLElement];
    expect(soon.hasAttribute('data-soon')).toBe(true);
    expect(soon.textContent).toContain('200 points');
    expect(soon.textContent).toContain('Expire in 3 days (Nov 29, 2026)');
    expect(later.textContent).toContain('Expire on Jan 10, 2027');
    const history = screen.getByRole('region', { name: 'History' });
    const [earned, spent, expired] = within(history).getAllByTestId('points-entry') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(earned).getByText('Earned 33 points')).toBeTruthy();
    expect(within(earned).getByRole('link', { name: 'View order 1042' }).getAttribute('href')).toBe('/order-placed/501');
    expect(within(spent).getByText('Spent 500 points')).toBeTruthy();
    expect(within(expired).getByText('Expired 20 points')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('states the redeeming rules from the answer and the minimum and step in the field’s hint', async () => {
    renderRewards(answer());
    const rules = await screen.findByTestId('redeem-rules');
    expect(rules.textContent).toContain('At least 500 points at a time');
    expect(rules.textContent).toContain('In steps of 100 points, each worth $1 of wallet credit');
    expect(rules.textContent).toContain('The credit lasts 90 days in your wallet');
    const field = screen.getByRole('textbox', { name: 'Points to redeem' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 500 points, in steps of 100 (each $1). You can redeem up to 1,200 points.');
  });

  it('says points cannot be redeemed at a store without redeeming, and offers no form', async () => {
    renderRewards(answer(testRewards({ redeeming: null })));
    expect(await screen.findByText(rewardsTexts.cannotRedeem)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Redeem points' })).toBeNull();
    expect(screen.queryByTestId('redeem-rules')).toBeNull();
    // Their worth is said, but not as wallet credit they cannot become.
    expect(screen.getByTestId('points-balance').textContent).toMatch(/Worth \$12\.50$/);
  });

  it('says how many more points are needed below the minimum', async () => {
    renderRewards(answer(testRewards({ points: 420 })));
    expect(await screen.findByText('You need 80 points more to redeem.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Points to redeem' })).toBeNull();
  });

  it('tells a new customer how points come, with nothing to redeem yet', async () => {
    renderRewards(answer(testRewards({ points: 0, expiring: [], history: [] })));
    expect(await screen.findByText(rewardsTexts.noPoints)).toBeTruthy();
    expect(screen.getByText('You need 500 points more to redeem.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Expiring soon' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('checks the amount before sending: the error on the field, focus on it, the value kept', async () => {
    const redeem = vi.fn<Redeem>();
    renderRewards(answer(), redeem);
    const field = await screen.findByRole('textbox', { name: 'Points to redeem' });
    await userEvent.type(field, '550{Enter}');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'Points to redeem' })).toBe(document.activeElement);
    expect((document.activeElement as HTMLInputElement).value).toBe('550');
    expect(document.activeElement?.getAttribute('aria-describedby')?.split(' ')[0]).toMatch(/error$/);
    expect(screen.getByText('Redeem in steps of 100 points.')).toBeTruthy();
    expect(redeem).not.toHaveBeenCalled();
  });

  it('shows the server’s 422 on the field', async () => {
    const refusal = new ApiError('rejected', 'The points could not be redeemed.', 422, [], true, {
      message: 'The points could not be redeemed.',
      errors: { points: ['Some of these points have just expired.'] },
    });
    renderRewards(answer(), () => Promise.reject(refusal));
    const field = await screen.findByRole('textbox', { name: 'Points to redeem' });
    await userEvent.type(field, '1200{Enter}');
    expect(await screen.findByText('Some of these points have just expired.')).toBeTruthy();
    const again = screen.getByRole('textbox', { name: 'Points to redeem' });
    expect(again).toBe(document.activeElement);
    expect((again as HTMLInputElement).value).toBe('1200');
  });

  it('redeems once, however often the button is pressed, then shows the new points and says what the wallet got', async () => {
    let settle: (answer: RedeemPointsAnswer) => void = () => undefined;
    const redeem = vi.fn<Redeem>(() => new Promise((resolve) => (settle = resolve)));
    renderRewards(answer(), redeem);
    const field = await screen.findByRole('textbox', { name: 'Points to redeem' });
    await userEvent.type(field, '500');
    const button = screen.getByRole('button', { name: 'Redeem points' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeeming…' }).hasAttribute('disabled')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Redeeming…' }));
    settle({ data: testRewards({ points: 750 }), wallet: { balance: 16, currency: 'USD' } });
    const receipt = screen.getByTestId('redeem-receipt');
    await waitFor(() => expect(receipt.textContent).toContain('500 points redeemed: $5 of credit added to your wallet.'));
    expect(receipt.getAttribute('role')).toBe('status');
    expect(receipt.textContent).toContain('Your wallet balance is now $16.');
    expect(within(receipt).getByRole('link', { name: 'Go to your wallet' }).getAttribute('href')).toBe('/account/wallet');
    expect(screen.getByTestId('points-balance').textContent).toContain('750 points');
    expect(redeem).toHaveBeenCalledTimes(1);
    expect(redeem).toHaveBeenCalledWith({ points: 500 });
    await expectNoAxeViolations();
  });

  it('offers Retry when the points cannot be read', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce({ data: testRewards() });
    renderRewards(fetch);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your rewards.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('points-balance')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Rewards' })));
  });
});
