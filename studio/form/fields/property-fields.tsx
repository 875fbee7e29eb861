import { ABSENT, useFormContext, type Edit, type OnEdit } from '../form-context';
import { blankValue, classify, humanize, joinPath, propertiesOf, resolveRef, type FieldKind, type Schema } from '../json-schema';
import { lowerFirst, useIds } from './field-frame';

function withKey(record: Record<string, unknown>, key: string, next: Edit): Record<string, unknown> {
  if (next === ABSENT) {
    const { [key]: _removed, ...rest } = record;
    return rest;
  }
  return { ...record, [key]: next };
}

/** The fields of an object's properties (`skip`: the union's tag, edited by its select). */
export function PropertyFields({ schema, record, onChange, path, skip }: { schema: Schema; record: Record<string, unknown>; onChange: OnEdit; path: string; skip?: string }) {
  const required = schema.required ?? [];
  return (
    <>
      {propertiesOf(schema)
        .filter(([key]) => key !== skip)
        .map(([key, prop]) => (
          <PropertyField
            key={key}
            name={key}
            schema={prop}
            required={required.includes(key)}
            value={record[key]}
            path={joinPath(path, key)}
            onChange={(next) => onChange(withKey(record, key, next))}
          />
        ))}
    </>
  );
}

/**
 * One property: a missing one shows its default (editing it writes the key); an optional one without a default is
 * either typed into (empty text removes it) or added and removed with buttons.
 */
function PropertyField({ name, schema, required, value, path, onChange }: { name: string; schema: Schema; required: boolean; value: unknown; path: string; onChange: OnEdit }) {
  const { root, Field } = useFormContext();
  const label = humanize(name);
  const ids = useIds(path);
  const hasDefault = schema.default !== undefined;
  const shown = value === undefined && hasDefault ? schema.default : value;
  if (required || hasDefault) return <Field schema={schema} value={shown} onChange={onChange} path={path} label={label} name={name} />;
  const resolved = resolveRef(schema, root);
  const kind: FieldKind['kind'] = resolved ? classify(resolved).kind : 'raw';
  if (kind === 'string' || kind === 'number' || kind === 'primitive-union' || kind === 'enum') {
    return <Field schema={schema} value={value} onChange={onChange} path={path} label={label} name={name} emptyIsAbsent />;
  }
  if (value === undefined) {
    return (
      <div id={ids.base} className="sf-field sf-field-absent" data-sf-path={path} data-sf-kind="absent">
        <span id={ids.label} className="sf-label">
          {label}
        </span>
        <div className="sf-control-row">
          <span className="sf-hint">Not set.</span>
          <button type="button" id={`${ids.base}-add`} className="sf-button" onClick={() => onChange(blankValue(schema, root))}>
            Add {lowerFirst(label)}
          </button>
        </div>
      </div>
    );
  }
  const remove = (
    <button type="button" id={`${ids.base}-unset`} className="sf-button sf-button-small" onClick={() => onChange(ABSENT)}>
      Remove {lowerFirst(label)}
    </button>
  );
  return <Field schema={schema} value={value} onChange={onChange} path={path} label={label} name={name} adornment={remove} />;
}
