import { useUnit } from 'effector-react';
import { useActionState, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import * as z from 'zod/mini';
import { brokenPasswordRules } from '@/api/schemas/password-rules';
import { resetPasswordFx } from '@/models/session/auth.model';
import { $typedLogin, forgotPasswordScreenOpened, loginTyped, resetCode, sendResetCodeFx } from '@/models/session/sign-in.model';
import { FormErrorSummary, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { NewPasswordField } from '@/shared/ui/form/NewPasswordField';
import { codeDigits, OneTimeCodeField } from '@/shared/ui/form/OneTimeCodeField';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { useSubmitCompleteCode } from '@/shared/ui/form/use-submit-complete-code';
import { codeRefusalMessage, ResendCode, useFocusBackToAddress, WaitingSubmitButton } from './CodeParts';
import { codeSentLine, waitLine } from './code-wait.lib';
import { useLeaveWhenSignedIn, useNextPath, withNext } from './sign-in-navigation';
import './auth.css';

export const forgotTexts = {
  emailInvalid: 'Enter the email address of your account, like name@example.com.',
  codeMissing: 'Enter the code we emailed you.',
  codeIncomplete: (length: number) => `Enter all ${length} digits of the code.`,
  failedToSend: 'We could not send a code. Check your connection and try again.',
  failedToReset: 'We could not set your new password. Check your connection and try again.',
} as const;

const emailSchema = z.object({ email: z.string().check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, forgotTexts.emailInvalid)) });

/** Step 1: the account's email. The answer reads the same whether or not an account has it (OWASP). */
function EmailStep() {
  const [send, typedLogin, waitSeconds, waitReason, typed] = useUnit([sendResetCodeFx, $typedLogin, resetCode.$waitSeconds, resetCode.$waitReason, loginTyped]);
  const form = useRef<HTMLFormElement>(null);
  const [result, submit] = useActionState(async (_previous: FormResult<'email'>, formData: FormData): Promise<FormResult<'email'>> => {
    const values = formValues(formData, ['email'] as const);
    const checked = emailSchema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    try {
      await send(checked.data.email);
      return { status: 'done', fieldErrors: {}, message: null, values };
    } catch (error) {
      const refused = refusedFormResult(error, ['email'] as const, values, forgotTexts.failedToSend);
      return { ...refused, message: Object.keys(refused.fieldErrors).length > 0 ? refused.message : codeRefusalMessage(error) };
    }
  }, idleFormResult<'email'>());
  useFocusFirstError(form, result, 'forgot-email-summary');
  const waiting = waitSeconds > 0;
  const emailFromLogin = typedLogin.includes('@') ? typedLogin.trim() : undefined;
  return (
    <form ref={form} action={submit} noValidate className="form-stack" aria-labelledby="screen-title">
      <p className="auth-screen__intro">Enter the email of your account. We will email you a code to set a new password.</p>
      <FormErrorSummary id="forgot-email-summary" message={result.message} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={result.values.email ?? emailFromLogin}
        error={result.fieldErrors.email}
        onChange={(event) => typed(event.currentTarget.value)}
      />
      <WaitingSubmitButton waiting={waiting} pendingLabel="Sending the code…" describedBy={waiting ? 'forgot-send-wait' : undefined}>
        Send code
      </WaitingSubmitButton>
      {waiting && waitReason ? (
        <p id="forgot-send-wait" className="auth-screen__note">
          {waitLine(waitSeconds, waitReason)}
        </p>
      ) : null}
    </form>
  );
}

const resetFields = ['code', 'password'] as const;
type ResetField = (typeof resetFields)[number];

const resetPasswordSchema = z.object({
  password: z.string().check(
    z.refine((password) => brokenPasswordRules(password).length === 0, {
      error: (issue) => brokenPasswordRules(String(issue.input))[0]?.message ?? 'Choose a new password.',
    }),
  ),
});

const RESET_SUMMARY_ID = 'forgot-reset-summary';

