import { useMemo, useRef, type RefObject } from 'react';

/**
 * Sends a code's form by itself once its last digit is in (typed, pasted, or filled by the phone or WebOTP), as the
 * shopper would with Enter: once per code, so the field's own "complete" and WebOTP's fill of the same code send it
 * once, and a code changed then completed again (a refused one corrected) sends again.
 */
export function useSubmitCompleteCode(form: RefObject<HTMLFormElement | null>) {
  const sent = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** The code is complete: send the form, unless this very code was just sent. */
      completed(digits: string) {
        if (sent.current === digits) return;
        sent.current = digits;
        form.current?.requestSubmit();
      },
      /** The field changed: another code may be sent once it is complete. */
      changed(digits: string) {
        if (digits !== sent.current) sent.current = null;
      },
    }),
    [form],
  );
}
