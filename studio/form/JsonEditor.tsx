import { useState, type ChangeEvent } from 'react';
import { parseJsonText } from './json-text';
import './form.css';

interface JsonEditorProps {
  value: unknown;
  onChange: (next: unknown) => void;
  label: string;
  id: string;
}

const format = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/** Whether `text` is valid JSON that means the same as `value` (so the merchant's own spacing can stay). */
function sameMeaning(text: string, value: unknown): boolean {
  const parsed = parseJsonText(text);
  return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(value);
}

/**
 * The raw JSON of a value beside its form. Valid text is sent on every keystroke; invalid text stays as the merchant
 * typed it, with the parse error and where it is, and nothing is sent until it parses.
 */
export function JsonEditor({ value, onChange, label, id }: JsonEditorProps) {
  const [text, setText] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  const parsed = parseJsonText(text);

  // When the value changes from outside (a form edit), show it, unless the merchant is mid-way through invalid
  // text (theirs to fix) or the text already says the same thing (reformatting would move their cursor).
  if (value !== shownValue) {
    setShownValue(value);
    if (parsed.ok && !sameMeaning(text, value)) setText(format(value));
  }

  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.target.value;
    setText(next);
    const result = parseJsonText(next);
    if (result.ok) onChange(result.value);
  };

  const errorId = `${id}-error`;
  return (
    <div className="sf-json">
      <label className="sf-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="sf-json-text"
        value={text}
        onChange={onTextChange}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={Math.min(30, Math.max(6, text.split('\n').length + 1))}
        aria-invalid={parsed.ok ? undefined : true}
        aria-describedby={parsed.ok ? undefined : errorId}
      />
      <div aria-live="polite" className="sf-json-status">
        {parsed.ok ? null : (
          <p id={errorId} className="sf-error">
            {parsed.line !== null ? `Line ${parsed.line}, column ${parsed.column}: ` : ''}
            {parsed.message}. Nothing is applied until the JSON is valid.
          </p>
        )}
      </div>
      {!parsed.ok ? (
        <button type="button" className="sf-button" onClick={() => setText(format(value))}>
          Discard JSON edits
        </button>
      ) : null}
    </div>
  );
}
