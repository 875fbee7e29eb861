import { createContext, useContext, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { JsonEditor } from './JsonEditor';
import {
  blankValue,
  classify,
  fitsKind,
  formSchemaOf,
  humanize,
  isRecord,
  issuesFor,
  joinPath,
  pathToId,
  propertiesOf,
  resolveRef,
  singular,
  type FieldKind,
  type FormIssue,
  type Primitive,
  type Schema,
} from './json-schema';
import './form.css';

export interface SchemaFormProps {
  schema: z.ZodMiniType;
  /** The current data (may be invalid or partial). */
  value: unknown;
  /** Called on every edit with the whole new value. */
  onChange: (next: unknown) => void;
  /** Unique per form instance, for ids and label htmlFor. */
  idPrefix: string;
  /** Validation issues, paths relative to `value` (`slides.0.image.alt`), shown beside the matching field. */
  issues?: readonly FormIssue[];
  /** The form's accessible name (e.g. "Banner slider data"). */
  label: string;
}

/** What a field hands its parent: a new value, or ABSENT to remove its key from the parent object. */
const ABSENT: unique symbol = Symbol('absent');
type Edit = unknown;
type OnEdit = (next: Edit) => void;

interface FormContext {
  root: Schema;
  idPrefix: string;
  issues: readonly FormIssue[];
}
const Context = createContext<FormContext>({ root: {}, idPrefix: 'sf', issues: [] });

const noIssues: readonly FormIssue[] = [];

/**
 * A form generated from a block's or plugin's zod schema (through its JSON Schema, see json-schema.ts). Every edit
 * sends the whole new value at once; keys the schema does not know are kept; what it cannot render is raw JSON.
 */
export function SchemaForm({ schema, value, onChange, idPrefix, issues = noIssues, label }: SchemaFormProps) {
  const root = formSchemaOf(schema);
  const context: FormContext = { root: root ?? {}, idPrefix, issues };
  const count = issues.length;
  return (
    <Context.Provider value={context}>
      <div className="sf-form" role="group" aria-label={label}>
        <p role="status" className="sf-summary">
          {count === 0 ? '' : `${count} ${count === 1 ? 'problem' : 'problems'} to fix in ${label}`}
        </p>
        {root ? (
          <Field schema={root} value={value} onChange={(next) => onChange(next === ABSENT ? undefined : next)} path="" label={label} name="" isRoot />
        ) : (
          <RawField value={value} onChange={onChange} path="" label={label} name="" reason="the schema has no JSON Schema form" />
        )}
      </div>
    </Context.Provider>
  );
}

interface FieldProps {
  schema: Schema;
  value: unknown;
  onChange: OnEdit;
  path: string;
  label: string;
  /** The property name, for choices such as a textarea for `html`. */
  name: string;
  /** Shown after the control: the None switch of a nullable field, the Remove button of an optional one. */
  adornment?: ReactNode;
  /** An optional field without a default: emptying its text removes the key. */
  emptyIsAbsent?: boolean;
  isRoot?: boolean;
}

function useIds(path: string) {
  const { idPrefix } = useContext(Context);
  const base = `${idPrefix}-${pathToId(path)}`;
  return { base, control: base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** One field: picks the control for its schema; a value of the wrong shape is shown as raw JSON so nothing is lost. */
function Field(props: FieldProps) {
  const { root } = useContext(Context);
  const resolved = resolveRef(props.schema, root);
  if (!resolved) return <RawField {...props} reason="a reference the form cannot follow" />;
  const kind = classify(resolved);
  if (!fitsKind(kind, props.value) || (kind.kind === 'const' && props.value !== undefined && props.value !== kind.value)) {
    return <RawField {...props} reason="its value does not have the shape the schema describes" />;
  }
  const schema = resolved;
  switch (kind.kind) {
    case 'nullable':
      return <NullableField {...props} schema={schema} inner={kind.inner} />;
    case 'const':
      return <ConstField {...props} schema={schema} constant={kind.value} />;
    case 'enum':
      return <EnumField {...props} schema={schema} options={kind.options} />;
    case 'discriminated':
      return <UnionField {...props} schema={schema} kind={kind} />;
    case 'object-union':
      return <UnionField {...props} schema={schema} kind={kind} />;
    case 'primitive-union':
      return <TextField {...props} schema={schema} types={kind.types} />;
    case 'string':
      return <StringField {...props} schema={schema} color={kind.color} />;
    case 'number':
      return <TextField {...props} schema={schema} types={[kind.integer ? 'integer' : 'number']} />;
    case 'boolean':
      return <BooleanField {...props} schema={schema} />;
    case 'object':
      return <ObjectField {...props} schema={schema} />;
    case 'array':
      return <ArrayField {...props} schema={schema} items={kind.items} />;
    case 'raw':
      return <RawField {...props} reason={kind.reason} />;
    default:
      return kind satisfies never;
  }
}

function Issues({ id, issues }: { id: string; issues: readonly FormIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul id={id} className="sf-errors">
      {issues.map((issue, index) => (
        <li key={index}>{issue.message}</li>
      ))}
    </ul>
  );
}

function Hint({ id, schema, extra }: { id: string; schema: Schema; extra?: string | null }) {
  const text = [schema.description, extra].filter(Boolean).join(' ');
  if (text === '') return null;
  return (
    <p id={id} className="sf-hint">
      {text}
    </p>
  );
}

const hasHint = (schema: Schema, extra?: string | null) => Boolean(schema.description || extra);

/** A label, hint, control and errors: the frame of every single-control field. */
function LeafShell({
  props,
  kind,
  hint,
  control,
  labelAfter = false,
}: {
  props: FieldProps;
  kind: string;
  hint?: string | null;
  control: (aria: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }) => ReactNode;
  labelAfter?: boolean;
}) {
  const { issues } = useContext(Context);
  const ids = useIds(props.path);
  const own = issuesFor(issues, props.path, null);
  const aria = {
    id: ids.control,
    'aria-describedby': describedBy(hasHint(props.schema, hint) && ids.hint, own.length > 0 && ids.error),
    'aria-invalid': own.length > 0 ? (true as const) : undefined,
  };
  const label = (
    <label id={ids.label} className="sf-label" htmlFor={ids.control}>
      {props.label}
    </label>
  );
  return (
    <div className={`sf-field sf-field-${kind}${own.length > 0 ? ' sf-invalid' : ''}`} data-sf-path={props.path} data-sf-kind={kind}>
      {labelAfter ? (
        <div className="sf-check-row">
          {control(aria)}
          {label}
          {props.adornment}
        </div>
      ) : (
        <>
          {label}
          <div className="sf-control-row">
            {control(aria)}
            {props.adornment}
          </div>
        </>
      )}
      <Hint id={ids.hint} schema={props.schema} extra={hint} />
      <Issues id={ids.error} issues={own} />
    </div>
  );
}

const longTextNames = /(^|_)(html|text|message|body|content|description|notes?)$/i;

function StringField(props: FieldProps & { color: boolean }) {
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
function TextField(props: FieldProps & { types: readonly Primitive[] }) {
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

function BooleanField(props: FieldProps) {
  const { value, onChange } = props;
  const checked = value === true;
  return (
    <LeafShell
      props={props}
      kind="boolean"
      labelAfter
      control={(aria) => <input {...aria} type="checkbox" className="sf-checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}

function optionLabel(option: unknown): string {
  return typeof option === 'string' ? option : JSON.stringify(option);
}

function EnumField(props: FieldProps & { options: readonly (string | number | boolean | null)[] }) {
  const { value, onChange, options, emptyIsAbsent } = props;
  const index = options.findIndex((option) => option === value);
  const unknown = value !== undefined && index === -1;
  const selected = index >= 0 ? String(index) : value === undefined ? 'absent' : 'unknown';
  return (
    <LeafShell
      props={props}
      kind="enum"
      control={(aria) => (
        <select
          {...aria}
          className="sf-input sf-select"
          value={selected}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === 'absent') onChange(ABSENT);
            else if (choice !== 'unknown') onChange(options[Number(choice)]);
          }}
        >
          {value === undefined || emptyIsAbsent ? <option value="absent">(not set)</option> : null}
          {unknown ? <option value="unknown">{`${optionLabel(value)} (not allowed)`}</option> : null}
          {options.map((option, optionIndex) => (
            <option key={optionIndex} value={String(optionIndex)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

function ConstField(props: FieldProps & { constant: string | number | boolean | null }) {
  return (
    <LeafShell
      props={props}
      kind="const"
      hint="Fixed by the schema."
      control={(aria) => <input {...aria} type="text" readOnly className="sf-input sf-readonly" value={optionLabel(props.constant)} />}
    />
  );
}

/** A null-or-something field: a None switch beside the field; switching None off brings back what was there. */
function NullableField(props: FieldProps & { inner: Schema }) {
  const { value, onChange, inner } = props;
  const { root, issues } = useContext(Context);
  const ids = useIds(props.path);
  const [remembered, setRemembered] = useState<unknown>(undefined);
  const isNull = value === null || value === undefined;
  const noneId = `${ids.base}-none`;
  const toggle = (
    <span className="sf-none">
      <input
        id={noneId}
        type="checkbox"
        className="sf-checkbox"
        checked={isNull}
        aria-labelledby={`${ids.label} ${noneId}-text`}
        onChange={(event) => {
          if (event.target.checked) {
            setRemembered(value);
            onChange(null);
          } else {
            onChange(remembered !== undefined && remembered !== null ? remembered : blankValue(inner, root));
          }
        }}
      />
      <label id={`${noneId}-text`} htmlFor={noneId}>
        None
      </label>
    </span>
  );
  const adornment = (
    <>
      {toggle}
      {props.adornment}
    </>
  );
  if (!isNull) return <Field {...props} schema={inner} adornment={adornment} />;
  const own = issuesFor(issues, props.path, null);
  return (
    <div id={ids.base} className={`sf-field sf-field-null${own.length > 0 ? ' sf-invalid' : ''}`} data-sf-path={props.path} data-sf-kind="nullable">
      <span id={ids.label} className="sf-label">
        {props.label}
      </span>
      <div className="sf-control-row">{adornment}</div>
      <Hint id={ids.hint} schema={props.schema} />
      <Issues id={ids.error} issues={own} />
    </div>
  );
}

/** A fieldset with its legend, hint and the issues none of its children show. */
function GroupShell({
  props,
  kind,
  children,
  childKeys,
  hint,
}: {
  props: FieldProps;
  kind: string;
  children: ReactNode;
  childKeys: ReadonlySet<string>;
  hint?: string | null;
}) {
  const { issues } = useContext(Context);
  const ids = useIds(props.path);
  const own = issuesFor(issues, props.path, childKeys);
  const body = (
    <>
      <Hint id={ids.hint} schema={props.isRoot ? {} : props.schema} extra={hint} />
      <Issues id={ids.error} issues={own} />
      {children}
    </>
  );
  if (props.isRoot) {
    return (
      <div id={ids.base} className="sf-root" data-sf-path="" data-sf-kind={kind}>
        {body}
      </div>
    );
  }
  return (
    <fieldset
      id={ids.base}
      className={`sf-group sf-group-${kind}${own.length > 0 ? ' sf-invalid' : ''}`}
      data-sf-path={props.path}
      data-sf-kind={kind}
      aria-describedby={describedBy(hasHint(props.schema, hint) && ids.hint, own.length > 0 && ids.error)}
    >
      <legend id={ids.label} className="sf-legend">
        {props.label}
        {props.adornment ? <span className="sf-legend-actions">{props.adornment}</span> : null}
      </legend>
      {body}
    </fieldset>
  );
}

function withKey(record: Record<string, unknown>, key: string, next: Edit): Record<string, unknown> {
  if (next === ABSENT) {
    const { [key]: _removed, ...rest } = record;
    return rest;
  }
  return { ...record, [key]: next };
}

/** The fields of an object's properties (`skip`: the union's tag, edited by its select). */
function PropertyFields({ schema, record, onChange, path, skip }: { schema: Schema; record: Record<string, unknown>; onChange: OnEdit; path: string; skip?: string }) {
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
  const { root } = useContext(Context);
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

function ObjectField(props: FieldProps) {
  const { schema, value, onChange, path } = props;
  const record = isRecord(value) ? value : {};
  const keys = new Set(propertiesOf(schema).map(([key]) => key));
  const unknownKeys = Object.keys(record).filter((key) => !keys.has(key));
  return (
    <GroupShell props={props} kind="object" childKeys={keys}>
      <PropertyFields schema={schema} record={record} onChange={onChange} path={path} />
      {unknownKeys.length > 0 ? (
        <p className="sf-hint sf-unknown-keys">Kept as they are (not in the schema): {unknownKeys.join(', ')}.</p>
      ) : null}
    </GroupShell>
  );
}

/** Which variant of a union without a tag a value is: the first whose required keys it has, and no others' own keys. */
function matchVariant(variants: readonly Schema[], record: Record<string, unknown>): number {
  const scores = variants.map((variant) => {
    const required = variant.required ?? [];
    if (!required.every((key) => key in record)) return -1;
    const own = new Set(propertiesOf(variant).map(([key]) => key));
    return Object.keys(record).filter((key) => own.has(key)).length;
  });
  const best = Math.max(...scores);
  return best < 0 ? -1 : scores.indexOf(best);
}

/**
 * A discriminated union (a select for the tag, then that variant's fields) or a union of objects without a tag
 * (a select of variants). Switching keeps the fields the new variant shares and any key no variant knows.
 */
function UnionField(props: FieldProps & { kind: Extract<FieldKind, { kind: 'discriminated' | 'object-union' }> }) {
  const { value, onChange, path, kind } = props;
  const { root, issues, idPrefix } = useContext(Context);
  const ids = useIds(path);
  const record = isRecord(value) ? value : {};
  const variants = kind.kind === 'discriminated' ? kind.variants.map((variant) => variant.schema) : kind.variants;
  const tagKey = kind.kind === 'discriminated' ? kind.key : null;
  const current = kind.kind === 'discriminated' ? kind.variants.findIndex((variant) => variant.tag === record[kind.key]) : matchVariant(variants, record);
  const variant = current >= 0 ? variants[current] : undefined;

  const allKeys = new Set(variants.flatMap((entry) => propertiesOf(entry).map(([key]) => key)));
  const switchTo = (index: number) => {
    const target = variants[index];
    if (!target) return;
    const blank = blankValue(target, root);
    const fresh = isRecord(blank) ? blank : {};
    const targetKeys = new Set(propertiesOf(target).map(([key]) => key));
    const next: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(record)) {
      // Keys of other variants go (they would mean nothing here); keys no variant knows stay.
      if (!allKeys.has(key) || (targetKeys.has(key) && key !== tagKey)) next[key] = entry;
    }
    for (const [key, entry] of Object.entries(fresh)) if (!(key in next)) next[key] = entry;
    if (kind.kind === 'discriminated') next[kind.key] = kind.variants[index]?.tag;
    onChange(next);
  };

  const selectLabel = tagKey !== null ? humanize(tagKey) : 'Kind';
  const tagPath = tagKey !== null ? joinPath(path, tagKey) : null;
  // The tag's select has the id of the tag's own path, so a report of an issue at `link.type` can focus it.
  const selectId = tagPath !== null ? `${idPrefix}-${pathToId(tagPath)}` : `${ids.base}-variant`;
  const tagIssues = tagPath !== null ? issuesFor(issues, tagPath, null) : [];
  const tagErrorId = `${selectId}-error`;
  const variantLabel = (index: number) => {
    if (kind.kind === 'discriminated') return optionLabel(kind.variants[index]?.tag);
    const title = variants[index]?.title;
    return title ?? `Option ${index + 1}`;
  };
  const childKeys = new Set(variant ? propertiesOf(variant).map(([key]) => key) : []);
  if (tagKey !== null) childKeys.add(tagKey);
  return (
    <GroupShell props={props} kind="union" childKeys={childKeys}>
      <div className={`sf-field sf-field-variant${tagIssues.length > 0 ? ' sf-invalid' : ''}`} data-sf-path={tagPath ?? path} data-sf-kind="variant">
        <label className="sf-label" htmlFor={selectId}>
          {selectLabel}
        </label>
        <select
          id={selectId}
          className="sf-input sf-select"
          value={current >= 0 ? String(current) : 'unknown'}
          aria-invalid={tagIssues.length > 0 ? true : undefined}
          aria-describedby={tagIssues.length > 0 ? tagErrorId : undefined}
          onChange={(event) => {
            if (event.target.value !== 'unknown') switchTo(Number(event.target.value));
          }}
        >
          {current < 0 ? <option value="unknown">{tagKey !== null && record[tagKey] !== undefined ? `${optionLabel(record[tagKey])} (not allowed)` : '(choose)'}</option> : null}
          {variants.map((_, index) => (
            <option key={index} value={String(index)}>
              {variantLabel(index)}
            </option>
          ))}
        </select>
        <Issues id={tagErrorId} issues={tagIssues} />
      </div>
      {variant ? <PropertyFields schema={variant} record={record} onChange={onChange} path={path} skip={tagKey ?? undefined} /> : null}
    </GroupShell>
  );
}

let keyCounter = 0;
const newKey = () => `k${(keyCounter += 1)}`;

/** A list: add, remove, move up and down, within the schema's minItems and maxItems. Focus follows the item moved. */
function ArrayField(props: FieldProps & { items: Schema }) {
  const { schema, value, onChange, path, items, label } = props;
  const { root, idPrefix } = useContext(Context);
  const ids = useIds(path);
  const list: readonly unknown[] = Array.isArray(value) ? value : [];
  // Stable keys, so an item's own state (a half-typed number) moves with it.
  const [keys, setKeys] = useState<string[]>(() => list.map(() => newKey()));
  let shownKeys = keys;
  if (keys.length !== list.length) {
    shownKeys = list.map((_, index) => keys[index] ?? newKey());
    setKeys(shownKeys);
  }
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const element = document.getElementById(target);
    const focusable = element?.matches('input, select, textarea, button') ? element : element?.querySelector<HTMLElement>('input, select, textarea, button');
    focusable?.focus();
  });

  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const itemLabel = singular(label);
  const itemBase = (index: number) => `${idPrefix}-${pathToId(joinPath(path, index))}`;

  const commit = (next: unknown[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(next);
  };
  const move = (from: number, to: number) => {
    const next = [...list];
    const nextKeys = [...shownKeys];
    [next[from], next[to]] = [next[to], next[from]];
    [nextKeys[from], nextKeys[to]] = [nextKeys[to] as string, nextKeys[from] as string];
    const edge = to === 0 ? 'down' : to === list.length - 1 ? 'up' : from > to ? 'up' : 'down';
    focusNext.current = `${itemBase(to)}-${edge}`;
    commit(next, nextKeys);
  };
  const remove = (index: number) => {
    const next = list.filter((_, at) => at !== index);
    const nextKeys = shownKeys.filter((_, at) => at !== index);
    focusNext.current = next.length === 0 ? `${ids.base}-add` : `${itemBase(Math.min(index, next.length - 1))}-remove`;
    commit(next, nextKeys);
  };
  const add = () => {
    focusNext.current = `${itemBase(list.length)}-item`;
    commit([...list, blankValue(items, root)], [...shownKeys, newKey()]);
  };

  const countHint =
    Number.isFinite(max) && min > 0 ? `${min} to ${max} items.` : Number.isFinite(max) ? `At most ${max} items.` : min > 0 ? `At least ${min} ${min === 1 ? 'item' : 'items'}.` : null;
  const childKeys = new Set(list.map((_, index) => String(index)));
  return (
    <GroupShell props={props} kind="array" childKeys={childKeys} hint={countHint}>
      {list.length === 0 ? <p className="sf-hint">No items.</p> : null}
      <ol className="sf-list">
        {list.map((item, index) => {
          const base = itemBase(index);
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={shownKeys[index]} id={`${base}-item`} className="sf-item">
              <Field schema={items} value={item} onChange={(next) => onChange(list.map((entry, at) => (at === index ? (next === ABSENT ? undefined : next) : entry)))} path={joinPath(path, index)} label={name} name="" />
              <div className="sf-item-actions">
                <button type="button" id={`${base}-up`} aria-label={`Move up ${name}`} className="sf-button sf-button-small" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up
                </button>
                <button type="button" id={`${base}-down`} aria-label={`Move down ${name}`} className="sf-button sf-button-small" disabled={index === list.length - 1} onClick={() => move(index, index + 1)}>
                  Move down
                </button>
                <button type="button" id={`${base}-remove`} aria-label={`Remove ${name}`} className="sf-button sf-button-small sf-button-danger" disabled={list.length <= min} onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" id={`${ids.base}-add`} className="sf-button" disabled={list.length >= max} onClick={add}>
        Add {lowerFirst(itemLabel)}
      </button>
    </GroupShell>
  );
}

/** The fallback for what the form cannot render: that part of the value as JSON, edited in place. */
function RawField(props: Omit<FieldProps, 'schema'> & { schema?: Schema; reason: string }) {
  const { value, onChange, path, label, reason } = props;
  const { issues } = useContext(Context);
  const ids = useIds(path);
  const own = issuesFor(issues, path, null);
  return (
    <div id={ids.base} className={`sf-field sf-field-raw${own.length > 0 ? ' sf-invalid' : ''}`} data-sf-path={path} data-sf-kind="raw">
      <JsonEditor id={`${ids.base}-json`} label={`${label} (JSON)`} value={value} onChange={onChange} />
      <p id={ids.hint} className="sf-hint">
        Edited as JSON: {reason}.
      </p>
      {props.adornment ? <div className="sf-control-row">{props.adornment}</div> : null}
      <Issues id={ids.error} issues={own} />
    </div>
  );
}
