import type { ReactNode } from 'react';
import { useFormContext, type FieldProps } from '../form-context';
import { fieldId, issuesFor, type FormIssue, type Schema } from '../json-schema';

/** The ids of a field's parts, from its path: the control (or the group), its label, hint and errors. */
export function useIds(path: string) {
  const { idPrefix } = useFormContext();
  const base = fieldId(idPrefix, path);
  return { base, control: base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` };
}

export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** How an option of an enum, a constant or a union's tag reads in a select or a read-only input. */
export function optionLabel(option: unknown): string {
  return typeof option === 'string' ? option : JSON.stringify(option);
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function Issues({ id, issues }: { id: string; issues: readonly FormIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul id={id} className="sf-errors">
      {issues.map((issue, index) => (
        <li key={index}>{issue.message}</li>
      ))}
    </ul>
  );
}

export function Hint({ id, schema, extra }: { id: string; schema: Schema; extra?: string | null }) {
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
export function LeafShell({
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
  const { issues } = useFormContext();
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

/** A fieldset with its legend, hint and the issues none of its children show. */
export function GroupShell({
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
  const { issues } = useFormContext();
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
