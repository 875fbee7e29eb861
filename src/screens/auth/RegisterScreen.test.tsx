// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { AuthResponse, RegisterPayload } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { keepReferral, readKeptReferral } from '@/models/kept-referral/kept-referral.lib';
import { registerFx } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import RegisterScreen, { registerTexts } from './RegisterScreen';

const sam: AuthResponse = { token: 'token-sam', user: { id: 9, name: 'Sam Lee', email: 'sam@example.com', phone: null, avatar: null, referral_code: 'SAML9' } };

function renderRegister({ path = '/register', answer = () => Promise.resolve(sam) }: { path?: string; answer?: (payload: RegisterPayload) => Promise<AuthResponse> } = {}) {
  const register = vi.fn(answer);
  const scope: Scope = fork({ handlers: [requestHandler(registerFx, register)] });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <RegisterScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, location, register, container: view.container };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const passwordField = () => field('Password');
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const announcement = () => screen.getByTestId('password-rules-announcement');

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; phone?: string; password?: string }) {
  if (values.name) await user.type(field('Your name'), values.name);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.phone) await user.type(field('Phone number (optional)'), values.phone);
  if (values.password) await user.type(passwordField(), values.password);
}

describe('/register', () => {
  it('has labelled fields with the tokens a browser fills, and shows the password rules before typing', async () => {
    const { container } = renderRegister();
    expect(field('Your name').getAttribute('autocomplete')).toBe('name');
    expect(field('Email').getAttribute('autocomplete')).toBe('email');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Phone number (optional)').getAttribute('autocomplete')).toBe('tel');
    expect(field('Phone number (optional)').getAttribute('type')).toBe('tel');
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    expect(describedBy(passwordField())).toBe('Your password needs:○ At least 8 characters.○ At least one letter.○ At least one digit (0-9).');
    expect(field('Referral code (optional)').value).toBe('');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('ticks each rule as it is met and says so politely, only when a rule changes', async () => {
    const user = userEvent.setup();
    renderRegister();
    expect(announcement().getAttribute('aria-live')).toBe('polite');
    expect(announcement().textContent).toBe('');
    await user.type(passwordField(), 'a');
    expect(announcement().textContent).toBe('Met: at least one letter.');
    expect(describedBy(passwordField())).toContain('At least one letter: met.');
    // More letters change no rule: nothing new is said.
    const said = announcement().textContent;
    await user.type(passwordField(), 'bcd');
    expect(announcement().textContent).toBe(said);
    await user.type(passwordField(), '1');
    expect(announcement().textContent).toBe('Met: at least one digit (0-9).');
    await user.type(passwordField(), 'xyz');
    expect(announcement().textContent).toBe('All password rules are met.');
    await user.type(passwordField(), '{Backspace}{Backspace}{Backspace}');
    expect(announcement().textContent).toBe('No longer met: at least 8 characters.');
  });

  it('says what is wrong on each field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const { register } = renderRegister();
    await fillIn(user, { email: 'not-an-email', password: 'short1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Your name')));
    expect(describedBy(field('Your name'))).toBe(registerTexts.nameMissing);
    expect(describedBy(field('Email'))).toBe(registerTexts.emailInvalid);
    expect(describedBy(passwordField())).toMatch(/^Use at least 8 characters\./);
    expect(field('Email').value).toBe('not-an-email');
    expect(register).not.toHaveBeenCalled();
  });

  it("puts the server's 422s on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('rejected', 'An account already uses this email.', 422, [], false, {
      message: 'An account already uses this email.',
      errors: { email: ['An account already uses this email. Sign in, or reset your password.'], referral_code: ['We do not know this referral code.'] },
    });
    renderRegister({ answer: () => Promise.reject(refusal) });
    await fillIn(user, { name: 'Sam Lee', email: 'alex@example.com', password: 'good-pass-1' });
    await user.type(field('Referral code (optional)'), 'NOPE{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(describedBy(field('Email'))).toBe('An account already uses this email. Sign in, or reset your password.');
    expect(describedBy(field('Referral code (optional)'))).toMatch(/^We do not know this referral code\./);
    expect(field('Your name').value).toBe('Sam Lee');
    expect(passwordField().value).toBe('good-pass-1');
  });

  it('registers (phone left out as null) and goes on to where the shopper was going', async () => {
    const user = userEvent.setup();
    const { register, location, scope } = renderRegister({ path: '/register?next=%2Faccount%2Fwallet' });
    await fillIn(user, { name: ' Sam Lee ', email: 'sam@example.com ', password: 'good-pass-1{Enter}' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account/wallet'));
    expect(register).toHaveBeenCalledWith({ name: 'Sam Lee', email: 'sam@example.com', phone: null, password: 'good-pass-1', referral_code: null });
    expect(scope.getState($user).authToken).toBe('token-sam');
    expect(location.history).toEqual(['/account/wallet']);
  });

  it("fills in the referral a friend's link kept on the device, sends it, and forgets it once registered", async () => {
    keepReferral({ code: 'ALEX10', referrerName: 'Alex Morgan' });
    const user = userEvent.setup();
    const { register, location } = renderRegister();
    expect(field('Referral code (optional)').value).toBe('ALEX10');
    expect(describedBy(field('Referral code (optional)'))).toBe('Alex Morgan invited you: their code is filled in.');
    await fillIn(user, { name: 'Sam Lee', email: 'sam@example.com', phone: '+1 555 0199', password: 'good-pass-1{Enter}' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
    expect(register).toHaveBeenCalledWith({ name: 'Sam Lee', email: 'sam@example.com', phone: '+1 555 0199', password: 'good-pass-1', referral_code: 'ALEX10' });
    expect(readKeptReferral()).toBeNull();
  });

  it('a corrupt kept referral leaves the field empty', () => {
    localStorage.setItem('storefront:referral', '{"code": ');
    renderRegister();
    expect(field('Referral code (optional)').value).toBe('');
  });

  it('sends once however often the shopper presses while it runs', async () => {
    const user = userEvent.setup();
    let finish: (answer: AuthResponse) => void = () => undefined;
    const { register } = renderRegister({ answer: () => new Promise<AuthResponse>((resolve) => (finish = resolve)) });
    await fillIn(user, { name: 'Sam Lee', email: 'sam@example.com', password: 'good-pass-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const pending = await screen.findByRole('button', { name: 'Creating your account…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await user.click(pending);
    await user.type(passwordField(), '{Enter}');
    act(() => finish(sam));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('links to log in, keeping the way back', () => {
    renderRegister({ path: '/register?next=%2Faccount%2Fwallet' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Faccount%2Fwallet');
  });
});
