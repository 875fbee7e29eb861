// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { $user } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import RewardsScreen, { rewardsTexts } from '@/screens/rewards/RewardsScreen';
import WalletScreen, { walletTexts } from '@/screens/wallet/WalletScreen';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import { setupSimulatedStore } from './support/simulated-store';

/*
 * The wallet and rewards screens through the real client and the tolerant reader (ADR 0015, 0028, 0030), with the
 * backend's answers as raw JSON a merchant's server might send: lists left out, unknown kinds, a broken line.
 */

const { server } = setupSimulatedStore();

const now = new Date('2026-11-26T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

function renderSignedIn(element: ReactElement, path: string) {
  const scope = fork({ values: [[$siteSettings, testStoreSettings], [$user, { authToken: 'integration-token', name: 'Robin' }]] });
  const location = memoryLocation({ path });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>{element}</main>
      </Router>
    </Provider>,
  );
}

describe('the wallet read tolerantly', () => {
  it('shows a backend’s balance without a ledger, and says the history is unavailable', async () => {
    server.use(http.get('*/api/check-wallet', () => HttpResponse.json({ balance: '20.00', currency: 'USD' })));
    renderSignedIn(<WalletScreen />, '/account/wallet');
    expect((await screen.findByTestId('wallet-balance')).textContent).toContain('$20');
    expect(screen.getByText(walletTexts.noHistory)).toBeTruthy();
  });

  it('keeps the good lines of a ledger with a broken one, names an unknown kind neutrally, and links a debit by its order id', async () => {
    server.use(
      http.get('*/api/check-wallet', () =>
        HttpResponse.json({
          balance: 6,
          credits: [{ id: 'c1', source: 'birthday', reason: 'Happy birthday', amount: 6, remaining: 6, created_at: inDays(-1), expires_at: inDays(2) }],
          ledger: [
            { id: 'l3', kind: 'adjustment', amount: 1, balance_after: 6, reason: 'Rounding', created_at: inDays(-1) },
            { id: 'l2', kind: 'debit', amount: '4.00', balance_after: 5, reason: 'Order #77', created_at: inDays(-2), order_id: '77' },
            { id: 'l1', kind: 'credit', amount: 'lots', balance_after: 9, reason: 'Broken', created_at: inDays(-3) },
          ],
        }),
      ),
    );
    renderSignedIn(<WalletScreen />, '/account/wallet');
    const credit = await screen.findByTestId('wallet-credit');
    expect(credit.textContent).toContain('Happy birthday');
    expect(credit.textContent).toContain('Expires in 2 days');
    const entries = screen.getAllByTestId('wallet-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0] as HTMLElement).getByText('Change $1')).toBeTruthy();
    expect(within(entries[1] as HTMLElement).getByRole('link', { name: 'View order 77' }).getAttribute('href')).toBe('/order-placed/77');
  });
});

describe('redeeming through the real client', () => {
  it('puts the server’s 422 on the points field (and says a history left out is not shown)', async () => {
    server.use(
      http.get('*/api/user/rewards', () =>
        HttpResponse.json({
          data: { points: 900, point_value: 0.01, earning: { per_order: 10, per_currency_unit: 1 }, redeeming: { minimum_points: 500, step_points: 100, credit_per_step: 1, credit_expiry_days: 90 }, expiry_days: 365 },
        }),
      ),
      http.post('*/api/user/redeem-points', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { points: ['Some of your points expired a moment ago.'] } }, { status: 422 }),
      ),
    );
    renderSignedIn(<RewardsScreen />, '/account/rewards');
    const field = await screen.findByRole('textbox', { name: 'Points to redeem' });
    await userEvent.type(field, '900{Enter}');
    expect(await screen.findByText('Some of your points expired a moment ago.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Points to redeem' }));
    expect(screen.getByText(rewardsTexts.noHistory)).toBeTruthy();
  });
});
