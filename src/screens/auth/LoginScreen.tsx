import { useUnit } from 'effector-react';
import { useActionState, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import * as z from 'zod/mini';
import { safeNextPath } from '@/app/shell/sign-in-redirect';
import { loginFx } from '@/models/session/auth.model';
import { $isLoggedIn } from '@/models/session/session.model';
import { FormErrorSummary, PasswordField, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import './auth.css';

export const loginTexts = {
  loginMissing: 'Enter your email or phone number.',
  passwordMissing: 'Enter your password.',
  failed: 'We could not sign you in. Check your connection and try again.',
} as const;

const fields = ['email', 'password'] as const;
type Field = (typeof fields)[number];

const passwordSignInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, loginTexts.loginMissing)),
  password: z.string().check(z.minLength(1, loginTexts.passwordMissing)),
});

const SUMMARY_ID = 'login-summary';

/** Where the shopper was going, from `?next=`, made safe (ADR 0019). */
function useNextPath(): string {
  return safeNextPath(new URLSearchParams(useSearch()).get('next'));
}

/**
 * /login: by email or phone and password. A customer already signed in (another tab, Back after signing in) goes
 * straight on to where they were going.
 */
export default function LoginScreen() {
  const [loggedIn, signIn] = useUnit([$isLoggedIn, loginFx]);
  const [, navigate] = useLocation();
  const next = useNextPath();
  const form = useRef<HTMLFormElement>(null);

  const [result, submit] = useActionState(async (_previous: FormResult<Field>, formData: FormData): Promise<FormResult<Field>> => {
    const values = formValues(formData, fields);
    const checked = passwordSignInSchema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    try {
      await signIn(checked.data);
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    } catch (error) {
      return refusedFormResult(error, fields, values, loginTexts.failed);
    }
  }, idleFormResult<Field>());
  useFocusFirstError(form, result, SUMMARY_ID);

  // Signed in (here or elsewhere): on to where the shopper was going, replacing /login in history, so Back does not
  // land on a sign-in form for a shopper who is signed in.
  // Once: the screen may render again at the new address (without its `next`) before it unmounts.
  const left = useRef(false);
  useLayoutEffect(() => {
    if (!loggedIn || left.current) return;
    left.current = true;
    navigate(next, { replace: true });
  }, [loggedIn, next, navigate]);

  const registerHref = next === '/account' ? '/register' : `/register?next=${encodeURIComponent(next)}`;
  return (
    <section className="screen auth-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Log in
      </h1>
      <form ref={form} action={submit} noValidate className="form-stack" aria-labelledby="screen-title">
        <FormErrorSummary id={SUMMARY_ID} message={result.message} />
        <TextField
          name="email"
          label="Email or phone number"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={result.values.email}
          error={result.fieldErrors.email}
        />
        <PasswordField name="password" label="Password" autoComplete="current-password" defaultValue={result.values.password} error={result.fieldErrors.password} />
        <SubmitButton pendingLabel="Logging in…">Log in</SubmitButton>
      </form>
      <p className="auth-screen__links">
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="auth-screen__links">
        New here? <Link href={registerHref}>Create an account</Link>
      </p>
    </section>
  );
}
