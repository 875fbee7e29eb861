import { useId, type ReactNode } from 'react';

/**
 * What describes a field (ADR 0018): its hint (shown before typing), a note (a live verdict such as the delivery
 * check), and its error. Every field of the kit ties those it shows to its control with `aria-describedby`, the error
 * first, and renders them in one order, so a screen reader and the eye meet them the same way on every form.
 */
interface FieldDescription {
  hint?: ReactNode;
  note?: ReactNode;
  error?: string | undefined;
}

/** The field's id, its parts' ids, and the `aria-describedby` naming the parts shown (undefined when none is). */
export function useFieldDescription({ hint, note, error }: FieldDescription) {
  const id = useId();
  const ids = { hint: `${id}-hint`, note: `${id}-note`, error: `${id}-error` };
  const describedBy = [error ? ids.error : null, note !== undefined ? ids.note : null, hint ? ids.hint : null].filter(Boolean).join(' ') || undefined;
  return { id, ids, describedBy };
}

/** The hint, the note (a polite live region) and the error, under the control. */
export function FieldDescriptionParts({ ids, hint, note, error }: FieldDescription & { ids: ReturnType<typeof useFieldDescription>['ids'] }) {
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {note !== undefined ? (
        <div id={ids.note} className="form-field__note" role="status">
          {note}
        </div>
      ) : null}
      {error ? (
        <p id={ids.error} className="form-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
