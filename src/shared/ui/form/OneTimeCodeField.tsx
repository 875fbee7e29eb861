import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { type Ref } from 'react';
import './one-time-code.css';
import { FieldDescriptionParts, useFieldDescription } from './field-description';

/** The digits of a typed, pasted or autofilled code: "246 810" and "246-810" are 246810. */
export const codeDigits = (text: string) => text.replace(/\D/g, '');

interface OneTimeCodeFieldProps {
  name: string;
  label: string;
  /** The code's digits when the server said; null shows one plain field that takes any length. */
  length: number | null;
  value: string;
  onValueChange: (digits: string) => void;
  /** The last digit of a code of known length is in (typed, pasted or autofilled): the form may go on by itself. */
  onComplete?: ((digits: string) => void) | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A one-time code field (ADR 0020): one real input (`type="text"`, `inputmode="numeric"`,
 * `autocomplete="one-time-code"`), so pasting the whole code, the phone's SMS autofill and password managers work
 * (WCAG 2.2 3.3.8); boxes drawn over it show each digit (input-otp). Only digits are kept: a pasted "246 810" is
 * 246810. Label, hint and error are tied to the input as in every field of the kit.
 */
export function OneTimeCodeField({ name, label, length, value, onValueChange, onComplete, hint, error, inputRef }: OneTimeCodeFieldProps) {
  const { id, ids, describedBy } = useFieldDescription({ hint, error });
  const shared = {
    id,
    name,
    ref: inputRef,
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    autoCapitalize: 'none',
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="form-field otp-field" data-invalid={error ? '' : undefined}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {length === null ? (
        <div className="form-field__control">
          <input {...shared} className="form-field__input otp-field__plain" value={value} onChange={(event) => onValueChange(codeDigits(event.currentTarget.value))} />
        </div>
      ) : (
        <OTPInput
          {...shared}
          maxLength={length}
          value={value}
          onChange={(next) => onValueChange(codeDigits(next))}
          onComplete={onComplete ? (code: string) => onComplete(codeDigits(code)) : undefined}
          pattern={REGEXP_ONLY_DIGITS}
          pasteTransformer={codeDigits}
          // A code is never a password: no room is kept for a password manager's icon, and no timer checks for one.
          pushPasswordManagerStrategy="none"
          noScriptCSSFallback={null}
          containerClassName="otp-field__boxes"
          render={({ slots, isFocused }) => (
            <div className="otp-field__slots" aria-hidden="true" data-focused={isFocused ? '' : undefined}>
              {slots.map((slot, index) => (
                <div key={index} className="otp-field__slot" data-active={slot.isActive ? '' : undefined}>
                  {slot.char}
                  {slot.hasFakeCaret ? <span className="otp-field__caret" /> : null}
                </div>
              ))}
            </div>
          )}
        />
      )}
      <FieldDescriptionParts ids={ids} hint={hint} error={error} />
    </div>
  );
}
