import { ABSENT, type FieldProps } from '../form-context';
import { LeafShell, useIds } from './field-frame';

const longTextNames = /(^|_)(html|text|message|body|content|description|notes?)$/i;

export function StringField(props: FieldProps & { color: boolean }) {
  const { schema, value, onChange, name, color, emptyIsAbsent } = props;
  const text = typeof value === 'string' ? value : '';
  const ids = useIds(props.path);
  const emit = (next: string) => onChange(next === '' && emptyIsAbsent ? ABSENT : next);
  const multiline = !color && (longTextNames.test(name) || (schema.maxLength ?? 0) >= 240);
  const hint = emptyIsAbsent ? 'Optional: leave empty for none.' : null;
  return (
    <LeafShell
      props={props}
      kind={color ? 'color' : multiline ? 'textarea' : 'string'}
      hint={hint}
      control={(aria) =>
        multiline ? (
          <textarea
            {...aria}
            className={`sf-input sf-textarea${name === 'html' ? ' sf-mono' : ''}`}
            value={text}
            rows={name === 'html' ? 10 : 3}
            onChange={(event) => emit(event.target.value)}
          />
        ) : (
          <>
            <input {...aria} type="text" className="sf-input" value={text} onChange={(event) => emit(event.target.value)} />
            {color ? (
              <>
                <input
                  type="color"
                  id={`${ids.base}-picker`}
                  className="sf-color"
                  value={toHex6(text)}
                  aria-labelledby={`${ids.label} ${ids.base}-picker-text`}
                  onChange={(event) => onChange(event.target.value)}
                />
                <span id={`${ids.base}-picker-text`} className="sf-visually-hidden">
                  colour picker
                </span>
              </>
            ) : null}
          </>
        )
      }
    />
  );
}

/** What `<input type=color>` can show: #rrggbb (a 3- or 4-digit hex is expanded, alpha dropped; others show black). */
function toHex6(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])[0-9a-f]?$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color);
  return long ? `#${long[1]}`.toLowerCase() : '#000000';
}
