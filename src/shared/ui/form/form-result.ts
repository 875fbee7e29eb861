import * as z from 'zod/mini';
import { isApiError } from '@/api/api-error';
import { capServerMessage } from '@/api/server-message';

/**
 * What a form's action returns (ADR 0018): the outcome, the errors to show by field, the form-level message, and
 * the values as submitted, handed back as the fields' default values so a failed submit never empties a field.
 */
export interface FormResult<Field extends string = string> {
  status: 'idle' | 'invalid' | 'rejected' | 'done';
  fieldErrors: Partial<Record<Field, string>>;
  message: string | null;
  values: Partial<Record<Field, string>>;
}

/** A form's state before its first submit. */
export function idleFormResult<Field extends string>(): FormResult<Field> {
  return { status: 'idle', fieldErrors: {}, message: null, values: {} };
}

/** The named fields' text values from a submitted form (a file or a missing field reads as ''). */
export function formValues<Field extends string>(formData: FormData, fields: readonly Field[]): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The first issue of each top-level field: what the form shows beside it. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A 422's `{ errors: { field: [text, ...] } }` (contract; ADR 0018), read tolerantly: anything else is no field errors. */
const refusalErrorsSchema = z.object({ errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])) });

/** The server's field errors in a refused call, first text of each, capped (ADR 0036); empty for any other failure or shape. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.kind !== 'rejected') return {};
  const parsed = refusalErrorsSchema.safeParse(error.body);
  if (!parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const [field, texts] of Object.entries(parsed.data.errors)) {
    const first = typeof texts === 'string' ? texts : texts[0];
    if (first && first.trim() !== '') errors[field] = capServerMessage(first);
  }
  return errors;
}

/**
 * A failed call as a form result. The server's field errors go on the form's own fields; errors for fields the form
 * does not have, and the message, go to the summary, so nothing the server said is lost.
 */
export function refusedFormResult<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  values: Partial<Record<Field, string>>,
  fallbackMessage: string,
): FormResult<Field> {
  const fromServer = serverFieldErrors(error);
  const fieldErrors: Partial<Record<Field, string>> = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(fromServer)) {
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as Field] = text;
    else elsewhere.push(text);
  }
  const serverMessage = isApiError(error) && error.kind === 'rejected' && error.message.trim() !== '' ? error.message : null;
  // With errors on its fields, the form shows them there (focus goes to the first); the summary holds only what no
  // field can. Otherwise the summary says what went wrong: the server's words, or the form's own for a failure
  // without words (offline, a time-out).
  const summary = Object.keys(fieldErrors).length > 0 ? elsewhere : [serverMessage ?? fallbackMessage, ...elsewhere];
  // Capped as a whole too: a refusal naming a thousand fields the form lacks is still one message.
  const message = summary.length > 0 ? capServerMessage(summary.join(' ')) : null;
  return { status: 'rejected', fieldErrors, message, values };
}
