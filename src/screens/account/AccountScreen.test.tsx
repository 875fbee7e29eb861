// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { UserProfile } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { LOGGED_OUT_MESSAGE, logoutFx } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import { $toasts } from '@/models/toast/toast.model';
import AccountScreen, { accountLinks } from './AccountScreen';

const alex: UserProfile = { id: 1, name: 'Alex Morgan', email: 'alex@example.com', phone: '+1 555 0100', avatar: '/sim-images/avatar-alex.svg', referral_code: 'ALEX10' };

function renderAccount({ user = alex, logout = () => Promise.resolve(undefined as unknown) }: { user?: Partial<UserProfile>; logout?: () => Promise<unknown> } = {}) {
  const logoutCall = vi.fn(logout);
  const scope: Scope = fork({ values: [[$user, { authToken: 'token-alex', ...user }]], handlers: [requestHandler(logoutFx, logoutCall)] });
  const location = memoryLocation({ path: '/account', record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <AccountScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, location, logoutCall, container: view.container };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/account', () => {
  it("shows who is signed in: name, email, phone and their picture, with no axe violations", async () => {
    const { container } = renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('Alex Morgan')).toBeTruthy();
    expect(screen.getByText('alex@example.com')).toBeTruthy();
    expect(screen.getByText('+1 555 0100')).toBeTruthy();
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/sim-images/avatar-alex.svg');
    // Decorative: the name is written beside it.
    expect(picture.getAttribute('alt')).toBe('');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows initials when the picture fails to load', () => {
    const { container } = renderAccount();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar').textContent).toBe('AM');
  });

  it('shows initials when there is no picture', () => {
    const { container } = renderAccount({ user: { ...alex, avatar: null, name: 'ana lima' } });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar').textContent).toBe('AL');
  });

  it('leads to every account screen', () => {
    renderAccount();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.querySelector('.account-link__label')?.textContent, link.getAttribute('href')])).toEqual([
      ['My orders', '/account/my-orders'],
      ['Addresses', '/account/addresses'],
      ['Wishlist', '/account/wishlist'],
      ['Wallet', '/account/wallet'],
      ['Rewards', '/account/rewards'],
      ['Scratch cards', '/account/scratch-cards'],
      ['Refer a friend', '/refer-a-friend'],
      ['Edit profile', '/account/edit-profile'],
    ]);
    expect(links).toHaveLength(accountLinks.length);
  });

  it('logs out: home at once (replacing the account page), the session ends, and it says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { scope, location, logoutCall } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(location.history).toEqual(['/']);
    await waitFor(() => expect(scope.getState($user)).toEqual({ authToken: null }));
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect(scope.getState($toasts)).toEqual([{ message: LOGGED_OUT_MESSAGE, tone: 'success' }]);
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { scope } = renderAccount({ logout: () => Promise.reject(new ApiError('network', 'Failed to fetch')) });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(scope.getState($user)).toEqual({ authToken: null }));
  });
});
