import './form.css';
import { useId, type ReactNode } from 'react';
import { FieldDescriptionParts, useFieldDescription } from './field-description';

/**
 * React 19 resets a form after its action (ADR 0018). A controlled text field survives it (React keeps its default
 * value equal to its value), but a controlled checkbox or radio keeps only its `checked` property: the reset would put
 * back the choice it mounted with. Keeping the default equal to the choice on every render makes the reset a no-op.
 */
const keepCheckedAsDefault = (checked: boolean) => (node: HTMLInputElement | null) => {
  if (node) node.defaultChecked = checked;
};

interface ChoiceFieldProps<Value extends string> {
  name: string;
  legend: ReactNode;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * One choice among a few, as radio buttons in a fieldset whose legend names the group (ADR 0018): the arrows move
 * between them as the browser's own radios do, and each option is a 44 px target. The hint and error are tied to the
 * group, and the error is words, never only a colour.
 */
export function ChoiceField<Value extends string>({ name, legend, options, value, onChange, hint, error }: ChoiceFieldProps<Value>) {
  const { id, ids, describedBy } = useFieldDescription({ hint, error });
  return (
    <fieldset className="form-choice" aria-describedby={describedBy} data-invalid={error ? '' : undefined}>
      <legend className="form-choice__legend">{legend}</legend>
      <div className="form-choice__options">
        {options.map((option) => (
          <span key={option.value} className="form-choice__option">
            <input
              id={`${id}-${option.value}`}
              className="form-choice__input"
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              ref={keepCheckedAsDefault(option.value === value)}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <label className="form-choice__label" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </span>
        ))}
      </div>
      <FieldDescriptionParts ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}

/** A yes-or-no choice: a native checkbox (24 px) on a row that is a 44 px target, its hint tied to it. */
export function CheckboxField({ name, label, checked, onChange, hint }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="form-check">
      <label className="form-check__row" htmlFor={id}>
        <input
          id={id}
          className="form-check__input"
          type="checkbox"
          name={name}
          value="1"
          checked={checked}
          ref={keepCheckedAsDefault(checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
