// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { AuthResponse, LoginOtpPayload, LoginPayload, OtpSent, SendLoginOtpPayload } from '@/api/schemas/user.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { loginFx, loginWithOtpFx, sendLoginOtpFx } from '@/models/session/auth.model';
import { $user } from '@/models/session/session.model';
import { $signInNotice } from '@/models/session/sign-in.model';
import LoginScreen, { loginTexts } from './LoginScreen';

const ana: AuthResponse = { token: 'token-ana', user: { id: 7, name: 'Ana', email: 'ana@example.com', phone: null, avatar: null, referral_code: null } };
const codeSent: OtpSent = { message: 'If an account uses this, we sent it a code.', resend_after: 30, expires_in: 300, length: 6 };

interface Answers {
  login?: (payload: LoginPayload) => Promise<AuthResponse>;
  sendCode?: (payload: SendLoginOtpPayload) => Promise<OtpSent>;
  loginWithCode?: (payload: LoginOtpPayload) => Promise<AuthResponse>;
}

function renderLogin({ path = '/login', signedIn = false, notice = false, answers = {} }: { path?: string; signedIn?: boolean; notice?: boolean; answers?: Answers } = {}) {
  const login = vi.fn(answers.login ?? (() => Promise.resolve(ana)));
  const sendCode = vi.fn(answers.sendCode ?? (() => Promise.resolve(codeSent)));
  const loginWithCode = vi.fn(answers.loginWithCode ?? (() => Promise.resolve(ana)));
  const scope: Scope = fork({
    values: [
      [$user, signedIn ? { authToken: 'kept-token', ...ana.user } : { authToken: null }],
      [$signInNotice, notice ? 'password-changed' : null],
    ],
    handlers: [requestHandler(loginFx, login), requestHandler(sendLoginOtpFx, sendCode), requestHandler(loginWithOtpFx, loginWithCode)],
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
  return { scope, location, login, sendCode, loginWithCode, container: view.container, unmount: view.unmount };
}

const loginField = () => screen.getByLabelText('Email or phone number') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const codeField = () => screen.getByLabelText('One-time code') as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const axeViolations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id);

const tooMany = (seconds: number) =>
  new ApiError('rejected', `Too many codes were asked for. Please try again in ${seconds} seconds.`, 429, [], false, {
    message: `Too many codes were asked for. Please try again in ${seconds} seconds.`,
    retry_after: seconds,
  });

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the code way and asks for a code for `login`. */
async function askForCode(user: ReturnType<typeof userEvent.setup>, login = 'ana@example.com') {
  await user.click(screen.getByRole('button', { name: 'Log in with a one-time code instead' }));
  await user.clear(loginField());
  await user.type(loginField(), login);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(document.activeElement).toBe(codeField()));
}

