import { useUnit } from 'effector-react';
import { useActionState, useRef, useState } from 'react';
import { Link } from 'wouter';
import * as z from 'zod/mini';
import { brokenPasswordRules } from '@/api/schemas/password-rules';
import { registerFx } from '@/models/session/auth.model';
import { readKeptReferral } from '@/models/kept-referral/kept-referral.lib';
import { $typedLogin } from '@/models/session/sign-in.model';
import { FormErrorSummary, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { NewPasswordField } from '@/shared/ui/form/NewPasswordField';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { useLeaveWhenSignedIn, useNextPath, withNext } from './sign-in-navigation';
import './auth.css';

export const registerTexts = {
  nameMissing: 'Enter your name.',
  emailInvalid: 'Enter an email address, like name@example.com.',
  failed: 'We could not create your account. Check your connection and try again.',
} as const;

const fields = ['name', 'email', 'phone', 'password', 'referral_code'] as const;
type Field = (typeof fields)[number];

// The server checks everything again (a taken email, a phone number's form, an unknown referral code): here only
// what a shopper can fix before sending.
const registerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, registerTexts.nameMissing)),
  email: z.string().check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, registerTexts.emailInvalid)),
  phone: z.string().check(z.trim()),
  password: z.string().check(
    z.refine((password) => brokenPasswordRules(password).length === 0, {
      // The first rule the password breaks, in the words the rules list uses.
      error: (issue) => brokenPasswordRules(String(issue.input))[0]?.message ?? 'Choose a password.',
    }),
  ),
  referral_code: z.string().check(z.trim()),
});

const SUMMARY_ID = 'register-summary';

/**
 * /register: name, email, phone (optional), a password whose rules show before typing, and a referral code, filled
 * in when the shopper came through a friend's link (kept on the device by the `/r/{id}` landing: kept-referral.lib.ts).
 * Registering signs the shopper in and keeps their guest cart (the backend merges it, ADR 0019); then on to `next`.
 */
export default function RegisterScreen() {
  const [register, typedLogin] = useUnit([registerFx, $typedLogin]);
  const next = useNextPath();
  useLeaveWhenSignedIn(next);
  // Read once as the screen opens: a referral kept later (another tab) is not worth changing a field under the shopper.
  const [referral] = useState(() => readKeptReferral());
  const form = useRef<HTMLFormElement>(null);

  const [result, submit] = useActionState(async (_previous: FormResult<Field>, formData: FormData): Promise<FormResult<Field>> => {
    const values = formValues(formData, fields);
    const checked = registerSchema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    const { name, email, phone, password, referral_code: referralCode } = checked.data;
    try {
      await register({ name, email, phone: phone === '' ? null : phone, password, referral_code: referralCode === '' ? null : referralCode });
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    } catch (error) {
      return refusedFormResult(error, fields, values, registerTexts.failed);
    }
  }, idleFormResult<Field>());
  useFocusFirstError(form, result, SUMMARY_ID);

  // The login typed on /login starts the email field when it is an email.
  const emailFromLogin = typedLogin.includes('@') ? typedLogin.trim() : undefined;
  return (
    <section className="screen auth-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Create an account
      </h1>
      <p className="auth-screen__intro">Save your addresses, follow your orders and earn rewards.</p>
      <form ref={form} action={submit} noValidate className="form-stack" aria-labelledby="screen-title">
        <FormErrorSummary id={SUMMARY_ID} message={result.message} />
        <TextField name="name" label="Your name" autoComplete="name" defaultValue={result.values.name} error={result.fieldErrors.name} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={result.values.email ?? emailFromLogin}
          error={result.fieldErrors.email}
        />
        <TextField
          name="phone"
          label="Phone number (optional)"
          type="tel"
          autoComplete="tel"
          hint="For a call about your delivery, and to log in with a code by text message."
          defaultValue={result.values.phone}
          error={result.fieldErrors.phone}
        />
        <NewPasswordField name="password" label="Password" defaultValue={result.values.password} error={result.fieldErrors.password} />
        <TextField
          name="referral_code"
          label="Referral code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={referral?.referrerName ? `${referral.referrerName} invited you: their code is filled in.` : 'A code a friend gave you, if you have one.'}
          defaultValue={result.values.referral_code ?? referral?.code}
          error={result.fieldErrors.referral_code}
        />
        <SubmitButton pendingLabel="Creating your account…">Create account</SubmitButton>
      </form>
      <p className="auth-screen__links">
        Already have an account? <Link href={withNext('/login', next)}>Log in</Link>
      </p>
    </section>
  );
}
