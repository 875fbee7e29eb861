import { useState } from 'react';
import { useFormContext, type FieldProps } from '../form-context';
import { blankValue, issuesFor, type Schema } from '../json-schema';
import { Hint, Issues, useIds } from './field-frame';

/** A null-or-something field: a None switch beside the field; switching None off brings back what was there. */
export function NullableField(props: FieldProps & { inner: Schema }) {
  const { value, onChange, inner } = props;
  const { root, issues, Field } = useFormContext();
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
