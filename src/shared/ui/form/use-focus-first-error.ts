import { useEffect, type RefObject } from 'react';
import type { FormResult } from './form-result';

/**
 * After a submit that failed, focus goes to the first field in error in document order, else to the form's summary
 * (ADR 0018). It follows each new result once: nothing moves focus while the shopper types.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, result: FormResult, summaryId: string): void {
  useEffect(() => {
    if (result.status !== 'invalid' && result.status !== 'rejected') return;
    const root = form.current;
    if (!root) return;
    const target = root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.ownerDocument.getElementById(summaryId);
    target?.focus();
  }, [form, result, summaryId]);
}
