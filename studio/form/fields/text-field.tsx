import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ABSENT, type FieldProps } from '../form-context';
import type { Primitive, Schema } from '../json-schema';
import { LeafShell } from './field-frame';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function rangeHint(schema: Schema, integer: boolean): string | null {
  const min = typeof schema.minimum === 'number' && schema.minimum > -MAX_SAFE ? schema.minimum : null;
  const max = typeof schema.maximum === 'number' && schema.maximum < MAX_SAFE ? schema.maximum : null;
  const above = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  const parts: string[] = [];
  if (integer) parts.push('A whole number');
  if (min !== null && max !== null) parts.push(`from ${min} to ${max}`);
  else if (min !== null) parts.push(`of at least ${min}`);
  else if (max !== null) parts.push(`of at most ${max}`);
  if (above !== null) parts.push(`above ${above}`);
  if (parts.length === 0) return null;
  const sentence = parts.join(' ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The value typed text stands for, or undefined while it is not (yet) a value of the field's types. */
function readTyped(text: string, types: readonly Primitive[], current: unknown): unknown {
  const trimmed = text.trim();
  const numeric = trimmed !== '' && Number.isFinite(Number(trimmed)) && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed);
  const number = Number(trimmed);
  const numberFits = numeric && (types.includes('number') || (types.includes('integer') && Number.isInteger(number)));
  const stringFits = types.includes('string');
  // A field that is a number or a string ("8" or 8, a slug or an id) keeps the kind the value already has.
  if (numberFits && (!stringFits || typeof current === 'number')) return number;
  if (stringFits) return text;
  if (types.includes('boolean') && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  return undefined;
}

/**
 * Numbers, and values that may be a number or a string. The merchant's text is kept while it is not yet a valid
 * value ("1.", "-", "1e"), so typing never jumps; each valid value is sent at once.
 */
export function TextField(props: FieldProps & { types: readonly Primitive[] }) {
  const { schema, value, onChange, types, emptyIsAbsent } = props;
  const shown = value === undefined || value === null ? '' : String(value);
  const [draft, setDraft] = useState<string | null>(null);
  const [draftFor, setDraftFor] = useState<unknown>(value);
  // A value changed from outside (the JSON view, an undo) replaces text the merchant left half-typed.
  if (draftFor !== value) {
    setDraftFor(value);
    if (draft !== null && readTyped(draft, types, value) !== value) setDraft(null);
  }
  const text = draft ?? shown;
  const numeric = !types.includes('string');
  const integer = types.includes('integer') && !types.includes('number');

  const send = (next: string) => {
    setDraft(next);
    if (next.trim() === '' && emptyIsAbsent) {
      onChange(ABSENT);
      return;
    }
    const typed = readTyped(next, types, value);
    if (typed !== undefined) onChange(typed);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!numeric || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const current = Number(text.trim() === '' ? 0 : text);
    if (!Number.isFinite(current)) return;
    event.preventDefault();
    let next = current + (event.key === 'ArrowUp' ? 1 : -1);
    if (typeof schema.maximum === 'number') next = Math.min(next, schema.maximum);
    if (typeof schema.minimum === 'number') next = Math.max(next, schema.minimum);
    send(String(next));
  };
  const pending = draft !== null && draft.trim() !== '' && readTyped(draft, types, value) === undefined;
  const hint = [numeric ? rangeHint(schema, integer) : null, emptyIsAbsent ? 'Optional: leave empty for none.' : null, pending ? 'Not a valid number yet: not applied.' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <LeafShell
      props={props}
      kind={numeric ? 'number' : 'text'}
      hint={hint || null}
      control={(aria) => (
        <input
          {...aria}
          type="text"
          inputMode={numeric ? (integer ? 'numeric' : 'decimal') : undefined}
          className={`sf-input${numeric ? ' sf-input-number' : ''}`}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => send(event.target.value)}
          onKeyDown={step}
          onBlur={() => {
            // Leaving the field shows the value actually kept.
            if (draft !== null && readTyped(draft, types, value) === value) setDraft(null);
          }}
        />
      )}
    />
  );
}
