// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionState, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/api/api-error';
import { FormErrorSummary, PasswordField, SubmitButton, TextField } from './fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from './form-result';
import { useFocusFirstError } from './use-focus-first-error';

/** The texts an element's aria-describedby points at, in order, as a screen reader reads its description. */
function computeAccessibleDescription(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
}

const fields = ['email', 'password'] as const;
type Field = (typeof fields)[number];
const schema = z.object({
  email: z.string().check(z.regex(/^[^@\s]+@[^@\s]+$/, 'Enter an email address, like name@example.com.')),
  password: z.string().check(z.minLength(8, 'Use at least 8 characters.')),
});

/** A form built from the kit as every screen builds one: validate, call, map the refusal. */
function DemoForm({ send }: { send: (values: Record<Field, string>) => Promise<void> }) {
  const form = useRef<HTMLFormElement>(null);
  const [result, submit] = useActionState(async (_previous: FormResult<Field>, formData: FormData): Promise<FormResult<Field>> => {
    const values = formValues(formData, fields);
    const checked = schema.safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    try {
      await send(values);
      return { status: 'done', fieldErrors: {}, message: null, values };
    } catch (error) {
      return refusedFormResult(error, fields, values, 'We could not sign you in. Try again.');
    }
  }, idleFormResult<Field>());
  useFocusFirstError(form, result, 'demo-summary');
  return (
    <form ref={form} action={submit} noValidate aria-label="Sign in">
      <FormErrorSummary id="demo-summary" message={result.message} />
      <TextField name="email" label="Email" type="email" autoComplete="username" defaultValue={result.values.email} error={result.fieldErrors.email} />
      <PasswordField name="password" label="Password" autoComplete="current-password" hint="At least 8 characters." defaultValue={result.values.password} error={result.fieldErrors.password} />
      <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
      {result.status === 'done' ? <p>Signed in</p> : null}
    </form>
  );
}

describe('the form kit', () => {
  it('labels every field, ties the rule shown before typing to it, and marks nothing invalid yet', () => {
    render(<DemoForm send={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(computeAccessibleDescription(password)).toBe('At least 8 characters.');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('on an invalid submit, says what is wrong on each field, focuses the first, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<DemoForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short{Enter}');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(email)).toBe('Enter an email address, like name@example.com.');
    expect(computeAccessibleDescription(screen.getByLabelText('Password'))).toBe('Use at least 8 characters. At least 8 characters.');
    expect((email as HTMLInputElement).value).toBe('not-an-email');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('short');
    expect(send).not.toHaveBeenCalled();
  });

  it("puts a 422's field errors on their fields and what no field holds in the summary", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('rejected', 'The given data was invalid.', 422, [], false, {
      message: 'The given data was invalid.',
      errors: { password: ['This password is not right.'], captcha: ['Too many tries.'] },
    });
    render(<DemoForm send={() => Promise.reject(refusal)} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough{Enter}');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(computeAccessibleDescription(password)).toBe('This password is not right. At least 8 characters.');
    expect(screen.getByRole('alert').textContent).toContain('Too many tries.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('says a failure without words in the summary, and focuses it', async () => {
    const user = userEvent.setup();
    render(<DemoForm send={() => Promise.reject(new ApiError('network', 'Failed to fetch'))} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(screen.getByRole('alert').textContent).toContain('We could not sign you in. Try again.');
  });

  it('sends once however often the shopper presses while it runs, and says it is working', async () => {
    const user = userEvent.setup();
    let finish = () => undefined as void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DemoForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const pending = await screen.findByRole('button', { name: 'Signing in…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    await user.click(pending);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    finish();
    await screen.findByText('Signed in');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    render(<DemoForm send={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });
});
