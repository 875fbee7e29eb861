// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type EffectResult, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { ForgotPasswordPayload, OtpSent, VerifyForgotPasswordPayload } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { resetPasswordFx, sendPasswordResetFx } from '@/models/session/auth.model';
import { $isLoggedIn, $user } from '@/models/session/session.model';
import { $signInNotice, $typedLogin } from '@/models/session/sign-in.model';
import ForgotPasswordScreen, { forgotTexts } from './ForgotPasswordScreen';

type Acknowledgement = EffectResult<typeof resetPasswordFx>;

const sent = (message: string): OtpSent => ({ message, resend_after: 30, expires_in: 900, length: 6 });

interface Answers {
  send?: (payload: ForgotPasswordPayload) => Promise<OtpSent>;
  reset?: (payload: VerifyForgotPasswordPayload) => Promise<Acknowledgement>;
}

function renderForgot({ path = '/forgot-password', answers = {}, signedIn = false }: { path?: string; answers?: Answers; signedIn?: boolean } = {}) {
  const send = vi.fn(answers.send ?? (() => Promise.resolve(sent('If an account has this email, we sent it a code.'))));
  const reset = vi.fn(answers.reset ?? (() => Promise.resolve({ message: 'Your password is changed.' })));
  const scope: Scope = fork({
    values: [[$user, signedIn ? { authToken: 'kept', id: 1, name: 'Ana' } : { authToken: null }]],
    handlers: [requestHandler(sendPasswordResetFx, send), requestHandler(resetPasswordFx, reset)],
  });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Provider value={scope}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>
          <ForgotPasswordScreen />
        </main>
      </Router>
    </Provider>,
  );
  return { scope, location, send, reset, container: view.container, unmount: view.unmount };
}

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;
const codeField = () => screen.getByLabelText('Code from the email') as HTMLInputElement;
const newPasswordField = () => screen.getByLabelText('New password') as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const axeViolations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id);

