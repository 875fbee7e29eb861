// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { WalletAnswer } from '@/api/schemas/wallet.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { $siteSettings } from '@/models/site/site.model';
import { testNow, testWallet } from '@/models/wallet/test-loyalty';
import { fetchWalletFx } from '@/models/wallet/wallet.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import WalletScreen, { walletTexts } from './WalletScreen';

function renderWallet(fetch: () => Promise<WalletAnswer>) {
  const scope = fork({ values: [[$siteSettings, testStoreSettings]], handlers: [requestHandler(fetchWalletFx, fetch)] });
  const location = memoryLocation({ path: '/account/wallet' });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <WalletScreen />
        </main>
      </Router>
    </Provider>,
  );
  return scope;
}

// Only the clock is fixed (the expiry counts days from it); promises and timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => vi.useRealTimers());

describe('the wallet screen', () => {
  it('shows the balance, the credits soonest expiring first with a close expiry in words, and the spending rule', async () => {
    renderWallet(() => Promise.resolve(testWallet()));
    expect((await screen.findByTestId('wallet-balance')).textContent).toContain('$11');
    const credits = screen.getByRole('region', { name: 'Your credits' });
    expect(within(credits).getByText(walletTexts.spendingOrder)).toBeTruthy();
    const [soon, later] = within(credits).getAllByTestId('wallet-credit') as [HTMLElement, HTMLElement];
    expect(soon.hasAttribute('data-soon')).toBe(true);
    expect(within(soon).getByText('Expires in 3 days')).toBeTruthy();
    expect(soon.textContent).toContain('Scratch card');
    expect(soon.textContent).toMatch(/\$1\s*left of \$5/);
    expect(later.hasAttribute('data-soon')).toBe(false);
    expect(later.textContent).toContain('Expires on Jan 25, 2027');
    await expectNoAxeViolations();
  });

  it('lists the ledger by month with signed amounts read in words, running balances, and a debit’s link to its order', async () => {
    renderWallet(() => Promise.resolve(testWallet()));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByRole('heading', { level: 3, name: 'November 2026' })).toBeTruthy();
    expect(within(history).getByRole('heading', { level: 3, name: 'October 2026' })).toBeTruthy();
    const [debit, credit] = within(history).getAllByTestId('wallet-entry') as [HTMLElement, HTMLElement];
    expect(within(debit).getByText('Spent $4')).toBeTruthy();
    expect(within(debit).getByText('\u2212$4').getAttribute('aria-hidden')).toBe('true');
    expect(debit.textContent).toMatch(/Balance\s*\$11/);
    expect(within(debit).getByRole('link', { name: 'View order 1042' }).getAttribute('href')).toBe('/order-placed/501');
    expect(within(credit).getByText('Credit of $10')).toBeTruthy();
    expect(within(credit).queryByRole('link')).toBeNull();
  });

  it('says how to get money when the wallet is empty', async () => {
    renderWallet(() => Promise.resolve(testWallet({ balance: 0, credits: [], ledger: [] })));
    const empty = await screen.findByTestId('wallet-empty');
    expect(within(empty).getByText(walletTexts.empty)).toBeTruthy();
    for (const [name, href] of [
      ['Refer a friend', '/refer-a-friend'],
      ['Scratch your cards', '/account/scratch-cards'],
      ['Turn your points into credit', '/account/rewards'],
    ]) {
      expect(within(empty).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.queryByRole('region', { name: 'Your credits' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('says the history is unavailable when a backend sends a balance but no ledger', async () => {
    renderWallet(() => Promise.resolve({ balance: 20, currency: 'USD', credits: [], ledger: [] }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText(walletTexts.noHistory)).toBeTruthy();
    expect(screen.queryByTestId('wallet-empty')).toBeNull();
  });

  it('offers Retry when the wallet cannot be read, then shows it and puts focus on the heading', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce(testWallet());
    renderWallet(fetch);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your wallet.');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-balance')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wallet' })));
  });
});
