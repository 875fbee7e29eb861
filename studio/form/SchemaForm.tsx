import type * as z from 'zod/mini';
import { ArrayField } from './fields/array-field';
import { BooleanField } from './fields/boolean-field';
import { ConstField } from './fields/const-field';
import { EnumField } from './fields/enum-field';
import { NullableField } from './fields/nullable-field';
import { ObjectField } from './fields/object-field';
import { RawField } from './fields/raw-field';
import { StringField } from './fields/string-field';
import { TextField } from './fields/text-field';
import { UnionField } from './fields/union-field';
import { ABSENT, FormContextProvider, useFormContext, type FieldProps, type FormContext } from './form-context';
import { classify, fitsKind, formSchemaOf, resolveRef, type FormIssue } from './json-schema';
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

const noIssues: readonly FormIssue[] = [];

/**
 * A form generated from a block's or plugin's zod schema (through its JSON Schema, see json-schema.ts). Every edit
 * sends the whole new value at once; keys the schema does not know are kept; what it cannot render is raw JSON.
 */
export function SchemaForm({ schema, value, onChange, idPrefix, issues = noIssues, label }: SchemaFormProps) {
  const root = formSchemaOf(schema);
  const context: FormContext = { root: root ?? {}, idPrefix, issues, Field };
  const count = issues.length;
  return (
    <FormContextProvider value={context}>
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
    </FormContextProvider>
  );
}

/** One field: picks the control for its schema; a value of the wrong shape is shown as raw JSON so nothing is lost. */
function Field(props: FieldProps) {
  const { root } = useFormContext();
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