describe('/login with a password', () => {
  it('has labelled fields a password manager fills, and no axe violations', async () => {
    const { container } = renderLogin();
    expect(loginField().getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what is missing, on its field, and focuses the first', async () => {
    const user = userEvent.setup();
    const { login } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.activeElement).toBe(loginField()));
    expect(describedBy(loginField())).toBe(loginTexts.loginMissing);
    expect(describedBy(passwordField())).toBe(loginTexts.passwordMissing);
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (sent on `email`) on the login field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('rejected', 'These credentials do not match our records.', 422, [], false, {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    renderLogin({ answers: { login: () => Promise.reject(refusal) } });
    await user.type(loginField(), 'ana@example.com');
    await user.type(passwordField(), 'wrong-password{Enter}');
    await waitFor(() => expect(describedBy(loginField())).toBe('These credentials do not match our records.'));
    expect(document.activeElement).toBe(loginField());
    expect(loginField().value).toBe('ana@example.com');
  });

  it('signs in and goes on to where the guest was going, replacing /login in history', async () => {
    const user = userEvent.setup();
    const { login, location, scope } = renderLogin({ path: '/login?next=%2Faccount%2Fwallet' });
    await user.type(loginField(), ' ana@example.com ');
    await user.type(passwordField(), 'demo-password-1{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account/wallet'));
    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'demo-password-1' });
    expect(login).toHaveBeenCalledTimes(1);
    expect(scope.getState($user).authToken).toBe('token-ana');
    expect(location.history).toEqual(['/account/wallet']);
  });

  it('sends once however often the shopper presses while it runs', async () => {
    const user = userEvent.setup();
    let finish: (answer: AuthResponse) => void = () => undefined;
    const { login } = renderLogin({ answers: { login: () => new Promise<AuthResponse>((resolve) => (finish = resolve)) } });
    await user.type(loginField(), 'ana@example.com');
    await user.type(passwordField(), 'demo-password-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const pending = await screen.findByRole('button', { name: 'Logging in…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await user.click(pending);
    await user.type(passwordField(), '{Enter}');
    act(() => finish(ana));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
  });

  it('never follows a way back out of the store', async () => {
    const user = userEvent.setup();
    const { location } = renderLogin({ path: '/login?next=%2F%2Fevil.example' });
    await user.type(loginField(), 'ana@example.com');
    await user.type(passwordField(), 'demo-password-1{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
  });

  it('sends a customer who is already signed in straight on', async () => {
    const { location } = renderLogin({ path: '/login?next=%2Faccount%2Fwishlist', signedIn: true });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account/wishlist'));
  });

  it('keeps the way back on the links to register and recover', () => {
    renderLogin({ path: '/login?next=%2Faccount%2Fwallet' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?next=%2Faccount%2Fwallet');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password?next=%2Faccount%2Fwallet');
  });

  it('confirms a password that was just reset', () => {
    renderLogin({ notice: true });
    expect(screen.getByRole('status').textContent).toBe(loginTexts.passwordChanged);
  });
});

describe('/login with a one-time code', () => {
  it('is the other way in: what was typed carries over, and focus goes to it', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(loginField(), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Log in with a one-time code instead' }));
    expect(screen.getByRole('form', { name: 'Log in with a one-time code' })).toBeTruthy();
    expect(loginField().value).toBe('+1 555 0100');
    expect(document.activeElement).toBe(loginField());
    await user.click(screen.getByRole('button', { name: 'Log in with a password instead' }));
    expect(loginField().value).toBe('+1 555 0100');
    expect(passwordField()).toBeTruthy();
  });

  it('sends the code, then offers one field a phone and a password manager can fill', async () => {
    const user = userEvent.setup();
    const { sendCode, container } = renderLogin();
    await askForCode(user, ' ana@example.com ');
    expect(sendCode).toHaveBeenCalledWith({ login: 'ana@example.com' });
    const field = codeField();
    expect(field.tagName).toBe('INPUT');
    expect(field.getAttribute('type')).toBe('text');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('maxlength')).toBe('6');
    // One real input: the boxes drawn over it are hidden from assistive technology.
    expect(container.querySelectorAll('input[name="otp"]')).toHaveLength(1);
    expect(describedBy(field)).toBe('If an account uses ana@example.com, we sent it a 6-digit code. It works for 5 minutes.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('signs in by itself once the last digit is typed, and only once', async () => {
    const user = userEvent.setup();
    const { loginWithCode, location } = renderLogin();
    await askForCode(user);
    await user.keyboard('24681');
    expect(loginWithCode).not.toHaveBeenCalled();
    await user.keyboard('0');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
    expect(loginWithCode).toHaveBeenCalledWith({ login: 'ana@example.com', otp: '246810' });
    expect(loginWithCode).toHaveBeenCalledTimes(1);
  });

  it('sends a refused code again by itself once the shopper corrects it', async () => {
    const user = userEvent.setup();
    const wrong = new ApiError('rejected', 'This code is wrong or has expired.', 422, [], false, { message: 'This code is wrong or has expired.', errors: { otp: ['This code is wrong.'] } });
    const { loginWithCode } = renderLogin({ answers: { loginWithCode: (payload) => (payload.otp === '246810' ? Promise.resolve(ana) : Promise.reject(wrong)) } });
    await askForCode(user);
    await user.keyboard('246811');
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    await user.keyboard('{Backspace}0');
    await waitFor(() => expect(loginWithCode).toHaveBeenCalledTimes(2));
    expect(loginWithCode.mock.calls.map(([payload]) => payload.otp)).toEqual(['246811', '246810']);
  });

  it('takes a pasted code with spaces in it, and signs in with its digits', async () => {
    const user = userEvent.setup();
    const { loginWithCode, location } = renderLogin({ path: '/login?next=%2Faccount%2Fwallet' });
    await askForCode(user);
    await user.paste('246 810');
    expect(codeField().value).toBe('246810');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account/wallet'));
    expect(loginWithCode).toHaveBeenCalledWith({ login: 'ana@example.com', otp: '246810' });
    expect(loginWithCode).toHaveBeenCalledTimes(1);
  });

  it('keeps only digits when typing', async () => {
    const user = userEvent.setup();
    renderLogin();
    await askForCode(user);
    await user.keyboard('2a4-6');
    expect(codeField().value).toBe('246');
  });

  it('asks for every digit before sending', async () => {
    const user = userEvent.setup();
    const { loginWithCode } = renderLogin();
    await askForCode(user);
    await user.keyboard('2468{Enter}');
    await waitFor(() => expect(describedBy(codeField())).toContain(loginTexts.codeIncomplete(6)));
    expect(loginWithCode).not.toHaveBeenCalled();
  });

  it("shows a wrong code's refusal on the code field, focused, and keeps the code to correct", async () => {
    const user = userEvent.setup();
    const wrong = new ApiError('rejected', 'This code is wrong or has expired.', 422, [], false, {
      message: 'This code is wrong or has expired.',
      errors: { otp: ['This code is wrong or has expired. Check it, or ask for a new one.'] },
    });
    renderLogin({ answers: { loginWithCode: () => Promise.reject(wrong) } });
    await askForCode(user);
    await user.keyboard('111111{Enter}');
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(codeField())).toMatch(/^This code is wrong or has expired\. Check it, or ask for a new one\. If an account uses/);
    expect(document.activeElement).toBe(codeField());
    expect(codeField().value).toBe('111111');
  });

  it('sends the code once however often the shopper presses while it runs', async () => {
    const user = userEvent.setup();
    let finish: (answer: AuthResponse) => void = () => undefined;
    const { loginWithCode } = renderLogin({ answers: { loginWithCode: () => new Promise<AuthResponse>((resolve) => (finish = resolve)) } });
    await askForCode(user);
    await user.keyboard('246810{Enter}');
    const pending = await screen.findByRole('button', { name: 'Logging in…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await user.click(pending);
    await user.click(codeField());
    await user.keyboard('{Enter}');
    act(() => finish(ana));
    await waitFor(() => expect(loginWithCode).toHaveBeenCalledTimes(1));
  });

  it("counts the resend down from the answer's resend_after, then offers it and says so", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { sendCode } = renderLogin();
    await askForCode(user);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(resend)).toBe('You can ask for a new code in 30 seconds.');
    await user.click(resend);
    expect(sendCode).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(describedBy(resend)).toMatch(/^You can ask for a new code in (20|19) seconds\.$/);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(resend.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByText('You can ask for a new code now.').getAttribute('role')).toBe('status');

    await user.click(resend);
    await waitFor(() => expect(sendCode).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('We sent a new code to ana@example.com. Only the newest code works.')).toBeTruthy();
    expect(resend.getAttribute('aria-disabled')).toBe('true');
  });

  it('a 429 to the first request says when to ask again, and the Send button waits that long', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { sendCode } = renderLogin({ answers: { sendCode: () => Promise.reject(tooMany(60)) } });
    await user.click(screen.getByRole('button', { name: 'Log in with a one-time code instead' }));
    await user.type(loginField(), 'ana@example.com{Enter}');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Too many codes were asked for. You can ask for another in 1 minute.'));
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(send)).toBe('You can ask for a code again in 1 minute.');
    // Enter while it waits sends nothing.
    await user.type(loginField(), '{Enter}');
    expect(sendCode).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    expect(loginField().value).toBe('ana@example.com');
  });

  it('a 429 to a resend says when, and the countdown honours it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const replies: (OtpSent | ApiError)[] = [codeSent, tooMany(120)];
    renderLogin({
      answers: {
        sendCode: () => {
          const reply = replies.shift() ?? codeSent;
          return reply instanceof ApiError ? Promise.reject(reply) : Promise.resolve(reply);
        },
      },
    });
    await askForCode(user);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByText('Too many codes were asked for. You can ask for another in 2 minutes.').getAttribute('role')).toBe('alert'));
    expect(describedBy(screen.getByRole('button', { name: 'Resend code' }))).toBe('You can ask for a code again in 2 minutes.');
  });

  it('goes back to change the address, with focus on it', async () => {
    const user = userEvent.setup();
    renderLogin();
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Use another email or phone number' }));
    expect(loginField().value).toBe('ana@example.com');
    await waitFor(() => expect(document.activeElement).toBe(loginField()));
    expect(screen.queryByLabelText('One-time code')).toBeNull();
  });

  describe('WebOTP, where the browser has it', () => {
    function stubWebOtp(get: (options: CredentialRequestOptions) => Promise<unknown>) {
      vi.stubGlobal('OTPCredential', class {});
      const credentials = { get: vi.fn(get) };
      Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
      return credentials;
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    });

    it("fills in the code from the SMS and signs in once the shopper allows it in the browser's prompt", async () => {
      const credentials = stubWebOtp(() => Promise.resolve({ type: 'otp', code: '246810' }));
      const user = userEvent.setup();
      const { loginWithCode, location } = renderLogin();
      await askForCode(user);
      await waitFor(() => expect(location.history?.at(-1)).toBe('/account'));
      expect(loginWithCode).toHaveBeenCalledWith({ login: 'ana@example.com', otp: '246810' });
      expect(credentials.get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    });

    it('stops asking when the shopper submits a code by hand, and when the screen goes', async () => {
      const signals: AbortSignal[] = [];
      stubWebOtp((options) => {
        if (options.signal) signals.push(options.signal);
        return new Promise(() => undefined);
      });
      const user = userEvent.setup();
      const { unmount, loginWithCode } = renderLogin({ answers: { loginWithCode: () => new Promise(() => undefined) } });
      await askForCode(user);
      await waitFor(() => expect(signals).toHaveLength(1));
      await user.keyboard('246810{Enter}');
      await waitFor(() => expect(loginWithCode).toHaveBeenCalled());
      expect(signals[0]?.aborted).toBe(true);
      unmount();
      expect(signals.every((signal) => signal.aborted)).toBe(true);
    });
  });
});
