import { useUnit } from 'effector-react';
import { useActionState, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import * as z from 'zod/mini';
import { loginWithOtpFx } from '@/models/session/auth.model';
import { $typedLogin, loginCode, loginTyped, sendLoginCodeFx } from '@/models/session/sign-in.model';
import { FormErrorSummary, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { codeDigits, OneTimeCodeField } from '@/shared/ui/form/OneTimeCodeField';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { useSubmitCompleteCode } from '@/shared/ui/form/use-submit-complete-code';
import { useWebOtp } from '@/shared/ui/form/use-web-otp';
import { codeRefusalMessage, ResendCode, useFocusBackToAddress, WaitingSubmitButton } from './CodeParts';
import { codeSentLine, waitLine } from './code-wait.lib';

/*
 * Signing in with a one-time code (ADR 0019, 0020): where to send it, then the code. On /login, and inside checkout
 * (ADR 0026), where a guest signs in without leaving the page.
 */

export const loginTexts = {
  loginMissing: 'Enter your email or phone number.',
  passwordMissing: 'Enter your password.',
  codeMissing: 'Enter the code we sent you.',
  codeIncomplete: (length: number) => `Enter all ${length} digits of the code.`,
  failed: 'We could not sign you in. Check your connection and try again.',
  passwordChanged: 'Your password is changed. Log in with your new password.',
} as const;

const LOGIN_LABEL = 'Email or phone number';

/** The login field both ways share: what is typed carries over to the other way (and to /forgot-password). */
export function LoginField({ defaultValue, error }: { defaultValue: string | undefined; error: string | undefined }) {
  const typed = useUnit(loginTyped);
  return (
    <TextField
      name="login"
      label={LOGIN_LABEL}
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      defaultValue={defaultValue}
      error={error}
      onChange={(event) => typed(event.currentTarget.value)}
    />
  );
}

const sendFields = ['login'] as const;
type SendField = (typeof sendFields)[number];
const sendCodeSchema = z.object({ login: z.string().check(z.trim(), z.minLength(1, loginTexts.loginMissing)) });

/** The first step of the code way: where to send it. */
function SendCodeForm() {
  const [send, typedLogin, waitSeconds, waitReason] = useUnit([sendLoginCodeFx, $typedLogin, loginCode.$waitSeconds, loginCode.$waitReason]);
  const form = useRef<HTMLFormElement>(null);
  const [result, submit] = useActionState(async (_previous: FormResult<SendField>, formData: FormData): Promise<FormResult<SendField>> => {
    const values = formValues(formData, sendFields);
    const checked = sendCodeSchema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    try {
      await send(checked.data.login);
      return { status: 'done', fieldErrors: {}, message: null, values };
    } catch (error) {
      const refused = refusedFormResult(error, sendFields, values, loginTexts.failed);
      return { ...refused, message: Object.keys(refused.fieldErrors).length > 0 ? refused.message : codeRefusalMessage(error) };
    }
  }, idleFormResult<SendField>());
  useFocusFirstError(form, result, 'login-send-summary');
  const waiting = waitSeconds > 0;
  return (
    <form ref={form} action={submit} noValidate className="form-stack" aria-label="Log in with a one-time code">
      <FormErrorSummary id="login-send-summary" message={result.message} />
      <LoginField defaultValue={result.values.login ?? typedLogin} error={result.fieldErrors.login} />
      <p className="auth-screen__note">We will send a one-time code to your email or phone. No password needed.</p>
      <WaitingSubmitButton waiting={waiting} pendingLabel="Sending the code…" describedBy={waiting ? 'login-send-wait' : undefined}>
        Send code
      </WaitingSubmitButton>
      {waiting && waitReason ? (
        <p id="login-send-wait" className="auth-screen__note">
          {waitLine(waitSeconds, waitReason)}
        </p>
      ) : null}
    </form>
  );
}

const CODE_SUMMARY_ID = 'login-code-summary';

/** The second step: the code, with WebOTP where the browser has it, and resending. */
function EnterCodeForm({ sentTo }: { sentTo: string }) {
  const [signIn, lastSent, changeAddress, send] = useUnit([loginWithOtpFx, loginCode.$lastSent, loginCode.addressChangeRequested, sendLoginCodeFx]);
  const length = lastSent?.length ?? null;
  const [code, setCode] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const submitCode = useSubmitCompleteCode(form);

  const stopWebOtp = useWebOtp(true, (received) => {
    // The browser's own prompt was the shopper's consent: fill the field and sign in.
    const digits = codeDigits(received);
    flushSync(() => setCode(digits));
    submitCode.completed(digits);
  });

  const [result, submit] = useActionState(async (_previous: FormResult<'otp'>, formData: FormData): Promise<FormResult<'otp'>> => {
    stopWebOtp();
    const otp = codeDigits(String(formData.get('otp') ?? ''));
    const values = { otp };
    if (otp === '') return { status: 'invalid', fieldErrors: { otp: loginTexts.codeMissing }, message: null, values };
    if (length !== null && otp.length !== length) return { status: 'invalid', fieldErrors: { otp: loginTexts.codeIncomplete(length) }, message: null, values };
    try {
      await signIn({ login: sentTo, otp });
      return { status: 'done', fieldErrors: {}, message: null, values };
    } catch (error) {
      return refusedFormResult(error, ['otp'] as const, values, loginTexts.failed);
    }
  }, idleFormResult<'otp'>());
  useFocusFirstError(form, result, CODE_SUMMARY_ID);

  // The code field appears because a code was just sent: the shopper's next step is to type it.
  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  return (
    <div className="code-step">
      <form ref={form} action={submit} noValidate className="form-stack" aria-label="Enter your one-time code">
        <FormErrorSummary id={CODE_SUMMARY_ID} message={result.message} />
        <OneTimeCodeField
          name="otp"
          label="One-time code"
          length={length}
          value={code}
          onValueChange={(digits) => {
            setCode(digits);
            submitCode.changed(digits);
          }}
          // The code is the form's only field: its last digit signs in, as Enter would.
          onComplete={submitCode.completed}
          inputRef={codeInput}
          hint={codeSentLine(sentTo, length, lastSent?.expires_in ?? null, 'sign-in')}
          error={result.fieldErrors.otp}
        />
        <SubmitButton pendingLabel="Logging in…">Log in</SubmitButton>
      </form>
      <p className="auth-screen__links">
        <button type="button" className="link-button" onClick={changeAddress}>
          Use another email or phone number
        </button>
      </p>
      <ResendCode request={loginCode} send={send} sentTo={sentTo} idPrefix="login-resend" />
    </div>
  );
}

/** The code way: where to send it, then the code. */
export function CodeSignIn() {
  const sentTo = useUnit(loginCode.$sentTo);
  const step = useRef<HTMLDivElement>(null);
  useFocusBackToAddress(step, sentTo, 'login');
  return <div ref={step}>{sentTo === null ? <SendCodeForm /> : <EnterCodeForm sentTo={sentTo} />}</div>;
}