/** Step 2: the emailed code and the new password; then to /login with a confirmation, not signed in (OWASP). */
function ResetStep({ email, next }: { email: string; next: string }) {
  const [reset, lastSent, changeEmail, send] = useUnit([resetPasswordFx, resetCode.$lastSent, resetCode.addressChangeRequested, sendResetCodeFx]);
  const [, navigate] = useLocation();
  const length = lastSent?.length ?? null;
  const [code, setCode] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const submitCode = useSubmitCompleteCode(form);
  // The code's last digit goes on to the new password, or sets it when one is typed already.
  const codeCompleted = (digits: string) => {
    const password = form.current?.querySelector<HTMLInputElement>('input[name="password"]');
    if (password && password.value === '') password.focus();
    else submitCode.completed(digits);
  };

  const [result, submit] = useActionState(async (_previous: FormResult<ResetField>, formData: FormData): Promise<FormResult<ResetField>> => {
    const values = formValues(formData, resetFields);
    const digits = codeDigits(values.code);
    const fieldErrors: Partial<Record<ResetField, string>> = {};
    if (digits === '') fieldErrors.code = forgotTexts.codeMissing;
    else if (length !== null && digits.length !== length) fieldErrors.code = forgotTexts.codeIncomplete(length);
    const checked = resetPasswordSchema.safeParse({ password: values.password });
    if (!checked.success) Object.assign(fieldErrors, issuesByField(checked.error.issues));
    if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors, message: null, values };
    try {
      await reset({ email, code: digits, password: values.password });
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    } catch (error) {
      return refusedFormResult(error, resetFields, values, forgotTexts.failedToReset);
    }
  }, idleFormResult<ResetField>());
  useFocusFirstError(form, result, RESET_SUMMARY_ID);

  // Done: on to log in, where a confirmation waits (sign-in.model.ts). The reset form is replaced in history: its code
  // is spent, and Back should not offer it again. The overlay's history stamp stays on the entry (ADR 0017).
  useEffect(() => {
    if (result.status === 'done') navigate(withNext('/login', next), { replace: true, state: window.history.state as unknown });
  }, [result.status, navigate, next]);

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  return (
    <div className="code-step">
      <form ref={form} action={submit} noValidate className="form-stack" aria-labelledby="screen-title">
        <FormErrorSummary id={RESET_SUMMARY_ID} message={result.message} />
        {/* The account's email, for a password manager saving the new password against the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <OneTimeCodeField
          name="code"
          label="Code from the email"
          length={length}
          value={code}
          onValueChange={(digits) => {
            setCode(digits);
            submitCode.changed(digits);
          }}
          onComplete={codeCompleted}
          inputRef={codeInput}
          hint={codeSentLine(email, length, lastSent?.expires_in ?? null, 'reset')}
          error={result.fieldErrors.code}
        />
        <NewPasswordField name="password" label="New password" defaultValue={result.values.password} error={result.fieldErrors.password} />
        <SubmitButton pendingLabel="Setting your password…">Set new password</SubmitButton>
      </form>
      <p className="auth-screen__links">
        <button type="button" className="link-button" onClick={changeEmail}>
          Use another email
        </button>
      </p>
      <ResendCode request={resetCode} send={send} sentTo={email} idPrefix="forgot-resend" />
    </div>
  );
}

/**
 * /forgot-password (ADR 0019): an email, then the emailed code and a new password. Every answer reads the same whether
 * or not an account has the email; afterwards the shopper logs in with the new password (never signed in here).
 */
export default function ForgotPasswordScreen() {
  const [sentTo, opened] = useUnit([resetCode.$sentTo, forgotPasswordScreenOpened]);
  const next = useNextPath();
  useLeaveWhenSignedIn(next);
  useEffect(() => opened(), [opened]);
  const step = useRef<HTMLDivElement>(null);
  useFocusBackToAddress(step, sentTo, 'email');
  return (
    <section className="screen auth-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {sentTo === null ? 'Forgot your password?' : 'Set a new password'}
      </h1>
      <div ref={step}>{sentTo === null ? <EmailStep /> : <ResetStep email={sentTo} next={next} />}</div>
      <p className="auth-screen__links">
        Remembered it? <Link href={withNext('/login', next)}>Log in</Link>
      </p>
    </section>
  );
}
