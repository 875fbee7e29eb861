import './form.css';
import { useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFormStatus } from 'react-dom';
import { FieldDescriptionParts, useFieldDescription } from './field-description';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'children'>;

interface TextFieldProps extends NativeInputProps {
  name: string;
  label: ReactNode;
  /** Shown before typing: the rule the value must follow. */
  hint?: ReactNode;
  error?: string | undefined;
  /**
   * What the app found out about the value (a postal code's delivery check): shown under the field, tied to it, and
   * said politely as it changes. Pass '' while there is nothing to say, so the live region is there before it speaks.
   */
  note?: ReactNode;
  /** Rendered after the input, inside the field (a show/hide toggle). */
  addon?: ReactNode;
}

/**
 * A labelled input whose hint and error are tied to it (`aria-describedby`, error first) and which says it is invalid
 * (`aria-invalid`) while it has an error. The error is words, never only a colour (ADR 0018).
 */
export function TextField({ name, label, hint, error, note, addon, className, ...input }: TextFieldProps) {
  const { id, ids, describedBy } = useFieldDescription({ hint, note, error });
  return (
    <FieldFrame id={id} label={label} className={className} invalid={Boolean(error)} description={<FieldDescriptionParts ids={ids} hint={hint} note={note} error={error} />}>
      <input {...input} id={id} name={name} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {addon}
    </FieldFrame>
  );
}

/** What every field of the kit shares around its control: the label tied to it, and its hint, note and error below. */
function FieldFrame({
  id,
  label,
  className,
  invalid,
  description,
  children,
}: {
  id: string;
  label: ReactNode;
  className: string | undefined;
  invalid: boolean;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className ? `form-field ${className}` : 'form-field'} data-invalid={invalid ? '' : undefined}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {description}
    </div>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with a show/hide toggle; paste and password managers work as on any input (WCAG 3.3.8). */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button type="button" className="form-field__toggle" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
          Show password
        </button>
      }
    />
  );
}

/**
 * The form's submit button: disabled while its form's action runs, so a second click or Enter cannot submit again
 * (implicit submission needs an enabled default button), and saying what is happening.
 */
export function SubmitButton({ children, pendingLabel }: { children: ReactNode; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="button button--primary form-submit" disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}

/** The form-level message (the server's words, or what no field holds), announced when it appears. */
export function FormErrorSummary({ message, id }: { message: string | null; id: string }) {
  return (
    <div id={id} className="form-summary" role="alert" tabIndex={-1}>
      {message ? <p className="form-summary__text">{message}</p> : null}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'children'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** Free text over several lines (a review's comment), labelled and described like TextField. */
export function TextAreaField({ name, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const { id, ids, describedBy } = useFieldDescription({ hint, error });
  return (
    <FieldFrame id={id} label={label} className={className} invalid={Boolean(error)} description={<FieldDescriptionParts ids={ids} hint={hint} error={error} />}>
      <textarea
        {...textarea}
        id={id}
        name={name}
        className="form-field__input form-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
