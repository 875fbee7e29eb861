import { useUnit } from 'effector-react';
import { useActionState, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import * as z from 'zod/mini';
import { loginFx } from '@/models/session/auth.model';
import { $signInNotice, $signInWay, $typedLogin, loginScreenOpened, signInWayChosen, type SignInWay } from '@/models/session/sign-in.model';
import { FormErrorSummary, PasswordField, SubmitButton } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { CodeSignIn, LoginField, loginTexts } from './CodeSignIn';
import { useLeaveWhenSignedIn, useNextPath, withNext } from './sign-in-navigation';
import './auth.css';

export { loginTexts };

const passwordFields = ['login', 'password'] as const;
type PasswordField = (typeof passwordFields)[number];

const passwordSignInSchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1, loginTexts.loginMissing)),
  password: z.string().check(z.minLength(1, loginTexts.passwordMissing)),
});

/** By email or phone and password: what a password manager fills. */
function PasswordSignIn() {
  const [signIn, typedLogin] = useUnit([loginFx, $typedLogin]);
  const form = useRef<HTMLFormElement>(null);
  const [result, submit] = useActionState(async (_previous: FormResult<PasswordField>, formData: FormData): Promise<FormResult<PasswordField>> => {
    const values = formValues(formData, passwordFields);
    const checked = passwordSignInSchema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    try {
      // The call's field is `email` (the spec's name); it takes a phone number as well.
      await signIn({ email: checked.data.login, password: checked.data.password });
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    } catch (error) {
      // The server names the login `email`: its refusal belongs on the login field.
      return renameField(refusedFormResult(error, [...passwordFields, 'email'], values, loginTexts.failed), 'email', 'login');
    }
  }, idleFormResult<PasswordField>());
  useFocusFirstError(form, result, 'login-password-summary');
  return (
    <form ref={form} action={submit} noValidate className="form-stack" aria-label="Log in with your password">
      <FormErrorSummary id="login-password-summary" message={result.message} />
      <LoginField defaultValue={result.values.login ?? typedLogin} error={result.fieldErrors.login} />
      <PasswordField name="password" label="Password" autoComplete="current-password" defaultValue={result.values.password} error={result.fieldErrors.password} />
      <SubmitButton pendingLabel="Logging in…">Log in</SubmitButton>
    </form>
  );
}

/** A result whose errors for `from` (the server's field name) are shown on the form's `to`. */
function renameField<Field extends string>(result: FormResult<Field | 'email'>, from: 'email', to: Field): FormResult<Field> {
  const { [from]: moved, ...fieldErrors } = result.fieldErrors;
  const errors = fieldErrors as Partial<Record<Field, string>>;
  if (moved !== undefined && errors[to] === undefined) errors[to] = moved;
  return { ...result, fieldErrors: errors, values: result.values as Partial<Record<Field, string>> };
}

const otherWay: Record<SignInWay, { way: SignInWay; label: string }> = {
  password: { way: 'code', label: 'Log in with a one-time code instead' },
  code: { way: 'password', label: 'Log in with a password instead' },
};

/**
 * /login, two ways in (ADR 0019, 0020): email or phone with a password, or a one-time code sent to either. The shopper
 * switches between them and what they typed carries over. A customer already signed in goes straight on.
 */
export default function LoginScreen() {
  const [way, chooseWay, opened, notice] = useUnit([$signInWay, signInWayChosen, loginScreenOpened, $signInNotice]);
  const next = useNextPath();
  useLeaveWhenSignedIn(next);
  useEffect(() => opened(), [opened]);

  // After the shopper switches ways, focus goes to the other way's first field (never on arrival: a phone's
  // keyboard would cover the page).
  const screen = useRef<HTMLElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) screen.current?.querySelector<HTMLInputElement>('input[name="login"]')?.focus();
  }, [way]);

  const switchTo = otherWay[way];
  return (
    <section ref={screen} className="screen auth-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Log in
      </h1>
      {notice === 'password-changed' ? (
        <p className="auth-notice" role="status">
          {loginTexts.passwordChanged}
        </p>
      ) : null}
      {way === 'password' ? <PasswordSignIn /> : <CodeSignIn />}
      <p className="auth-screen__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            switched.current = true;
            chooseWay(switchTo.way);
          }}
        >
          {switchTo.label}
        </button>
      </p>
      <p className="auth-screen__links">
        <Link href={withNext('/forgot-password', next)}>Forgot your password?</Link>
      </p>
      <p className="auth-screen__links">
        New here? <Link href={withNext('/register', next)}>Create an account</Link>
      </p>
    </section>
  );
}
