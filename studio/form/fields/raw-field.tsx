import { useFormContext, type FieldProps } from '../form-context';
import { JsonEditor } from '../JsonEditor';
import { issuesFor, type Schema } from '../json-schema';
import { Issues, useIds } from './field-frame';

/** The fallback for what the form cannot render: that part of the value as JSON, edited in place. */
export function RawField(props: Omit<FieldProps, 'schema'> & { schema?: Schema; reason: string }) {
  const { value, onChange, path, label, reason } = props;
  const { issues } = useFormContext();
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
