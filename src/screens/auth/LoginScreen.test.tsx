import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { AuthResponse, LoginPayload } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loginFx } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import LoginScreen, { loginTexts } from './LoginScreen';

const ana: AuthResponse = { token: 'token-ana', user: { id: 7, name: 'Ana', email: 'ana@example.com', phone: null, avatar: null, referral_code: null } };

function renderLogin({ path = '/login', answer = () => Promise.resolve(ana), signedIn = false }: { path?: string; answer?: (payload: LoginPayload) => Promise<AuthResponse>; signedIn?: boolean } = {}) {
  const login = vi.fn(answer);
  const scope: Scope = fork({
    values: signedIn ? [[$user, { authToken: 'kept-token', ...ana.user }]] : [],
    handlers: [requestHandler(loginFx, login)],
  });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <LoginScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, location, login, container: view.container };
}

const emailField = () => screen.getByLabelText('Email or phone number') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('/login with a password', () => {
  it('has labelled fields a password manager fills, and no axe violations', async () => {
    const { container } = renderLogin();
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says what is missing, on its field, and focuses the first', async () => {
    const user = userEvent.setup();
    const { login } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(describedBy(emailField())).toBe(loginTexts.loginMissing);
    expect(describedBy(passwordField())).toBe(loginTexts.passwordMissing);
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('rejected', 'These credentials do not match our records.', 422, [], false, {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    renderLogin({ answer: () => Promise.reject(refusal) });
    await user.type(emailField(), 'ana@example.com');
    await user.type(passwordField(), 'wrong-password{Enter}');
    await waitFor(() => expect(describedBy(emailField())).toBe('These credentials do not match our records.'));
    expect(document.activeElement).toBe(emailField());
    expect(emailField().value).toBe('ana@example.com');
  });

  it('signs in and goes on to where the guest was going, replacing /login in history', async () => {
    const user = userEvent.setup();
    const { login, location, scope } = renderLogin({ path: '/login?next=%2Faccount%2Fwallet' });
    await user.type(emailField(), ' ana@example.com ');
    await user.type(passwordField(), 'demo-password-1{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account/wallet'));
    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'demo-password-1' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(scope.getState($user).authToken).toBe('token-ana');
    expect(location.history).toEqual(['/account/wallet']);
  });

  it('never follows a way back out of the store', async () => {
    const user = userEvent.setup();
    const { location } = renderLogin({ path: '/login?next=%2F%2Fevil.example' });
    await user.type(emailField(), 'ana@example.com');
    await user.type(passwordField(), 'demo-password-1{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
  });

  it('sends a customer who is already signed in straight on', async () => {
    const { location } = renderLogin({ path: '/login?next=%2Faccount%2Fwishlist', signedIn: true });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account/wishlist'));
  });
});