async function askForCode(user: ReturnType<typeof userEvent.setup>, email = 'ana@example.com') {
  await user.type(emailField(), `${email}{Enter}`);
  await waitFor(() => expect(document.activeElement).toBe(codeField()));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/forgot-password', () => {
  it('asks for the email, with no axe violations', async () => {
    const { container } = renderForgot();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    expect(emailField().getAttribute('type')).toBe('email');
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refuses what is not an email, on its field', async () => {
    const user = userEvent.setup();
    const { send } = renderForgot();
    await user.type(emailField(), 'ana{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(describedBy(emailField())).toBe(forgotTexts.emailInvalid);
    expect(send).not.toHaveBeenCalled();
  });

  it('says the very same words whether or not an account has the email (whatever the server says)', async () => {
    const user = userEvent.setup();
    const known = renderForgot({ answers: { send: () => Promise.resolve(sent('We emailed alex@example.com.')) } });
    await askForCode(user, 'alex@example.com');
    const forKnown = describedBy(codeField()).replace('alex@example.com', '<email>');
    const knownHeading = screen.getByRole('heading', { level: 1 }).textContent;
    known.unmount();

    const unknown = renderForgot({ answers: { send: () => Promise.resolve(sent('No account, but we will not say so.')) } });
    await askForCode(user, 'nobody@example.com');
    expect(describedBy(codeField()).replace('nobody@example.com', '<email>')).toBe(forKnown);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(knownHeading);
    expect(forKnown).toBe('If an account uses <email>, we emailed it a 6-digit code to set a new password. It works for 15 minutes.');
    expect(unknown.send).toHaveBeenCalledWith({ email: 'nobody@example.com' });
  });

  it('takes the code and a new password whose rules show before typing, with no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = renderForgot();
    await askForCode(user);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set a new password');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(newPasswordField().getAttribute('autocomplete')).toBe('new-password');
    expect(describedBy(newPasswordField())).toContain('At least 8 characters');
    // The account's email travels with the form for a password manager to save the new password against.
    expect((container.querySelector('input[autocomplete="username"]') as HTMLInputElement).value).toBe('ana@example.com');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what is missing on each field of the second step and focuses the first', async () => {
    const user = userEvent.setup();
    const { reset } = renderForgot();
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(codeField());
    expect(describedBy(codeField())).toMatch(new RegExp(`^${forgotTexts.codeMissing}`));
    expect(describedBy(newPasswordField())).toMatch(/^Use at least 8 characters\./);
    expect(reset).not.toHaveBeenCalled();
  });

  it("goes on from the code's last digit to the new password, and sets it by itself when one is typed already", async () => {
    const user = userEvent.setup();
    const { reset } = renderForgot();
    await askForCode(user);
    await user.keyboard('135790');
    await waitFor(() => expect(document.activeElement).toBe(newPasswordField()));
    expect(reset).not.toHaveBeenCalled();
    await user.type(newPasswordField(), 'new-password-2');
    await user.click(codeField());
    await user.keyboard('{Backspace}1');
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ email: 'ana@example.com', code: '135791', password: 'new-password-2' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("puts a wrong code's refusal on the code field and keeps the new password", async () => {
    const user = userEvent.setup();
    const wrong = new ApiError('rejected', 'This code is wrong or has expired.', 422, [], false, {
      message: 'This code is wrong or has expired.',
      errors: { code: ['This code is wrong or has expired. Check it, or ask for a new one.'] },
    });
    renderForgot({ answers: { reset: () => Promise.reject(wrong) } });
    await askForCode(user);
    await user.paste('111 111');
    await user.type(newPasswordField(), 'new-password-2{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(describedBy(codeField())).toMatch(/^This code is wrong or has expired\. Check it/);
    expect(newPasswordField().value).toBe('new-password-2');
  });

  it('sets the new password, does not sign the shopper in, and sends them to log in with a confirmation', async () => {
    const user = userEvent.setup();
    const { reset, location, scope } = renderForgot({ path: '/forgot-password?next=%2Faccount%2Fwallet' });
    await askForCode(user);
    await user.paste('135 790');
    await user.type(newPasswordField(), 'new-password-2{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login?next=%2Faccount%2Fwallet'));
    expect(reset).toHaveBeenCalledWith({ email: 'ana@example.com', code: '135790', password: 'new-password-2' });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(scope.getState($signInNotice)).toBe('password-changed');
    expect(scope.getState($typedLogin)).toBe('ana@example.com');
    // Replaced: Back does not offer the spent code's form again.
    expect(location.history).toEqual(['/login?next=%2Faccount%2Fwallet']);
  });

  it('sets it once however often the shopper presses while it runs', async () => {
    const user = userEvent.setup();
    let finish: (answer: Acknowledgement) => void = () => undefined;
    const { reset } = renderForgot({ answers: { reset: () => new Promise<Acknowledgement>((resolve) => (finish = resolve)) } });
    await askForCode(user);
    await user.paste('135790');
    await user.type(newPasswordField(), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const pending = await screen.findByRole('button', { name: 'Setting your password…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await user.click(pending);
    act(() => finish({ message: null }));
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  });

  it('a 429 says when to ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const limited = new ApiError('rejected', 'Too many codes.', 429, [], false, { message: 'Too many codes.', retry_after: 45 });
    renderForgot({ answers: { send: () => Promise.reject(limited) } });
    await user.type(emailField(), 'ana@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many codes were asked for. You can ask for another in 45 seconds.'));
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(send)).toBe('You can ask for a code again in 45 seconds.');
  });

  it('a resend waits the countdown, and replaces the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { send } = renderForgot();
    await askForCode(user);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(describedBy(resend)).toBe('You can ask for a new code in 30 seconds.');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(resend);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('We sent a new code to ana@example.com. Only the newest code works.')).toBeTruthy();
  });

  it('goes back to change the email, with focus on it', async () => {
    const user = userEvent.setup();
    renderForgot();
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(emailField().value).toBe('ana@example.com');
  });

  it('sends a customer who is already signed in on to their account', async () => {
    const { location } = renderForgot({ signedIn: true });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
  });
});
